import { z } from "zod";

/**
 * The one schema for a calendar date ("2027-06-12") wherever the API accepts one: a real day
 * (2027-02-30, 2027-13-01 and 0000-00-00 are refused with a 400, never reach the database). Plain
 * arithmetic on Date.UTC, so forms and the home page can use it without loading date-fns.
 */
export function isRealCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Date.UTC reads years 0 to 99 as 1900 to 1999, so "0000-01-01" fails the round trip below; a range a
  // field needs (a wedding between 1900 and 2100) is that field's own rule, with its own message.
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export const CALENDAR_DATE_MESSAGE = "Enter a real date, like 2027-06-12.";

export const calendarDateSchema = z.string().trim().refine(isRealCalendarDate, CALENDAR_DATE_MESSAGE);

/** A date field a form may leave empty: "" becomes null. */
export const optionalCalendarDateSchema = z
  .string()
  .trim()
  .refine((value) => value === "" || isRealCalendarDate(value), CALENDAR_DATE_MESSAGE)
  .transform((value) => (value === "" ? null : value));
