/** The vendor program: the founding-vendor offer and the plans shown on /vendor-pricing. */

/** How many founding-vendor places there are (the "Founding 50"). */
export const FOUNDING_VENDOR_PLACES = 50;

/** Places left once `vendorSignUps` vendor accounts exist; never below zero. */
export function foundingPlacesLeft(vendorSignUps: number): number {
  return Math.max(0, FOUNDING_VENDOR_PLACES - Math.max(0, Math.floor(vendorSignUps)));
}

export interface FoundingStatus {
  places: number;
  vendorSignUps: number;
  placesLeft: number;
}
