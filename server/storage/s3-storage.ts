import { assertSafeKey, type FileStorage } from "./storage.ts";
import { amzDate, encodeKeyPath, sha256Hex, signV4, uriEncode } from "./sigv4.ts";

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

/**
 * Files in an S3-compatible bucket, addressed path-style (`<endpoint>/<bucket>/<key>`, which AWS,
 * MinIO, R2 and Ceph all accept) and signed with SigV4 over the whole body.
 */
export function createS3Storage(options: S3Options): FileStorage {
  const endpoint = new URL(options.endpoint);
  const bucketPath = `${endpoint.pathname.replace(/\/+$/, "")}/${uriEncode(options.bucket)}`;
  const send = options.fetch ?? fetch;
  const { accessKeyId, secretAccessKey, region } = options;
  const credentials = { accessKeyId, secretAccessKey, region, service: "s3" };

  async function request(method: "GET" | "PUT" | "DELETE", key: string, body?: Uint8Array, contentType?: string) {
    const path = `${bucketPath}/${encodeKeyPath(key)}`;
    const headers: Record<string, string> = {
      "x-amz-date": amzDate(new Date()),
      "x-amz-content-sha256": sha256Hex(body ?? ""),
      ...(contentType ? { "content-type": contentType } : {}),
    };
    // fetch sets Host itself (from the URL, as `endpoint.host`); it is signed but not passed.
    const { authorization } = signV4({ method, path, headers: { ...headers, host: endpoint.host } }, credentials);
    const timeout = method === "GET" ? (options.readTimeoutMs ?? 10_000) : (options.writeTimeoutMs ?? 60_000);
    try {
      return await send(`${endpoint.origin}${path}`, {
        method,
        headers: { ...headers, authorization },
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
