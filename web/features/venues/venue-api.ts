import type { VenueDetail, VenueSearchPage } from "@domain/venue-cards";
import { api, unwrap } from "@web/lib/api";

/** `query` holds query-string values (see apiQuery); the server parses and validates them. */
export function fetchVenues(query: Record<string, string>, signal?: AbortSignal): Promise<VenueSearchPage> {
  // The route's input type is the parsed shape (numbers, arrays); on the wire everything is text.
  return unwrap(api.venues.$get({ query: query as never }, { init: { signal } })) as Promise<VenueSearchPage>;
}

export function fetchVenue(idOrSlug: string, signal?: AbortSignal): Promise<VenueDetail> {
  return unwrap(api.venues[":idOrSlug"].$get({ param: { idOrSlug } }, { init: { signal } })) as Promise<VenueDetail>;
}

/** Counts one view of the listing; a refused or failed count never bothers the visitor. */
export function sendVenueView(id: string): void {
  void api.venues[":id"].views.$post({ param: { id } }, { init: { keepalive: true } }).catch(() => {});
}
