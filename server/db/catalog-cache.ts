import type { Database } from "./client.ts";
import { catalogueVersionOf, type CatalogueVersion } from "./catalogue-version.ts";

export interface CatalogCacheOptions {
  maxEntries?: number;
  /** Also dropped after this long: for what the catalog version does not cover (view counts, tour bookings). */
  ttlMs?: number;
  /**
   * Past `ttlMs` (the catalog unchanged), answer with the value kept while one fresh compute runs in
   * the background, instead of making the askers wait for it: for rendered pages, where a few seconds
   * older is fine (a catalog write still takes effect on the next request).
   */
  staleWhileRevalidate?: boolean;
  now?: () => number;
}

/**
 * Values computed from the public catalog, kept per process while the catalog is unchanged
 * (decision 004) and for at most `ttlMs`; the least recently used go first when full.
 */
export function createCatalogCache<T>(db: Database, options: CatalogCacheOptions = {}) {
  return createCatalogCacheFor<T>(catalogueVersionOf(db), options);
}

/** The same cache over any reader of the catalog version (tests set the version by hand). */
export function createCatalogCacheFor<T>(catalogue: CatalogueVersion, { maxEntries = 500, ttlMs = 60_000, staleWhileRevalidate = false, now = Date.now }: CatalogCacheOptions = {}) {
  const entries = new Map<string, { version: number; storedAt: number; value: T }>();
  // Computes under way, per key and version: fifty visitors missing the same key at once start one
  // compute, not fifty (a page render each, which stalled the server at 50 connections).
  const computing = new Map<string, { version: number; value: Promise<T> }>();
  const start = (key: string, version: number, compute: (version: number) => Promise<T>): Promise<T> => {
    const running = computing.get(key);
    if (running?.version === version) return running.value;
    // A write landing during compute is stored under the older version, so it is never served
    // once the newer version is read.
    const value = compute(version).then((computed) => {
      entries.delete(key);
      entries.set(key, { version, storedAt: now(), value: computed });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return computed;
    });
    computing.set(key, { version, value });
    const done = () => {
      if (computing.get(key)?.value === value) computing.delete(key);
    };
    value.then(done, done);
    return value;
  };
  return {
    /** The value for `key`, from the cache while the catalog is unchanged, else from `compute` (given the version it is for). */
    async get(key: string, compute: (version: number) => Promise<T>): Promise<T> {
      const version = await catalogue.current();
      const hit = entries.get(key);
      if (hit && hit.version === version) {
        const fresh = now() - hit.storedAt < ttlMs;
        if (fresh || staleWhileRevalidate) {
          // Map order is insertion order: re-inserting keeps the most recently used last.
          entries.delete(key);
          entries.set(key, hit);
          // A failed background compute leaves the kept value to be served and tried again.
          if (!fresh) start(key, version, compute).catch(() => undefined);
          return hit.value;
        }
      }
      return start(key, version, compute);
    },
    get size() {
      return entries.size;
    },
  };
}
