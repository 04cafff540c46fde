import { and, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import {
  VENUE_IMAGE_ALT_MAX,
  VENUE_MIN_PHOTOS_TO_PUBLISH,
  venueIdParamSchema,
  venueImageAltSchema,
  venueImageOrderSchema,
  venueImageParamSchema,
  venueListingPatchSchema,
} from "../../../domain/venue-owner.ts";
import { VENUE_MAX_IMAGES, venueListingSchema } from "../../../domain/venues.ts";
import { venueImages, venues } from "../../db/schema/index.ts";
import type { AppDeps } from "../../deps.ts";
import type { AppEnv } from "../../http/env.ts";
import { ApiError } from "../../http/errors.ts";
import { assertNoControlCharacters } from "../../http/input-guard.ts";
import { allow, requirePrincipal } from "../../http/policy.ts";
import { validate } from "../../http/validate.ts";
import { keyOfMediaUrl, type FileStorage } from "../../storage/storage.ts";
import type { Logger } from "../../logger.ts";
import { loadOwnedVenue } from "../venues/ownership.ts";
import { processVenueImage, storeVenueImage } from "./images.ts";
import { createVenue, imagesOf, listOwnerVenues, ownerVenueView, patchVenue, publishProblems, upcomingTourCount } from "./service.ts";

/** Removes stored files after the rows that pointed at them are gone; a failure only leaves an orphan file. */
async function removeFiles(storage: FileStorage, logger: Logger, urls: string[]) {
  for (const url of urls) {
    const key = keyOfMediaUrl(url);
    if (!key) continue;
    await storage.remove(key).catch((error: unknown) => logger.warn({ err: error, key }, "could not remove a stored file"));
  }
}

const owner = allow.role("venue_owner");

/** /api/owner/venues: a venue owner's own listings (admins may act on any listing). */
export function venueOwnerRoutes({ db, storage, logger }: AppDeps) {
  return (
    new Hono<AppEnv>()
      .get("/venues", owner, async (c) => {
        const { userId } = await requirePrincipal(c);
        return c.json({ venues: await listOwnerVenues(db, userId) });
      })
      .post("/venues", owner, validate("json", venueListingSchema), async (c) => {
        const { userId } = await requirePrincipal(c);
        const row = await createVenue(db, userId, c.req.valid("json"));
        return c.json(await ownerVenueView(db, row), 201);
      })
      .get("/venues/:id", owner, validate("param", venueIdParamSchema), async (c) => {
        const row = await loadOwnedVenue(db, await requirePrincipal(c), c.req.valid("param").id);
        return c.json(await ownerVenueView(db, row));
      })
      .patch("/venues/:id", owner, validate("param", venueIdParamSchema), validate("json", venueListingPatchSchema), async (c) => {
        const row = await loadOwnedVenue(db, await requirePrincipal(c), c.req.valid("param").id);
        const updated = await patchVenue(db, row, c.req.valid("json"));
        return c.json(await ownerVenueView(db, updated));
      })
      .post("/venues/:id/publish", owner, validate("param", venueIdParamSchema), async (c) => {
        const row = await loadOwnedVenue(db, await requirePrincipal(c), c.req.valid("param").id);
        const images = await imagesOf(db, row.id);
        const problems = publishProblems(row, images.length);
        if (problems.length > 0) {
          throw new ApiError(422, "not_ready_to_publish", `Before couples can see this listing: ${problems.join(" ")}`, { publish: problems });
        }
        const [updated] = await db.update(venues).set({ published: true, updatedAt: sql`now()` }).where(eq(venues.id, row.id)).returning();
        return c.json(await ownerVenueView(db, updated!));
      })
      .post("/venues/:id/unpublish", owner, validate("param", venueIdParamSchema), async (c) => {
        const row = await loadOwnedVenue(db, await requirePrincipal(c), c.req.valid("param").id);
        const [updated] = await db.update(venues).set({ published: false, updatedAt: sql`now()` }).where(eq(venues.id, row.id)).returning();
        return c.json(await ownerVenueView(db, updated!));
      })
      .delete("/venues/:id", owner, validate("param", venueIdParamSchema), async (c) => {
        const row = await loadOwnedVenue(db, await requirePrincipal(c), c.req.valid("param").id);
        const upcoming = await upcomingTourCount(db, row.id);
        if (upcoming > 0) {
          throw new ApiError(409, "has_upcoming_tours", `This venue has ${upcoming} upcoming ${upcoming === 1 ? "tour" : "tours"} booked. Cancel them first, so the couples hear from you.`);
        }
        // Rows go in one transaction (images, slots, requests by cascade); files only after it committed.
        const urls = await db.transaction(async (tx) => {
          const images = await tx.select({ url: venueImages.url, thumbUrl: venueImages.thumbUrl }).from(venueImages).where(eq(venueImages.venueId, row.id));
          await tx.delete(venues).where(eq(venues.id, row.id));
          return images.flatMap((i) => [i.url, i.thumbUrl]);
        });
        await removeFiles(storage, logger, urls);
        return c.json({ deleted: true });
      })
      /** One photo per request: multipart field `file`, optional `alt`. */
      .post("/venues/:id/images", owner, validate("param", venueIdParamSchema), async (c) => {
        const row = await loadOwnedVenue(db, await requirePrincipal(c), c.req.valid("param").id);
        if (!c.req.header("content-type")?.toLowerCase().startsWith("multipart/form-data")) {
          throw new ApiError(415, "unsupported_media_type", "Send the photo as multipart/form-data, in a field named file.");
        }
        const body = await c.req.parseBody().catch(() => {
          throw new ApiError(400, "bad_upload", "The upload was cut off or malformed. Try again.");
        });
        const file = body.file;
        if (!(file instanceof File)) throw new ApiError(400, "invalid_input", "Choose a photo to upload.", { file: ["Choose a photo to upload."] });
        const altRaw = typeof body.alt === "string" ? body.alt.trim() : "";
        assertNoControlCharacters(altRaw, "alt");
        if (altRaw.length > VENUE_IMAGE_ALT_MAX) {
          throw new ApiError(400, "invalid_input", `Keep the description to ${VENUE_IMAGE_ALT_MAX} characters.`, { alt: [`Keep the description to ${VENUE_IMAGE_ALT_MAX} characters.`] });
        }
        const existing = await imagesOf(db, row.id);
        if (existing.length >= VENUE_MAX_IMAGES) {
          throw new ApiError(409, "too_many_images", `A listing can have ${VENUE_MAX_IMAGES} photos. Remove one to add another.`);
        }
        const processed = await processVenueImage(new Uint8Array(await file.arrayBuffer()));
        const stored = await storeVenueImage(storage, row.id, processed);
        try {
          // The venue row lock makes concurrent uploads count one after another, so the limit holds.
          const image = await db.transaction(async (tx) => {
            await tx.execute(sql`select 1 from ${venues} where ${venues.id} = ${row.id} for update`);
            const [{ n, next } = { n: 0, next: 0 }] = await tx
              .select({ n: sql<number>`count(*)::int`, next: sql<number>`coalesce(max(${venueImages.position}) + 1, 0)::int` })
              .from(venueImages)
              .where(eq(venueImages.venueId, row.id));
            if (Number(n) >= VENUE_MAX_IMAGES) {
              throw new ApiError(409, "too_many_images", `A listing can have ${VENUE_MAX_IMAGES} photos. Remove one to add another.`);
            }
            const [inserted] = await tx
              .insert(venueImages)
              .values({
                venueId: row.id,
                url: stored.url,
                thumbUrl: stored.thumbUrl,
                alt: altRaw || `${row.name}, photo ${Number(n) + 1}`,
                width: processed.width,
                height: processed.height,
                position: Number(next),
              })
              .returning();
            await tx.update(venues).set({ updatedAt: sql`now()` }).where(eq(venues.id, row.id));
            return inserted!;
          });
          return c.json({ image: { id: image.id, url: image.url, thumbUrl: image.thumbUrl, alt: image.alt, width: image.width, height: image.height, position: image.position } }, 201);
        } catch (error) {
          await removeFiles(storage, logger, [stored.url, stored.thumbUrl]);
          throw error;
        }
      })
      .put("/venues/:id/images/order", owner, validate("param", venueIdParamSchema), validate("json", venueImageOrderSchema), async (c) => {
        const row = await loadOwnedVenue(db, await requirePrincipal(c), c.req.valid("param").id);
        const { imageIds } = c.req.valid("json");
        await db.transaction(async (tx) => {
          const current = await tx.select({ id: venueImages.id }).from(venueImages).where(eq(venueImages.venueId, row.id));
          const known = new Set(current.map((i) => i.id));
          if (imageIds.length !== known.size || new Set(imageIds).size !== imageIds.length || !imageIds.every((id) => known.has(id))) {
            throw new ApiError(400, "invalid_order", "Send every photo of this listing exactly once, in the new order.", { imageIds: ["Send every photo of this listing exactly once."] });
          }
          for (const [position, id] of imageIds.entries()) {
            await tx.update(venueImages).set({ position }).where(and(eq(venueImages.id, id), eq(venueImages.venueId, row.id)));
          }
        });
        return c.json({ images: await imagesOf(db, row.id) });
      })
      .patch("/venues/:id/images/:imageId", owner, validate("param", venueImageParamSchema), validate("json", venueImageAltSchema), async (c) => {
        const { id, imageId } = c.req.valid("param");
        const row = await loadOwnedVenue(db, await requirePrincipal(c), id);
        const [image] = await db
          .update(venueImages)
          .set({ alt: c.req.valid("json").alt })
          .where(and(eq(venueImages.id, imageId), eq(venueImages.venueId, row.id)))
          .returning();
        if (!image) throw new ApiError(404, "image_not_found", "That photo isn't part of this listing.");
        return c.json({ image: { id: image.id, url: image.url, thumbUrl: image.thumbUrl, alt: image.alt, width: image.width, height: image.height, position: image.position } });
      })
      .delete("/venues/:id/images/:imageId", owner, validate("param", venueImageParamSchema), async (c) => {
        const { id, imageId } = c.req.valid("param");
        const row = await loadOwnedVenue(db, await requirePrincipal(c), id);
        if (row.published && (await imagesOf(db, row.id)).length <= VENUE_MIN_PHOTOS_TO_PUBLISH) {
          throw new ApiError(409, "needs_photos", `A published listing keeps at least ${VENUE_MIN_PHOTOS_TO_PUBLISH} photos. Add another photo first, or unpublish the listing.`);
        }
        const [removed] = await db.delete(venueImages).where(and(eq(venueImages.id, imageId), eq(venueImages.venueId, row.id))).returning();
        if (!removed) throw new ApiError(404, "image_not_found", "That photo isn't part of this listing.");
        await removeFiles(storage, logger, [removed.url, removed.thumbUrl]);
        return c.json({ deleted: true, images: await imagesOf(db, row.id) });
      })
  );
}
