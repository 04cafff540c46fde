import type { Database } from "../client.ts";
import { analyzeVenueTables, insertSeedVenues } from "./venues/index.ts";
import { SCALE_VENUE_COUNT, scaleVenues } from "./venues/scale.ts";

export interface ScaleSeedOptions {
  count?: number;
  /** Venues per transaction: big enough to be quick, small enough to keep each statement modest. */
  batchSize?: number;
  now?: Date;
}

/**
 * `npm run seed:scale`: adds the generated scale catalog (3,000 venues by default) on top of the
 * written one. Idempotent like the start-up seed: venues already there (by slug) are left alone.
 */
export async function seedScaleVenues(db: Database, { count = SCALE_VENUE_COUNT, batchSize = 500, now = new Date() }: ScaleSeedOptions = {}): Promise<{ inserted: number }> {
  let inserted = 0;
  for (let from = 0; from < count; from += batchSize) {
    const batch = scaleVenues(from, Math.min(count, from + batchSize));
    inserted += (await db.transaction((tx) => insertSeedVenues(tx, batch, { now, analyze: false }))).inserted;
  }
  await analyzeVenueTables(db);
  return { inserted };
}
