import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CITIES } from "../../../../domain/cities.ts";
import { VENDOR_CATEGORIES } from "../../../../domain/vendor-categories.ts";
import { vendorListQuerySchema, vendorProfileSchema, vendorPackageSchema, vendorReviewSchema } from "../../../../domain/vendors.ts";
import { renderPortfolioImage } from "../../../art/vendors/portfolio.ts";
import { openTestDatabase } from "../../../test/harness.ts";
import type { DatabaseHandle } from "../../client.ts";
import { users, vendorPackages, vendorPortfolioImages, vendorRecommendations, vendorReviews, vendors } from "../../schema/index.ts";
import { SEED_VENDORS, seedVendors } from "./index.ts";

describe("the seed vendor catalog (as written)", () => {
  it("has at least three vendors per category per city, each valid as a profile a vendor could save", () => {
    for (const category of VENDOR_CATEGORIES) {
      for (const city of CITIES) {
        expect(SEED_VENDORS.filter((v) => v.category === category.slug && v.city === city.id).length, `${category.slug} in ${city.id}`).toBeGreaterThanOrEqual(3);
      }
    }
    expect(new Set(SEED_VENDORS.map((v) => v.slug)).size).toBe(SEED_VENDORS.length);
    expect(new Set(SEED_VENDORS.map((v) => v.businessName)).size).toBe(SEED_VENDORS.length);
    for (const vendor of SEED_VENDORS) {
      const parsed = vendorProfileSchema.safeParse(vendor);
      expect(parsed.success, `${vendor.slug}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
      expect(vendor.citiesServed[0]).toBe(vendor.city);
      expect(vendor.packages.length).toBeGreaterThanOrEqual(3);
      for (const pkg of vendor.packages) expect(vendorPackageSchema.safeParse(pkg).success).toBe(true);
      expect(vendor.startingPrice).toBe(Math.min(...vendor.packages.map((p) => p.price)));
      expect(vendor.reviews.length).toBeGreaterThanOrEqual(2);
      expect(new Set(vendor.reviews.map((r) => r.reviewer)).size).toBe(vendor.reviews.length);
      for (const review of vendor.reviews) expect(vendorReviewSchema.safeParse(review).success).toBe(true);
    }
  });

  it("draws different portfolio pictures for every vendor of a category", () => {
    for (const category of VENDOR_CATEGORIES) {
      const covers = SEED_VENDORS.filter((v) => v.category === category.slug).map((v) => renderPortfolioImage(v, 0).replace(/<title>.*<\/title>/, ""));
      expect(new Set(covers).size, category.slug).toBe(covers.length);
    }
  });

  it("parses list queries from the address bar", () => {
    expect(vendorListQuerySchema.parse({ styles: "rustic,boho", minRating: "4", page: "2" })).toMatchObject({ styles: ["rustic", "boho"], minRating: 4, page: 2, sort: "recommended" });
    expect(vendorListQuerySchema.safeParse({ category: "jugglers" }).success).toBe(false);
    expect(vendorListQuerySchema.safeParse({ minRating: "9" }).success).toBe(false);
  });
});

describe("seeding the vendor catalog", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
    await database.migrate();
  });
  afterAll(() => database.close());

  it("inserts every vendor published and unowned, with packages, portfolio, reviews by couples and friendors, once", async () => {
    const first = await seedVendors(database.db);
    expect(first.inserted).toBe(SEED_VENDORS.length);
    const [vendorRows] = await database.db.select({ n: count() }).from(vendors).where(eq(vendors.published, true));
    expect(vendorRows?.n).toBe(SEED_VENDORS.length);
    const [packages] = await database.db.select({ n: count() }).from(vendorPackages);
    expect(packages?.n).toBe(SEED_VENDORS.reduce((sum, v) => sum + v.packages.length, 0));
    const [images] = await database.db.select({ n: count() }).from(vendorPortfolioImages);
    expect(images?.n).toBeGreaterThanOrEqual(SEED_VENDORS.length * 3);
    const [recommendations] = await database.db.select({ n: count() }).from(vendorRecommendations);
    expect(recommendations?.n).toBeGreaterThanOrEqual(SEED_VENDORS.length);
    // Every review is a couple's, and each vendor's kept totals match its reviews.
    const reviewers = await database.db.selectDistinct({ type: users.userType }).from(vendorReviews).innerJoin(users, eq(users.id, vendorReviews.userId));
    expect(reviewers).toEqual([{ type: "couple" }]);
    const mismatched = await database.db.execute(
      sql`select v.slug from vendors v left join vendor_reviews r on r.vendor_id = v.id group by v.id having v.review_count <> count(r.id) or v.rating_total <> coalesce(sum(r.rating), 0)`,
    );
    expect((mismatched as unknown as { rows: unknown[] }).rows).toEqual([]);

    expect((await seedVendors(database.db)).inserted).toBe(0);
    const [again] = await database.db.select({ n: count() }).from(vendors);
    expect(again?.n).toBe(SEED_VENDORS.length);
  });
});
