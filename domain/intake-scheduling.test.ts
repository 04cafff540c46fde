import { describe, expect, it } from "vitest";
import { describeWindow, providerSlots } from "./intake-scheduling.ts";

describe("providerSlots", () => {
  const provider = { timeZone: "America/New_York", availability: [{ weekday: 0, startHour: 1, endHour: 4 }] };

  it("offers each window's whole hours on the provider's clock, with notice, and leaves out the hour a clock change skips", () => {
    // Sunday March 14, 2027: New York's clocks jump from 2 AM to 3 AM, so 2 AM does not exist.
    const now = new Date("2027-03-12T12:00:00Z");
    const slots = providerSlots(provider, now, 3).map((at) => at.toISOString());
    expect(slots).toEqual(["2027-03-14T06:00:00.000Z", "2027-03-14T07:00:00.000Z"]);
  });

  it("offers nothing sooner than twelve hours ahead", () => {
    const now = new Date("2027-03-13T18:30:00Z");
    expect(providerSlots(provider, now, 3).map((at) => at.toISOString())).toEqual(["2027-03-14T07:00:00.000Z"]);
  });

  it("describes a window in words", () => {
    expect(describeWindow({ weekday: 1, startHour: 9, endHour: 12 })).toBe("Mondays 9 AM–12 PM");
    expect(describeWindow({ weekday: 5, startHour: 18, endHour: 24 })).toBe("Fridays 6 PM–12 AM");
  });
});
