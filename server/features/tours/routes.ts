import { and, asc, desc, eq, gt, inArray, lt, sql } from "drizzle-orm";
import { Hono } from "hono";
import {
  blackoutSchema,
  bookTourSchema,
  BOOKING_CONFLICT_MESSAGE,
  confirmRequestSchema,
  createSlotsSchema,
  declineRequestSchema,
  expandSlotRequest,
  formatTourTime,
  proposeTimeSchema,
  TOUR_HORIZON_DAYS,
  TOUR_SERIES_MAX_SLOTS,
  tourRequestSchema,
  tourSlotRangeSchema,
  venueTimeZone,
  VERIFY_EMAIL_MESSAGE,
  zonedDate,
  zonedTimeToUtc,
  DAY_MS,
  formatDay,
  isCalendarDate,
} from "../../../domain/tours.ts";
import type { Principal } from "../../auth/principal.ts";
import { tourBookings, tourRequests, tourSlots, users, venueBlackoutDates } from "../../db/schema/index.ts";
import type { AppDeps } from "../../deps.ts";
import type { AppEnv } from "../../http/env.ts";
import { ApiError } from "../../http/errors.ts";
import { allow, requirePrincipal } from "../../http/policy.ts";
import { validate } from "../../http/validate.ts";
import { isUuid, loadOwnedVenue, type VenueRow } from "../venues/ownership.ts";
import { buildIcs, icsFileName } from "./ics.ts";
import { sendLater, tourMail } from "./mail.ts";
import {
  blackoutDates,
  bookingView,
  isBlackedOut,
  loadBookingFor,
  loadPublishedVenue,
  loadRequestFor,
  myTours,
  openSlots,
  ownerSlots,
  pgErrorCode,
  requestTime,
  requestView,
  resolveRange,
  userContact,
  venueMailbox,
  venueSummary,
  type RequestRow,
} from "./service.ts";

/** Booking and requesting mail the venue for the couple, which needs a verified address (as allow.verified). */
function requireVerified(principal: Principal): void {
  if (!principal.emailVerified) throw new ApiError(403, "forbidden", VERIFY_EMAIL_MESSAGE);
}

const TOUR_MINUTES_FOR_REQUESTS = 60;

export function tourRoutes({ db, config, mailer, logger }: AppDeps) {
  // Routers are listed with empty deps by the authorization test, so config is read when used.
  const links = {
    get publicUrl() {
      return config.publicUrl;
    },
  };

  function bookingIcs(booking: { id: string; status: string; updatedAt: Date }, slot: { startsAt: Date; endsAt: Date }, venue: VenueRow) {
    const summary = venueSummary(venue);
    const content = buildIcs({
      uid: `tour-booking-${booking.id}@serviceberry`,
      start: slot.startsAt,
      end: slot.endsAt,
      summary: `Venue tour: ${venue.name}`,
      location: [venue.address, venue.neighbourhood].filter(Boolean).join(", "),
      description: `Your tour of ${venue.name} (${formatTourTime(slot.startsAt, summary.timeZone)}). Manage it at ${links.publicUrl}/venue-tours`,
      url: `${links.publicUrl}/venue-tours`,
      status: booking.status === "cancelled" ? "CANCELLED" : "CONFIRMED",
      sequence: booking.status === "cancelled" ? 1 : 0,
    });
    return { filename: icsFileName(venue.name), content };
  }

  function requestIcs(request: RequestRow, venue: VenueRow) {
    const start = requestTime(request);
    const content = buildIcs({
      uid: `tour-request-${request.id}@serviceberry`,
      start,
      end: new Date(start.getTime() + TOUR_MINUTES_FOR_REQUESTS * 60_000),
      summary: `Venue tour: ${venue.name}`,
      location: [venue.address, venue.neighbourhood].filter(Boolean).join(", "),
      description: `Your tour of ${venue.name}. Manage it at ${links.publicUrl}/venue-tours`,
      url: `${links.publicUrl}/venue-tours`,
      status: request.status === "confirmed" ? "CONFIRMED" : request.status === "cancelled" || request.status === "declined" ? "CANCELLED" : "TENTATIVE",
      sequence: Math.floor((request.updatedAt.getTime() - request.createdAt.getTime()) / 1000),
    });
    return { filename: icsFileName(venue.name), content };
  }

  const calendarResponse = (ics: { filename: string; content: string }) =>
    new Response(ics.content, {
      status: 200,
      headers: {
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Disposition": `attachment; filename="${ics.filename}"`,
        "Cache-Control": "private, no-store",
      },
    });

  return (
    new Hono<AppEnv>()
      // ---------------------------------------------------------------------------------------------
      // Couples
      .get("/venues/:idOrSlug/slots", allow.public, validate("query", tourSlotRangeSchema), async (c) => {
        const venue = await loadPublishedVenue(db, c.req.param("idOrSlug"));
        const summary = venueSummary(venue);
        const range = resolveRange(c.req.valid("query"), summary.timeZone);
        const { slots, blackouts } = await openSlots(db, venue, range);
        return c.json({
          venue: summary,
          from: range.from.toISOString(),
          to: range.to.toISOString(),
          slots: slots.map((s) => ({ id: s.id, startsAt: s.startsAt.toISOString(), endsAt: s.endsAt.toISOString() })),
          blackouts,
        });
      })
      .post("/bookings", allow.role("couple"), validate("json", bookTourSchema), async (c) => {
        const principal = await requirePrincipal(c);
        requireVerified(principal);
        const input = c.req.valid("json");
        const [found] = await db.select({ slot: tourSlots }).from(tourSlots).where(eq(tourSlots.id, input.slotId)).limit(1);
        if (!found) throw new ApiError(404, "slot_not_found", "That tour time no longer exists. Please pick another.");
        const venue = await loadPublishedVenue(db, found.slot.venueId);
        const summary = venueSummary(venue);
        const { slot } = found;
        if (slot.startsAt.getTime() <= Date.now()) throw new ApiError(400, "slot_in_past", "That time has already passed. Please pick a time in the future.");
        if (await isBlackedOut(db, venue.id, zonedDate(slot.startsAt, summary.timeZone))) {
          throw new ApiError(409, "venue_closed", `${venue.name} is closed on ${formatDay(zonedDate(slot.startsAt, summary.timeZone))}. Please pick another day.`);
        }
        const [existing] = await db
          .select({ startsAt: tourSlots.startsAt })
          .from(tourBookings)
          .innerJoin(tourSlots, eq(tourSlots.id, tourBookings.slotId))
          .where(and(eq(tourBookings.userId, principal.userId), eq(tourBookings.venueId, venue.id), eq(tourBookings.status, "confirmed"), gt(tourSlots.startsAt, new Date())))
          .limit(1);
        if (existing) {
          throw new ApiError(
            409,
            "already_booked",
            `You already have a tour of ${venue.name} on ${formatTourTime(existing.startsAt, summary.timeZone)}. Cancel it first if you'd like a different time.`,
          );
        }
        let booking;
        try {
          [booking] = await db
            .insert(tourBookings)
            .values({ slotId: slot.id, venueId: venue.id, userId: principal.userId, status: "confirmed", guests: input.guests, note: input.note })
            .returning();
        } catch (error) {
          // The partial unique index admits one confirmed booking per slot, also under concurrent requests.
          if (pgErrorCode(error) === "23505") throw new ApiError(409, "slot_taken", BOOKING_CONFLICT_MESSAGE);
          throw error;
        }
        const couple = (await userContact(db, principal.userId)) ?? { email: principal.email, name: "" };
        const mailbox = await venueMailbox(db, venue);
        sendLater(mailer, logger, [
          tourMail.bookingConfirmed(couple.email, links, summary, slot.startsAt, input.guests, bookingIcs(booking!, slot, venue)),
          mailbox ? tourMail.bookingNotice(mailbox, links, summary, Boolean(venue.ownerId), slot.startsAt, couple, input.guests, input.note) : null,
        ]);
        return c.json({ booking: { ...bookingView(booking!, slot), venue: summary } }, 201);
      })
      .get("/bookings/:id", allow.signedIn, async (c) => {
        const principal = await requirePrincipal(c);
        const { booking, slot, venue } = await loadBookingFor(db, principal, c.req.param("id"));
        return c.json({ booking: { ...bookingView(booking, slot), venue: venueSummary(venue) } });
      })
      .get("/mine", allow.signedIn, async (c) => {
        const principal = await requirePrincipal(c);
        return c.json(await myTours(db, principal.userId));
      })
      .post("/bookings/:id/cancel", allow.signedIn, async (c) => {
        const principal = await requirePrincipal(c);
        const { booking, slot, venue, isCouple } = await loadBookingFor(db, principal, c.req.param("id"));
        if (booking.status === "cancelled") throw new ApiError(409, "already_cancelled", "This tour is already cancelled.");
        if (slot.startsAt.getTime() <= Date.now()) throw new ApiError(400, "tour_in_past", "This tour has already taken place, so it can't be cancelled.");
        const [updated] = await db
          .update(tourBookings)
          .set({ status: "cancelled", updatedAt: sql`now()` })
          .where(and(eq(tourBookings.id, booking.id), eq(tourBookings.status, "confirmed")))
          .returning();
        if (!updated) throw new ApiError(409, "already_cancelled", "This tour is already cancelled.");
        const summary = venueSummary(venue);
        const couple = await userContact(db, booking.userId);
        const mailbox = await venueMailbox(db, venue);
        sendLater(mailer, logger, [
          couple ? tourMail.bookingCancelled(couple.email, links, summary, slot.startsAt, isCouple, "couple") : null,
          mailbox ? tourMail.bookingCancelled(mailbox, links, summary, slot.startsAt, isCouple, "venue", Boolean(venue.ownerId)) : null,
        ]);
        return c.json({ booking: { ...bookingView(updated, slot), venue: summary } });
      })
      .get("/bookings/:id/calendar.ics", allow.signedIn, async (c) => {
        const principal = await requirePrincipal(c);
        const { booking, slot, venue } = await loadBookingFor(db, principal, c.req.param("id"));
        return calendarResponse(bookingIcs(booking, slot, venue));
      })
      .post("/requests", allow.role("couple"), validate("json", tourRequestSchema), async (c) => {
        const principal = await requirePrincipal(c);
        requireVerified(principal);
        const input = c.req.valid("json");
        const venue = await loadPublishedVenue(db, input.venueId);
        const summary = venueSummary(venue);
        const preferredAt = new Date(input.preferredAt);
        const alternateAt = input.alternateAt ? new Date(input.alternateAt) : null;
        if (await isBlackedOut(db, venue.id, zonedDate(preferredAt, summary.timeZone))) {
          throw new ApiError(409, "venue_closed", `${venue.name} is closed on ${formatDay(zonedDate(preferredAt, summary.timeZone))}. Please pick another day.`, {
            preferredAt: ["The venue is closed that day."],
          });
        }
        const [open] = await db
          .select({ id: tourRequests.id })
          .from(tourRequests)
          .where(and(eq(tourRequests.userId, principal.userId), eq(tourRequests.venueId, venue.id), inArray(tourRequests.status, ["pending", "proposed"])))
          .limit(1);
        if (open) throw new ApiError(409, "request_open", `You already have a tour request waiting with ${venue.name}. You'll hear back soon, or cancel it to ask again.`);
        const [request] = await db
          .insert(tourRequests)
          .values({ venueId: venue.id, userId: principal.userId, preferredAt, alternateAt, guests: input.guests, message: input.message, status: "pending" })
          .returning();
        const couple = (await userContact(db, principal.userId)) ?? { email: principal.email, name: "" };
        const mailbox = await venueMailbox(db, venue);
        sendLater(mailer, logger, [
          tourMail.requestReceived(couple.email, links, summary, preferredAt, alternateAt),
          mailbox ? tourMail.requestNotice(mailbox, links, summary, Boolean(venue.ownerId), couple, preferredAt, alternateAt, input.guests, input.message) : null,
        ]);
        return c.json({ request: { ...requestView(request!), venue: summary } }, 201);
      })
      .post("/requests/:id/accept", allow.signedIn, async (c) => {
        const principal = await requirePrincipal(c);
        const { request, venue, isCouple } = await loadRequestFor(db, principal, c.req.param("id"));
        if (!isCouple) throw new ApiError(403, "forbidden", "Only the couple who asked can accept the proposed time.");
        if (request.status !== "proposed" || !request.proposedAt) throw new ApiError(409, "nothing_to_accept", "There is no proposed time to accept on this request.");
        if (request.proposedAt.getTime() <= Date.now()) throw new ApiError(400, "proposal_in_past", "The proposed time has passed. Please send a new request.");
        const [updated] = await db
          .update(tourRequests)
          .set({ status: "confirmed", updatedAt: sql`now()` })
          .where(and(eq(tourRequests.id, request.id), eq(tourRequests.status, "proposed")))
          .returning();
        if (!updated) throw new ApiError(409, "request_changed", "This request changed in the meantime. Refresh to see where it stands.");
        const summary = venueSummary(venue);
        const couple = (await userContact(db, principal.userId)) ?? { email: principal.email, name: "" };
        const mailbox = await venueMailbox(db, venue);
        sendLater(mailer, logger, [
          tourMail.requestDecision(couple.email, links, summary, "confirmed", request.proposedAt, ""),
          mailbox ? tourMail.requestAccepted(mailbox, links, summary, Boolean(venue.ownerId), couple, request.proposedAt) : null,
        ]);
        return c.json({ request: { ...requestView(updated), venue: summary } });
      })
      .post("/requests/:id/cancel", allow.signedIn, async (c) => {
        const principal = await requirePrincipal(c);
        const { request, venue } = await loadRequestFor(db, principal, c.req.param("id"));
        if (!["pending", "proposed", "confirmed"].includes(request.status)) {
          throw new ApiError(409, "request_closed", `This request is already ${request.status}.`);
        }
        const [updated] = await db
          .update(tourRequests)
          .set({ status: "cancelled", updatedAt: sql`now()` })
          .where(and(eq(tourRequests.id, request.id), inArray(tourRequests.status, ["pending", "proposed", "confirmed"])))
          .returning();
        if (!updated) throw new ApiError(409, "request_changed", "This request changed in the meantime. Refresh to see where it stands.");
        const summary = venueSummary(venue);
        const couple = await userContact(db, request.userId);
        const mailbox = await venueMailbox(db, venue);
        const at = requestTime(request);
        sendLater(mailer, logger, [
          couple ? tourMail.requestCancelled(couple.email, links, summary, Boolean(venue.ownerId), at, "couple") : null,
          mailbox ? tourMail.requestCancelled(mailbox, links, summary, Boolean(venue.ownerId), at, "venue") : null,
        ]);
        return c.json({ request: { ...requestView(updated), venue: summary } });
      })
      .get("/requests/:id/calendar.ics", allow.signedIn, async (c) => {
        const principal = await requirePrincipal(c);
        const { request, venue } = await loadRequestFor(db, principal, c.req.param("id"));
        if (request.status !== "confirmed") throw new ApiError(409, "not_confirmed", "This tour isn't confirmed yet, so there's no calendar entry.");
        return calendarResponse(requestIcs(request, venue));
      })

      // ---------------------------------------------------------------------------------------------
      // Venue owners (admins too): every route loads the venue through loadOwnedVenue (else 404)
      .get("/owner/venues/:venueId/slots", allow.role("venue_owner"), validate("query", tourSlotRangeSchema), async (c) => {
        const venue = await loadOwnedVenue(db, await requirePrincipal(c), c.req.param("venueId"));
        const summary = venueSummary(venue);
        const range = resolveRange(c.req.valid("query"), summary.timeZone, { fromDaysAgo: 7 });
        const slots = await ownerSlots(db, venue, range);
        const blackouts = await blackoutDates(db, venue.id, zonedDate(range.from, summary.timeZone), zonedDate(range.to, summary.timeZone));
        return c.json({ venue: { ...summary, published: venue.published }, from: range.from.toISOString(), to: range.to.toISOString(), slots, blackouts: [...blackouts].sort() });
      })
      .post("/owner/venues/:venueId/slots", allow.role("venue_owner"), validate("json", createSlotsSchema), async (c) => {
        const venue = await loadOwnedVenue(db, await requirePrincipal(c), c.req.param("venueId"));
        const input = c.req.valid("json");
        const timeZone = venueTimeZone(venue.city);
        const durationMs = input.durationMinutes * 60_000;
        const wanted = expandSlotRequest(input).map(({ date, time }) => {
          const startsAt = zonedTimeToUtc(date, time, timeZone);
          return { date, startsAt, endsAt: new Date(startsAt.getTime() + durationMs) };
        });
        if (wanted.length === 0) throw new ApiError(400, "no_slots", "Those days and weeks give no tour times. Check the days of the week.", { weekdays: ["No matching days."] });
        if (wanted.length > TOUR_SERIES_MAX_SLOTS) {
          throw new ApiError(400, "too_many_slots", `That makes ${wanted.length} tour times; add at most ${TOUR_SERIES_MAX_SLOTS} at once.`, { weeks: ["Fewer weeks or times."] });
        }
        const now = Date.now();
        const past = wanted.find((w) => w.startsAt.getTime() <= now);
        if (past) {
          throw new ApiError(400, "slot_in_past", `${formatTourTime(past.startsAt, timeZone)} has already passed. Tour times must be in the future.`, {
            [input.kind === "single" ? "date" : "startDate"]: ["Must be in the future."],
          });
        }
        const late = wanted.find((w) => w.startsAt.getTime() > now + TOUR_HORIZON_DAYS * DAY_MS);
        if (late) throw new ApiError(400, "too_far_ahead", "Offer tour times within the next year.", { [input.kind === "single" ? "date" : "startDate"]: ["Within a year."] });
        const sorted = [...wanted].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
        for (let i = 1; i < sorted.length; i++) {
          if (sorted[i]!.startsAt < sorted[i - 1]!.endsAt) {
            throw new ApiError(400, "series_overlaps", `The times overlap each other (${formatTourTime(sorted[i - 1]!.startsAt, timeZone, { withDate: false })} and ${formatTourTime(sorted[i]!.startsAt, timeZone, { withDate: false })}). Space them at least ${input.durationMinutes} minutes apart.`, {
              times: ["Times overlap for this tour length."],
            });
          }
        }
        // Blackout days are skipped in a series; a single slot on one is refused.
        const closed = await blackoutDates(db, venue.id, sorted[0]!.date, sorted[sorted.length - 1]!.date);
        const kept = sorted.filter((w) => !closed.has(w.date));
        if (kept.length === 0) throw new ApiError(409, "venue_closed", "The venue is closed on that day. Remove the blackout date first.", { date: ["Blackout date."] });
        const first = kept[0]!.startsAt;
        const last = kept[kept.length - 1]!.endsAt;
        const created = await db.transaction(async (tx) => {
          const [clash] = await tx
            .select({ startsAt: tourSlots.startsAt, endsAt: tourSlots.endsAt })
            .from(tourSlots)
            .where(
              and(
                eq(tourSlots.venueId, venue.id),
                lt(tourSlots.startsAt, last),
                gt(tourSlots.endsAt, first),
                sql`(${sql.join(
                  kept.map((w) => sql`(${tourSlots.startsAt} < ${w.endsAt.toISOString()}::timestamptz and ${tourSlots.endsAt} > ${w.startsAt.toISOString()}::timestamptz)`),
                  sql` or `,
                )})`,
              ),
            )
            .orderBy(asc(tourSlots.startsAt))
            .limit(1);
          if (clash) {
            throw new ApiError(409, "slot_overlaps", `That overlaps the tour time already offered on ${formatTourTime(clash.startsAt, timeZone)}. Pick another time or delete that one first.`);
          }
          try {
            return await tx
              .insert(tourSlots)
              .values(kept.map((w) => ({ venueId: venue.id, startsAt: w.startsAt, endsAt: w.endsAt })))
              .returning({ id: tourSlots.id, startsAt: tourSlots.startsAt, endsAt: tourSlots.endsAt });
          } catch (error) {
            if (pgErrorCode(error) === "23505") throw new ApiError(409, "slot_overlaps", "Another tour time starts at the same moment. Refresh and try again.");
            throw error;
          }
        });
        return c.json(
          {
            created: created.map((s) => ({ id: s.id, startsAt: s.startsAt.toISOString(), endsAt: s.endsAt.toISOString() })),
            skippedBlackoutDates: [...new Set(sorted.filter((w) => closed.has(w.date)).map((w) => w.date))],
          },
          201,
        );
      })
      .delete("/owner/slots/:slotId", allow.role("venue_owner"), async (c) => {
        const principal = await requirePrincipal(c);
        const slotId = c.req.param("slotId");
        const [slot] = isUuid(slotId) ? await db.select().from(tourSlots).where(eq(tourSlots.id, slotId)).limit(1) : [];
        if (!slot) throw new ApiError(404, "slot_not_found", "We couldn't find that tour time.");
        await loadOwnedVenue(db, principal, slot.venueId);
        const deleted = await db.transaction(async (tx) => {
          const [booked] = await tx
            .select({ id: tourBookings.id })
            .from(tourBookings)
            .where(and(eq(tourBookings.slotId, slot.id), eq(tourBookings.status, "confirmed")))
            .limit(1);
          if (booked) throw new ApiError(409, "slot_booked", "A couple has booked this time. Cancel their booking first (they'll get an email), then delete the time.");
          return tx.delete(tourSlots).where(eq(tourSlots.id, slot.id)).returning({ id: tourSlots.id });
        });
        if (deleted.length === 0) throw new ApiError(404, "slot_not_found", "We couldn't find that tour time.");
        return c.json({ deleted: slot.id });
      })
      .get("/owner/venues/:venueId/blackouts", allow.role("venue_owner"), async (c) => {
        const venue = await loadOwnedVenue(db, await requirePrincipal(c), c.req.param("venueId"));
        const today = zonedDate(new Date(), venueTimeZone(venue.city));
        const rows = await db
          .select({ date: venueBlackoutDates.date, reason: venueBlackoutDates.reason })
          .from(venueBlackoutDates)
          .where(and(eq(venueBlackoutDates.venueId, venue.id), sql`${venueBlackoutDates.date} >= ${today}`))
          .orderBy(asc(venueBlackoutDates.date));
        return c.json({ blackouts: rows });
      })
      .post("/owner/venues/:venueId/blackouts", allow.role("venue_owner"), validate("json", blackoutSchema), async (c) => {
        const venue = await loadOwnedVenue(db, await requirePrincipal(c), c.req.param("venueId"));
        const input = c.req.valid("json");
        const timeZone = venueTimeZone(venue.city);
        const today = zonedDate(new Date(), timeZone);
        if (input.date < today) throw new ApiError(400, "date_in_past", "That date has passed. Choose today or a later date.", { date: ["Must be today or later."] });
        if (Date.parse(input.date) > Date.now() + 2 * TOUR_HORIZON_DAYS * DAY_MS) {
          throw new ApiError(400, "too_far_ahead", "Choose a date within the next two years.", { date: ["Within two years."] });
        }
        const [row] = await db
          .insert(venueBlackoutDates)
          .values({ venueId: venue.id, date: input.date, reason: input.reason })
          .onConflictDoUpdate({ target: [venueBlackoutDates.venueId, venueBlackoutDates.date], set: { reason: input.reason } })
          .returning({ date: venueBlackoutDates.date, reason: venueBlackoutDates.reason });
        // Bookings already on that day stay; the owner sees them and decides.
        const dayStart = zonedTimeToUtc(input.date, "00:00", timeZone);
        const dayEnd = new Date(dayStart.getTime() + DAY_MS + 2 * 3600_000);
        const onDay = await db
          .select({ startsAt: tourSlots.startsAt })
          .from(tourBookings)
          .innerJoin(tourSlots, eq(tourSlots.id, tourBookings.slotId))
          .where(and(eq(tourBookings.venueId, venue.id), eq(tourBookings.status, "confirmed"), gt(tourSlots.startsAt, dayStart), lt(tourSlots.startsAt, dayEnd)));
        const bookingsOnDate = onDay.filter((b) => zonedDate(b.startsAt, timeZone) === input.date).length;
        return c.json({ blackout: row!, bookingsOnDate }, 201);
      })
      .delete("/owner/venues/:venueId/blackouts/:date", allow.role("venue_owner"), async (c) => {
        const venue = await loadOwnedVenue(db, await requirePrincipal(c), c.req.param("venueId"));
        const date = c.req.param("date");
        if (!isCalendarDate(date)) {
          throw new ApiError(400, "invalid_input", "Use a date like 2027-06-12.", { date: ["Use a date like 2027-06-12."] });
        }
        const deleted = await db
          .delete(venueBlackoutDates)
          .where(and(eq(venueBlackoutDates.venueId, venue.id), eq(venueBlackoutDates.date, date)))
          .returning({ date: venueBlackoutDates.date });
        if (deleted.length === 0) throw new ApiError(404, "blackout_not_found", "That date isn't blocked out.");
        return c.json({ deleted: date });
      })
      .get("/owner/venues/:venueId/requests", allow.role("venue_owner"), async (c) => {
        const venue = await loadOwnedVenue(db, await requirePrincipal(c), c.req.param("venueId"));
        const rows = await db
          .select({ request: tourRequests, coupleName: users.name, coupleEmail: users.email })
          .from(tourRequests)
          .innerJoin(users, eq(users.id, tourRequests.userId))
          .where(eq(tourRequests.venueId, venue.id))
          .orderBy(desc(tourRequests.createdAt))
          .limit(200);
        return c.json({ venue: venueSummary(venue), requests: rows.map((r) => ({ ...requestView(r.request), coupleName: r.coupleName, coupleEmail: r.coupleEmail })) });
      })
      .post("/owner/requests/:id/confirm", allow.role("venue_owner"), validate("json", confirmRequestSchema), async (c) => {
        const input = c.req.valid("json");
        return c.json(await decide(c, "confirmed", input.note, (request) => (input.which === "alternate" ? request.alternateAt : request.preferredAt)));
      })
      .post("/owner/requests/:id/decline", allow.role("venue_owner"), validate("json", declineRequestSchema), async (c) => {
        return c.json(await decide(c, "declined", c.req.valid("json").note, (request) => request.proposedAt));
      })
      .post("/owner/requests/:id/propose", allow.role("venue_owner"), validate("json", proposeTimeSchema), async (c) => {
        const input = c.req.valid("json");
        return c.json(await decide(c, "proposed", input.note, () => new Date(input.proposedAt)));
      })
      .get("/owner/venues/:venueId/bookings", allow.role("venue_owner"), async (c) => {
        const venue = await loadOwnedVenue(db, await requirePrincipal(c), c.req.param("venueId"));
        const rows = await db
          .select({ booking: tourBookings, slot: { startsAt: tourSlots.startsAt, endsAt: tourSlots.endsAt }, coupleName: users.name, coupleEmail: users.email })
          .from(tourBookings)
          .innerJoin(tourSlots, eq(tourSlots.id, tourBookings.slotId))
          .innerJoin(users, eq(users.id, tourBookings.userId))
          .where(eq(tourBookings.venueId, venue.id))
          .orderBy(asc(tourSlots.startsAt))
          .limit(500);
        return c.json({
          venue: venueSummary(venue),
          bookings: rows.map((r) => ({ ...bookingView(r.booking, r.slot), coupleName: r.coupleName, coupleEmail: r.coupleEmail })),
        });
      })
  );

  /** An owner's answer to a request: confirm (a time the couple offered), decline, or propose another time. */
  async function decide(
    c: { get(key: "principal"): () => Promise<Principal | null>; req: { param(name: "id"): string } },
    decision: "confirmed" | "declined" | "proposed",
    note: string,
    timeFor: (request: RequestRow) => Date | null,
  ) {
    const principal = await requirePrincipal(c);
    const requestId = c.req.param("id");
    const notFound = new ApiError(404, "request_not_found", "We couldn't find that tour request among your listings.");
    const [row] = isUuid(requestId) ? await db.select().from(tourRequests).where(eq(tourRequests.id, requestId)).limit(1) : [];
    if (!row) throw notFound;
    const venue = await loadOwnedVenue(db, principal, row.venueId);
    const allowedFrom: Record<typeof decision, string[]> = { confirmed: ["pending"], declined: ["pending", "proposed"], proposed: ["pending", "proposed"] };
    if (!allowedFrom[decision].includes(row.status)) {
      throw new ApiError(409, "request_closed", `This request is ${row.status === "proposed" ? "waiting for the couple to answer your proposed time" : `already ${row.status}`}.`);
    }
    const at = timeFor(row);
    if (decision === "confirmed") {
      if (!at) throw new ApiError(400, "no_alternate", "The couple didn't offer an alternate time.", { which: ["No alternate time."] });
      if (at.getTime() <= Date.now()) throw new ApiError(400, "time_in_past", "That time has already passed. Propose another time instead.");
    }
    const [updated] = await db
      .update(tourRequests)
      .set({ status: decision, proposedAt: decision === "declined" ? row.proposedAt : at, ownerNote: note, updatedAt: sql`now()` })
      .where(and(eq(tourRequests.id, row.id), inArray(tourRequests.status, allowedFrom[decision])))
      .returning();
    if (!updated) throw new ApiError(409, "request_changed", "This request changed in the meantime. Refresh to see where it stands.");
    const summary = venueSummary(venue);
    const couple = await userContact(db, row.userId);
    if (couple) sendLater(mailer, logger, [tourMail.requestDecision(couple.email, links, summary, decision, at ?? row.preferredAt, note)]);
    return { request: { ...requestView(updated), venue: summary } };
  }
}
