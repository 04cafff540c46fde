import { z } from "zod";
import "./zod-messages.ts";
import { weekdayOf, zonedDate, zonedTime } from "./dates.ts";

/**
 * Touring hours: the days and times a venue gives tours, per weekday, on the venue's own wall clock.
 * A tour request, a proposed time and a new tour slot must start within them (issue 11). Venues that
 * never set hours get the default. Times are "HH:mm" (24-hour) so they compare as strings.
 */

/** Monday first, as a week of business hours reads; `DAY_INDEX` maps each to date-fns' 0 = Sunday. */
export const TOURING_DAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type TouringDay = (typeof TOURING_DAYS)[number];
const DAY_INDEX: Record<TouringDay, number> = { sun: 0, mon: 1, tue: 2, wed: 3, thu: 4, fri: 5, sat: 6 };

export const TOURING_DAY_NAMES: Record<TouringDay, { short: string; long: string; plural: string }> = {
  mon: { short: "Mon", long: "Monday", plural: "Mondays" },
  tue: { short: "Tue", long: "Tuesday", plural: "Tuesdays" },
  wed: { short: "Wed", long: "Wednesday", plural: "Wednesdays" },
  thu: { short: "Thu", long: "Thursday", plural: "Thursdays" },
  fri: { short: "Fri", long: "Friday", plural: "Fridays" },
  sat: { short: "Sat", long: "Saturday", plural: "Saturdays" },
  sun: { short: "Sun", long: "Sunday", plural: "Sundays" },
};

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
const clock = z.string().regex(CLOCK, "Use a time like 09:00.");

/** One day's hours: a tour may start at `open` or later, and before `close`. */
export const touringDaySchema = z
  .object({ open: clock, close: clock })
  .refine((day) => day.open < day.close, { path: ["close"], message: "The closing time must be after the opening time." });
export type TouringDayHours = z.infer<typeof touringDaySchema>;

/** Every weekday, each with its hours or null when the venue gives no tours that day. */
const dayOrClosed = touringDaySchema.nullable();
export const touringHoursSchema = z
  .object({ mon: dayOrClosed, tue: dayOrClosed, wed: dayOrClosed, thu: dayOrClosed, fri: dayOrClosed, sat: dayOrClosed, sun: dayOrClosed })
  .refine((hours) => TOURING_DAYS.some((day) => hours[day] !== null), { message: "Open at least one day a week for tours." });
export type TouringHours = z.infer<typeof touringHoursSchema>;

/** PUT body: the week's hours, or null to go back to the default. */
export const setTouringHoursSchema = z.object({ hours: touringHoursSchema.nullable() });
export type SetTouringHoursInput = z.infer<typeof setTouringHoursSchema>;

/**
 * Until an owner sets their own: 9:00 AM to 6:00 PM every day. Most couples can only tour on evenings
 * and weekends, so a default that closed whole days would turn away tours the venue never refused; it
 * still stops the 3:00 AM request. Owners narrow it (weddings on Saturdays) on their tours page.
 */
const NINE_TO_SIX = { open: "09:00", close: "18:00" };
export const DEFAULT_TOURING_HOURS: TouringHours = {
  mon: NINE_TO_SIX,
  tue: NINE_TO_SIX,
  wed: NINE_TO_SIX,
  thu: NINE_TO_SIX,
  fri: NINE_TO_SIX,
  sat: NINE_TO_SIX,
  sun: NINE_TO_SIX,
};

/** The hours in force: the venue's own (null when never set) or the default. */
export function effectiveTouringHours(stored: TouringHours | null | undefined): TouringHours {
  return stored ?? DEFAULT_TOURING_HOURS;
}

/** The weekday key of a calendar date ("2027-06-12" -> "sat"). */
export function touringDayOf(date: string): TouringDay {
  const index = weekdayOf(date);
  return TOURING_DAYS.find((day) => DAY_INDEX[day] === index)!;
}

/** Whether a tour starting at `instant` starts within the venue's hours, on its wall clock in `timeZone`. */
export function withinTouringHours(hours: TouringHours, instant: Date, timeZone: string): boolean {
  const day = hours[touringDayOf(zonedDate(instant, timeZone))];
  if (!day) return false;
  const time = zonedTime(instant, timeZone);
  return time >= day.open && time < day.close;
}

/** "09:00" -> "9:00 AM", "18:30" -> "6:30 PM". */
export function formatClock(time: string): string {
  const [hh, mm] = time.split(":").map(Number) as [number, number];
  return `${hh % 12 === 0 ? 12 : hh % 12}:${String(mm).padStart(2, "0")} ${hh < 12 ? "AM" : "PM"}`;
}

/** "9:00 AM – 6:00 PM". */
export function formatTouringDay(day: TouringDayHours): string {
  return `${formatClock(day.open)} – ${formatClock(day.close)}`;
}

/** What to tell a person whose time falls outside the hours: the hours of that weekday, in the venue's zone. */
export function outsideTouringHoursMessage(hours: TouringHours, instant: Date, timeZone: string): string {
  const key = touringDayOf(zonedDate(instant, timeZone));
  const day = hours[key];
  const days = TOURING_DAY_NAMES[key].plural;
  if (!day) return `This venue doesn't give tours on ${days}. Choose another day.`;
  return `Tours at this venue run ${formatTouringDay(day)} on ${days}. Choose a time in those hours.`;
}

/** Null when the time is within the hours, else the message for the person who chose it. */
export function touringHoursProblem(hours: TouringHours, instant: Date, timeZone: string): string | null {
  return withinTouringHours(hours, instant, timeZone) ? null : outsideTouringHoursMessage(hours, instant, timeZone);
}

/**
 * The week in lines for people, runs of days with the same hours together:
 * [{ days: "Mon – Fri", hours: "9:00 AM – 6:00 PM" }, { days: "Sat", hours: "10:00 AM – 2:00 PM" }, { days: "Sun", hours: "Closed" }].
 */
export function touringHoursLines(hours: TouringHours): { days: string; hours: string }[] {
  const text = (day: TouringDay) => (hours[day] ? formatTouringDay(hours[day]) : "Closed");
  const runs: { from: TouringDay; to: TouringDay; hours: string }[] = [];
  for (const day of TOURING_DAYS) {
    const last = runs[runs.length - 1];
    if (last && last.hours === text(day)) last.to = day;
    else runs.push({ from: day, to: day, hours: text(day) });
  }
  if (runs.length === 1) return [{ days: "Every day", hours: runs[0]!.hours }];
  return runs.map((run) => ({
    days: run.from === run.to ? TOURING_DAY_NAMES[run.from].short : `${TOURING_DAY_NAMES[run.from].short} – ${TOURING_DAY_NAMES[run.to].short}`,
    hours: run.hours,
  }));
}
