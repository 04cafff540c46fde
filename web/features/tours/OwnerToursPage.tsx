import { Clock } from "lucide-react";
import { useState } from "react";
import { useParams } from "react-router";
import { addDays } from "@domain/tours";
import { useQuery } from "@tanstack/react-query";
import { AccountGate } from "@web/components/AccountGate";
import { Loaded } from "@web/components/LoadError";
import { usePageTitle } from "@web/lib/page-head";
import { tourQueries } from "./api";
import { BlackoutsSection } from "./owner-tours/BlackoutsSection";
import { BookingsSection } from "./owner-tours/BookingsSection";
import { RequestsSection } from "./owner-tours/RequestsSection";
import { SlotsSection } from "./owner-tours/SlotsSection";
import { TouringHoursSection } from "./owner-tours/TouringHoursSection";
import { PageIntro, VenueAddress, zoneLabel } from "./tour-ui";

/** /venue-owner-dashboard/venues/:venueId/tours: one listing's requests, bookings, touring hours, tour times and blackout dates. */
export default function OwnerToursPage() {
  usePageTitle("Venue tours");
  const { venueId = "" } = useParams();
  return <AccountGate needs="venue_owner">{() => <OwnerTours key={venueId} venueId={venueId} />}</AccountGate>;
}

/** The owner's list shows the next eight weeks of tour times. */
const OWNER_WINDOW_DAYS = 56;

function OwnerTours({ venueId }: { venueId: string }) {
  const [today] = useState(() => new Date().toISOString().slice(0, 10));
  const slots = useQuery(tourQueries.ownerSlots(venueId, { from: addDays(today, -1), to: addDays(today, OWNER_WINDOW_DAYS) }));
  const requests = useQuery(tourQueries.ownerRequests(venueId));
  const bookings = useQuery(tourQueries.ownerBookings(venueId));
  const blackouts = useQuery(tourQueries.ownerBlackouts(venueId));
  const touringHours = useQuery(tourQueries.ownerTouringHours(venueId));

  if (slots.status === "error" && slots.error?.status === 404) {
    return (
      <div className="container-page grid gap-6 py-10 sm:py-14">
        <PageIntro title="We couldn't find that listing" back={{ to: "/venue-owner-dashboard", label: "Back to dashboard" }}>
          It isn't one of your listings, or it was removed. Your listings are on your dashboard.
        </PageIntro>
      </div>
    );
  }

  return (
    <div className="container-page grid gap-12 py-10 sm:py-14">
      <Loaded query={slots} loadingLabel="Loading your tours..." errorMessage="We couldn't load this listing's tours.">
        {(data) => (
          <>
            <PageIntro eyebrow="Tours" title={data.venue.name} back={{ to: "/venue-owner-dashboard", label: "Back to dashboard" }}>
              <VenueAddress venue={data.venue} />
              <p className="mt-2 flex items-center gap-1.5 text-sm">
                <Clock className="size-4" aria-hidden="true" />
                All times are the venue's local time: {zoneLabel(data.venue.timeZone)}.
              </p>
              {!data.venue.published && (
                <p className="mt-2 text-sm font-semibold text-foreground">This listing is unpublished: couples can't book tours until you publish it.</p>
              )}
            </PageIntro>
            <RequestsSection venue={data.venue} requests={requests} />
            <BookingsSection venue={data.venue} bookings={bookings} />
            <TouringHoursSection venue={data.venue} hours={touringHours} />
            <SlotsSection venue={data.venue} slots={data.slots} />
            <BlackoutsSection venue={data.venue} blackouts={blackouts} />
          </>
        )}
      </Loaded>
    </div>
  );
}
