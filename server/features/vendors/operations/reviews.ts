import { and, eq, gte, inArray, lte, sql } from "drizzle-orm";
import type { VendorReviewInput } from "../../../../domain/vendors.ts";
import type { Principal } from "../../../auth/principal.ts";
import type { Database } from "../../../db/client.ts";
import { vendorReviews, vendors } from "../../../db/schema/index.ts";
import { ApiError } from "../../../http/errors.ts";
import { addressCheck, enforceLimits, type CallerAddress, type RateLimitRule } from "../../../http/rate-limit.ts";
import { findPublishedVendor, vendorNotFound } from "./catalog.ts";

export type ReviewStatus = "published" | "held" | "removed";

export interface MyReview {
  id: string;
  rating: number;
  body: string;
  /** held: waiting for our team before it shows and counts; removed: taken down by our team. */
  status: ReviewStatus;
  createdAt: string;
  updatedAt: string;
}

const toMine = (row: typeof vendorReviews.$inferSelect): MyReview => ({
  id: row.id,
  rating: row.rating,
  body: row.body,
  status: row.status as ReviewStatus,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const DAY = 24 * 60 * 60;

/** Reviews move a public rating: a few a day per couple and per address (decision 024). */
export const REVIEW_LIMITS = {
  coupleDay: { name: "review:couple:day", max: 5, windowSeconds: DAY },
  addressDay: { name: "review:address:day", max: 10, windowSeconds: DAY },
} satisfies Record<string, RateLimitRule>;

/**
 * A burst: this many ratings of LOW_RATING or less on one vendor within BURST_HOURS. The one that makes
 * the burst, and the low ones after it, wait for an admin before they count (decision 024).
 */
export const LOW_RATING = 2;
export const BURST_LOW_RATINGS = 3;
export const BURST_HOURS = 24;

function requireCouple(principal: Principal): void {
  // Admins pass the role policy; reviews still come from couple accounts only.
  if (principal.userType !== "couple") throw new ApiError(403, "forbidden", "Reviews come from couples. Sign in with your couple account to write one.");
}

async function publishedVendorId(db: Database, idOrSlug: string): Promise<string> {
  const vendor = await findPublishedVendor(db, idOrSlug);
  if (!vendor) throw vendorNotFound();
  return vendor.id;
}

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Whether a low rating now would complete (or continue) a burst on this vendor. */
async function inLowBurst(tx: Tx, vendorId: string, rating: number, excludeUserId: string): Promise<boolean> {
  if (rating > LOW_RATING) return false;
  const since = new Date(Date.now() - BURST_HOURS * 3600_000);
  const [row] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(vendorReviews)
    .where(
      and(
        eq(vendorReviews.vendorId, vendorId),
        lte(vendorReviews.rating, LOW_RATING),
        gte(vendorReviews.updatedAt, since),
        inArray(vendorReviews.status, ["published", "held"]),
        sql`${vendorReviews.userId} <> ${excludeUserId}`,
      ),
    );
  return (row?.n ?? 0) + 1 >= BURST_LOW_RATINGS;
}

const heldMessage = "Thanks. Your review is waiting for our team to look at it before it shows on the profile; this usually takes a day.";

/** The caller's own review of a vendor, or null. */
export async function loadMyReview(db: Database, principal: Principal, idOrSlug: string): Promise<{ review: MyReview | null }> {
  const vendorId = await publishedVendorId(db, idOrSlug);
  const [row] = await db.select().from(vendorReviews).where(and(eq(vendorReviews.vendorId, vendorId), eq(vendorReviews.userId, principal.userId)));
  return { review: row ? toMine(row) : null };
}

/**
 * A couple's first review of a vendor; a second one is a 409 pointing to editing. Limited per couple
 * and per address; a low rating during a burst waits for an admin. Totals move in the same transaction,
 * and only for a published review.
 */
export async function createReview(db: Database, principal: Principal, idOrSlug: string, input: VendorReviewInput, caller: CallerAddress): Promise<{ review: MyReview; notice: string | null }> {
  requireCouple(principal);
  const vendorId = await publishedVendorId(db, idOrSlug);
  const [existing] = await db.select({ id: vendorReviews.id }).from(vendorReviews).where(and(eq(vendorReviews.vendorId, vendorId), eq(vendorReviews.userId, principal.userId)));
  if (existing) throw new ApiError(409, "review_exists", "You have already reviewed this vendor. Edit your review instead.");
  await enforceLimits(db, [
    addressCheck(REVIEW_LIMITS.addressDay, caller, "Too many reviews from your network today. Your review was not saved."),
    { rule: REVIEW_LIMITS.coupleDay, subject: principal.userId, message: `You can write ${REVIEW_LIMITS.coupleDay.max} reviews a day. Your review was not saved.` },
  ]);
  return db.transaction(async (tx) => {
    const held = await inLowBurst(tx, vendorId, input.rating, principal.userId);
    const [row] = await tx
      .insert(vendorReviews)
      .values({ vendorId, userId: principal.userId, rating: input.rating, body: input.body, status: held ? "held" : "published", heldReason: held ? "burst" : null })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new ApiError(409, "review_exists", "You have already reviewed this vendor. Edit your review instead.");
    if (!held) {
      await tx
        .update(vendors)
        .set({ reviewCount: sql`${vendors.reviewCount} + 1`, ratingTotal: sql`${vendors.ratingTotal} + ${input.rating}` })
        .where(eq(vendors.id, vendorId));
    }
    return { review: toMine(row), notice: held ? heldMessage : null };
  });
}

/** Edits the caller's own review (there is at most one per vendor); lowering it into a burst holds it. */
export async function updateMyReview(db: Database, principal: Principal, idOrSlug: string, input: VendorReviewInput): Promise<{ review: MyReview; notice: string | null }> {
  requireCouple(principal);
  const vendorId = await publishedVendorId(db, idOrSlug);
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ rating: vendorReviews.rating, status: vendorReviews.status })
      .from(vendorReviews)
      .where(and(eq(vendorReviews.vendorId, vendorId), eq(vendorReviews.userId, principal.userId)))
      .for("update");
    if (!before) throw new ApiError(404, "review_not_found", "You haven't reviewed this vendor yet.");
    if (before.status === "removed") throw new ApiError(409, "review_removed", "Our team removed this review, so it can't be edited. Contact us if you think that was a mistake.");
    const holdNow = before.status === "published" && input.rating < before.rating && (await inLowBurst(tx, vendorId, input.rating, principal.userId));
    const status = before.status === "held" || holdNow ? "held" : "published";
    const [row] = await tx
      .update(vendorReviews)
      .set({ rating: input.rating, body: input.body, status, ...(holdNow ? { heldReason: "burst" } : {}), updatedAt: new Date() })
      .where(and(eq(vendorReviews.vendorId, vendorId), eq(vendorReviews.userId, principal.userId)))
      .returning();
    if (holdNow) {
      await tx
        .update(vendors)
        .set({ reviewCount: sql`${vendors.reviewCount} - 1`, ratingTotal: sql`${vendors.ratingTotal} - ${before.rating}` })
        .where(eq(vendors.id, vendorId));
    } else if (status === "published") {
      await tx
        .update(vendors)
        .set({ ratingTotal: sql`${vendors.ratingTotal} + ${input.rating - before.rating}` })
        .where(eq(vendors.id, vendorId));
    }
    return { review: toMine(row!), notice: status === "held" ? heldMessage : null };
  });
}

/** Takes back the caller's own review; a published one's totals drop in the same transaction. */
export async function deleteMyReview(db: Database, principal: Principal, idOrSlug: string): Promise<{ deleted: true }> {
  requireCouple(principal);
  const vendorId = await publishedVendorId(db, idOrSlug);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(vendorReviews)
      .where(and(eq(vendorReviews.vendorId, vendorId), eq(vendorReviews.userId, principal.userId)))
      .returning({ rating: vendorReviews.rating, status: vendorReviews.status });
    if (!row) throw new ApiError(404, "review_not_found", "You haven't reviewed this vendor yet.");
    if (row.status === "published") {
      await tx
        .update(vendors)
        .set({ reviewCount: sql`${vendors.reviewCount} - 1`, ratingTotal: sql`${vendors.ratingTotal} - ${row.rating}` })
        .where(eq(vendors.id, vendorId));
    }
    return { deleted: true as const };
  });
}
