import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, apiFetch, unwrap } from "@web/lib/api";
import { CATALOG_QUERY_KEY, CATALOG_STALE_MS } from "@web/lib/page-queries";

/** What GET /api/venues answers, as the route declares it. */
export type VenueSearchResults = InferResponseType<typeof api.venues.$get, 200>;
export type VenueDetails = InferResponseType<(typeof api.venues)[":idOrSlug"]["$get"], 200>;

/** Query keys of the venues feature: searches by their query string, venue pages by id or slug. */
export const venueKeys = {
  all: CATALOG_QUERY_KEY,
  search: (query: Record<string, string>) => [...venueKeys.all, "search", new URLSearchParams(query).toString()] as const,
  detail: (idOrSlug: string) => [...venueKeys.all, "detail", idOrSlug] as const,
};

/**
 * A search, from query-string text (see apiQuery). The route's declared query type is its parsed
 * shape (numbers, booleans, arrays) while the wire carries text, so the text goes as it is and the
 * answer keeps the route's own response type; the server validates every value.
 */
export function searchVenues(query: Record<string, string>, signal: AbortSignal): Promise<VenueSearchResults> {
  const search = new URLSearchParams(query).toString();
  return unwrap<VenueSearchResults>(apiFetch(`/api/venues${search ? `?${search}` : ""}`, { signal, credentials: "same-origin" }));
}

export const venueQueries = {
  /** The previous page of results stays on screen while the next one loads (no flashing while filtering). */
  search: (query: Record<string, string>) =>
    queryOptions({
      queryKey: venueKeys.search(query), queryFn: ({ signal }) => searchVenues(query, signal),
      placeholderData: keepPreviousData,
      staleTime: CATALOG_STALE_MS,
    }),
  detail: (idOrSlug: string) =>
    queryOptions({
      queryKey: venueKeys.detail(idOrSlug),
      staleTime: CATALOG_STALE_MS,
      // A venue that is not there (a 404 the server rendered) stays not found on hydration; "Try again" refetches.
      retryOnMount: false,
      queryFn: ({ signal }) => unwrap(api.venues[":idOrSlug"].$get({ param: { idOrSlug } }, { init: { signal } })),
    }),
};

/** Counts one view of the listing; a refused or failed count never bothers the visitor. */
export function sendVenueView(id: string): void {
  // Sent as the page opens, so it needs no keepalive. The answer is read to the end: a response left
  // unread stays open in the browser, and "network idle" (which crawlers and tests wait for) never comes.
  void api.venues[":id"].views
    .$post({ param: { id } })
    .then((response) => response.text())
    .catch(() => {});
}
