import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CITIES } from "../../../../domain/cities.ts";
import { VENDOR_CATEGORIES } from "../../../../domain/vendor-categories.ts";
import { vendorPackageSchema, vendorProfileSchema, vendorReviewSchema } from "../../../../domain/vendors.ts";
import { createVendorArtGenerator, seedPortfolioImages } from "../../../art/vendors/generator.ts";
import { openTestDatabase } from "../../../test/harness.ts";
import type { DatabaseHandle } from "../../client.ts";
import { vendorPackages, vendorPortfolioImages, vendorReviews, vendors } from "../../schema/index.ts";
import { seedScaleVendors } from "../scale.ts";
import { SEED_VENDORS, seedVendors } from "./index.ts";
import { seedVendorBySlug } from "./catalogue.ts";
import { SCALE_REVIEWER_COUNT, SCALE_VENDOR_COUNT, scaleVendor, scaleVendors } from "./scale.ts";

describe("the scale vendor catalog's generator", () => {
  const all = scaleVendors(0, SCALE_VENDOR_COUNT);

  it("makes 10,000 vendors with the written ones, valid profiles with unique slugs, the same every time", () => {
    expect(all.length + SEED_VENDORS.length).toBe(10_000);
    expect(new Set([...all, ...SEED_VENDORS].map((v) => v.slug)).size).toBe(10_000);
    for (const vendor of all.slice(0, 2000)) {
      const { packages, reviews } = vendor;
      const parsed = vendorProfileSchema.safeParse(vendor);
      expect(parsed.success ? [] : parsed.error.issues, vendor.slug).toEqual([]);
      for (const pkg of packages) expect(vendorPackageSchema.safeParse(pkg).success, vendor.slug).toBe(true);
      for (const review of reviews) expect(vendorReviewSchema.safeParse(review).success, vendor.slug).toBe(true);
      expect(new Set(reviews.map((r) => r.reviewer)).size).toBe(reviews.length);
      expect(vendor.startingPrice).toBe(Math.min(...packages.map((p) => p.price)));
      expect(vendor.citiesServed[0]).toBe(vendor.city);
    }
    expect(scaleVendor(4321)).toEqual(all[4321]);
  });

  it("spreads like a real directory: every category in every city, more photographers than officiants, a long tail of reviews", () => {
    for (const city of CITIES) {
      for (const category of VENDOR_CATEGORIES) {
        expect(all.filter((v) => v.city === city.id && v.category === category.slug).length, `${category.slug} in ${city.id}`).toBeGreaterThan(50);
      }
    }
    const inCategory = (slug: string) => all.filter((v) => v.category === slug).length;
    expect(inCategory("photographers")).toBeGreaterThan(3 * inCategory("officiants"));
    const counts = all.map((v) => v.reviews.length);
    const none = counts.filter((n) => n === 0).length / all.length;
    expect(none).toBeGreaterThan(0.15);
    expect(none).toBeLessThan(0.25);
    const mean = counts.reduce((a, b) => a + b, 0) / counts.length;
    expect(mean).toBeGreaterThan(4);
    expect(mean).toBeLessThan(8);
    expect(Math.max(...counts)).toBeGreaterThanOrEqual(40);
    expect(Math.max(...all.flatMap((v) => v.reviews.map((r) => r.reviewer)))).toBeLessThan(40 + SCALE_REVIEWER_COUNT);
  });

  it("finds a scale vendor by its slug for its portfolio pictures, and nothing for a look-alike slug", async () => {
    const vendor = all[77]!;
    expect(seedVendorBySlug(vendor.slug)).toEqual(vendor);
    expect(seedVendorBySlug(`${vendor.slug}0`)).toBeUndefined();
    expect(seedVendorBySlug("not-a-vendor-77")).toBeUndefined();
    const art = createVendorArtGenerator();
    const picture = await art(seedPortfolioImages(vendor)[0]!.storageKey);
    expect(picture?.contentType).toBe("image/svg+xml");
  });
});

describe("seeding the scale vendor catalog", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
    await database.migrate();
    await seedVendors(database.db);
  });
  afterAll(() => database.close());

  it("inserts published vendors in batches with packages, portfolios and reviews, the same rows every time, and nothing twice", async () => {
    expect(await seedScaleVendors(database.db, { count: 30, batchSize: 12 })).toEqual({ inserted: 30 });
    expect(await seedScaleVendors(database.db, { count: 45, batchSize: 12 })).toEqual({ inserted: 15 });
    expect(await seedScaleVendors(database.db, { count: 45, batchSize: 12 })).toEqual({ inserted: 0 });

    const expected = scaleVendors(0, 45);
    const [vendorCount] = await database.db.select({ n: count() }).from(vendors);
    expect(vendorCount?.n).toBe(SEED_VENDORS.length + 45);
    const rows = await database.db
      .select({ slug: vendors.slug, reviewCount: vendors.reviewCount, ratingTotal: vendors.ratingTotal, startingPrice: vendors.startingPrice, published: vendors.published })
      .from(vendors)
      .where(sql`${vendors.slug} in ${expected.map((v) => v.slug)}`);
    expect(rows).toHaveLength(45);
    for (const vendor of expected) {
      const row = rows.find((r) => r.slug === vendor.slug)!;
      expect(row).toEqual({
        slug: vendor.slug,
        reviewCount: vendor.reviews.length,
        ratingTotal: vendor.reviews.reduce((sum, r) => sum + r.rating, 0),
        startingPrice: vendor.startingPrice,
        published: true,
      });
    }
    const [reviewCount] = await database.db.select({ n: count() }).from(vendorReviews).innerJoin(vendors, eq(vendors.id, vendorReviews.vendorId)).where(sql`${vendors.slug} in ${expected.map((v) => v.slug)}`);
    expect(reviewCount?.n).toBe(expected.reduce((sum, v) => sum + v.reviews.length, 0));
    const [packageCount] = await database.db.select({ n: count() }).from(vendorPackages).innerJoin(vendors, eq(vendors.id, vendorPackages.vendorId)).where(sql`${vendors.slug} in ${expected.map((v) => v.slug)}`);
    expect(packageCount?.n).toBe(expected.reduce((sum, v) => sum + v.packages.length, 0));
    const first = expected[0]!;
    const images = await database.db
      .select({ url: vendorPortfolioImages.url })
      .from(vendorPortfolioImages)
      .innerJoin(vendors, eq(vendors.id, vendorPortfolioImages.vendorId))
      .where(eq(vendors.slug, first.slug));
    expect(images.map((i) => i.url).sort()).toEqual(seedPortfolioImages(first).map((i) => i.url).sort());
  });
});
