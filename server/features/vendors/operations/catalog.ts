import { and, asc, count, desc, eq, gte, inArray, lte, sql, type SQL } from "drizzle-orm";
import type { CityId } from "../../../../domain/cities.ts";
import type { VendorCategorySlug } from "../../../../domain/vendor-categories.ts";
import { publicAuthorName, type CategoryCount, type VendorCard, type VendorDetail, type VendorListResult } from "../../../../domain/vendor-cards.ts";
import { averageRating, priceBand, SAMPLE_REVIEWER_ID_PREFIX, VENDOR_PAGE_SIZE, type VendorListQuery, type VendorSort } from "../../../../domain/vendors.ts";
import type { Database } from "../../../db/client.ts";
import { reviewThrough } from "../../../db/review-through.ts";
import { users, vendorPackages, vendorPortfolioImages, vendorProfileViews, vendorRecommendations, vendorReviews, vendors } from "../../../db/schema/index.ts";
import { ApiError } from "../../../http/errors.ts";
import { shownName } from "../../../db/shown-name.ts";
import { containsPattern } from "../../../db/like.ts";

export const vendorNotFound = () => new ApiError(404, "vendor_not_found", "We couldn't find that vendor.");

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The columns a card needs, with the first portfolio picture as its cover. */
export const vendorCardColumns = {
  id: vendors.id,
  slug: vendors.slug,
  businessName: vendors.businessName,
  category: vendors.category,
  city: vendors.city,
  citiesServed: vendors.citiesServed,
  summary: vendors.summary,
  startingPrice: vendors.startingPrice,
  styles: vendors.styles,
  reviewCount: vendors.reviewCount,
  ratingTotal: vendors.ratingTotal,
  responseTimeHours: vendors.responseTimeHours,
  yearsInBusiness: vendors.yearsInBusiness,
  ownerId: vendors.ownerId,
  cover: sql<{ url: string; thumbUrl: string; alt: string } | null>`(
    select json_build_object('url', i.url, 'thumbUrl', i.thumb_url, 'alt', i.alt)
    from vendor_portfolio_images i where i.vendor_id = "vendors"."id" order by i.position, i.id limit 1)`.mapWith((value: unknown) =>
    typeof value === "string" ? JSON.parse(value) : value,
  ),
};

export type CardRow = { [K in keyof typeof vendorCardColumns]: unknown } & {
  id: string;
  slug: string;
  businessName: string;
  category: string;
  city: string;
  citiesServed: string[];
  summary: string;
  startingPrice: number;
  styles: string[];
  reviewCount: number;
  ratingTotal: number;
  responseTimeHours: number;
  yearsInBusiness: number;
  ownerId: string | null;
  cover: { url: string; thumbUrl: string; alt: string } | null;
};

export function toVendorCard(row: CardRow): VendorCard {
  return {
    id: row.id,
    slug: row.slug,
    businessName: row.businessName,
    category: row.category as VendorCategorySlug,
    city: row.city as CityId,
    citiesServed: row.citiesServed as CityId[],
    summary: row.summary,
    startingPrice: row.startingPrice,
    styles: row.styles,
    rating: averageRating(row.ratingTotal, row.reviewCount),
    reviewCount: row.reviewCount,
    responseTimeHours: row.responseTimeHours,
    yearsInBusiness: row.yearsInBusiness,
    cover: row.cover,
    claimed: row.ownerId !== null,
  };
}

/**
 * A listing sort's ORDER BY before its last tie-break (name, then id), and without "recommended"'s
 * vendors based in the city first: the SQL listing and the listing snapshot's sorted orders (which
 * the database works out for it) use this one definition.
 */
export function vendorSortOrder(sort: VendorSort): SQL[] {
  // Reviews count for more as they add up: an average pulled toward 4 by two imaginary reviews.
  const weightedRating = sql`((${vendors.ratingTotal} + 8.0) / (${vendors.reviewCount} + 2))`;
  const average = sql`(case when ${vendors.reviewCount} > 0 then ${vendors.ratingTotal}::float / ${vendors.reviewCount} end)`;
  return {
    recommended: [sql`${weightedRating} desc`, desc(vendors.viewCount)],
    rating: [sql`${average} desc nulls last`, desc(vendors.reviewCount)],
    price_low: [asc(vendors.startingPrice)],
    price_high: [desc(vendors.startingPrice)],
    reviews: [desc(vendors.reviewCount)],
    name: [],
  }[sort];
}

/**
 * Couples' search over published vendors in SQL: filters, sort and pages. GET /api/vendors answers
 * from the listing snapshot instead when it can (listing.ts); this is for words, and while it loads.
 */
export async function listVendorsInDatabase(db: Database, query: VendorListQuery): Promise<VendorListResult> {
  const where: SQL[] = [eq(vendors.published, true)];
  if (query.category) where.push(eq(vendors.category, query.category));
  if (query.city) where.push(sql`${vendors.citiesServed} @> array[${query.city}]::text[]`);
  const band = query.price ? priceBand(query.price) : undefined;
  if (band) {
    where.push(gte(vendors.startingPrice, band.min));
    if (band.max !== null) where.push(lte(vendors.startingPrice, band.max));
  }
  if (query.styles?.length) where.push(sql`${vendors.styles} && ${`{${query.styles.join(",")}}`}::text[]`);
  if (query.minRating) where.push(sql`${vendors.reviewCount} > 0 and ${vendors.ratingTotal} >= ${query.minRating} * ${vendors.reviewCount}`);
  if (query.q) {
    const pattern = containsPattern(query.q);
    where.push(sql`(${vendors.search} @@ websearch_to_tsquery('english', ${query.q}) or ${vendors.businessName} ilike ${pattern})`);
  }
  const homeFirst = query.sort === "recommended" && query.city ? [sql`(${vendors.city} = ${query.city}) desc`] : [];
  const order = [...homeFirst, ...vendorSortOrder(query.sort)];
  const pageSize = VENDOR_PAGE_SIZE;
  const rows = await db
    .select({ ...vendorCardColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(vendors)
    .where(and(...where))
    .orderBy(...order, asc(vendors.businessName), asc(vendors.id))
    .limit(pageSize)
    .offset((query.page - 1) * pageSize);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && query.page > 1) {
    const [row] = await db.select({ n: count() }).from(vendors).where(and(...where));
    total = row?.n ?? 0;
  }
  return { vendors: rows.map((row) => toVendorCard(row as CardRow)), total, page: query.page, pageCount: Math.max(1, Math.ceil(total / pageSize)), pageSize };
}

/** How many published vendors each category has (in a city, when given): the /vendors tiles. */
export async function countVendorsByCategory(db: Database, city: CityId | undefined): Promise<CategoryCount[]> {
  const where: SQL[] = [eq(vendors.published, true)];
  if (city) where.push(sql`${vendors.citiesServed} @> array[${city}]::text[]`);
  const rows = await db.select({ category: vendors.category, count: count() }).from(vendors).where(and(...where)).groupBy(vendors.category);
  return rows.map((row) => ({ category: row.category as VendorCategorySlug, count: row.count }));
}

/** Loads a published vendor by id or slug. */
export async function findPublishedVendor(db: Database, idOrSlug: string) {
  const key = idOrSlug.toLowerCase();
  const [row] = await db
    .select({ ...vendorCardColumns, description: vendors.description, website: vendors.website, phone: vendors.phone })
    .from(vendors)
    .where(and(UUID.test(key) ? eq(vendors.id, key) : eq(vendors.slug, key), eq(vendors.published, true)))
    .limit(1);
  return row;
}

/** The profile page: the card plus packages, portfolio, published reviews and friendors. */
export async function loadVendorDetail(db: Database, idOrSlug: string): Promise<VendorDetail> {
  const row = await findPublishedVendor(db, idOrSlug);
  if (!row) throw vendorNotFound();
  const [packages, portfolio, reviews, recommendedBy, recommends] = await Promise.all([
    db.select().from(vendorPackages).where(eq(vendorPackages.vendorId, row.id)).orderBy(asc(vendorPackages.position), asc(vendorPackages.id)),
    db.select().from(vendorPortfolioImages).where(eq(vendorPortfolioImages.vendorId, row.id)).orderBy(asc(vendorPortfolioImages.position), asc(vendorPortfolioImages.id)),
    db
      .select({
        id: vendorReviews.id,
        name: shownName(users.id, users.name),
        sample: sql<boolean>`${vendorReviews.userId} like ${`${SAMPLE_REVIEWER_ID_PREFIX}%`}`,
        rating: vendorReviews.rating,
        body: vendorReviews.body,
        createdAt: vendorReviews.createdAt,
        updatedAt: vendorReviews.updatedAt,
        through: reviewThrough,
        reply: vendorReviews.vendorReply,
        repliedAt: vendorReviews.vendorRepliedAt,
      })
      .from(vendorReviews)
      .innerJoin(users, eq(users.id, vendorReviews.userId))
      .where(and(eq(vendorReviews.vendorId, row.id), eq(vendorReviews.status, "published")))
      .orderBy(desc(vendorReviews.createdAt), desc(vendorReviews.id))
      .limit(100),
    friendors(db, "by", row.id),
    friendors(db, "of", row.id),
  ]);
  return {
    ...toVendorCard(row as CardRow),
    description: row.description,
    website: row.website,
    phone: row.phone,
    packages: packages.map((p) => ({ id: p.id, name: p.name, price: p.price, description: p.description, includes: p.includes })),
    portfolio: portfolio.map((i) => ({ id: i.id, url: i.url, thumbUrl: i.thumbUrl, alt: i.alt, width: i.width, height: i.height })),
    reviews: reviews.map((r) => ({
      id: r.id,
      author: publicAuthorName(r.name),
      sample: r.sample,
      rating: r.rating,
      body: r.body,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
      through: r.through,
      reply: r.reply && r.repliedAt ? { body: r.reply, repliedAt: r.repliedAt.toISOString() } : null,
    })),
    recommendedBy,
    recommends,
  };
}

/** "by": vendors vouching for this one; "of": the ones it vouches for. Published vendors only. */
async function friendors(db: Database, direction: "by" | "of", vendorId: string) {
  const [self, other] = direction === "by" ? [vendorRecommendations.recommendedVendorId, vendorRecommendations.vendorId] : [vendorRecommendations.vendorId, vendorRecommendations.recommendedVendorId];
  const rows = await db
    .select({ note: vendorRecommendations.note, id: vendors.id, slug: vendors.slug, businessName: vendors.businessName, category: vendors.category, city: vendors.city })
    .from(vendorRecommendations)
    .innerJoin(vendors, eq(vendors.id, other))
    .where(and(eq(self, vendorId), eq(vendors.published, true)))
    .orderBy(asc(vendors.businessName))
    .limit(12);
  return rows.map(({ note, ...vendor }) => ({ note, vendor: { ...vendor, category: vendor.category as VendorCategorySlug, city: vendor.city as CityId } }));
}

/** The profile view beacon: the running total and today's count (UTC day). */
export async function countVendorView(db: Database, id: string, now = new Date()): Promise<void> {
  if (!UUID.test(id)) throw vendorNotFound();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(vendors)
      .set({ viewCount: sql`${vendors.viewCount} + 1` })
      .where(and(eq(vendors.id, id.toLowerCase()), eq(vendors.published, true)))
      .returning({ id: vendors.id });
    if (!row) throw vendorNotFound();
    await tx
      .insert(vendorProfileViews)
      .values({ vendorId: row.id, day: now.toISOString().slice(0, 10), views: 1 })
      .onConflictDoUpdate({ target: [vendorProfileViews.vendorId, vendorProfileViews.day], set: { views: sql`${vendorProfileViews.views} + 1` } });
  });
}

/** Published vendors of some categories working in a city: matching's candidates. */
export async function matchCandidates(db: Database, city: CityId, categories: readonly VendorCategorySlug[]): Promise<VendorCard[]> {
  const rows = await db
    .select(vendorCardColumns)
    .from(vendors)
    .where(and(eq(vendors.published, true), inArray(vendors.category, [...categories]), sql`${vendors.citiesServed} @> array[${city}]::text[]`));
  return rows.map((row) => toVendorCard(row as CardRow));
}
