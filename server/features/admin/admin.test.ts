import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coupleProfiles, users } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn("admin");
});
afterAll(() => t.close());

const json = async <T>(response: Response) => (await response.json()) as T;

describe("admin: users", () => {
  it("lists and searches accounts, treating % and _ literally", async () => {
    await t.signIn("vendor", "florist_100@example.com");
    await t.signIn("couple", "maya@example.com");
    const all = await json<{ users: { email: string; isAdmin: boolean }[]; total: number }>(await t.request("GET", "/api/admin/users", undefined, admin));
    expect(all.total).toBeGreaterThanOrEqual(3);
    expect(all.users.find((u) => u.email === "admin@example.com")?.isAdmin).toBe(true);
    const found = await json<{ users: { email: string }[] }>(await t.request("GET", "/api/admin/users?q=florist_", undefined, admin));
    expect(found.users.map((u) => u.email)).toEqual(["florist_100@example.com"]);
    const none = await json<{ total: number }>(await t.request("GET", "/api/admin/users?q=%25%25", undefined, admin));
    expect(none.total).toBe(0);
    const paged = await json<{ users: unknown[] }>(await t.request("GET", "/api/admin/users?limit=1&offset=1", undefined, admin));
    expect(paged.users).toHaveLength(1);
    expect((await t.request("GET", "/api/admin/users?limit=1000", undefined, admin)).status).toBe(400);
  });
});

describe("admin: who the accounts are", () => {
  it("names a couple by their profile's names, and does not treat the admin as a couple", async () => {
    await t.signIn("couple", "maya.couple@example.com");
    const [couple] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, "maya.couple@example.com"));
    await t.database.db.insert(coupleProfiles).values({ id: couple!.id, partner1Name: "Maya", partner2Name: "Theo" });
    const found = await json<{ users: { email: string; name: string }[] }>(await t.request("GET", "/api/admin/users?q=maya.couple", undefined, admin));
    expect(found.users).toEqual([expect.objectContaining({ email: "maya.couple@example.com", name: "Maya & Theo" })]);

    const me = await json<{ user: { is_admin: boolean; is_couple: boolean } }>(await t.request("GET", "/api/account/me", undefined, admin));
    expect(me.user).toMatchObject({ is_admin: true, is_couple: false });
  });
});

describe("admin: contact messages", () => {
  it("lists open messages and marks them handled", async () => {
    await t.request("POST", "/api/contact", { name: "Priya", email: "priya@example.com", topic: "venues", message: "How do I claim my venue listing?" });
    const open = await json<{ messages: { id: string; email: string }[] }>(await t.request("GET", "/api/admin/contact-messages", undefined, admin));
    const message = open.messages.find((m) => m.email === "priya@example.com")!;
    expect(message).toBeDefined();
    const handled = await t.request("PATCH", `/api/admin/contact-messages/${message.id}`, { handled: true }, admin);
    expect(handled.status).toBe(200);
    const stillOpen = await json<{ messages: { id: string }[] }>(await t.request("GET", "/api/admin/contact-messages?status=open", undefined, admin));
    expect(stillOpen.messages.map((m) => m.id)).not.toContain(message.id);
    const done = await json<{ messages: { id: string }[] }>(await t.request("GET", "/api/admin/contact-messages?status=handled&q=claim", undefined, admin));
    expect(done.messages.map((m) => m.id)).toContain(message.id);
  });

  it("answers 404 for an unknown message and 400 for a bad id", async () => {
    expect((await t.request("PATCH", "/api/admin/contact-messages/00000000-0000-4000-8000-000000000000", { handled: true }, admin)).status).toBe(404);
    expect((await t.request("PATCH", "/api/admin/contact-messages/not-a-uuid", { handled: true }, admin)).status).toBe(400);
  });
});

describe("mail outbox", () => {
  it("sends a test mail and lists it", async () => {
    const sent = await t.request("POST", "/api/mail/test", { to: "someone@example.com" });
    expect(sent.status).toBe(201);
    const outbox = await json<{ kind: string; messages: { to: string; subject: string }[] }>(await t.request("GET", "/api/mail/outbox"));
    expect(outbox.kind).toBe("outbox");
    expect(outbox.messages[0]).toMatchObject({ to: "someone@example.com", subject: "Serviceberry test mail" });
    expect((await t.request("POST", "/api/mail/test", { to: "nope" })).status).toBe(400);
  });

  it("is for admins only in production", async () => {
    const production = await createTestApp({ NODE_ENV: "production" });
    try {
      expect((await production.request("GET", "/api/mail/outbox")).status).toBe(401);
      expect((await production.request("GET", "/api/mail/outbox", undefined, await production.signIn("couple"))).status).toBe(403);
      expect((await production.request("GET", "/api/mail/outbox", undefined, await production.signIn("admin"))).status).toBe(200);
    } finally {
      await production.close();
    }
  });
});
