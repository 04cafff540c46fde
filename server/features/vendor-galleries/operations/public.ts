import { and, asc, desc, eq, isNotNull, sql, type SQL } from "drizzle-orm";
import { GALLERY_INDEX_PAGE_SIZE, galleryTags, type GalleryIndex, type GalleryIndexQuery, type PublicGallery } from "../../../../domain/vendor-galleries.ts";
import { vendorGalleries, vendorGalleryImages, vendors } from "../../../db/schema/index.ts";
import { galleryImagesOf, galleryImageView, galleryNotFound, type GalleryDeps, type Reader } from "./deps.ts";

/** A gallery couples may see: it has a code and its listing is published. */
const live = () => and(isNotNull(vendorGalleries.code), eq(vendors.published, true));

/** /vendor-inspiration/{code}: a vendor's public gallery; an unknown, replaced or revoked code is a 404. */
export async function readPublicGallery(deps: Pick<GalleryDeps, "db">, code: string): Promise<PublicGallery> {
  const [row] = await deps.db
    .select({ gallery: vendorGalleries, vendor: { id: vendors.id, slug: vendors.slug, businessName: vendors.businessName, category: vendors.category, city: vendors.city, citiesServed: vendors.citiesServed } })
    .from(vendorGalleries)
    .innerJoin(vendors, eq(vendors.id, vendorGalleries.vendorId))
    .where(and(eq(vendorGalleries.code, code), live()))
    .limit(1);
  if (!row?.gallery.code) throw galleryNotFound();
  const images = await galleryImagesOf(deps.db, row.vendor.id);
  return {
    code: row.gallery.code,
    intro: row.gallery.intro,
    vendor: row.vendor,
    // Saves are the vendor's own figure.
    images: images.map((image) => ({ ...galleryImageView(image), saves: 0 })),
    tags: galleryTags(images),
    updatedAt: row.gallery.updatedAt.toISOString(),
  };
}

/**
 * /vendor-inspiration: every live gallery's images, filtered by the vendor's category, a city they work
 * in and a tag. Each gallery's first image comes before anyone's second, so one vendor never fills a page.
 */
export async function browseGalleries(deps: Pick<GalleryDeps, "db">, query: GalleryIndexQuery): Promise<GalleryIndex> {
  const where: SQL[] = [live()!];
  if (query.category) where.push(eq(vendors.category, query.category));
  if (query.city) where.push(sql`${vendors.citiesServed} @> array[${query.city}]::text[]`);
  if (query.tag) where.push(sql`${vendorGalleryImages.tags} @> array[${query.tag}]::text[]`);
  const filter = and(...where);
  const from = (db: Reader) =>
    db
      .select({
        id: vendorGalleryImages.id,
        thumbUrl: vendorGalleryImages.thumbUrl,
        width: vendorGalleryImages.width,
        height: vendorGalleryImages.height,
        caption: vendorGalleryImages.caption,
        tags: vendorGalleryImages.tags,
        code: vendorGalleries.code,
        businessName: vendors.businessName,
        category: vendors.category,
        city: vendors.city,
      })
      .from(vendorGalleryImages)
      .innerJoin(vendorGalleries, eq(vendorGalleries.vendorId, vendorGalleryImages.vendorId))
      .innerJoin(vendors, eq(vendors.id, vendorGalleryImages.vendorId));
  const [rows, [counts]] = await Promise.all([
    from(deps.db)
      .where(filter)
      .orderBy(asc(vendorGalleryImages.position), desc(vendorGalleries.codeCreatedAt), asc(vendorGalleryImages.id))
      .limit(GALLERY_INDEX_PAGE_SIZE)
      .offset((query.page - 1) * GALLERY_INDEX_PAGE_SIZE),
    deps.db
      .select({ total: sql<number>`count(*)`.mapWith(Number), galleries: sql<number>`count(distinct ${vendors.id})`.mapWith(Number) })
      .from(vendorGalleryImages)
      .innerJoin(vendorGalleries, eq(vendorGalleries.vendorId, vendorGalleryImages.vendorId))
      .innerJoin(vendors, eq(vendors.id, vendorGalleryImages.vendorId))
      .where(filter),
  ]);
  const total = counts?.total ?? 0;
  const galleries = counts?.galleries ?? 0;
  return {
    items: rows.map((row) => ({
      id: row.id,
      thumbUrl: row.thumbUrl,
      width: row.width,
      height: row.height,
      caption: row.caption,
      tags: row.tags,
      code: row.code!,
      vendor: { businessName: row.businessName, category: row.category, city: row.city },
    })),
    total,
    page: query.page,
    pageSize: GALLERY_INDEX_PAGE_SIZE,
    galleries,
  };
}

/** Live galleries with at least one image, for the sitemap. */
export async function listedGalleries(db: Reader) {
  return db
    .select({ code: vendorGalleries.code, updatedAt: vendorGalleries.updatedAt })
    .from(vendorGalleries)
    .innerJoin(vendors, eq(vendors.id, vendorGalleries.vendorId))
    .where(and(live(), sql`exists (select 1 from ${vendorGalleryImages} where ${vendorGalleryImages.vendorId} = ${vendorGalleries.vendorId})`))
    .orderBy(asc(vendorGalleries.code));
}
