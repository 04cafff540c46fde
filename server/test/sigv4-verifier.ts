import { createHash, createHmac } from "node:crypto";

/**
 * AWS Signature Version 4 (Authorization header, S3 "single chunk" form), recomputed independently of
 * the product's signer (aws4fetch) so the S3 stand-in can check what it receives. Test code only.
 */

export function sha256Hex(data: string | Uint8Array): string {
  return createHash("sha256").update(data).digest("hex");
}

export const EMPTY_SHA256 = sha256Hex("");

const hmac = (key: string | Buffer, data: string) => createHmac("sha256", key).update(data).digest();

/** SigV4's URI encoding: every byte but A-Z a-z 0-9 - _ . ~ as %XX with upper-case hex. */
export function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** A raw query string (without "?") in canonical form: pairs re-encoded and sorted by name, then value. */
export function canonicalQuery(query: string): string {
  const decode = (part: string) => decodeURIComponent(part.replace(/\+/g, " "));
  return query
    .split("&")
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf("=");
      const [name, value] = at < 0 ? [pair, ""] : [pair.slice(0, at), pair.slice(at + 1)];
      return [uriEncode(decode(name)), uriEncode(decode(value))] as const;
    })
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join("&");
}

export interface SigV4Request {
  method: string;
  /** The absolute path exactly as it goes on the wire (already URI-encoded). */
  path: string;
  /** The raw query string without "?"; empty or absent for none. */
  query?: string;
  /** Every header to sign, names in any case. Must hold host, x-amz-date and x-amz-content-sha256. */
  headers: Record<string, string>;
}

export interface SigV4Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service: string;
}

export interface SigV4Result {
  authorization: string;
  signature: string;
  signedHeaders: string;
  canonicalRequest: string;
  stringToSign: string;
}

export function signV4(request: SigV4Request, credentials: SigV4Credentials): SigV4Result {
  const headers = new Map<string, string>();
  for (const [name, value] of Object.entries(request.headers)) {
    headers.set(name.toLowerCase(), value.trim().replace(/\s+/g, " "));
  }
  const date = headers.get("x-amz-date");
  const payloadHash = headers.get("x-amz-content-sha256");
  if (!date || !payloadHash || !headers.has("host")) {
    throw new Error("signV4 needs host, x-amz-date and x-amz-content-sha256 headers");
  }
  const names = [...headers.keys()].sort();
  const signedHeaders = names.join(";");
  const canonicalRequest = [
    request.method.toUpperCase(),
    request.path,
    canonicalQuery(request.query ?? ""),
    ...names.map((name) => `${name}:${headers.get(name)}`),
    "",
    signedHeaders,
    payloadHash,
  ].join("\n");

  const day = date.slice(0, 8);
  const scope = `${day}/${credentials.region}/${credentials.service}/aws4_request`;
  const stringToSign = ["AWS4-HMAC-SHA256", date, scope, sha256Hex(canonicalRequest)].join("\n");

  const dateKey = hmac(`AWS4${credentials.secretAccessKey}`, day);
  const signingKey = hmac(hmac(hmac(dateKey, credentials.region), credentials.service), "aws4_request");
  const signature = createHmac("sha256", signingKey).update(stringToSign).digest("hex");

  const authorization =
    `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope},` +
    `SignedHeaders=${signedHeaders},Signature=${signature}`;
  return { authorization, signature, signedHeaders, canonicalRequest, stringToSign };
}
