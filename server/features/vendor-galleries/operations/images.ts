import { randomBytes } from "node:crypto";
import { and, count, eq, sql } from "drizzle-orm";
import { GALLERY_CAPTION_MAX, GALLERY_IMAGES_MAX, galleryTagsSchema, tagsFromText } from "../../../../domain/vendor-galleries.ts";
import { vendorGalleries, vendorGalleryImages, vendorPortfolioImages } from "../../../db/schema/index.ts";
import { isUniqueViolation } from "../../../db/errors.ts";
import { ApiError } from "../../../http/errors.ts";
import { assertNoControlCharacters } from "../../../http/input-guard.ts";
import { contentHashOf, readPhotoUpload, type PhotoUploadRequest } from "../../../http/photo-upload.ts";
import { addressCheck, enforceLimits, type CallerAddress } from "../../../http/rate-limit.ts";
import { processVenueImage } from "../../../storage/images.ts";
import { removeFiles } from "../../../storage/remove-files.ts";
import { mediaUrl } from "../../../storage/storage.ts";
import type { VendorRow } from "../../vendor-dashboard/index.ts";
import { galleryImageNotFound, type GalleryDeps, type GalleryImageRow } from "./deps.ts";
import { ensureGallery, readOwnGallery } from "./manage.ts";

/** Uploads store files: a day's worth per person and per network address (stored in the database). */
export const GALLERY_UPLOAD_LIMIT_PERSON = { name: "gallery-upload:person", max: 120, windowSeconds: 24 * 60 * 60 };
export const GALLERY_UPLOAD_LIMIT_ADDRESS = { name: "gallery-upload:address", max: 240, windowSeconds: 24 * 60 * 60 };

const duplicate = () => new ApiError(409, "duplicate_image", "This photo is already in your gallery.");
const full = () => new ApiError(409, "gallery_full", `A gallery holds up to ${GALLERY_IMAGES_MAX} images. Remove one to add another.`);

export interface Uploader {
  userId: string;
  caller: CallerAddress | null;
}

type NewImage = Omit<typeof vendorGalleryImages.$inferInsert, "vendorId" | "position">;

/** Adds a row last in the gallery, under a lock on the listing so two adds cannot pass the limit together. */
async function insertLast(deps: GalleryDeps, vendorId: string, image: NewImage) {
  await deps.db.transaction(async (tx) => {
    await ensureGallery(tx, vendorId);
    await tx.execute(sql`select 1 from ${vendorGalleries} where ${vendorGalleries.vendorId} = ${vendorId} for update`);
    const [{ n, next } = { n: 0, next: 0 }] = await tx
      .select({ n: sql<number>`count(*)::int`, next: sql<number>`coalesce(max(${vendorGalleryImages.position}) + 1, 0)::int` })
      .from(vendorGalleryImages)
      .where(eq(vendorGalleryImages.vendorId, vendorId));
    if (Number(n) >= GALLERY_IMAGES_MAX) throw full();
    await tx.insert(vendorGalleryImages).values({ ...image, vendorId, position: Number(next) });
    await tx.update(vendorGalleries).set({ updatedAt: sql`now()` }).where(eq(vendorGalleries.vendorId, vendorId));
  });
}

async function assertRoom(deps: GalleryDeps, vendorId: string) {
  const [row] = await deps.db.select({ n: count() }).from(vendorGalleryImages).where(eq(vendorGalleryImages.vendorId, vendorId));
  if ((row?.n ?? 0) >= GALLERY_IMAGES_MAX) throw full();
}

async function assertNew(deps: GalleryDeps, vendorId: string, contentHash: string) {
  const [same] = await deps.db
    .select({ id: vendorGalleryImages.id })
    .from(vendorGalleryImages)
    .where(and(eq(vendorGalleryImages.vendorId, vendorId), eq(vendorGalleryImages.contentHash, contentHash)))
    .limit(1);
  if (same) throw duplicate();
}

/**
 * One photo per request (multipart: `file`, optional `alt` as its caption, optional `tags` comma-separated):
 * checked by its content and resized by the shared photo pipeline (JPEG, PNG, WebP or HEIC; 8 MB; at least
 * 800 px wide; EXIF stripped; WebP), stored under galleries/<vendorId>/, added last.
 */
export async function uploadGalleryImage(deps: GalleryDeps, vendor: VendorRow, request: PhotoUploadRequest, uploader: Uploader) {
  const { file, alt: caption } = await readPhotoUpload(request, GALLERY_CAPTION_MAX);
  const body = await request.parseBody();
  const tagsText = typeof body.tags === "string" ? body.tags : "";
  assertNoControlCharacters(tagsText, "tags");
  const tags = galleryTagsSchema.safeParse(tagsFromText(tagsText));
  if (!tags.success) {
    const message = tags.error.issues[0]?.message ?? "Check the tags.";
    throw new ApiError(400, "invalid_input", message, { tags: [message] });
  }
  await assertRoom(deps, vendor.id);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const contentHash = contentHashOf(bytes);
  await assertNew(deps, vendor.id, contentHash);
  await enforceLimits(deps.db, [
    { rule: GALLERY_UPLOAD_LIMIT_PERSON, subject: uploader.userId, message: "You've added a lot of photos today." },
    ...(uploader.caller ? [addressCheck(GALLERY_UPLOAD_LIMIT_ADDRESS, uploader.caller, "Many photos were added from this network today.")] : []),
  ]);
  const processed = await processVenueImage(bytes);
  const name = randomBytes(12).toString("hex");
  const largeKey = `galleries/${vendor.id}/${name}.webp`;
  const thumbKey = `galleries/${vendor.id}/${name}-thumb.webp`;
  await deps.storage.put(largeKey, processed.large, "image/webp");
  await deps.storage.put(thumbKey, processed.thumb, "image/webp");
  const urls = [mediaUrl(largeKey), mediaUrl(thumbKey)];
  try {
    await insertLast(deps, vendor.id, { url: urls[0]!, thumbUrl: urls[1]!, width: processed.width, height: processed.height, caption, tags: tags.data, contentHash });
  } catch (error) {
    await removeFiles(deps.storage, deps.logger, urls);
    throw isUniqueViolation(error) ? duplicate() : error;
  }
  return readOwnGallery(deps, vendor);
}

/**
 * One of the listing's own uploaded portfolio photos, added to the gallery without copying its files: it
 * stays one photo, and removing it from the portfolio takes it out of the gallery too.
 */
export async function addFromPortfolio(deps: GalleryDeps, vendor: VendorRow, input: { portfolioImageId: string; caption: string; tags: string[] }) {
  const [photo] = await deps.db
    .select()
    .from(vendorPortfolioImages)
    .where(and(eq(vendorPortfolioImages.id, input.portfolioImageId), eq(vendorPortfolioImages.vendorId, vendor.id)))
    .limit(1);
  if (!photo) throw new ApiError(404, "image_not_found", "That photo isn't part of this portfolio.");
  if (!photo.contentHash) throw new ApiError(422, "not_an_upload", "Only photos you uploaded to your portfolio can go in your gallery.");
  await assertNew(deps, vendor.id, photo.contentHash);
  try {
    await insertLast(deps, vendor.id, {
      portfolioImageId: photo.id,
      url: photo.url,
      thumbUrl: photo.thumbUrl,
      width: photo.width,
      height: photo.height,
      caption: input.caption || photo.alt,
      tags: input.tags,
      contentHash: photo.contentHash,
    });
  } catch (error) {
    throw isUniqueViolation(error) ? duplicate() : error;
  }
  return readOwnGallery(deps, vendor);
}

export async function updateGalleryImage(deps: GalleryDeps, vendor: VendorRow, imageId: string, input: { caption: string; tags: string[] }) {
  const [row] = await deps.db
    .update(vendorGalleryImages)
    .set({ caption: input.caption, tags: input.tags })
    .where(and(eq(vendorGalleryImages.id, imageId), eq(vendorGalleryImages.vendorId, vendor.id)))
    .returning({ id: vendorGalleryImages.id });
  if (!row) throw galleryImageNotFound();
  return readOwnGallery(deps, vendor);
}

/** Removes an image; an upload's files go with it, a portfolio photo's stay in the portfolio. */
export async function deleteGalleryImage(deps: GalleryDeps, vendor: VendorRow, imageId: string) {
  const [row]: GalleryImageRow[] = await deps.db
    .delete(vendorGalleryImages)
    .where(and(eq(vendorGalleryImages.id, imageId), eq(vendorGalleryImages.vendorId, vendor.id)))
    .returning();
  if (!row) throw galleryImageNotFound();
  if (!row.portfolioImageId) await removeFiles(deps.storage, deps.logger, [row.url, row.thumbUrl]);
  return readOwnGallery(deps, vendor);
}

/** A new order: exactly the gallery's images, each once, in one transaction. */
export async function reorderGalleryImages(deps: GalleryDeps, vendor: VendorRow, imageIds: string[]) {
  await deps.db.transaction(async (tx) => {
    await ensureGallery(tx, vendor.id);
    await tx.execute(sql`select 1 from ${vendorGalleries} where ${vendorGalleries.vendorId} = ${vendor.id} for update`);
    const current = await tx.select({ id: vendorGalleryImages.id }).from(vendorGalleryImages).where(eq(vendorGalleryImages.vendorId, vendor.id));
    const known = new Set(current.map((row) => row.id));
    if (imageIds.length !== known.size || imageIds.some((id) => !known.has(id))) {
      throw new ApiError(422, "order_mismatch", "The order must list every image in your gallery exactly once. Reload the page and try again.", { imageIds: ["List every image in the gallery exactly once."] });
    }
    for (const [position, id] of imageIds.entries()) {
      await tx.update(vendorGalleryImages).set({ position }).where(eq(vendorGalleryImages.id, id));
    }
    await tx.update(vendorGalleries).set({ updatedAt: sql`now()` }).where(eq(vendorGalleries.vendorId, vendor.id));
  });
  return readOwnGallery(deps, vendor);
}
