import { useQuery } from "@tanstack/react-query";
import { Building2, CalendarClock, ClipboardList, Eye, EyeOff, Heart, ImageIcon, KeyRound, MessageSquareMore, Pencil, Plus, Rocket, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { CITIES } from "@domain/cities";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { Spinner } from "@web/components/ui/spinner";
import { usePageTitle } from "@web/lib/page-head";
import { notify, toastError } from "@web/lib/toast";
import { EmptyState } from "@web/components/EmptyState";
import { LoadError } from "@web/components/LoadError";
import { AccountGate } from "@web/components/AccountGate";
import { ownerGate } from "./owner-gate";
import { editPath, ownerQueries, ownerWrites, publicVenuePath, questionnairePath, toursPath, useOwnerMutation, useSetPublished, type OwnerVenueSummary } from "./api";
import { BillingCard } from "../billing";
import { PledgesCard } from "../give-back";

/** /venue-owner-dashboard: my listings with their numbers and everything to do with them. */
export default function DashboardPage() {
  usePageTitle("Venue dashboard");
  return <AccountGate {...ownerGate("see your venue dashboard")}>{() => <Dashboard />}</AccountGate>;
}

function Dashboard() {
  const listings = useQuery(ownerQueries.list());
  const [confirmDelete, setConfirmDelete] = useState<OwnerVenueSummary | null>(null);
  const publishing = useSetPublished();
  const removal = useOwnerMutation(ownerWrites.remove);
  const working = publishing.isPending ? publishing.variables.id : removal.isPending ? removal.variables : null;
  const venues = listings.data?.venues ?? [];
  const totals = venues.reduce(
    (sum, v) => ({ views: sum.views + v.viewCount, saves: sum.saves + v.saves, requests: sum.requests + v.pendingRequests, tours: sum.tours + v.upcomingTours }),
    { views: 0, saves: 0, requests: 0, tours: 0 },
  );

  function togglePublished(venue: OwnerVenueSummary) {
    publishing.mutate(
      { id: venue.id, published: !venue.published },
      { onSuccess: () => void notify.success(venue.published ? `${venue.name} is hidden from couples` : `${venue.name} is live`), onError: toastError },
    );
  }

  function remove(venue: OwnerVenueSummary) {
    removal.mutate(venue.id, {
      onSuccess: () => void notify.success(`${venue.name} was deleted`),
      onError: toastError,
      onSettled: () => setConfirmDelete(null),
    });
  }


  return (
    <div className="pb-[var(--space-section)]">
      <header className="border-b border-border/70 bg-linear-to-b from-primary-soft to-background">
        <div className="container-page flex flex-col gap-6 py-10 sm:py-12 lg:flex-row lg:items-end lg:justify-between">
          <div>
            <Badge variant="outline">Venue Dashboard</Badge>
            <h1 className="mt-4 text-title font-semibold leading-tight">Your venues</h1>
            <p className="mt-2 max-w-2xl text-muted-foreground">Listings, tours and what couples are doing with them.</p>
          </div>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button asChild variant="secondary">
              <Link to="/venue/claim">
                <KeyRound aria-hidden="true" />
                Claim a listing
              </Link>
            </Button>
            <Button asChild>
              <Link to="/add-venue">
                <Plus aria-hidden="true" />
                Add a venue
              </Link>
            </Button>
          </div>
        </div>
      </header>

      <div className="container-page grid gap-8 pt-8">
        <div className="grid gap-6 lg:grid-cols-2">
          <BillingCard />
          <PledgesCard />
        </div>
        {listings.isPending && <Spinner label="Loading your venues..." />}
        {listings.error && <LoadError message={listings.error.message} onRetry={() => void listings.refetch()} />}

        {listings.isSuccess && venues.length === 0 && (
          <EmptyState icon={<Building2 className="size-6" aria-hidden="true" />} title="No venues yet">
            <p>Add your venue in a few steps, or claim it if it's already in our catalog.</p>
            <div className="mt-5 flex flex-col justify-center gap-2 sm:flex-row">
              <Button asChild>
                <Link to="/add-venue">Add your venue</Link>
              </Button>
              <Button asChild variant="secondary">
                <Link to="/venue/claim">Claim your listing</Link>
              </Button>
            </div>
          </EmptyState>
        )}

        {venues.length > 0 && (
          <>
            <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="All listings">
              {[
                { label: "Listing views", value: totals.views, icon: Eye },
                { label: "Saves by couples", value: totals.saves, icon: Heart },
                { label: "Tour requests waiting", value: totals.requests, icon: MessageSquareMore },
                { label: "Upcoming tours", value: totals.tours, icon: CalendarClock },
              ].map((stat) => (
                <div key={stat.label} className="rounded-[var(--radius-lg)] border border-border bg-card p-4 shadow-soft">
                  <dt className="flex items-center gap-2 text-sm text-muted-foreground">
                    <stat.icon className="size-4" aria-hidden="true" />
                    {stat.label}
                  </dt>
                  <dd className="mt-1 font-display text-3xl font-semibold">{stat.value.toLocaleString("en-US")}</dd>
                </div>
              ))}
            </dl>

            <ul className="grid gap-5" aria-label="Your listings">
              {venues.map((venue) => (
                <li key={venue.id}>
                  <ListingCard
                    venue={venue}
                    busy={working === venue.id}
                    onTogglePublished={() => void togglePublished(venue)}
                    onDelete={() => setConfirmDelete(venue)}
                  />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>

      <Dialog open={confirmDelete !== null} onOpenChange={(open) => !open && setConfirmDelete(null)}>
        <DialogContent>
          <DialogTitle>Delete {confirmDelete?.name}?</DialogTitle>
          <DialogDescription>
            The listing, its photos, tour times and requests are deleted for good, and couples who saved it lose it. To hide it for a while, unpublish it instead.
          </DialogDescription>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="ghost">Keep listing</Button>
            </DialogClose>
            <Button variant="destructive" disabled={working !== null} onClick={() => confirmDelete && remove(confirmDelete)}>
              <Trash2 aria-hidden="true" />
              {working ? "Deleting..." : "Delete listing"}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}

function ListingCard({ venue, busy, onTogglePublished, onDelete }: { venue: OwnerVenueSummary; busy: boolean; onTogglePublished(): void; onDelete(): void }) {
  const headingId = `listing-${venue.id}`;
  const city = CITIES.find((c) => c.id === venue.city)?.displayName ?? venue.city;
  return (
    <article aria-labelledby={headingId} className="grid overflow-hidden rounded-[var(--radius-lg)] border border-border bg-card shadow-soft md:grid-cols-[16rem_1fr]">
      <div className="relative aspect-[16/10] bg-muted md:aspect-auto">
        {venue.cover ? (
          <img src={venue.cover} alt={venue.coverAlt} className="absolute inset-0 size-full object-cover" />
        ) : (
          <div className="absolute inset-0 grid place-items-center text-muted-foreground">
            <span className="flex flex-col items-center gap-2 text-sm">
              <ImageIcon className="size-8" aria-hidden="true" />
              No photos yet
            </span>
          </div>
        )}
      </div>
      <div className="grid gap-4 p-5 sm:p-6">
        <header className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <h2 id={headingId} className="font-display text-2xl font-semibold leading-tight">
              {venue.name}
            </h2>
            <p className="text-sm text-muted-foreground">
              {venue.neighborhood ? `${venue.neighborhood} · ` : ""}
              {city}
            </p>
          </div>
          <Badge variant={venue.published ? "accent" : "outline"} className="self-start">
            {venue.published ? "Published" : "Draft"}
          </Badge>
        </header>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-5">
          <Stat label="Views" value={venue.viewCount} />
          <Stat label="Saves" value={venue.saves} />
          <Stat label="Pending requests" value={venue.pendingRequests} />
          <Stat label="Upcoming tours" value={venue.upcomingTours} />
          <div>
            <dt className="text-muted-foreground">Questionnaire</dt>
            <dd className="mt-1 flex items-center gap-2 font-semibold">
              <span className="h-2 w-14 overflow-hidden rounded-full bg-muted" aria-hidden="true">
                <span className="block h-full bg-accent-strong" style={{ width: `${venue.completeness}%` }} />
              </span>
              {venue.completeness}%
            </dd>
          </div>
        </dl>
        {!venue.published && !venue.canPublish && (
          <p className="text-sm text-muted-foreground">
            {venue.imageCount < 3 ? `Add ${3 - venue.imageCount} more ${3 - venue.imageCount === 1 ? "photo" : "photos"} to publish.` : "Finish the listing to publish."}
          </p>
        )}
        <div className="flex flex-wrap gap-2 border-t border-border pt-4">
          <Button asChild size="sm">
            <Link to={toursPath(venue.id)} aria-describedby={headingId}>
              <CalendarClock aria-hidden="true" />
              Tours & availability
            </Link>
          </Button>
          <Button asChild size="sm" variant="secondary">
            <Link to={editPath(venue.id)} aria-describedby={headingId}>
              <Pencil aria-hidden="true" />
              Edit
            </Link>
          </Button>
          <Button asChild size="sm" variant="secondary">
            <Link to={editPath(venue.id, "photos")} aria-describedby={headingId}>
              <ImageIcon aria-hidden="true" />
              Photos ({venue.imageCount})
            </Link>
          </Button>
          <Button asChild size="sm" variant="secondary">
            <Link to={questionnairePath(venue.id)} aria-describedby={headingId}>
              <ClipboardList aria-hidden="true" />
              Questionnaire
            </Link>
          </Button>
          {venue.published && (
            <Button asChild size="sm" variant="ghost">
              <Link to={publicVenuePath(venue.slug)} aria-describedby={headingId}>
                <Eye aria-hidden="true" />
                View public page
              </Link>
            </Button>
          )}
          <Button size="sm" variant="ghost" disabled={busy || (!venue.published && !venue.canPublish)} onClick={onTogglePublished} aria-describedby={headingId}>
            {venue.published ? <EyeOff aria-hidden="true" /> : <Rocket aria-hidden="true" />}
            {venue.published ? "Unpublish" : "Publish"}
          </Button>
          <Button size="sm" variant="ghost" className="text-destructive hover:text-destructive" onClick={onDelete} aria-describedby={headingId}>
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        </div>
      </div>
    </article>
  );
}

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="mt-1 font-semibold tabular-nums">{value.toLocaleString("en-US")}</dd>
    </div>
  );
}
