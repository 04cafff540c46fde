import { CINCINNATI_VENUES } from "./cincinnati.ts";
import { CLEVELAND_VENUES } from "./cleveland.ts";
import { COLUMBUS_VENUES } from "./columbus.ts";
import { NASHVILLE_VENUES } from "./nashville.ts";
import { scaleVenueBySlug } from "./scale.ts";
import type { SeedVenue } from "./types.ts";

/** Every catalog venue, city by city. */
export const SEED_VENUES: readonly SeedVenue[] = [...CLEVELAND_VENUES, ...COLUMBUS_VENUES, ...CINCINNATI_VENUES, ...NASHVILLE_VENUES];

const bySlug = new Map(SEED_VENUES.map((venue) => [venue.slug, venue]));

/** A written catalog venue, or one of the scale seed's (`npm run seed:scale`), whose art is drawn the same way. */
export function seedVenueBySlug(slug: string): SeedVenue | undefined {
  return bySlug.get(slug) ?? scaleVenueBySlug(slug);
}
