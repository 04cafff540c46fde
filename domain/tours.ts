import { z } from "zod";
import { calendarDateSchema } from "./calendar-date.ts";
import "./zod-messages.ts";
import { CITIES } from "./cities.ts";
import { addDays, formatCalendarDate, formatZoned, weekdayOf, zoneAbbreviation } from "./dates.ts";
import { idOrSlugSchema, idSchema } from "./ids.ts";

/**
 * Venue tours: slots an owner offers, bookings of them, and requests for a time when no slot fits.
 * Shared by the server (validation) and the web app (forms, time-zone display).
 */

export const TOUR_GUESTS_MAX = 10;
export const TOUR_NOTE_MAX = 1000;
/** The widest window GET .../slots answers in one go. */
export const TOUR_SLOT_RANGE_MAX_DAYS = 62;
export const TOUR_SLOT_RANGE_DEFAULT_DAYS = 42;
/** How far ahead a couple may ask for a tour, and an owner offer slots. */
export const TOUR_HORIZON_DAYS = 366;
export const TOUR_SERIES_MAX_SLOTS = 200;
export const TOUR_SERIES_MAX_WEEKS = 26;
export const TOUR_DURATIONS = [30, 45, 60, 90] as const;

export const DAY_MS = 24 * 60 * 60 * 1000;

export const BOOKING_CONFLICT_MESSAGE = "That time was just booked by someone else. Please pick another.";
export { VERIFY_EMAIL_MESSAGE } from "./account.ts";

export type TourBookingStatus = "confirmed" | "canceled";
export type TourRequestStatus = "pending" | "confirmed" | "declined" | "proposed" | "canceled";

export const TOUR_REQUEST_STATUS_LABELS: Record<TourRequestStatus, string> = {
  pending: "Waiting for the venue",
  confirmed: "Confirmed",
  declined: "Declined",
  proposed: "New time proposed",
  canceled: "Canceled",
};

/** The time zone of a venue's city (all four are in the US Eastern or Central zone). */
export function venueTimeZone(city: string): string {
  return CITIES.find((c) => c.id === city)?.timeZone ?? "America/New_York";
}

// ---------------------------------------------------------------------------------------------------
// Dates and times of tours, shown in the venue's own zone (see dates.ts).

export { addDays, isCalendarDate, weekdayOf, zoneAbbreviation, zonedDate, zonedTime, zonedTimeToUtc } from "./dates.ts";

/** "Sat, Jun 12, 2027, 2:30 PM EDT" in the venue's zone. */
export function formatTourTime(iso: string | Date, timeZone: string, options: { withDate?: boolean; withZone?: boolean } = {}): string {
  const { withDate = true, withZone = true } = options;
  const instant = typeof iso === "string" ? new Date(iso) : iso;
  const text = formatZoned(instant, timeZone, withDate ? "EEE, MMM d, yyyy, h:mm a" : "h:mm a");
  return withZone ? `${text} ${zoneAbbreviation(instant, timeZone)}` : text;
}

/** "Saturday, June 12, 2027" (long) or "Sat, Jun 12" (short) for a calendar date string. */
export function formatDay(date: string, style: "long" | "short" = "long"): string {
  return formatCalendarDate(date, style === "long" ? "EEEE, MMMM d, yyyy" : "EEE, MMM d");
}

// ---------------------------------------------------------------------------------------------------
// Schemas

const uuid = idSchema();
const dateString = calendarDateSchema;
const timeString = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use a time like 14:30.");
const isoInstant = z.iso.datetime({ offset: true, message: "Use a date and time like 2027-06-12T14:30:00Z." });
const guests = z.coerce
  .number({ message: "Enter how many people are coming." })
  .int("Enter a whole number of people.")
  .min(1, "At least one person comes to the tour.")
  .max(TOUR_GUESTS_MAX, `Tours are for up to ${TOUR_GUESTS_MAX} people.`);
const longText = (max: number) => z.string().trim().max(max, `Keep it to ${max.toLocaleString("en-US")} characters.`);

/** `from`/`to`: a date ("2027-06-12") or an instant; both optional. */
export const tourSlotRangeSchema = z.object({
  from: z.union([dateString, isoInstant]).optional(),
  to: z.union([dateString, isoInstant]).optional(),
});

export const bookTourSchema = z.object({
  slotId: uuid,
  guests: guests.default(2),
  note: longText(TOUR_NOTE_MAX).default(""),
});
export type BookTourInput = z.infer<typeof bookTourSchema>;

/** Checks a requested time: in the future and within the horizon (evaluated when parsed). */
function futureWithinHorizon(value: string | null | undefined): boolean {
  if (!value) return true;
  const at = Date.parse(value);
  return at > Date.now() && at < Date.now() + TOUR_HORIZON_DAYS * DAY_MS;
}
const FUTURE_MESSAGE = "Pick a time in the future, within the next year.";

export const tourRequestSchema = z
  .object({
    venueId: uuid,
    preferredAt: isoInstant.refine(futureWithinHorizon, FUTURE_MESSAGE),
    alternateAt: isoInstant.refine(futureWithinHorizon, FUTURE_MESSAGE).nullish(),
    guests: guests.default(2),
    message: longText(TOUR_NOTE_MAX).default(""),
  })
  .refine((v) => !v.alternateAt || Date.parse(v.alternateAt) !== Date.parse(v.preferredAt), {
    path: ["alternateAt"],
    message: "The alternate time is the same as the preferred one.",
  });
export type TourRequestInput = z.infer<typeof tourRequestSchema>;

const duration = z.coerce
  .number()
  .int()
  .refine((v) => (TOUR_DURATIONS as readonly number[]).includes(v), `Choose a length of ${TOUR_DURATIONS.join(", ")} minutes.`);

/** One slot, or a weekly series; dates and times are the venue's local wall clock. */
export const createSlotsSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("single"), date: dateString, time: timeString, durationMinutes: duration.default(60) }),
  z.object({
    kind: z.literal("weekly"),
    startDate: dateString,
    weekdays: z
      .array(z.coerce.number().int().min(0).max(6))
      .min(1, "Choose at least one day of the week.")
      .max(7)
      .refine((days) => new Set(days).size === days.length, "Each day once."),
    times: z.array(timeString).min(1, "Add at least one time.").max(12, "Up to 12 times a day."),
    weeks: z.coerce.number().int().min(1, "At least one week.").max(TOUR_SERIES_MAX_WEEKS, `Up to ${TOUR_SERIES_MAX_WEEKS} weeks at a time.`),
    durationMinutes: duration.default(60),
  }),
]);
export type CreateSlotsInput = z.infer<typeof createSlotsSchema>;

/** The local start times a slot request stands for, in order (pure, so the form can preview it). */
export function expandSlotRequest(input: CreateSlotsInput): { date: string; time: string }[] {
  if (input.kind === "single") return [{ date: input.date, time: input.time }];
  const out: { date: string; time: string }[] = [];
  const times = [...input.times].sort();
  for (let day = 0; day < input.weeks * 7; day++) {
    const date = addDays(input.startDate, day);
    if (!input.weekdays.includes(weekdayOf(date))) continue;
    for (const time of times) out.push({ date, time });
  }
  return out;
}

export const blackoutSchema = z.object({
  date: dateString,
  reason: longText(200).default(""),
});
export type BlackoutInput = z.infer<typeof blackoutSchema>;

export const declineRequestSchema = z.object({ note: longText(TOUR_NOTE_MAX).default("") });
export const proposeTimeSchema = z.object({
  proposedAt: isoInstant.refine(futureWithinHorizon, FUTURE_MESSAGE),
  note: longText(TOUR_NOTE_MAX).default(""),
});
export const confirmRequestSchema = z.object({
  /** Which of the couple's times the owner confirms; defaults to the preferred one. */
  which: z.enum(["preferred", "alternate"]).default("preferred"),
  note: longText(TOUR_NOTE_MAX).default(""),
});

// Path parameters: ids must be well formed (else 400); which rows they reach is the route's loader's call.
export const tourVenueRefParamSchema = z.object({ idOrSlug: idOrSlugSchema });
export const tourIdParamSchema = z.object({ id: uuid });
export const ownerVenueParamSchema = z.object({ venueId: uuid });
export const ownerSlotParamSchema = z.object({ slotId: uuid });
export const ownerBlackoutParamSchema = z.object({ venueId: uuid, date: calendarDateSchema });
