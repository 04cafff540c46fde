import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users, vendors } from "../../db/schema/index.ts";
import { createTestApp, waitForMail, type TestApp } from "../../test/harness.ts";
import { insertTestVendor } from "../../test/vendors.ts";

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn("admin");
});
afterAll(() => t.close());

const json = async <T>(response: Response) => (await response.json()) as T;

let counter = 0;
async function vendorAccount() {
  const email = `vendor-claim-${++counter}-${Date.now()}@example.com`;
  const headers = await t.signIn("vendor", email);
  const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { email, headers, id: user!.id };
}
const claimBody = (vendorId: string) => ({ vendorId, role: "owner", phone: "(513) 555-0119", proof: "I founded the band; our website lists me as the contact." });

describe("vendor claims", () => {
  it("a vendor claims an unowned listing, only an admin approves, and waiting inquiries reach the new owner", async () => {
    const listing = await insertTestVendor(t.database.db, { businessName: "Queen City Brass Collective", category: "djband", city: "cincinnati" });
    const found = await json<{ vendors: { id: string }[] }>(await t.request("GET", "/api/vendor-claims/vendors?q=queen city brass"));
    expect(found.vendors.map((v) => v.id)).toEqual([listing.id]);

    const couple = await t.signIn("couple");
    await t.request("POST", `/api/inquiries/vendors/${listing.id}`, { message: "Could you play our cocktail hour in October?" }, couple);

    const claimant = await vendorAccount();
    const rival = await vendorAccount();
    const sent = await t.request("POST", "/api/vendor-claims", claimBody(listing.id), claimant.headers);
    expect(sent.status).toBe(201);
    const { claim } = await json<{ claim: { id: string } }>(sent);
    await waitForMail(t, claimant.email, /We received your claim/);
    expect((await t.request("POST", "/api/vendor-claims", claimBody(listing.id), claimant.headers)).status).toBe(409);
    await t.request("POST", "/api/vendor-claims", claimBody(listing.id), rival.headers);
    expect((await t.request("POST", "/api/vendor-claims", { ...claimBody(listing.id), proof: "short" }, rival.headers)).status).toBe(400);
    expect((await t.request("POST", "/api/vendor-claims", claimBody(listing.id), await t.signIn("couple"))).status).toBe(403);

    // Not the claimant, nor any vendor: only an admin decides.
    expect((await t.request("POST", `/api/admin/vendor-claims/${claim.id}/approve`, undefined, claimant.headers)).status).toBe(403);
    const pending = await json<{ claims: { id: string }[] }>(await t.request("GET", "/api/admin/vendor-claims?status=pending", undefined, admin));
    expect(pending.claims.map((c) => c.id)).toContain(claim.id);
    expect((await t.request("POST", `/api/admin/vendor-claims/${claim.id}/approve`, undefined, admin)).status).toBe(200);
    await waitForMail(t, claimant.email, /is approved/);
    await waitForMail(t, rival.email, /was not approved/);
    const [row] = await t.database.db.select({ ownerId: vendors.ownerId }).from(vendors).where(eq(vendors.id, listing.id));
    expect(row!.ownerId).toBe(claimant.id);
    expect((await t.request("POST", `/api/admin/vendor-claims/${claim.id}/approve`, undefined, admin)).status).toBe(409);

    const inbox = await json<{ inquiries: { message: string }[] }>(await t.request("GET", `/api/inquiries/inbox/${listing.id}`, undefined, claimant.headers));
    expect(inbox.inquiries.map((i) => i.message)).toEqual(["Could you play our cocktail hour in October?"]);
    // Owned now: no further claims.
    expect((await t.request("POST", "/api/vendor-claims", claimBody(listing.id), (await vendorAccount()).headers)).status).toBe(409);
  });

  it("rejects with a note the claimant reads", async () => {
    const listing = await insertTestVendor(t.database.db, { businessName: "Riverbend Cakes" });
    const claimant = await vendorAccount();
    const { claim } = await json<{ claim: { id: string } }>(await t.request("POST", "/api/vendor-claims", claimBody(listing.id), claimant.headers));
    expect((await t.request("POST", `/api/admin/vendor-claims/${claim.id}/reject`, { note: "" }, admin)).status).toBe(400);
    expect((await t.request("POST", `/api/admin/vendor-claims/${claim.id}/reject`, { note: "We couldn't reach you at that number." }, admin)).status).toBe(200);
    const mail = await waitForMail(t, claimant.email, /was not approved/);
    expect(mail.text).toContain("We couldn't reach you at that number.");
    const mine = await json<{ claims: { status: string; decisionNote: string }[] }>(await t.request("GET", "/api/vendor-claims/mine", undefined, claimant.headers));
    expect(mine.claims).toMatchObject([{ status: "rejected", decisionNote: "We couldn't reach you at that number." }]);
  });
});
