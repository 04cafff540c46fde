import { and, desc, eq } from "drizzle-orm";
import { publicAuthorName } from "../../../../domain/vendor-cards.ts";
import type { AppDeps } from "../../../deps.ts";
import { reviewThrough } from "../../../db/review-through.ts";
import { users, vendorReviews } from "../../../db/schema/index.ts";
import { ApiError } from "../../../http/errors.ts";
import { enforceLimits, type RateLimitRule } from "../../../http/rate-limit.ts";
import type { VendorRow } from "../ownership.ts";

type ReviewDeps = Pick<AppDeps, "db">;

/** Reports go to the admins' queue: enough for a vendor with a bad week, too few to flood it. */
export const REVIEW_REPORT_LIMIT = { name: "review-report:vendor:day", max: 10, windowSeconds: 24 * 60 * 60 } satisfies RateLimitRule;

const reviewNotFound = () => new ApiError(404, "review_not_found", "We couldn't find that review on your profile.");

/** The vendor's published reviews, with their answers and whether they reported each. */
export async function listVendorReviews({ db }: ReviewDeps, vendor: VendorRow) {
  const rows = await db
    .select({
      id: vendorReviews.id,
      name: users.name,
      rating: vendorReviews.rating,
      body: vendorReviews.body,
      createdAt: vendorReviews.createdAt,
      through: reviewThrough,
      reply: vendorReviews.vendorReply,
      repliedAt: vendorReviews.vendorRepliedAt,
      reportedAt: vendorReviews.reportedAt,
    })
    .from(vendorReviews)
    .innerJoin(users, eq(users.id, vendorReviews.userId))
    .where(and(eq(vendorReviews.vendorId, vendor.id), eq(vendorReviews.status, "published")))
    .orderBy(desc(vendorReviews.createdAt), desc(vendorReviews.id))
    .limit(200);
  return {
    reviews: rows.map((r) => ({
      id: r.id,
      author: publicAuthorName(r.name),
      rating: r.rating,
      body: r.body,
      createdAt: r.createdAt.toISOString(),
      through: r.through,
      reply: r.reply && r.repliedAt ? { body: r.reply, repliedAt: r.repliedAt.toISOString() } : null,
      reported: r.reportedAt !== null,
    })),
  };
}

/** The vendor's public answer to one of its published reviews (replaces an earlier answer). */
export async function replyToReview({ db }: ReviewDeps, vendor: VendorRow, reviewId: string, body: string) {
  const [row] = await db
    .update(vendorReviews)
    .set({ vendorReply: body, vendorRepliedAt: new Date() })
    .where(and(eq(vendorReviews.id, reviewId), eq(vendorReviews.vendorId, vendor.id), eq(vendorReviews.status, "published")))
    .returning({ id: vendorReviews.id, reply: vendorReviews.vendorReply, repliedAt: vendorReviews.vendorRepliedAt });
  if (!row) throw reviewNotFound();
  return { id: row.id, reply: { body: row.reply!, repliedAt: row.repliedAt!.toISOString() } };
}

/** Takes the vendor's answer down. */
export async function deleteReviewReply({ db }: ReviewDeps, vendor: VendorRow, reviewId: string) {
  const [row] = await db
    .update(vendorReviews)
    .set({ vendorReply: null, vendorRepliedAt: null })
    .where(and(eq(vendorReviews.id, reviewId), eq(vendorReviews.vendorId, vendor.id)))
    .returning({ id: vendorReviews.id });
  if (!row) throw reviewNotFound();
  return { id: row.id, reply: null };
}

/**
 * The vendor reports a review to our team: it joins the moderation queue and stays up until an admin
 * decides (a report alone never hides a review). One report per review.
 */
export async function reportReview({ db }: ReviewDeps, vendor: VendorRow, reviewId: string, reason: string) {
  const [existing] = await db
    .select({ reportedAt: vendorReviews.reportedAt })
    .from(vendorReviews)
    .where(and(eq(vendorReviews.id, reviewId), eq(vendorReviews.vendorId, vendor.id), eq(vendorReviews.status, "published")));
  if (!existing) throw reviewNotFound();
  if (existing.reportedAt) throw new ApiError(409, "already_reported", "You already reported this review; our team will look at it.");
  await enforceLimits(db, [{ rule: REVIEW_REPORT_LIMIT, subject: vendor.id, message: `You can report ${REVIEW_REPORT_LIMIT.max} reviews a day.` }]);
  await db
    .update(vendorReviews)
    .set({ reportReason: reason, reportedAt: new Date(), moderatedAt: null, moderatedBy: null })
    .where(and(eq(vendorReviews.id, reviewId), eq(vendorReviews.vendorId, vendor.id)));
  return { id: reviewId, reported: true };
}
