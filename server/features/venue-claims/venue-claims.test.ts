import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users, venueClaims, venues } from "../../db/schema/index.ts";
import { createTestApp, waitForMail, type TestApp } from "../../test/harness.ts";
import { sampleListing } from "../../test/venue-listings.ts";

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn("admin");
});
afterAll(() => t.close());

const json = async <T>(response: Response) => (await response.json()) as T;
type ErrorBody = { error: { code: string; message: string } };

let counter = 0;
/** An unowned, published catalogue listing (as the seed makes them). */
async function catalogueVenue(overrides: { ownerId?: string | null; published?: boolean; name?: string } = {}) {
  const name = overrides.name ?? `Willowbrook Manor ${++counter}`;
  const [row] = await t.database.db
    .insert(venues)
    .values({ ...sampleListing({ name }), slug: `claim-test-${counter}-${Date.now()}`, ownerId: overrides.ownerId ?? null, published: overrides.published ?? true })
    .returning();
  return row!;
}

async function ownerAccount() {
  const email = `owner-${++counter}-${Date.now()}@example.com`;
  const headers = await t.signIn("venue_owner", email);
  const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { email, headers, id: user!.id };
}

const claimBody = (venueId: string) => ({ venueId, role: "manager", phone: "(614) 555-0142", proof: "I run events here; write to events@willowbrook.example from our domain." });

describe("venue claims", () => {
  it("finds unowned published venues by name, treating % literally", async () => {
    const venue = await catalogueVenue({ name: "Zephyr Orchard Hall" });
    await catalogueVenue({ name: "Zephyr Orchard Private", published: false });
    const found = await json<{ venues: { id: string }[] }>(await t.request("GET", "/api/venue-claims/venues?q=zephyr%20orch"));
    expect(found.venues.map((v) => v.id)).toEqual([venue.id]);
    expect((await json<{ venues: unknown[] }>(await t.request("GET", "/api/venue-claims/venues?q=%25"))).venues).toEqual([]);
    expect((await t.request("GET", `/api/venue-claims/venues?q=${"a".repeat(201)}`)).status).toBe(400);
  });

  it("takes one pending claim per venue and person, and refuses owned or unknown venues", async () => {
    const claimant = await ownerAccount();
    const venue = await catalogueVenue();
    const created = await t.request("POST", "/api/venue-claims", claimBody(venue.id), claimant.headers);
    expect(created.status).toBe(201);
    const again = await t.request("POST", "/api/venue-claims", claimBody(venue.id), claimant.headers);
    expect(again.status).toBe(409);
    expect((await json<ErrorBody>(again)).error.code).toBe("claim_pending");

    const someoneElse = await ownerAccount();
    const owned = await catalogueVenue({ ownerId: someoneElse.id });
    const refused = await t.request("POST", "/api/venue-claims", claimBody(owned.id), claimant.headers);
    expect(refused.status).toBe(409);
    expect((await json<ErrorBody>(refused)).error.code).toBe("venue_already_owned");
    expect((await t.request("POST", "/api/venue-claims", claimBody("00000000-0000-4000-8000-000000000000"), claimant.headers)).status).toBe(404);
    expect((await t.request("POST", "/api/venue-claims", { ...claimBody(venue.id), proof: "too short" }, claimant.headers)).status).toBe(400);
    expect((await t.request("POST", "/api/venue-claims", claimBody(venue.id), await t.signIn("couple"))).status).toBe(403);

    const mine = await json<{ claims: { status: string; venue: { id: string } }[] }>(await t.request("GET", "/api/venue-claims/mine", undefined, claimant.headers));
    expect(mine.claims).toEqual([expect.objectContaining({ status: "pending", venue: expect.objectContaining({ id: venue.id }) })]);
  });

  it("approves in one step: owner set, claim approved, rival claims rejected; mails both", async () => {
    const venue = await catalogueVenue();
    const winner = await ownerAccount();
    const rival = await ownerAccount();
    const claim = await json<{ claim: { id: string } }>(await t.request("POST", "/api/venue-claims", claimBody(venue.id), winner.headers));
    await t.request("POST", "/api/venue-claims", claimBody(venue.id), rival.headers);

    const pending = await json<{ claims: { id: string; claimant: { email: string } }[]; total: number }>(await t.request("GET", "/api/admin/venue-claims?status=pending", undefined, admin));
    expect(pending.claims.map((c) => c.claimant.email)).toEqual(expect.arrayContaining([winner.email, rival.email]));
    expect((await t.request("GET", "/api/admin/venue-claims", undefined, winner.headers)).status).toBe(403);

    const approved = await t.request("POST", `/api/admin/venue-claims/${claim.claim.id}/approve`, undefined, admin);
    expect(approved.status).toBe(200);
    const [row] = await t.database.db.select().from(venues).where(eq(venues.id, venue.id));
    expect(row!.ownerId).toBe(winner.id);
    const claims = await t.database.db.select().from(venueClaims).where(eq(venueClaims.venueId, venue.id));
    expect(claims.map((c) => [c.userId, c.status]).sort()).toEqual([[winner.id, "approved"], [rival.id, "rejected"]].sort());
    await waitForMail(t, winner.email, /is approved/);
    await waitForMail(t, rival.email, /was not approved/);

    // The venue shows on the new owner's dashboard; approving again is refused.
    const list = await json<{ venues: { id: string }[] }>(await t.request("GET", "/api/owner/venues", undefined, winner.headers));
    expect(list.venues.map((v) => v.id)).toContain(venue.id);
    expect((await t.request("POST", `/api/admin/venue-claims/${claim.claim.id}/approve`, undefined, admin)).status).toBe(409);
  });

  it("refuses to approve when the venue got an owner meanwhile, changing nothing", async () => {
    const venue = await catalogueVenue();
    const claimant = await ownerAccount();
    const claim = await json<{ claim: { id: string } }>(await t.request("POST", "/api/venue-claims", claimBody(venue.id), claimant.headers));
    const other = await ownerAccount();
    await t.database.db.update(venues).set({ ownerId: other.id }).where(eq(venues.id, venue.id));
    const refused = await t.request("POST", `/api/admin/venue-claims/${claim.claim.id}/approve`, undefined, admin);
    expect(refused.status).toBe(409);
    const [row] = await t.database.db.select().from(venueClaims).where(eq(venueClaims.id, claim.claim.id));
    expect(row!.status).toBe("pending");
    const [venueRow] = await t.database.db.select().from(venues).where(eq(venues.id, venue.id));
    expect(venueRow!.ownerId).toBe(other.id);
  });

  it("rejects with a note and mails the claimant", async () => {
    const venue = await catalogueVenue();
    const claimant = await ownerAccount();
    const claim = await json<{ claim: { id: string } }>(await t.request("POST", "/api/venue-claims", claimBody(venue.id), claimant.headers));
    expect((await t.request("POST", `/api/admin/venue-claims/${claim.claim.id}/reject`, {}, admin)).status).toBe(400);
    const rejected = await t.request("POST", `/api/admin/venue-claims/${claim.claim.id}/reject`, { note: "We couldn't reach the number you gave." }, admin);
    expect(rejected.status).toBe(200);
    const mail = await waitForMail(t, claimant.email, /was not approved/);
    expect(mail.text).toContain("We couldn't reach the number you gave.");
    expect((await t.request("POST", `/api/admin/venue-claims/${claim.claim.id}/reject`, { note: "Again, twice" }, admin)).status).toBe(409);
    const all = await json<{ claims: { id: string; status: string }[] }>(await t.request("GET", "/api/admin/venue-claims?status=rejected", undefined, admin));
    expect(all.claims.find((c) => c.id === claim.claim.id)?.status).toBe("rejected");
    // After a rejection the person may claim again.
    expect((await t.request("POST", "/api/venue-claims", claimBody(venue.id), claimant.headers)).status).toBe(201);
  });
});
