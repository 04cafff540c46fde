import { and, asc, desc, eq, ilike, ne, notInArray, sql } from "drizzle-orm";
import type { VendorRecommendationInput } from "../../../../domain/vendors.ts";
import type { Database } from "../../../db/client.ts";
import { vendorRecommendations, vendors } from "../../../db/schema/index.ts";
import { ApiError } from "../../../http/errors.ts";
import { isUniqueViolation } from "../../../db/errors.ts";
import type { VendorRow } from "../ownership.ts";
import type { VendorDashboardDeps } from "./deps.ts";
import { containsPattern } from "../../../db/like.ts";

/** `%` and `_` typed in a search are literal characters, not wildcards. */
/** The vendors this profile recommends. */
export async function recommendationsOf(db: Database, vendorId: string) {
  return db
    .select({
      id: vendorRecommendations.id,
      note: vendorRecommendations.note,
      createdAt: vendorRecommendations.createdAt,
      vendor: { id: vendors.id, slug: vendors.slug, businessName: vendors.businessName, category: vendors.category, city: vendors.city },
    })
    .from(vendorRecommendations)
    .innerJoin(vendors, eq(vendors.id, vendorRecommendations.recommendedVendorId))
    .where(eq(vendorRecommendations.vendorId, vendorId))
    .orderBy(desc(vendorRecommendations.createdAt));
}

/** Published vendors by name, other than this one and those it already recommends. */
export async function searchFriendorCandidates({ db }: VendorDashboardDeps, row: VendorRow, q: string | undefined) {
  const already = db.select({ id: vendorRecommendations.recommendedVendorId }).from(vendorRecommendations).where(eq(vendorRecommendations.vendorId, row.id));
  const rows = await db
    .select({ id: vendors.id, slug: vendors.slug, businessName: vendors.businessName, category: vendors.category, city: vendors.city })
    .from(vendors)
    .where(and(eq(vendors.published, true), ne(vendors.id, row.id), notInArray(vendors.id, already), q ? ilike(vendors.businessName, containsPattern(q)) : undefined))
    .orderBy(asc(vendors.businessName))
    .limit(20);
  return { vendors: rows };
}

export async function recommendVendor({ db }: VendorDashboardDeps, row: VendorRow, input: VendorRecommendationInput) {
  if (input.recommendedVendorId === row.id) throw new ApiError(400, "invalid_input", "Recommend another business, not your own.", { recommendedVendorId: ["Recommend another business, not your own."] });
  const [target] = await db.select({ id: vendors.id, published: vendors.published }).from(vendors).where(eq(vendors.id, input.recommendedVendorId));
  if (!target?.published) throw new ApiError(404, "vendor_not_found", "We couldn't find that vendor. Search for it by name and pick it from the list.");
  try {
    await db.insert(vendorRecommendations).values({ vendorId: row.id, recommendedVendorId: target.id, note: input.note });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new ApiError(409, "already_recommended", "You already recommend this vendor.");
  }
  await db.update(vendors).set({ updatedAt: sql`now()` }).where(eq(vendors.id, row.id));
  return { recommendations: await recommendationsOf(db, row.id) };
}

export async function removeRecommendation({ db }: VendorDashboardDeps, row: VendorRow, recommendationId: string) {
  const [removed] = await db
    .delete(vendorRecommendations)
    .where(and(eq(vendorRecommendations.id, recommendationId), eq(vendorRecommendations.vendorId, row.id)))
    .returning({ id: vendorRecommendations.id });
  if (!removed) throw new ApiError(404, "recommendation_not_found", "That recommendation isn't on this profile.");
  return { recommendations: await recommendationsOf(db, row.id) };
}
