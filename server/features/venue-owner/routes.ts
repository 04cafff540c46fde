import { Hono } from "hono";
import { venueIdParamSchema, venueImageAltSchema, venueImageOrderSchema, venueImageParamSchema, venueListingPatchSchema } from "../../../domain/venue-owner.ts";
import { venueListingSchema } from "../../../domain/venues.ts";
import type { AppDeps } from "../../deps.ts";
import type { AppEnv } from "../../http/env.ts";
import { allow, requirePrincipal } from "../../http/policy.ts";
import { validate } from "../../http/validate.ts";
import { createListing, deleteListing, getListing, listListings, publishListing, unpublishListing, updateListing } from "./operations/listings.ts";
import { deletePhoto, reorderPhotos, updatePhotoAlt, uploadPhoto } from "./operations/photos.ts";

const owner = allow.role("venue_owner");

/**
 * /api/owner/venues: a venue owner's own listings (admins may act on any listing). Each route declares
 * its policy, validates, and calls one operation (`operations/`), which loads the listing through
 * loadOwnedVenue (someone else's listing answers 404).
 */
export function venueOwnerRoutes({ db, storage, logger }: AppDeps) {
  const deps = { db, storage, logger };
  return (
    new Hono<AppEnv>()
      .get("/venues", owner, async (c) => c.json(await listListings(deps, await requirePrincipal(c))))
      .post("/venues", owner, validate("json", venueListingSchema), async (c) => c.json(await createListing(deps, await requirePrincipal(c), c.req.valid("json")), 201))
      .get("/venues/:id", owner, validate("param", venueIdParamSchema), async (c) => c.json(await getListing(deps, await requirePrincipal(c), c.req.valid("param").id)))
      .patch("/venues/:id", owner, validate("param", venueIdParamSchema), validate("json", venueListingPatchSchema), async (c) =>
        c.json(await updateListing(deps, await requirePrincipal(c), c.req.valid("param").id, c.req.valid("json"))),
      )
      .post("/venues/:id/publish", owner, validate("param", venueIdParamSchema), async (c) => c.json(await publishListing(deps, await requirePrincipal(c), c.req.valid("param").id)))
      .post("/venues/:id/unpublish", owner, validate("param", venueIdParamSchema), async (c) =>
        c.json(await unpublishListing(deps, await requirePrincipal(c), c.req.valid("param").id)),
      )
      .delete("/venues/:id", owner, validate("param", venueIdParamSchema), async (c) => c.json(await deleteListing(deps, await requirePrincipal(c), c.req.valid("param").id)))
      /** One photo per request: multipart field `file`, optional `alt` (read by the operation once ownership is known). */
      .post("/venues/:id/images", owner, validate("param", venueIdParamSchema), async (c) =>
        c.json(await uploadPhoto(deps, await requirePrincipal(c), c.req.valid("param").id, c.req), 201),
      )
      .put("/venues/:id/images/order", owner, validate("param", venueIdParamSchema), validate("json", venueImageOrderSchema), async (c) =>
        c.json(await reorderPhotos(deps, await requirePrincipal(c), c.req.valid("param").id, c.req.valid("json").imageIds)),
      )
      .patch("/venues/:id/images/:imageId", owner, validate("param", venueImageParamSchema), validate("json", venueImageAltSchema), async (c) => {
        const { id, imageId } = c.req.valid("param");
        return c.json(await updatePhotoAlt(deps, await requirePrincipal(c), id, imageId, c.req.valid("json").alt));
      })
      .delete("/venues/:id/images/:imageId", owner, validate("param", venueImageParamSchema), async (c) => {
        const { id, imageId } = c.req.valid("param");
        return c.json(await deletePhoto(deps, await requirePrincipal(c), id, imageId));
      })
  );
}
