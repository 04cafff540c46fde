import { PartyPopper, Users } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { Spinner } from "@web/components/ui/spinner";
import { useQuery } from "@tanstack/react-query";
import { Loaded } from "@web/components/LoadError";
import { useAuth } from "@web/lib/auth";
import { usePageTitle } from "@web/lib/page-head";
import { tourQueries } from "./api";
import { BookingStatusBadge, CalendarFileLink, people, tourTime, VenueAddress, zoneLabel } from "./tour-ui";
import { MissingBooking } from "./booking-states";

/** /tour-success?booking=<id>: the confirmation after booking, with an .ics to add it to a calendar. */
export default function TourSuccessPage() {
  usePageTitle("Your tour is booked");
  const [params] = useSearchParams();
  const bookingId = params.get("booking") ?? "";
  const { status } = useAuth();
  if (!bookingId) return <MissingBooking />;
  if (status === "loading") return <Spinner />;
  if (status === "signed-out") return <MissingBooking signedOut />;
  return <TourSuccess bookingId={bookingId} />;
}

function TourSuccess({ bookingId }: { bookingId: string }) {
  const booking = useQuery(tourQueries.booking(bookingId));
  if (booking.status === "error" && booking.error?.status === 404) return <MissingBooking />;
  return (
    <div className="container-page py-10 sm:py-16">
      <Loaded query={booking} loadingLabel="Loading your booking..." errorMessage="We couldn't load your booking.">
        {({ booking: b }) => (
          <Card className="mx-auto grid w-full max-w-2xl gap-6 p-6 sm:p-10">
            <div className="grid justify-items-center gap-3 text-center">
              <span className="grid size-14 place-items-center rounded-full bg-accent text-accent-foreground">
                <PartyPopper className="size-7" aria-hidden="true" />
              </span>
              <BookingStatusBadge status={b.status} />
              <h1 className="font-display text-3xl leading-tight sm:text-4xl">
                {b.status === "canceled" ? "This tour was canceled" : `You're touring ${b.venue.name}`}
              </h1>
              <p className="text-muted-foreground">
                {b.status === "canceled" ? "You can book another time whenever suits you." : "We've emailed you the details and let the venue know."}
              </p>
            </div>
            <dl className="grid gap-4 rounded-[var(--radius-lg)] bg-muted/70 p-5 sm:grid-cols-[auto_1fr] sm:gap-x-6">
              <dt className="text-sm font-semibold text-muted-foreground">Venue</dt>
              <dd className="font-semibold">{b.venue.name}</dd>
              <dt className="text-sm font-semibold text-muted-foreground">When</dt>
              <dd>
                <span className="font-semibold">{tourTime(b.startsAt, b.venue)}</span>
                <span className="block text-sm text-muted-foreground">{zoneLabel(b.venue.timeZone, new Date(b.startsAt))}</span>
              </dd>
              <dt className="text-sm font-semibold text-muted-foreground">Where</dt>
              <dd>
                <VenueAddress venue={b.venue} className="text-foreground" />
              </dd>
              <dt className="text-sm font-semibold text-muted-foreground">Party</dt>
              <dd className="flex items-center gap-1.5">
                <Users className="size-4" aria-hidden="true" />
                {people(b.guests)}
              </dd>
            </dl>
            <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-center">
              {b.status === "confirmed" && (
                <CalendarFileLink kind="bookings" id={b.id}>
                  Add to calendar
                </CalendarFileLink>
              )}
              <Button asChild variant="secondary">
                <Link to="/venue-tours">See all my venue tours</Link>
              </Button>
              <Button asChild variant="ghost">
                <Link to={`/venues/${b.venue.slug}`}>Back to {b.venue.name}</Link>
              </Button>
            </div>
          </Card>
        )}
      </Loaded>
    </div>
  );
}
