import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VENUE_AMENITIES, VENUE_SORTS, VENUE_STYLES, venueSearchSchema } from "../../../domain/venues.ts";
import { seedScaleVenues } from "../../db/seed/scale.ts";
import { venues } from "../../db/schema/index.ts";
import { openTestDatabase } from "../../test/harness.ts";
import type { DatabaseHandle } from "../../db/client.ts";
import { createRng } from "../../art/random.ts";
import { searchVenues, searchVenuesInDatabase } from "./search.ts";
import { createSnapshotSource, searchableInMemory, searchSnapshot, snapshotSourceOf, type CatalogSnapshot } from "./search-snapshot.ts";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase({ seeded: true });
  // The written catalog plus some generated venues, and view counts with many ties, so every sort
  // has ties for the name order to break.
  await seedScaleVenues(database.db, { count: 160 });
  await database.db.execute(sql`update venues set view_count = abs(hashtext(slug)) % 4`);
});
afterAll(() => database.close());

async function loadedSnapshot(source: ReturnType<typeof createSnapshotSource>): Promise<CatalogSnapshot> {
  await source.current();
  await source.settled();
  const snapshot = await source.current();
  if (!snapshot) throw new Error("no snapshot after loading");
  return snapshot;
}

describe("venue search from the catalogue snapshot", () => {
  it("answers exactly what the database answers, for every filter, sort and page", async () => {
    const snapshot = await loadedSnapshot(createSnapshotSource(database.db));
    expect(snapshot.entries.length).toBeGreaterThan(200);
    const rng = createRng("snapshot-equivalence");
    const maybe = <T,>(value: T) => (rng.chance(0.5) ? value : undefined);
    let withResults = 0;
    for (let i = 0; i < 150; i++) {
      const search = venueSearchSchema.parse({
        city: maybe(rng.pick(["cleveland", "columbus", "cincinnati", "nashville"])),
        guests: maybe(String(rng.pick([1, 60, 150, 300, 650]))),
        priceMax: maybe(String(rng.int(1, 4))),
        styles: maybe(VENUE_STYLES.filter(() => rng.chance(0.2)).map((s) => s.id).join(",")),
        setting: maybe(rng.pick(["indoor", "outdoor", "both"])),
        amenities: rng.chance(0.3) ? VENUE_AMENITIES.filter(() => rng.chance(0.15)).map((a) => a.id).join(",") : undefined,
        has3dTour: maybe(rng.pick(["true", "false"])),
        sort: rng.pick(VENUE_SORTS).id,
        page: String(rng.pick([1, 1, 2, 9])),
      });
      expect(searchableInMemory(search)).toBe(true);
      const expected = await searchVenuesInDatabase(database.db, search);
      expect(searchSnapshot(snapshot, search), JSON.stringify(search)).toEqual(expected);
      if (expected.venues.length > 1) withResults++;
    }
    // Not a comparison of empty pages: most searches find several venues to order.
    expect(withResults).toBeGreaterThan(60);
  });

  it("leaves searches with words or a date to the database", () => {
    expect(searchableInMemory(venueSearchSchema.parse({ q: "garden" }))).toBe(false);
    expect(searchableInMemory(venueSearchSchema.parse({ date: "2031-06-14" }))).toBe(false);
    expect(searchableInMemory(venueSearchSchema.parse({ q: "  ", city: "nashville" }))).toBe(true);
  });

  it("is not served after a write until reloaded, and view counts wait for the timer", async () => {
    const db = database.db;
    let clock = 0;
    const source = createSnapshotSource(db, { ttlMs: 1000, now: () => clock });
    const first = await loadedSnapshot(source);
    const [venue] = await db.select({ id: venues.id, name: venues.name }).from(venues).where(eq(venues.published, true)).limit(1);

    await db.update(venues).set({ viewCount: sql`${venues.viewCount} + 1` }).where(eq(venues.id, venue!.id));
    expect(await source.current()).toBe(first);
    clock = 1000;
    expect(await source.current()).toBeUndefined();
    const second = await loadedSnapshot(source);
    expect(second).not.toBe(first);

    await db.update(venues).set({ name: `${venue!.name} Renamed` }).where(eq(venues.id, venue!.id));
    expect(await source.current()).toBeUndefined();
    const third = await loadedSnapshot(source);
    expect(third.entries.find((e) => e.card.id === venue!.id)?.card.name).toBe(`${venue!.name} Renamed`);
  });

  it("shows a write in the very next search, from the database while the snapshot reloads", async () => {
    const db = database.db;
    const search = venueSearchSchema.parse({ city: "columbus", sort: "name" });
    await searchVenues(db, search);
    // Let the first load finish so the next search comes from memory.
    await snapshotSourceOf(db).settled();
    expect(await snapshotSourceOf(db).current()).toBeDefined();
    const before = await searchVenues(db, search);
    await db.update(venues).set({ name: "Aaa First In Line" }).where(eq(venues.id, before.venues[1]!.id));
    const after = await searchVenues(db, search);
    expect(after.venues[0]).toMatchObject({ id: before.venues[1]!.id, name: "Aaa First In Line" });
    await db.update(venues).set({ published: false }).where(eq(venues.id, before.venues[1]!.id));
    expect((await searchVenues(db, search)).total).toBe(before.total - 1);
  });
});
