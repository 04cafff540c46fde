import { and, asc, eq, gte, inArray } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { venues } from "../../../db/schema/index.ts";

/** A venue's public facts, as June and the catalog's cards name them. */
export const venueFactColumns = {
  id: venues.id,
  name: venues.name,
  city: venues.city,
  neighborhood: venues.neighborhood,
  styles: venues.styles,
  setting: venues.setting,
  seatedCapacity: venues.seatedCapacity,
  standingCapacity: venues.standingCapacity,
  priceTier: venues.priceTier,
  rentalFeeMin: venues.rentalFeeMin,
  rentalFeeMax: venues.rentalFeeMax,
  perGuestMin: venues.perGuestMin,
  perGuestMax: venues.perGuestMax,
  catering: venues.catering,
  summary: venues.summary,
};

/** The catalog June may name, cheapest first; enough for any one city, bounded for a scale-seeded catalog. */
export const CATALOG_FACTS_LIMIT = 300;

/** Published venues of one city (every city when none is given) seating at least `minSeats`. */
export async function catalogVenueFacts(db: Pick<Database, "select">, where: { city: string | null; minSeats: number }) {
  return db
    .select(venueFactColumns)
    .from(venues)
    .where(and(eq(venues.published, true), where.city ? eq(venues.city, where.city) : undefined, gte(venues.seatedCapacity, Math.min(2000, where.minSeats))))
    .orderBy(asc(venues.priceTier), asc(venues.name))
    .limit(CATALOG_FACTS_LIMIT);
}

/** Published venues by id, in no particular order. */
export async function venueFactsByIds(db: Pick<Database, "select">, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select(venueFactColumns)
    .from(venues)
    .where(and(eq(venues.published, true), inArray(venues.id, [...ids])));
}

export type VenueFacts = Awaited<ReturnType<typeof catalogVenueFacts>>[number];
