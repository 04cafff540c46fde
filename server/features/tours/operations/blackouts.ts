import { and, asc, eq, gte, lt, sql } from "drizzle-orm";
import { addDays, DAY_MS, TOUR_HORIZON_DAYS, venueTimeZone, zonedDate, zonedTimeToUtc, type BlackoutInput } from "../../../../domain/tours.ts";
import { tourBookings, tourSlots, venueBlackoutDates } from "../../../db/schema/index.ts";
import { ApiError } from "../../../http/errors.ts";
import type { VenueRow } from "../../venues/index.ts";
import type { TourDeps } from "./deps.ts";

/** Blackout days of an owned venue from today (the venue's today) on. */
export async function listBlackouts(deps: TourDeps, venue: VenueRow) {
  const today = zonedDate(new Date(), venueTimeZone(venue.city));
  const rows = await deps.db
    .select({ date: venueBlackoutDates.date, reason: venueBlackoutDates.reason })
    .from(venueBlackoutDates)
    .where(and(eq(venueBlackoutDates.venueId, venue.id), sql`${venueBlackoutDates.date} >= ${today}`))
    .orderBy(asc(venueBlackoutDates.date));
  return { blackouts: rows };
}

/** Blocks a day (or updates its reason). Bookings already on that day stay; the answer counts them so the owner can decide. */
export async function addBlackout(deps: TourDeps, venue: VenueRow, input: BlackoutInput) {
  const { db } = deps;
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
  // The local day, midnight to midnight in the venue's zone (23 or 25 hours on a DST change).
  const dayStart = zonedTimeToUtc(input.date, "00:00", timeZone);
  const dayEnd = zonedTimeToUtc(addDays(input.date, 1), "00:00", timeZone);
  const onDay = await db
    .select({ id: tourBookings.id })
    .from(tourBookings)
    .innerJoin(tourSlots, eq(tourSlots.id, tourBookings.slotId))
    .where(and(eq(tourBookings.venueId, venue.id), eq(tourBookings.status, "confirmed"), gte(tourSlots.startsAt, dayStart), lt(tourSlots.startsAt, dayEnd)));
  return { blackout: row!, bookingsOnDate: onDay.length };
}

/** Unblocks a day; 404 when it was not blocked. */
export async function removeBlackout(deps: TourDeps, venue: VenueRow, date: string) {
  const deleted = await deps.db
    .delete(venueBlackoutDates)
    .where(and(eq(venueBlackoutDates.venueId, venue.id), eq(venueBlackoutDates.date, date)))
    .returning({ date: venueBlackoutDates.date });
  if (deleted.length === 0) throw new ApiError(404, "blackout_not_found", "That date isn't blocked out.");
  return { deleted: date };
}
