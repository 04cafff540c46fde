import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./env.ts";
import { ApiError } from "./errors.ts";

/**
 * One check, in front of every /api route (ours and better-auth's), for what no field may carry:
 * control characters (a NUL byte makes PostgreSQL refuse the text, and the rest are invisible
 * tricks), malformed percent-escapes in the address, bodies that are not JSON, and absurd nesting.
 * Each is a 400 that names the field, before any handler runs.
 */

/** C0 controls except tab, line feed and carriage return (text areas send those), DEL, and C1 controls. */
// eslint-disable-next-line no-control-regex -- matching control characters is this check's whole job
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** In an address nothing invisible belongs, not even a tab or a line break. */
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_IN_ADDRESS = /[\u0000-\u001F\u007F-\u009F]/;
/** Deeper than any form we have; refusing early keeps a hostile body from costing a deep walk. */
export const MAX_JSON_DEPTH = 32;

const CONTROL_MESSAGE = "Remove the invisible control characters (like a NUL byte) and try again.";

function controlCharacterError(field: string): ApiError {
  return new ApiError(400, "control_characters", `${field}: ${CONTROL_MESSAGE}`, { [field]: [CONTROL_MESSAGE] });
}

/** For values read outside JSON (multipart fields): the same rule as the middleware's. */
export function assertNoControlCharacters(value: string, field: string): void {
  if (CONTROL_IN_TEXT.test(value)) throw controlCharacterError(field);
}

/** Walks a parsed body without recursion; the first bad string names its path (e.g. `items.2.label`). */
export function findControlCharacters(body: unknown): { field: string } | { tooDeep: true } | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: body, path: "", depth: 0 }];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === "string") {
      if (CONTROL_IN_TEXT.test(value)) return { field: path || "body" };
      continue;
    }
    if (value === null || typeof value !== "object") continue;
    if (depth >= MAX_JSON_DEPTH) return { tooDeep: true };
    for (const [key, child] of Object.entries(value)) {
      const childPath = path ? `${path}.${key}` : key;
      if (CONTROL_IN_TEXT.test(key)) return { field: childPath };
      stack.push({ value: child, path: childPath, depth: depth + 1 });
    }
  }
  return null;
}

function checkAddress(url: URL): void {
  for (const segment of url.pathname.split("/")) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      throw new ApiError(400, "malformed_address", "The address has a broken %-escape. Check the link and try again.");
    }
    if (CONTROL_IN_ADDRESS.test(decoded)) throw controlCharacterError("path");
  }
  for (const part of url.search.slice(1).split("&")) {
    if (!part) continue;
    const [rawKey = "", rawValue = ""] = part.split("=", 2);
    let key: string;
    let value: string;
    try {
      key = decodeURIComponent(rawKey.replace(/\+/g, " "));
      value = decodeURIComponent(rawValue.replace(/\+/g, " "));
    } catch {
      throw new ApiError(400, "malformed_address", "The address has a broken %-escape. Check the link and try again.");
    }
    if (CONTROL_IN_ADDRESS.test(key) || CONTROL_IN_ADDRESS.test(value)) throw controlCharacterError(CONTROL_IN_ADDRESS.test(key) ? "query" : key);
  }
}

async function checkJsonBody(read: () => Promise<string>): Promise<void> {
  let text: string;
  try {
    text = await read();
  } catch (error) {
    if (error instanceof ApiError) throw error; // the body limit's 413
    throw new ApiError(400, "bad_body", "The request body could not be read. Try again.");
  }
  parseGuardedJson(text);
}

/**
 * Parses a JSON body with the guard's checks (valid JSON, no control characters, not too deep); an
 * empty body is `undefined` (routes that take no body answer for themselves). For bodies the guard
 * cannot recognize by their type, like the text/plain of navigator.sendBeacon.
 */
export function parseGuardedJson(text: string): unknown {
  if (text.trim() === "") return undefined;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ApiError(400, "invalid_json", "The request body isn't valid JSON.");
  }
  const found = findControlCharacters(body);
  if (!found) return body;
  if ("tooDeep" in found) throw new ApiError(400, "too_deep", `The request body is nested more than ${MAX_JSON_DEPTH} levels deep.`);
  throw controlCharacterError(found.field);
}

/** Routes that hand the raw Request on (better-auth's, and the limits in front of them) instead of reading its body through Hono. */
const RAW_BODY_PREFIX = "/api/auth/";

export function inputGuard(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    checkAddress(new URL(c.req.url));
    const method = c.req.method;
    if (method !== "GET" && method !== "HEAD" && c.req.header("content-type")?.toLowerCase().includes("json")) {
      // Our routes read the body through Hono (validate("json"), c.req.text()), which keeps the text read
      // here: read once, straight from the socket, with no web Request or copy (decision 070).
      // better-auth is handed the raw Request and reads it itself, so its routes get a copy, as before.
      await checkJsonBody(c.req.path.startsWith(RAW_BODY_PREFIX) ? () => c.req.raw.clone().text() : () => c.req.text());
    }
    await next();
  };
}
