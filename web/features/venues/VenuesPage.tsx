import { Box } from "lucide-react";
import { Link } from "react-router";
import { DEFAULT_CITY_ID } from "@domain/cities";
import { useCity } from "@web/lib/city";
import { usePageHead, usePublicOrigin } from "@web/lib/page-head";
import { venueListHead } from "./seo";
import type { PageQueries } from "@web/lib/page-queries";
import { venueQueries } from "./api";
import { apiQuery, parseFilters } from "./search-params";
import { VenueSearchView } from "./VenueSearchView";

/** The server renders the first page of results for the visitor's city (the default city before they choose one). */
export const pageQueries: PageQueries = ({ searchParams, city }) => [
  venueQueries.search(apiQuery(parseFilters(searchParams), city ?? DEFAULT_CITY_ID)),
];

/** /venues: every published venue; the selected city is the default filter. */
export default function VenuesPage() {
  usePageHead(venueListHead(null, usePublicOrigin()));
  // The same city the home page shows: the person's choice, else the default (Cleveland).
  const { city } = useCity();
  return (
    <div className="container-page py-10 sm:py-14">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold uppercase tracking-wider text-accent-strong">Venues</p>
          <h1 className="mt-2 text-title font-semibold leading-tight">Find your wedding venue</h1>
          <p className="mt-3 text-lg text-muted-foreground">
            Barns, ballrooms, gardens and lofts across Ohio and Tennessee, with real prices, capacities and open tour times.
          </p>
        </div>
        <Link to="/venues-3d-tours" className="inline-flex items-center gap-2 font-medium text-primary underline-offset-4 hover:underline">
          <Box className="size-4" aria-hidden="true" />
          Walk through venues in 3D
        </Link>
      </header>
      <div className="mt-8">
        <VenueSearchView defaultCity={city.id} />
      </div>
    </div>
  );
}
