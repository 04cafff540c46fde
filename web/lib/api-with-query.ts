import { hc } from "hono/client";
import type { AppType } from "../../server/app";
import { api, apiFetch } from "./api";

/** A request URL with these query parameters added (kept: the ones it already has). */
export function withQuery(input: RequestInfo | URL, extra: Readonly<Record<string, string>>): RequestInfo | URL {
  if (typeof input !== "string" && !(input instanceof URL)) return input;
  const url = new URL(String(input), "http://relative.invalid");
  for (const [key, value] of Object.entries(extra)) url.searchParams.set(key, value);
  return url.origin === "http://relative.invalid" ? url.pathname + url.search + url.hash : url.toString();
}

/**
 * The same client, with query parameters on every request: a helper working on a couple's planning
 * sends `coupleId` with every call (the contributor policy reads it from the query).
 */
export function apiWithQuery(extra: Readonly<Record<string, string>>): typeof api {
  return hc<AppType>("/api", { fetch: ((input, init) => apiFetch(withQuery(input, extra), init)) as typeof fetch });
}
