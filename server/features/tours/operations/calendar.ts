import { formatTourTime } from "../../../../domain/tours.ts";
import type { VenueRow } from "../../venues/index.ts";
import { buildIcs, icsFileName } from "../../../shared/ics.ts";
import { requestTime, venueSummary, type RequestRow } from "../service.ts";

/** A request has no slot; its calendar entry lasts this long. */
const TOUR_MINUTES_FOR_REQUESTS = 60;

export interface CalendarFile {
  filename: string;
  content: string;
}

const locationOf = (venue: VenueRow) => [venue.address, venue.neighborhood].filter(Boolean).join(", ");

export function bookingIcs(
  links: { publicUrl: string },
  booking: { id: string; status: string; updatedAt: Date },
  slot: { startsAt: Date; endsAt: Date },
  venue: VenueRow,
): CalendarFile {
  const summary = venueSummary(venue);
  const content = buildIcs({
    uid: `tour-booking-${booking.id}@serviceberry`,
    start: slot.startsAt,
    end: slot.endsAt,
    summary: `Venue tour: ${venue.name}`,
    location: locationOf(venue),
    description: `Your tour of ${venue.name} (${formatTourTime(slot.startsAt, summary.timeZone)}). Manage it at ${links.publicUrl}/venue-tours`,
    url: `${links.publicUrl}/venue-tours`,
    status: booking.status === "canceled" ? "CANCELLED" : "CONFIRMED",
    sequence: booking.status === "canceled" ? 1 : 0,
  });
  return { filename: icsFileName(venue.name), content };
}

export function requestIcs(links: { publicUrl: string }, request: RequestRow, venue: VenueRow): CalendarFile {
  const start = requestTime(request);
  const content = buildIcs({
    uid: `tour-request-${request.id}@serviceberry`,
    start,
    end: new Date(start.getTime() + TOUR_MINUTES_FOR_REQUESTS * 60_000),
    summary: `Venue tour: ${venue.name}`,
    location: locationOf(venue),
    description: `Your tour of ${venue.name}. Manage it at ${links.publicUrl}/venue-tours`,
    url: `${links.publicUrl}/venue-tours`,
    status: request.status === "confirmed" ? "CONFIRMED" : request.status === "canceled" || request.status === "declined" ? "CANCELLED" : "TENTATIVE",
    sequence: Math.floor((request.updatedAt.getTime() - request.createdAt.getTime()) / 1000),
  });
  return { filename: icsFileName(venue.name), content };
}

/** A calendar file as a private download. */
export function calendarResponse(ics: CalendarFile): Response {
  return new Response(ics.content, {
    status: 200,
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${ics.filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
