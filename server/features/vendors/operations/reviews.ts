import { and, eq, sql } from "drizzle-orm";
import type { VendorReviewInput } from "../../../../domain/vendors.ts";
import type { Principal } from "../../../auth/principal.ts";
import type { Database } from "../../../db/client.ts";
import { vendorReviews, vendors } from "../../../db/schema/index.ts";
import { ApiError } from "../../../http/errors.ts";
import { findPublishedVendor, vendorNotFound } from "./catalog.ts";

export interface MyReview {
  id: string;
  rating: number;
  body: string;
  createdAt: string;
  updatedAt: string;
}

const toMine = (row: typeof vendorReviews.$inferSelect): MyReview => ({ id: row.id, rating: row.rating, body: row.body, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() });

function requireCouple(principal: Principal): void {
  // Admins pass the role policy; reviews still come from couple accounts only.
  if (principal.userType !== "couple") throw new ApiError(403, "forbidden", "Reviews come from couples. Sign in with your couple account to write one.");
}

async function publishedVendorId(db: Database, idOrSlug: string): Promise<string> {
  const vendor = await findPublishedVendor(db, idOrSlug);
  if (!vendor) throw vendorNotFound();
  return vendor.id;
}

/** The caller's own review of a vendor, or null. */
export async function loadMyReview(db: Database, principal: Principal, idOrSlug: string): Promise<{ review: MyReview | null }> {
  const vendorId = await publishedVendorId(db, idOrSlug);
  const [row] = await db.select().from(vendorReviews).where(and(eq(vendorReviews.vendorId, vendorId), eq(vendorReviews.userId, principal.userId)));
  return { review: row ? toMine(row) : null };
}

/** A couple's first review of a vendor; a second one is a 409 pointing to editing. Totals move in the same transaction. */
export async function createReview(db: Database, principal: Principal, idOrSlug: string, input: VendorReviewInput): Promise<{ review: MyReview }> {
  requireCouple(principal);
  const vendorId = await publishedVendorId(db, idOrSlug);
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(vendorReviews).values({ vendorId, userId: principal.userId, rating: input.rating, body: input.body }).onConflictDoNothing().returning();
    if (!row) throw new ApiError(409, "review_exists", "You have already reviewed this vendor. Edit your review instead.");
    await tx
      .update(vendors)
      .set({ reviewCount: sql`${vendors.reviewCount} + 1`, ratingTotal: sql`${vendors.ratingTotal} + ${input.rating}` })
      .where(eq(vendors.id, vendorId));
    return { review: toMine(row) };
  });
}

/** Edits the caller's own review (there is at most one per vendor). */
export async function updateMyReview(db: Database, principal: Principal, idOrSlug: string, input: VendorReviewInput): Promise<{ review: MyReview }> {
  requireCouple(principal);
  const vendorId = await publishedVendorId(db, idOrSlug);
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ rating: vendorReviews.rating })
      .from(vendorReviews)
      .where(and(eq(vendorReviews.vendorId, vendorId), eq(vendorReviews.userId, principal.userId)))
      .for("update");
    if (!before) throw new ApiError(404, "review_not_found", "You haven't reviewed this vendor yet.");
    const [row] = await tx
      .update(vendorReviews)
      .set({ rating: input.rating, body: input.body, updatedAt: new Date() })
      .where(and(eq(vendorReviews.vendorId, vendorId), eq(vendorReviews.userId, principal.userId)))
      .returning();
    await tx
      .update(vendors)
      .set({ ratingTotal: sql`${vendors.ratingTotal} + ${input.rating - before.rating}` })
      .where(eq(vendors.id, vendorId));
    return { review: toMine(row!) };
  });
}

/** Takes back the caller's own review; the vendor's totals drop in the same transaction. */
export async function deleteMyReview(db: Database, principal: Principal, idOrSlug: string): Promise<{ deleted: true }> {
  requireCouple(principal);
  const vendorId = await publishedVendorId(db, idOrSlug);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(vendorReviews)
      .where(and(eq(vendorReviews.vendorId, vendorId), eq(vendorReviews.userId, principal.userId)))
      .returning({ rating: vendorReviews.rating });
    if (!row) throw new ApiError(404, "review_not_found", "You haven't reviewed this vendor yet.");
    await tx
      .update(vendors)
      .set({ reviewCount: sql`${vendors.reviewCount} - 1`, ratingTotal: sql`${vendors.ratingTotal} - ${row.rating}` })
      .where(eq(vendors.id, vendorId));
    return { deleted: true as const };
  });
}
