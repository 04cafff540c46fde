import { inArray, sql } from "drizzle-orm";
import { seedPortfolioImages } from "../../../art/vendors/generator.ts";
import type { Database } from "../../client.ts";
import { users, vendorPackages, vendorPortfolioImages, vendorRecommendations, vendorReviews, vendors } from "../../schema/index.ts";
import { REVIEWER_NAMES } from "./writing.ts";
import { reviewerEmail, reviewerId, SEED_RECOMMENDATIONS, SEED_VENDORS, type SeedVendor } from "./catalogue.ts";

export { SEED_VENDORS } from "./catalogue.ts";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

const DAY = 24 * 60 * 60 * 1000;

/**
 * Loads the vendor catalog: the couples who wrote the reviews (accounts without a password, so
 * nobody signs in as them), then every seed vendor not there yet (by slug) with its packages,
 * portfolio and reviews, then the friendor recommendations between vendors that were just added.
 * Vendors already present are left alone, whatever their owners changed.
 */
export async function seedVendors(
  tx: Transaction | Database,
  list: readonly SeedVendor[] = SEED_VENDORS,
  now = new Date(),
  { analyze = true }: { analyze?: boolean } = {},
): Promise<{ inserted: number }> {
  const existing = new Set((await tx.select({ slug: vendors.slug }).from(vendors).where(inArray(vendors.slug, list.map((v) => v.slug)))).map((r) => r.slug));
  const missing = list.filter((vendor) => !existing.has(vendor.slug));
  if (missing.length === 0) return { inserted: 0 };

  await tx
    .insert(users)
    .values(REVIEWER_NAMES.map((name, index) => ({ id: reviewerId(index), name, email: reviewerEmail(index), emailVerified: true, userType: "couple" })))
    .onConflictDoNothing();

  const inserted = await tx
    .insert(vendors)
    .values(
      missing.map(({ packages: _p, reviews, ...vendor }) => ({
        ...vendor,
        ownerId: null,
        published: true,
        reviewCount: reviews.length,
        ratingTotal: reviews.reduce((sum, r) => sum + r.rating, 0),
      })),
    )
    .onConflictDoNothing({ target: vendors.slug })
    .returning({ id: vendors.id, slug: vendors.slug });
  if (inserted.length === 0) return { inserted: 0 };

  const bySlug = new Map(missing.map((v) => [v.slug, v]));
  const packages: object[] = [];
  const images: object[] = [];
  const reviews: object[] = [];
  for (const { id, slug } of inserted) {
    const vendor = bySlug.get(slug)!;
    vendor.packages.forEach((pkg, position) => packages.push({ vendor_id: id, name: pkg.name, price: pkg.price, description: pkg.description, includes: pkg.includes, position }));
    for (const image of seedPortfolioImages(vendor)) {
      images.push({ vendor_id: id, storage_key: image.storageKey, url: image.url, thumb_url: image.thumbUrl, alt: image.alt, width: image.width, height: image.height, position: image.position });
    }
    for (const review of vendor.reviews) {
      const at = new Date(now.getTime() - review.daysAgo * DAY).toISOString();
      reviews.push({ vendor_id: id, user_id: reviewerId(review.reviewer), rating: review.rating, body: review.body, created_at: at });
    }
  }
  // One JSON parameter per table instead of thousands of bound values: quick on the embedded database.
  await tx.execute(
    sql`insert into ${vendorPackages} (vendor_id, name, price, description, includes, position)
        select vendor_id, name, price, description, array(select json_array_elements_text(includes)), position
        from json_to_recordset(${JSON.stringify(packages)}::json) as x(vendor_id uuid, name text, price int, description text, includes json, position int)`,
  );
  await tx.execute(
    sql`insert into ${vendorPortfolioImages} (vendor_id, storage_key, url, thumb_url, alt, width, height, position)
        select vendor_id, storage_key, url, thumb_url, alt, width, height, position
        from json_to_recordset(${JSON.stringify(images)}::json) as x(vendor_id uuid, storage_key text, url text, thumb_url text, alt text, width int, height int, position int)`,
  );
  await tx.execute(
    sql`insert into ${vendorReviews} (vendor_id, user_id, rating, body, created_at, updated_at)
        select vendor_id, user_id, rating, body, created_at, created_at
        from json_to_recordset(${JSON.stringify(reviews)}::json) as x(vendor_id uuid, user_id text, rating int, body text, created_at timestamptz)
        on conflict do nothing`,
  );
  const ids = new Map(inserted.map((row) => [row.slug, row.id]));
  const recommendations = SEED_RECOMMENDATIONS.filter((r) => ids.has(r.from) && ids.has(r.to)).map((r) => ({ vendor_id: ids.get(r.from), recommended_vendor_id: ids.get(r.to), note: r.note }));
  if (recommendations.length > 0) {
    await tx.execute(
      sql`insert into ${vendorRecommendations} (vendor_id, recommended_vendor_id, note)
          select vendor_id, recommended_vendor_id, note
          from json_to_recordset(${JSON.stringify(recommendations)}::json) as x(vendor_id uuid, recommended_vendor_id uuid, note text)
          on conflict do nothing`,
    );
  }
  if (analyze) await analyzeVendorTables(tx);
  return { inserted: inserted.length };
}

/** Fresh planner statistics after a bulk load, so listings use the right indexes from the first query. */
export async function analyzeVendorTables(tx: Transaction | Database): Promise<void> {
  await tx.execute(sql`analyze ${vendors}`);
  await tx.execute(sql`analyze ${vendorPortfolioImages}`);
  await tx.execute(sql`analyze ${vendorReviews}`);
}
