import { Clock } from "lucide-react";
import { useState } from "react";
import { useParams } from "react-router";
import { addDays } from "@domain/tours";
import { usePageTitle } from "@web/lib/page-title";
import { Loaded } from "../account/LoadError";
import { RequireAccount } from "../account/RequireAccount";
import { useApiResource } from "../account/use-api-resource";
import { BlackoutsSection } from "./owner-tours/BlackoutsSection";
import { BookingsSection } from "./owner-tours/BookingsSection";
import { loadOwnerBlackouts, loadOwnerBookings, loadOwnerRequests, loadOwnerSlots } from "./owner-tours/owner-api";
import { RequestsSection } from "./owner-tours/RequestsSection";
import { SlotsSection } from "./owner-tours/SlotsSection";
import { PageIntro, VenueAddress, zoneLabel } from "./tour-ui";

/** /venue-owner-dashboard/venues/:venueId/tours: one listing's tour times, blackout dates, requests and bookings. */
export default function OwnerToursPage() {
  usePageTitle("Venue tours");
  const { venueId = "" } = useParams();
  return <RequireAccount kind="venue_owner">{() => <OwnerTours key={venueId} venueId={venueId} />}</RequireAccount>;
}

/** The owner's list shows the next eight weeks of tour times. */
const OWNER_WINDOW_DAYS = 56;

function OwnerTours({ venueId }: { venueId: string }) {
  const [today] = useState(() => new Date().toISOString().slice(0, 10));
  const slots = useApiResource(`owner-slots:${venueId}`, (signal) => loadOwnerSlots(venueId, { from: addDays(today, -1), to: addDays(today, OWNER_WINDOW_DAYS) }, signal));
  const requests = useApiResource(`owner-requests:${venueId}`, (signal) => loadOwnerRequests(venueId, signal));
  const bookings = useApiResource(`owner-bookings:${venueId}`, (signal) => loadOwnerBookings(venueId, signal));
  const blackouts = useApiResource(`owner-blackouts:${venueId}`, (signal) => loadOwnerBlackouts(venueId, signal));
  const reloadAll = () => {
    slots.reload();
    requests.reload();
    bookings.reload();
    blackouts.reload();
  };

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
      <Loaded resource={slots} loadingLabel="Loading your tours..." errorMessage="We couldn't load this listing's tours.">
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
            <RequestsSection venue={data.venue} resource={requests} reload={reloadAll} />
            <BookingsSection venue={data.venue} resource={bookings} reload={reloadAll} />
            <SlotsSection venue={data.venue} slots={data.slots} reload={reloadAll} />
            <BlackoutsSection venue={data.venue} resource={blackouts} reload={reloadAll} />
          </>
        )}
      </Loaded>
    </div>
  );
}
