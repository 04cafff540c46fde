import { and, desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { vendorRecommendations, vendors } from "../../../db/schema/index.ts";
import type { AppDeps } from "../../../deps.ts";

/** The latest friendor recommendations between published vendors, for /friendors. */
export async function recentFriendors({ db }: Pick<AppDeps, "db">) {
  const from = alias(vendors, "from_vendor");
  const to = alias(vendors, "to_vendor");
  const rows = await db
    .select({
      id: vendorRecommendations.id,
      note: vendorRecommendations.note,
      createdAt: vendorRecommendations.createdAt,
      from: { id: from.id, slug: from.slug, businessName: from.businessName, category: from.category, city: from.city },
      to: { id: to.id, slug: to.slug, businessName: to.businessName, category: to.category, city: to.city },
    })
    .from(vendorRecommendations)
    .innerJoin(from, eq(from.id, vendorRecommendations.vendorId))
    .innerJoin(to, eq(to.id, vendorRecommendations.recommendedVendorId))
    .where(and(eq(from.published, true), eq(to.published, true)))
    .orderBy(desc(vendorRecommendations.createdAt))
    .limit(24);
  return { recommendations: rows };
}
