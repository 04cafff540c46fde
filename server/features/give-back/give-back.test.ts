import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";

const json = async <T>(response: Response): Promise<T> => (await response.json()) as T;
const application = {
  partnerNames: "Jordan and Casey",
  story: "We met volunteering at a Columbus food pantry. Last spring Casey's mother fell ill and our savings went to her care, so the wedding we planned is out of reach. ".repeat(2),
  weddingDate: "2031-09-20",
  city: "columbus",
  guestCount: 60,
  needs: ["venue", "photography", "cake"],
  consent: true,
};

describe("the give-back wedding", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ADDRESS_RATE_LIMIT_SCALE: "100" });
  });
  afterAll(() => t.close());

  it("takes one application per couple, checked, and an admin reviews it with a status and notes", async () => {
    const couple = await t.signIn("couple");
    expect((await t.request("POST", "/api/give-back/application", { ...application, consent: false }, couple)).status).toBe(400);
    expect((await t.request("POST", "/api/give-back/application", { ...application, story: "Too short." }, couple)).status).toBe(400);
    expect((await t.request("POST", "/api/give-back/application", { ...application, weddingDate: "2020-01-01" }, couple)).status).toBe(400);
    expect((await t.request("POST", "/api/give-back/application", { ...application, needs: ["yacht"] }, couple)).status).toBe(400);
    const created = await t.request("POST", "/api/give-back/application", application, couple);
    expect(created.status).toBe(201);
    const { application: mine } = await json<{ application: { id: string; status: string } }>(created);
    expect(mine.status).toBe("submitted");
    // A duplicate (a second tab, a double click) is caught.
    const again = await t.request("POST", "/api/give-back/application", application, couple);
    expect(again.status).toBe(409);
    expect((await json<{ error: { code: string } }>(again)).error.code).toBe("already_applied");

    const admin = await t.signIn("admin");
    const list = await json<{ applications: { id: string; story: string }[] }>(await t.request("GET", "/api/admin/give-back/applications?status=submitted", undefined, admin));
    expect(list.applications.map((a) => a.id)).toContain(mine.id);
    expect((await t.request("PATCH", `/api/admin/give-back/applications/${mine.id}`, { status: "won", notes: "" }, admin)).status).toBe(400);
    const reviewed = await t.request("PATCH", `/api/admin/give-back/applications/${mine.id}`, { status: "in_review", notes: "Called them; venue need confirmed." }, admin);
    expect(await json(reviewed)).toMatchObject({ application: { status: "in_review", adminNotes: "Called them; venue need confirmed." } });
    // The couple sees the status, never the admins' notes.
    const seen = await json<{ application: Record<string, unknown> }>(await t.request("GET", "/api/give-back/application", undefined, couple));
    expect(seen.application).toMatchObject({ status: "in_review" });
    expect(seen.application).not.toHaveProperty("adminNotes");
  });

  it("needs a verified address to apply", async () => {
    const email = `unverified-${randomUUID().slice(0, 8)}@example.com`;
    const couple = await t.signIn("couple", email);
    await t.database.db.update(users).set({ emailVerified: false }).where(eq(users.email, email));
    expect((await t.request("POST", "/api/give-back/application", application, couple)).status).toBe(403);
  });

  it("lets vendors pledge services, counted on the public figures, and withdraw only their own", async () => {
    const before = await json<{ pledges: number; pledgedCents: number }>(await t.request("GET", "/api/give-back/figures"));
    const vendor = await t.signIn("vendor");
    const other = await t.signIn("vendor");
    const created = await t.request("POST", "/api/give-back/pledges", { service: "Full-day photography", valueCents: 320_000 }, vendor);
    expect(created.status).toBe(201);
    const { pledge } = await json<{ pledge: { id: string } }>(created);
    expect((await t.request("POST", "/api/give-back/pledges", { service: "x", valueCents: -1 }, vendor)).status).toBe(400);
    const after = await json<{ pledges: number; pledgedCents: number }>(await t.request("GET", "/api/give-back/figures"));
    expect(after).toMatchObject({ pledges: before.pledges + 1, pledgedCents: before.pledgedCents + 320_000 });
    expect((await t.request("DELETE", `/api/give-back/pledges/${pledge.id}`, undefined, other)).status).toBe(404);
    expect((await t.request("DELETE", `/api/give-back/pledges/${pledge.id}`, undefined, vendor)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await t.request("POST", "/api/give-back/pledges", { service: `Service ${i}`, valueCents: 100 }, vendor)).status).toBe(201);
    expect((await t.request("POST", "/api/give-back/pledges", { service: "One more", valueCents: 100 }, vendor)).status).toBe(409);
    // Venue owners pledge from their own dashboard the same way.
    const owner = await t.signIn("venue_owner");
    expect((await t.request("POST", "/api/give-back/pledges", { service: "Ceremony lawn for an evening", valueCents: 420_000 }, owner)).status).toBe(201);
    expect(await json<{ pledges: { service: string }[] }>(await t.request("GET", "/api/give-back/pledges", undefined, owner))).toMatchObject({ pledges: [{ service: "Ceremony lawn for an evening" }] });
  });
});
