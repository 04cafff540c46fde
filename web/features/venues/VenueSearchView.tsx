import { useQuery } from "@tanstack/react-query";
import { ChevronLeft, ChevronRight, RotateCw, Search, SlidersHorizontal, X } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { format, parseISO } from "date-fns";
import { Link, useSearchParams } from "react-router";
import type { CityId } from "@domain/cities";
import { VENUE_PAGE_SIZE, VENUE_SEARCH_MAX_LENGTH, VENUE_SORTS, type VenueSort } from "@domain/venues";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { Input, NativeSelect } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { usePrefillFromProfile } from "@web/features/account";
import { useCity } from "@web/lib/city";
import { useMediaQuery } from "@web/lib/media";
import { venueQueries } from "./api";
import { cityName } from "./format";
import { activeFilterCount, apiQuery, EMPTY_FILTERS, filtersToParams, parseFilters, type VenueFilters } from "./search-params";
import { VenueCard, VenueCardSkeleton } from "./VenueCard";
import { VenueFilterPanel } from "./VenueFilterPanel";

/**
 * Search, filters, sort, results and pages, all kept in the URL. `fixedCity` is set on the city pages;
 * otherwise the selected city (if any) is the default and "All cities" is one choice away.
 */
export function VenueSearchView({ fixedCity, defaultCity }: { fixedCity?: CityId; defaultCity: CityId | null }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { openCityModal } = useCity();
  // The URL is the truth, mirrored in state so a change shows at once (router navigations render in a
  // transition, which would briefly put a just-ticked checkbox back).
  const urlFilters = useMemo(() => parseFilters(searchParams), [searchParams]);
  const [filters, setFilters] = useState(urlFilters);
  const latest = useRef(filters);
  // Addresses this screen asked for that have not landed yet. An older one landing after a newer
  // change (a typed guest count committing just as a box is ticked) must not put the state back.
  const inFlight = useRef<string[]>([]);
  useEffect(() => {
    const landed = searchParams.toString();
    const index = inFlight.current.indexOf(landed);
    if (index !== -1) {
      const newest = index === inFlight.current.length - 1;
      inFlight.current = inFlight.current.slice(index + 1);
      if (!newest) return;
    } else {
      inFlight.current = []; // back/forward or a link: the URL wins
    }
    latest.current = urlFilters;
    setFilters(urlFilters);
    // searchParams and urlFilters change together
    // eslint-disable-next-line react-hooks/exhaustive-deps -- urlFilters is derived from searchParams
  }, [urlFilters]);
  const effectiveFilters = fixedCity ? { ...filters, city: fixedCity } : filters;
  const query = apiQuery(effectiveFilters, defaultCity);
  const results = useQuery(venueQueries.search(query));
  // Results for the previous filters stay shown, dimmed, while the new ones load.
  const refreshing = results.isPlaceholderData;
  const isDesktop = useMediaQuery("(min-width: 1024px)");
  const [sheetOpen, setSheetOpen] = useState(false);
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const filtersButton = useRef<HTMLButtonElement>(null);
  const ids = useId();

  const cityInEffect = query.city ? cityName(query.city) : null;

  // Built from the latest filters when the change lands: a debounced change (guests, search text) must
  // not undo a filter picked meanwhile.
  function apply(next: VenueFilters, options: { replace?: boolean; preventScrollReset?: boolean } = {}) {
    latest.current = next;
    setFilters(next);
    const params = filtersToParams(next);
    inFlight.current.push(new URLSearchParams(params).toString());
    setSearchParams(params, { replace: options.replace, preventScrollReset: options.preventScrollReset ?? true });
  }

  function update(patch: Partial<VenueFilters>, options: { replace?: boolean } = {}) {
    const next = { ...latest.current, page: 1, ...patch };
    if (fixedCity) next.city = null;
    apply(next, options);
  }

  function reset() {
    // Clears every filter and the search; the city stays what the page (or the person) set.
    apply({ ...EMPTY_FILTERS, city: fixedCity ? null : latest.current.city });
  }

  function goToPage(page: number) {
    apply({ ...latest.current, page }, { preventScrollReset: false });
    resultsRef.current?.focus({ preventScroll: true });
    resultsRef.current?.scrollIntoView({ block: "start" });
  }

  // A signed-in couple's saved guest count and wedding date fill the filters the address leaves open
  // (issue 27), said so above the results with a way to clear them.
  const [fromProfile, setFromProfile] = useState<{ guests: number | null; date: string | null } | null>(null);
  usePrefillFromProfile(({ weddingDate, guestCount }) => {
    const current = latest.current;
    const guests = current.guests === null && guestCount ? guestCount : null;
    const date = current.date === null && weddingDate && weddingDate >= format(new Date(), "yyyy-MM-dd") ? weddingDate : null;
    if (guests === null && date === null) return;
    setFromProfile({ guests, date });
    update({ ...(guests !== null && { guests }), ...(date !== null && { date }) }, { replace: true });
  });
  const profileFiltersShown = fromProfile && ((fromProfile.guests !== null && filters.guests === fromProfile.guests) || (fromProfile.date !== null && filters.date === fromProfile.date));

  const filterCount = activeFilterCount(filters) + (filters.q.trim() ? 1 : 0);
  const data = results.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / VENUE_PAGE_SIZE)) : 1;

  const panel = (
    <VenueFilterPanel
      filters={filters}
      onChange={(patch) => update(patch)}
      onReset={reset}
      showCity={!fixedCity}
      defaultCityName={defaultCity ? cityName(defaultCity) : null}
    />
  );

  return (
    <div className="grid gap-8 lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-12">
      {/* Which of the two shows is CSS's choice, so the server-rendered page looks right at any width before scripts run. */}
      {/* While the sheet is open on a phone, the (hidden) side panel steps aside: one set of filter fields at a time. */}
      {!(sheetOpen && !isDesktop) && (
        <aside aria-label="Filters" className="hidden self-start lg:sticky lg:top-24 lg:block">
          <h2 className="mb-5 text-heading font-semibold">Filters</h2>
          {panel}
        </aside>
      )}
      <Dialog open={sheetOpen && !isDesktop} onOpenChange={setSheetOpen}>
        <DialogContent
          className="bottom-0 left-0! top-auto! max-h-[88dvh]! w-full! max-w-none! translate-x-0! translate-y-0! rounded-b-none p-5! sm:p-6!"
          onCloseAutoFocus={(event) => {
            // Opened without a DialogTrigger, so focus goes back to the Filters button by hand.
            event.preventDefault();
            filtersButton.current?.focus();
          }}
        >
          <DialogTitle>Filters</DialogTitle>
          <DialogDescription>Results update as you choose.</DialogDescription>
          {panel}
          <div className="sticky bottom-0 -mx-5 -mb-5 border-t border-border bg-card p-4 sm:-mx-6 sm:-mb-6">
            <Button className="w-full" onClick={() => setSheetOpen(false)}>
              {data ? `Show ${data.total} ${data.total === 1 ? "venue" : "venues"}` : "Show venues"}
            </Button>
          </div>
        </DialogContent>
      </Dialog>

      <div className="min-w-0">
        <SearchBox value={filters.q} onSearch={(q) => update({ q }, { replace: true })} />

        <div className="mt-5 flex flex-wrap items-center justify-between gap-3">
          <h2 ref={resultsRef} tabIndex={-1} className="text-lg font-semibold text-foreground focus-visible:outline-none" aria-live="polite">
            {data ? (
              <>
                {data.total} {data.total === 1 ? "venue" : "venues"}
                {cityInEffect ? ` in ${cityInEffect}` : " in all cities"}
              </>
            ) : (
              "Finding venues..."
            )}
          </h2>
          <div className="flex items-center gap-2">
            <Button ref={filtersButton} variant="secondary" size="sm" className="lg:hidden" onClick={() => setSheetOpen(true)} aria-haspopup="dialog">
              <SlidersHorizontal aria-hidden="true" />
              Filters{filterCount - (filters.q.trim() ? 1 : 0) > 0 ? ` (${filterCount - (filters.q.trim() ? 1 : 0)})` : ""}
            </Button>
            <Label htmlFor={`${ids}-sort`} className="sr-only">
              Sort by
            </Label>
            <NativeSelect
              id={`${ids}-sort`}
              value={filters.sort}
              onChange={(event) => update({ sort: event.target.value as VenueSort })}
              className="h-9! w-auto! text-sm!"
            >
              {VENUE_SORTS.map((sort) => (
                <option key={sort.id} value={sort.id}>
                  Sort: {sort.label}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>

        {fromProfile && profileFiltersShown && (
          <p className="mt-2 text-sm text-muted-foreground" data-testid="profile-filters">
            From your wedding profile:{" "}
            {[fromProfile.guests !== null && `${fromProfile.guests} guests`, fromProfile.date !== null && `available ${format(parseISO(fromProfile.date), "MMMM d, yyyy")}`].filter(Boolean).join(", ")}.{" "}
            <button
              type="button"
              className="font-medium text-primary underline underline-offset-4"
              onClick={() => {
                update({ ...(fromProfile.guests !== null && { guests: null }), ...(fromProfile.date !== null && { date: null }) });
                setFromProfile(null);
              }}
            >
              Show every date and size
            </button>
          </p>
        )}

        {!fixedCity && !filters.city && defaultCity && (
          <p className="mt-2 text-sm text-muted-foreground">
            Showing your selected city.{" "}
            <button type="button" className="font-medium text-primary underline underline-offset-4" onClick={openCityModal}>
              Change city
            </button>{" "}
            or{" "}
            <button type="button" className="font-medium text-primary underline underline-offset-4" onClick={() => update({ city: "all" })}>
              search all cities
            </button>
          </p>
        )}

        <div className="mt-6">
          {results.isPending && (
            <div role="status" aria-label="Loading venues" className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
              {Array.from({ length: 6 }, (_, i) => (
                <VenueCardSkeleton key={i} />
              ))}
            </div>
          )}

          {!results.data && results.isError && (
            <div role="alert" className="rounded-[var(--radius-lg)] border border-destructive/40 bg-card p-6">
              <p className="font-semibold text-destructive">We couldn't load venues</p>
              <p className="mt-1 text-muted-foreground">{results.error.message}</p>
              <Button variant="secondary" size="sm" className="mt-4" onClick={() => void results.refetch()}>
                <RotateCw aria-hidden="true" />
                Try again
              </Button>
            </div>
          )}

          {results.isSuccess && data && data.venues.length === 0 && (
            <div className="rounded-[var(--radius-lg)] border border-dashed border-border bg-card px-6 py-12 text-center">
              <h3 className="text-2xl font-semibold">No venues match all of that</h3>
              <p className="mx-auto mt-2 max-w-md text-muted-foreground">
                {data.total > 0
                  ? "There are no more results on this page."
                  : "Try fewer filters, a larger price band or another date. Every filter has to match, so each one you remove widens the search."}
              </p>
              <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
                {data.total > 0 ? (
                  <Button onClick={() => goToPage(1)}>Back to the first page</Button>
                ) : (
                  <Button onClick={reset}>
                    <X aria-hidden="true" />
                    Reset filters
                  </Button>
                )}
                {!fixedCity && query.city && (
                  <Button variant="secondary" onClick={() => update({ city: "all" })}>
                    Search all cities
                  </Button>
                )}
                {fixedCity && (
                  <Button asChild variant="secondary">
                    <Link to="/venues?city=all">Search all cities</Link>
                  </Button>
                )}
              </div>
            </div>
          )}

          {data && data.venues.length > 0 && (
            <div aria-busy={refreshing} className={refreshing ? "opacity-60 transition-opacity" : "transition-opacity"}>
              <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3" aria-label="Venues">
                {data.venues.map((venue, index) => (
                  <li key={venue.id} className="flex">
                    <div className="w-full">
                      <VenueCard venue={venue} imagePriority={index === 0 ? "high" : index < 3 ? "eager" : "lazy"} />
                    </div>
                  </li>
                ))}
              </ul>
              {pageCount > 1 && (
                <nav aria-label="Pages" className="mt-10 flex flex-wrap items-center justify-center gap-2">
                  <Button variant="secondary" size="sm" disabled={data.page <= 1} onClick={() => goToPage(data.page - 1)}>
                    <ChevronLeft aria-hidden="true" />
                    Previous
                  </Button>
                  <span className="px-3 text-sm text-muted-foreground">
                    Page {data.page} of {pageCount}
                  </span>
                  <Button variant="secondary" size="sm" disabled={data.page >= pageCount} onClick={() => goToPage(data.page + 1)}>
                    Next
                    <ChevronRight aria-hidden="true" />
                  </Button>
                </nav>
              )}
            </div>
          )}
        </div>
      </div>
    </div>
  );
}

/**
 * The search box: applies after a short pause in typing, or at once on Enter. It works before the
 * page's script runs too: the server-rendered form is a GET of this address with `q` and the other
 * filters, and once the script runs, text typed meanwhile is picked up rather than lost.
 */
function SearchBox({ value, onSearch }: { value: string; onSearch(q: string): void }) {
  const id = useId();
  const [text, setText] = useState(value);
  const [params] = useSearchParams();
  const input = useRef<HTMLInputElement>(null);
  const latest = useRef(value);
  latest.current = value;

  useEffect(() => setText(value), [value]);
  // Typed before hydration: the field holds more than the page was rendered with; search for it.
  useEffect(() => {
    const typed = input.current?.value ?? "";
    if (typed !== latest.current) setText(typed);
  }, []);
  useEffect(() => {
    if (text === latest.current) return;
    const timer = setTimeout(() => onSearch(text), 350);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the typed text starts the wait
  }, [text]);

  return (
    <form
      role="search"
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text);
      }}
    >
      {[...params.entries()]
        .filter(([name]) => name !== "q" && name !== "page")
        .map(([name, kept]) => (
          <input key={`${name}=${kept}`} type="hidden" name={name} value={kept} />
        ))}
      <Label htmlFor={id} className="sr-only">
        Search venues
      </Label>
      <div className="relative">
        <Search className="pointer-events-none absolute left-4 top-1/2 size-5 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input
          ref={input}
          id={id}
          name="q"
          type="search"
          value={text}
          maxLength={VENUE_SEARCH_MAX_LENGTH}
          placeholder="Search by name, neighborhood or feel: barn, lakefront, Ohio City..."
          onChange={(event) => setText(event.target.value)}
          className="h-13! rounded-[var(--radius-pill)]! pl-12! pr-4!"
        />
      </div>
    </form>
  );
}
