import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CategoryCount, VendorDetail, VendorListResult } from "../../../domain/vendor-cards.ts";
import type { CategoryMatches } from "../../../domain/vendor-matching.ts";
import { VENDOR_PAGE_SIZE } from "../../../domain/vendors.ts";
import { vendorProfileViews, vendors } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";

let t: TestApp;
let couple: Record<string, string>;
let otherCouple: Record<string, string>;
let vendorAccount: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ ADDRESS_RATE_LIMIT_SCALE: "100" });
  [couple, otherCouple, vendorAccount] = await Promise.all([t.signIn("couple"), t.signIn("couple"), t.signIn("vendor")]);
});
afterAll(() => t.close());

const json = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T;
const list = (query: string) => json<VendorListResult>(t.request("GET", `/api/vendors${query}`));

describe("vendor lists", () => {
  it("filters by category and city served, and pages through the results", async () => {
    const florists = await list("?category=florists&city=columbus");
    expect(florists.total).toBeGreaterThanOrEqual(3);
    for (const vendor of florists.vendors) {
      expect(vendor.category).toBe("florists");
      expect(vendor.citiesServed).toContain("columbus");
      expect(vendor.cover, JSON.stringify(vendor)).toBeTruthy();
      expect(vendor.cover?.url).toMatch(/^\/media\/seed\/vendors\//);
    }
    // Recommended puts vendors based in the city before those who travel in.
    const based = florists.vendors.map((v) => v.city === "columbus");
    expect(based).toEqual([...based].sort((a, b) => Number(b) - Number(a)));

    const all = await list("");
    expect(all.total).toBeGreaterThanOrEqual(144);
    expect(all.vendors).toHaveLength(VENDOR_PAGE_SIZE);
    expect(all.pageCount).toBe(Math.ceil(all.total / VENDOR_PAGE_SIZE));
    const second = await list("?page=2");
    expect(second.page).toBe(2);
    expect(second.vendors.map((v) => v.id)).not.toContain(all.vendors[0]!.id);
    const past = await list(`?page=${all.pageCount + 1}`);
    expect(past.vendors).toEqual([]);
    expect(past.total).toBe(all.total);
  });

  it("filters by price band, style and rating, sorts, and searches by name and words", async () => {
    const cheap = await list("?category=bakers&price=under500&sort=price_low");
    expect(cheap.total).toBeGreaterThan(0);
    const prices = cheap.vendors.map((v) => v.startingPrice);
    expect(prices.every((p) => p < 500)).toBe(true);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    const rustic = await list("?styles=rustic&category=caterers");
    expect(rustic.total).toBeGreaterThan(0);
    for (const vendor of rustic.vendors) expect(vendor.styles).toContain("rustic");

    const rated = await list("?minRating=5&sort=rating");
    for (const vendor of rated.vendors) expect(vendor.rating).toBe(5);

    const byName = await list(`?q=${encodeURIComponent("Tremont Sugar")}`);
    expect(byName.vendors[0]?.businessName).toBe("Tremont Sugar Works");
    const byWords = await list(`?q=${encodeURIComponent("dahlias")}&category=florists`);
    expect(byWords.total).toBeGreaterThan(0);
  });

  it("answers bad input with a 400 that names the field, never a 500", async () => {
    for (const query of ["?category=jugglers", "?city=paris", "?minRating=7", "?price=cheap", "?sort=random", "?page=0", `?q=${"x".repeat(201)}`, "?styles=gothic"]) {
      const response = await t.request("GET", `/api/vendors${query}`);
      expect(response.status, query).toBe(400);
      const body = await json<{ error: { code: string; fields?: Record<string, string[]> } }>(response);
      expect(body.error.code).toBe("invalid_input");
      expect(Object.keys(body.error.fields ?? {}).length, query).toBe(1);
    }
  });

  it("counts vendors per category for the tiles", async () => {
    const { categories } = await json<{ categories: CategoryCount[] }>(t.request("GET", "/api/vendors/categories?city=nashville"));
    expect(categories).toHaveLength(12);
    for (const entry of categories) expect(entry.count).toBeGreaterThanOrEqual(3);
  });
});

describe("a vendor profile", () => {
  it("has packages, portfolio, reviews and friendors, by slug or id; unknown or unpublished is a 404", async () => {
    const first = (await list("?category=photographers&city=cleveland")).vendors[0]!;
    const bySlug = await json<VendorDetail>(t.request("GET", `/api/vendors/${first.slug}`));
    const byId = await json<VendorDetail>(t.request("GET", `/api/vendors/${first.id}`));
    expect(byId).toEqual(bySlug);
    expect(bySlug.packages.length).toBeGreaterThanOrEqual(3);
    expect(bySlug.portfolio.length).toBeGreaterThanOrEqual(3);
    expect(bySlug.reviews.length).toBe(bySlug.reviewCount);
    expect(bySlug.reviews.length > 0 && bySlug.reviews.every((r) => r.sample)).toBe(true);
    expect(bySlug.recommendedBy.length + bySlug.recommends.length).toBeGreaterThan(0);
    expect((await t.request("GET", "/api/vendors/no-such-vendor")).status).toBe(404);
    expect((await t.request("GET", "/api/vendors/Not%20A%20Slug")).status).toBe(400);
    await t.database.db.update(vendors).set({ published: false }).where(eq(vendors.id, first.id));
    expect((await t.request("GET", `/api/vendors/${first.slug}`)).status).toBe(404);
    await t.database.db.update(vendors).set({ published: true }).where(eq(vendors.id, first.id));
  });

  it("counts views in the total and per day", async () => {
    const first = (await list("?category=officiants")).vendors[0]!;
    expect((await t.request("POST", `/api/vendors/${first.id}/views`)).status).toBe(200);
    expect((await t.request("POST", `/api/vendors/${first.id}/views`)).status).toBe(200);
    const [row] = await t.database.db.select().from(vendors).where(eq(vendors.id, first.id));
    expect(row?.viewCount).toBe(2);
    const [today] = await t.database.db.select().from(vendorProfileViews).where(eq(vendorProfileViews.vendorId, first.id));
    expect(today?.views).toBe(2);
    expect((await t.request("POST", "/api/vendors/00000000-0000-4000-8000-000000000000/views")).status).toBe(404);
    expect((await t.request("POST", "/api/vendors/not-an-id/views")).status).toBe(400);
  });
});

describe("reviews", () => {
  it("lets a signed-in couple post one review per vendor and edit it, keeping the average right", async () => {
    const vendor = (await list("?category=bartenders&city=cincinnati")).vendors[0]!;
    const before = await json<VendorDetail>(t.request("GET", `/api/vendors/${vendor.slug}`));
    const review = { rating: 5, body: "They poured our champagne toast right on cue and everyone loved the bar." };

    expect((await t.request("POST", `/api/vendors/${vendor.id}/reviews`, review)).status).toBe(401);
    const asVendor = await t.request("POST", `/api/vendors/${vendor.id}/reviews`, review, vendorAccount);
    expect(asVendor.status).toBe(403);

    expect(await json(t.request("GET", `/api/vendors/${vendor.id}/reviews/mine`, undefined, couple))).toEqual({ review: null });
    const created = await t.request("POST", `/api/vendors/${vendor.id}/reviews`, review, couple);
    expect(created.status).toBe(201);
    const again = await t.request("POST", `/api/vendors/${vendor.slug}/reviews`, { ...review, rating: 1 }, couple);
    expect(again.status).toBe(409);

    let after = await json<VendorDetail>(t.request("GET", `/api/vendors/${vendor.slug}`));
    expect(after.reviewCount).toBe(before.reviewCount + 1);
    expect(after.reviews[0]?.body).toBe(review.body);
    expect(after.reviews[0]?.author).not.toContain("@");
    // A real couple's review is not marked as a sample; the seeded catalog's are.
    expect(after.reviews[0]?.sample).toBe(false);

    const edited = await t.request("PUT", `/api/vendors/${vendor.id}/reviews/mine`, { rating: 3, body: "Good bar, but the line got long during the cocktail hour." }, couple);
    expect(edited.status).toBe(200);
    after = await json<VendorDetail>(t.request("GET", `/api/vendors/${vendor.slug}`));
    expect(after.reviewCount).toBe(before.reviewCount + 1);
    const total = after.reviews.reduce((sum, r) => sum + r.rating, 0);
    expect(after.rating).toBe(Math.round((total / after.reviewCount) * 10) / 10);
    expect(after.reviews.find((r) => r.body.startsWith("Good bar"))?.rating).toBe(3);

    // Another couple has no review to edit, and its own is separate.
    expect((await t.request("PUT", `/api/vendors/${vendor.id}/reviews/mine`, review, otherCouple)).status).toBe(404);
    expect((await t.request("POST", `/api/vendors/${vendor.id}/reviews`, review, otherCouple)).status).toBe(201);

    // A couple takes theirs back: gone from the profile, the totals follow, and it can be written anew.
    expect((await t.request("DELETE", `/api/vendors/${vendor.id}/reviews/mine`, undefined, couple)).status).toBe(200);
    expect((await t.request("DELETE", `/api/vendors/${vendor.id}/reviews/mine`, undefined, couple)).status).toBe(404);
    after = await json<VendorDetail>(t.request("GET", `/api/vendors/${vendor.slug}`));
    expect(after.reviewCount).toBe(before.reviewCount + 1);
    expect(after.reviews.some((r) => r.body.startsWith("Good bar"))).toBe(false);
    const remaining = after.reviews.reduce((sum, r) => sum + r.rating, 0);
    expect(after.rating).toBe(Math.round((remaining / after.reviewCount) * 10) / 10);
    expect(await json(t.request("GET", `/api/vendors/${vendor.id}/reviews/mine`, undefined, couple))).toEqual({ review: null });
    expect((await t.request("POST", `/api/vendors/${vendor.id}/reviews`, review, couple)).status).toBe(201);
  });

  it("keeps the vendor's review count and rating total equal to its published reviews through every write and moderation", async () => {
    const vendor = (await list("?category=hairmakeup&city=cleveland")).vendors[0]!;
    const admin = await t.signIn("admin");
    // What listings, matching and the snapshot read, against the reviews themselves.
    const totals = async () => {
      const [row] = await t.database.db
        .select({
          kept: vendors.reviewCount,
          keptTotal: vendors.ratingTotal,
          counted: sql<number>`(select count(*) from vendor_reviews r where r.vendor_id = ${vendor.id} and r.status = 'published')::int`,
          countedTotal: sql<number>`(select coalesce(sum(r.rating), 0) from vendor_reviews r where r.vendor_id = ${vendor.id} and r.status = 'published')::int`,
        })
        .from(vendors)
        .where(eq(vendors.id, vendor.id));
      if (!row) throw new Error("The vendor is gone.");
      expect(row.kept, "review_count").toBe(row.counted);
      expect(row.keptTotal, "rating_total").toBe(row.countedTotal);
      return row;
    };
    const start = await totals();

    const created = await json<{ review: { id: string } }>(t.request("POST", `/api/vendors/${vendor.id}/reviews`, { rating: 2, body: "The trial run was rushed and the look faded before the first dance." }, couple));
    expect((await totals()).kept).toBe(start.kept + 1);
    expect((await t.request("PUT", `/api/vendors/${vendor.id}/reviews/mine`, { rating: 5, body: "They fixed everything on the day and the look lasted all night long." }, couple)).status).toBe(200);
    expect((await totals()).keptTotal).toBe(start.keptTotal + 5);

    // An admin removes it (it stops counting), then publishes it again (it counts again).
    expect((await t.request("POST", `/api/admin/reviews/${created.review.id}/decision`, { action: "remove" }, admin)).status).toBe(200);
    expect((await totals()).kept).toBe(start.kept);
    expect((await t.request("POST", `/api/admin/reviews/${created.review.id}/decision`, { action: "publish" }, admin)).status).toBe(200);
    expect((await totals()).kept).toBe(start.kept + 1);
    // Publishing what already counts does not count it twice.
    expect((await t.request("POST", `/api/admin/reviews/${created.review.id}/decision`, { action: "publish" }, admin)).status).toBe(200);
    expect((await totals()).kept).toBe(start.kept + 1);

    // Listings (answered from the snapshot or the database) show the kept figures.
    const listed = (await list("?category=hairmakeup&city=cleveland&sort=name")).vendors;
    const page = await json<VendorDetail>(t.request("GET", `/api/vendors/${vendor.id}`));
    expect(page.reviewCount).toBe(start.kept + 1);
    if (listed.some((v) => v.id === vendor.id)) expect(listed.find((v) => v.id === vendor.id)!.reviewCount).toBe(start.kept + 1);

    expect((await t.request("DELETE", `/api/vendors/${vendor.id}/reviews/mine`, undefined, couple)).status).toBe(200);
    const end = await totals();
    expect([end.kept, end.keptTotal]).toEqual([start.kept, start.keptTotal]);
  });

  it("refuses bad reviews with a 400 that says what to fix, and changes nothing", async () => {
    const vendor = (await list("?category=decorators&city=nashville")).vendors[0]!;
    for (const body of [{ rating: 6, body: "x".repeat(30) }, { rating: 0, body: "x".repeat(30) }, { rating: 4, body: "Too short" }, { rating: 4, body: "x".repeat(2001) }, { rating: "five", body: "x".repeat(30) }, {}]) {
      const response = await t.request("POST", `/api/vendors/${vendor.id}/reviews`, body, couple);
      expect(response.status, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
    const after = await json<VendorDetail>(t.request("GET", `/api/vendors/${vendor.id}`));
    expect(after.reviewCount).toBe(vendor.reviewCount);
    expect((await t.request("POST", "/api/vendors/00000000-0000-4000-8000-000000000000/reviews", { rating: 4, body: "x".repeat(30) }, couple)).status).toBe(404);
  });
});

describe("matching", () => {
  const questionnaire = { city: "nashville", weddingDate: "2027-06-12", guestCount: 120, budget: 40000, styles: ["rustic", "southern"], categories: ["photographers", "caterers", "florists"] };

  it("ranks vendors working in the city per category, with the reasons that add up to each score", async () => {
    const response = await t.request("POST", "/api/vendors/match", questionnaire);
    expect(response.status).toBe(200);
    const { categories } = await json<{ categories: CategoryMatches[] }>(response);
    expect(categories.map((c) => c.category)).toEqual(["photographers", "caterers", "florists"]);
    for (const category of categories) {
      expect(category.matches.length).toBeGreaterThan(0);
      const scores = category.matches.map((m) => m.score);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      for (const match of category.matches) {
        // A match carries the fields the match page shows; the profile has the rest.
        expect(Object.keys(match.vendor)).toEqual(["id", "slug", "businessName", "category", "city", "startingPrice", "rating", "reviewCount"]);
        expect((await json<VendorDetail>(t.request("GET", `/api/vendors/${match.vendor.slug}`))).citiesServed).toContain("nashville");
        expect(match.vendor.category).toBe(category.category);
        expect(match.reasons.length).toBeGreaterThan(0);
        expect(match.score).toBeCloseTo(match.reasons.reduce((sum, r) => sum + r.points, 0), 5);
      }
    }
    expect(categories[1]?.budget).toBe(12000);
  });

  it("answers an incomplete questionnaire with a 400 naming the field", async () => {
    for (const [field, value] of [["city", "paris"], ["guestCount", 0], ["budget", 100], ["styles", []], ["categories", ["jugglers"]], ["weddingDate", "June"]] as const) {
      const response = await t.request("POST", "/api/vendors/match", { ...questionnaire, [field]: value });
      expect(response.status, field).toBe(400);
      const body = await json<{ error: { fields?: Record<string, string[]> } }>(response);
      expect(Object.keys(body.error.fields ?? {}).some((key) => key.startsWith(field)), field).toBe(true);
    }
  });
});
