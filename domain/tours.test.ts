import { describe, expect, it } from "vitest";
import { addDays, expandSlotRequest, formatTourTime, isCalendarDate, weekdayOf, zonedDate, zonedTime, zonedTimeToUtc } from "./tours.ts";

describe("time zones", () => {
  it("turns a venue's wall-clock time into the right instant, in and out of daylight saving time", () => {
    expect(zonedTimeToUtc("2027-06-12", "14:30", "America/New_York").toISOString()).toBe("2027-06-12T18:30:00.000Z");
    expect(zonedTimeToUtc("2027-01-12", "14:30", "America/New_York").toISOString()).toBe("2027-01-12T19:30:00.000Z");
    expect(zonedTimeToUtc("2027-06-12", "09:00", "America/Chicago").toISOString()).toBe("2027-06-12T14:00:00.000Z");
    // The day DST ends (Nov 7, 2027): 10:00 is already standard time.
    expect(zonedTimeToUtc("2027-11-07", "10:00", "America/New_York").toISOString()).toBe("2027-11-07T15:00:00.000Z");
  });

  it("reads dates and times back in the zone and shows its abbreviation", () => {
    const instant = new Date("2027-06-13T02:30:00Z");
    expect(zonedDate(instant, "America/Chicago")).toBe("2027-06-12");
    expect(zonedTime(instant, "America/Chicago")).toBe("21:30");
    expect(formatTourTime(instant, "America/Chicago")).toBe("Sat, Jun 12, 2027, 9:30 PM CDT");
  });

  it("does calendar arithmetic", () => {
    expect(addDays("2027-02-27", 3)).toBe("2027-03-02");
    expect(weekdayOf("2027-06-12")).toBe(6);
    expect(isCalendarDate("2027-02-31")).toBe(false);
    expect(isCalendarDate("2028-02-29")).toBe(true);
  });
});

describe("expandSlotRequest", () => {
  it("expands a weekly series into local dates and sorted times", () => {
    const slots = expandSlotRequest({ kind: "weekly", startDate: "2027-06-07", weekdays: [2, 4], times: ["14:00", "10:00"], weeks: 2, durationMinutes: 60 });
    expect(slots).toEqual([
      { date: "2027-06-08", time: "10:00" },
      { date: "2027-06-08", time: "14:00" },
      { date: "2027-06-10", time: "10:00" },
      { date: "2027-06-10", time: "14:00" },
      { date: "2027-06-15", time: "10:00" },
      { date: "2027-06-15", time: "14:00" },
      { date: "2027-06-17", time: "10:00" },
      { date: "2027-06-17", time: "14:00" },
    ]);
  });
});
