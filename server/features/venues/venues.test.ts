import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { VenueDetail, VenueSearchPage } from "../../../domain/venue-cards.ts";
import { tourBookings, tourSlots, venueBlackoutDates, venues } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { insertTestVenue } from "../../test/venues.ts";

let t: TestApp;
const ids: Record<string, string> = {};

async function search(query: string): Promise<VenueSearchPage> {
  const response = await t.request("GET", `/api/venues${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as VenueSearchPage;
}
const names = (page: VenueSearchPage) => page.venues.map((v) => v.name).sort();

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  // The seeded catalog is replaced by a small, known one.
  await db.delete(venues);
  ids.barn = (
    await insertTestVenue(db, {
      name: "Willow Creek Barn",
      city: "columbus",
      neighborhood: "Worthington",
      summary: "A restored dairy barn with string lights and a meadow.",
      styles: ["barn", "rustic"],
      setting: "both",
      seatedCapacity: 180,
      standingCapacity: 250,
      priceTier: 2,
      amenities: ["on_site_parking", "outside_catering", "rain_plan"],
      panoramaUrl: "/media/seed/pano/willow.svg",
    }, 2)
  ).id;
  ids.ballroom = (
    await insertTestVenue(db, {
      name: "Grand Aurora Ballroom",
      city: "cleveland",
      neighborhood: "Downtown",
      summary: "A gilded ballroom under crystal chandeliers.",
      styles: ["ballroom", "historic"],
      setting: "indoor",
      seatedCapacity: 350,
      standingCapacity: 500,
      priceTier: 4,
      rentalFeeMax: 20000,
      amenities: ["in_house_catering", "bar_service", "wheelchair_accessible", "on_site_parking"],
    })
  ).id;
  ids.garden = (
    await insertTestVenue(db, {
      name: "Hollyhock Garden",
      city: "cleveland",
      neighborhood: "Little Italy",
      summary: "A walled garden with a pergola for outdoor ceremonies.",
      styles: ["garden"],
      setting: "outdoor",
      seatedCapacity: 80,
      standingCapacity: 120,
      priceTier: 1,
      amenities: ["outside_catering", "pet_friendly"],
    })
  ).id;
  ids.loft = (
    await insertTestVenue(db, {
      name: "Foundry Loft",
      city: "nashville",
      neighborhood: "The Gulch",
      summary: "Exposed brick and steel windows in a former foundry.",
      styles: ["industrial", "modern"],
      setting: "indoor",
      standingCapacity: 200,
      priceTier: 3,
      amenities: ["bar_service", "av_equipment"],
    })
  ).id;
  ids.hidden = (await insertTestVenue(db, { name: "Secret Orchard", published: false, summary: "An orchard nobody may see yet." })).id;
  await db.insert(venueBlackoutDates).values({ venueId: ids.garden!, date: "2031-06-14" });
});
afterAll(() => t.close());

describe("GET /api/venues", () => {
  it("lists published venues only, with the total, page size and a cover image", async () => {
    const page = await search("");
    expect(names(page)).toEqual(["Foundry Loft", "Grand Aurora Ballroom", "Hollyhock Garden", "Willow Creek Barn"]);
    expect(page).toMatchObject({ total: 4, page: 1, pageSize: 12 });
    const barn = page.venues.find((v) => v.id === ids.barn)!;
    // The first photo by position, though it was inserted last.
    expect(barn.cover).toMatchObject({ url: expect.stringMatching(/-0\.svg$/), alt: "Willow Creek Barn photo 1", width: 1200 });
    expect(barn.has3dTour).toBe(true);
    expect(page.venues.find((v) => v.id === ids.loft)!.has3dTour).toBe(false);
  });

  it("narrows by each filter", async () => {
    expect(names(await search("?city=cleveland"))).toEqual(["Grand Aurora Ballroom", "Hollyhock Garden"]);
    expect(names(await search("?guests=240"))).toEqual(["Grand Aurora Ballroom", "Willow Creek Barn"]);
    expect(names(await search("?priceMax=2"))).toEqual(["Hollyhock Garden", "Willow Creek Barn"]);
    expect(names(await search("?styles=barn,garden"))).toEqual(["Hollyhock Garden", "Willow Creek Barn"]);
    expect(names(await search("?styles=barn&styles=industrial"))).toEqual(["Foundry Loft", "Willow Creek Barn"]);
    // Indoor & outdoor venues suit either.
    expect(names(await search("?setting=outdoor"))).toEqual(["Hollyhock Garden", "Willow Creek Barn"]);
    expect(names(await search("?setting=indoor"))).toEqual(["Foundry Loft", "Grand Aurora Ballroom", "Willow Creek Barn"]);
    expect(names(await search("?setting=both"))).toEqual(["Willow Creek Barn"]);
    // Every amenity asked for must be there.
    expect(names(await search("?amenities=on_site_parking"))).toEqual(["Grand Aurora Ballroom", "Willow Creek Barn"]);
    expect(names(await search("?amenities=on_site_parking,rain_plan"))).toEqual(["Willow Creek Barn"]);
    expect(names(await search("?date=2031-06-14&city=cleveland"))).toEqual(["Grand Aurora Ballroom"]);
    expect(names(await search("?date=2031-06-15&city=cleveland"))).toEqual(["Grand Aurora Ballroom", "Hollyhock Garden"]);
    expect(names(await search("?has3dTour=true"))).toEqual(["Willow Creek Barn"]);
    expect(names(await search("?has3dTour=false")).length).toBe(3);
    expect(names(await search("?city=cleveland&guests=100&priceMax=1&setting=outdoor"))).toEqual(["Hollyhock Garden"]);
    expect((await search("?city=nashville&styles=barn")).total).toBe(0);
  });

  it("finds venues by full-text search, best match first, with a prefix for the last word", async () => {
    expect(names(await search("?q=chandeliers"))).toEqual(["Grand Aurora Ballroom"]);
    expect(names(await search("?q=barn"))).toEqual(["Willow Creek Barn"]);
    // Stemming: "gardens" finds "garden"; the neighborhood and city are searched too.
    expect(names(await search("?q=gardens"))).toContain("Hollyhock Garden");
    expect(names(await search("?q=gulch"))).toEqual(["Foundry Loft"]);
    // While typing: "foun" already finds the foundry.
    expect(names(await search("?q=foun"))).toEqual(["Foundry Loft"]);
    expect(names(await search(`?q=${encodeURIComponent("brick foun")}`))).toEqual(["Foundry Loft"]);
    // websearch syntax: a quoted phrase and an exclusion.
    expect(names(await search(`?q=${encodeURIComponent('"crystal chandeliers"')}`))).toEqual(["Grand Aurora Ballroom"]);
    expect(names(await search(`?q=${encodeURIComponent("garden -pergola")}`))).not.toContain("Hollyhock Garden");
    // The name weighs most: a name match ranks above a description match.
    const ranked = await search("?q=garden");
    expect(ranked.venues[0]!.name).toBe("Hollyhock Garden");
    // The unpublished listing is never found.
    expect((await search("?q=orchard")).total).toBe(0);
  });

  it("sorts", async () => {
    expect((await search("?sort=name")).venues.map((v) => v.name)).toEqual(["Foundry Loft", "Grand Aurora Ballroom", "Hollyhock Garden", "Willow Creek Barn"]);
    expect((await search("?sort=price_low")).venues.map((v) => v.priceTier)).toEqual([1, 2, 3, 4]);
    expect((await search("?sort=price_high")).venues.map((v) => v.priceTier)).toEqual([4, 3, 2, 1]);
    expect((await search("?sort=capacity")).venues.map((v) => v.standingCapacity)).toEqual([500, 250, 200, 120]);
  });

  it("pages through results with the total on every page", async () => {
    const db = t.database.db;
    for (let i = 0; i < 14; i++) {
      await insertTestVenue(db, { name: `Paging Pavilion ${String(i).padStart(2, "0")}`, city: "cincinnati", summary: "A pavilion for paging tests." }, 0);
    }
    const first = await search("?city=cincinnati&sort=name");
    const second = await search("?city=cincinnati&sort=name&page=2");
    const beyond = await search("?city=cincinnati&sort=name&page=3");
    expect(first).toMatchObject({ total: 14, page: 1, pageSize: 12 });
    expect(first.venues).toHaveLength(12);
    expect(second.venues.map((v) => v.name)).toEqual(["Paging Pavilion 12", "Paging Pavilion 13"]);
    expect(second.total).toBe(14);
    expect(beyond).toMatchObject({ venues: [], total: 14, page: 3 });
    expect(second.venues[0]!.cover).toBeNull();
  });

  it("refuses bad input with a 400 that says what to fix", async () => {
    const long = await t.request("GET", `/api/venues?q=${"a".repeat(10_000)}`);
    expect(long.status).toBe(400);
    expect(await long.json()).toMatchObject({ error: { code: "invalid_input", fields: { q: [expect.stringContaining("200")] } } });
    for (const query of ["?city=atlantis", "?guests=0", "?guests=many", "?priceMax=9", "?styles=castle", "?setting=underwater", "?amenities=moat", "?date=June", "?has3dTour=yes", "?sort=random", "?page=0"]) {
      const response = await t.request("GET", `/api/venues${query}`);
      expect(response.status, query).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe("invalid_input");
    }
  });

  it("treats SQL and HTML in the search as plain text", async () => {
    const before = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(venues);
    const everything = (await search("")).total;
    for (const q of [
      "'; drop table venues; --",
      "barn' or '1'='1",
      "<script>alert(1)</script>",
      "garden & | ! ( ) :* <-> \\ %",
      "foun:*",
      '"unterminated',
      "'",
    ]) {
      const response = await t.request("GET", `/api/venues?q=${encodeURIComponent(q)}`);
      expect(response.status, q).toBe(200);
      const page = (await response.json()) as VenueSearchPage;
      expect(page.total, q).toBeLessThanOrEqual(everything);
    }
    // Operators are words to skip, not syntax: this is a search for "garden".
    expect((await search(`?q=${encodeURIComponent("garden & | ! ( ) :* <-> \\ %")}`)).total).toBe((await search("?q=garden")).total);
    expect((await search(`?q=${encodeURIComponent("'; drop table venues; --")}`)).total).toBe(0);
    const after = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(venues);
    expect(after).toEqual(before);
  });

  it("uses the indexes for filters and text search", async () => {
    // A handful of rows is read faster without an index; with the real catalog's size the planner
    // weighs it, so here sequential scans are ruled out to see that each filter can use its index.
    const plans = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const plan = async (where: string) => {
        const result = (await tx.execute(sql.raw(`explain select id from venues where ${where}`))) as unknown as {
          rows: { "QUERY PLAN": string }[];
        };
        return result.rows.map((r) => r["QUERY PLAN"]).join("\n");
      };
      return {
        text: await plan("search @@ websearch_to_tsquery('english', 'barn')"),
        styles: await plan("styles && array['barn']"),
        amenities: await plan("amenities @> array['rain_plan']"),
        city: await plan("city = 'cleveland' and published"),
      };
    });
    expect(plans.text).toContain("venues_search_idx");
    expect(plans.styles).toContain("venues_styles_idx");
    expect(plans.amenities).toContain("venues_amenities_idx");
    expect(plans.city).toContain("venues_city_published_idx");
  });
});

describe("GET /api/venues/:idOrSlug", () => {
  it("answers the full venue by id or slug, with open slots and unavailable dates", async () => {
    const db = t.database.db;
    const [barnRow] = await db.select().from(venues).where(eq(venues.id, ids.barn!));
    const hour = 3_600_000;
    const now = Date.now();
    const slotRows = await db
      .insert(tourSlots)
      .values([
        { venueId: ids.barn!, startsAt: new Date(now - 48 * hour), endsAt: new Date(now - 47 * hour) },
        { venueId: ids.barn!, startsAt: new Date(now + 24 * hour), endsAt: new Date(now + 25 * hour) },
        { venueId: ids.barn!, startsAt: new Date(now + 48 * hour), endsAt: new Date(now + 49 * hour) },
        { venueId: ids.barn!, startsAt: new Date(now + 72 * hour), endsAt: new Date(now + 73 * hour) },
      ])
      .returning();
    const couple = await t.signIn("couple");
    const me = (await (await t.request("GET", "/api/account/me", undefined, couple)).json()) as { user: { id: string } };
    // The first future slot is booked; the second had a booking that was canceled, so it is open.
    await db.insert(tourBookings).values([
      { slotId: slotRows[1]!.id, venueId: ids.barn!, userId: me.user.id, status: "confirmed" },
      { slotId: slotRows[2]!.id, venueId: ids.barn!, userId: me.user.id, status: "canceled" },
    ]);
    const today = new Date().toISOString().slice(0, 10);
    const inTwoYears = `${new Date().getUTCFullYear() + 2}-01-01`;
    await db.insert(venueBlackoutDates).values([
      { venueId: ids.barn!, date: "2020-01-01" },
      { venueId: ids.barn!, date: today },
      { venueId: ids.barn!, date: inTwoYears },
    ]);

    const byId = await t.request("GET", `/api/venues/${ids.barn}`);
    expect(byId.status).toBe(200);
    const venue = (await byId.json()) as VenueDetail;
    expect(venue).toMatchObject({ name: "Willow Creek Barn", slug: barnRow!.slug, has3dTour: true, panoramaUrl: "/media/seed/pano/willow.svg", claimed: false, published: true });
    expect(venue.images.map((i) => i.alt)).toEqual(["Willow Creek Barn photo 1", "Willow Creek Barn photo 2"]);
    expect(venue.nextOpenSlots.map((s) => s.id)).toEqual([slotRows[2]!.id, slotRows[3]!.id]);
    expect(venue.unavailableDates).toEqual([today]);
    expect(venue).not.toHaveProperty("contactEmail");
    expect(venue).not.toHaveProperty("ownerId");

    const bySlug = await t.request("GET", `/api/venues/${barnRow!.slug}`);
    expect(((await bySlug.json()) as VenueDetail).id).toBe(ids.barn);
  });

  it("answers 404 venue_not_found for unknown ids and slugs, and for unpublished listings", async () => {
    for (const key of ["00000000-0000-4000-8000-000000000000", "no-such-venue", "Not a slug!", "%27%20or%201%3D1", ids.hidden!]) {
      const response = await t.request("GET", `/api/venues/${key}`);
      expect(response.status, key).toBe(404);
      expect(await response.json()).toMatchObject({ error: { code: "venue_not_found", message: expect.stringContaining("couldn't find") } });
    }
  });

  it("shows an unpublished listing to its owner and admins only", async () => {
    const owner = await t.signIn("venue_owner");
    const ownerUser = (await (await t.request("GET", "/api/account/me", undefined, owner)).json()) as { user: { id: string } };
    await t.database.db.update(venues).set({ ownerId: ownerUser.user.id }).where(eq(venues.id, ids.hidden!));
    expect((await t.request("GET", `/api/venues/${ids.hidden}`, undefined, owner)).status).toBe(200);
    expect((await t.request("GET", `/api/venues/${ids.hidden}`, undefined, await t.signIn("admin"))).status).toBe(200);
    expect((await t.request("GET", `/api/venues/${ids.hidden}`, undefined, await t.signIn("venue_owner"))).status).toBe(404);
    expect((await t.request("GET", `/api/venues/${ids.hidden}`, undefined, await t.signIn("couple"))).status).toBe(404);
  });
});

describe("POST /api/venues/:id/views", () => {
  it("counts a view of a published venue, refuses unknown ones, and limits each address", async () => {
    const read = async () => (await t.database.db.select({ n: venues.viewCount }).from(venues).where(eq(venues.id, ids.loft!)))[0]!.n;
    const before = await read();
    const response = await t.request("POST", `/api/venues/${ids.loft}/views`, {});
    expect(response.status).toBe(200);
    expect(await read()).toBe(before + 1);
    expect((await t.request("POST", `/api/venues/${ids.hidden}/views`, {})).status).toBe(404);
    expect((await t.request("POST", `/api/venues/not-an-id/views`, {})).status).toBe(404);
    // Every request of this file comes from one address: 40 hits per window, 3 of them used above.
    const statuses: number[] = [];
    for (let i = 0; i < 39; i++) statuses.push((await t.request("POST", `/api/venues/${ids.loft}/views`, {})).status);
    expect(statuses.slice(0, 37).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(37)).toEqual([429, 429]);
    expect(await read()).toBe(before + 38);
  });
});
