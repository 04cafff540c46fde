import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAVED_VENUES_MAX, type SavedVenue } from "../../../domain/venue-cards.ts";
import { savedVenues, venues } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { insertTestVenue } from "../../test/venues.ts";

let t: TestApp;
let couple: Record<string, string>;
let other: Record<string, string>;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  ids.first = (await insertTestVenue(db, { name: "Saved Hall One", catering: "in_house", alcohol: "byob" }, 1)).id;
  ids.second = (await insertTestVenue(db, { name: "Saved Hall Two" }, 0)).id;
  ids.hidden = (await insertTestVenue(db, { name: "Unlisted Hall", published: false })).id;
  [couple, other] = await Promise.all([t.signIn("couple"), t.signIn("couple")]);
});
afterAll(() => t.close());

const list = async (headers: Record<string, string>) =>
  (await (await t.request("GET", "/api/saved-venues", undefined, headers)).json()) as { venues: SavedVenue[]; max: number };
const savedIds = async (headers: Record<string, string>) =>
  ((await (await t.request("GET", "/api/saved-venues/ids", undefined, headers)).json()) as { ids: string[] }).ids;

describe("saved venues", () => {
  it("needs a signed-in account", async () => {
    for (const [method, path] of [
      ["GET", "/api/saved-venues"],
      ["GET", "/api/saved-venues/ids"],
      ["PUT", `/api/saved-venues/${ids.first}`],
      ["DELETE", `/api/saved-venues/${ids.first}`],
    ] as const) {
      const response = await t.request(method, path, method === "GET" ? undefined : {});
      expect(response.status, `${method} ${path}`).toBe(401);
    }
    expect(await t.database.db.select().from(savedVenues)).toEqual([]);
  });

  it("is a couple's planning: a vendor's or venue owner's account has no saved venues", async () => {
    for (const kind of ["vendor", "venue_owner"] as const) {
      const business = await t.signIn(kind);
      expect((await t.request("PUT", `/api/saved-venues/${ids.first}`, {}, business)).status).toBe(403);
      expect((await t.request("GET", "/api/saved-venues", undefined, business)).status).toBe(403);
    }
  });

  it("saves idempotently and lists saved venues with their cards, newest first", async () => {
    for (let i = 0; i < 2; i++) {
      const response = await t.request("PUT", `/api/saved-venues/${ids.first}`, {}, couple);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ venueId: ids.first, saved: true });
    }
    // Saved a minute ago, so "newest first" does not hang on two saves in the same clock tick.
    await t.database.db.update(savedVenues).set({ createdAt: sql`now() - interval '1 minute'` }).where(eq(savedVenues.venueId, ids.first!));
    expect((await t.request("PUT", `/api/saved-venues/${ids.second!.toUpperCase()}`, {}, couple)).status).toBe(200);
    const mine = await list(couple);
    expect(mine.max).toBe(SAVED_VENUES_MAX);
    expect(mine.venues.map((v) => v.name)).toEqual(["Saved Hall Two", "Saved Hall One"]);
    expect(mine.venues[1]).toMatchObject({ catering: "in_house", alcohol: "byob", published: true, cover: { alt: "Saved Hall One photo 1" } });
    expect(mine.venues[0]!.cover).toBeNull();
    expect((await savedIds(couple)).sort()).toEqual([ids.first, ids.second].sort());
  });

  it("keeps each account's list to itself", async () => {
    expect((await list(other)).venues).toEqual([]);
    // Removing from another account's list touches only one's own.
    expect((await t.request("DELETE", `/api/saved-venues/${ids.first}`, undefined, other)).status).toBe(200);
    expect(await savedIds(couple)).toContain(ids.first);
  });

  it("refuses unknown and unpublished venues with 404", async () => {
    for (const venueId of ["00000000-0000-4000-8000-000000000000", ids.hidden!, "not-a-venue"]) {
      const response = await t.request("PUT", `/api/saved-venues/${venueId}`, {}, couple);
      expect(response.status, venueId).toBe(404);
      expect(await response.json()).toMatchObject({ error: { code: "venue_not_found" } });
    }
    expect((await t.request("DELETE", "/api/saved-venues/not-a-venue", undefined, couple)).status).toBe(404);
    expect(await savedIds(couple)).not.toContain(ids.hidden);
  });

  it("marks a saved venue that was unpublished later, so it can still be removed", async () => {
    await t.database.db.update(venues).set({ published: false }).where(eq(venues.id, ids.second!));
    const mine = await list(couple);
    expect(mine.venues.find((v) => v.id === ids.second)).toMatchObject({ published: false });
    await t.database.db.update(venues).set({ published: true }).where(eq(venues.id, ids.second!));
  });

  it("removes idempotently", async () => {
    for (let i = 0; i < 2; i++) {
      const response = await t.request("DELETE", `/api/saved-venues/${ids.second}`, undefined, couple);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ venueId: ids.second, saved: false });
    }
    expect(await savedIds(couple)).toEqual([ids.first]);
  });

  it(`stops at ${SAVED_VENUES_MAX} saved venues with a clear 409`, async () => {
    const db = t.database.db;
    const me = (await (await t.request("GET", "/api/account/me", undefined, other)).json()) as { user: { id: string } };
    // Fill the list directly: SAVED_VENUES_MAX listings, all saved.
    const rows = await db
      .insert(venues)
      .values(
        Array.from({ length: SAVED_VENUES_MAX }, (_, i) => ({
          slug: `cap-venue-${i}`,
          published: true,
          name: `Cap Venue ${i}`,
          city: "columbus",
          address: `${i} Cap Street`,
          setting: "indoor",
          seatedCapacity: 50,
          standingCapacity: 60,
          priceTier: 1,
          rentalFeeMin: 0,
          rentalFeeMax: 0,
          perGuestMin: 0,
          perGuestMax: 0,
          catering: "any",
          alcohol: "none",
        })),
      )
      .returning({ id: venues.id });
    await db.insert(savedVenues).values(rows.map((r) => ({ userId: me.user.id, venueId: r.id })));
    const response = await t.request("PUT", `/api/saved-venues/${ids.first}`, {}, other);
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: { code: "saved_venues_limit", message: expect.stringContaining(`${SAVED_VENUES_MAX}`) } });
    // Saving one already saved is still fine at the cap.
    expect((await t.request("PUT", `/api/saved-venues/${rows[0]!.id}`, {}, other)).status).toBe(200);
    const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(savedVenues).where(eq(savedVenues.userId, me.user.id));
    expect(count!.n).toBe(SAVED_VENUES_MAX);
  });
});
