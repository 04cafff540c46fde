import { CalendarHeart, Users } from "lucide-react";
import type { ReactNode } from "react";
import { Link, Navigate } from "react-router";
import { formatTourTime } from "@domain/tours";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { useQuery } from "@tanstack/react-query";
import { AccountGate } from "@web/components/AccountGate";
import { EmptyState } from "@web/components/EmptyState";
import { Loaded } from "@web/components/LoadError";
import { flags } from "@web/lib/flags";
import { usePageTitle } from "@web/lib/page-head";
import { notify, toastError } from "@web/lib/toast";
import { tourQueries, tourWrites, useTourMutation, type MyTours } from "./api";
import { groupTours, requestWhen } from "./tour-lists";
import { ConfirmAction } from "./ConfirmAction";
import { BookingStatusBadge, CalendarFileLink, PageIntro, people, RequestStatusBadge, Section, VenueAddress, type TourVenue } from "./tour-ui";
import { venueToursRedirect } from "./venue-tours-redirect";

type MyBooking = MyTours["bookings"][number];
type MyRequest = MyTours["requests"][number];

/** /venue-tours: the couple's tour bookings and requests. */
export default function VenueToursPage() {
  usePageTitle("My venue tours");
  const redirect = venueToursRedirect(flags);
  if (redirect) return <Navigate to={redirect} replace />;
  return <AccountGate needs="couple">{() => <VenueTours />}</AccountGate>;
}

function VenueTours() {
  const mine = useQuery(tourQueries.mine());
  return (
    <div className="container-page grid gap-10 py-10 sm:py-14">
      <PageIntro eyebrow="Venues" title="My venue tours">
        Tours you've booked and requested. Cancel what you can't make, so the venue can offer the time to someone else.
      </PageIntro>
      <Loaded query={mine} loadingLabel="Loading your tours..." errorMessage="We couldn't load your tours.">
        {(data) => <ToursLists data={data} />}
      </Loaded>
    </div>
  );
}

function ToursLists({ data }: { data: MyTours }) {
  const { upcomingBookings, confirmedRequests, openRequests, pastBookings, closedRequests } = groupTours(data, Date.now());

  if (data.bookings.length === 0 && data.requests.length === 0) {
    return (
      <EmptyState tone="warm" icon={<CalendarHeart className="size-6" aria-hidden="true" />} title="No venue tours yet">
        <p>Find a venue you love and book a tour from its page. Your tours and requests will show up here.</p>
        <Button asChild>
          <Link to="/venues">Browse venues</Link>
        </Button>
      </EmptyState>
    );
  }

  return (
    <>
      <Section id="upcoming" title="Upcoming tours">
        {upcomingBookings.length + confirmedRequests.length === 0 ? (
          <p className="text-muted-foreground">
            No tours booked.{" "}
            <Link to="/venues" className="font-semibold text-primary underline underline-offset-4">
              Browse venues
            </Link>{" "}
            to book one.
          </p>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2">
            {upcomingBookings.map((booking) => (
              <BookingCard key={booking.id} booking={booking} upcoming />
            ))}
            {confirmedRequests.map((request) => (
              <RequestCard key={request.id} request={request} />
            ))}
          </ul>
        )}
      </Section>

      {openRequests.length > 0 && (
        <Section id="requests" title="Tour requests" description="Times you asked for. The venue confirms, proposes another time, or lets you know.">
          <ul className="grid gap-4 md:grid-cols-2">
            {openRequests.map((request) => (
              <RequestCard key={request.id} request={request} />
            ))}
          </ul>
        </Section>
      )}

      {(pastBookings.length > 0 || closedRequests.length > 0) && (
        <Section id="past" title="Past and canceled">
          <ul className="grid gap-4 md:grid-cols-2">
            {pastBookings.map((booking) => (
              <BookingCard key={booking.id} booking={booking} />
            ))}
            {closedRequests.map((request) => (
              <RequestCard key={request.id} request={request} />
            ))}
          </ul>
        </Section>
      )}
    </>
  );
}

function TourCard({ venue, badge, when, children, guests, footer }: { venue: TourVenue; badge: ReactNode; when: ReactNode; guests: number; children?: ReactNode; footer?: ReactNode }) {
  return (
    <li>
      <Card className="flex h-full flex-col gap-3 p-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="font-display text-xl leading-tight">
            <Link to={`/venues/${venue.slug}`} className="rounded-sm hover:underline">
              {venue.name}
            </Link>
          </h3>
          {badge}
        </div>
        <div className="font-semibold">{when}</div>
        <VenueAddress venue={venue} />
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <Users className="size-4" aria-hidden="true" />
          {people(guests)}
        </p>
        {children}
        {footer && <div className="mt-auto flex flex-wrap gap-2 pt-2">{footer}</div>}
      </Card>
    </li>
  );
}

function BookingCard({ booking, upcoming = false }: { booking: MyBooking; upcoming?: boolean }) {
  return (
    <TourCard
      venue={booking.venue}
      badge={<BookingStatusBadge status={booking.status} past={!upcoming && booking.status === "confirmed"} />}
      when={formatTourTime(booking.startsAt, booking.venue.timeZone)}
      guests={booking.guests}
      footer={
        upcoming && (
          <>
            <CalendarFileLink kind="bookings" id={booking.id} size="sm" variant="secondary">
              Add to calendar
            </CalendarFileLink>
            <ConfirmAction
              trigger="Cancel tour"
              title={`Cancel your tour of ${booking.venue.name}?`}
              description={`${formatTourTime(booking.startsAt, booking.venue.timeZone)}. We'll let the venue know, and the time opens up for other couples.`}
              confirmLabel="Cancel tour"
              run={() => tourWrites.cancelBooking(booking.id)}
              done="Tour canceled"
            />
          </>
        )
      }
    />
  );
}

function RequestCard({ request }: { request: MyRequest }) {
  const tz = request.venue.timeZone;
  const open = ["pending", "proposed", "confirmed"].includes(request.status) && Date.parse(requestWhen(request)) > Date.now();
  const accepting = useTourMutation(() => tourWrites.acceptProposal(request.id), {
    onSuccess: () => void notify.success("Tour confirmed"),
    onError: toastError,
  });
  return (
    <TourCard
      venue={request.venue}
      badge={<RequestStatusBadge status={request.status} />}
      guests={request.guests}
      when={
        request.status === "proposed" && request.proposedAt ? (
          <span>
            Proposed: {formatTourTime(request.proposedAt, tz)}
            <span className="block text-sm font-normal text-muted-foreground">You asked for {formatTourTime(request.preferredAt, tz)}</span>
          </span>
        ) : request.status === "confirmed" ? (
          formatTourTime(requestWhen(request), tz)
        ) : (
          <span>
            {formatTourTime(request.preferredAt, tz)}
            {request.alternateAt && <span className="block text-sm font-normal text-muted-foreground">or {formatTourTime(request.alternateAt, tz)}</span>}
          </span>
        )
      }
      footer={
        open && (
          <>
            {request.status === "proposed" && (
              <Button size="sm" onClick={() => accepting.mutate(undefined)} disabled={accepting.isPending}>
                {accepting.isPending ? "Accepting..." : "Accept this time"}
              </Button>
            )}
            {request.status === "confirmed" && (
              <CalendarFileLink kind="requests" id={request.id} size="sm" variant="secondary">
                Add to calendar
              </CalendarFileLink>
            )}
            <ConfirmAction
              trigger={request.status === "confirmed" ? "Cancel tour" : "Cancel request"}
              title={`Cancel your tour request for ${request.venue.name}?`}
              description="We'll let the venue know. You can always ask again."
              confirmLabel={request.status === "confirmed" ? "Cancel tour" : "Cancel request"}
              run={() => tourWrites.cancelRequest(request.id)}
              done="Request canceled"
            />
          </>
        )
      }
    >
      {request.ownerNote && (
        <p className="rounded-[var(--radius)] bg-muted p-3 text-sm">
          <span className="font-semibold">From the venue:</span> {request.ownerNote}
        </p>
      )}
    </TourCard>
  );
}
