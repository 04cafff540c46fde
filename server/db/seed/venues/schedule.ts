import { TZDate } from "@date-fns/tz";
import { addDays as addCalendarDays } from "date-fns";

/**
 * Wall-clock times in a city's time zone turned into instants, DST-correct, with @date-fns/tz.
 * Tour slots are offered at local times ("Saturday 10:00 in Nashville"), whatever the server's zone.
 */

export interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** 0 = Sunday ... 6 = Saturday. */
  weekday: number;
}

/** The wall-clock reading in `timeZone` at `instant`. */
export function localParts(instant: Date, timeZone: string): LocalParts {
  const local = new TZDate(instant, timeZone);
  return {
    year: local.getFullYear(),
    month: local.getMonth() + 1,
    day: local.getDate(),
    hour: local.getHours(),
    minute: local.getMinutes(),
    weekday: local.getDay(),
  };
}

/** The instant when clocks in `timeZone` read this date and time. */
export function zonedTime(year: number, month: number, day: number, hour: number, minute: number, timeZone: string): Date {
  return new Date(new TZDate(year, month - 1, day, hour, minute, timeZone).getTime());
}

/** A calendar date `days` after the given one (counted in UTC, so no zone shifts it). */
export function addDays(year: number, month: number, day: number, days: number): { year: number; month: number; day: number; weekday: number } {
  const date = addCalendarDays(new TZDate(year, month - 1, day, "UTC"), days);
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate(), weekday: date.getDay() };
}

export const isoDate = (d: { year: number; month: number; day: number }) =>
  `${d.year}-${String(d.month).padStart(2, "0")}-${String(d.day).padStart(2, "0")}`;

/** When seed venues offer tours, by weekday (0 = Sunday): local hour and minute. */
export const TOUR_TIMES: Record<number, readonly (readonly [number, number])[]> = {
  3: [[17, 30]],
  6: [
    [10, 0],
    [11, 30],
    [13, 0],
  ],
  0: [[12, 0]],
};
export const TOUR_MINUTES = 45;
export const TOUR_WEEKS = 6;

/** Tour slots from tomorrow (local) for the next six weeks. */
export function tourSlotTimes(now: Date, timeZone: string): { startsAt: Date; endsAt: Date }[] {
  const today = localParts(now, timeZone);
  const slots: { startsAt: Date; endsAt: Date }[] = [];
  for (let offset = 1; offset <= TOUR_WEEKS * 7; offset++) {
    const date = addDays(today.year, today.month, today.day, offset);
    for (const [hour, minute] of TOUR_TIMES[date.weekday] ?? []) {
      const startsAt = zonedTime(date.year, date.month, date.day, hour, minute, timeZone);
      slots.push({ startsAt, endsAt: new Date(startsAt.getTime() + TOUR_MINUTES * 60_000) });
    }
  }
  return slots;
}

/** Saturdays in the coming year after the tour weeks, as ISO dates: the days a venue may be booked. */
export function upcomingSaturdays(now: Date, timeZone: string): string[] {
  const today = localParts(now, timeZone);
  const dates: string[] = [];
  for (let offset = TOUR_WEEKS * 7 + 1; offset <= 365; offset++) {
    const date = addDays(today.year, today.month, today.day, offset);
    if (date.weekday === 6) dates.push(isoDate(date));
  }
  return dates;
}
