/** The vendor program: the founding-vendor offer and the plans shown on /vendor-pricing. */

/** How many founding-vendor places there are (the "Founding 50"). */
export const FOUNDING_VENDOR_PLACES = 50;

/** Founding places, taken by vendors' first paid subscriptions (decision 043). */
export interface FoundingStatus {
  places: number;
  taken: number;
  placesLeft: number;
}
