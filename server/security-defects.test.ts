import { eq } from "drizzle-orm";
import zlib from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_KIND_LOCKED } from "../domain/account.ts";
import { ERASED_SENDER_EMAIL, ERASED_SENDER_NAME } from "../domain/contact.ts";
import { RECENT_SIGN_IN_SECONDS, SESSION_ABSOLUTE_SECONDS, SESSION_IDLE_SECONDS } from "./auth/session-rules.ts";
import path from "node:path";
import { contactMessages, guestHouseholds, guests, sessions, tourSlots, users, venues } from "./db/schema/index.ts";
import { readOutbox } from "./mail/mailer.ts";
import { insertTestVendor } from "./test/vendors.ts";
import { insertTestVenue } from "./test/venues.ts";
import { createTestApp, linkIn, STRONG_PASSWORD, waitForMail, type TestApp } from "./test/harness.ts";
import { sampleListing, uploadImage } from "./test/venue-listings.ts";

/**
 * The defects found by testing the running product (issue 8), one block per numbered case. Each test
 * failed before its fix.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: "boss@example.com,admin@example.com", TRUST_PROXY: "true", ADDRESS_RATE_LIMIT_SCALE: "100" });
});
afterAll(() => t.close());

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string[]> } };
const errorOf = async (response: Response) => ((await response.json()) as ErrorBody).error;
const cookieOf = (response: Response) => response.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");

/** Signs up and signs in without verifying the address, as a stranger would. */
async function unverifiedSession(email: string, userType = "couple", from = "203.0.113.9"): Promise<Record<string, string>> {
  const signUp = await t.request("POST", "/api/auth/sign-up/email", { email, password: STRONG_PASSWORD, name: "x", userType });
  expect(signUp.status, await signUp.clone().text()).toBe(200);
  const signIn = await t.request("POST", "/api/auth/sign-in/email", { email, password: STRONG_PASSWORD }, { "x-forwarded-for": from });
  expect(signIn.status).toBe(200);
  return { cookie: cookieOf(signIn) };
}

async function me(headers: Record<string, string>) {
  return ((await (await t.request("GET", "/api/account/me", undefined, headers)).json()) as { user: { is_admin: boolean; email_verified: boolean } | null }).user;
}

describe("1. ADMIN_EMAILS grants admin only to a verified address", () => {
  it("an unverified sign-up of the admin address is no admin, and can read neither the users nor the outbox", async () => {
    const production = await createTestApp({ ADMIN_EMAILS: "boss@example.com", NODE_ENV: "production" });
    try {
      const signUp = await production.request("POST", "/api/auth/sign-up/email", { email: "boss@example.com", password: STRONG_PASSWORD, name: "x" });
      expect(signUp.status).toBe(200);
      const signIn = await production.request("POST", "/api/auth/sign-in/email", { email: "boss@example.com", password: STRONG_PASSWORD });
      const headers = { cookie: cookieOf(signIn) };
      const user = ((await (await production.request("GET", "/api/account/me", undefined, headers)).json()) as { user: { is_admin: boolean; email_verified: boolean } }).user;
      expect(user).toMatchObject({ is_admin: false, email_verified: false });
      expect((await production.request("GET", "/api/admin/users", undefined, headers)).status).toBe(403);
      expect((await production.request("GET", "/api/mail/outbox", undefined, headers)).status).toBe(403);
    } finally {
      await production.close();
    }
  });

  it("becomes admin once the address is proven through the mail link", async () => {
    const headers = await unverifiedSession("boss@example.com");
    expect((await me(headers))?.is_admin).toBe(false);
    const mail = await waitForMail(t, "boss@example.com", /Confirm your email/);
    const verified = await t.request("GET", linkIn(mail.text).replace(t.config.publicUrl, ""));
    expect(verified.status).toBeLessThan(400);
    expect(await me(headers)).toMatchObject({ is_admin: true, email_verified: true });
    expect((await t.request("GET", "/api/admin/users", undefined, headers)).status).toBe(200);
  });
});

describe("2. data sent to an address is joined to an account only once the address is verified", () => {
  const message = { name: "Real Victim", email: "victim@example.org", topic: "support", message: "Please call me about my booking." };

  it("an unverified account with the sender's address neither sees nor erases the message", async () => {
    expect((await t.request("POST", "/api/contact", message)).status).toBe(201);
    const headers = await unverifiedSession("victim@example.org");
    const exported = (await (await t.request("GET", "/api/account/export", undefined, headers)).json()) as { contactMessages: unknown[] };
    expect(exported.contactMessages).toEqual([]);
    const deleted = await t.request("POST", "/api/account/delete", { password: STRONG_PASSWORD, confirm: "DELETE" }, headers);
    expect(deleted.status).toBe(200);
    const kept = await t.database.db.select().from(contactMessages).where(eq(contactMessages.email, "victim@example.org"));
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ name: "Real Victim", message: message.message });
  });

  it("a verified sender sees their messages, and deleting the account anonymizes them for the admins", async () => {
    const sender = { ...message, name: "Verified Sender", email: "sender@example.org" };
    expect((await t.request("POST", "/api/contact", sender)).status).toBe(201);
    const headers = await t.signIn("couple", "sender@example.org");
    const exported = (await (await t.request("GET", "/api/account/export", undefined, headers)).json()) as { contactMessages: { name: string }[] };
    expect(exported.contactMessages.map((m) => m.name)).toEqual(["Verified Sender"]);
    expect((await t.request("POST", "/api/account/delete", { password: STRONG_PASSWORD, confirm: "DELETE" }, headers)).status).toBe(200);
    const rows = await t.database.db.select().from(contactMessages).where(eq(contactMessages.message, sender.message));
    const erased = rows.find((row) => row.name === ERASED_SENDER_NAME);
    expect(erased).toMatchObject({ email: ERASED_SENDER_EMAIL, message: sender.message });
    expect(rows.some((row) => row.email === "sender@example.org")).toBe(false);
  });
});

describe("3. control characters are refused once, centrally, naming the field", () => {
  it.each([
    ["GET", "/api/venues?q=a%00b", undefined, "q"],
    ["GET", "/api/venue-claims/venues?q=a%00b", undefined, "q"],
    ["GET", "/api/help/articles?q=%07", undefined, "q"],
    ["GET", "/api/admin/users?q=a%00", undefined, "q"],
    ["GET", "/api/tours/venues/a%00b/slots", undefined, "path"],
    ["POST", "/api/contact", { name: "\u0000", email: "a@example.com", topic: "support", message: "hello there friends" }, "name"],
    ["POST", "/api/auth/sign-in/email", { email: "a\u0000@example.com", password: "whatever it is" }, "email"],
    ["POST", "/api/auth/reset-password", { token: "abc\u0000", newPassword: STRONG_PASSWORD }, "token"],
    ["POST", "/api/auth/update-user", { name: "bad\u001bname" }, "name"],
  ] as const)("%s %s", async (method, path, body, field) => {
    const headers = await t.signIn("admin");
    const response = await t.request(method, path, body, headers);
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.code).toBe("control_characters");
    expect(Object.keys(error.fields ?? {})).toEqual([field]);
  });

  it("names nested fields, and keeps line breaks and tabs in text", async () => {
    const owner = await t.signIn("venue_owner");
    const bad = await t.request("POST", "/api/owner/venues", sampleListing({ rules: ["No glitter", "bad\u0000rule"] }), owner);
    expect(bad.status).toBe(400);
    expect(Object.keys((await errorOf(bad)).fields ?? {})).toEqual(["rules.1"]);
    const fine = await t.request("POST", "/api/contact", { name: "Tab\tName", email: "fine@example.com", topic: "support", message: "Line one\r\nLine two" });
    expect(fine.status).toBe(201);
  });

  it("refuses alt text with control characters on a multipart upload", async () => {
    const owner = await t.signIn("venue_owner");
    const created = (await (await t.request("POST", "/api/owner/venues", sampleListing(), owner)).json()) as { venue: { id: string } };
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#c9a" } }).png().toBuffer();
    const response = await uploadImage(t, owner, created.venue.id, png, "photo.png", "image/png", "a\u0000b");
    expect(response.status).toBe(400);
    expect(Object.keys((await errorOf(response)).fields ?? {})).toEqual(["alt"]);
  });
});

describe("4. the kind of account is not a self-service field", () => {
  it.each([["venue_owner"], ["admin"], ["<script>"], [123], [null]])("update-user refuses userType %s and changes nothing", async (userType) => {
    const headers = await t.signIn("couple");
    const response = await t.request("POST", "/api/auth/update-user", { userType }, headers);
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({ code: "account_kind_locked", message: ACCOUNT_KIND_LOCKED });
    const user = (await (await t.request("GET", "/api/account/me", undefined, headers)).json()) as { user: { is_couple: boolean; is_venue_owner: boolean } };
    expect(user.user).toMatchObject({ is_couple: true, is_venue_owner: false });
  });

  it("a null or empty name is a 400, and a real name still changes", async () => {
    const headers = await t.signIn("couple");
    for (const name of [null, "", 42]) expect((await t.request("POST", "/api/auth/update-user", { name }, headers)).status).toBe(400);
    expect((await t.request("POST", "/api/auth/update-user", { name: "Maya Theo" }, headers)).status).toBe(200);
  });

  it("sign-up refuses an unknown kind of account", async () => {
    const response = await t.request("POST", "/api/auth/sign-up/email", { email: "kind@example.com", password: STRONG_PASSWORD, name: "x", userType: "admin" });
    expect(response.status).toBe(400);
    expect(Object.keys((await errorOf(response)).fields ?? {})).toEqual(["userType"]);
  });
});

describe("5. malformed escapes in media addresses", () => {
  it.each(["/media/venues/%E0%A4%A", "/media/%c0%ae%c0%ae/x"])("%s is a 400", async (path) => {
    const response = await t.request("GET", path);
    expect(response.status).toBe(400);
  });

  it("a decoded key that climbs out of storage is a 404", async () => {
    expect((await t.request("GET", "/media/venues/..%2F..%2Fetc%2Fpasswd")).status).toBe(404);
  });
});

describe("6. an unpublished saved venue shows as unavailable, without its later edits", () => {
  it("keeps the card as it was saved", async () => {
    const headers = await t.signIn("couple");
    const [venue] = await t.database.db.select({ id: venues.id, name: venues.name }).from(venues).where(eq(venues.published, true)).limit(1);
    expect((await t.request("PUT", `/api/saved-venues/${venue!.id}`, undefined, headers)).status).toBe(200);
    await t.database.db.update(venues).set({ published: false, name: "Renamed While Hidden", summary: "New secret text" }).where(eq(venues.id, venue!.id));
    const saved = (await (await t.request("GET", "/api/saved-venues", undefined, headers)).json()) as {
      venues: { id: string; name: string; summary: string; published: boolean; cover: unknown }[];
    };
    const card = saved.venues.find((v) => v.id === venue!.id)!;
    expect(card).toMatchObject({ name: venue!.name, published: false, cover: null });
    expect(card.summary).not.toBe("New secret text");
    await t.database.db.update(venues).set({ published: true, name: venue!.name }).where(eq(venues.id, venue!.id));
  });
});

describe("7. only http(s) web addresses are stored", () => {
  it.each(["javascript:alert(1)", "data:text/html,hi", "file:///etc/passwd", "https://no-dot"])("venue website %s is refused", async (website) => {
    const owner = await t.signIn("venue_owner");
    const response = await t.request("POST", "/api/owner/venues", sampleListing({ website }), owner);
    expect(response.status).toBe(400);
    expect(Object.keys((await errorOf(response)).fields ?? {})).toContain("website");
  });

  it("a business profile refuses javascript: too, and takes https", async () => {
    const vendor = await t.signIn("vendor");
    expect((await t.request("PUT", "/api/account/business-profile", { website: "javascript:alert(1)" }, vendor)).status).toBe(400);
    expect((await t.request("PUT", "/api/account/business-profile", { website: "https://example.com/studio" }, vendor)).status).toBe(200);
  });
});

describe("8. a stranger's failed guesses don't lock the owner out", () => {
  const signIn = (email: string, password: string, from: string) =>
    t.request("POST", "/api/auth/sign-in/email", { email, password }, { "x-forwarded-for": from });

  it("ten failures from one network lock that network out, not the owner on theirs, and say how to get in now", async () => {
    await t.signIn("couple", "locked-out@example.com");
    for (let i = 0; i < 10; i++) expect((await signIn("locked-out@example.com", `wrong password ${i}`, "198.51.100.7")).status).toBe(401);
    const attacker = await signIn("locked-out@example.com", STRONG_PASSWORD, "198.51.100.7");
    expect(attacker.status).toBe(429);
    expect((await errorOf(attacker)).message).toMatch(/Please try again in \d+ (seconds|minutes)\. To get in now, reset your password/);
    expect((await signIn("locked-out@example.com", STRONG_PASSWORD, "192.0.2.44")).status).toBe(200);
  });

  it("a password reset clears the account's failures from every network", async () => {
    await t.signIn("couple", "reset-unlocks@example.com");
    for (let i = 0; i < 10; i++) await signIn("reset-unlocks@example.com", `wrong password ${i}`, "198.51.100.8");
    expect((await signIn("reset-unlocks@example.com", STRONG_PASSWORD, "198.51.100.8")).status).toBe(429);
    await t.request("POST", "/api/auth/request-password-reset", { email: "reset-unlocks@example.com", redirectTo: "/password-reset" });
    const mail = await waitForMail(t, "reset-unlocks@example.com", /reset/i);
    const token = new URL(linkIn(mail.text)).searchParams.get("token")!;
    const newPassword = "meadow copper lantern 77";
    expect((await t.request("POST", "/api/auth/reset-password", { token, newPassword })).status).toBe(200);
    expect((await signIn("reset-unlocks@example.com", newPassword, "198.51.100.8")).status).toBe(200);
  });
});

describe("9. sessions: idle timeout, absolute lifetime, recent sign-in for sensitive actions, no tokens listed", () => {
  it("a session's cookie and row expire after the idle timeout, not 30 days", async () => {
    const response = await t.request("POST", "/api/auth/sign-in/email", { email: "idle@example.com", password: STRONG_PASSWORD });
    expect(response.status).toBe(401); // no such account yet
    await t.signIn("couple", "idle@example.com");
    const signIn = await t.request("POST", "/api/auth/sign-in/email", { email: "idle@example.com", password: STRONG_PASSWORD });
    const maxAge = Number(/Max-Age=(\d+)/i.exec(signIn.headers.getSetCookie().find((c) => c.includes("session_token"))!)?.[1]);
    expect(maxAge).toBe(SESSION_IDLE_SECONDS);
  });

  it("a session past its absolute lifetime is signed out, however recently it was used", async () => {
    const headers = await t.signIn("couple");
    const [row] = await t.database.db.select({ id: sessions.id, userId: sessions.userId }).from(sessions).orderBy(sessions.createdAt).limit(1000).then((rows) => rows.slice(-1));
    const aged = new Date(Date.now() - (SESSION_ABSOLUTE_SECONDS + 60) * 1000);
    await t.database.db.update(sessions).set({ createdAt: aged, updatedAt: new Date() }).where(eq(sessions.id, row!.id));
    expect(await me(headers)).toBeNull();
    expect(await t.database.db.select().from(sessions).where(eq(sessions.id, row!.id))).toEqual([]);
  });

  it("admin changes and a new email need a recent sign-in; re-entering the password restores it", async () => {
    const headers = await t.signIn("admin");
    const [admin] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, "admin@example.com"));
    const stale = new Date(Date.now() - (RECENT_SIGN_IN_SECONDS + 60) * 1000);
    await t.database.db.update(sessions).set({ createdAt: stale }).where(eq(sessions.userId, admin!.id));
    const [message] = await t.database.db.select({ id: contactMessages.id }).from(contactMessages).limit(1);
    const handle = () => t.request("PATCH", `/api/admin/contact-messages/${message!.id}`, { handled: true }, headers);
    const refused = await handle();
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).code).toBe("reauthentication_required");
    const changeEmail = await t.request("POST", "/api/auth/change-email", { newEmail: "elsewhere@example.com" }, headers);
    expect(changeEmail.status).toBe(403);
    expect((await t.request("GET", "/api/admin/users", undefined, headers)).status).toBe(200); // reading stays open

    expect((await t.request("POST", "/api/account/reauthenticate", { password: "not my password at all" }, headers)).status).toBe(400);
    expect((await t.request("POST", "/api/account/reauthenticate", { password: STRONG_PASSWORD }, headers)).status).toBe(200);
    expect((await handle()).status).toBe(200);
  });

  it("list-sessions returns ids, never tokens", async () => {
    const headers = await t.signIn("couple");
    const response = await t.request("GET", "/api/auth/list-sessions", undefined, headers);
    expect(response.status).toBe(200);
    const listed = (await response.json()) as Record<string, unknown>[];
    expect(listed.length).toBeGreaterThan(0);
    for (const session of listed) {
      expect(session.id).toEqual(expect.any(String));
      expect(session).not.toHaveProperty("token");
    }
  });

  it("auth errors use the product's error shape", async () => {
    const response = await t.request("POST", "/api/auth/sign-in/email", { email: "nobody-here@example.com", password: "wrong password here" });
    expect(response.status).toBe(401);
    expect(await errorOf(response)).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });
});

describe("10. an image bomb is refused for its pixels", () => {
  it("a 30000 x 30000 PNG says it has too many pixels", async () => {
    const owner = await t.signIn("venue_owner");
    const created = (await (await t.request("POST", "/api/owner/venues", sampleListing(), owner)).json()) as { venue: { id: string } };
    const bomb = await pngClaiming(30000, 30000);
    const response = await uploadImage(t, owner, created.venue.id, bomb);
    expect(response.status).toBe(413);
    expect(await errorOf(response)).toMatchObject({ code: "image_too_large", message: expect.stringMatching(/too many pixels/) });
  });
});

/** A small PNG whose header claims these dimensions: what a decompression bomb looks like to a reader. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await sharp({ create: { width: 1, height: 1, channels: 3, background: "#fff" } }).png().toBuffer());
  // IHDR's data starts at byte 16 (8 signature + 4 length + 4 type); its CRC covers type and data.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)), 29);
  return png;
}

describe("issue 11: a reset link is checked when its page opens", () => {
  it("says a fresh link works, and a used or made-up one does not", async () => {
    await t.signIn("couple", "reset-check@example.com");
    await t.request("POST", "/api/auth/request-password-reset", { email: "reset-check@example.com", redirectTo: "/password-reset" });
    const mail = await waitForMail(t, "reset-check@example.com", /reset/i);
    const token = new URL(linkIn(mail.text)).searchParams.get("token")!;
    const check = async (value: string) =>
      ((await (await t.request("GET", `/api/account/reset-link?token=${encodeURIComponent(value)}`)).json()) as { usable: boolean }).usable;
    expect(await check(token)).toBe(true);
    expect(await check("made-up-token")).toBe(false);
    expect((await t.request("POST", "/api/auth/reset-password", { token, newPassword: "meadow copper lantern 78" })).status).toBe(200);
    expect(await check(token)).toBe(false);
    expect((await t.request("GET", "/api/account/reset-link")).status).toBe(400);
  });
});

describe("issue 11: the owners' questionnaire answers reach couples", () => {
  it("the saved list carries each listed venue's answers for the comparison", async () => {
    const headers = await t.signIn("couple");
    const [venue] = await t.database.db.select({ id: venues.id }).from(venues).where(eq(venues.published, true)).limit(1);
    await t.database.db.update(venues).set({ details: { candles: "restricted", deposit: "30% of the rental fee" } }).where(eq(venues.id, venue!.id));
    expect((await t.request("PUT", `/api/saved-venues/${venue!.id}`, undefined, headers)).status).toBe(200);
    const saved = (await (await t.request("GET", "/api/saved-venues", undefined, headers)).json()) as { venues: { id: string; details: Record<string, string> }[] };
    expect(saved.venues.find((v) => v.id === venue!.id)?.details).toEqual({ candles: "restricted", deposit: "30% of the rental fee" });
  });
});

/**
 * Issue 25's abuse section: every route that mails other people, called past its limit from one
 * person (and one address), in an app without the test suite's address scaling. Each must refuse
 * with 429 once its limit is reached, and the mail that reaches the target must stay within it.
 */
describe("issue 25: every mail-sending route past its limit", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: "true" });
  });
  afterAll(() => app.close());

  const mailCount = async (to: string, subject: RegExp) =>
    (await readOutbox(path.join(app.dataDir, "mail"), 5000)).filter((m) => m.to === to && subject.test(m.subject)).length;
  /** Mail leaves after the answer: wait for the expected count, then report what arrived. */
  async function settled(to: string, subject: RegExp, expected: number) {
    const deadline = Date.now() + 10_000;
    let count = await mailCount(to, subject);
    while (count < expected && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      count = await mailCount(to, subject);
    }
    return count;
  }
  const idOf = async (email: string) => (await app.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  let n = 0;
  const account = async (kind: "couple" | "vendor" | "venue_owner") => {
    const email = `${kind}-flood-${++n}@example.com`;
    const headers = await app.signIn(kind, email);
    return { email, headers, id: await idOf(email) };
  };
  /** Calls `times` times; answers the statuses. */
  const repeat = async (times: number, call: (i: number) => Promise<Response>) => {
    const statuses: number[] = [];
    for (let i = 0; i < times; i += 1) statuses.push((await call(i)).status);
    return statuses;
  };

  it("invitations: a new couple's hourly limit, counted in messages", async () => {
    const couple = await account("couple");
    for (let i = 0; i < 30; i += 1) {
      const [household] = await app.database.db.insert(guestHouseholds).values({ coupleId: couple.id, name: `H${i}`, rsvpToken: `flood-${i}-${couple.id}`.padEnd(43, "x") }).returning();
      await app.database.db.insert(guests).values({ coupleId: couple.id, householdId: household!.id, firstName: `G${i}`, email: "target@flood.example" });
    }
    // 30 messages a send to one address: 3 sends fit in 100 an hour, the 4th is refused whole.
    const statuses = await repeat(5, (i) => app.request("POST", "/api/guests/invitations", { kind: i % 2 ? "reminder" : "invitation", audience: "all" }, { ...couple.headers, "x-forwarded-for": "192.0.2.1" }));
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect(await settled("target@flood.example", /./, 90)).toBe(90);
  });

  it("inquiries: ten a day per couple, the vendor mailed for each accepted one only", async () => {
    const couple = await account("couple");
    const vendor = await account("vendor");
    const studios = await Promise.all(Array.from({ length: 12 }, () => insertTestVendor(app.database.db, { ownerId: vendor.id })));
    const statuses = await repeat(12, (i) => app.request("POST", `/api/inquiries/vendors/${studios[i]!.id}`, { message: "We would love to hear about your wedding packages." }, { ...couple.headers, "x-forwarded-for": "192.0.2.2" }));
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429]);
    expect(await settled(vendor.email, /^New inquiry/, 10)).toBe(10);
  });

  it("thread messages: twenty an hour in one conversation", async () => {
    const couple = await account("couple");
    const vendor = await account("vendor");
    const studio = await insertTestVendor(app.database.db, { ownerId: vendor.id });
    const sent = await app.request("POST", `/api/inquiries/vendors/${studio.id}`, { message: "Hello! Are you free next fall?" }, couple.headers);
    const { inquiry } = (await sent.json()) as { inquiry: { id: string } };
    const statuses = await repeat(23, (i) => app.request("POST", `/api/inquiries/${inquiry.id}/messages`, { body: `Message ${i}` }, { ...vendor.headers, "x-forwarded-for": "192.0.2.3" }));
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    expect(await settled(couple.email, /^New message/, 20)).toBe(20);
  });

  it("tour bookings: ten a day per couple", async () => {
    const couple = await account("couple");
    const owner = await account("venue_owner");
    const slots: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      const venue = await insertTestVenue(app.database.db, { ownerId: owner.id, name: `Flood Hall ${i}` }, 0);
      const startsAt = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 10 * 86_400_000 + i * 3_600_000);
      const [slot] = await app.database.db.insert(tourSlots).values({ venueId: venue.id, startsAt, endsAt: new Date(startsAt.getTime() + 3_600_000) }).returning();
      slots.push(slot!.id);
    }
    const statuses = await repeat(12, (i) => app.request("POST", "/api/tours/bookings", { slotId: slots[i] }, { ...couple.headers, "x-forwarded-for": "192.0.2.4" }));
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429]);
    expect(await settled(owner.email, /^New tour booked/, 10)).toBe(10);
  });

  it("claims: five a day per person", async () => {
    const vendor = await account("vendor");
    const listings = await Promise.all(Array.from({ length: 7 }, () => insertTestVendor(app.database.db)));
    const claim = (vendorId: string) => ({ vendorId, role: "owner", phone: "614-555-0142", proof: "I own the business; call the number on our website." });
    const statuses = await repeat(7, (i) => app.request("POST", "/api/vendor-claims", claim(listings[i]!.id), { ...vendor.headers, "x-forwarded-for": "192.0.2.5" }));
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.slice(5)).toEqual([429, 429]);
    expect(await settled(vendor.email, /^We received your claim/, 5)).toBe(5);
  });

  it("the contact form and password resets keep their limits", async () => {
    const contact = await repeat(12, () => app.request("POST", "/api/contact", { name: "Ada", email: "ada@flood.example", topic: "general", message: "Hello there, a question." }, { "x-forwarded-for": "192.0.2.6" }));
    expect(contact.filter((s) => s === 201)).toHaveLength(10);
    const resets = await repeat(5, () => app.request("POST", "/api/auth/request-password-reset", { email: "couple-flood-1@example.com", redirectTo: "/password-reset" }, { "x-forwarded-for": "192.0.2.7" }));
    expect(resets.filter((s) => s === 200)).toHaveLength(3);
    expect(await settled("couple-flood-1@example.com", /reset/i, 3)).toBe(3);
  });
});
