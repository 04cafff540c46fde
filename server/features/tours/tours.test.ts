import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BOOKING_CONFLICT_MESSAGE, VERIFY_EMAIL_MESSAGE, addDays, formatDay, weekdayOf, zonedDate, zonedTimeToUtc } from "../../../domain/tours.ts";
import { DEFAULT_TOURING_HOURS, type TouringHours } from "../../../domain/touring-hours.ts";
import { readOutbox } from "../../mail/mailer.ts";
import { coupleProfiles, tourBookings, tourRequests, tourSlots, users, venueBlackoutDates, venues } from "../../db/schema/index.ts";
import { createTestApp, waitForMail, type TestApp } from "../../test/harness.ts";

let t: TestApp;
/** Accounts are shared across tests (signing up hashes a password, which is slow); venues are fresh per test. */
let C: Record<string, string>[];
let O: Record<string, string>[];
let V: Record<string, string>;
let U: Record<string, string>;
let A: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ ADDRESS_RATE_LIMIT_SCALE: "100" });
  const [couples, owners, [vendor, unverified, admin]] = await Promise.all([
    Promise.all(Array.from({ length: 10 }, () => t.signIn("couple"))),
    Promise.all([t.signIn("venue_owner"), t.signIn("venue_owner")]),
    Promise.all([t.signIn("vendor"), t.signIn("couple"), t.signIn("admin")]),
  ]);
  [C, O, V, U, A] = [couples, owners, vendor!, unverified!, admin!];
});
afterAll(() => t.close());

const ZONE = "America/New_York";
const HOUR = 3600_000;
const DAY = 24 * HOUR;
let venueCount = 0;

async function userId(headers: Record<string, string>): Promise<string> {
  const body = (await (await t.request("GET", "/api/account/me", undefined, headers)).json()) as { user: { id: string; email: string } };
  return body.user.id;
}
async function emailOf(headers: Record<string, string>): Promise<string> {
  const body = (await (await t.request("GET", "/api/account/me", undefined, headers)).json()) as { user: { email: string } };
  return body.user.email;
}

async function makeVenue(options: { ownerId?: string | null; published?: boolean; contactEmail?: string; name?: string } = {}) {
  const n = ++venueCount;
  const [venue] = await t.database.db
    .insert(venues)
    .values({
      slug: `tour-test-venue-${n}-${Math.random().toString(36).slice(2, 7)}`,
      name: options.name ?? `The Test Hall ${n}`,
      ownerId: options.ownerId ?? null,
      published: options.published ?? true,
      city: "cleveland",
      address: "1200 Lakeside Ave, Cleveland, OH 44114",
      setting: "indoor",
      seatedCapacity: 150,
      standingCapacity: 200,
      priceTier: 2,
      rentalFeeMin: 3000,
      rentalFeeMax: 6000,
      perGuestMin: 40,
      perGuestMax: 90,
      catering: "any",
      alcohol: "in_house",
      contactEmail: options.contactEmail ?? `events-${n}@venue.example`,
    })
    .returning();
  return venue!;
}

async function makeSlot(venueId: string, startsAt: Date, minutes = 60) {
  const [slot] = await t.database.db
    .insert(tourSlots)
    .values({ venueId, startsAt, endsAt: new Date(startsAt.getTime() + minutes * 60_000) })
    .returning();
  return slot!;
}

/** A future instant on a whole hour, days ahead, at a given local hour. */
function localAt(daysAhead: number, time = "10:00"): Date {
  return zonedTimeToUtc(addDays(zonedDate(new Date(), ZONE), daysAhead), time, ZONE);
}

function book(headers: Record<string, string>, slotId: string, extra: Record<string, unknown> = {}) {
  return t.request("POST", "/api/tours/bookings", { slotId, guests: 3, note: "We love the windows", ...extra }, headers);
}

async function errorOf(response: Response) {
  return ((await response.json()) as { error: { code: string; message: string; fields?: Record<string, string[]> } }).error;
}

describe("open slots (public)", () => {
  it("lists future, unbooked slots outside blackout dates, in the venue's time zone", async () => {
    const venue = await makeVenue();
    const open = await makeSlot(venue.id, localAt(3));
    const booked = await makeSlot(venue.id, localAt(3, "14:00"));
    await makeSlot(venue.id, new Date(Date.now() - HOUR)); // past
    const closedDay = await makeSlot(venue.id, localAt(5));
    await t.database.db.insert(venueBlackoutDates).values({ venueId: venue.id, date: addDays(zonedDate(new Date(), ZONE), 5) });
    const couple = C[0]!;
    expect((await book(couple, booked.id)).status).toBe(201);

    const response = await t.request("GET", `/api/tours/venues/${venue.slug}/slots`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { venue: { timeZone: string; name: string }; slots: { id: string }[]; blackouts: string[] };
    expect(body.venue.timeZone).toBe("America/New_York");
    expect(body.slots.map((s) => s.id)).toEqual([open.id]);
    expect(body.slots.map((s) => s.id)).not.toContain(closedDay.id);
    expect(body.blackouts).toEqual([addDays(zonedDate(new Date(), ZONE), 5)]);

    const byId = await t.request("GET", `/api/tours/venues/${venue.id}/slots?from=${zonedDate(new Date(), ZONE)}&to=${addDays(zonedDate(new Date(), ZONE), 3)}`);
    expect(((await byId.json()) as { slots: unknown[] }).slots).toHaveLength(1);
  });

  it("refuses an unpublished or unknown venue and a too-long or reversed range", async () => {
    const hidden = await makeVenue({ published: false });
    expect((await t.request("GET", `/api/tours/venues/${hidden.slug}/slots`)).status).toBe(404);
    expect((await t.request("GET", "/api/tours/venues/no-such-venue/slots")).status).toBe(404);
    const venue = await makeVenue();
    const long = await t.request("GET", `/api/tours/venues/${venue.id}/slots?from=2030-01-01&to=2030-06-01`);
    expect(long.status).toBe(400);
    expect((await errorOf(long)).code).toBe("range_too_long");
    expect((await t.request("GET", `/api/tours/venues/${venue.id}/slots?from=2030-02-01&to=2030-01-01`)).status).toBe(400);
    expect((await t.request("GET", `/api/tours/venues/${venue.id}/slots?from=yesterday`)).status).toBe(400);
  });
});

describe("booking a slot", () => {
  it("books, mails both sides (the couple with an .ics) and lists it in /mine", async () => {
    const venue = await makeVenue({ contactEmail: "bookings@glasshouse.example", name: "The Glasshouse, Tremont" });
    const slot = await makeSlot(venue.id, localAt(4, "11:00"));
    const couple = C[0]!;
    const email = await emailOf(couple);
    const response = await book(couple, slot.id);
    expect(response.status).toBe(201);
    const { booking } = (await response.json()) as { booking: { id: string; status: string; startsAt: string; venue: { slug: string } } };
    expect(booking.status).toBe("confirmed");
    expect(booking.startsAt).toBe(slot.startsAt.toISOString());

    const coupleMail = await waitForMail(t, email, /Your tour of The Glasshouse, Tremont is booked/);
    expect(coupleMail.text).toContain("11:00 AM");
    const venueMail = await waitForMail(t, "bookings@glasshouse.example", /New tour booked at The Glasshouse/);
    expect(venueMail.text).toContain(email);
    expect(venueMail.text).toContain("We love the windows");
    const eml = fs.readFileSync(path.join(t.dataDir, "mail", `${coupleMail.id}.eml`), "utf8");
    expect(eml).toMatch(/Content-Type: text\/calendar/);
    expect(eml).toContain("venue-tour-the-glasshouse-tremont.ics");

    const mine = (await (await t.request("GET", "/api/tours/mine", undefined, couple)).json()) as { bookings: { id: string; venue: { name: string } }[]; requests: unknown[] };
    expect(mine.bookings).toEqual(expect.arrayContaining([expect.objectContaining({ id: booking.id, venue: expect.objectContaining({ name: "The Glasshouse, Tremont" }) })]));
  });

  it("mails the owner's account when the venue has an owner", async () => {
    const owner = O[1]!;
    const venue = await makeVenue({ ownerId: await userId(owner), contactEmail: "" });
    const slot = await makeSlot(venue.id, localAt(6));
    expect((await book(C[1]!, slot.id)).status).toBe(201);
    const mail = await waitForMail(t, await emailOf(owner), /New tour booked/);
    expect(mail.text).toContain(`/venue-owner-dashboard/venues/${venue.id}/tours`);
  });

  it("never double-books: the second couple gets a 409 with the spec'd message", async () => {
    const venue = await makeVenue();
    const slot = await makeSlot(venue.id, localAt(7));
    expect((await book(C[0]!, slot.id)).status).toBe(201);
    const second = await book(C[1]!, slot.id);
    expect(second.status).toBe(409);
    expect((await errorOf(second)).message).toBe(BOOKING_CONFLICT_MESSAGE);
  });

  it("lets exactly one of ten concurrent bookings of a slot through", async () => {
    const venue = await makeVenue();
    const slot = await makeSlot(venue.id, localAt(8));
    const couples = C;
    const responses = await Promise.all(couples.map((headers) => book(headers, slot.id)));
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    for (const response of responses.filter((r) => r.status === 409)) expect((await errorOf(response)).message).toBe(BOOKING_CONFLICT_MESSAGE);
    const rows = await t.database.db.select().from(tourBookings).where(eq(tourBookings.slotId, slot.id));
    expect(rows).toHaveLength(1);
  });

  it("refuses past slots, blackout days, unpublished venues and a second upcoming tour at the same venue", async () => {
    const couple = C[2]!;
    const venue = await makeVenue();
    const past = await makeSlot(venue.id, new Date(Date.now() - 2 * HOUR));
    const pastResponse = await book(couple, past.id);
    expect(pastResponse.status).toBe(400);
    expect((await errorOf(pastResponse)).code).toBe("slot_in_past");

    const closed = await makeSlot(venue.id, localAt(9));
    await t.database.db.insert(venueBlackoutDates).values({ venueId: venue.id, date: addDays(zonedDate(new Date(), ZONE), 9) });
    const closedResponse = await book(couple, closed.id);
    expect(closedResponse.status).toBe(409);
    expect((await errorOf(closedResponse)).code).toBe("venue_closed");

    const hidden = await makeVenue({ published: false });
    expect((await book(couple, (await makeSlot(hidden.id, localAt(4))).id)).status).toBe(404);

    const first = await makeSlot(venue.id, localAt(10));
    const second = await makeSlot(venue.id, localAt(11));
    expect((await book(couple, first.id)).status).toBe(201);
    const again = await book(couple, second.id);
    expect(again.status).toBe(409);
    expect((await errorOf(again)).code).toBe("already_booked");

    expect((await book(couple, "00000000-0000-4000-8000-000000000000")).status).toBe(404);
    const bad = await book(couple, "not-a-uuid", { guests: 40, note: "x".repeat(1001) });
    expect(bad.status).toBe(400);
    expect(Object.keys((await errorOf(bad)).fields ?? {})).toEqual(expect.arrayContaining(["slotId", "guests", "note"]));
    // Nothing was written by the refused requests.
    expect(await t.database.db.select().from(tourBookings).where(eq(tourBookings.slotId, second.id))).toHaveLength(0);
  });

  it("needs a couple account with a verified email", async () => {
    const venue = await makeVenue();
    const slot = await makeSlot(venue.id, localAt(12));
    expect((await t.request("POST", "/api/tours/bookings", { slotId: slot.id })).status).toBe(401);
    expect((await book(V, slot.id)).status).toBe(403);
    const couple = U;
    await t.database.db.update(users).set({ emailVerified: false }).where(eq(users.email, await emailOf(couple)));
    const response = await book(couple, slot.id);
    expect(response.status).toBe(403);
    expect((await errorOf(response)).message).toBe(VERIFY_EMAIL_MESSAGE);
    const request = await t.request("POST", "/api/tours/requests", { venueId: venue.id, preferredAt: localAt(5).toISOString(), guests: 2 }, couple);
    expect(request.status).toBe(403);
  });
});

describe("cancelling and calendar files", () => {
  it("lets the couple or the owner cancel, mails both, reopens the slot; others get 404", async () => {
    const owner = O[0]!;
    const venue = await makeVenue({ ownerId: await userId(owner) });
    const slot = await makeSlot(venue.id, localAt(13));
    const couple = C[0]!;
    const { booking } = (await (await book(couple, slot.id)).json()) as { booking: { id: string } };

    expect((await t.request("POST", `/api/tours/bookings/${booking.id}/cancel`, undefined, C[1]!)).status).toBe(404);
    expect((await t.request("POST", `/api/tours/bookings/${booking.id}/cancel`, undefined, O[1]!)).status).toBe(404);
    const canceled = await t.request("POST", `/api/tours/bookings/${booking.id}/cancel`, undefined, owner);
    expect(canceled.status).toBe(200);
    expect(((await canceled.json()) as { booking: { status: string } }).booking.status).toBe("canceled");
    expect((await t.request("POST", `/api/tours/bookings/${booking.id}/cancel`, undefined, couple)).status).toBe(409);
    await waitForMail(t, await emailOf(couple), /Tour canceled/);
    await waitForMail(t, await emailOf(owner), /Tour canceled/);

    const slots = (await (await t.request("GET", `/api/tours/venues/${venue.id}/slots`)).json()) as { slots: { id: string }[] };
    expect(slots.slots.map((s) => s.id)).toContain(slot.id);
    // The slot is free again: another couple can book it.
    expect((await book(C[1]!, slot.id)).status).toBe(201);
  });

  it("serves an RFC 5545 calendar file to the couple and the owner only", async () => {
    const owner = O[0]!;
    const longName = "The Conservatory at Wade Park; Gardens, Glasshouse & Terrace Hall";
    const venue = await makeVenue({ ownerId: await userId(owner), name: longName });
    const slot = await makeSlot(venue.id, localAt(14, "15:30"), 45);
    const couple = C[0]!;
    const { booking } = (await (await book(couple, slot.id)).json()) as { booking: { id: string } };

    const response = await t.request("GET", `/api/tours/bookings/${booking.id}/calendar.ics`, undefined, couple);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="venue-tour-[a-z0-9-]+\.ics"$/);
    const text = await response.text();
    expect(text.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/\n/); // only CRLF line endings
    for (const line of text.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    const unfolded = text.replace(/\r\n /g, "");
    expect(unfolded.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(unfolded).toContain(`UID:tour-booking-${booking.id}@serviceberry`);
    const stamp = (d: Date) => d.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
    expect(unfolded).toContain(`DTSTART:${stamp(slot.startsAt)}`);
    expect(unfolded).toContain(`DTEND:${stamp(slot.endsAt)}`);
    expect(unfolded).toMatch(/DTSTAMP:\d{8}T\d{6}Z/);
    expect(unfolded).toContain("SUMMARY:Venue tour: The Conservatory at Wade Park\\; Gardens\\, Glasshouse & Terrace Hall");
    expect(unfolded).toContain("LOCATION:1200 Lakeside Ave\\, Cleveland\\, OH 44114");
    // The same booking keeps its UID.
    const again = (await (await t.request("GET", `/api/tours/bookings/${booking.id}/calendar.ics`, undefined, owner)).text()).replace(/\r\n /g, "");
    expect(again).toContain(`UID:tour-booking-${booking.id}@serviceberry`);

    expect((await t.request("GET", `/api/tours/bookings/${booking.id}/calendar.ics`, undefined, C[1]!)).status).toBe(404);
    expect((await t.request("GET", `/api/tours/bookings/${booking.id}/calendar.ics`)).status).toBe(401);
  });
});

describe("tour requests", () => {
  it("a couple asks, the owner proposes another time, the couple accepts; mail at each step", async () => {
    const owner = O[0]!;
    const venue = await makeVenue({ ownerId: await userId(owner) });
    const couple = C[0]!;
    const coupleEmail = await emailOf(couple);
    const preferredAt = localAt(20, "17:00").toISOString();
    const created = await t.request("POST", "/api/tours/requests", { venueId: venue.id, preferredAt, alternateAt: localAt(21, "12:00").toISOString(), guests: 4, message: "Evening light?" }, couple);
    expect(created.status).toBe(201);
    const { request } = (await created.json()) as { request: { id: string; status: string } };
    expect(request.status).toBe("pending");
    await waitForMail(t, coupleEmail, /We sent your tour request/);
    const notice = await waitForMail(t, await emailOf(owner), /Tour request for/);
    expect(notice.text).toContain("Evening light?");

    const dup = await t.request("POST", "/api/tours/requests", { venueId: venue.id, preferredAt, guests: 2 }, couple);
    expect(dup.status).toBe(409);

    // Nothing to accept yet.
    expect((await t.request("POST", `/api/tours/requests/${request.id}/accept`, undefined, couple)).status).toBe(409);
    // Another owner cannot see or answer it.
    const stranger = O[1]!;
    expect((await t.request("POST", `/api/tours/owner/requests/${request.id}/propose`, { proposedAt: localAt(22).toISOString() }, stranger)).status).toBe(404);
    expect((await t.request("GET", `/api/tours/owner/venues/${venue.id}/requests`, undefined, stranger)).status).toBe(404);

    // The owner sees who asked by the couple's names from their profile.
    await t.database.db.insert(coupleProfiles).values({ id: await userId(couple), partner1Name: "Maya", partner2Name: "Theo" }).onConflictDoUpdate({ target: coupleProfiles.id, set: { partner1Name: "Maya", partner2Name: "Theo" } });
    const listed = (await (await t.request("GET", `/api/tours/owner/venues/${venue.id}/requests`, undefined, owner)).json()) as { requests: { id: string; coupleEmail: string; coupleName: string }[] };
    expect(listed.requests).toEqual([expect.objectContaining({ id: request.id, coupleEmail, coupleName: "Maya & Theo" })]);

    const pastProposal = await t.request("POST", `/api/tours/owner/requests/${request.id}/propose`, { proposedAt: new Date(Date.now() - DAY).toISOString() }, owner);
    expect(pastProposal.status).toBe(400);
    const proposedAt = localAt(22, "10:30").toISOString();
    const proposed = await t.request("POST", `/api/tours/owner/requests/${request.id}/propose`, { proposedAt, note: "Saturdays are weddings." }, owner);
    expect(proposed.status).toBe(200);
    expect(((await proposed.json()) as { request: { status: string; proposedAt: string } }).request).toMatchObject({ status: "proposed", proposedAt: new Date(proposedAt).toISOString() });
    const decisionMail = await waitForMail(t, coupleEmail, /proposed another time/);
    expect(decisionMail.text).toContain("Saturdays are weddings.");

    expect((await t.request("POST", `/api/tours/requests/${request.id}/accept`, undefined, C[1]!)).status).toBe(404);
    const accepted = await t.request("POST", `/api/tours/requests/${request.id}/accept`, undefined, couple);
    expect(accepted.status).toBe(200);
    expect(((await accepted.json()) as { request: { status: string } }).request.status).toBe("confirmed");
    await waitForMail(t, await emailOf(owner), /Tour confirmed at/);

    const ics = await t.request("GET", `/api/tours/requests/${request.id}/calendar.ics`, undefined, couple);
    expect(ics.status).toBe(200);
    expect(await ics.text()).toContain(`DTSTART:${new Date(proposedAt).toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "")}`);

    const mine = (await (await t.request("GET", "/api/tours/mine", undefined, couple)).json()) as { requests: { id: string; status: string }[] };
    expect(mine.requests).toEqual(expect.arrayContaining([expect.objectContaining({ id: request.id, status: "confirmed" })]));

    const canceled = await t.request("POST", `/api/tours/requests/${request.id}/cancel`, undefined, couple);
    expect(canceled.status).toBe(200);
    expect((await t.request("POST", `/api/tours/requests/${request.id}/cancel`, undefined, couple)).status).toBe(409);
  });

  it("lets the owner confirm the alternate time or decline", async () => {
    const owner = O[0]!;
    const venue = await makeVenue({ ownerId: await userId(owner) });
    const couple = C[2]!;
    const alternateAt = localAt(25, "13:00").toISOString();
    const { request } = (await (
      await t.request("POST", "/api/tours/requests", { venueId: venue.id, preferredAt: localAt(24).toISOString(), alternateAt, guests: 2 }, couple)
    ).json()) as { request: { id: string } };
    const confirmed = await t.request("POST", `/api/tours/owner/requests/${request.id}/confirm`, { which: "alternate" }, owner);
    expect(confirmed.status).toBe(200);
    expect(((await confirmed.json()) as { request: { status: string; proposedAt: string } }).request).toMatchObject({ status: "confirmed", proposedAt: new Date(alternateAt).toISOString() });
    await waitForMail(t, await emailOf(couple), /confirmed your tour/);
    expect((await t.request("POST", `/api/tours/owner/requests/${request.id}/decline`, {}, owner)).status).toBe(409);

    // The confirmed request is an upcoming tour, on both sides.
    const listings = (await (await t.request("GET", "/api/owner/venues", undefined, owner)).json()) as { venues: { id: string; upcomingTours: number }[] };
    const listed = listings.venues.find((v) => v.id === venue.id);
    expect(listed?.upcomingTours).toBe(1);
    expect((await t.request("DELETE", `/api/owner/venues/${venue.id}`, undefined, owner)).status).toBe(409);

    const other = C[3]!;
    const { request: second } = (await (
      await t.request("POST", "/api/tours/requests", { venueId: venue.id, preferredAt: localAt(26).toISOString(), guests: 2 }, other)
    ).json()) as { request: { id: string } };
    expect((await t.request("POST", `/api/tours/owner/requests/${second.id}/confirm`, { which: "alternate" }, owner)).status).toBe(400);
    const declined = await t.request("POST", `/api/tours/owner/requests/${second.id}/decline`, { note: "Closed for renovation." }, owner);
    expect(declined.status).toBe(200);
    expect((await waitForMail(t, await emailOf(other), /can't offer/)).text).toContain("Closed for renovation.");
  });

  it("refuses past, far-off and malformed times", async () => {
    const venue = await makeVenue();
    const couple = C[0]!;
    const past = await t.request("POST", "/api/tours/requests", { venueId: venue.id, preferredAt: new Date(Date.now() - HOUR).toISOString(), guests: 2 }, couple);
    expect(past.status).toBe(400);
    expect((await errorOf(past)).fields?.preferredAt).toBeDefined();
    const far = await t.request("POST", "/api/tours/requests", { venueId: venue.id, preferredAt: new Date(Date.now() + 400 * DAY).toISOString(), guests: 2 }, couple);
    expect(far.status).toBe(400);
    expect((await t.request("POST", "/api/tours/requests", { venueId: venue.id, preferredAt: "next tuesday", guests: 2 }, couple)).status).toBe(400);
    expect((await t.request("POST", "/api/tours/requests", { venueId: "00000000-0000-4000-8000-000000000000", preferredAt: localAt(3).toISOString() }, couple)).status).toBe(404);
  });
});

describe("touring hours", () => {
  /** "Wednesdays": the weekday of a day ahead, as the messages name it. */
  const weekdaysOf = (daysAhead: number) => `${formatDay(addDays(zonedDate(new Date(), ZONE), daysAhead)).split(",")[0]}s`;
  const request = (headers: Record<string, string>, venueId: string, preferredAt: Date, alternateAt?: Date) =>
    t.request("POST", "/api/tours/requests", { venueId, preferredAt: preferredAt.toISOString(), alternateAt: alternateAt?.toISOString() ?? null, guests: 2 }, headers);

  it("refuses a 3:00 AM request with the day's hours, storing and mailing nothing; a time in hours goes through", async () => {
    const mailbox = `hours-${Math.random().toString(36).slice(2, 8)}@venue.example`;
    const venue = await makeVenue({ contactEmail: mailbox });
    const couple = C[4]!;

    const early = await request(couple, venue.id, localAt(10, "03:00"));
    expect(early.status).toBe(400);
    const message = `Tours at this venue run 9:00 AM – 6:00 PM on ${weekdaysOf(10)}. Choose a time in those hours.`;
    expect(await errorOf(early)).toEqual({ code: "outside_touring_hours", message, fields: { preferredAt: [message] } });
    // Exactly closing time is outside; so is an alternate time after hours.
    expect((await request(couple, venue.id, localAt(10, "18:00"))).status).toBe(400);
    const lateAlternate = await request(couple, venue.id, localAt(10, "10:00"), localAt(11, "19:30"));
    expect(lateAlternate.status).toBe(400);
    expect(Object.keys((await errorOf(lateAlternate)).fields ?? {})).toEqual(["alternateAt"]);
    expect(await t.database.db.select().from(tourRequests).where(eq(tourRequests.venueId, venue.id))).toEqual([]);

    const inHours = await request(couple, venue.id, localAt(10, "17:45"));
    expect(inHours.status).toBe(201);
    await waitForMail(t, mailbox, /Tour request for/);
    // The refused requests sent nothing: the venue's only mail is the one request that went through.
    expect((await readOutbox(path.join(t.dataDir, "mail"), 500)).filter((m) => m.to === mailbox)).toHaveLength(1);
  });

  it("follows the hours the owner sets, for requests, proposals and new tour times; other owners can't read or set them", async () => {
    const owner = O[0]!;
    const venue = await makeVenue({ ownerId: await userId(owner) });
    const hoursUrl = `/api/tours/owner/venues/${venue.id}/touring-hours`;
    const initial = (await (await t.request("GET", hoursUrl, undefined, owner)).json()) as { hours: TouringHours; custom: boolean };
    expect(initial).toMatchObject({ hours: DEFAULT_TOURING_HOURS, custom: false });

    // Noon to 8 PM, closed on the weekday 11 days ahead.
    const closedKey = (["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const)[weekdayOf(addDays(zonedDate(new Date(), ZONE), 11))]!;
    const hours: TouringHours = { ...DEFAULT_TOURING_HOURS };
    for (const day of Object.keys(hours) as (keyof TouringHours)[]) hours[day] = day === closedKey ? null : { open: "12:00", close: "20:00" };

    const stranger = O[1]!;
    expect((await t.request("PUT", hoursUrl, { hours }, stranger)).status).toBe(404);
    expect((await t.request("GET", hoursUrl, undefined, stranger)).status).toBe(404);
    expect((await t.request("PUT", hoursUrl, { hours }, C[5]!)).status).toBe(403);
    const backwards = await t.request("PUT", hoursUrl, { hours: { ...hours, [closedKey]: { open: "18:00", close: "09:00" } } }, owner);
    expect(backwards.status).toBe(400);
    expect((await errorOf(backwards)).fields?.[`hours.${closedKey}.close`]).toEqual(["The closing time must be after the opening time."]);
    expect((await t.database.db.select({ touringHours: venues.touringHours }).from(venues).where(eq(venues.id, venue.id)))[0]!.touringHours).toBeNull();

    const saved = await t.request("PUT", hoursUrl, { hours }, owner);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ hours, custom: true });
    const slots = (await (await t.request("GET", `/api/tours/venues/${venue.slug}/slots`)).json()) as { touringHours: TouringHours };
    expect(slots.touringHours).toEqual(hours);

    // 10:00 was fine under the default; now it is before opening. 7:00 PM is now in hours.
    const couple = C[5]!;
    const morning = await request(couple, venue.id, localAt(10, "10:00"));
    expect(morning.status).toBe(400);
    expect((await errorOf(morning)).message).toBe(`Tours at this venue run 12:00 PM – 8:00 PM on ${weekdaysOf(10)}. Choose a time in those hours.`);
    const closedDay = await request(couple, venue.id, localAt(11, "13:00"));
    expect((await errorOf(closedDay)).message).toBe(`This venue doesn't give tours on ${weekdaysOf(11)}. Choose another day.`);
    const evening = await request(couple, venue.id, localAt(10, "19:00"));
    expect(evening.status).toBe(201);
    const { request: asked } = (await evening.json()) as { request: { id: string } };

    // The owner's proposal is held to the same hours.
    const proposeUrl = `/api/tours/owner/requests/${asked.id}/propose`;
    const night = await t.request("POST", proposeUrl, { proposedAt: localAt(12, "03:00").toISOString() }, owner);
    expect(night.status).toBe(400);
    expect((await errorOf(night)).fields?.proposedAt).toEqual([`Tours at this venue run 12:00 PM – 8:00 PM on ${weekdaysOf(12)}. Choose a time in those hours.`]);
    expect((await t.database.db.select({ status: tourRequests.status }).from(tourRequests).where(eq(tourRequests.id, asked.id)))[0]!.status).toBe("pending");
    expect((await t.request("POST", proposeUrl, { proposedAt: localAt(12, "13:00").toISOString() }, owner)).status).toBe(200);

    // And so are new tour times.
    const slotsUrl = `/api/tours/owner/venues/${venue.id}/slots`;
    const lateSlot = await t.request("POST", slotsUrl, { kind: "single", date: addDays(zonedDate(new Date(), ZONE), 10), time: "21:00" }, owner);
    expect(lateSlot.status).toBe(400);
    expect((await errorOf(lateSlot)).code).toBe("outside_touring_hours");
    const everyDay = await t.request("POST", slotsUrl, { kind: "weekly", startDate: addDays(zonedDate(new Date(), ZONE), 10), weekdays: [0, 1, 2, 3, 4, 5, 6], times: ["13:00"], weeks: 1 }, owner);
    expect((await errorOf(everyDay)).message).toMatch(/is outside your touring hours\. This venue doesn't give tours on /);
    expect((await t.request("POST", slotsUrl, { kind: "single", date: addDays(zonedDate(new Date(), ZONE), 10), time: "13:00" }, owner)).status).toBe(201);

    // Back to the default.
    expect(await (await t.request("PUT", hoursUrl, { hours: null }, owner)).json()).toMatchObject({ hours: DEFAULT_TOURING_HOURS, custom: false });
  });
});

describe("owner: slots, blackouts and bookings", () => {
  it("adds one slot and a weekly series in the venue's zone, refusing overlaps and past times", async () => {
    const owner = O[0]!;
    const venue = await makeVenue({ ownerId: await userId(owner) });
    const base = `/api/tours/owner/venues/${venue.id}/slots`;
    const start = addDays(zonedDate(new Date(), ZONE), 2);

    const single = await t.request("POST", base, { kind: "single", date: start, time: "09:00", durationMinutes: 60 }, owner);
    expect(single.status).toBe(201);
    const [created] = ((await single.json()) as { created: { id: string; startsAt: string }[] }).created;
    expect(created!.startsAt).toBe(zonedTimeToUtc(start, "09:00", ZONE).toISOString());

    const overlap = await t.request("POST", base, { kind: "single", date: start, time: "09:30", durationMinutes: 60 }, owner);
    expect(overlap.status).toBe(409);
    expect((await errorOf(overlap)).message).toMatch(/overlaps the tour time already offered on .*9:00 AM/);

    const past = await t.request("POST", base, { kind: "single", date: addDays(zonedDate(new Date(), ZONE), -1), time: "09:00" }, owner);
    expect(past.status).toBe(400);
    expect((await errorOf(past)).code).toBe("slot_in_past");

    // Three weeks, Tuesdays and Thursdays at 10:00 and 14:00 = 12 slots, all in one go.
    const seriesStart = addDays(start, 7);
    const series = await t.request("POST", base, { kind: "weekly", startDate: seriesStart, weekdays: [2, 4], times: ["14:00", "10:00"], weeks: 3, durationMinutes: 45 }, owner);
    expect(series.status).toBe(201);
    expect(((await series.json()) as { created: unknown[] }).created).toHaveLength(12);

    // A series that clashes anywhere adds nothing.
    const before = (await t.database.db.select().from(tourSlots).where(eq(tourSlots.venueId, venue.id))).length;
    const clash = await t.request("POST", base, { kind: "weekly", startDate: seriesStart, weekdays: [0, 1, 2, 3, 4, 5, 6], times: ["10:15"], weeks: 1, durationMinutes: 30 }, owner);
    expect(clash.status).toBe(409);
    expect((await t.database.db.select().from(tourSlots).where(eq(tourSlots.venueId, venue.id))).length).toBe(before);

    const tooMany = await t.request("POST", base, { kind: "weekly", startDate: seriesStart, weekdays: [0, 1, 2, 3, 4, 5, 6], times: ["08:00", "09:00"], weeks: 26 }, owner);
    expect(tooMany.status).toBe(400);
    expect((await errorOf(tooMany)).code).toBe("too_many_slots");
    const selfOverlap = await t.request("POST", base, { kind: "weekly", startDate: addDays(start, 60), weekdays: [1], times: ["08:00", "08:30"], weeks: 1, durationMinutes: 60 }, owner);
    expect(selfOverlap.status).toBe(400);
    expect((await t.request("POST", base, { kind: "monthly" }, owner)).status).toBe(400);

    const listed = (await (await t.request("GET", base, undefined, owner)).json()) as { slots: unknown[]; venue: { name: string } };
    expect(listed.slots).toHaveLength(13);
    expect(listed.venue.name).toBe(venue.name);
  });

  it("keeps other owners out with 404 and lets admins in", async () => {
    const owner = O[0]!;
    const venue = await makeVenue({ ownerId: await userId(owner) });
    const stranger = O[1]!;
    const slot = await makeSlot(venue.id, localAt(5));
    for (const [method, url, body] of [
      ["GET", `/api/tours/owner/venues/${venue.id}/slots`, undefined],
      ["POST", `/api/tours/owner/venues/${venue.id}/slots`, { kind: "single", date: addDays(zonedDate(new Date(), ZONE), 3), time: "09:00" }],
      ["DELETE", `/api/tours/owner/slots/${slot.id}`, undefined],
      ["GET", `/api/tours/owner/venues/${venue.id}/blackouts`, undefined],
      ["POST", `/api/tours/owner/venues/${venue.id}/blackouts`, { date: addDays(zonedDate(new Date(), ZONE), 3) }],
      ["GET", `/api/tours/owner/venues/${venue.id}/bookings`, undefined],
    ] as const) {
      expect((await t.request(method, url, body, stranger)).status, `${method} ${url}`).toBe(404);
    }
    expect((await t.request("GET", `/api/tours/owner/venues/${venue.id}/slots`, undefined, C[0]!)).status).toBe(403);
    expect((await t.request("GET", `/api/tours/owner/venues/${venue.id}/slots`, undefined, A)).status).toBe(200);
    expect(await t.database.db.select().from(tourSlots).where(eq(tourSlots.venueId, venue.id))).toHaveLength(1);
  });

  it("deletes only unbooked slots, and shows booked tours with the couple", async () => {
    const owner = O[0]!;
    const venue = await makeVenue({ ownerId: await userId(owner) });
    const free = await makeSlot(venue.id, localAt(5));
    const taken = await makeSlot(venue.id, localAt(6));
    const couple = C[0]!;
    const { booking } = (await (await book(couple, taken.id)).json()) as { booking: { id: string } };

    const refused = await t.request("DELETE", `/api/tours/owner/slots/${taken.id}`, undefined, owner);
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).message).toMatch(/Cancel their booking first/);
    expect((await t.request("DELETE", `/api/tours/owner/slots/${free.id}`, undefined, owner)).status).toBe(200);
    expect((await t.request("DELETE", `/api/tours/owner/slots/${free.id}`, undefined, owner)).status).toBe(404);

    const slots = (await (await t.request("GET", `/api/tours/owner/venues/${venue.id}/slots`, undefined, owner)).json()) as {
      slots: { id: string; booking: { id: string; coupleEmail: string } | null }[];
    };
    expect(slots.slots).toEqual([expect.objectContaining({ id: taken.id, booking: expect.objectContaining({ id: booking.id, coupleEmail: await emailOf(couple) }) })]);
    const bookings = (await (await t.request("GET", `/api/tours/owner/venues/${venue.id}/bookings`, undefined, owner)).json()) as { bookings: { id: string; guests: number }[] };
    expect(bookings.bookings).toEqual([expect.objectContaining({ id: booking.id, guests: 3 })]);
  });

  it("manages blackout dates: add, list, refuse past dates, delete", async () => {
    const owner = O[0]!;
    const venue = await makeVenue({ ownerId: await userId(owner) });
    const base = `/api/tours/owner/venues/${venue.id}/blackouts`;
    const date = addDays(zonedDate(new Date(), ZONE), 10);
    const added = await t.request("POST", base, { date, reason: "Private event" }, owner);
    expect(added.status).toBe(201);
    expect(((await added.json()) as { blackout: { date: string } }).blackout.date).toBe(date);
    const past = await t.request("POST", base, { date: addDays(zonedDate(new Date(), ZONE), -1) }, owner);
    expect(past.status).toBe(400);
    expect((await errorOf(past)).code).toBe("date_in_past");
    expect((await t.request("POST", base, { date: "2027-02-31" }, owner)).status).toBe(400);
    expect(((await (await t.request("GET", base, undefined, owner)).json()) as { blackouts: { date: string; reason: string }[] }).blackouts).toEqual([{ date, reason: "Private event" }]);
    // A single slot on a blackout day is refused.
    expect((await t.request("POST", `/api/tours/owner/venues/${venue.id}/slots`, { kind: "single", date, time: "10:00" }, owner)).status).toBe(409);
    expect((await t.request("DELETE", `${base}/${date}`, undefined, owner)).status).toBe(200);
    expect((await t.request("DELETE", `${base}/${date}`, undefined, owner)).status).toBe(404);
    expect((await t.request("DELETE", `${base}/not-a-date`, undefined, owner)).status).toBe(400);
  });
});

describe("path parameters", () => {
  it("answers a malformed id with 400 naming the field, and a well-formed unknown one with 404", async () => {
    const owner = O[0]!;
    const unknown = "00000000-0000-4000-8000-000000000000";
    for (const [method, url, headers, field] of [
      ["GET", "/api/tours/bookings/not-a-uuid", C[0]!, "id"],
      ["POST", "/api/tours/requests/not-a-uuid/cancel", C[0]!, "id"],
      ["GET", "/api/tours/owner/venues/not-a-uuid/slots", owner, "venueId"],
      ["DELETE", "/api/tours/owner/slots/not-a-uuid", owner, "slotId"],
      ["GET", "/api/tours/venues/Not%20A%20Slug!/slots", undefined, "idOrSlug"],
    ] as const) {
      const response = await t.request(method, url, undefined, headers);
      expect([url, response.status]).toEqual([url, 400]);
      const error = await errorOf(response);
      expect(error.code).toBe("invalid_input");
      expect(Object.keys(error.fields ?? {})).toEqual([field]);
    }
    expect((await t.request("GET", `/api/tours/bookings/${unknown}`, undefined, C[0]!)).status).toBe(404);
    expect((await t.request("DELETE", `/api/tours/owner/slots/${unknown}`, undefined, owner)).status).toBe(404);
    expect((await t.request("GET", `/api/tours/owner/venues/${unknown}/slots`, undefined, owner)).status).toBe(404);
    expect((await t.request("GET", "/api/tours/venues/no-such-venue/slots")).status).toBe(404);
    // The policy still comes first: signed out is 401 whatever the id.
    expect((await t.request("GET", "/api/tours/bookings/not-a-uuid")).status).toBe(401);
  });
});
