import { queryOptions } from "@tanstack/react-query";
import type { VenueCard } from "@domain/venue-cards";
import { CATALOG_STALE_MS } from "@web/lib/page-queries";
import { searchVenues, venueQueries } from "../venues";

/** Every venue with a 3D tour (in a city, or all), page after page of the venue search. */
async function fetchAllTours(city: string, signal: AbortSignal): Promise<VenueCard[]> {
  const all: VenueCard[] = [];
  for (let page = 1; page <= 20; page++) {
    const query: Record<string, string> = { has3dTour: "true", sort: "name", page: String(page) };
    if (city) query.city = city;
    const result = await searchVenues(query, signal);
    all.push(...result.venues);
    if (all.length >= result.total || result.venues.length === 0) break;
  }
  return all;
}

export const tours3dQueries = {
  /** A catalog query (its key starts with the catalog's): the server's answer is fresh when the page hydrates. */
  list: (city: string) =>
    queryOptions({ queryKey: ["venues", "3d-tours", city] as const, queryFn: ({ signal }) => fetchAllTours(city, signal), staleTime: CATALOG_STALE_MS }),
  /** The chosen tour is a venue page's data: shared with the venue page's cache. */
  venue: venueQueries.detail,
};
