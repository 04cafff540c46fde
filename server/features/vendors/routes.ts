import { Hono } from "hono";
import { z } from "zod";
import { vendorCityIdSchema, vendorIdOrSlugParamSchema, vendorIdParamSchema, vendorListQuerySchema, vendorMatchSchema, vendorReviewSchema } from "../../../domain/vendors.ts";
import type { AppDeps } from "../../deps.ts";
import type { AppEnv } from "../../http/env.ts";
import { allow, requirePrincipal } from "../../http/policy.ts";
import { addressLimitOptions, callerAddress, limitByAddress } from "../../http/rate-limit.ts";
import { validate } from "../../http/validate.ts";
import { createSearchCache, jsonTextResponse, searchCacheKey } from "../../http/search-cache.ts";
import { countVendorsByCategory, countVendorView, loadVendorDetail } from "./operations/catalog.ts";
import { listVendors } from "./operations/listing.ts";
import { createVendorMatcher } from "./operations/matching.ts";
import { createReview, deleteMyReview, loadMyReview, updateMyReview } from "./operations/reviews.ts";

/** As for venues: enough views for a couple browsing, too few to push a profile up with a script. */
const VIEW_LIMIT = { name: "vendor-view:address", max: 40, windowSeconds: 10 * 60 };

const categoryCountQuerySchema = z.object({ city: vendorCityIdSchema.optional() });

/** Couples' side of the vendor marketplace: lists, profiles, reviews, the view beacon and matching. */
export function vendorRoutes({ db, config }: AppDeps) {
  const viewLimit = limitByAddress(db, VIEW_LIMIT, addressLimitOptions(config));
  // Lists, tiles and matches only change with the catalog (reviews and profile edits move its version).
  const listCache = createSearchCache(db);
  // Matching answers from the snapshot in well under a millisecond: only questions asked twice are kept (decision 063).
  const matchCache = createSearchCache(db, { keepOnSecondAsk: true });
  const matchVendors = createVendorMatcher(db);
  return new Hono<AppEnv>()
    .get("/", allow.public, validate("query", vendorListQuerySchema), async (c) => {
      const query = c.req.valid("query");
      return jsonTextResponse(c, await listCache.text(`list:${searchCacheKey(query)}`, () => listVendors(db, query)));
    })
    .get("/categories", allow.public, validate("query", categoryCountQuerySchema), async (c) => {
      const { city } = c.req.valid("query");
      return jsonTextResponse(c, await listCache.json(`categories:${city ?? ""}`, async () => ({ categories: await countVendorsByCategory(db, city) })));
    })
    .post("/match", allow.public, validate("json", vendorMatchSchema), async (c) => {
      const input = c.req.valid("json");
      return jsonTextResponse(c, await matchCache.text(searchCacheKey(input), () => matchVendors(input)));
    })
    .get("/:id", allow.public, validate("param", vendorIdOrSlugParamSchema), async (c) => {
      return c.json(await loadVendorDetail(db, c.req.valid("param").id));
    })
    .post("/:id/views", allow.public, validate("param", vendorIdParamSchema), viewLimit, async (c) => {
      await countVendorView(db, c.req.valid("param").id);
      return c.json({ counted: true });
    })
    .get("/:id/reviews/mine", allow.signedIn, validate("param", vendorIdOrSlugParamSchema), async (c) => {
      return c.json(await loadMyReview(db, await requirePrincipal(c), c.req.valid("param").id));
    })
    // A review moves a public rating: it needs a proven address, like an inquiry (decision 024).
    .post("/:id/reviews", allow.all(allow.role("couple"), allow.verified), validate("param", vendorIdOrSlugParamSchema), validate("json", vendorReviewSchema), async (c) => {
      return c.json(await createReview(db, await requirePrincipal(c), c.req.valid("param").id, c.req.valid("json"), callerAddress(c, config)), 201);
    })
    .put("/:id/reviews/mine", allow.all(allow.role("couple"), allow.verified), validate("param", vendorIdOrSlugParamSchema), validate("json", vendorReviewSchema), async (c) => {
      return c.json(await updateMyReview(db, await requirePrincipal(c), c.req.valid("param").id, c.req.valid("json")));
    })
    .delete("/:id/reviews/mine", allow.role("couple"), validate("param", vendorIdOrSlugParamSchema), async (c) => {
      return c.json(await deleteMyReview(db, await requirePrincipal(c), c.req.valid("param").id));
    });
}
