import { and, eq, sql } from "drizzle-orm";
import { VENUE_IMAGE_ALT_MAX, VENUE_MIN_PHOTOS_TO_PUBLISH } from "../../../../domain/venue-owner.ts";
import { planLimitsOf } from "../../billing/index.ts";
import { venueImages, venues } from "../../../db/schema/index.ts";
import { ApiError } from "../../../http/errors.ts";
import { contentHashOf, readPhotoUpload, type PhotoUploadRequest } from "../../../http/photo-upload.ts";
import type { VenueRow } from "../../venues/index.ts";
import { processVenueImage, storeVenueImage } from "../../../storage/images.ts";
import { isUniqueViolation } from "../../../db/errors.ts";
import { imagesOf } from "../service.ts";
import { removeFiles } from "../../../storage/remove-files.ts";
import type { VenueOwnerDeps } from "./deps.ts";

type ImageRow = typeof venueImages.$inferSelect;
const photoView = (image: ImageRow) => ({ id: image.id, url: image.url, thumbUrl: image.thumbUrl, alt: image.alt, width: image.width, height: image.height, position: image.position });
const duplicate = () => new ApiError(409, "duplicate_image", "This photo is already in your gallery.");
const tooMany = (limit: number) => new ApiError(409, "too_many_images", `Your plan allows ${limit} photos on a listing. Remove one to add another, or see the bigger plans on /vendor-pricing.`);


/** One photo per request (multipart field `file`, optional `alt`): checked, re-encoded to WebP, stored, then added last. */
export async function uploadPhoto(deps: VenueOwnerDeps, row: VenueRow, request: PhotoUploadRequest) {
  const { db, storage } = deps;
  const { file, alt: altRaw } = await readPhotoUpload(request, VENUE_IMAGE_ALT_MAX);
  // The owner's plan sets how many photos a listing may hold (decision 043).
  const { venuePhotos: limit } = await planLimitsOf(db, row.ownerId, "venue_owner");
  const existing = await imagesOf(db, row.id);
  if (existing.length >= limit) throw tooMany(limit);
  const bytes = new Uint8Array(await file.arrayBuffer());
  // The same file uploaded again is refused before the work of re-encoding it; the unique index
  // catches two copies racing each other.
  const contentHash = contentHashOf(bytes);
  const [same] = await db
    .select({ id: venueImages.id })
    .from(venueImages)
    .where(and(eq(venueImages.venueId, row.id), eq(venueImages.contentHash, contentHash)))
    .limit(1);
  if (same) throw duplicate();
  const processed = await processVenueImage(bytes);
  const stored = await storeVenueImage(storage, row.id, processed);
  try {
    // The venue row lock makes concurrent uploads count one after another, so the limit holds.
    const image = await db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from ${venues} where ${venues.id} = ${row.id} for update`);
      const [{ n, next } = { n: 0, next: 0 }] = await tx
        .select({ n: sql<number>`count(*)::int`, next: sql<number>`coalesce(max(${venueImages.position}) + 1, 0)::int` })
        .from(venueImages)
        .where(eq(venueImages.venueId, row.id));
      if (Number(n) >= limit) throw tooMany(limit);
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
          contentHash,
        })
        .returning();
      await tx.update(venues).set({ updatedAt: sql`now()` }).where(eq(venues.id, row.id));
      return inserted!;
    });
    return { image: photoView(image) };
  } catch (error) {
    await removeFiles(storage, deps.logger, [stored.url, stored.thumbUrl]);
    throw isUniqueViolation(error) ? duplicate() : error;
  }
}

/** The gallery in a new order: every photo of the listing exactly once. */
export async function reorderPhotos(deps: VenueOwnerDeps, row: VenueRow, imageIds: string[]) {
  const { db } = deps;
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
  return { images: await imagesOf(db, row.id) };
}

export async function updatePhotoAlt(deps: VenueOwnerDeps, row: VenueRow, imageId: string, alt: string) {
  const [image] = await deps.db
    .update(venueImages)
    .set({ alt })
    .where(and(eq(venueImages.id, imageId), eq(venueImages.venueId, row.id)))
    .returning();
  if (!image) throw new ApiError(404, "image_not_found", "That photo isn't part of this listing.");
  return { image: photoView(image) };
}

/** Removes a photo (a published listing keeps its minimum), then its files. */
export async function deletePhoto(deps: VenueOwnerDeps, row: VenueRow, imageId: string) {
  const { db } = deps;
  if (row.published && (await imagesOf(db, row.id)).length <= VENUE_MIN_PHOTOS_TO_PUBLISH) {
    throw new ApiError(409, "needs_photos", `A published listing keeps at least ${VENUE_MIN_PHOTOS_TO_PUBLISH} photos. Add another photo first, or unpublish the listing.`);
  }
  const [removed] = await db.delete(venueImages).where(and(eq(venueImages.id, imageId), eq(venueImages.venueId, row.id))).returning();
  if (!removed) throw new ApiError(404, "image_not_found", "That photo isn't part of this listing.");
  await removeFiles(deps.storage, deps.logger, [removed.url, removed.thumbUrl]);
  return { deleted: true, images: await imagesOf(db, row.id) };
}
