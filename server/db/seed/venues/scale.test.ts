import { count, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CITIES } from "../../../../domain/cities.ts";
import { venueListingSchema } from "../../../../domain/venues.ts";
import { seedVenueImages } from "../../../art/venues/generator.ts";
import { openTestDatabase } from "../../../test/harness.ts";
import type { DatabaseHandle } from "../../client.ts";
import { tourSlots, venueImages, venues } from "../../schema/index.ts";
import { seedScaleVenues } from "../scale.ts";
import { seedVenueBySlug } from "./catalogue.ts";
import { SCALE_VENUE_COUNT, scaleVenue, scaleVenues } from "./scale.ts";

describe("the scale catalog's generator", () => {
  const all = scaleVenues(0, SCALE_VENUE_COUNT);

  it("makes 3,000 valid listings with unique slugs, the same ones every time", () => {
    expect(all).toHaveLength(3000);
    expect(new Set(all.map((v) => v.slug)).size).toBe(all.length);
    for (const { slug: _s, contactEmail: _c, tour: _t, ...listing } of all) {
      const parsed = venueListingSchema.safeParse(listing);
      expect(parsed.success ? [] : parsed.error.issues, listing.name).toEqual([]);
    }
    expect(scaleVenue(1234)).toEqual(all[1234]);
  });

  it("varies like a real catalog: every city, style, setting and tier, 40 to 800 guests, about 30% with 3D tours", () => {
    for (const city of CITIES) {
      const list = all.filter((v) => v.city === city.id);
      expect(list.length, city.id).toBe(750);
      expect(new Set(list.flatMap((v) => v.styles)).size, city.id).toBe(12);
      expect(new Set(list.map((v) => v.setting)).size, city.id).toBe(3);
      expect(new Set(list.map((v) => v.priceTier)), city.id).toEqual(new Set([1, 2, 3, 4]));
      expect(new Set(list.map((v) => v.neighborhood)).size, city.id).toBeGreaterThanOrEqual(10);
    }
    const standing = all.map((v) => v.standingCapacity);
    expect(Math.min(...standing)).toBeLessThanOrEqual(60);
    expect(Math.max(...standing)).toBeGreaterThanOrEqual(700);
    const tours = all.filter((v) => v.tour).length / all.length;
    expect(tours).toBeGreaterThan(0.25);
    expect(tours).toBeLessThan(0.35);
  });

  it("keeps the written catalog's rules: amenities follow the policies, a 100-guest Saturday fits its tier", () => {
    const bands: Record<number, [number, number]> = { 1: [0, 10_000], 2: [7_000, 17_000], 3: [13_000, 28_000], 4: [22_000, 60_000] };
    for (const v of all) {
      expect(v.amenities, v.slug).toContain(v.catering === "in_house" ? "in_house_catering" : "outside_catering");
      if (v.alcohol === "in_house") expect(v.amenities, v.slug).toContain("bar_service");
      if (v.alcohol === "byob") expect(v.amenities, v.slug).toContain("byob");
      if (v.amenities.includes("accommodation")) expect(v.accommodation, v.slug).toMatch(/room/);
      const estimate = (v.rentalFeeMin + v.rentalFeeMax) / 2 + ((v.perGuestMin + v.perGuestMax) / 2) * 100;
      const [low, high] = bands[v.priceTier]!;
      expect(estimate, v.slug).toBeGreaterThanOrEqual(low);
      expect(estimate, v.slug).toBeLessThanOrEqual(high);
    }
  });

  it("finds a scale venue by its slug for its generated pictures, and nothing for a look-alike slug", () => {
    const venue = all[42]!;
    expect(seedVenueBySlug(venue.slug)).toEqual(venue);
    expect(seedVenueBySlug(`${venue.slug}0`)).toBeUndefined();
    expect(seedVenueBySlug("not-a-venue-42")).toBeUndefined();
    expect(seedVenueBySlug("rivergate-foundry-hall")?.name).toBe("Rivergate Foundry Hall");
  });
});

describe("seeding the scale catalog", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
    await database.migrate();
  });
  afterAll(() => database.close());

  it("inserts published venues in batches with their galleries and tour slots, and adds nothing the second time", async () => {
    expect(await seedScaleVenues(database.db, { count: 30, batchSize: 12 })).toEqual({ inserted: 30 });
    expect(await seedScaleVenues(database.db, { count: 40, batchSize: 12 })).toEqual({ inserted: 10 });
    expect(await seedScaleVenues(database.db, { count: 40, batchSize: 12 })).toEqual({ inserted: 0 });

    const [venueCount] = await database.db.select({ n: count() }).from(venues).where(eq(venues.published, true));
    expect(venueCount?.n).toBe(40);
    const expectedImages = scaleVenues(0, 40).reduce((sum, v) => sum + seedVenueImages(v).length, 0);
    const [imageCount] = await database.db.select({ n: count() }).from(venueImages);
    expect(imageCount?.n).toBe(expectedImages);
    const [slotCount] = await database.db.select({ n: count() }).from(tourSlots);
    expect(slotCount?.n).toBe(40 * 30);
    const first = scaleVenue(0);
    const [cover] = await database.db
      .select({ url: venueImages.url })
      .from(venueImages)
      .innerJoin(venues, eq(venues.id, venueImages.venueId))
      .where(like(venueImages.url, `%/${first.slug}/0.svg`));
    expect(cover?.url).toBe(`/media/seed/venues/${first.slug}/0.svg`);
  });
});
