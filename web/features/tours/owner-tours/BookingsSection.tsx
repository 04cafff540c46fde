import { CalendarPlus } from "lucide-react";
import { formatTourTime } from "@domain/tours";
import { Card } from "@web/components/ui/card";
import type { UseQueryResult } from "@tanstack/react-query";
import { EmptyState } from "@web/components/EmptyState";
import { Loaded } from "@web/components/LoadError";
import { tourWrites, type OwnerBookings } from "../api";
import { ConfirmAction } from "../ConfirmAction";
import { CalendarFileLink, people, Section, type TourVenue } from "../tour-ui";

type OwnerBooking = OwnerBookings["bookings"][number];

/** The upcoming tours couples booked in the listing's tour times. */
export function BookingsSection({ venue, bookings: query }: { venue: TourVenue; bookings: UseQueryResult<OwnerBookings> }) {
  return (
    <Section id="booked" title="Booked tours" description="Upcoming tours couples booked in your tour times.">
      <Loaded query={query} loadingLabel="Loading booked tours..." errorMessage="We couldn't load the booked tours.">
        {({ bookings }) => {
          const upcoming = bookings.filter((b) => b.status === "confirmed" && Date.parse(b.startsAt) > Date.now());
          if (upcoming.length === 0) {
            return (
              <EmptyState tone="warm" icon={<CalendarPlus className="size-6" aria-hidden="true" />} title="No upcoming tours booked">
                <p>Add tour times below; couples book them from your venue page.</p>
              </EmptyState>
            );
          }
          return (
            <ul className="grid gap-3">
              {upcoming.map((b) => (
                <BookingRow key={b.id} venue={venue} booking={b} />
              ))}
            </ul>
          );
        }}
      </Loaded>
    </Section>
  );
}

function BookingRow({ venue, booking: b }: { venue: TourVenue; booking: OwnerBooking }) {
  const when = formatTourTime(b.startsAt, venue.timeZone);
  return (
    <li>
      <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="grid gap-1">
          <p className="font-semibold">{when}</p>
          <p className="text-sm">
            {b.coupleName || "A couple"} ·{" "}
            <a href={`mailto:${b.coupleEmail}`} className="text-primary underline underline-offset-4">
              {b.coupleEmail}
            </a>{" "}
            · {people(b.guests)}
          </p>
          {b.note && <p className="text-sm text-muted-foreground">“{b.note}”</p>}
        </div>
        <div className="flex flex-wrap gap-2">
          <CalendarFileLink kind="bookings" id={b.id} size="sm" variant="secondary">
            Calendar
          </CalendarFileLink>
          <ConfirmAction
            trigger="Cancel booking"
            title="Cancel this tour?"
            description={`We'll email ${b.coupleEmail} that the tour on ${when} is canceled. The time opens up again.`}
            confirmLabel="Cancel tour"
            run={() => tourWrites.cancelBooking(b.id)}
            done="Tour canceled"
          />
        </div>
      </Card>
    </li>
  );
}
