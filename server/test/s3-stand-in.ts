import http from "node:http";
import type { AddressInfo } from "node:net";
import { timingSafeEqual } from "node:crypto";
import { sha256Hex, signV4 } from "./sigv4-verifier.ts";

/**
 * A tiny S3 for tests: one bucket in a Map on a random loopback port. Like S3 it checks every
 * request's SigV4 signature against the raw request it received (method, path, query, the signed
 * headers) and the body against x-amz-content-sha256, answering 403 / 400 in S3's XML error form.
 */
export interface S3StandIn {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  objects: Map<string, { body: Buffer; contentType: string }>;
  /** Every request received, in order, with the answer given (0 while unanswered). */
  requests: { method: string; url: string; status: number }[];
  /** While true, requests are received and never answered (a hung bucket). */
  stall: boolean;
  close(): Promise<void>;
}

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;

export async function startS3StandIn(bucket = "serviceberry-test"): Promise<S3StandIn> {
  const accessKeyId = "STANDINACCESSKEY";
  const secretAccessKey = "stand-in/secret+key/0123456789abcdefghij";
  const region = "us-east-1";
  const objects: S3StandIn["objects"] = new Map();
  const requests: S3StandIn["requests"] = [];

  const server = http.createServer(async (req, res) => {
    const seen = { method: req.method ?? "", url: req.url ?? "", status: 0 };
    requests.push(seen);
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (standIn.stall) return;
    const body = Buffer.concat(chunks);

    const answer = (status: number, code?: string, headers: Record<string, string> = {}, content?: Buffer) => {
      seen.status = status;
      if (code) {
        headers["content-type"] = "application/xml";
        content = Buffer.from(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`);
      }
      res.writeHead(status, headers).end(content);
    };

    // Authentication, from the request as received.
    const auth = AUTHORIZATION.exec(req.headers.authorization ?? "");
    if (!auth) return answer(403, "AccessDenied");
    const [, keyId, day, scopeRegion, signedHeaderList, signature] = auth as unknown as string[];
    const date = String(req.headers["x-amz-date"] ?? "");
    if (keyId !== accessKeyId || scopeRegion !== region || !date.startsWith(day!)) return answer(403, "InvalidAccessKeyId");
    const signedNames = signedHeaderList!.split(";");
    if (!["host", "x-amz-date", "x-amz-content-sha256"].every((name) => signedNames.includes(name))) {
      return answer(403, "AccessDenied");
    }
    const headers: Record<string, string> = {};
    for (const name of signedNames) {
      const value = req.headers[name];
      if (value === undefined) return answer(403, "SignatureDoesNotMatch");
      headers[name] = Array.isArray(value) ? value.join(",") : value;
    }
    const [path = "", query = ""] = (req.url ?? "").split("?", 2);
    const expected = signV4(
      { method: req.method ?? "", path, query, headers },
      { accessKeyId, secretAccessKey, region, service: "s3" },
    ).signature;
    if (!timingSafeEqual(Buffer.from(expected), Buffer.from(signature!))) return answer(403, "SignatureDoesNotMatch");
    if (headers["x-amz-content-sha256"] !== sha256Hex(body)) return answer(400, "XAmzContentSHA256Mismatch");

    // The bucket.
    const prefix = `/${bucket}/`;
    if (!path.startsWith(prefix)) return answer(404, "NoSuchBucket");
    const key = decodeURIComponent(path.slice(prefix.length));
    if (req.method === "PUT") {
      objects.set(key, { body, contentType: req.headers["content-type"] ?? "binary/octet-stream" });
      return answer(200, undefined, { etag: `"${sha256Hex(body).slice(0, 32)}"` });
    }
    const stored = objects.get(key);
    if (req.method === "GET") {
      if (!stored) return answer(404, "NoSuchKey");
      return answer(200, undefined, { "content-type": stored.contentType, "content-length": String(stored.body.length) }, stored.body);
    }
    if (req.method === "DELETE") {
      // S3 itself answers 204 either way; some compatible stores answer 404 for a missing key.
      return stored && objects.delete(key) ? answer(204) : answer(404, "NoSuchKey");
    }
    return answer(405, "MethodNotAllowed");
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const standIn: S3StandIn = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    objects,
    requests,
    stall: false,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return standIn;
}
