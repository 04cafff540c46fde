import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_PAGE_PATHS } from "../../domain/public-pages.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { openTestDatabase } from "../test/harness.ts";
import { SEED_BLOG_POSTS } from "../db/seed/blog/index.ts";
import { sitemapDocument, sitemapPartPath } from "./sitemap.ts";

const ORIGIN = "https://serviceberry.example";
const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.slice(ORIGIN.length));

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase({ seeded: true });
});
afterAll(() => database.close());

describe("the sitemap", () => {
  it("lists every public page, venue and vendor in one file while they fit", async () => {
    const xml = (await sitemapDocument(database.db, ORIGIN))!;
    expect(xml).toContain("<urlset");
    const paths = locations(xml);
    expect(paths.slice(0, PUBLIC_PAGE_PATHS.length)).toEqual([...PUBLIC_PAGE_PATHS]);
    expect(paths.filter((p) => p.startsWith("/vendor/"))).toHaveLength(144);
    expect(paths.filter((p) => p.startsWith("/blog/"))).toHaveLength(SEED_BLOG_POSTS.length);
    expect(paths.filter((p) => /^\/venues\/[a-z0-9-]+$/.test(p) && !PUBLIC_PAGE_PATHS.includes(p)).length).toBeGreaterThan(50);
    expect(await sitemapDocument(database.db, ORIGIN, 1)).toBeUndefined();
  });

  it("becomes an index of numbered files past the limit, which together hold the same addresses once each", async () => {
    const all = locations((await sitemapDocument(database.db, ORIGIN))!);
    const max = 100;
    const index = (await sitemapDocument(database.db, ORIGIN, undefined, max))!;
    expect(index).toContain("<sitemapindex");
    const parts = Math.ceil(all.length / max);
    expect(locations(index)).toEqual(Array.from({ length: parts }, (_, i) => sitemapPartPath(i + 1)));
    const split: string[] = [];
    for (let part = 1; part <= parts; part++) {
      const file = locations((await sitemapDocument(database.db, ORIGIN, part, max))!);
      expect(file.length).toBeLessThanOrEqual(max);
      split.push(...file);
    }
    expect(split).toEqual(all);
    expect(await sitemapDocument(database.db, ORIGIN, parts + 1, max)).toBeUndefined();
    expect(await sitemapDocument(database.db, ORIGIN, 0, max)).toBeUndefined();
  });
});
