import { randomInt } from "node:crypto";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import { galleryCodeFor, galleryTags, vendorGalleryPath } from "../../../../domain/vendor-galleries.ts";
import { vendorGalleries, vendorPortfolioImages } from "../../../db/schema/index.ts";
import { isUniqueViolation } from "../../../db/errors.ts";
import type { VendorRow } from "../../vendor-dashboard/index.ts";
import { galleryImagesOf, galleryImageView, type GalleryDeps, type Reader } from "./deps.ts";

async function galleryRow(db: Reader, vendorId: string) {
  const [row] = await db.select().from(vendorGalleries).where(eq(vendorGalleries.vendorId, vendorId)).limit(1);
  return row;
}

/**
 * The vendor's own view of a listing's gallery: the code and its address (null when not public), the
 * introduction, the images with their captions, tags and saves, and the uploaded portfolio photos that
 * can be added (seeded art is not a photo of theirs to hand out).
 */
export async function readOwnGallery(deps: GalleryDeps, vendor: VendorRow) {
  const [gallery, images, portfolio] = await Promise.all([
    galleryRow(deps.db, vendor.id),
    galleryImagesOf(deps.db, vendor.id),
    deps.db
      .select({ id: vendorPortfolioImages.id, thumbUrl: vendorPortfolioImages.thumbUrl, alt: vendorPortfolioImages.alt, width: vendorPortfolioImages.width, height: vendorPortfolioImages.height })
      .from(vendorPortfolioImages)
      .where(and(eq(vendorPortfolioImages.vendorId, vendor.id), isNotNull(vendorPortfolioImages.contentHash)))
      .orderBy(vendorPortfolioImages.position),
  ]);
  const inGallery = new Set(images.map((image) => image.portfolioImageId).filter(Boolean));
  const code = gallery?.code ?? null;
  return {
    vendor: { id: vendor.id, businessName: vendor.businessName, published: vendor.published, category: vendor.category, city: vendor.city },
    code,
    path: code ? vendorGalleryPath(code) : null,
    /** Couples see it only while it has a code and the profile is published. */
    live: code !== null && vendor.published,
    intro: gallery?.intro ?? "",
    images: images.map(galleryImageView),
    tags: galleryTags(images),
    portfolio: portfolio.map((photo) => ({ ...photo, inGallery: inGallery.has(photo.id) })),
  };
}

/** Creates the gallery row on a listing's first write. */
export async function ensureGallery(db: Reader & Pick<GalleryDeps["db"], "insert">, vendorId: string) {
  await db.insert(vendorGalleries).values({ vendorId }).onConflictDoNothing();
}

export async function updateGalleryIntro(deps: GalleryDeps, vendor: VendorRow, intro: string) {
  await deps.db
    .insert(vendorGalleries)
    .values({ vendorId: vendor.id, intro })
    .onConflictDoUpdate({ target: vendorGalleries.vendorId, set: { intro, updatedAt: sql`now()` } });
  return readOwnGallery(deps, vendor);
}

/**
 * A new public code for the gallery (the first, or one replacing the old: links with the old code stop
 * working at once). Codes are unique; a clash with another gallery's code draws again.
 */
export async function regenerateGalleryCode(deps: GalleryDeps, vendor: VendorRow) {
  for (let attempt = 0; ; attempt++) {
    const code = galleryCodeFor(vendor.businessName, () => randomInt(0, 1_000_000) / 1_000_000);
    try {
      await deps.db
        .insert(vendorGalleries)
        .values({ vendorId: vendor.id, code, codeCreatedAt: new Date() })
        .onConflictDoUpdate({ target: vendorGalleries.vendorId, set: { code, codeCreatedAt: sql`now()`, updatedAt: sql`now()` } });
      break;
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 4) throw error;
    }
  }
  return readOwnGallery(deps, vendor);
}

/** Takes the gallery down: its code stops working and it leaves the browsable gallery and the sitemap. */
export async function revokeGalleryCode(deps: GalleryDeps, vendor: VendorRow) {
  await deps.db.update(vendorGalleries).set({ code: null, codeCreatedAt: null, updatedAt: sql`now()` }).where(eq(vendorGalleries.vendorId, vendor.id));
  return readOwnGallery(deps, vendor);
}
