import { tz, TZDate, tzName } from "@date-fns/tz";
import { isRealCalendarDate } from "./calendar-date.ts";
import { addDays as addCalendarDays, addMonths as addCalendarMonths, format, getDay, parseISO } from "date-fns";

/**
 * Calendar dates and time zones on date-fns and @date-fns/tz (decision 008): no offset arithmetic of
 * our own. A calendar date ("2027-06-12") is read and written in UTC, so no zone can shift it by a day;
 * an instant is shown in the zone it belongs to (a venue's city), whatever the server's or browser's.
 * Only screens that show dates import this module (the home page stays free of date-fns).
 */

const utc = tz("UTC");
const calendarDay = (date: string) => parseISO(date, { in: utc });

/** "2027-06-12" that is a real calendar day (not 2027-02-31). */
export function isCalendarDate(value: string): boolean {
  return isRealCalendarDate(value);
}

/** Adds days to a calendar date string. */
export function addDays(date: string, days: number): string {
  return format(addCalendarDays(calendarDay(date), days), "yyyy-MM-dd");
}

/** Adds calendar months to a date string (the 31st of a shorter month becomes its last day). */
export function addMonths(date: string, months: number): string {
  return format(addCalendarMonths(calendarDay(date), months), "yyyy-MM-dd");
}

/** 0 = Sunday ... 6 = Saturday, of a calendar date. */
export function weekdayOf(date: string): number {
  return getDay(calendarDay(date));
}

/** A calendar date string in a date-fns pattern: ("2027-06-12", "EEE, MMM d, yyyy") -> "Sat, Jun 12, 2027". */
export function formatCalendarDate(date: string, pattern: string): string {
  return format(calendarDay(date), pattern);
}

/** A due date as the product shows it everywhere, in lists and in June's replies: "Sat, Jun 12, 2027". */
export const formatDueDate = (date: string) => formatCalendarDate(date, "EEE, MMM d, yyyy");

/** An instant in a date-fns pattern, read on the wall clock of `timeZone`. */
export function formatZoned(instant: Date | string, timeZone: string, pattern: string): string {
  return format(instant, pattern, { in: tz(timeZone) });
}

/** The instant a wall-clock date ("2027-06-12") and time ("14:30") in a zone denote. */
export function zonedTimeToUtc(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const [hh, mm] = time.split(":").map(Number) as [number, number];
  // A plain Date: a TZDate would print its ISO string with the zone's offset instead of "Z".
  return new Date(new TZDate(y, m - 1, d, hh, mm, timeZone).getTime());
}

/** "2027-06-12": the calendar date of an instant in a zone. */
export function zonedDate(instant: Date, timeZone: string): string {
  return formatZoned(instant, timeZone, "yyyy-MM-dd");
}

/** "14:30": the wall-clock time of an instant in a zone. */
export function zonedTime(instant: Date, timeZone: string): string {
  return formatZoned(instant, timeZone, "HH:mm");
}

/** "EDT" / "CST": the zone's abbreviation at an instant. */
export function zoneAbbreviation(instant: Date, timeZone: string): string {
  return tzName(timeZone, instant, "short");
}

/** The planning clock: "today" for a couple's planning (the four cities' Eastern time; Nashville's day starts an hour later, which no due date feels). */
export const PLANNING_TIME_ZONE = "America/New_York";

/** Today on the planning clock, "YYYY-MM-DD". */
export const planningToday = (now = new Date()) => zonedDate(now, PLANNING_TIME_ZONE);
