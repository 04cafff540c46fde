import { and, asc, eq, gt, lt, sql } from "drizzle-orm";
import {
  DAY_MS,
  expandSlotRequest,
  formatTourTime,
  TOUR_HORIZON_DAYS,
  TOUR_SERIES_MAX_SLOTS,
  venueTimeZone,
  zonedDate,
  zonedTimeToUtc,
  type CreateSlotsInput,
} from "../../../../domain/tours.ts";
import { effectiveTouringHours, touringHoursProblem } from "../../../../domain/touring-hours.ts";
import { tourBookings, tourSlots } from "../../../db/schema/index.ts";
import { ApiError } from "../../../http/errors.ts";
import type { VenueRow } from "../../venues/index.ts";
import { pgErrorCode } from "../../../db/errors.ts";
import { blackoutDates, loadPublishedVenue, openSlots, ownerSlots, resolveRange, venueSummary } from "../service.ts";
import { tourSlotResource } from "../resources.ts";
import type { TourDeps } from "./deps.ts";

type SlotRange = { from?: string; to?: string };

/** Open slots of a published venue in a window (default: the next six weeks), minus blackout days. */
export async function listOpenSlots(deps: TourDeps, idOrSlug: string, query: SlotRange) {
  const venue = await loadPublishedVenue(deps.db, idOrSlug);
  const summary = venueSummary(venue);
  const range = resolveRange(query, summary.timeZone);
  const { slots, blackouts } = await openSlots(deps.db, venue, range);
  return {
    venue: summary,
    /** What the request form shows and checks before sending (the server checks again). */
    touringHours: effectiveTouringHours(venue.touringHours),
    from: range.from.toISOString(),
    to: range.to.toISOString(),
    slots: slots.map((s) => ({ id: s.id, startsAt: s.startsAt.toISOString(), endsAt: s.endsAt.toISOString() })),
    blackouts,
  };
}

/** Every slot of an owned venue in a window (from a week back), booked or not, with the blackout days. */
export async function listOwnerSlots(deps: TourDeps, venue: VenueRow, query: SlotRange) {
  const { db } = deps;
  const summary = venueSummary(venue);
  const range = resolveRange(query, summary.timeZone, { fromDaysAgo: 7 });
  const slots = await ownerSlots(db, venue, range);
  const blackouts = await blackoutDates(db, venue.id, zonedDate(range.from, summary.timeZone), zonedDate(range.to, summary.timeZone));
  return { venue: { ...summary, published: venue.published }, from: range.from.toISOString(), to: range.to.toISOString(), slots, blackouts: [...blackouts].sort() };
}

/**
 * One slot or a weekly series at the venue's local wall-clock times. Refused if any is past, beyond
 * the horizon, outside the touring hours, or overlapping another; blackout days are skipped in a series
 * (a single slot on one is refused). The overlap check and the insert share a transaction.
 */
export async function createSlots(deps: TourDeps, venue: VenueRow, input: CreateSlotsInput) {
  const { db } = deps;
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
  const dateField = input.kind === "single" ? "date" : "startDate";
  const now = Date.now();
  const past = wanted.find((w) => w.startsAt.getTime() <= now);
  if (past) {
    throw new ApiError(400, "slot_in_past", `${formatTourTime(past.startsAt, timeZone)} has already passed. Tour times must be in the future.`, {
      [dateField]: ["Must be in the future."],
    });
  }
  const late = wanted.find((w) => w.startsAt.getTime() > now + TOUR_HORIZON_DAYS * DAY_MS);
  if (late) throw new ApiError(400, "too_far_ahead", "Offer tour times within the next year.", { [dateField]: ["Within a year."] });
  const sorted = [...wanted].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i]!.startsAt < sorted[i - 1]!.endsAt) {
      const clock = (at: Date) => formatTourTime(at, timeZone, { withDate: false });
      throw new ApiError(
        400,
        "series_overlaps",
        `The times overlap each other (${clock(sorted[i - 1]!.startsAt)} and ${clock(sorted[i]!.startsAt)}). Space them at least ${input.durationMinutes} minutes apart.`,
        { times: ["Times overlap for this tour length."] },
      );
    }
  }
  // Offered times must start within the touring hours too: couples see those hours on the request form,
  // and a bookable time outside them would contradict it. Times already offered stay bookable when the
  // hours later narrow (the owner chose them, and may delete them), so booking a slot isn't checked again.
  const hours = effectiveTouringHours(venue.touringHours);
  for (const w of sorted) {
    const problem = touringHoursProblem(hours, w.startsAt, timeZone);
    if (problem) {
      throw new ApiError(400, "outside_touring_hours", `${formatTourTime(w.startsAt, timeZone)} is outside your touring hours. ${problem}`, {
        [input.kind === "single" ? "time" : "times"]: [problem],
      });
    }
  }
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
  return {
    created: created.map((s) => ({ id: s.id, startsAt: s.startsAt.toISOString(), endsAt: s.endsAt.toISOString() })),
    skippedBlackoutDates: [...new Set(sorted.filter((w) => closed.has(w.date)).map((w) => w.date))],
  };
}

/** Deletes an unbooked slot of an owned venue; a booked one must be canceled first (the couple gets mail). */
export async function deleteSlot(deps: TourDeps, { slot }: { slot: { id: string } }) {
  const { db } = deps;
  const deleted = await db.transaction(async (tx) => {
    const [booked] = await tx
      .select({ id: tourBookings.id })
      .from(tourBookings)
      .where(and(eq(tourBookings.slotId, slot.id), eq(tourBookings.status, "confirmed")))
      .limit(1);
    if (booked) throw new ApiError(409, "slot_booked", "A couple has booked this time. Cancel their booking first (they'll get an email), then delete the time.");
    return tx.delete(tourSlots).where(eq(tourSlots.id, slot.id)).returning({ id: tourSlots.id });
  });
  if (deleted.length === 0) throw tourSlotResource.notFound();
  return { deleted: slot.id };
}
