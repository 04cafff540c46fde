import { Columns3, Heart, Trash2, X } from "lucide-react";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { COMPARE_MAX, COMPARE_MIN, type SavedVenue } from "@domain/venue-cards";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import { AccountGate, SignInActions, type GateMessage } from "@web/components/AccountGate";
import { LoadError } from "@web/components/LoadError";
import { ApiRequestError } from "@web/lib/api";
import { usePageTitle } from "@web/lib/page-head";
import { notify } from "@web/lib/toast";
import type { AccountUser } from "@domain/account-kinds";
import { VenueCard } from "../venues";
import { savedQueries, useSaveVenue } from "./api";
import { CompareTable } from "./CompareTable";

const SIGN_IN_TO_SEE_FAVORITES: GateMessage = {
  title: "Sign in to see your favorite venues",
  body: "Save venues with the heart as you browse; they wait for you here, ready to compare side by side.",
  actions: <SignInActions signUp={{ to: "/signup/couple", label: "New to Serviceberry? Create a free account" }} />,
};

/** /venue-favorites: the signed-in person's saved venues, with removal (and undo) and comparison. */
export default function VenueFavoritesPage() {
  usePageTitle("Favorite venues");
  return <AccountGate signedOut={SIGN_IN_TO_SEE_FAVORITES}>{(user) => <Favorites user={user} />}</AccountGate>;
}

function parseCompare(value: string | null): string[] {
  return value ? [...new Set(value.split(",").filter(Boolean))].slice(0, COMPARE_MAX) : [];
}

function Favorites({ user }: { user: AccountUser }) {
  const saved = useQuery(savedQueries.list(user.id));
  const change = useSaveVenue();
  const [searchParams, setSearchParams] = useSearchParams();
  // Mirrored in state so a tick shows at once (router navigations render in a transition).
  const urlSelection = searchParams.get("select");
  const urlComparing = searchParams.get("compare") === "1";
  const [{ selected, comparing }, setLocal] = useState(() => ({ selected: parseCompare(urlSelection), comparing: urlComparing }));
  useEffect(() => setLocal({ selected: parseCompare(urlSelection), comparing: urlComparing }), [urlSelection, urlComparing]);
  const compareRef = useRef<HTMLHeadingElement>(null);

  const venues = saved.data?.venues ?? [];
  const selectedVenues = selected.map((id) => venues.find((v) => v.id === id)).filter((v): v is SavedVenue => Boolean(v));
  const showCompare = comparing && selectedVenues.length >= COMPARE_MIN;

  useEffect(() => {
    if (showCompare) compareRef.current?.focus();
  }, [showCompare]);

  function setSelection(ids: string[], compare = comparing) {
    setLocal({ selected: ids, comparing: compare && ids.length >= COMPARE_MIN });
    const next = new URLSearchParams(searchParams);
    if (ids.length) next.set("select", ids.join(","));
    else next.delete("select");
    if (compare && ids.length >= COMPARE_MIN) next.set("compare", "1");
    else next.delete("compare");
    setSearchParams(next, { replace: true, preventScrollReset: true });
  }

  function toggleSelected(id: string) {
    if (selected.includes(id)) setSelection(selected.filter((x) => x !== id));
    else if (selected.length < COMPARE_MAX) setSelection([...selected, id]);
  }

  // The list leaves at once (see useSaveVenue) and comes back if the server refuses.
  function remove(venue: SavedVenue) {
    const index = venues.findIndex((v) => v.id === venue.id);
    if (selected.includes(venue.id)) setSelection(selected.filter((x) => x !== venue.id));
    change.mutate(
      { venueId: venue.id, saved: false },
      {
        onSuccess: () =>
          void notify.success(`Removed ${venue.name} from your favorites`, {
            action: { label: "Undo", onClick: () => undo(venue, index) },
          }),
        onError: (error) => void notify.error(error instanceof ApiRequestError ? error.message : "We couldn't remove that venue. Please try again."),
      },
    );
  }

  function undo(venue: SavedVenue, index: number) {
    change.mutate(
      { venueId: venue.id, saved: true, restore: { venue, index } },
      {
        onSuccess: () => void notify.success(`${venue.name} is back in your favorites`),
        onError: (error) => void notify.error(error instanceof ApiRequestError ? error.message : "We couldn't put that venue back. Please try again."),
      },
    );
  }
  return (
    <div className="container-page py-10 sm:py-14">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-accent-strong">Favorites</p>
          <h1 className="mt-2 text-title font-semibold leading-tight">Your favorite venues</h1>
          <p className="mt-2 text-muted-foreground">
            {saved.data
              ? `${venues.length} saved. Choose ${COMPARE_MIN} to ${COMPARE_MAX} to compare them side by side.`
              : "Venues you save with the heart."}
          </p>
        </div>
        <Button asChild variant="secondary">
          <Link to="/venues">Find more venues</Link>
        </Button>
      </header>

      <div className="mt-8">
        {saved.isPending && <Spinner label="Loading your favorites..." />}
        {saved.isError && !saved.data && <LoadError message={saved.error.message} onRetry={() => void saved.refetch()} />}

        {saved.data && venues.length === 0 && (
          <div className="rounded-[var(--radius-lg)] border border-dashed border-border bg-card px-6 py-14 text-center">
            <span className="mx-auto grid size-14 place-items-center rounded-full bg-primary-soft text-primary">
              <Heart className="size-6" aria-hidden="true" />
            </span>
            <h2 className="mt-5 text-2xl font-semibold">No saved venues yet</h2>
            <p className="mx-auto mt-2 max-w-md text-muted-foreground">
              Tap the heart on any venue to keep it here. Once you have a few, compare prices, capacity and amenities side by side.
            </p>
            <Button asChild className="mt-6">
              <Link to="/venues">Browse venues</Link>
            </Button>
          </div>
        )}

        {showCompare && (
          <section aria-labelledby="compare-heading" className="mb-12">
            <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
              <h2 id="compare-heading" ref={compareRef} tabIndex={-1} className="text-heading font-semibold focus-visible:outline-none">
                Side by side
              </h2>
              <Button variant="ghost" size="sm" onClick={() => setSelection(selected, false)}>
                <X aria-hidden="true" />
                Close comparison
              </Button>
            </div>
            <CompareTable venues={selectedVenues} />
          </section>
        )}

        {venues.length > 0 && (
          <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3" aria-label="Saved venues">
            {venues.map((venue) => {
              const isSelected = selected.includes(venue.id);
              const selectDisabled = !isSelected && selected.length >= COMPARE_MAX;
              return (
                <li key={venue.id}>
                  <VenueCard
                    venue={venue}
                    footer={
                      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-border pt-3">
                        {venue.published ? (
                          <label className="flex min-h-9 cursor-pointer items-center gap-2 text-sm font-medium">
                            <input
                              type="checkbox"
                              checked={isSelected}
                              disabled={selectDisabled}
                              onChange={() => toggleSelected(venue.id)}
                              className="size-4 accent-primary"
                              aria-describedby={selectDisabled ? "compare-max-note" : undefined}
                            />
                            Compare
                          </label>
                        ) : (
                          <Badge variant="outline">No longer listed</Badge>
                        )}
                        <Button variant="ghost" size="sm" onClick={() => remove(venue)} aria-label={`Remove ${venue.name} from favorites`}>
                          <Trash2 aria-hidden="true" />
                          Remove
                        </Button>
                      </div>
                    }
                  />
                </li>
              );
            })}
          </ul>
        )}
        <p id="compare-max-note" className="sr-only">
          You can compare up to {COMPARE_MAX} venues at once.
        </p>
      </div>

      {selected.length > 0 && !showCompare && (
        <div className="sticky bottom-4 z-20 mt-8 flex justify-center">
          <div className="flex flex-wrap items-center justify-center gap-3 rounded-[var(--radius-pill)] border border-border bg-card px-4 py-2.5 shadow-lift" role="status">
            <span className="text-sm font-medium">
              {selected.length} of {COMPARE_MAX} chosen
              {selected.length < COMPARE_MIN ? `: choose ${COMPARE_MIN - selected.length} more` : ""}
            </span>
            <Button size="sm" disabled={selectedVenues.length < COMPARE_MIN} onClick={() => setSelection(selected, true)}>
              <Columns3 aria-hidden="true" />
              Compare
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setSelection([], false)}>
              Clear
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
