import { createHash } from "node:crypto";
import { AwsClient } from "aws4fetch";
import { assertSafeKey, type FileStorage } from "./storage.ts";

export interface S3Options {
  /** `https://s3.us-east-1.amazonaws.com`, `http://minio:9000`, `https://<account>.r2.cloudflarestorage.com`... */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  fetch?: typeof fetch;
  /** A GET that takes longer fails, so a hung bucket cannot hang the requests that wait on it. */
  readTimeoutMs?: number;
  /** The same for PUT and DELETE; uploads are up to a few megabytes. */
  writeTimeoutMs?: number;
}

/** A path segment as SigV4 wants it on the wire: every byte but A-Z a-z 0-9 - _ . ~ percent-encoded. */
const encodeSegment = (value: string) => encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Files in an S3-compatible bucket, addressed path-style (`<endpoint>/<bucket>/<key>`, which AWS,
 * MinIO, R2 and Ceph all accept) and signed by aws4fetch with SigV4 over the whole body.
 */
export function createS3Storage(options: S3Options): FileStorage {
  const endpoint = new URL(options.endpoint);
  const bucketUrl = `${endpoint.origin}${endpoint.pathname.replace(/\/+$/, "")}/${encodeSegment(options.bucket)}`;
  const send = options.fetch ?? fetch;
  const signer = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region,
    service: "s3",
  });

  async function request(method: "GET" | "PUT" | "DELETE", key: string, body?: Uint8Array, contentType?: string) {
    const url = `${bucketUrl}/${key.split("/").map(encodeSegment).join("/")}`;
    // The payload hash is signed (aws4fetch would otherwise send UNSIGNED-PAYLOAD), so a body
    // changed in transit is refused by the bucket.
    const headers: Record<string, string> = {
      "x-amz-content-sha256": createHash("sha256").update(body ?? "").digest("hex"),
      ...(contentType ? { "content-type": contentType } : {}),
    };
    const timeout = method === "GET" ? (options.readTimeoutMs ?? 10_000) : (options.writeTimeoutMs ?? 60_000);
    try {
      const signed = await signer.sign(url, { method, headers });
      return await send(signed.url, {
        method,
        headers: signed.headers,
        body: body as Uint8Array<ArrayBuffer> | undefined,
        signal: AbortSignal.timeout(timeout),
      });
    } catch (error) {
      throw new Error(`S3 ${method} ${key} failed: ${(error as Error).message}`, { cause: error });
    }
  }

  async function failure(method: string, key: string, response: Response) {
    const text = await response.text().catch(() => "");
    const code = /<Code>([^<]*)<\/Code>/.exec(text)?.[1];
    return new Error(`S3 ${method} ${key} failed: ${response.status}${code ? ` ${code}` : ""}`);
  }

  return {
    kind: "s3",
    async put(key, body, contentType) {
      assertSafeKey(key);
      const response = await request("PUT", key, body, contentType);
      if (!response.ok) throw await failure("PUT", key, response);
      await response.body?.cancel();
    },
    async read(key) {
      try {
        assertSafeKey(key);
      } catch {
        return null;
      }
      const response = await request("GET", key);
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) throw await failure("GET", key, response);
      try {
        const body = new Uint8Array(await response.arrayBuffer());
        return { body, contentType: response.headers.get("content-type") ?? "application/octet-stream" };
      } catch (error) {
        throw new Error(`S3 GET ${key} failed: ${(error as Error).message}`, { cause: error });
      }
    },
    async remove(key) {
      assertSafeKey(key);
      const response = await request("DELETE", key);
      if (!response.ok && response.status !== 404) throw await failure("DELETE", key, response);
      await response.body?.cancel();
    },
  };
}
