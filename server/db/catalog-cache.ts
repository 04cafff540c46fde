import type { Database } from "./client.ts";
import { catalogueVersionOf } from "./catalogue-version.ts";

export interface CatalogCacheOptions {
  maxEntries?: number;
  /** Also dropped after this long: for what the catalog version does not cover (view counts, tour bookings). */
  ttlMs?: number;
  now?: () => number;
}

/**
 * Values computed from the public catalog, kept per process while the catalog is unchanged
 * (decision 004) and for at most `ttlMs`; the least recently used go first when full.
 */
export function createCatalogCache<T>(db: Database, { maxEntries = 500, ttlMs = 60_000, now = Date.now }: CatalogCacheOptions = {}) {
  const entries = new Map<string, { version: number; storedAt: number; value: T }>();
  const catalogue = catalogueVersionOf(db);
  return {
    /** The value for `key`, from the cache while the catalog is unchanged, else from `compute` (given the version it is for). */
    async get(key: string, compute: (version: number) => Promise<T>): Promise<T> {
      const version = await catalogue.current();
      const hit = entries.get(key);
      if (hit && hit.version === version && now() - hit.storedAt < ttlMs) {
        // Map order is insertion order: re-inserting keeps the most recently used last.
        entries.delete(key);
        entries.set(key, hit);
        return hit.value;
      }
      // A write landing during compute is stored under the older version, so it is never served
      // once the newer version is read.
      const value = await compute(version);
      entries.delete(key);
      entries.set(key, { version, storedAt: now(), value });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return value;
    },
    get size() {
      return entries.size;
    },
  };
}
