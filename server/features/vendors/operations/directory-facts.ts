import { and, arrayContains, asc, eq } from "drizzle-orm";
import type { CityId } from "../../../../domain/cities.ts";
import type { VendorCategorySlug } from "../../../../domain/vendor-categories.ts";
import type { Database } from "../../../db/client.ts";
import { vendors } from "../../../db/schema/index.ts";

/** The directory June may name: bounded, so a scale-seeded directory stays cheap. */
export const DIRECTORY_FACTS_LIMIT = 400;

/**
 * Published vendors working in a city (every city when none is given), with the public facts the
 * matching questionnaire ranks on (domain/vendor-matching.ts).
 */
export async function directoryVendorFacts(db: Pick<Database, "select">, city: string | null) {
  const rows = await db
    .select({
      id: vendors.id,
      slug: vendors.slug,
      name: vendors.businessName,
      category: vendors.category,
      city: vendors.city,
      citiesServed: vendors.citiesServed,
      startingPrice: vendors.startingPrice,
      styles: vendors.styles,
      ratingTotal: vendors.ratingTotal,
      reviewCount: vendors.reviewCount,
      responseTimeHours: vendors.responseTimeHours,
      yearsInBusiness: vendors.yearsInBusiness,
    })
    .from(vendors)
    .where(and(eq(vendors.published, true), city ? arrayContains(vendors.citiesServed, [city]) : undefined))
    .orderBy(asc(vendors.category), asc(vendors.businessName))
    .limit(DIRECTORY_FACTS_LIMIT);
  // Written through the schema's enums, so they are among its categories and cities.
  return rows.map((row) => ({ ...row, category: row.category as VendorCategorySlug, city: row.city as CityId, citiesServed: row.citiesServed as CityId[] }));
}

export type VendorFacts = Awaited<ReturnType<typeof directoryVendorFacts>>[number];
