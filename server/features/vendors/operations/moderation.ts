import { and, asc, eq, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { Principal } from "../../../auth/principal.ts";
import type { Database } from "../../../db/client.ts";
import { reviewThrough } from "../../../db/review-through.ts";
import { users, vendorReviews, vendors } from "../../../db/schema/index.ts";
import { ApiError } from "../../../http/errors.ts";

/** Waiting for an admin: reviews held by the burst rule, and published ones a vendor reported. */
const inQueue = or(eq(vendorReviews.status, "held"), and(eq(vendorReviews.status, "published"), isNotNull(vendorReviews.reportedAt), isNull(vendorReviews.moderatedAt)));

/** The admins' moderation queue, oldest first. */
export async function listReviewQueue(db: Database) {
  const rows = await db
    .select({
      id: vendorReviews.id,
      status: vendorReviews.status,
      heldReason: vendorReviews.heldReason,
      rating: vendorReviews.rating,
      body: vendorReviews.body,
      reportReason: vendorReviews.reportReason,
      reportedAt: vendorReviews.reportedAt,
      createdAt: vendorReviews.createdAt,
      through: reviewThrough,
      author: { name: users.name, email: users.email, emailVerified: users.emailVerified, createdAt: users.createdAt },
      vendor: { id: vendors.id, slug: vendors.slug, businessName: vendors.businessName },
    })
    .from(vendorReviews)
    .innerJoin(users, eq(users.id, vendorReviews.userId))
    .innerJoin(vendors, eq(vendors.id, vendorReviews.vendorId))
    .where(inQueue)
    .orderBy(asc(vendorReviews.createdAt))
    .limit(200);
  return {
    reviews: rows.map((r) => ({
      ...r,
      reason: r.status === "held" ? ("burst" as const) : ("report" as const),
      reportedAt: r.reportedAt?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
      author: { ...r.author, createdAt: r.author.createdAt.toISOString() },
    })),
  };
}

/**
 * An admin's decision, in one transaction: publish (a held review starts to count; a reported one
 * stays), remove (a published one stops counting), or dismiss-report (the review stays as it is).
 */
export async function moderateReview(db: Database, admin: Principal, reviewId: string, action: "publish" | "remove" | "dismiss-report") {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(vendorReviews).where(eq(vendorReviews.id, reviewId)).for("update");
    if (!row) throw new ApiError(404, "review_not_found", "That review does not exist.");
    const wasCounted = row.status === "published";
    const status = action === "remove" ? "removed" : action === "publish" ? "published" : row.status;
    if (action === "dismiss-report" && !row.reportedAt) throw new ApiError(409, "not_reported", "Nobody reported this review.");
    await tx
      .update(vendorReviews)
      .set({ status, heldReason: null, moderatedAt: new Date(), moderatedBy: admin.userId })
      .where(eq(vendorReviews.id, reviewId));
    const nowCounted = status === "published";
    if (wasCounted !== nowCounted) {
      const sign = nowCounted ? 1 : -1;
      await tx
        .update(vendors)
        .set({ reviewCount: sql`${vendors.reviewCount} + ${sign}`, ratingTotal: sql`${vendors.ratingTotal} + ${sign * row.rating}` })
        .where(eq(vendors.id, row.vendorId));
    }
    return { id: reviewId, status };
  });
}
