import { randomBytes } from "node:crypto";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coupleChatHistory, guestHouseholds, guestListSettings, guests, users, vendorReviews, vendors } from "./db/schema/index.ts";
import { JUNE_CHAT_LIMITS } from "./features/june/index.ts";
import { INQUIRY_LIMITS } from "./features/vendor-inquiries/index.ts";
import { insertTestVendor } from "./test/vendors.ts";
import { withoutQueryValues } from "./logger.ts";
import { INVITATION_MAIL_LIMITS } from "./mail/couple-sending.ts";
import { readOutbox } from "./mail/mailer.ts";
import { createTestApp, STRONG_PASSWORD, type TestApp } from "./test/harness.ts";

/**
 * The defects of issue 25 (abuse and flooding), one block per numbered case. Each test failed before
 * its fix. Limits per address are tested from distinct X-Forwarded-For addresses (TRUST_PROXY), so
 * the blocks don't share a count.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: "admin@example.com", TRUST_PROXY: "true", ADDRESS_RATE_LIMIT_SCALE: "100" });
});
afterAll(() => t.close());

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string[]> } };
const errorOf = async (response: Response) => ((await response.json()) as ErrorBody).error;
const json = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T;

let accounts = 0;
async function account(kind: "couple" | "vendor" | "admin") {
  const email = kind === "admin" ? "admin@example.com" : `${kind}-abuse-${++accounts}-${randomBytes(3).toString("hex")}@example.com`;
  const headers = await t.signIn(kind, email);
  const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { email, headers, id: user!.id };
}

/** Mail in the outbox to addresses matching `to` (and subjects matching `subject`). */
async function mailTo(to: RegExp, subject = /./): Promise<number> {
  return (await readOutbox(path.join(t.dataDir, "mail"), 5000)).filter((m) => to.test(m.to) && subject.test(m.subject)).length;
}

/** Waits until `expected` messages reached `to` (mail leaves after the answer), then reports the count. */
async function settledMailCount(to: RegExp, expected: number, subject = /./): Promise<number> {
  const deadline = Date.now() + 10_000;
  let count = await mailTo(to, subject);
  while (count < expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    count = await mailTo(to, subject);
  }
  return count;
}

/** `count` households of one guest each, with a made-up address at `domain`. */
async function addHouseholds(coupleId: string, count: number, domain: string) {
  for (let i = 0; i < count; i += 1) {
    const [household] = await t.database.db
      .insert(guestHouseholds)
      .values({ coupleId, name: `Guest ${i}`, rsvpToken: randomBytes(32).toString("base64url") })
      .returning({ id: guestHouseholds.id });
    await t.database.db.insert(guests).values({ coupleId, householdId: household!.id, firstName: `Guest${i}`, email: `guest${i}@${domain}` });
  }
}

describe("1. invitations are not a bulk mail relay", () => {
  it("a new couple sends within its hourly limit, and a send past it is refused whole with when to try again", async () => {
    const couple = await account("couple");
    await addHouseholds(couple.id, 60, "relay-one.example");
    const first = await t.request("POST", "/api/guests/invitations", { kind: "invitation", audience: "all" }, couple.headers);
    expect(await json(first)).toEqual({ households: 60, messages: 60 });
    // A new account may send 100 an hour: a reminder round of 60 more would pass it.
    const second = await t.request("POST", "/api/guests/invitations", { kind: "reminder", audience: "all" }, couple.headers);
    expect(second.status).toBe(429);
    expect(Number(second.headers.get("retry-after"))).toBeGreaterThan(0);
    const error = await errorOf(second);
    expect(error.message).toContain(`limit of ${INVITATION_MAIL_LIMITS.newHour.max} an hour for a new account`);
    expect(error.message).toMatch(/Nothing was sent\. You can try again in \d+ (minutes|seconds)\./);
    expect(await settledMailCount(/@relay-one\.example$/, 60)).toBe(60);
  });

  it("names carrying a link never reach a subject line", async () => {
    const couple = await account("couple");
    const profile = await t.request("PUT", "/api/account/couple-profile", { partner1Name: "URGENT: verify your bank at http://bank-verify.example/login" }, couple.headers);
    expect(profile.status).toBe(400);
    // An account name set at sign-up (or before this rule) is checked when mail would go out.
    await t.database.db.update(users).set({ name: "Verify now at secure-bank.com" }).where(eq(users.id, couple.id));
    await addHouseholds(couple.id, 3, "relay-two.example");
    const sent = await t.request("POST", "/api/guests/invitations", { kind: "invitation", audience: "all" }, couple.headers);
    expect(sent.status).toBe(400);
    expect((await errorOf(sent)).code).toBe("link_in_names");
    expect(await mailTo(/@relay-two\.example$/)).toBe(0);
  });

  it("an admin sees a couple's sending and pauses it; the pause stops invitations and inquiries until lifted", async () => {
    const couple = await account("couple");
    const admin = await account("admin");
    await addHouseholds(couple.id, 4, "relay-three.example");
    expect((await t.request("POST", "/api/guests/invitations", { kind: "invitation", audience: "all" }, couple.headers)).status).toBe(200);
    const view = await json<{ couples: { coupleId: string; lastHour: number; lastDay: number; paused: boolean }[] }>(t.request("GET", "/api/admin/sending", undefined, admin.headers));
    expect(view.couples.find((c) => c.coupleId === couple.id)).toMatchObject({ lastHour: 4, lastDay: 4, paused: false });

    expect((await t.request("PUT", `/api/admin/sending/${couple.id}/pause`, { reason: "Made-up addresses" }, admin.headers)).status).toBe(200);
    const paused = await t.request("POST", "/api/guests/invitations", { kind: "reminder", audience: "all" }, couple.headers);
    expect(paused.status).toBe(403);
    expect((await errorOf(paused)).code).toBe("sending_paused");
    const studio = await insertTestVendor(t.database.db, { contactEmail: "paused-target@example.com" });
    expect((await t.request("POST", `/api/inquiries/vendors/${studio.id}`, { message: "We would love to hear about your packages for our wedding." }, couple.headers)).status).toBe(403);
    const listed = await json<{ couples: { coupleId: string; paused: boolean; pauseReason: string | null }[] }>(t.request("GET", "/api/admin/sending", undefined, admin.headers));
    expect(listed.couples.find((c) => c.coupleId === couple.id)).toMatchObject({ paused: true, pauseReason: "Made-up addresses" });

    expect((await t.request("DELETE", `/api/admin/sending/${couple.id}/pause`, undefined, admin.headers)).status).toBe(200);
    expect((await t.request("POST", "/api/guests/invitations", { kind: "reminder", audience: "all" }, couple.headers)).status).toBe(200);
    expect(await settledMailCount(/@relay-three\.example$/, 8)).toBe(8);
  });
});

describe("2. reviews", () => {
  const review = (rating: number) => ({ rating, body: `A ${rating}-star review with enough words to pass the length check.` });

  it("need a verified address", async () => {
    const studio = await insertTestVendor(t.database.db);
    const couple = await account("couple");
    await t.database.db.update(users).set({ emailVerified: false }).where(eq(users.id, couple.id));
    const refused = await t.request("POST", `/api/vendors/${studio.id}/reviews`, review(1), couple.headers);
    expect(refused.status).toBe(403);
    const [row] = await t.database.db.select({ reviewCount: vendors.reviewCount }).from(vendors).where(eq(vendors.id, studio.id));
    expect(row!.reviewCount).toBe(0);
  });

  it("a burst of low ratings is held for an admin before it moves the rating; publishing it counts it", async () => {
    const studio = await insertTestVendor(t.database.db, { reviewCount: 5, ratingTotal: 24 });
    const couples = await Promise.all([account("couple"), account("couple"), account("couple")]);
    for (const couple of couples.slice(0, 2)) expect((await t.request("POST", `/api/vendors/${studio.id}/reviews`, review(1), couple.headers)).status).toBe(201);
    const third = await json<{ review: { id: string; status: string }; notice: string | null }>(t.request("POST", `/api/vendors/${studio.id}/reviews`, review(1), couples[2]!.headers));
    expect(third.review.status).toBe("held");
    expect(third.notice).toMatch(/waiting for our team/);
    const counted = async () => (await t.database.db.select({ n: vendors.reviewCount, total: vendors.ratingTotal }).from(vendors).where(eq(vendors.id, studio.id)))[0]!;
    expect(await counted()).toEqual({ n: 7, total: 26 });
    const detail = await json<{ reviews: { id: string }[] }>(t.request("GET", `/api/vendors/${studio.id}`));
    expect(detail.reviews.map((r) => r.id)).not.toContain(third.review.id);

    const admin = await account("admin");
    const queue = await json<{ reviews: { id: string; reason: string }[] }>(t.request("GET", "/api/admin/reviews", undefined, admin.headers));
    expect(queue.reviews.find((r) => r.id === third.review.id)?.reason).toBe("burst");
    expect((await t.request("POST", `/api/admin/reviews/${third.review.id}/decision`, { action: "publish" }, admin.headers)).status).toBe(200);
    expect(await counted()).toEqual({ n: 8, total: 27 });
  });

  it("carry a mark when the couple contacted the vendor through Serviceberry", async () => {
    const studio = await insertTestVendor(t.database.db);
    const [wrote, stranger] = await Promise.all([account("couple"), account("couple")]);
    expect((await t.request("POST", `/api/inquiries/vendors/${studio.id}`, { message: "Hello! Are you free on our date in the fall next year?" }, wrote.headers)).status).toBe(201);
    await t.request("POST", `/api/vendors/${studio.id}/reviews`, review(5), wrote.headers);
    await t.request("POST", `/api/vendors/${studio.id}/reviews`, review(4), stranger.headers);
    const detail = await json<{ reviews: { rating: number; through: string | null }[] }>(t.request("GET", `/api/vendors/${studio.id}`));
    expect(detail.reviews.map((r) => [r.rating, r.through]).sort()).toEqual([
      [4, null],
      [5, "contacted"],
    ]);
  });

  it("the vendor answers a review in public and reports one to the admins, who dismiss or remove it", async () => {
    const vendor = await account("vendor");
    const studio = await insertTestVendor(t.database.db, { ownerId: vendor.id });
    const couple = await account("couple");
    const { review: written } = await json<{ review: { id: string } }>(t.request("POST", `/api/vendors/${studio.id}/reviews`, review(2), couple.headers));
    const base = `/api/vendor-dashboard/vendors/${studio.id}/reviews/${written.id}`;
    expect((await t.request("PUT", `${base}/reply`, { body: "We're sorry the day felt rushed; we have called you." }, vendor.headers)).status).toBe(200);
    const detail = await json<{ reviews: { id: string; reply: { body: string } | null }[] }>(t.request("GET", `/api/vendors/${studio.id}`));
    expect(detail.reviews.find((r) => r.id === written.id)?.reply?.body).toBe("We're sorry the day felt rushed; we have called you.");
    // Another vendor can neither answer nor report it.
    const other = await account("vendor");
    expect((await t.request("PUT", `${base}/reply`, { body: "Not mine to answer." }, other.headers)).status).toBe(404);

    expect((await t.request("POST", `${base}/report`, { reason: "This couple never booked us; we have no record of them." }, vendor.headers)).status).toBe(200);
    expect((await t.request("POST", `${base}/report`, { reason: "Reporting the same review a second time." }, vendor.headers)).status).toBe(409);
    const admin = await account("admin");
    const queue = await json<{ reviews: { id: string; reason: string; reportReason: string }[] }>(t.request("GET", "/api/admin/reviews", undefined, admin.headers));
    expect(queue.reviews.find((r) => r.id === written.id)).toMatchObject({ reason: "report", reportReason: "This couple never booked us; we have no record of them." });
    expect((await t.request("POST", `/api/admin/reviews/${written.id}/decision`, { action: "remove" }, admin.headers)).status).toBe(200);
    const [row] = await t.database.db.select({ status: vendorReviews.status }).from(vendorReviews).where(eq(vendorReviews.id, written.id));
    expect(row!.status).toBe("removed");
    const [totals] = await t.database.db.select({ n: vendors.reviewCount }).from(vendors).where(eq(vendors.id, studio.id));
    expect(totals!.n).toBe(0);
  });

  it("sign-ups from one address are limited per day as well as per hour", async () => {
    const unscaled = await createTestApp({ TRUST_PROXY: "true" });
    try {
      // 29 sign-ups earlier today from this address, more than an hour ago: the hourly window is clear.
      const dayStart = new Date(Math.floor(Date.now() / 86_400_000) * 86_400_000);
      await unscaled.database.db.execute(sql`insert into rate_limits (key, window_start, count) values ('signup:address:day:198.51.100.77', ${dayStart.toISOString()}, 29)`);
      const signUp = (i: number) => unscaled.request("POST", "/api/auth/sign-up/email", { email: `day-${i}@example.com`, password: STRONG_PASSWORD, name: "x" }, { "x-forwarded-for": "198.51.100.77" });
      expect((await signUp(1)).status).toBe(200);
      const refused = await signUp(2);
      expect(refused.status).toBe(429);
      expect((await errorOf(refused)).message).toMatch(/Too many attempts from your network\. Please try again in \d+ (minutes|hours|seconds)\./);
    } finally {
      await unscaled.close();
    }
  });
});

describe("3. the shared address link never overwrites a listed household", () => {
  it("a submission matching a household waits for the couple, who see before and after, and approve it", async () => {
    const couple = await account("couple");
    const [household] = await t.database.db
      .insert(guestHouseholds)
      .values({ coupleId: couple.id, name: "The Lopez family", rsvpToken: randomBytes(32).toString("base64url"), addressLine1: "12 Elm St", city: "Dayton", state: "OH", postalCode: "45402" })
      .returning();
    await t.database.db.insert(guests).values({ coupleId: couple.id, householdId: household!.id, firstName: "Ana", lastName: "Lopez", email: "ana@lopez.example" });
    await t.database.db.insert(guestListSettings).values({ coupleId: couple.id, addressToken: "abuse-address-token-of-the-lopez-test-couple" });
    const submitted = await t.request("POST", "/api/guest-address/abuse-address-token-of-the-lopez-test-couple", {
      firstName: "Someone",
      lastName: "Else",
      email: "ana@lopez.example",
      addressLine1: "1 Attacker Way",
      city: "Akron",
      state: "OH",
      postalCode: "44308",
    }, { "x-forwarded-for": "198.51.100.3" });
    expect(submitted.status).toBe(200);
    const [unchanged] = await t.database.db.select({ line: guestHouseholds.addressLine1 }).from(guestHouseholds).where(eq(guestHouseholds.id, household!.id));
    expect(unchanged!.line).toBe("12 Elm St");

    const { submissions } = await json<{ submissions: { id: string; addressLine1: string; matchedHousehold: { id: string; addressLine1: string } | null }[] }>(
      t.request("GET", "/api/guests/submissions", undefined, couple.headers),
    );
    expect(submissions).toHaveLength(1);
    expect(submissions[0]).toMatchObject({ addressLine1: "1 Attacker Way", matchedHousehold: { id: household!.id, addressLine1: "12 Elm St" } });
    expect((await t.request("POST", `/api/guests/submissions/${submissions[0]!.id}/decision`, { approve: true }, couple.headers)).status).toBe(200);
    const [updated] = await t.database.db.select({ line: guestHouseholds.addressLine1 }).from(guestHouseholds).where(eq(guestHouseholds.id, household!.id));
    expect(updated!.line).toBe("1 Attacker Way");
  });
});

describe("5. inquiries and thread messages are limited", () => {
  const message = (n: number) => ({ message: `Hello, number ${n}: we are planning a wedding and would love to know more.` });

  it("a couple writes to one vendor at most twice a day, and to ten vendors a day", async () => {
    const couple = await account("couple");
    const studios = await Promise.all(Array.from({ length: INQUIRY_LIMITS.coupleDay.max + 1 }, () => insertTestVendor(t.database.db)));
    expect((await t.request("POST", `/api/inquiries/vendors/${studios[0]!.id}`, message(1), couple.headers)).status).toBe(201);
    expect((await t.request("POST", `/api/inquiries/vendors/${studios[0]!.id}`, message(2), couple.headers)).status).toBe(201);
    const third = await t.request("POST", `/api/inquiries/vendors/${studios[0]!.id}`, message(3), couple.headers);
    expect(third.status).toBe(429);
    expect((await errorOf(third)).message).toMatch(/already wrote to this vendor today.*try again in/);
    const statuses: number[] = [];
    for (const studio of studios.slice(1)) statuses.push((await t.request("POST", `/api/inquiries/vendors/${studio.id}`, message(4), couple.headers)).status);
    // Two went to the first vendor: eight more fit in the day.
    expect(statuses.filter((s) => s === 201)).toHaveLength(INQUIRY_LIMITS.coupleDay.max - 2);
    expect(statuses.at(-1)).toBe(429);
  });

  it("an unclaimed listing is mailed at most once a week, however many couples write", async () => {
    const listing = await insertTestVendor(t.database.db, { contactEmail: "never-signed-up@listing.example" });
    for (let i = 0; i < 4; i += 1) {
      const couple = await account("couple");
      expect((await t.request("POST", `/api/inquiries/vendors/${listing.id}`, message(i), couple.headers)).status).toBe(201);
    }
    expect(await settledMailCount(/^never-signed-up@listing\.example$/, 1)).toBe(1);
  });

  it("messages in one conversation are limited per hour, and the vendor's mail stays within it", async () => {
    const vendor = await account("vendor");
    const studio = await insertTestVendor(t.database.db, { ownerId: vendor.id });
    const couple = await account("couple");
    const { inquiry } = await json<{ inquiry: { id: string } }>(t.request("POST", `/api/inquiries/vendors/${studio.id}`, message(0), couple.headers));
    const statuses: number[] = [];
    for (let i = 0; i < INQUIRY_LIMITS.messageThreadHour.max + 3; i += 1) {
      statuses.push((await t.request("POST", `/api/inquiries/${inquiry.id}/messages`, { body: `Follow-up number ${i}` }, couple.headers)).status);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(INQUIRY_LIMITS.messageThreadHour.max);
    const vendorAddress = new RegExp(`^${vendor.email.replace(/[.+]/g, "\\$&")}$`);
    // The inquiry and each accepted message: nothing for the refused ones.
    const expected = INQUIRY_LIMITS.messageThreadHour.max + 1;
    expect(await settledMailCount(vendorAddress, expected, /^New (inquiry|message)/)).toBe(expected);
  });
});

describe("6. June's chat storage is bounded", () => {
  it("a large picture is resized and stored as an upload; the history row holds a short URL", async () => {
    const couple = await account("couple");
    const noise = await sharp(randomBytes(2000 * 2000 * 3), { raw: { width: 2000, height: 2000, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
    const image = `data:image/png;base64,${noise.toString("base64")}`;
    expect(image.length).toBeGreaterThan(10_000_000);
    const sent = await t.request("POST", "/api/functions/chat-with-june", { messages: [{ role: "user", content: "What colors are these?" }], image }, couple.headers);
    expect(sent.status).toBe(200);
    const [row] = await t.database.db.select({ metadata: coupleChatHistory.messageMetadata }).from(coupleChatHistory).where(eq(coupleChatHistory.coupleId, couple.id)).limit(1);
    const url = row!.metadata.image!;
    expect(url).toMatch(/^\/media\/june\/[0-9a-f-]{36}\.jpg$/);
    const stored = await t.storage.read(url.slice("/media/".length));
    expect(stored!.body.length).toBeLessThanOrEqual(400_000);
    expect((await sharp(stored!.body).metadata()).width).toBeLessThanOrEqual(1280);
    const history = await t.request("GET", "/api/june/history", undefined, couple.headers);
    expect((await history.text()).length).toBeLessThan(20_000);
  });

  it("history comes in pages of 20, older pages by the oldest id shown", async () => {
    const couple = await account("couple");
    const start = Date.now() - 3_600_000;
    await t.database.db.insert(coupleChatHistory).values(
      Array.from({ length: 45 }, (_, i) => ({ coupleId: couple.id, messageRole: i % 2 ? "assistant" : "user", messageContent: `message ${i}`, createdAt: new Date(start + i * 1000) })),
    );
    type Page = { messages: { id: string; content: string }[]; hasMore: boolean };
    const latest = await json<Page>(t.request("GET", "/api/june/history", undefined, couple.headers));
    expect(latest.messages.map((m) => m.content)).toEqual(Array.from({ length: 20 }, (_, i) => `message ${25 + i}`));
    expect(latest.hasMore).toBe(true);
    const older = await json<Page>(t.request("GET", `/api/june/history?before=${latest.messages[0]!.id}`, undefined, couple.headers));
    expect(older.messages[0]!.content).toBe("message 5");
    const oldest = await json<Page>(t.request("GET", `/api/june/history?before=${older.messages[0]!.id}`, undefined, couple.headers));
    expect(oldest).toMatchObject({ hasMore: false });
    expect(oldest.messages.map((m) => m.content)).toEqual(["message 0", "message 1", "message 2", "message 3", "message 4"]);
  });

  it("messages to June are limited per minute", async () => {
    const couple = await account("couple");
    const statuses: number[] = [];
    const max = JUNE_CHAT_LIMITS.personMinute.max;
    for (let i = 0; i <= max; i += 1) {
      statuses.push((await t.request("POST", "/api/functions/chat-with-june", { messages: [{ role: "user", content: `Question ${i}` }] }, couple.headers)).status);
    }
    expect(statuses.slice(0, max).every((s) => s === 200)).toBe(true);
    expect(statuses[max]).toBe(429);
  });
});

describe("8. impossible calendar dates are a 400, and query values stay out of logs", () => {
  it("refuses 2027-02-30, 2027-13-01 and 0000-00-00 wherever a date is accepted", async () => {
    const couple = await account("couple");
    const studio = await insertTestVendor(t.database.db);
    for (const date of ["2027-02-30", "2027-13-01", "0000-00-00"]) {
      const inquiry = await t.request("POST", `/api/inquiries/vendors/${studio.id}`, { weddingDate: date, message: "We would love to hear about your packages." }, couple.headers);
      expect(inquiry.status).toBe(400);
      expect((await errorOf(inquiry)).fields?.weddingDate).toEqual(["Enter a real date, like 2027-06-12."]);
      expect((await t.request("GET", `/api/venues?date=${date}`)).status).toBe(400);
      expect((await t.request("POST", "/api/guests/events", { name: "Brunch", eventDate: date }, couple.headers)).status).toBe(400);
    }
  });

  it("a failed query's values are not logged", () => {
    const error = Object.assign(new Error("Failed query: insert into vendor_inquiries (message) values ($1)\nparams: Our secret plans"), { params: ["Our secret plans"] });
    const logged = JSON.stringify(withoutQueryValues({ message: error.message, stack: `${error.message}\n    at somewhere`, params: error.params }));
    expect(logged).not.toContain("secret plans");
    expect(logged).toContain("insert into vendor_inquiries");
  });
});

describe("9. wedding codes are hard to guess, and lookups are limited", () => {
  it("refuses short or single-kind codes", async () => {
    const couple = await account("couple");
    for (const code of ["1234", "LOVE", "MAYATHEOWEDDING", "2027202720"]) {
      expect((await t.request("PUT", "/api/guests/settings", { weddingCode: code }, couple.headers)).status).toBe(400);
    }
    expect((await t.request("PUT", "/api/guests/settings", { weddingCode: "MAYA-7K3Q9MWX", registrationEnabled: true }, couple.headers)).status).toBe(200);
  });

  it("an address walking codes is stopped", async () => {
    const unscaled = await createTestApp({ TRUST_PROXY: "true" });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 21; i += 1) statuses.push((await unscaled.request("GET", `/api/guest-registration/GUESS${1000 + i}`, undefined, { "x-forwarded-for": "198.51.100.9" })).status);
      expect(statuses.slice(0, 20).every((s) => s === 404)).toBe(true);
      expect(statuses[20]).toBe(429);
    } finally {
      await unscaled.close();
    }
  });
});

describe("10. Origin: null is refused for signed-in writes", () => {
  it("with cookies and no Sec-Fetch-Site it is a 403; a cookieless write still works", async () => {
    const couple = await account("couple");
    const forged = await t.request("POST", "/api/guests/events", { name: "Forged" }, { ...couple.headers, origin: "null" });
    expect(forged.status).toBe(403);
    expect((await errorOf(forged)).code).toBe("cross_site_request");
    const contact = await t.request("POST", "/api/contact", { name: "Ada", email: "ada@example.com", topic: "general", message: "Hello from a privacy-minded browser." }, { origin: "null", "x-forwarded-for": "198.51.100.10" });
    expect(contact.status).toBe(201);
  });
});

describe("12. share-link reads are limited per address", () => {
  it("a script walking timeline share tokens is stopped", async () => {
    const unscaled = await createTestApp({ TRUST_PROXY: "true" });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 61; i += 1) statuses.push((await unscaled.request("GET", `/api/timeline/shared/${randomBytes(24).toString("base64url")}`, undefined, { "x-forwarded-for": "198.51.100.12" })).status);
      expect(statuses.slice(0, 60).every((s) => s === 404)).toBe(true);
      expect(statuses[60]).toBe(429);
    } finally {
      await unscaled.close();
    }
  });
});
