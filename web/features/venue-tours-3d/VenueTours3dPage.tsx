import { useQuery } from "@tanstack/react-query";
import { ArrowRight, Box, MapPin } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { CITIES } from "@domain/cities";
import type { VenueCard, VenueDetail } from "@domain/venue-cards";
import { Button } from "@web/components/ui/button";
import { NativeSelect } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { Spinner } from "@web/components/ui/spinner";
import { LoadError } from "@web/components/LoadError";
import { cn } from "@web/lib/cn";
import { usePageHead } from "@web/lib/page-head";
import type { PageQueries } from "@web/lib/page-queries";
import { cityName, VenueCover } from "../venues";
import { tours3dQueries } from "./api";
import { PanoramaViewer } from "./PanoramaViewer";

/**
 * Drawn by the server with the tours and the chosen venue (a page to read: a visitor's app, and so the
 * viewer, starts on their first action, decision 056). Without a venue in the address the first tour of
 * the list is shown, its name and link drawn from the list.
 */
export const pageQueries: PageQueries = ({ searchParams }) => {
  const venue = searchParams.get("venue");
  return [tours3dQueries.list(searchParams.get("city") ?? ""), ...(venue ? [tours3dQueries.venue(venue)] : [])];
};

/** /venues-3d-tours: the venues with a 360-degree tour, and the viewer for the chosen one. */
export default function VenueTours3dPage() {
  usePageHead({
    title: "3D venue tours",
    description: "Walk through wedding venues in Ohio and Tennessee in 3D before you visit: ceremony spaces, reception halls and grounds.",
    canonicalPath: "/venues-3d-tours",
  });
  const [searchParams, setSearchParams] = useSearchParams();
  const city = searchParams.get("city") ?? "";
  const chosenSlug = searchParams.get("venue");
  const tours = useQuery(tours3dQueries.list(city));
  const slug = chosenSlug ?? tours.data?.[0]?.slug ?? null;
  const viewerHeading = useRef<HTMLHeadingElement>(null);
  const [focusViewer, setFocusViewer] = useState(false);

  function choose(next: string) {
    const params = new URLSearchParams(searchParams);
    params.set("venue", next);
    setSearchParams(params, { preventScrollReset: true });
    setFocusViewer(true);
  }

  useEffect(() => {
    if (!focusViewer) return;
    viewerHeading.current?.focus({ preventScroll: true });
    viewerHeading.current?.scrollIntoView({ block: "start" });
    setFocusViewer(false);
  }, [focusViewer, slug]);

  return (
    <div className="container-page py-10 sm:py-14">
      <header className="max-w-2xl">
        <p className="text-sm font-semibold uppercase tracking-wider text-accent-strong">3D tours</p>
        <h1 className="mt-2 text-title font-semibold leading-tight">Walk through venues in 3D</h1>
        <p className="mt-3 text-lg text-muted-foreground">
          Stand in the room before you visit. Drag or swipe to look around, scroll or pinch to zoom, and open full screen for the full effect.
        </p>
      </header>

      {slug && (
        <section aria-labelledby="viewer-heading" className="mt-8 scroll-mt-24">
          <ChosenTour slug={slug} listed={tours.data?.find((venue) => venue.slug === slug)} headingRef={viewerHeading} />
        </section>
      )}

      <section aria-labelledby="list-heading" className="mt-12">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="list-heading" className="text-heading font-semibold">
            Venues with a 3D tour
          </h2>
          <div className="grid gap-1.5">
            <Label htmlFor="tours-city">City</Label>
            <NativeSelect
              id="tours-city"
              value={city}
              className="h-10! w-56!"
              onChange={(event) => {
                const params = new URLSearchParams(searchParams);
                if (event.target.value) params.set("city", event.target.value);
                else params.delete("city");
                params.delete("venue");
                setSearchParams(params, { preventScrollReset: true });
              }}
            >
              <option value="">All cities</option>
              {CITIES.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.displayName}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
        <div className="mt-6">
          {tours.isPending && <Spinner label="Loading tours..." />}
          {tours.isError && !tours.data && <LoadError message={tours.error.message} onRetry={() => void tours.refetch()} />}
          {tours.data?.length === 0 && (
            <div className="rounded-[var(--radius-lg)] border border-dashed border-border bg-card px-6 py-12 text-center">
              <p className="text-lg font-semibold">No 3D tours in {cityName(city)} yet</p>
              <Button variant="secondary" className="mt-4" onClick={() => setSearchParams(new URLSearchParams(), { preventScrollReset: true })}>
                Show every city
              </Button>
            </div>
          )}
          {tours.data && tours.data.length > 0 && (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {tours.data.map((venue) => {
                const current = venue.slug === slug;
                return (
                  <li key={venue.id}>
                    <button
                      type="button"
                      onClick={() => choose(venue.slug)}
                      aria-current={current ? "true" : undefined}
                      className={cn(
                        "flex w-full gap-4 rounded-[var(--radius-lg)] border bg-card p-3 text-left shadow-soft transition-colors hover:border-primary",
                        current ? "border-primary ring-2 ring-primary/30" : "border-border",
                      )}
                    >
                      <VenueCover venue={venue} className="aspect-[4/3] w-28 shrink-0 rounded-[var(--radius)]" sizes="7rem" />
                      <span className="grid min-w-0 content-center gap-1">
                        <span className="font-display text-lg font-semibold leading-snug">{venue.name}</span>
                        <span className="flex items-center gap-1 text-sm text-muted-foreground">
                          <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
                          {venue.neighborhood ? `${venue.neighborhood}, ` : ""}
                          {cityName(venue.city)}
                        </span>
                        <span className="inline-flex items-center gap-1 text-sm font-medium text-primary">
                          <Box className="size-3.5" aria-hidden="true" />
                          {current ? "Showing now" : "View in 3D"}
                        </span>
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      </section>
    </div>
  );
}

/** The chosen venue's viewer. `listed` is its card from the list, which names it while its details (the panorama) load. */
function ChosenTour({ slug, listed, headingRef }: { slug: string; listed: VenueCard | undefined; headingRef: React.RefObject<HTMLHeadingElement | null> }) {
  const venue = useQuery(tours3dQueries.venue(slug));
  const data: VenueDetail | undefined = venue.data?.slug === slug ? venue.data : undefined;
  const shown = data ?? (venue.isError ? undefined : listed);
  return (
    <>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <h2 id="viewer-heading" ref={headingRef} tabIndex={-1} className="text-heading font-semibold focus-visible:outline-none">
          {shown ? shown.name : venue.isError ? "Tour not found" : "Loading tour..."}
        </h2>
        {shown && (
          <Link to={`/venues/${shown.slug}`} className="inline-flex items-center gap-1.5 font-medium text-primary underline-offset-4 hover:underline">
            See the venue
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        )}
      </div>
      {venue.isError && (
        <LoadError
          message={venue.error?.status === 404 ? "We couldn't find that venue. Pick one of the tours below." : (venue.error?.message ?? "We couldn't load this tour.")}
          onRetry={() => void venue.refetch()}
        />
      )}
      {!shown && !venue.isError && <Spinner label="Loading tour..." />}
      {data && !data.panoramaUrl && (
        <p className="rounded-[var(--radius-lg)] border border-border bg-card p-6 text-muted-foreground">
          {data.name} doesn't have a 3D tour yet. Pick one of the venues below.
        </p>
      )}
      {shown && (!data || data.panoramaUrl) && (
        <PanoramaViewer key={shown.slug} url={data?.panoramaUrl ?? undefined} title={`${shown.name}, ${cityName(shown.city)}`} />
      )}
    </>
  );
}
