/**
 * Wall-clock times in a city's time zone turned into instants, DST-correct, with Intl alone.
 * Tour slots are offered at local times ("Saturday 10:00 in Nashville"), whatever the server's zone.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit", weekday: "short" });
    formatters.set(timeZone, f);
  }
  return f;
}

export interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** 0 = Sunday ... 6 = Saturday. */
  weekday: number;
}

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** The wall-clock reading in `timeZone` at `instant`. */
export function localParts(instant: Date, timeZone: string): LocalParts {
  const parts = formatter(timeZone).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "0";
  return {
    year: Number(get("year")),
    month: Number(get("month")),
    day: Number(get("day")),
    hour: Number(get("hour")),
    minute: Number(get("minute")),
    weekday: WEEKDAYS.indexOf(get("weekday")),
  };
}

function offsetMs(instant: Date, timeZone: string): number {
  const p = localParts(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, instant.getUTCSeconds());
  return asUtc - (instant.getTime() - instant.getUTCMilliseconds());
}

/** The instant when clocks in `timeZone` read this date and time. */
export function zonedTime(year: number, month: number, day: number, hour: number, minute: number, timeZone: string): Date {
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const first = wall - offsetMs(new Date(wall), timeZone);
  // Near a DST change the offset at the guess can differ from the offset at the answer.
  const second = wall - offsetMs(new Date(first), timeZone);
  return new Date(second);
}

/** A calendar date `days` after the given one (no time zone involved). */
export function addDays(year: number, month: number, day: number, days: number): { year: number; month: number; day: number; weekday: number } {
  const date = new Date(Date.UTC(year, month - 1, day + days));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate(), weekday: date.getUTCDay() };
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

/** Saturdays in the coming year (after the tour weeks) for which `pick` says the venue is booked. */
export function bookedSaturdays(now: Date, timeZone: string, pick: (isoDate: string) => boolean): string[] {
  const today = localParts(now, timeZone);
  const dates: string[] = [];
  for (let offset = TOUR_WEEKS * 7 + 1; offset <= 365; offset++) {
    const date = addDays(today.year, today.month, today.day, offset);
    if (date.weekday === 6 && pick(isoDate(date))) dates.push(isoDate(date));
  }
  return dates;
}
