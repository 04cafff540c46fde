import type { Database } from "../client.ts";
import { users } from "../schema/index.ts";
import { analyzeVendorTables, seedVendors } from "./vendors/index.ts";
import { reviewerEmail, reviewerId } from "./vendors/catalogue.ts";
import { SCALE_VENDOR_COUNT, scaleReviewers, scaleVendors } from "./vendors/scale.ts";
import { analyzeVenueTables, insertSeedVenues } from "./venues/index.ts";
import { SCALE_VENUE_COUNT, scaleVenues } from "./venues/scale.ts";

export interface ScaleSeedOptions {
  count?: number;
  /** Rows per transaction: big enough to be quick, small enough to keep each statement modest. */
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

/**
 * `npm run seed:scale`, vendors: the generated vendors (9,856 by default, so 10,000 with the written
 * 144) with their packages, portfolios and reviews, after the couples who wrote those reviews.
 * Idempotent: vendors already there (by slug) are left alone, so a larger count only adds the rest.
 */
export async function seedScaleVendors(
  db: Database,
  { count = SCALE_VENDOR_COUNT, batchSize = 1000, now = new Date(), onProgress }: ScaleSeedOptions & { onProgress?: (done: number) => void } = {},
): Promise<{ inserted: number }> {
  await db
    .insert(users)
    .values(scaleReviewers().map(({ index, name }) => ({ id: reviewerId(index), name, email: reviewerEmail(index), emailVerified: true, userType: "couple" })))
    .onConflictDoNothing();
  let inserted = 0;
  for (let from = 0; from < count; from += batchSize) {
    const batch = scaleVendors(from, Math.min(count, from + batchSize));
    inserted += (await db.transaction((tx) => seedVendors(tx, batch, now, { analyze: false }))).inserted;
    onProgress?.(Math.min(count, from + batchSize));
  }
  await analyzeVendorTables(db);
  return { inserted };
}
