import { and, count, desc, eq, gte, like, or, sql } from "drizzle-orm";
import type { VendorProfileInput } from "../../../../domain/vendors.ts";
import type { Principal } from "../../../auth/principal.ts";
import type { Database } from "../../../db/client.ts";
import { vendorInquiries, vendorPackages, vendorPortfolioImages, vendorProfileViews, vendors } from "../../../db/schema/index.ts";
import { ApiError } from "../../../http/errors.ts";
import { isUniqueViolation } from "../../../db/errors.ts";
import { slugify } from "../../../db/slugs.ts";
import type { VendorRow } from "../ownership.ts";
import { imagesOf, packagesOf, type VendorDashboardDeps } from "./deps.ts";
import { recommendationsOf } from "./friendors.ts";

/** The editable profile, as the schema names it (the columns share the names). */
const profileOf = (row: VendorRow) => ({
  businessName: row.businessName,
  category: row.category,
  city: row.city,
  citiesServed: row.citiesServed,
  summary: row.summary,
  description: row.description,
  startingPrice: row.startingPrice,
  styles: row.styles,
  yearsInBusiness: row.yearsInBusiness,
  responseTimeHours: row.responseTimeHours,
  website: row.website,
  phone: row.phone,
});

/** The home city is always among the cities served. */
const withHomeCity = (input: VendorProfileInput) => ({ ...input, citiesServed: [...new Set([input.city, ...input.citiesServed])] });

/** The caller's vendor profiles (usually one), with their open inquiries. */
export async function listMyVendors({ db }: VendorDashboardDeps, principal: Principal) {
  const rows = await db
    .select({
      id: vendors.id,
      slug: vendors.slug,
      businessName: vendors.businessName,
      category: vendors.category,
      city: vendors.city,
      published: vendors.published,
      viewCount: vendors.viewCount,
      newInquiries: sql<number>`(select count(*)::int from vendor_inquiries i where i.vendor_id = ${vendors.id} and i.status = 'new')`,
    })
    .from(vendors)
    .where(eq(vendors.ownerId, principal.userId))
    .orderBy(vendors.businessName);
  return { vendors: rows };
}

async function uniqueVendorSlug(db: Database, name: string, city: string): Promise<string> {
  const base = slugify(name);
  const withCity = base.endsWith(`-${city}`) ? base : `${base}-${city}`;
  const taken = new Set((await db.select({ slug: vendors.slug }).from(vendors).where(or(eq(vendors.slug, base), like(vendors.slug, `${withCity}%`)))).map((r) => r.slug));
  if (!taken.has(base)) return base;
  if (!taken.has(withCity)) return withCity;
  for (let n = 2; ; n++) if (!taken.has(`${withCity}-${n}`)) return `${withCity}-${n}`;
}

/** A new, unpublished profile owned by the caller (for businesses not already in the catalog). */
export async function createVendor({ db }: VendorDashboardDeps, principal: Principal, input: VendorProfileInput) {
  const values = withHomeCity(input);
  for (let attempt = 0; ; attempt++) {
    const slug = await uniqueVendorSlug(db, input.businessName, input.city);
    try {
      const [row] = await db
        .insert(vendors)
        .values({ ...values, slug: attempt === 0 ? slug : `${slug}-${Math.random().toString(36).slice(2, 6)}`, ownerId: principal.userId, published: false })
        .returning();
      return { vendor: { id: row!.id, slug: row!.slug } };
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
    }
  }
}

/** Views over the last 30 days, per day, next to the running total. */
async function viewsOf(db: Database, row: VendorRow) {
  const since = new Date(Date.now() - 29 * 24 * 3600_000).toISOString().slice(0, 10);
  const days = await db
    .select({ day: vendorProfileViews.day, views: vendorProfileViews.views })
    .from(vendorProfileViews)
    .where(and(eq(vendorProfileViews.vendorId, row.id), gte(vendorProfileViews.day, since)))
    .orderBy(desc(vendorProfileViews.day));
  return { total: row.viewCount, last30Days: days.reduce((sum, d) => sum + d.views, 0), days };
}

/** Everything the dashboard shows about one profile. */
export async function getVendorDashboard({ db }: VendorDashboardDeps, row: VendorRow) {
  const [packages, images, recommendations, views, inquiryCounts] = await Promise.all([
    packagesOf(db, row.id),
    imagesOf(db, row.id),
    recommendationsOf(db, row.id),
    viewsOf(db, row),
    db.select({ status: vendorInquiries.status, n: count() }).from(vendorInquiries).where(eq(vendorInquiries.vendorId, row.id)).groupBy(vendorInquiries.status),
  ]);
  return {
    vendor: { id: row.id, slug: row.slug, published: row.published, reviewCount: row.reviewCount, ratingTotal: row.ratingTotal, updatedAt: row.updatedAt, ...profileOf(row) },
    packages,
    images,
    recommendations,
    views,
    inquiries: Object.fromEntries(inquiryCounts.map((r) => [r.status, r.n])) as Partial<Record<"new" | "replied" | "booked" | "declined", number>>,
  };
}

export async function updateVendorProfile({ db }: VendorDashboardDeps, row: VendorRow, input: VendorProfileInput) {
  const [updated] = await db.update(vendors).set({ ...withHomeCity(input), updatedAt: sql`now()` }).where(eq(vendors.id, row.id)).returning();
  return { vendor: { id: updated!.id, slug: updated!.slug, published: updated!.published, ...profileOf(updated!) } };
}

/** Publishing needs the basics couples read first: a description and a package or a photo. */
export async function publishVendor({ db }: VendorDashboardDeps, row: VendorRow) {
  const [[packages], [images]] = await Promise.all([
    db.select({ n: count() }).from(vendorPackages).where(eq(vendorPackages.vendorId, row.id)),
    db.select({ n: count() }).from(vendorPortfolioImages).where(eq(vendorPortfolioImages.vendorId, row.id)),
  ]);
  if (row.description.trim().length < 80 || row.summary.trim().length < 20) {
    throw new ApiError(409, "profile_incomplete", "Add a summary and a description of at least 80 characters before publishing.");
  }
  if ((packages?.n ?? 0) === 0 && (images?.n ?? 0) === 0) {
    throw new ApiError(409, "profile_incomplete", "Add at least one package or one portfolio photo before publishing.");
  }
  await db.update(vendors).set({ published: true, updatedAt: sql`now()` }).where(eq(vendors.id, row.id));
  return { published: true };
}

export async function unpublishVendor({ db }: VendorDashboardDeps, row: VendorRow) {
  await db.update(vendors).set({ published: false, updatedAt: sql`now()` }).where(eq(vendors.id, row.id));
  return { published: false };
}
