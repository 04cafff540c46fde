import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import type { LookupFunction } from "node:net";
import { ApiError } from "../http/errors.ts";

/**
 * A server-side fetch of an address someone else typed (a pasted image or pin address, a Pinterest pin's
 * image), guarded against server-side request forgery (decision 042):
 * - only http and https, on any port, with no credentials in the address;
 * - the host is resolved here and every address it resolves to must be public (no private, loopback,
 *   link-local, carrier-grade NAT, multicast, reserved or documentation ranges, IPv4 or IPv6, IPv4-mapped
 *   and NAT64/6to4-embedded IPv4 included); the connection is then made to the address that was checked,
 *   so a second DNS answer cannot swap in a private one (DNS rebinding);
 * - redirects are followed by hand, at most `maxRedirects`, each new address checked the same way;
 * - the whole exchange has a deadline, and the body a byte limit (a larger Content-Length is refused
 *   before reading; a body that grows past it is cut off).
 * `trustedOrigins` (exact origins, from the OUTBOUND_FETCH_ALLOWED_ORIGINS setting) skip the address check:
 * for local stand-ins in tests and an operator's own intranet, never for anything a user chose.
 */
export interface SafeFetchOptions {
  maxBytes: number;
  timeoutMs?: number;
  maxRedirects?: number;
  /** Sent as the Accept header. */
  accept?: string;
  trustedOrigins?: readonly string[];
  /** Extra request headers (e.g. an API's Authorization); dropped when a redirect leaves the origin. */
  headers?: Record<string, string>;
  /** For tests: how host names resolve. */
  lookupAll?: (hostname: string) => Promise<{ address: string; family: number }[]>;
}

export interface SafeFetchResult {
  /** The address the body came from, after redirects. */
  url: string;
  status: number;
  contentType: string;
  body: Buffer;
}

export const FETCH_DEFAULT_TIMEOUT_MS = 8000;
export const FETCH_DEFAULT_MAX_REDIRECTS = 3;

const refused = (message: string) => new ApiError(422, "address_refused", message);
export const PRIVATE_ADDRESS_MESSAGE = "That address points at a private or local network, which we don't fetch from. Paste a public web address.";

const BLOCKED = new net.BlockList();
for (const [prefix, bits] of [
  ["0.0.0.0", 8], // "this" network
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local (cloud metadata lives here)
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // 6to4 relay anycast
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
] as const) {
  BLOCKED.addSubnet(prefix, bits, "ipv4");
}
for (const [prefix, bits] of [
  ["::", 128], // unspecified
  ["::1", 128], // loopback
  ["100::", 64], // discard
  ["2001::", 23], // IETF protocol assignments (Teredo among them)
  ["2001:db8::", 32], // documentation
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // old site-local
  ["ff00::", 8], // multicast
] as const) {
  BLOCKED.addSubnet(prefix, bits, "ipv6");
}

/** The IPv4 address an IPv6 address carries (IPv4-mapped ::ffff:a.b.c.d, IPv4-compatible, NAT64, 6to4), if any. */
function embeddedIPv4(address: string): string | null {
  const groups = expandIPv6(address);
  if (!groups) return null;
  const v4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  const zeros = (from: number, to: number) => groups.slice(from, to).every((g) => g === 0);
  if (zeros(0, 5) && groups[5] === 0xffff) return v4(groups[6]!, groups[7]!); // ::ffff:a.b.c.d
  if (zeros(0, 6) && (groups[6] !== 0 || groups[7]! > 1)) return v4(groups[6]!, groups[7]!); // ::a.b.c.d
  if (groups[0] === 0x64 && groups[1] === 0xff9b && zeros(2, 6)) return v4(groups[6]!, groups[7]!); // 64:ff9b::/96
  if (groups[0] === 0x2002) return v4(groups[1]!, groups[2]!); // 6to4
  return null;
}

/** The eight 16-bit groups of an IPv6 address (with any dotted IPv4 tail), or null when it isn't one. */
function expandIPv6(address: string): number[] | null {
  if (net.isIPv6(address) === false) return null;
  let text = address.split("%")[0]!.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split(".").map(Number) as [number, number, number, number];
    text = text.slice(0, -dotted[1]!.length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split("::") as [string, string | undefined];
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const fill = tail === undefined ? [] : new Array<string>(8 - left.length - right.length).fill("0");
  const groups = [...left, ...fill, ...right].map((g) => parseInt(g, 16));
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
}

/** Whether an IP address is one the server may connect to for someone else: public unicast only. */
export function isPublicAddress(address: string): boolean {
  if (net.isIPv4(address)) return !BLOCKED.check(address, "ipv4");
  if (net.isIPv6(address)) {
    const inner = embeddedIPv4(address);
    if (inner) return isPublicAddress(inner);
    const groups = expandIPv6(address);
    if (!groups || groups.slice(0, 5).every((g) => g === 0)) return false; // ::/80 other than the forms above
    return !BLOCKED.check(address.split("%")[0]!, "ipv6");
  }
  return false;
}

const defaultLookupAll = (hostname: string) => dns.promises.lookup(hostname, { all: true, verbatim: true });

/** Checks a URL before a request: scheme, credentials, and (unless trusted) every address of its host. */
async function checkedTarget(url: URL, options: SafeFetchOptions): Promise<{ address: string; family: number } | null> {
  if (url.protocol !== "http:" && url.protocol !== "https:") throw refused("Only http and https addresses can be fetched.");
  if (url.username || url.password) throw refused("Addresses with a user name or password in them aren't fetched.");
  if (options.trustedOrigins?.includes(url.origin)) return null;
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (net.isIP(host)) {
    if (!isPublicAddress(host)) throw refused(PRIVATE_ADDRESS_MESSAGE);
    return { address: host, family: net.isIPv6(host) ? 6 : 4 };
  }
  if (host === "localhost" || host.endsWith(".localhost") || !host.includes(".")) throw refused(PRIVATE_ADDRESS_MESSAGE);
  let addresses: { address: string; family: number }[];
  try {
    addresses = await (options.lookupAll ?? defaultLookupAll)(host);
  } catch {
    throw new ApiError(422, "address_not_found", "We couldn't find that web address. Check it and try again.");
  }
  if (addresses.length === 0) throw new ApiError(422, "address_not_found", "We couldn't find that web address. Check it and try again.");
  // Every answer must be public: a host that also resolves to a private address is refused outright.
  if (addresses.some((a) => !isPublicAddress(a.address))) throw refused(PRIVATE_ADDRESS_MESSAGE);
  return addresses[0]!;
}

interface OneResponse {
  status: number;
  location: string | undefined;
  contentType: string;
  body: Buffer;
}

function requestOnce(url: URL, pinned: { address: string; family: number } | null, options: SafeFetchOptions, signal: AbortSignal, headers: Record<string, string>): Promise<OneResponse> {
  return new Promise((resolve, reject) => {
    // The connection goes to the address checked above, whatever DNS says now.
    const lookup: LookupFunction | undefined = pinned
      ? (_hostname, lookupOptions, callback) => {
          if (lookupOptions.all) callback(null, [{ address: pinned.address, family: pinned.family }]);
          else callback(null, pinned.address, pinned.family);
        }
      : undefined;
    const client = url.protocol === "https:" ? https : http;
    const request = client.request(url, { method: "GET", headers: { "user-agent": "Serviceberry/1.0 (+inspiration boards)", accept: options.accept ?? "*/*", ...headers }, lookup, signal }, (response) => {
      const status = response.statusCode ?? 0;
      const contentType = String(response.headers["content-type"] ?? "").toLowerCase();
      if (status >= 300 && status < 400) {
        response.resume();
        resolve({ status, location: response.headers.location, contentType, body: Buffer.alloc(0) });
        return;
      }
      const declared = Number(response.headers["content-length"] ?? NaN);
      if (Number.isFinite(declared) && declared > options.maxBytes) {
        response.destroy();
        reject(tooLarge(options.maxBytes));
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size > options.maxBytes) {
          response.destroy();
          reject(tooLarge(options.maxBytes));
          return;
        }
        chunks.push(chunk);
      });
      response.on("end", () => resolve({ status, location: undefined, contentType, body: Buffer.concat(chunks) }));
      response.on("error", reject);
    });
    request.on("error", reject);
    request.end();
  });
}

const tooLarge = (maxBytes: number) => new ApiError(413, "remote_file_too_large", `That file is larger than ${Math.round(maxBytes / 1024 / 1024) || 1} MB, so we didn't fetch it.`);

/** Fetches `address` under the guard; answers 2xx bodies only (other statuses are a 422 saying so). */
export async function safeFetch(address: string, options: SafeFetchOptions): Promise<SafeFetchResult> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw refused("Enter a full web address, like https://example.com/photo.jpg.");
  }
  const maxRedirects = options.maxRedirects ?? FETCH_DEFAULT_MAX_REDIRECTS;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? FETCH_DEFAULT_TIMEOUT_MS);
  const firstOrigin = url.origin;
  try {
    for (let hop = 0; ; hop++) {
      const pinned = await checkedTarget(url, options);
      let response: OneResponse;
      try {
        response = await requestOnce(url, pinned, options, controller.signal, url.origin === firstOrigin ? (options.headers ?? {}) : {});
      } catch (error) {
        if (error instanceof ApiError) throw error;
        if (controller.signal.aborted) throw new ApiError(504, "fetch_timeout", "That address took too long to answer. Try again later, or download the image and upload it.");
        throw new ApiError(502, "fetch_failed", "We couldn't reach that address. Check it, or download the image and upload it.");
      }
      if (response.status >= 300 && response.status < 400 && response.location) {
        if (hop >= maxRedirects) throw refused("That address redirects too many times.");
        try {
          url = new URL(response.location, url);
        } catch {
          throw refused("That address redirects somewhere that isn't a web address.");
        }
        continue;
      }
      if (response.status < 200 || response.status >= 300) {
        throw new ApiError(422, "fetch_status", `That address answered with an error (HTTP ${response.status}). Check that it opens in a browser.`);
      }
      return { url: url.toString(), status: response.status, contentType: response.contentType, body: response.body };
    }
  } finally {
    clearTimeout(timer);
  }
}
