import { Hono } from "hono";
import {
  galleryCodeParamSchema,
  galleryFromPortfolioSchema,
  galleryImageEditSchema,
  galleryImageParamSchema,
  galleryIndexQuerySchema,
  galleryIntroSchema,
  galleryOrderSchema,
  gallerySaveParamSchema,
  gallerySaveSchema,
} from "../../../domain/vendor-galleries.ts";
import { vendorIdParamSchema } from "../../../domain/vendors.ts";
import type { AppDeps } from "../../deps.ts";
import type { AppEnv } from "../../http/env.ts";
import { allow, ownedRow, planningAccess, requirePrincipal } from "../../http/policy.ts";
import { callerAddress } from "../../http/rate-limit.ts";
import { validate } from "../../http/validate.ts";
import { vendorResource } from "../vendor-dashboard/index.ts";
import { addFromPortfolio, deleteGalleryImage, reorderGalleryImages, updateGalleryImage, uploadGalleryImage } from "./operations/images.ts";
import { readOwnGallery, regenerateGalleryCode, revokeGalleryCode, updateGalleryIntro } from "./operations/manage.ts";
import { browseGalleries, readPublicGallery } from "./operations/public.ts";
import { saveGalleryImageToBoard } from "./operations/save.ts";

/**
 * /api/vendor-galleries (decision 049): the public galleries (by code, and browsable), a vendor's own
 * gallery per listing (owner-of-row, like the dashboard; someone else's listing is a 404), and couples
 * saving a gallery image to one of their boards (the boards area at edit).
 */
export function vendorGalleryRoutes({ db, config, logger, storage }: AppDeps) {
  const deps = { db, config, logger, storage };
  const own = allow.all(allow.role("vendor"), allow.owner(deps, vendorResource, { param: "id", orAdmin: true }));
  const row = (c: Parameters<typeof ownedRow>[0]) => ownedRow(c, vendorResource);
  const uploader = async (c: Parameters<typeof callerAddress>[0]) => ({ userId: (await requirePrincipal(c)).userId, caller: callerAddress(c, config) });
  return new Hono<AppEnv>()
    .get("/", allow.public, validate("query", galleryIndexQuerySchema), async (c) => c.json(await browseGalleries(deps, c.req.valid("query"))))
    .get("/by-code/:code", allow.public, validate("param", galleryCodeParamSchema), async (c) => c.json(await readPublicGallery(deps, c.req.valid("param").code)))
    .post("/images/:imageId/save", allow.planning(deps, "boards", "edit"), validate("param", gallerySaveParamSchema), validate("json", gallerySaveSchema), async (c) =>
      c.json(await saveGalleryImageToBoard(deps, planningAccess(c), c.req.valid("param").imageId, c.req.valid("json").boardId, await uploader(c)), 201),
    )
    .get("/vendors/:id", own, validate("param", vendorIdParamSchema), async (c) => c.json(await readOwnGallery(deps, row(c))))
    .put("/vendors/:id", own, validate("param", vendorIdParamSchema), validate("json", galleryIntroSchema), async (c) => c.json(await updateGalleryIntro(deps, row(c), c.req.valid("json").intro)))
    .post("/vendors/:id/code", own, validate("param", vendorIdParamSchema), async (c) => c.json(await regenerateGalleryCode(deps, row(c))))
    .delete("/vendors/:id/code", own, validate("param", vendorIdParamSchema), async (c) => c.json(await revokeGalleryCode(deps, row(c))))
    /** One photo per request: multipart `file`, optional `alt` (its caption) and `tags` (comma-separated). */
    .post("/vendors/:id/images", own, validate("param", vendorIdParamSchema), async (c) => c.json(await uploadGalleryImage(deps, row(c), c.req, await uploader(c)), 201))
    .post("/vendors/:id/images/from-portfolio", own, validate("param", vendorIdParamSchema), validate("json", galleryFromPortfolioSchema), async (c) =>
      c.json(await addFromPortfolio(deps, row(c), c.req.valid("json")), 201),
    )
    .patch("/vendors/:id/images/:imageId", own, validate("param", galleryImageParamSchema), validate("json", galleryImageEditSchema), async (c) =>
      c.json(await updateGalleryImage(deps, row(c), c.req.valid("param").imageId, c.req.valid("json"))),
    )
    .delete("/vendors/:id/images/:imageId", own, validate("param", galleryImageParamSchema), async (c) => c.json(await deleteGalleryImage(deps, row(c), c.req.valid("param").imageId)))
    .put("/vendors/:id/order", own, validate("param", vendorIdParamSchema), validate("json", galleryOrderSchema), async (c) => c.json(await reorderGalleryImages(deps, row(c), c.req.valid("json").imageIds)));
}
