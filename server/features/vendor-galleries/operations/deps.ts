import { asc, eq } from "drizzle-orm";
import type { GalleryImageView } from "../../../../domain/vendor-galleries.ts";
import type { AppDeps } from "../../../deps.ts";
import type { Database } from "../../../db/client.ts";
import { vendorGalleryImages } from "../../../db/schema/index.ts";
import { ApiError } from "../../../http/errors.ts";

export type GalleryDeps = Pick<AppDeps, "db" | "config" | "logger" | "storage">;
export type GalleryImageRow = typeof vendorGalleryImages.$inferSelect;
export type Reader = Pick<Database, "select">;

export const galleryNotFound = () => new ApiError(404, "gallery_not_found", "We couldn't find that gallery. The link may have been replaced, or the vendor took the gallery down.");
export const galleryImageNotFound = () => new ApiError(404, "image_not_found", "That image isn't in this gallery.");

export function galleryImageView(row: GalleryImageRow): GalleryImageView {
  return { id: row.id, url: row.url, thumbUrl: row.thumbUrl, width: row.width, height: row.height, caption: row.caption, tags: row.tags, saves: row.saveCount, fromPortfolio: row.portfolioImageId !== null };
}

/** A listing's gallery images in the vendor's order. */
export async function galleryImagesOf(db: Reader, vendorId: string): Promise<GalleryImageRow[]> {
  return db.select().from(vendorGalleryImages).where(eq(vendorGalleryImages.vendorId, vendorId)).orderBy(asc(vendorGalleryImages.position));
}
