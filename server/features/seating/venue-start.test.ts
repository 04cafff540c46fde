import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SeatingPlan } from "../../../domain/seating.ts";
import { contributorProfiles, venues } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { sampleListing } from "../../test/venue-listings.ts";

/** Issue 31, decision 045: the floor plan starts from a saved venue's room; guests' accessibility needs seat them near an accessible route. */
type Headers = Record<string, string>;
let t: TestApp;
let couple: Headers;
let otherCouple: Headers;
let viewer: Headers;
let stranger: Headers;
let owner: Headers;
let otherOwner: Headers;
let coupleId: string;
let seededVenueId: string;

const json = async <T = Record<string, unknown>>(response: Response | Promise<Response>) => (await (await response).json()) as T;
const idOf = async (headers: Headers) => (await json<{ user: { id: string } }>(t.request("GET", "/api/account/me", undefined, headers))).user.id;

interface Room {
  id: string | null;
  name: string;
  width: number;
  length: number;
}
interface SeatingVenues {
  venues: { id: string; name: string; seatedCapacity: number; wheelchairAccessible: boolean; estimated: boolean; rooms: Room[] }[];
}
interface VenueLayout {
  venue: { id: string; name: string; estimated: boolean };
  room: Room;
  guestCount: number;
  layout: Pick<SeatingPlan, "room" | "tables" | "fixtures">;
  seatsWanted: number;
  seatsPlaced: number;
  seatsShort: number;
  tablesShort: number;
  warnings: string[];
}

beforeAll(async () => {
  t = await createTestApp();
  [couple, otherCouple, viewer, stranger, owner, otherOwner] = await Promise.all([t.signIn("couple"), t.signIn("couple"), t.signIn("couple"), t.signIn("couple"), t.signIn("venue_owner"), t.signIn("venue_owner")]);
  coupleId = await idOf(couple);
  await t.database.db.insert(contributorProfiles).values({ userId: await idOf(viewer), coupleId, relationship: "Planner", permissions: { guests: "view" } });
  const [seeded] = await t.database.db.select({ id: venues.id }).from(venues).where(eq(venues.slug, "rivergate-foundry-hall"));
  seededVenueId = seeded!.id;
  for (const [firstName, extra] of [["Ana", { accessibilityNeeds: "Wheelchair" }], ["Ben", {}], ["Cy", {}]] as const) {
    const response = await t.request("POST", "/api/guests", { firstName, lastName: "Reyes", rsvpStatus: "attending", ...extra }, couple);
    expect(response.status).toBe(201);
  }
});
afterAll(() => t.close());

describe("a venue's rooms, edited by its owner", () => {
  let listingId: string;

  it("starts from sizes worked out from the seated capacity, and saves the owner's own rooms", async () => {
    const created = await json<{ venue: { id: string } }>(t.request("POST", "/api/owner/venues", sampleListing({ seatedCapacity: 180 }), owner));
    listingId = created.venue.id;
    const estimate = await json<{ rooms: Room[]; estimated: boolean }>(t.request("GET", `/api/owner/venues/${listingId}/rooms`, undefined, owner));
    expect(estimate.estimated).toBe(true);
    expect(estimate.rooms.map((room) => room.name)).toEqual(["Reception hall", "Garden terrace"]);
    const saved = await t.request("PUT", `/api/owner/venues/${listingId}/rooms`, { rooms: [{ name: "Loft", width: 50, length: 90 }, { name: "Courtyard", width: 30, length: 40 }] }, owner);
    expect(saved.status).toBe(200);
    const body = await json<{ rooms: Room[]; estimated: boolean }>(saved);
    expect(body.estimated).toBe(false);
    expect(body.rooms.map(({ name, width, length }) => ({ name, width, length }))).toEqual([{ name: "Loft", width: 50, length: 90 }, { name: "Courtyard", width: 30, length: 40 }]);
  });

  it("refuses sizes out of range and repeated names, saying what to fix", async () => {
    const bad = await t.request("PUT", `/api/owner/venues/${listingId}/rooms`, { rooms: [{ name: "Loft", width: 4, length: 90 }, { name: "loft", width: 30, length: 40 }] }, owner);
    expect(bad.status).toBe(400);
    const text = JSON.stringify(await bad.json());
    expect(text).toContain("A room's width is at least 10 feet.");
    expect(text).toContain('Two rooms are called \\"loft\\"');
  });

  it("answers 404 to another owner and 403 to a couple, and changes nothing", async () => {
    expect((await t.request("GET", `/api/owner/venues/${listingId}/rooms`, undefined, otherOwner)).status).toBe(404);
    expect((await t.request("PUT", `/api/owner/venues/${listingId}/rooms`, { rooms: [] }, otherOwner)).status).toBe(404);
    expect((await t.request("PUT", `/api/owner/venues/${listingId}/rooms`, { rooms: [] }, couple)).status).toBe(403);
    const rooms = await json<{ rooms: Room[] }>(t.request("GET", `/api/owner/venues/${listingId}/rooms`, undefined, owner));
    expect(rooms.rooms.map((room) => room.name)).toEqual(["Loft", "Courtyard"]);
  });

  it("shows couples who saved the listing its measured rooms, once published", async () => {
    await t.database.db.update(venues).set({ published: true }).where(eq(venues.id, listingId));
    expect((await t.request("PUT", `/api/saved-venues/${listingId}`, undefined, couple)).status).toBe(200);
    const { venues: saved } = await json<SeatingVenues>(t.request("GET", "/api/seating/venues", undefined, couple));
    const listing = saved.find((venue) => venue.id === listingId)!;
    expect(listing).toMatchObject({ estimated: false, wheelchairAccessible: true });
    const courtyard = listing.rooms.find((room) => room.name === "Courtyard")!;
    // 3 guests: a courtyard of 30 x 40 feet holds the few tables they need.
    const layout = await json<VenueLayout>(t.request("GET", `/api/seating/venue-layout?venueId=${listingId}&roomId=${courtyard.id}`, undefined, couple));
    expect(layout).toMatchObject({ room: { name: "Courtyard", width: 30, length: 40 }, guestCount: 3, seatsShort: 0, tablesShort: 0, warnings: [] });
    expect(layout.layout.room).toEqual({ width: 30, length: 40 });
    // The listing says it is wheelchair accessible: the suggested door is marked a step-free route.
    expect(layout.layout.fixtures.find((fixture) => fixture.kind === "door")?.accessible).toBe(true);
  });
});

describe("starting the floor plan from a saved venue", () => {
  it("lists only the couple's own saved venues, with the seeded rooms", async () => {
    expect((await json<SeatingVenues>(t.request("GET", "/api/seating/venues", undefined, otherCouple))).venues).toEqual([]);
    expect((await t.request("PUT", `/api/saved-venues/${seededVenueId}`, undefined, couple)).status).toBe(200);
    const { venues: saved } = await json<SeatingVenues>(t.request("GET", "/api/seating/venues", undefined, couple));
    const seeded = saved.find((venue) => venue.id === seededVenueId)!;
    expect(seeded.estimated).toBe(false);
    expect(seeded.rooms.length).toBeGreaterThan(0);
    expect(seeded.rooms.every((room) => room.id !== null && room.width >= 20 && room.length >= room.width)).toBe(true);
  });

  it("suggests a layout for the largest room that seats the attending guests with clearances kept", async () => {
    const layout = await json<VenueLayout>(t.request("GET", `/api/seating/venue-layout?venueId=${seededVenueId}`, undefined, couple));
    expect(layout.guestCount).toBe(3);
    expect(layout.seatsShort).toBe(0);
    expect(layout.warnings).toEqual([]);
    expect(layout.seatsPlaced).toBeGreaterThanOrEqual(3);
  });

  it("flags the tables that don't fit in a small room", async () => {
    const listing = (await json<SeatingVenues>(t.request("GET", "/api/seating/venues", undefined, couple))).venues.find((venue) => venue.rooms.some((room) => room.name === "Loft"))!;
    await t.request("PUT", `/api/owner/venues/${listing.id}/rooms`, { rooms: [{ name: "Snug", width: 20, length: 20 }] }, owner);
    for (let n = 0; n < 12; n += 1) await t.request("POST", "/api/guests", { firstName: `Extra ${n}`, lastName: "Guest", rsvpStatus: "attending" }, couple);
    const layout = await json<VenueLayout>(t.request("GET", `/api/seating/venue-layout?venueId=${listing.id}`, undefined, couple));
    expect(layout.room).toMatchObject({ name: "Snug", width: 20, length: 20 });
    expect(layout.guestCount).toBe(15);
    expect(layout.tablesShort).toBeGreaterThan(0);
    expect(layout.seatsPlaced + layout.seatsShort).toBe(layout.seatsWanted);
  });

  it("answers 404 for a venue the couple did not save, another couple's venue and a room of another venue", async () => {
    const unsaved = await t.request("GET", `/api/seating/venue-layout?venueId=${seededVenueId}`, undefined, otherCouple);
    expect(unsaved.status).toBe(404);
    expect(await unsaved.json()).toMatchObject({ error: { code: "venue_not_saved" } });
    const { venues: saved } = await json<SeatingVenues>(t.request("GET", "/api/seating/venues", undefined, couple));
    const otherRoom = saved.find((venue) => venue.id !== seededVenueId)!.rooms[0]!.id;
    expect((await t.request("GET", `/api/seating/venue-layout?venueId=${seededVenueId}&roomId=${otherRoom}`, undefined, couple)).status).toBe(404);
    expect((await t.request("GET", "/api/seating/venue-layout?venueId=not-an-id", undefined, couple)).status).toBe(400);
  });

  it("lets a helper with the guest list open it for the couple, and no one else", async () => {
    const helper = await t.request("GET", `/api/seating/venue-layout?venueId=${seededVenueId}&coupleId=${coupleId}`, undefined, viewer);
    expect(helper.status).toBe(200);
    expect((await t.request("GET", `/api/seating/venues?coupleId=${coupleId}`, undefined, stranger)).status).toBe(404);
    expect((await t.request("GET", `/api/seating/venue-layout?venueId=${seededVenueId}`, undefined, owner)).status).toBe(403);
  });
});

describe("accessibility needs and the accessible route", () => {
  const plan = (accessible: boolean) => ({
    eventId: null,
    room: { width: 60, length: 60 },
    tables: [
      { id: "t-1", shape: "round", name: "", number: 1, seats: 10, x: 8, y: 50, rotation: 0 },
      { id: "t-2", shape: "round", name: "", number: 2, seats: 10, x: 50, y: 10, rotation: 0 },
    ],
    fixtures: [{ id: "f-door", kind: "door", label: "", x: 5, y: 59.5, width: 6, length: 1, rotation: 0, accessible }],
    seats: [],
    rules: [],
    settings: {},
  });

  it("keeps a guest's accessibility needs on the list and on the chart's guests", async () => {
    const { guests } = await json<{ guests: { name: string; accessibilityNeeds: string }[] }>(t.request("GET", "/api/seating", undefined, couple));
    expect(guests.find((guest) => guest.name === "Ana Reyes")?.accessibilityNeeds).toBe("Wheelchair");
  });

  it("names the conflict and seats no one when no route is marked accessible", async () => {
    expect((await t.request("PUT", "/api/seating", plan(false), couple)).status).toBe(200);
    const refused = await t.request("POST", "/api/seating/auto-seat", { eventId: null, mode: "all" }, couple);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ ok: false, conflicts: ["Ana Reyes must sit near an accessible route, but no door or path on the plan is marked accessible. Mark a step-free door or path as accessible, or make this a preference."] });
    const after = await json<{ plan: SeatingPlan }>(t.request("GET", "/api/seating", undefined, couple));
    expect(after.plan.seats).toEqual([]);
  });

  it("seats the guest and their household at the table by the accessible door", async () => {
    expect((await t.request("PUT", "/api/seating", plan(true), couple)).status).toBe(200);
    const seated = await json<{ ok: true; view: { plan: SeatingPlan; guests: { id: string; name: string }[] } }>(t.request("POST", "/api/seating/auto-seat", { eventId: null, mode: "all" }, couple));
    const ana = seated.view.guests.find((guest) => guest.name === "Ana Reyes")!;
    expect(seated.view.plan.seats.find((seat) => seat.guestId === ana.id)?.tableId).toBe("t-1");
  });

  it("refuses marking a stage as an accessible route", async () => {
    const body = plan(true);
    const stage = { id: "f-stage", kind: "stage", label: "", x: 30, y: 30, width: 16, length: 8, rotation: 0, accessible: true };
    const refused = await t.request("PUT", "/api/seating", { ...body, fixtures: [...body.fixtures, stage] }, couple);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain("Only doors and aisles can be marked as accessible routes.");
  });
});
