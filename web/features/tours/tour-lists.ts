interface BookingLike {
  status: string;
  startsAt: string;
}
interface RequestLike {
  status: string;
  preferredAt: string;
  proposedAt: string | null;
}

/** When a request's tour happens: the confirmed or proposed time, else the preferred one. */
export function requestWhen(request: RequestLike): string {
  return request.proposedAt ?? request.preferredAt;
}

/**
 * A couple's tours in the page's three lists. A request the venue confirmed is a tour like a booked
 * slot: it is upcoming, not a request still waiting.
 */
export function groupTours<B extends BookingLike, R extends RequestLike>(data: { bookings: B[]; requests: R[] }, now: number) {
  const ahead = (at: string) => Date.parse(at) > now;
  const upcomingBookings = data.bookings.filter((b) => b.status === "confirmed" && ahead(b.startsAt));
  const confirmedRequests = data.requests.filter((r) => r.status === "confirmed" && ahead(requestWhen(r)));
  const openRequests = data.requests.filter((r) => (r.status === "pending" || r.status === "proposed") && ahead(requestWhen(r)));
  return {
    upcomingBookings,
    confirmedRequests,
    openRequests,
    pastBookings: data.bookings.filter((b) => !upcomingBookings.includes(b)).reverse(),
    closedRequests: data.requests.filter((r) => !confirmedRequests.includes(r) && !openRequests.includes(r)).reverse(),
  };
}
