import { describe, expect, it } from "vitest";
import { groupTours } from "./tour-lists";

const now = Date.parse("2026-11-25T12:00:00Z");
const request = (status: string, preferredAt: string, proposedAt: string | null = null) => ({ status, preferredAt, proposedAt });

describe("a couple's tour lists", () => {
  it("lists a request the venue confirmed with the upcoming tours, at the confirmed time", () => {
    const confirmed = request("confirmed", "2026-11-20T15:00:00Z", "2026-12-02T15:00:00Z");
    const waiting = request("pending", "2026-12-03T15:00:00Z");
    const proposed = request("proposed", "2026-12-01T15:00:00Z", "2026-12-04T15:00:00Z");
    const lists = groupTours({ bookings: [{ status: "confirmed", startsAt: "2026-12-05T15:00:00Z" }], requests: [confirmed, waiting, proposed] }, now);
    expect(lists.upcomingBookings).toHaveLength(1);
    expect(lists.confirmedRequests).toEqual([confirmed]);
    expect(lists.openRequests).toEqual([waiting, proposed]);
    expect(lists.closedRequests).toEqual([]);
  });

  it("moves past and closed ones to the past list", () => {
    const past = request("confirmed", "2026-11-01T15:00:00Z", "2026-11-02T15:00:00Z");
    const declined = request("declined", "2026-12-03T15:00:00Z");
    const lists = groupTours({ bookings: [{ status: "canceled", startsAt: "2026-12-05T15:00:00Z" }], requests: [past, declined] }, now);
    expect(lists.confirmedRequests).toEqual([]);
    expect(lists.closedRequests).toEqual([declined, past]);
    expect(lists.pastBookings).toHaveLength(1);
  });
});
