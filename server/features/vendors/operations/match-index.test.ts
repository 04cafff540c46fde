import { describe, expect, it } from "vitest";
import type { CityId } from "../../../../domain/cities.ts";
import type { VendorCategorySlug } from "../../../../domain/vendor-categories.ts";
import { categoryBudget, rankVendors, type MatchedVendor, type MatchFacts } from "../../../../domain/vendor-matching.ts";
import { VENDOR_STYLES, vendorMatchSchema, type VendorMatchInput } from "../../../../domain/vendors.ts";
import { createRng } from "../../../art/random.ts";
import { bestMatches, buildMatchIndex, styleBitsOf, type MatchableVendor } from "./match-index.ts";

type TestVendor = MatchFacts & MatchedVendor & MatchableVendor;

let made = 0;
function vendor(over: Partial<TestVendor>): TestVendor {
  made++;
  return {
    id: `00000000-0000-4000-8000-${String(made).padStart(12, "0")}`,
    slug: `vendor-${made}`,
    businessName: `Vendor ${made}`,
    category: "photographers",
    city: "columbus",
    citiesServed: ["columbus"],
    startingPrice: 3000,
    styles: [],
    rating: null,
    reviewCount: 0,
    responseTimeHours: 48,
    yearsInBusiness: 3,
    matchNameRank: 0,
    ...over,
  };
}

/** Sets matchNameRank as the snapshot does: localeCompare's order, equal for names that compare equal. */
function ranked(vendors: TestVendor[]): TestVendor[] {
  const sorted = [...vendors].sort((a, b) => a.businessName.localeCompare(b.businessName));
  sorted.forEach((v, i) => (v.matchNameRank = i > 0 && sorted[i - 1]!.businessName.localeCompare(v.businessName) === 0 ? sorted[i - 1]!.matchNameRank : i));
  return vendors;
}

/** The index's answer and rankVendors' (every vendor scored and sorted), as ids and scores. */
function bothAnswers(vendors: TestVendor[], input: VendorMatchInput, count = 3) {
  const category = input.categories[0]! as VendorCategorySlug;
  const index = buildMatchIndex(ranked(vendors), category, input.city as CityId, 3);
  const found = bestMatches(index, { budget: categoryBudget(input, category), guestCount: input.guestCount, styles: styleBitsOf(input.styles) }, count);
  const expected = rankVendors(vendors, input, count)[0]!.matches;
  return { found: found.map((w) => ({ id: w.vendor.id, score: w.score })), expected: expected.map((m) => ({ id: m.vendor.id, score: m.score })) };
}

const ask = (over: Partial<VendorMatchInput> = {}): VendorMatchInput =>
  vendorMatchSchema.parse({ city: "columbus", guestCount: 100, budget: 40_000, styles: ["rustic", "boho"], categories: ["photographers"], ...over });

describe("the matching index", () => {
  it("breaks ties as rankVendors does: score, then name, then id, whatever the points are made of", () => {
    // Photographers' share of $40,000 is $4,400: the same score 60 from 30 fixed (five-star reviews) + 30
    // (budget), and from 15 fixed (one review, replies, years) + 30 (budget) + 15 (one style).
    const vendors = [
      vendor({ businessName: "Same Name", startingPrice: 4000, rating: 5, reviewCount: 5, city: "nashville" }),
      vendor({ businessName: "Same Name", startingPrice: 4000, rating: 5, reviewCount: 5, city: "nashville" }),
      vendor({ businessName: "Another", startingPrice: 4400, rating: 5, reviewCount: 1, responseTimeHours: 24, yearsInBusiness: 12, styles: ["rustic"], city: "nashville" }),
      vendor({ businessName: "Zed", startingPrice: 4000, rating: 5, reviewCount: 5, city: "nashville" }),
    ];
    const { found, expected } = bothAnswers(vendors, ask());
    expect(expected.map((m) => m.score)).toEqual([60, 60, 60]);
    expect(found).toEqual(expected);
    expect(found[0]!.id).toBe(vendors[2]!.id);
    // Equal names: the smaller id first.
    expect(found.slice(1).map((m) => m.id)).toEqual([vendors[0]!.id, vendors[1]!.id]);
  });

  it("counts a vendor without a price (a starting price of 0) within every budget", () => {
    const vendors = [vendor({ startingPrice: 0, businessName: "Free Quote" }), vendor({ startingPrice: 9_000, rating: 4, reviewCount: 5, businessName: "Dear" })];
    const { found, expected } = bothAnswers(vendors, ask({ budget: 500 }));
    expect(found).toEqual(expected);
    expect(found[0]!.id).toBe(vendors[0]!.id);
  });

  it("finds winners who share no style with the couple, and a couple whose styles nobody lists", () => {
    const vendors = [vendor({ styles: ["glam"], rating: 4, reviewCount: 5 }), vendor({ styles: [], startingPrice: 100 }), vendor({ styles: ["modern", "classic"], startingPrice: 5_000 })];
    const asked: VendorMatchInput["styles"][] = [["rustic"], ["southern", "playful", "vintage", "garden"]];
    for (const styles of asked) {
      const { found, expected } = bothAnswers(vendors, ask({ styles }));
      expect(found).toHaveLength(3);
      expect(found).toEqual(expected);
    }
  });

  it("answers with fewer than three vendors in a budget class, or in the category", () => {
    const within = vendor({ startingPrice: 1_000 });
    const near = vendor({ startingPrice: 5_000, styles: ["boho"] });
    const over = [vendor({ startingPrice: 50_000, rating: 5, reviewCount: 9 }), vendor({ startingPrice: 80_000, styles: ["rustic", "boho"] })];
    expect(bothAnswers([within, near, ...over], ask()).found).toEqual(bothAnswers([within, near, ...over], ask()).expected);
    const one = bothAnswers([near], ask());
    expect(one.found).toEqual(one.expected);
    expect(one.found).toHaveLength(1);
    const none = bothAnswers([], ask());
    expect(none.found).toEqual([]);
  });

  it("finds a vendor a little over the budget behind better-rated vendors far over it", () => {
    // $5,000 is near the $4,400 share (15 points): 28.8 + 15 (+ 5 for the home city) beats 30 + 0 (+ 5) three times over.
    const far = [1, 2, 3].map(() => vendor({ startingPrice: 30_000, rating: 5, reviewCount: 5 }));
    const near = vendor({ startingPrice: 5_000, rating: 4.8, reviewCount: 5 });
    const { found, expected } = bothAnswers([...far, near], ask({ styles: ["glam"] }));
    expect(found).toEqual(expected);
    expect(found[0]).toEqual({ id: near.id, score: 48.8 });
  });

  it("scales per-guest prices with the guest count before placing a vendor in a budget class", () => {
    // Caterers' share of $40,000 is $12,000: $100 a guest fits 120 guests, not 200.
    const vendors = [vendor({ category: "caterers", startingPrice: 10_000, businessName: "Per Guest" }), vendor({ category: "caterers", startingPrice: 13_000, businessName: "Dearer", rating: 5, reviewCount: 1 })];
    for (const guestCount of [20, 120, 130, 200, 2_000]) {
      const { found, expected } = bothAnswers(vendors, ask({ categories: ["caterers"], guestCount }));
      expect(found).toEqual(expected);
    }
  });

  it("gives rankVendors' answer for random catalogs full of ties, for one match or more than it keeps", () => {
    const rng = createRng("match-index-equivalence");
    const names = ["Alba", "alba", "Bloom", "Émile", "Emile", "Zed", "Ôde", "Lumen"];
    const categories: VendorCategorySlug[] = ["photographers", "caterers", "bartenders", "florists"];
    for (let round = 0; round < 300; round++) {
      const category = rng.pick(categories);
      const size = rng.int(0, 60);
      const vendors = Array.from({ length: size }, () => {
        const reviewCount = rng.pick([0, 0, 1, 3, 5, 12]);
        return vendor({
          category,
          businessName: rng.pick(names),
          city: rng.pick(["columbus", "columbus", "nashville"] as CityId[]),
          startingPrice: rng.pick([0, 500, 1_000, 2_500, 4_000, 4_400, 5_000, 5_500, 12_000, 30_000]),
          styles: VENDOR_STYLES.filter(() => rng.chance(0.3)).map((s) => s.id),
          rating: reviewCount > 0 ? rng.pick([3.5, 4.2, 4.8, 5]) : null,
          reviewCount,
          responseTimeHours: rng.pick([1, 6, 12, 24, 48]),
          yearsInBusiness: rng.pick([2, 10, 15]),
        });
      });
      const input = ask({
        categories: [category],
        budget: rng.pick([500, 10_000, 40_000, 41_000, 100_000]),
        guestCount: rng.int(1, 400),
        styles: [rng.pick(VENDOR_STYLES).id, ...VENDOR_STYLES.filter(() => rng.chance(0.2)).map((s) => s.id)].slice(0, 4),
      });
      const count = rng.pick([1, 2, 3, 3, 3, 5]);
      const { found, expected } = bothAnswers(vendors, input, count);
      expect(found, JSON.stringify({ round, input, count })).toEqual(expected);
    }
  });
});
