import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { venueBlackoutDates, venueImages, venues } from "../db/schema/index.ts";
import { createTestApp, type TestApp } from "../test/harness.ts";
import { catalogueVersionOf } from "../db/catalogue-version.ts";
import { createSearchCache, searchCacheKey, versionReadForThisSearch } from "./search-cache.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function counter() {
  let calls = 0;
  return {
    compute: async () => ({ call: ++calls }),
    get calls() {
      return calls;
    },
  };
}

describe("venue search cache", () => {
  it("serves a repeated search from memory while the catalogue is unchanged", async () => {
    const cache = createSearchCache(t.database.db);
    const c = counter();
    expect(await cache.json("k", c.compute)).toBe('{"call":1}');
    expect(await cache.json("k", c.compute)).toBe('{"call":1}');
    expect(c.calls).toBe(1);
  });

  it("recomputes after any write to venues, their photos or their blackout dates", async () => {
    const db = t.database.db;
    const cache = createSearchCache(db);
    const c = counter();
    const [venue] = await db.select({ id: venues.id, name: venues.name }).from(venues).limit(1);
    await cache.json("k", c.compute);

    await db.update(venues).set({ name: venue!.name }).where(eq(venues.id, venue!.id));
    await cache.json("k", c.compute);
    expect(c.calls).toBe(2);

    await db.update(venueImages).set({ alt: sql`${venueImages.alt}` }).where(eq(venueImages.venueId, venue!.id));
    await cache.json("k", c.compute);
    expect(c.calls).toBe(3);

    await db.insert(venueBlackoutDates).values({ venueId: venue!.id, date: "2031-06-14" });
    await cache.json("k", c.compute);
    expect(c.calls).toBe(4);
  });

  it("lets a view count alone wait for the timer, then refreshes", async () => {
    const db = t.database.db;
    let clock = 0;
    const cache = createSearchCache(db, { ttlMs: 1000, now: () => clock });
    const c = counter();
    const [venue] = await db.select({ id: venues.id }).from(venues).limit(1);
    await cache.json("k", c.compute);
    await db.update(venues).set({ viewCount: sql`${venues.viewCount} + 1` }).where(eq(venues.id, venue!.id));
    await cache.json("k", c.compute);
    expect(c.calls).toBe(1);
    clock = 1000;
    await cache.json("k", c.compute);
    expect(c.calls).toBe(2);
  });

  it("hands the version it read to the search it computes (and to nothing else), so it is not read twice", async () => {
    const db = t.database.db;
    const cache = createSearchCache(db);
    const seen = await cache.json("version", async () => versionReadForThisSearch(db) ?? null);
    expect(JSON.parse(seen)).toBe(await catalogueVersionOf(db).current());
    expect(versionReadForThisSearch(db)).toBeUndefined();
  });

  it("keeps at most maxEntries, dropping the least recently used", async () => {
    const cache = createSearchCache(t.database.db, { maxEntries: 2 });
    const c = counter();
    await cache.json("a", c.compute);
    await cache.json("b", c.compute);
    await cache.json("a", c.compute); // a is now the most recent
    await cache.json("c", c.compute); // evicts b
    expect(cache.size).toBe(2);
    await cache.json("a", c.compute);
    expect(c.calls).toBe(3);
    await cache.json("b", c.compute);
    expect(c.calls).toBe(4);
  });

  it("keys a search the same whatever the order of its lists", () => {
    expect(searchCacheKey({ city: "cleveland", styles: ["garden", "barn"], q: undefined })).toBe(
      searchCacheKey({ styles: ["barn", "garden"], city: "cleveland" }),
    );
    expect(searchCacheKey({ city: "cleveland" })).not.toBe(searchCacheKey({ city: "columbus" }));
  });

  it("a published change shows in the next search through the API", async () => {
    const db = t.database.db;
    const before = (await (await t.request("GET", "/api/venues?city=nashville&sort=name")).json()) as { venues: { id: string; name: string }[] };
    const first = before.venues[0]!;
    await db.update(venues).set({ name: "Aaa Renamed Hall" }).where(eq(venues.id, first.id));
    const after = (await (await t.request("GET", "/api/venues?city=nashville&sort=name")).json()) as { venues: { id: string; name: string }[] };
    expect(after.venues[0]).toMatchObject({ id: first.id, name: "Aaa Renamed Hall" });
  });
});
