import { and, count, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getCity } from "../../../../domain/cities.ts";
import { venueImageCount } from "../../../art/venues/scenes.ts";
import { openTestDatabase } from "../../../test/harness.ts";
import type { DatabaseHandle } from "../../client.ts";
import { tourSlots, venueBlackoutDates, venueImages, venues } from "../../schema/index.ts";
import { seedDatabase } from "../index.ts";
import { SEED_VENUES, seedVenues } from "./index.ts";
import { localParts, tourSlotTimes, zonedTime } from "./schedule.ts";

describe("local tour times (DST-correct, any server zone)", () => {
  it("turns a wall-clock time in a city into the right instant either side of a clock change", () => {
    expect(zonedTime(2026, 3, 7, 10, 0, "America/New_York").toISOString()).toBe("2026-03-07T15:00:00.000Z");
    expect(zonedTime(2026, 3, 8, 10, 0, "America/New_York").toISOString()).toBe("2026-03-08T14:00:00.000Z");
    expect(zonedTime(2026, 10, 31, 10, 0, "America/Chicago").toISOString()).toBe("2026-10-31T15:00:00.000Z");
    expect(zonedTime(2026, 11, 1, 10, 0, "America/Chicago").toISOString()).toBe("2026-11-01T16:00:00.000Z");
  });

  it("offers Wednesday 17:30, Saturday 10:00/11:30/13:00 and Sunday 12:00 local for six weeks from tomorrow", () => {
    // 23:30 in Nashville on a Tuesday is already Wednesday in UTC: the slots still start from the local tomorrow.
    const now = new Date("2026-02-25T05:30:00Z");
    const slots = tourSlotTimes(now, "America/Chicago");
    expect(slots).toHaveLength(30);
    const allowed = new Set(["3 17:30", "6 10:00", "6 11:30", "6 13:00", "0 12:00"]);
    for (const slot of slots) {
      const local = localParts(slot.startsAt, "America/Chicago");
      expect(allowed).toContain(`${local.weekday} ${String(local.hour).padStart(2, "0")}:${String(local.minute).padStart(2, "0")}`);
      expect(slot.endsAt.getTime() - slot.startsAt.getTime()).toBe(45 * 60_000);
      expect(slot.startsAt.getTime()).toBeGreaterThan(now.getTime());
    }
    expect(slots[0]?.startsAt.toISOString()).toBe("2026-02-25T23:30:00.000Z"); // Wednesday 17:30 CST
  });
});

describe("seeding the venue catalogue", () => {
  let database: DatabaseHandle;
  let seedMs = 0;
  beforeAll(async () => {
    database = await openTestDatabase();
    await database.migrate();
    const started = performance.now();
    await seedDatabase(database.db);
    seedMs = performance.now() - started;
  });
  afterAll(() => database.close());

  it("inserts every venue published and unowned, with its gallery, tour slots and booked Saturdays (quickly)", async () => {
    console.log(`seedDatabase took ${Math.round(seedMs)} ms on ${database.kind}`);
    if (database.kind === "pglite") expect(seedMs).toBeLessThan(3000);
    const [venueCount] = await database.db.select({ n: count() }).from(venues).where(and(eq(venues.published, true), isNull(venues.ownerId)));
    expect(venueCount?.n).toBe(SEED_VENUES.length);
    const [imageCount] = await database.db.select({ n: count() }).from(venueImages);
    expect(imageCount?.n).toBe(SEED_VENUES.reduce((sum, v) => sum + venueImageCount(v.slug), 0));
    const [slotCount] = await database.db.select({ n: count() }).from(tourSlots);
    expect(slotCount?.n).toBe(SEED_VENUES.length * 30);
    const [blackoutCount] = await database.db.select({ n: count() }).from(venueBlackoutDates);
    expect(blackoutCount?.n).toBeGreaterThan(SEED_VENUES.length * 2);

    const tours = await database.db.select({ slug: venues.slug, panoramaUrl: venues.panoramaUrl }).from(venues);
    for (const row of tours) {
      const venue = SEED_VENUES.find((v) => v.slug === row.slug);
      expect(row.panoramaUrl).toBe(venue?.tour ? `/media/seed/panoramas/${row.slug}.jpg` : null);
    }
    const images = await database.db.select().from(venueImages).innerJoin(venues, eq(venues.id, venueImages.venueId)).where(eq(venues.slug, "rivergate-foundry-hall"));
    expect(images.map((r) => r.venue_images.url).sort()[0]).toBe("/media/seed/venues/rivergate-foundry-hall/0.svg");
    for (const { venue_images: image } of images) {
      expect(image.alt).toContain("Rivergate Foundry Hall");
      expect([image.width, image.height]).toEqual([1600, 1067]);
    }
  });

  it("puts every slot in the future, at the right local hour: Saturday 10:00 in Nashville is an hour after Cleveland's", async () => {
    const rows = await database.db.select({ city: venues.city, startsAt: tourSlots.startsAt }).from(tourSlots).innerJoin(venues, eq(venues.id, tourSlots.venueId));
    const now = Date.now();
    const firstSaturdayTen = (city: "nashville" | "cleveland") => {
      const zone = getCity(city).timeZone;
      return rows
        .filter((r) => r.city === city)
        .map((r) => r.startsAt)
        .filter((d) => {
          const local = localParts(d, zone);
          return local.weekday === 6 && local.hour === 10 && local.minute === 0;
        })
        .sort((a, b) => a.getTime() - b.getTime())[0];
    };
    for (const row of rows) expect(row.startsAt.getTime()).toBeGreaterThan(now);
    const nashville = firstSaturdayTen("nashville");
    const cleveland = firstSaturdayTen("cleveland");
    expect(nashville && cleveland).toBeTruthy();
    expect(nashville!.getTime() - cleveland!.getTime()).toBe(60 * 60_000);
  });

  it("is idempotent: a second run adds nothing and keeps edits", async () => {
    await database.db.update(venues).set({ summary: "Edited by the owner after claiming the listing." }).where(eq(venues.slug, "marlowe-ballroom"));
    await seedDatabase(database.db);
    expect(await seedVenues(database.db)).toEqual({ inserted: 0 });
    const [venueCount] = await database.db.select({ n: count() }).from(venues);
    expect(venueCount?.n).toBe(SEED_VENUES.length);
    const [slotCount] = await database.db.select({ n: count() }).from(tourSlots);
    expect(slotCount?.n).toBe(SEED_VENUES.length * 30);
    const [imageCount] = await database.db.select({ n: count() }).from(venueImages);
    expect(imageCount?.n).toBe(SEED_VENUES.reduce((sum, v) => sum + venueImageCount(v.slug), 0));
    const [edited] = await database.db.select({ summary: venues.summary }).from(venues).where(eq(venues.slug, "marlowe-ballroom"));
    expect(edited?.summary).toBe("Edited by the owner after claiming the listing.");
  });
});
