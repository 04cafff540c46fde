import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { VENDOR_IMAGE_ALT_MAX } from "../../../../domain/vendors.ts";
import { planLimitsOf } from "../../billing/index.ts";
import { vendorPortfolioImages, vendors } from "../../../db/schema/index.ts";
import { ApiError } from "../../../http/errors.ts";
import { contentHashOf, readPhotoUpload, type PhotoUploadRequest } from "../../../http/photo-upload.ts";
import { mediaUrl } from "../../../storage/storage.ts";
import { processVenueImage } from "../../../storage/images.ts";
import { removeFiles } from "../../../storage/remove-files.ts";
import { isUniqueViolation } from "../../../db/errors.ts";
import type { VendorRow } from "../ownership.ts";
import { imagesOf, imageView, type VendorDashboardDeps } from "./deps.ts";

const duplicate = () => new ApiError(409, "duplicate_image", "This photo is already in your portfolio.");
const tooMany = (limit: number) => new ApiError(409, "too_many_images", `Your plan allows ${limit} photos in a portfolio. Remove one to add another, or see the bigger plans on /vendor-pricing.`);


/**
 * One photo per request (multipart field `file`, optional `alt`): checked by its content and resized
 * by the venue photo pipeline (processVenueImage: JPEG/PNG/WebP/HEIC only, size and pixel limits,
 * EXIF stripped, WebP), stored under vendors/<id>/, then added last.
 */
export async function uploadPortfolioImage(deps: VendorDashboardDeps, row: VendorRow, request: PhotoUploadRequest) {
  const { db, storage } = deps;
  const { file, alt: altRaw } = await readPhotoUpload(request, VENDOR_IMAGE_ALT_MAX);
  // The owner's plan sets how many photos a portfolio may hold (decision 043).
  const { portfolioPhotos: limit } = await planLimitsOf(db, row.ownerId, "vendor");
  if ((await imagesOf(db, row.id)).length >= limit) throw tooMany(limit);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const contentHash = contentHashOf(bytes);
  const [same] = await db
    .select({ id: vendorPortfolioImages.id })
    .from(vendorPortfolioImages)
    .where(and(eq(vendorPortfolioImages.vendorId, row.id), eq(vendorPortfolioImages.contentHash, contentHash)))
    .limit(1);
  if (same) throw duplicate();
  const processed = await processVenueImage(bytes);
  const name = randomBytes(12).toString("hex");
  const largeKey = `vendors/${row.id}/${name}.webp`;
  const thumbKey = `vendors/${row.id}/${name}-thumb.webp`;
  await storage.put(largeKey, processed.large, "image/webp");
  await storage.put(thumbKey, processed.thumb, "image/webp");
  const urls = [mediaUrl(largeKey), mediaUrl(thumbKey)];
  try {
    const image = await db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from ${vendors} where ${vendors.id} = ${row.id} for update`);
      const [{ n, next } = { n: 0, next: 0 }] = await tx
        .select({ n: sql<number>`count(*)::int`, next: sql<number>`coalesce(max(${vendorPortfolioImages.position}) + 1, 0)::int` })
        .from(vendorPortfolioImages)
        .where(eq(vendorPortfolioImages.vendorId, row.id));
      if (Number(n) >= limit) throw tooMany(limit);
      const [inserted] = await tx
        .insert(vendorPortfolioImages)
        .values({
          vendorId: row.id,
          storageKey: largeKey,
          url: urls[0]!,
          thumbUrl: urls[1]!,
          alt: altRaw || `${row.businessName}, portfolio photo ${Number(n) + 1}`,
          width: processed.width,
          height: processed.height,
          position: Number(next),
          contentHash,
        })
        .returning();
      await tx.update(vendors).set({ updatedAt: sql`now()` }).where(eq(vendors.id, row.id));
      return inserted!;
    });
    return { image: imageView(image) };
  } catch (error) {
    await removeFiles(storage, deps.logger, urls);
    throw isUniqueViolation(error) ? duplicate() : error;
  }
}

export async function updatePortfolioAlt({ db }: VendorDashboardDeps, row: VendorRow, imageId: string, alt: string) {
  const [image] = await db
    .update(vendorPortfolioImages)
    .set({ alt })
    .where(and(eq(vendorPortfolioImages.id, imageId), eq(vendorPortfolioImages.vendorId, row.id)))
    .returning();
  if (!image) throw new ApiError(404, "image_not_found", "That photo isn't part of this portfolio.");
  return { image: imageView(image) };
}

export async function deletePortfolioImage(deps: VendorDashboardDeps, row: VendorRow, imageId: string) {
  const [removed] = await deps.db
    .delete(vendorPortfolioImages)
    .where(and(eq(vendorPortfolioImages.id, imageId), eq(vendorPortfolioImages.vendorId, row.id)))
    .returning();
  if (!removed) throw new ApiError(404, "image_not_found", "That photo isn't part of this portfolio.");
  await removeFiles(deps.storage, deps.logger, [removed.url, removed.thumbUrl]);
  return { deleted: true, images: await imagesOf(deps.db, row.id) };
}
