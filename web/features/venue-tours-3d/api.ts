import { queryOptions } from "@tanstack/react-query";
import type { VenueCard } from "@domain/venue-cards";
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
  list: (city: string) => queryOptions({ queryKey: ["venues", "3d-tours", city] as const, queryFn: ({ signal }) => fetchAllTours(city, signal) }),
  /** The chosen tour is a venue page's data: shared with the venue page's cache. */
  venue: venueQueries.detail,
};
