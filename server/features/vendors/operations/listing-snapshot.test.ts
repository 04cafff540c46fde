import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CITIES } from "../../../../domain/cities.ts";
import { VENDOR_CATEGORIES } from "../../../../domain/vendor-categories.ts";
import { rankVendors } from "../../../../domain/vendor-matching.ts";
import { VENDOR_PRICE_BANDS, VENDOR_SORTS, VENDOR_STYLES, vendorListQuerySchema, vendorMatchSchema } from "../../../../domain/vendors.ts";
import type { DatabaseHandle } from "../../../db/client.ts";
import { seedScaleVendors } from "../../../db/seed/scale.ts";
import { openTestDatabase } from "../../../test/harness.ts";
import { createRng } from "../../../art/random.ts";
import { listVendorsInDatabase, matchCandidates } from "./catalog.ts";
import { createListingSnapshotSource, listableInMemory, listFromSnapshot, listingJsonFromSnapshot, matchAnswerFromSnapshot, type ListingSnapshot, type SnapshotOptions } from "./listing-snapshot.ts";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase({ seeded: true });
  // The written catalog plus generated vendors, with view counts full of ties, so every sort has ties
  // for the name order to break.
  await seedScaleVendors(database.db, { count: 400 });
  await database.db.execute(sql`update vendors set view_count = abs(hashtext(slug)) % 3`);
});
afterAll(() => database.close());

async function loadedSnapshot(options: SnapshotOptions = {}): Promise<ListingSnapshot> {
  const source = createListingSnapshotSource(database.db, options);
  await source.current();
  await source.settled();
  const snapshot = await source.current();
  if (!snapshot) throw new Error("no snapshot after loading");
  await source.cardsFilled();
  // The match indexes built in the background (the byte-for-byte test reads those, not ones built on demand).
  await source.matchIndexed();
  return snapshot;
}

const CITY_IDS = CITIES.map((c) => c.id);

describe("vendor listings and matching from the listing snapshot", () => {
  it("lists exactly what the database lists, for every filter, sort and page", async () => {
    const snapshot = await loadedSnapshot();
    expect(snapshot.entries.length).toBe(544);
    // The sorted orders come from the database (one pass per category and sort, no sorting here).
    expect(Object.keys(snapshot.sortedAll).sort()).toEqual(["price_high", "price_low", "rating", "recommended", "reviews"]);
    await expectListingsAsInDatabase(snapshot, "vendor-snapshot-equivalence");
  });

  it("lists the same when its cards are read after it, in batches, and when it sorts groups itself", async () => {
    // A catalog past cardsWithLoad (100,000 vendors on PostgreSQL) gets its cards after the load.
    const snapshot = await loadedSnapshot({ cardsWithLoad: 100, cardBatch: 50 });
    expect(snapshot.cardsComplete).toBe(true);
    expect(snapshot.cards.size).toBe(snapshot.entries.length);
    await expectListingsAsInDatabase(snapshot, "vendor-snapshot-batched-cards");
    // Without the database's orders (a write landed between the load's reads), groups are sorted here.
    const sortingItself = await loadedSnapshot();
    sortingItself.sortedAll = {};
    await expectListingsAsInDatabase(sortingItself, "vendor-snapshot-sorting-itself");
  });

  async function expectListingsAsInDatabase(snapshot: ListingSnapshot, seed: string) {
    const rng = createRng(seed);
    const maybe = <T,>(value: T) => (rng.chance(0.5) ? value : undefined);
    let withResults = 0;
    for (let i = 0; i < 150; i++) {
      const query = vendorListQuerySchema.parse({
        category: rng.chance(0.8) ? rng.pick(VENDOR_CATEGORIES).slug : undefined,
        city: maybe(rng.pick(CITY_IDS)),
        price: rng.chance(0.3) ? rng.pick(VENDOR_PRICE_BANDS).id : undefined,
        styles: rng.chance(0.3) ? VENDOR_STYLES.filter(() => rng.chance(0.25)).map((s) => s.id).join(",") : undefined,
        minRating: rng.chance(0.4) ? String(rng.int(1, 5)) : undefined,
        sort: rng.pick(VENDOR_SORTS).id,
        page: String(rng.pick([1, 1, 1, 2, 3, 40])),
      });
      expect(listableInMemory(query)).toBe(true);
      const expected = await listVendorsInDatabase(database.db, query);
      expect(await listFromSnapshot(database.db, snapshot, query), JSON.stringify(query)).toEqual(expected);
      // The answer's text, written from the cards' kept JSON, is the SQL listing's byte for byte.
      expect(await listingJsonFromSnapshot(database.db, snapshot, query), JSON.stringify(query)).toBe(JSON.stringify(expected));
      if (expected.vendors.length > 1) withResults++;
    }
    // Not a comparison of empty pages: most listings find several vendors to order.
    expect(withResults).toBeGreaterThan(70);
  }

  it("answers matching exactly as ranking every vendor of the city does, byte for byte", async () => {
    const snapshot = await loadedSnapshot();
    const rng = createRng("vendor-match-equivalence");
    const everyCategory = VENDOR_CATEGORIES.map((c) => c.slug);
    for (let i = 0; i < 80; i++) {
      const input = vendorMatchSchema.parse({
        city: rng.pick(CITY_IDS),
        weddingDate: "2027-06-12",
        guestCount: rng.int(20, 400),
        budget: rng.int(5, 120) * 1000,
        // Sometimes a style twice: it counts once, in the walk as in rankVendors.
        styles: [rng.pick(VENDOR_STYLES).id, ...VENDOR_STYLES.filter(() => rng.chance(0.15)).map((s) => s.id)].slice(0, 3).concat(rng.chance(0.2) ? ["rustic", "rustic"] : []).slice(0, 4),
        categories: rng.chance(0.5) ? everyCategory : everyCategory.filter(() => rng.chance(0.4)).concat("photographers"),
      });
      const everyone = await matchCandidates(database.db, input.city, [...new Set(input.categories)]);
      const expected = rankVendors(everyone, input);
      expect(expected.every((c) => c.matches.length === 3)).toBe(true);
      expect(matchAnswerFromSnapshot(snapshot, input), JSON.stringify(input)).toBe(JSON.stringify({ categories: expected }));
    }
  });

  it("builds every city's match indexes after the load, so a question asked right after it builds none", async () => {
    const source = createListingSnapshotSource(database.db);
    await source.current();
    await source.settled();
    const snapshot = (await source.current())!;
    const input = vendorMatchSchema.parse({ city: "nashville", guestCount: 120, budget: 45_000, styles: ["rustic", "modern"], categories: VENDOR_CATEGORIES.map((c) => c.slug) });
    // Asked right after the load: the question waits for its city's indexes, then finds them built.
    const asked = await source.readyToMatch("nashville");
    expect(asked).toBe(snapshot);
    const builtForNashville = VENDOR_CATEGORIES.map((c) => snapshot.matchOrders.get(`${c.slug}:nashville`));
    expect(builtForNashville.every((index) => index !== undefined)).toBe(true);
    const built: string[] = [];
    const set = snapshot.matchOrders.set.bind(snapshot.matchOrders);
    snapshot.matchOrders.set = (key, index) => (built.push(key), set(key, index));
    const answer = matchAnswerFromSnapshot(snapshot, input);
    expect(built).toEqual([]);
    await source.matchIndexed();
    // Every city and category, each built once, by the background build (not by the question).
    expect([...snapshot.matchOrders.keys()].sort()).toEqual(CITY_IDS.flatMap((city) => VENDOR_CATEGORIES.map((c) => `${c.slug}:${city}`)).sort());
    expect(VENDOR_CATEGORIES.map((c) => snapshot.matchOrders.get(`${c.slug}:nashville`))).toEqual(builtForNashville);
    // And the answer is the one ranking every vendor of the city gives.
    const everyone = await matchCandidates(database.db, input.city, [...input.categories]);
    expect(answer).toBe(JSON.stringify({ categories: rankVendors(everyone, input) }));
  });

  it("counts a style named twice once", () => {
    const input = vendorMatchSchema.parse({ city: "columbus", guestCount: 100, budget: 40000, styles: ["rustic", "rustic", "boho"], categories: ["florists"] });
    expect(input.styles).toEqual(["rustic", "boho"]);
  });

  it("leaves listings with words to the database", () => {
    expect(listableInMemory(vendorListQuerySchema.parse({ q: "film" }))).toBe(false);
    expect(listableInMemory(vendorListQuerySchema.parse({ q: "  " }))).toBe(true);
  });

  it("is not served once a write moves the catalog version, and loads again", async () => {
    const source = createListingSnapshotSource(database.db);
    await source.current();
    await source.settled();
    const before = await source.current();
    expect(before).toBeDefined();
    await database.db.execute(sql`update vendors set starting_price = starting_price + 1 where slug = (select min(slug) from vendors)`);
    expect(await source.current()).toBeUndefined();
    await source.settled();
    const after = await source.current();
    expect(after?.version).toBeGreaterThan(before!.version);
  });

  it("reads view counts again past its age, keeping the snapshot and the recommended order in step with the database", async () => {
    let clock = 1_000_000;
    const source = createListingSnapshotSource(database.db, { ttlMs: 60_000, now: () => clock });
    await source.current();
    await source.settled();
    const snapshot = (await source.current())!;
    const query = vendorListQuerySchema.parse({ category: "florists", city: "columbus" });
    await listFromSnapshot(database.db, snapshot, query);
    const last = (await listVendorsInDatabase(database.db, { ...query, page: 1 })).vendors.at(-1)!;
    await database.db.execute(sql`update vendors set view_count = 100000 where id = ${last.id}`);
    clock += 61_000;
    expect(await source.current()).toBe(snapshot);
    await source.settled();
    expect(await source.current()).toBe(snapshot);
    expect(await listFromSnapshot(database.db, snapshot, query)).toEqual(await listVendorsInDatabase(database.db, query));
  });

  it("keeps the cards and match indexes of what the write left alone, and lists and matches what it changed", async () => {
    // Past cardsWithLoad (as at 100,000 vendors): cards come after the load, and the next load can keep them.
    const source = createListingSnapshotSource(database.db, { cardsWithLoad: 100, cardBatch: 50 });
    await source.current();
    await source.settled();
    const before = (await source.current())!;
    await source.cardsFilled();
    await source.matchIndexed();
    expect(before.cards.size).toBe(before.entries.length);

    const inCategory = (category: string) => before.entries.filter((e) => e.category === category && e.citiesServed.includes("columbus"));
    const priced = inCategory("florists")[0]!;
    const recovered = inCategory("bakers")[0]!;
    const withdrawn = inCategory("officiants")[0]!;
    const untouched = inCategory("photographers")[0]!;
    await database.db.execute(sql`update vendors set starting_price = starting_price + 7 where id = ${priced.id}`);
    // A new cover changes the card but no fact: the card is read again, the bakers' indexes are kept.
    await database.db.execute(sql`update vendor_portfolio_images set alt = alt || ' (retaken)' where vendor_id = ${recovered.id}`);
    await database.db.execute(sql`update vendors set published = false where id = ${withdrawn.id}`);

    expect(await source.current()).toBeUndefined();
    await source.settled();
    const after = (await source.current())!;
    expect(after.version).toBeGreaterThan(before.version);
    await source.cardsFilled();
    await source.matchIndexed();
    // Kept: the untouched vendor's card, and the indexes of categories no write touched.
    expect(after.cards.get(untouched.id)).toBe(before.cards.get(untouched.id));
    expect(after.cards.get(recovered.id)).not.toBe(before.cards.get(recovered.id));
    expect(after.cards.get(priced.id)).not.toBe(before.cards.get(priced.id));
    for (const city of CITY_IDS) {
      expect(after.matchOrders.get(`photographers:${city}`)).toBe(before.matchOrders.get(`photographers:${city}`));
      expect(after.matchOrders.get(`bakers:${city}`)).toBe(before.matchOrders.get(`bakers:${city}`));
      expect(after.matchOrders.get(`florists:${city}`)).not.toBe(before.matchOrders.get(`florists:${city}`));
      expect(after.matchOrders.get(`officiants:${city}`)).not.toBe(before.matchOrders.get(`officiants:${city}`));
    }
    // Read again: the changed cards; the withdrawn vendor is gone.
    expect(after.cards.size).toBe(after.entries.length);
    expect(after.entries.length).toBe(before.entries.length - 1);
    expect(after.cards.get(priced.id)?.startingPrice).toBe(priced.startingPrice + 7);
    expect(after.cards.get(recovered.id)?.cover?.alt).toMatch(/ \(retaken\)$/);
    expect(after.cards.has(withdrawn.id)).toBe(false);
    expect(after.matchOrders.get(`florists:columbus`)).toBeDefined();

    // And what it answers is what the database holds now.
    await expectListingsAsInDatabase(after, "vendor-snapshot-after-write");
    const rng = createRng("vendor-match-after-write");
    const everyCategory = VENDOR_CATEGORIES.map((c) => c.slug);
    for (let i = 0; i < 40; i++) {
      const input = vendorMatchSchema.parse({
        city: rng.pick(CITY_IDS),
        guestCount: rng.int(20, 400),
        budget: rng.int(5, 120) * 1000,
        styles: [rng.pick(VENDOR_STYLES).id, ...VENDOR_STYLES.filter(() => rng.chance(0.15)).map((s) => s.id)].slice(0, 3),
        categories: everyCategory,
      });
      const everyone = await matchCandidates(database.db, input.city, everyCategory);
      expect(matchAnswerFromSnapshot(after, input), JSON.stringify(input)).toBe(JSON.stringify({ categories: rankVendors(everyone, input) }));
    }
  });
});
