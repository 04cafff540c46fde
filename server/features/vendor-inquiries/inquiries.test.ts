import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coupleProfiles, users, vendorInquiries } from "../../db/schema/index.ts";
import { createTestApp, waitForMail, type TestApp } from "../../test/harness.ts";
import { insertTestVendor } from "../../test/vendors.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const json = async <T>(response: Response) => (await response.json()) as T;
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string[]> } };
type Thread = { viewer: string; inquiry: { status: string; couple: { name: string } }; messages: { from: string; body: string }[] };

let counter = 0;
async function account(kind: "couple" | "vendor") {
  const email = `${kind}-inq-${++counter}-${Date.now()}@example.com`;
  const headers = await t.signIn(kind, email);
  const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { email, headers, id: user!.id };
}

const inquiry = { weddingDate: "2027-09-18", guestCount: 140, budget: 3200, message: "We are planning a September wedding at a barn near Delaware and love your film work." };

describe("inquiries", () => {
  it("a verified couple writes, the vendor is mailed and answers, and the couple sees the reply", async () => {
    const vendor = await account("vendor");
    const couple = await account("couple");
    const studio = await insertTestVendor(t.database.db, { ownerId: vendor.id, businessName: "Harbor Light Films" });
    const sent = await t.request("POST", `/api/inquiries/vendors/${studio.id}`, inquiry, couple.headers);
    expect(sent.status).toBe(201);
    const { inquiry: created, vendorClaimed } = await json<{ inquiry: { id: string; status: string }; vendorClaimed: boolean }>(sent);
    expect(created.status).toBe("new");
    expect(vendorClaimed).toBe(true);
    const mail = await waitForMail(t, vendor.email, /New inquiry for Harbor Light Films/);
    expect(mail.text).toContain("barn near Delaware");

    const inbox = await json<{ inquiries: { id: string; unread: boolean; couple: { email: string } }[]; counts: Record<string, number> }>(
      await t.request("GET", `/api/inquiries/inbox/${studio.id}`, undefined, vendor.headers),
    );
    expect(inbox.inquiries.map((i) => i.id)).toEqual([created.id]);
    expect(inbox.inquiries[0]).toMatchObject({ unread: true, couple: { email: couple.email } });
    expect(inbox.counts).toEqual({ new: 1 });

    const reply = await t.request("POST", `/api/inquiries/${created.id}/messages`, { body: "Thank you! September 18 is open. <b>Shall we talk Tuesday?</b>" }, vendor.headers);
    expect(reply.status).toBe(201);
    expect((await json<{ status: string }>(reply)).status).toBe("replied");
    await waitForMail(t, couple.email, /New message from Harbor Light Films/);

    const thread = await json<Thread>(await t.request("GET", `/api/inquiries/${created.id}`, undefined, couple.headers));
    expect(thread.viewer).toBe("couple");
    expect(thread.inquiry.status).toBe("replied");
    // Stored and returned as the text typed: markup is not interpreted or stripped.
    expect(thread.messages.map((m) => [m.from, m.body])).toEqual([
      ["couple", inquiry.message],
      ["vendor", "Thank you! September 18 is open. <b>Shall we talk Tuesday?</b>"],
    ]);
    const mine = await json<{ inquiries: { id: string; unread: boolean; status: string }[] }>(await t.request("GET", "/api/inquiries/mine", undefined, couple.headers));
    expect(mine.inquiries).toMatchObject([{ id: created.id, unread: false, status: "replied" }]);

    const booked = await t.request("PUT", `/api/inquiries/${created.id}/status`, { status: "booked" }, vendor.headers);
    expect(booked.status).toBe(200);
    const filtered = await json<{ inquiries: unknown[] }>(await t.request("GET", `/api/inquiries/inbox/${studio.id}?status=booked`, undefined, vendor.headers));
    expect(filtered.inquiries).toHaveLength(1);
    // Only the vendor files an inquiry.
    expect((await t.request("PUT", `/api/inquiries/${created.id}/status`, { status: "declined" }, couple.headers)).status).toBe(403);
  });

  it("keeps inboxes and threads to their parties", async () => {
    const [vendorA, vendorB, coupleC, coupleD] = [await account("vendor"), await account("vendor"), await account("couple"), await account("couple")];
    const studioA = await insertTestVendor(t.database.db, { ownerId: vendorA.id });
    const studioB = await insertTestVendor(t.database.db, { ownerId: vendorB.id });
    const { inquiry: toB } = await json<{ inquiry: { id: string } }>(await t.request("POST", `/api/inquiries/vendors/${studioB.id}`, inquiry, coupleC.headers));
    // Vendor A can't read vendor B's inbox or thread, nor file it; couple D can't read couple C's thread.
    expect((await t.request("GET", `/api/inquiries/inbox/${studioB.id}`, undefined, vendorA.headers)).status).toBe(404);
    expect((await t.request("GET", `/api/inquiries/${toB.id}`, undefined, vendorA.headers)).status).toBe(404);
    expect((await t.request("PUT", `/api/inquiries/${toB.id}/status`, { status: "booked" }, vendorA.headers)).status).toBe(404);
    expect((await t.request("GET", `/api/inquiries/${toB.id}`, undefined, coupleD.headers)).status).toBe(404);
    expect((await t.request("POST", `/api/inquiries/${toB.id}/messages`, { body: "Hello" }, coupleD.headers)).status).toBe(404);
    expect((await json<{ inquiries: unknown[] }>(await t.request("GET", "/api/inquiries/mine", undefined, coupleD.headers))).inquiries).toEqual([]);
    expect((await json<{ inquiries: unknown[] }>(await t.request("GET", `/api/inquiries/inbox/${studioA.id}`, undefined, vendorA.headers))).inquiries).toEqual([]);
    // Admins don't read private threads either.
    expect((await t.request("GET", `/api/inquiries/${toB.id}`, undefined, await t.signIn("admin"))).status).toBe(404);
  });

  it("needs a verified couple, a published vendor and a valid inquiry, and changes nothing otherwise", async () => {
    const couple = await account("couple");
    const studio = await insertTestVendor(t.database.db, {});
    const hidden = await insertTestVendor(t.database.db, { published: false });
    const before = (await t.database.db.select().from(vendorInquiries)).length;

    const bad = await t.request("POST", `/api/inquiries/vendors/${studio.id}`, { ...inquiry, guestCount: 0, message: "hi" }, couple.headers);
    expect(bad.status).toBe(400);
    expect(Object.keys((await json<ErrorBody>(bad)).error.fields ?? {}).sort()).toEqual(["guestCount", "message"]);
    expect((await t.request("POST", `/api/inquiries/vendors/${studio.id}`, { ...inquiry, weddingDate: "next June" }, couple.headers)).status).toBe(400);
    expect((await t.request("POST", `/api/inquiries/vendors/not-an-id`, inquiry, couple.headers)).status).toBe(400);
    expect((await t.request("POST", `/api/inquiries/vendors/${hidden.id}`, inquiry, couple.headers)).status).toBe(404);
    expect((await t.request("POST", `/api/inquiries/vendors/${studio.id}`, inquiry, await t.signIn("vendor"))).status).toBe(403);
    expect((await t.request("POST", `/api/inquiries/vendors/${studio.id}`, inquiry)).status).toBe(401);

    await t.database.db.update(users).set({ emailVerified: false }).where(eq(users.id, couple.id));
    const unverified = await t.request("POST", `/api/inquiries/vendors/${studio.id}`, inquiry, couple.headers);
    expect(unverified.status).toBe(403);
    expect((await json<ErrorBody>(unverified)).error.message).toMatch(/verif|confirm/i);
    expect((await t.database.db.select().from(vendorInquiries)).length).toBe(before);
  });

  it("keeps an inquiry to an unclaimed listing until it is claimed, telling its public address without the couple's details", async () => {
    const couple = await account("couple");
    const listing = await insertTestVendor(t.database.db, { businessName: "Maple Row Strings", contactEmail: "hello@maplerow.example" });
    const sent = await json<{ vendorClaimed: boolean }>(await t.request("POST", `/api/inquiries/vendors/${listing.id}`, inquiry, couple.headers));
    expect(sent.vendorClaimed).toBe(false);
    const mail = await waitForMail(t, "hello@maplerow.example", /A couple wants to hear from Maple Row Strings/);
    expect(mail.text).not.toContain(couple.email);
    expect(mail.text).not.toContain("barn near Delaware");
    expect(mail.text).toContain("/vendor/claim");
  });
});

describe("who the couple is, to the vendor", () => {
  it("shows the couple's names from their profile in the inbox, the thread and the mail; the vendor's answer names the business once", async () => {
    const vendor = await account("vendor");
    const couple = await account("couple");
    await t.database.db.insert(coupleProfiles).values({ id: couple.id, partner1Name: "Maya", partner2Name: " Theo " });
    const studio = await insertTestVendor(t.database.db, { ownerId: vendor.id, businessName: "Lena Park Photography" });
    const sent = await json<{ inquiry: { id: string } }>(await t.request("POST", `/api/inquiries/vendors/${studio.id}`, inquiry, couple.headers));
    await waitForMail(t, vendor.email, /^New inquiry for Lena Park Photography from Maya & Theo$/);

    const inbox = await json<{ inquiries: { couple: { name: string } }[] }>(await t.request("GET", `/api/inquiries/inbox/${studio.id}`, undefined, vendor.headers));
    expect(inbox.inquiries[0]?.couple.name).toBe("Maya & Theo");
    const thread = await json<Thread>(await t.request("GET", `/api/inquiries/${sent.inquiry.id}`, undefined, vendor.headers));
    expect(thread.inquiry.couple.name).toBe("Maya & Theo");

    await t.request("POST", `/api/inquiries/${sent.inquiry.id}/messages`, { body: "We'd love to." }, vendor.headers);
    await waitForMail(t, couple.email, /^New message from Lena Park Photography$/);
    await t.request("POST", `/api/inquiries/${sent.inquiry.id}/messages`, { body: "Wonderful!" }, couple.headers);
    await waitForMail(t, vendor.email, /^New message from Maya & Theo about Lena Park Photography$/);
  });

  it("uses the name given at sign-up while the profile has only one partner's name", async () => {
    const vendor = await account("vendor");
    const couple = await account("couple");
    await t.database.db.update(users).set({ name: "Priya and Daniel" }).where(eq(users.id, couple.id));
    await t.database.db.insert(coupleProfiles).values({ id: couple.id, partner1Name: "Priya" });
    const studio = await insertTestVendor(t.database.db, { ownerId: vendor.id, businessName: "Harbor Light Films" });
    await t.request("POST", `/api/inquiries/vendors/${studio.id}`, inquiry, couple.headers);
    const inbox = await json<{ inquiries: { couple: { name: string } }[] }>(await t.request("GET", `/api/inquiries/inbox/${studio.id}`, undefined, vendor.headers));
    expect(inbox.inquiries[0]?.couple.name).toBe("Priya and Daniel");
  });
});
