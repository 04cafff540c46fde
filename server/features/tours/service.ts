import { and, asc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import {
  addDays,
  DAY_MS,
  TOUR_SLOT_RANGE_DEFAULT_DAYS,
  TOUR_SLOT_RANGE_MAX_DAYS,
  venueTimeZone,
  zonedDate,
  zonedTimeToUtc,
} from "../../../domain/tours.ts";
import { effectiveTouringHours, touringHoursProblem } from "../../../domain/touring-hours.ts";
import type { Database } from "../../db/client.ts";
import { tourBookings, tourRequests, tourSlots, users, venueBlackoutDates, venues } from "../../db/schema/index.ts";
import { ApiError } from "../../http/errors.ts";
import { isUuid } from "../../../domain/ids.ts";
import type { VenueRow } from "../venues/index.ts";
import { shownName } from "../../db/shown-name.ts";

export type BookingRow = typeof tourBookings.$inferSelect;
export type RequestRow = typeof tourRequests.$inferSelect;
export type SlotRow = typeof tourSlots.$inferSelect;

/** What the tour screens show about a venue. */
export function venueSummary(venue: Pick<VenueRow, "id" | "slug" | "name" | "city" | "address" | "neighborhood">) {
  return {
    id: venue.id,
    slug: venue.slug,
    name: venue.name,
    city: venue.city,
    address: venue.address,
    neighborhood: venue.neighborhood,
    timeZone: venueTimeZone(venue.city),
  };
}
export type TourVenue = ReturnType<typeof venueSummary>;

export const venueSummaryColumns = {
  id: venues.id,
  slug: venues.slug,
  name: venues.name,
  city: venues.city,
  address: venues.address,
  neighborhood: venues.neighborhood,
};

const notListed = () => new ApiError(404, "venue_not_found", "We couldn't find that venue. It may have been unlisted.");

/** A published venue by id or slug (what couples may see). */
export async function loadPublishedVenue(db: Database, idOrSlug: string): Promise<VenueRow> {
  const where = isUuid(idOrSlug) ? eq(venues.id, idOrSlug) : eq(venues.slug, idOrSlug.slice(0, 200));
  const [venue] = await db.select().from(venues).where(where).limit(1);
  if (!venue || !venue.published) throw notListed();
  return venue;
}

/** A `from`/`to` query (a date in the venue's zone, or an instant) as a checked window of instants. */
export function resolveRange(
  range: { from?: string; to?: string },
  timeZone: string,
  defaults: { fromDaysAgo?: number } = {},
): { from: Date; to: Date } {
  const now = new Date();
  const toInstant = (value: string, endOfDay: boolean) =>
    value.length === 10 ? zonedTimeToUtc(endOfDay ? addDays(value, 1) : value, "00:00", timeZone) : new Date(value);
  const from = range.from
    ? toInstant(range.from, false)
    : defaults.fromDaysAgo
      ? zonedTimeToUtc(addDays(zonedDate(now, timeZone), -defaults.fromDaysAgo), "00:00", timeZone)
      : now;
  const to = range.to ? toInstant(range.to, true) : new Date(from.getTime() + TOUR_SLOT_RANGE_DEFAULT_DAYS * DAY_MS);
  if (to <= from) throw new ApiError(400, "invalid_range", "The end of the range must be after its start.", { to: ["Must be after from."] });
  if (to.getTime() - from.getTime() > TOUR_SLOT_RANGE_MAX_DAYS * DAY_MS) {
    throw new ApiError(400, "range_too_long", `Ask for at most ${TOUR_SLOT_RANGE_MAX_DAYS} days at a time.`, { to: [`At most ${TOUR_SLOT_RANGE_MAX_DAYS} days after from.`] });
  }
  return { from, to };
}

/** The venue's blackout dates between two calendar dates (inclusive). */
export async function blackoutDates(db: Database, venueId: string, fromDate: string, toDate: string): Promise<Set<string>> {
  const rows = await db
    .select({ date: venueBlackoutDates.date })
    .from(venueBlackoutDates)
    .where(and(eq(venueBlackoutDates.venueId, venueId), gte(venueBlackoutDates.date, fromDate), sql`${venueBlackoutDates.date} <= ${toDate}`));
  return new Set(rows.map((r) => r.date));
}

export async function isBlackedOut(db: Database, venueId: string, date: string): Promise<boolean> {
  const [row] = await db
    .select({ date: venueBlackoutDates.date })
    .from(venueBlackoutDates)
    .where(and(eq(venueBlackoutDates.venueId, venueId), eq(venueBlackoutDates.date, date)))
    .limit(1);
  return Boolean(row);
}

const confirmedBookingOf = (slotId: typeof tourSlots.id) =>
  sql`exists (select 1 from ${tourBookings} where ${tourBookings.slotId} = ${slotId} and ${tourBookings.status} = 'confirmed')`;

/** Open slots couples can book: future, not booked, not on a blackout date. */
export async function openSlots(db: Database, venue: VenueRow, range: { from: Date; to: Date }) {
  const timeZone = venueTimeZone(venue.city);
  const from = new Date(Math.max(range.from.getTime(), Date.now()));
  const rows = await db
    .select({ id: tourSlots.id, startsAt: tourSlots.startsAt, endsAt: tourSlots.endsAt })
    .from(tourSlots)
    .where(and(eq(tourSlots.venueId, venue.id), gte(tourSlots.startsAt, from), lt(tourSlots.startsAt, range.to), sql`not ${confirmedBookingOf(tourSlots.id)}`))
    .orderBy(asc(tourSlots.startsAt));
  const closed = await blackoutDates(db, venue.id, zonedDate(from, timeZone), zonedDate(range.to, timeZone));
  return {
    slots: rows.filter((slot) => !closed.has(zonedDate(slot.startsAt, timeZone))),
    blackouts: [...closed].sort(),
  };
}

/**
 * Refuses a tour time outside the venue's touring hours (its own, else the default), read on the
 * venue's wall clock: a 400 naming the field, with the hours of that weekday in the message.
 */
export function requireTouringHours(venue: Pick<VenueRow, "city" | "touringHours">, at: Date, field: string): void {
  const problem = touringHoursProblem(effectiveTouringHours(venue.touringHours), at, venueTimeZone(venue.city));
  if (problem) throw new ApiError(400, "outside_touring_hours", problem, { [field]: [problem] });
}

/** The account email of a user, and the name businesses see (a couple's "Maya & Theo"). */
export async function userContact(db: Database, userId: string): Promise<{ email: string; name: string } | null> {
  const [row] = await db.select({ email: users.email, name: shownName(users.id, users.name) }).from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

/** Where mail for the venue goes: its owner's account, or the listing's contact address while unowned. */
export async function venueMailbox(db: Database, venue: Pick<VenueRow, "ownerId" | "contactEmail">): Promise<string | null> {
  if (venue.ownerId) {
    const owner = await userContact(db, venue.ownerId);
    if (owner) return owner.email;
  }
  return venue.contactEmail || null;
}

/** The time a confirmed (or proposed) request is for: the owner's chosen time, else the preferred one. */
export function requestTime(request: Pick<RequestRow, "proposedAt" | "preferredAt">): Date {
  return request.proposedAt ?? request.preferredAt;
}


/** My bookings and requests (the couple's /venue-tours). */
export async function myTours(db: Database, userId: string) {
  const bookingRows = await db
    .select({ booking: tourBookings, slot: { startsAt: tourSlots.startsAt, endsAt: tourSlots.endsAt }, venue: venueSummaryColumns })
    .from(tourBookings)
    .innerJoin(tourSlots, eq(tourSlots.id, tourBookings.slotId))
    .innerJoin(venues, eq(venues.id, tourBookings.venueId))
    .where(eq(tourBookings.userId, userId))
    .orderBy(asc(tourSlots.startsAt));
  const requestRows = await db
    .select({ request: tourRequests, venue: venueSummaryColumns })
    .from(tourRequests)
    .innerJoin(venues, eq(venues.id, tourRequests.venueId))
    .where(eq(tourRequests.userId, userId))
    .orderBy(asc(tourRequests.preferredAt));
  return {
    bookings: bookingRows.map(({ booking, slot, venue }) => ({ ...bookingView(booking, slot), venue: venueSummary(venue) })),
    requests: requestRows.map(({ request, venue }) => ({ ...requestView(request), venue: venueSummary(venue) })),
  };
}

export function bookingView(booking: BookingRow, slot: { startsAt: Date; endsAt: Date }) {
  return {
    id: booking.id,
    slotId: booking.slotId,
    venueId: booking.venueId,
    status: booking.status as "confirmed" | "canceled",
    guests: booking.guests,
    note: booking.note,
    startsAt: slot.startsAt.toISOString(),
    endsAt: slot.endsAt.toISOString(),
    createdAt: booking.createdAt.toISOString(),
  };
}

export function requestView(request: RequestRow) {
  return {
    id: request.id,
    venueId: request.venueId,
    status: request.status as "pending" | "confirmed" | "declined" | "proposed" | "canceled",
    preferredAt: request.preferredAt.toISOString(),
    alternateAt: request.alternateAt?.toISOString() ?? null,
    proposedAt: request.proposedAt?.toISOString() ?? null,
    guests: request.guests,
    message: request.message,
    ownerNote: request.ownerNote,
    createdAt: request.createdAt.toISOString(),
  };
}

/** The owner's view of a venue's slots in a window, each with its confirmed booking if any. */
export async function ownerSlots(db: Database, venue: VenueRow, range: { from: Date; to: Date }) {
  const slotRows = await db
    .select({ id: tourSlots.id, startsAt: tourSlots.startsAt, endsAt: tourSlots.endsAt })
    .from(tourSlots)
    .where(and(eq(tourSlots.venueId, venue.id), gte(tourSlots.startsAt, range.from), lt(tourSlots.startsAt, range.to)))
    .orderBy(asc(tourSlots.startsAt));
  const ids = slotRows.map((s) => s.id);
  const booked = ids.length
    ? await db
        .select({ id: tourBookings.id, slotId: tourBookings.slotId, guests: tourBookings.guests, note: tourBookings.note, name: shownName(users.id, users.name), email: users.email })
        .from(tourBookings)
        .innerJoin(users, eq(users.id, tourBookings.userId))
        .where(and(inArray(tourBookings.slotId, ids), eq(tourBookings.status, "confirmed")))
    : [];
  const bySlot = new Map(booked.map((b) => [b.slotId, b]));
  return slotRows.map((slot) => {
    const booking = bySlot.get(slot.id);
    return {
      id: slot.id,
      startsAt: slot.startsAt.toISOString(),
      endsAt: slot.endsAt.toISOString(),
      booking: booking ? { id: booking.id, guests: booking.guests, note: booking.note, coupleName: booking.name, coupleEmail: booking.email } : null,
    };
  });
}
