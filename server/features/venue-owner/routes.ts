import { Hono } from "hono";
import { venueIdParamSchema, venueImageAltSchema, venueImageOrderSchema, venueImageParamSchema, venueListingPatchSchema } from "../../../domain/venue-owner.ts";
import { venueListingSchema } from "../../../domain/venues.ts";
import type { AppDeps } from "../../deps.ts";
import type { AppEnv } from "../../http/env.ts";
import { allow, ownedRow, requirePrincipal } from "../../http/policy.ts";
import { venueResource } from "../venues/index.ts";
import { validate } from "../../http/validate.ts";
import { createListing, deleteListing, getListing, listListings, publishListing, unpublishListing, updateListing } from "./operations/listings.ts";
import { deletePhoto, reorderPhotos, updatePhotoAlt, uploadPhoto } from "./operations/photos.ts";
import { getRooms, saveRooms } from "./operations/rooms.ts";
import { venueRoomsSchema } from "../../../domain/venue-rooms.ts";

const owner = allow.role("venue_owner");

/**
 * /api/owner/venues: a venue owner's own listings (admins may act on any listing). Each route declares
 * its policy, validates, and calls one operation (`operations/`); a listing addressed by id is loaded
 * by its owner-of-row policy (someone else's listing answers 404) and handed to the operation.
 */
export function venueOwnerRoutes({ db, storage, logger }: AppDeps) {
  const deps = { db, storage, logger };
  const ownListing = allow.all(owner, allow.owner(deps, venueResource, { param: "id", orAdmin: true }));
  // Publishing puts the listing (and its contact details) before couples, who then book and mail it.
  const publishListingPolicy = allow.all(owner, allow.verified, allow.owner(deps, venueResource, { param: "id", orAdmin: true }));
  return (
    new Hono<AppEnv>()
      .get("/venues", owner, async (c) => c.json(await listListings(deps, await requirePrincipal(c))))
      .post("/venues", owner, validate("json", venueListingSchema), async (c) => c.json(await createListing(deps, await requirePrincipal(c), c.req.valid("json")), 201))
      .get("/venues/:id", ownListing, validate("param", venueIdParamSchema), async (c) => c.json(await getListing(deps, ownedRow(c, venueResource))))
      .patch("/venues/:id", ownListing, validate("param", venueIdParamSchema), validate("json", venueListingPatchSchema), async (c) =>
        c.json(await updateListing(deps, ownedRow(c, venueResource), c.req.valid("json"))),
      )
      .post("/venues/:id/publish", publishListingPolicy, validate("param", venueIdParamSchema), async (c) => c.json(await publishListing(deps, ownedRow(c, venueResource))))
      .post("/venues/:id/unpublish", ownListing, validate("param", venueIdParamSchema), async (c) =>
        c.json(await unpublishListing(deps, ownedRow(c, venueResource))),
      )
      // The rooms and their floor sizes, which couples' floor plans start from (decision 045).
      .get("/venues/:id/rooms", ownListing, validate("param", venueIdParamSchema), async (c) => c.json(await getRooms(deps, ownedRow(c, venueResource))))
      .put("/venues/:id/rooms", ownListing, validate("param", venueIdParamSchema), validate("json", venueRoomsSchema), async (c) =>
        c.json(await saveRooms(deps, ownedRow(c, venueResource), c.req.valid("json").rooms)),
      )
      .delete("/venues/:id", ownListing, validate("param", venueIdParamSchema), async (c) => c.json(await deleteListing(deps, ownedRow(c, venueResource))))
      /** One photo per request: multipart field `file`, optional `alt` (read by the operation once ownership is known). */
      .post("/venues/:id/images", ownListing, validate("param", venueIdParamSchema), async (c) =>
        c.json(await uploadPhoto(deps, ownedRow(c, venueResource), c.req), 201),
      )
      .put("/venues/:id/images/order", ownListing, validate("param", venueIdParamSchema), validate("json", venueImageOrderSchema), async (c) =>
        c.json(await reorderPhotos(deps, ownedRow(c, venueResource), c.req.valid("json").imageIds)),
      )
      .patch("/venues/:id/images/:imageId", ownListing, validate("param", venueImageParamSchema), validate("json", venueImageAltSchema), async (c) => {
        const { imageId } = c.req.valid("param");
        return c.json(await updatePhotoAlt(deps, ownedRow(c, venueResource), imageId, c.req.valid("json").alt));
      })
      .delete("/venues/:id/images/:imageId", ownListing, validate("param", venueImageParamSchema), async (c) => {
        const { imageId } = c.req.valid("param");
        return c.json(await deletePhoto(deps, ownedRow(c, venueResource), imageId));
      })
  );
}
