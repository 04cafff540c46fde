import { z } from "zod";
import { CITIES } from "./cities.ts";

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
export const VERIFY_EMAIL_MESSAGE = "Please verify your email address first. We sent you a link; you can ask for a new one from the banner.";

export type TourBookingStatus = "confirmed" | "cancelled";
export type TourRequestStatus = "pending" | "confirmed" | "declined" | "proposed" | "cancelled";

export const TOUR_REQUEST_STATUS_LABELS: Record<TourRequestStatus, string> = {
  pending: "Waiting for the venue",
  confirmed: "Confirmed",
  declined: "Declined",
  proposed: "New time proposed",
  cancelled: "Cancelled",
};

/** The time zone of a venue's city (all four are in the US Eastern or Central zone). */
export function venueTimeZone(city: string): string {
  return CITIES.find((c) => c.id === city)?.timeZone ?? "America/New_York";
}

// ---------------------------------------------------------------------------------------------------
// Time zones without a library: Intl knows every zone's rules, so the offset at an instant is read
// from a formatter and a wall-clock time is converted by correcting a first guess (twice, for DST).

const partsFormatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock parts of an instant in a zone. */
export function zonedParts(instant: Date, timeZone: string): { year: number; month: number; day: number; hour: number; minute: number; second: number } {
  const parts = Object.fromEntries(partsFormatter(timeZone).formatToParts(instant).map((p) => [p.type, p.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

function offsetMs(instant: Date, timeZone: string): number {
  const p = zonedParts(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant a wall-clock date ("2027-06-12") and time ("14:30") in a zone denote. */
export function zonedTimeToUtc(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const [hh, mm] = time.split(":").map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  let guess = wall - offsetMs(new Date(wall), timeZone);
  guess = wall - offsetMs(new Date(guess), timeZone);
  return new Date(guess);
}

/** "2027-06-12": the calendar date of an instant in a zone. */
export function zonedDate(instant: Date, timeZone: string): string {
  const p = zonedParts(instant, timeZone);
  return `${p.year}-${String(p.month).padStart(2, "0")}-${String(p.day).padStart(2, "0")}`;
}

/** "14:30": the wall-clock time of an instant in a zone. */
export function zonedTime(instant: Date, timeZone: string): string {
  const p = zonedParts(instant, timeZone);
  return `${String(p.hour).padStart(2, "0")}:${String(p.minute).padStart(2, "0")}`;
}

/** Adds days to a calendar date string. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 0 = Sunday ... 6 = Saturday, of a calendar date. */
export function weekdayOf(date: string): number {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** "Sat, Jun 12, 2027, 2:30 PM EDT" in the venue's zone. */
export function formatTourTime(iso: string | Date, timeZone: string, options: { withDate?: boolean; withZone?: boolean } = {}): string {
  const { withDate = true, withZone = true } = options;
  return new Intl.DateTimeFormat("en-US", {
    timeZone,
    ...(withDate ? { weekday: "short", month: "short", day: "numeric", year: "numeric" } : {}),
    hour: "numeric",
    minute: "2-digit",
    ...(withZone ? { timeZoneName: "short" } : {}),
  }).format(typeof iso === "string" ? new Date(iso) : iso);
}

/** "Saturday, June 12" for a calendar date string. */
export function formatDay(date: string, style: "long" | "short" = "long"): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Intl.DateTimeFormat("en-US", {
    timeZone: "UTC",
    weekday: style,
    month: style,
    day: "numeric",
    ...(style === "long" ? { year: "numeric" } : {}),
  }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** "EDT" / "CST": the zone's abbreviation at an instant. */
export function zoneAbbreviation(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "short" }).formatToParts(instant).find((p) => p.type === "timeZoneName")?.value ?? "";
}

// ---------------------------------------------------------------------------------------------------
// Schemas

const uuid = z.uuid({ message: "That id is not valid." });
/** "2027-06-12" that is a real calendar day (not 2027-02-31). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}
const dateString = z.string().refine(isCalendarDate, "Use a real date like 2027-06-12.");
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
