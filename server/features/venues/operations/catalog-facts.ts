import { and, asc, eq, gte, inArray } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { venueBlackoutDates, venues } from "../../../db/schema/index.ts";
import { venueCardColumns } from "../search-columns.ts";

/** A venue's public facts as June names them: the catalog card's columns without the pictures and lists it shows. */
const { id, name, city, neighborhood, styles, setting, seatedCapacity, standingCapacity, priceTier, rentalFeeMin, rentalFeeMax, perGuestMin, perGuestMax, catering, summary } = venueCardColumns;
export const venueFactColumns = { id, name, city, neighborhood, styles, setting, seatedCapacity, standingCapacity, priceTier, rentalFeeMin, rentalFeeMax, perGuestMin, perGuestMax, catering, summary };

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

/** The venues (among `ids`, or all) that have blocked a date: a private event or a closure the owner set. */
export async function venueIdsBlockedOn(db: Pick<Database, "select">, date: string): Promise<string[]> {
  const rows = await db.select({ venueId: venueBlackoutDates.venueId }).from(venueBlackoutDates).where(eq(venueBlackoutDates.date, date));
  return rows.map((row) => row.venueId);
}
