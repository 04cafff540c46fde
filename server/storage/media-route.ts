import type { Context } from "hono";
import type { AppEnv } from "../http/env.ts";
import { errorBody } from "../http/errors.ts";
import { isSafeKey, MEDIA_PREFIX, type FileStorage } from "./storage.ts";

export type MediaFile = { body: Uint8Array; contentType: string };
/** Makes a file the product draws itself (seed venue art) for a key, or null when it is not one. */
export type MediaGenerator = (key: string) => Promise<MediaFile | null>;

/**
 * GET /media/<key>: stored uploads, and generated art for keys the generators know. Keys never change
 * content (new uploads get new keys), so responses are cached for a year.
 */
export function mediaHandler(storage: FileStorage, generators: MediaGenerator[] = []) {
  return async (c: Context<AppEnv>) => {
    let key: string;
    try {
      key = decodeURIComponent(c.req.path.slice(MEDIA_PREFIX.length));
    } catch {
      return c.json(errorBody("malformed_address", "The address has a broken %-escape. Check the link and try again."), 400);
    }
    // private/ keys (chat attachments) are served only through their own members-only route.
    if (!isSafeKey(key) || key.startsWith("private/")) return c.json(errorBody("not_found", "No such file"), 404);
    // Generators first: they answer only their own keys, from memory, so drawn art costs no storage
    // round trip (a 404 from a remote bucket, say) before being drawn.
    let file: MediaFile | null = null;
    for (const generate of generators) {
      file = await generate(key);
      if (file) break;
    }
    file ??= await storage.read(key);
    if (!file) return c.json(errorBody("not_found", "No such file"), 404);
    c.header("Content-Type", file.contentType);
    c.header("Cache-Control", "public, max-age=31536000, immutable");
    return c.body(file.body as Uint8Array<ArrayBuffer>);
  };
}
