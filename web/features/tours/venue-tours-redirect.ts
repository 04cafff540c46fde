import type { Flags } from "@domain/flags";

/** Spec section 2: /venue-tours redirects to /venue-favorites when nav_hide_venue_tours is on. */
export function venueToursRedirect(flags: Pick<Flags, "nav_hide_venue_tours">): string | null {
  return flags.nav_hide_venue_tours ? "/venue-favorites" : null;
}
