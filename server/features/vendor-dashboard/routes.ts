import { Hono } from "hono";
import { vendorNameSearchSchema, vendorRecommendationParamSchema } from "../../../domain/vendor-side.ts";
import {
  reviewReplySchema,
  reviewReportSchema,
  vendorIdParamSchema,
  vendorImageAltSchema,
  vendorImageParamSchema,
  vendorPackageParamSchema,
  vendorPackageSchema,
  vendorProfileSchema,
  vendorRecommendationSchema,
  vendorReviewParamSchema,
} from "../../../domain/vendors.ts";
import type { AppDeps } from "../../deps.ts";
import type { AppEnv } from "../../http/env.ts";
import { allow, ownedRow, requirePrincipal } from "../../http/policy.ts";
import { validate } from "../../http/validate.ts";
import { vendorResource } from "./ownership.ts";
import { addPackage, deletePackage, updatePackage } from "./operations/packages.ts";
import { deletePortfolioImage, updatePortfolioAlt, uploadPortfolioImage } from "./operations/portfolio.ts";
import { createVendor, getVendorDashboard, listMyVendors, publishVendor, unpublishVendor, updateVendorProfile } from "./operations/profile.ts";
import { recommendVendor, removeRecommendation, searchFriendorCandidates } from "./operations/friendors.ts";
import { deleteReviewReply, listVendorReviews, replyToReview, reportReview } from "./operations/reviews.ts";

const vendor = allow.role("vendor");

/**
 * /api/vendor-dashboard: a vendor's own profiles (admins may act on any). A profile addressed by id is
 * loaded by its owner-of-row policy (someone else's answers 404) and handed to the operation.
 */
export function vendorDashboardRoutes({ db, storage, logger }: AppDeps) {
  const deps = { db, storage, logger };
  const own = allow.all(vendor, allow.owner(deps, vendorResource, { param: "id", orAdmin: true }));
  // Publishing puts the profile before couples, who then write to it and get mail back from it.
  const publishPolicy = allow.all(vendor, allow.verified, allow.owner(deps, vendorResource, { param: "id", orAdmin: true }));
  const row = (c: Parameters<typeof ownedRow>[0]) => ownedRow(c, vendorResource);
  return new Hono<AppEnv>()
    .get("/vendors", vendor, async (c) => c.json(await listMyVendors(deps, await requirePrincipal(c))))
    .post("/vendors", vendor, validate("json", vendorProfileSchema), async (c) => c.json(await createVendor(deps, await requirePrincipal(c), c.req.valid("json")), 201))
    .get("/vendors/:id", own, validate("param", vendorIdParamSchema), async (c) => c.json(await getVendorDashboard(deps, row(c))))
    .put("/vendors/:id", own, validate("param", vendorIdParamSchema), validate("json", vendorProfileSchema), async (c) => c.json(await updateVendorProfile(deps, row(c), c.req.valid("json"))))
    .post("/vendors/:id/publish", publishPolicy, validate("param", vendorIdParamSchema), async (c) => c.json(await publishVendor(deps, row(c))))
    .post("/vendors/:id/unpublish", own, validate("param", vendorIdParamSchema), async (c) => c.json(await unpublishVendor(deps, row(c))))
    .post("/vendors/:id/packages", own, validate("param", vendorIdParamSchema), validate("json", vendorPackageSchema), async (c) => c.json(await addPackage(deps, row(c), c.req.valid("json")), 201))
    .put("/vendors/:id/packages/:packageId", own, validate("param", vendorPackageParamSchema), validate("json", vendorPackageSchema), async (c) =>
      c.json(await updatePackage(deps, row(c), c.req.valid("param").packageId, c.req.valid("json"))),
    )
    .delete("/vendors/:id/packages/:packageId", own, validate("param", vendorPackageParamSchema), async (c) => c.json(await deletePackage(deps, row(c), c.req.valid("param").packageId)))
    /** One photo per request: multipart field `file`, optional `alt` (read by the operation once ownership is known). */
    .post("/vendors/:id/images", own, validate("param", vendorIdParamSchema), async (c) => c.json(await uploadPortfolioImage(deps, row(c), c.req), 201))
    .patch("/vendors/:id/images/:imageId", own, validate("param", vendorImageParamSchema), validate("json", vendorImageAltSchema), async (c) =>
      c.json(await updatePortfolioAlt(deps, row(c), c.req.valid("param").imageId, c.req.valid("json").alt)),
    )
    .delete("/vendors/:id/images/:imageId", own, validate("param", vendorImageParamSchema), async (c) => c.json(await deletePortfolioImage(deps, row(c), c.req.valid("param").imageId)))
    .get("/vendors/:id/friendor-candidates", own, validate("param", vendorIdParamSchema), validate("query", vendorNameSearchSchema), async (c) =>
      c.json(await searchFriendorCandidates(deps, row(c), c.req.valid("query").q)),
    )
    .post("/vendors/:id/recommendations", own, validate("param", vendorIdParamSchema), validate("json", vendorRecommendationSchema), async (c) =>
      c.json(await recommendVendor(deps, row(c), c.req.valid("json")), 201),
    )
    .delete("/vendors/:id/recommendations/:recommendationId", own, validate("param", vendorRecommendationParamSchema), async (c) =>
      c.json(await removeRecommendation(deps, row(c), c.req.valid("param").recommendationId)),
    )
    // Reviews: the vendor answers in public, or reports one to our team (decision 024).
    .get("/vendors/:id/reviews", own, validate("param", vendorIdParamSchema), async (c) => c.json(await listVendorReviews(deps, row(c))))
    .put("/vendors/:id/reviews/:reviewId/reply", own, validate("param", vendorReviewParamSchema), validate("json", reviewReplySchema), async (c) =>
      c.json(await replyToReview(deps, row(c), c.req.valid("param").reviewId, c.req.valid("json").body)),
    )
    .delete("/vendors/:id/reviews/:reviewId/reply", own, validate("param", vendorReviewParamSchema), async (c) => c.json(await deleteReviewReply(deps, row(c), c.req.valid("param").reviewId)))
    .post("/vendors/:id/reviews/:reviewId/report", own, validate("param", vendorReviewParamSchema), validate("json", reviewReportSchema), async (c) =>
      c.json(await reportReview(deps, row(c), c.req.valid("param").reviewId, c.req.valid("json").reason)),
    );
}
