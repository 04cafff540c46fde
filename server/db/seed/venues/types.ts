import type { VenueListingInput } from "../../../../domain/venues.ts";

/**
 * One catalogue venue as written for the seed: the facts an owner would enter (validated by
 * `venueListingSchema`), plus the listing's slug, the address tour mail goes to while it is
 * unclaimed, and whether it has a generated 3D tour.
 */
export type SeedVenue = VenueListingInput & {
  slug: string;
  contactEmail: string;
  /** A 360-degree panorama is generated for it and shown as its 3D tour. */
  tour: boolean;
};
