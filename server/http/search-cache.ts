import { AsyncLocalStorage } from "node:async_hooks";
import type { Context, TypedResponse } from "hono";
import type { JSONParsed } from "hono/utils/types";
import { createCatalogCache, type CatalogCacheOptions } from "../db/catalog-cache.ts";
import type { Database } from "../db/client.ts";

/** JSON text that is known to hold a `T`: the cache serializes once, the route still types its answer. */
export type JsonText<T> = string & { readonly __jsonOf?: T };

/**
 * Answers with JSON text already serialized, typed as `c.json(value)` would be, so `hc<AppType>`
 * clients see the real body type instead of an untyped `c.body`.
 */
export function jsonTextResponse<T>(c: Context, text: JsonText<T>): Response & TypedResponse<JSONParsed<T>, 200, "json"> {
  // The cast only restores the type the text was made from (JSON.stringify of a T in `json` below).
  const response: Response = c.body(text, 200, { "Content-Type": "application/json; charset=UTF-8" });
  return response as Response & TypedResponse<JSONParsed<T>, 200, "json">;
}

/** The catalog version a lookup just read, visible to its compute (see versionReadForThisSearch). */
const versionRead = new AsyncLocalStorage<{ db: Database; version: number }>();

/**
 * The catalog version the search cache read for the search being computed now, if any: on
 * PostgreSQL the snapshot then makes no second read of the same row.
 */
export function versionReadForThisSearch(db: Database): number | undefined {
  const read = versionRead.getStore();
  return read?.db === db ? read.version : undefined;
}

export type SearchCacheOptions = CatalogCacheOptions;

/**
 * Venue search results, serialized, per process. Each lookup first asks the catalog version (see
 * catalogueVersionOf: in memory on the embedded database, and on PostgreSQL kept by LISTEN with a read
 * after this process's own writes and while the LISTEN connection is down), so a write is seen by
 * this process's next search, and by other servers' once its notice reaches them: the cache only skips
 * recomputing what has not changed.
 */
export function createSearchCache(db: Database, options: SearchCacheOptions = {}) {
  const cache = createCatalogCache<string>(db, options);
  return {
    /** The JSON for `key`, from the cache while the catalog is unchanged, else from `compute`. */
    async json<T>(key: string, compute: () => Promise<T>): Promise<JsonText<T>> {
      return cache.get(key, async (version) => JSON.stringify(await versionRead.run({ db, version }, compute)));
    },
    /** The same, for a compute that writes its JSON itself (from parts it keeps serialized). */
    async text<T>(key: string, compute: () => Promise<JsonText<T>>): Promise<JsonText<T>> {
      return cache.get(key, (version) => versionRead.run({ db, version }, compute));
    },
    get size() {
      return cache.size;
    },
  };
}

/** The same search written the same way, whatever the order of its list filters. */
export function searchCacheKey(search: Record<string, unknown>): string {
  const normalised = Object.entries(search)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => [key, Array.isArray(value) ? [...value].sort() : value] as const)
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify(normalised);
}
