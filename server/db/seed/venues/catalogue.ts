import { CINCINNATI_VENUES } from "./cincinnati.ts";
import { CLEVELAND_VENUES } from "./cleveland.ts";
import { COLUMBUS_VENUES } from "./columbus.ts";
import { NASHVILLE_VENUES } from "./nashville.ts";
import type { SeedVenue } from "./types.ts";

/** Every catalogue venue, city by city. */
export const SEED_VENUES: readonly SeedVenue[] = [...CLEVELAND_VENUES, ...COLUMBUS_VENUES, ...CINCINNATI_VENUES, ...NASHVILLE_VENUES];

const bySlug = new Map(SEED_VENUES.map((venue) => [venue.slug, venue]));

export function seedVenueBySlug(slug: string): SeedVenue | undefined {
  return bySlug.get(slug);
}
