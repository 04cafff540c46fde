import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages, coupleProfiles, sessions, users } from "../../db/schema/index.ts";
import { createTestApp, STRONG_PASSWORD, type TestApp } from "../../test/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const json = async <T>(response: Response) => (await response.json()) as T;

describe("GET /api/account/me", () => {
  it("is null when signed out", async () => {
    expect(await json(await t.request("GET", "/api/account/me"))).toEqual({ user: null });
  });

  it("has the spec's user shape with derived flags", async () => {
    const headers = await t.signIn("venue_owner", "owner-shape@example.com");
    const { user } = await json<{ user: Record<string, unknown> }>(await t.request("GET", "/api/account/me", undefined, headers));
    expect(user).toMatchObject({
      email: "owner-shape@example.com",
      aud: "authenticated",
      app_metadata: { provider: "email" },
      user_metadata: { user_type: "venue_owner", is_admin: false },
      is_admin: false,
      is_venue_owner: true,
      is_vendor: false,
      is_couple: false,
      is_contributor: false,
    });
    expect(typeof user.id).toBe("string");
    expect(Date.parse(String(user.created_at))).not.toBeNaN();
    const types = await json(await t.request("GET", "/api/account/user-types", undefined, headers));
    expect(types).toEqual({ is_admin: false, is_venue_owner: true, is_vendor: false });
  });
});

describe("couple profile", () => {
  it("saves, reads back and validates", async () => {
    const headers = await t.signIn("couple");
    expect(await json(await t.request("GET", "/api/account/couple-profile", undefined, headers))).toEqual({ profile: null });
    const saved = await t.request("PUT", "/api/account/couple-profile", { partner1Name: " Maya ", partner2Name: "Jordan", weddingDate: "2027-06-12", guestCount: 140, city: "columbus" }, headers);
    expect(saved.status).toBe(200);
    const { profile } = await json<{ profile: Record<string, unknown> }>(await t.request("GET", "/api/account/couple-profile", undefined, headers));
    expect(profile).toMatchObject({ partner1Name: "Maya", partner2Name: "Jordan", weddingDate: "2027-06-12", guestCount: 140, city: "columbus" });

    const bad = await t.request("PUT", "/api/account/couple-profile", { guestCount: -5, weddingDate: "2027-02-30", city: "atlantis" }, headers);
    expect(bad.status).toBe(400);
    const { error } = await json<{ error: { fields: Record<string, string[]> } }>(bad);
    expect(Object.keys(error.fields).sort()).toEqual(["city", "guestCount", "weddingDate"]);
    const after = await json<{ profile: Record<string, unknown> }>(await t.request("GET", "/api/account/couple-profile", undefined, headers));
    expect(after.profile.guestCount).toBe(140);
  });
});

describe("business profile", () => {
  it("saves for vendors and rejects bad websites", async () => {
    const headers = await t.signIn("vendor");
    const saved = await t.request("PUT", "/api/account/business-profile", { businessName: "Lumen & Oak Photography", website: "https://lumenoak.example", city: "nashville", category: "photographers" }, headers);
    expect(saved.status).toBe(200);
    const bad = await t.request("PUT", "/api/account/business-profile", { website: "javascript:alert(1)" }, headers);
    expect(bad.status).toBe(400);
  });
});

describe("download my data", () => {
  it("returns everything about the person as a JSON attachment, without secrets", async () => {
    const headers = await t.signIn("couple", "export-me@example.com");
    await t.request("PUT", "/api/account/couple-profile", { partner1Name: "Ada" }, headers);
    const response = await t.request("GET", "/api/account/export", undefined, headers);
    expect(response.headers.get("content-disposition")).toMatch(/attachment; filename="serviceberry-data-/);
    const text = await response.text();
    const data = JSON.parse(text);
    expect(data.account.email).toBe("export-me@example.com");
    expect(data.coupleProfile.partner1Name).toBe("Ada");
    expect(text).not.toMatch(/"password"|"token"/);
  });
});

describe("delete account", () => {
  it("needs the password and DELETE, then removes the account and its data in one go", async () => {
    const headers = await t.signIn("couple", "leaving@example.com");
    await t.request("PUT", "/api/account/couple-profile", { partner1Name: "Sam" }, headers);
    await t.request("POST", "/api/contact", { name: "Sam", email: "leaving@example.com", topic: "general", message: "Please delete me later." });
    const [user] = await t.database.db.select().from(users).where(eq(users.email, "leaving@example.com"));

    const wrong = await t.request("POST", "/api/account/delete", { password: "not my password at all", confirm: "DELETE" }, headers);
    expect(wrong.status).toBe(400);
    expect((await json<{ error: { fields: Record<string, string[]> } }>(wrong)).error.fields.password).toBeDefined();
    const unconfirmed = await t.request("POST", "/api/account/delete", { password: STRONG_PASSWORD, confirm: "yes" }, headers);
    expect(unconfirmed.status).toBe(400);
    expect(await t.database.db.select().from(users).where(eq(users.id, user!.id))).toHaveLength(1);

    const done = await t.request("POST", "/api/account/delete", { password: STRONG_PASSWORD, confirm: "DELETE" }, headers);
    expect(done.status).toBe(200);
    expect(await t.database.db.select().from(users).where(eq(users.id, user!.id))).toHaveLength(0);
    expect(await t.database.db.select().from(coupleProfiles).where(eq(coupleProfiles.id, user!.id))).toHaveLength(0);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, user!.id))).toHaveLength(0);
    expect(await t.database.db.select().from(contactMessages).where(eq(contactMessages.email, "leaving@example.com"))).toHaveLength(0);
    expect(await json(await t.request("GET", "/api/account/me", undefined, headers))).toEqual({ user: null });
  });
});
