import type { MiddlewareHandler } from "hono";
import { ApiError } from "./errors.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The origin the request was addressed to, from its Host header (what the browser used). */
export function requestOrigin(request: Request): string | null {
  const host = request.headers.get("host");
  if (!host) return null;
  const protocol = request.headers.get("x-forwarded-proto") ?? new URL(request.url).protocol.replace(":", "");
  return `${protocol}://${host}`;
}

const carriesCookies = (cookie: string | undefined) => cookie !== undefined && cookie.trim() !== "";

/**
 * Cross-site request forgery guard for every state-changing API request: a browser always sends
 * Origin (and Sec-Fetch-Site) on such requests, so one from another site is refused. Requests
 * without either (curl, server-to-server) carry no ambient browser cookies to abuse; `Origin: null`
 * without Sec-Fetch-Site is refused when the request carries cookies (a signed-in write).
 */
export function sameOriginWrites(publicUrl: string): MiddlewareHandler {
  const trusted = new URL(publicUrl).origin;
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header("origin");
      const fetchSite = c.req.header("sec-fetch-site");
      const allowed =
        origin !== undefined && origin !== "null"
          ? origin === trusted || origin === requestOrigin(c.req.raw)
          : fetchSite === "same-origin" ||
            fetchSite === "none" ||
            // No Sec-Fetch-Site: fine without Origin (curl, servers), but "Origin: null" is an opaque
            // browser context (a sandboxed frame, a data: page) that may carry the person's cookies.
            (fetchSite === undefined && !(origin === "null" && carriesCookies(c.req.header("cookie"))));
      if (!allowed) throw new ApiError(403, "cross_site_request", "This request came from another site and was refused.");
    }
    await next();
  };
}
