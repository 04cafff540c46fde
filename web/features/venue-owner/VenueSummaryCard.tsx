import { ArrowRight, Building2 } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@web/components/ui/button";
import { useQuery } from "@tanstack/react-query";
import { ownerQueries } from "./api";

/** On /venue-owner-account: my venues at a glance, and the way to the dashboard. */
export function VenueSummaryCard() {
  const listings = useQuery(ownerQueries.list());
  const venues = listings.data?.venues ?? [];
  const published = venues.filter((v) => v.published).length;
  const requests = venues.reduce((n, v) => n + v.pendingRequests, 0);
  const tours = venues.reduce((n, v) => n + v.upcomingTours, 0);
  const text =
    listings.isPending
      ? "Loading your venues..."
      : listings.isError
        ? "Your listings, tours and requests are in the venue dashboard."
        : venues.length === 0
          ? "You haven't listed a venue yet. Add one, or claim your venue if it's already in our catalog."
          : `${venues.length} ${venues.length === 1 ? "listing" : "listings"} (${published} published) · ${requests} tour ${requests === 1 ? "request" : "requests"} waiting · ${tours} upcoming ${tours === 1 ? "tour" : "tours"}`;
  return (
    <section aria-labelledby="venue-summary-heading" className="flex flex-col gap-4 rounded-[var(--radius-lg)] border border-primary/25 bg-primary-soft p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
      <div className="flex items-start gap-4">
        <span className="grid size-11 shrink-0 place-items-center rounded-full bg-card text-primary">
          <Building2 className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h2 id="venue-summary-heading" className="font-display text-xl font-semibold">
            Your venues
          </h2>
          <p className="mt-1 text-sm text-foreground" aria-live="polite">
            {text}
          </p>
        </div>
      </div>
      <Button asChild className="shrink-0">
        <Link to={venues.length === 0 && listings.isSuccess ? "/add-venue" : "/venue-owner-dashboard"}>
          {venues.length === 0 && listings.isSuccess ? "Add your venue" : "Open venue dashboard"}
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </section>
  );
}
