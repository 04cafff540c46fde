import { and, asc, eq, gt, sql } from "drizzle-orm";
import { BOOKING_CONFLICT_MESSAGE, formatDay, formatTourTime, zonedDate, type BookTourInput } from "../../../../domain/tours.ts";
import type { Principal } from "../../../auth/principal.ts";
import { tourBookings, tourSlots, users } from "../../../db/schema/index.ts";
import { ApiError } from "../../../http/errors.ts";
import type { VenueRow } from "../../venues/index.ts";
import { sendLater } from "../../../mail/send-later.ts";
import { tourMail } from "../mail.ts";
import type { TourBookingRow } from "../resources.ts";
import { pgErrorCode } from "../../../db/errors.ts";
import { bookingView, isBlackedOut, loadPublishedVenue, myTours, userContact, venueMailbox, venueSummary } from "../service.ts";
import { bookingIcs, type CalendarFile } from "./calendar.ts";
import { linksOf, type TourDeps } from "./deps.ts";
import { shownName } from "../../../db/shown-name.ts";

/** A couple (verified: the venue gets mail) books an open slot: one confirmed booking per slot (the database enforces it), mail to both sides. */
export async function bookTour(deps: TourDeps, principal: Principal, input: BookTourInput) {
  const { db } = deps;
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
  const links = linksOf(deps);
  const couple = (await userContact(db, principal.userId)) ?? { email: principal.email, name: "" };
  const mailbox = await venueMailbox(db, venue);
  sendLater(deps.mailer, deps.logger, [
    tourMail.bookingConfirmed(couple.email, links, summary, slot.startsAt, input.guests, bookingIcs(links, booking!, slot, venue)),
    mailbox ? tourMail.bookingNotice(mailbox, links, summary, Boolean(venue.ownerId), slot.startsAt, couple, input.guests, input.note) : null,
  ]);
  return { booking: { ...bookingView(booking!, slot), venue: summary } };
}

/** One booking, for the couple who made it, the venue's owner or an admin (the route's policy). */
export function getBooking({ booking, slot, venue }: TourBookingRow) {
  return { booking: { ...bookingView(booking, slot), venue: venueSummary(venue) } };
}

/** The couple's own bookings and requests (/venue-tours). */
export async function listMyTours(deps: TourDeps, principal: Principal) {
  return myTours(deps.db, principal.userId);
}

/** Either side cancels a future booking; both get mail. */
export async function cancelBooking(deps: TourDeps, principal: Principal, { booking, slot, venue }: TourBookingRow) {
  const { db } = deps;
  const isCouple = booking.userId === principal.userId;
  if (booking.status === "canceled") throw new ApiError(409, "already_canceled", "This tour is already canceled.");
  if (slot.startsAt.getTime() <= Date.now()) throw new ApiError(400, "tour_in_past", "This tour has already taken place, so it can't be canceled.");
  const [updated] = await db
    .update(tourBookings)
    .set({ status: "canceled", updatedAt: sql`now()` })
    .where(and(eq(tourBookings.id, booking.id), eq(tourBookings.status, "confirmed")))
    .returning();
  if (!updated) throw new ApiError(409, "already_canceled", "This tour is already canceled.");
  const links = linksOf(deps);
  const summary = venueSummary(venue);
  const couple = await userContact(db, booking.userId);
  const mailbox = await venueMailbox(db, venue);
  sendLater(deps.mailer, deps.logger, [
    couple ? tourMail.bookingCanceled(couple.email, links, summary, slot.startsAt, isCouple, "couple") : null,
    mailbox ? tourMail.bookingCanceled(mailbox, links, summary, slot.startsAt, isCouple, "venue", Boolean(venue.ownerId)) : null,
  ]);
  return { booking: { ...bookingView(updated, slot), venue: summary } };
}

/** The booking's calendar file (a canceled booking's says STATUS:CANCELLED, RFC 5545's spelling, which removes it from the calendar). */
export function bookingCalendar(deps: TourDeps, { booking, slot, venue }: TourBookingRow): CalendarFile {
  return bookingIcs(linksOf(deps), booking, slot, venue);
}

/** Bookings of a venue the principal owns (or any, for an admin), with who booked. */
export async function listVenueBookings(deps: TourDeps, venue: VenueRow) {
  const rows = await deps.db
    .select({ booking: tourBookings, slot: { startsAt: tourSlots.startsAt, endsAt: tourSlots.endsAt }, coupleName: shownName(users.id, users.name), coupleEmail: users.email })
    .from(tourBookings)
    .innerJoin(tourSlots, eq(tourSlots.id, tourBookings.slotId))
    .innerJoin(users, eq(users.id, tourBookings.userId))
    .where(eq(tourBookings.venueId, venue.id))
    .orderBy(asc(tourSlots.startsAt))
    .limit(500);
  return {
    venue: venueSummary(venue),
    bookings: rows.map((r) => ({ ...bookingView(r.booking, r.slot), coupleName: r.coupleName, coupleEmail: r.coupleEmail })),
  };
}
