import { describe, expect, it } from "vitest";
import {
  DEFAULT_TOURING_HOURS,
  effectiveTouringHours,
  formatClock,
  outsideTouringHoursMessage,
  setTouringHoursSchema,
  touringHoursLines,
  touringHoursProblem,
  touringHoursSchema,
  withinTouringHours,
  type TouringHours,
} from "./touring-hours.ts";

const NY = "America/New_York";
const CHICAGO = "America/Chicago";
const at = (iso: string) => new Date(iso);

/** Weekdays 9-6, Saturdays 10-2 (weddings after), closed Sundays. */
const OWNER_HOURS: TouringHours = {
  ...DEFAULT_TOURING_HOURS,
  sat: { open: "10:00", close: "14:00" },
  sun: null,
};

describe("withinTouringHours", () => {
  it("refuses 3:00 AM and accepts from opening until just before closing (default hours)", () => {
    // Wed, Jun 9, 2027 (EDT, UTC-4).
    expect(withinTouringHours(DEFAULT_TOURING_HOURS, at("2027-06-09T07:00:00Z"), NY)).toBe(false); // 3:00 AM
    expect(withinTouringHours(DEFAULT_TOURING_HOURS, at("2027-06-09T12:59:00Z"), NY)).toBe(false); // 8:59 AM
    expect(withinTouringHours(DEFAULT_TOURING_HOURS, at("2027-06-09T13:00:00Z"), NY)).toBe(true); // 9:00 AM, opening
    expect(withinTouringHours(DEFAULT_TOURING_HOURS, at("2027-06-09T21:59:00Z"), NY)).toBe(true); // 5:59 PM
    expect(withinTouringHours(DEFAULT_TOURING_HOURS, at("2027-06-09T22:00:00Z"), NY)).toBe(false); // 6:00 PM, exactly closing
  });

  it("reads the wall clock on the days daylight saving time starts and ends", () => {
    // Sun, Mar 14, 2027: clocks spring forward at 2 AM, so 13:30Z is 9:30 AM EDT (it would be 8:30 on standard time).
    expect(withinTouringHours(DEFAULT_TOURING_HOURS, at("2027-03-14T13:30:00Z"), NY)).toBe(true);
    // ...and 22:30Z is 6:30 PM EDT, after closing (it would be 5:30 PM on standard time).
    expect(withinTouringHours(DEFAULT_TOURING_HOURS, at("2027-03-14T22:30:00Z"), NY)).toBe(false);
    // The day before, still standard time: 13:30Z is 8:30 AM EST.
    expect(withinTouringHours(DEFAULT_TOURING_HOURS, at("2027-03-13T13:30:00Z"), NY)).toBe(false);
    // Sun, Nov 7, 2027: clocks fall back at 2 AM, so 13:30Z is 8:30 AM EST (it would be 9:30 on daylight time).
    expect(withinTouringHours(DEFAULT_TOURING_HOURS, at("2027-11-07T13:30:00Z"), NY)).toBe(false);
    expect(withinTouringHours(DEFAULT_TOURING_HOURS, at("2027-11-07T14:00:00Z"), NY)).toBe(true);
  });

  it("judges the venue's own zone and its own calendar day", () => {
    // 13:30Z on Jun 9 is 9:30 AM in Cleveland but 8:30 AM in Nashville.
    expect(withinTouringHours(DEFAULT_TOURING_HOURS, at("2027-06-09T13:30:00Z"), NY)).toBe(true);
    expect(withinTouringHours(DEFAULT_TOURING_HOURS, at("2027-06-09T13:30:00Z"), CHICAGO)).toBe(false);
    // 00:30Z on Sunday Jun 13 is still Saturday 7:30 PM in Nashville: Saturday's hours apply, not Sunday's.
    const lateSaturday: TouringHours = { ...OWNER_HOURS, sat: { open: "10:00", close: "20:00" } };
    expect(withinTouringHours(lateSaturday, at("2027-06-13T00:30:00Z"), CHICAGO)).toBe(true);
  });

  it("refuses any time on a closed day, and follows each day's own hours", () => {
    expect(withinTouringHours(OWNER_HOURS, at("2027-06-13T15:00:00Z"), NY)).toBe(false); // Sun 11:00 AM
    expect(withinTouringHours(OWNER_HOURS, at("2027-06-12T15:00:00Z"), NY)).toBe(true); // Sat 11:00 AM
    expect(withinTouringHours(OWNER_HOURS, at("2027-06-12T19:00:00Z"), NY)).toBe(false); // Sat 3:00 PM
    expect(withinTouringHours(OWNER_HOURS, at("2027-06-11T19:00:00Z"), NY)).toBe(true); // Fri 3:00 PM
  });
});

describe("messages", () => {
  it("names the weekday's hours in the venue's zone, or says the day is closed", () => {
    expect(outsideTouringHoursMessage(OWNER_HOURS, at("2027-06-12T07:00:00Z"), NY)).toBe(
      "Tours at this venue run 10:00 AM – 2:00 PM on Saturdays. Choose a time in those hours.",
    );
    expect(outsideTouringHoursMessage(OWNER_HOURS, at("2027-06-13T15:00:00Z"), NY)).toBe("This venue doesn't give tours on Sundays. Choose another day.");
    expect(touringHoursProblem(DEFAULT_TOURING_HOURS, at("2027-06-09T07:00:00Z"), NY)).toBe(
      "Tours at this venue run 9:00 AM – 6:00 PM on Wednesdays. Choose a time in those hours.",
    );
    expect(touringHoursProblem(DEFAULT_TOURING_HOURS, at("2027-06-09T15:00:00Z"), NY)).toBeNull();
  });

  it("formats clock times and the week for people", () => {
    expect(formatClock("00:00")).toBe("12:00 AM");
    expect(formatClock("12:30")).toBe("12:30 PM");
    expect(formatClock("18:00")).toBe("6:00 PM");
    expect(touringHoursLines(DEFAULT_TOURING_HOURS)).toEqual([{ days: "Every day", hours: "9:00 AM – 6:00 PM" }]);
    expect(touringHoursLines(OWNER_HOURS)).toEqual([
      { days: "Mon – Fri", hours: "9:00 AM – 6:00 PM" },
      { days: "Sat", hours: "10:00 AM – 2:00 PM" },
      { days: "Sun", hours: "Closed" },
    ]);
  });
});

describe("schemas", () => {
  it("accepts a week of hours and null (back to the default)", () => {
    expect(touringHoursSchema.parse(OWNER_HOURS)).toEqual(OWNER_HOURS);
    expect(setTouringHoursSchema.parse({ hours: null })).toEqual({ hours: null });
    expect(effectiveTouringHours(null)).toBe(DEFAULT_TOURING_HOURS);
    expect(effectiveTouringHours(OWNER_HOURS)).toBe(OWNER_HOURS);
  });

  it("refuses closing before opening, malformed times, a missing day and a week with no open day", () => {
    const closeFirst = touringHoursSchema.safeParse({ ...OWNER_HOURS, mon: { open: "18:00", close: "09:00" } });
    expect(closeFirst.error?.issues[0]).toMatchObject({ path: ["mon", "close"], message: "The closing time must be after the opening time." });
    expect(touringHoursSchema.safeParse({ ...OWNER_HOURS, tue: { open: "9 AM", close: "18:00" } }).success).toBe(false);
    expect(touringHoursSchema.safeParse({ ...OWNER_HOURS, wed: { open: "24:00", close: "23:00" } }).success).toBe(false);
    const { thu: _thu, ...missingThursday } = OWNER_HOURS;
    expect(touringHoursSchema.safeParse(missingThursday).success).toBe(false);
    const allClosed = Object.fromEntries(Object.keys(OWNER_HOURS).map((day) => [day, null]));
    expect(touringHoursSchema.safeParse(allClosed).error?.issues[0]?.message).toBe("Open at least one day a week for tours.");
  });
});
