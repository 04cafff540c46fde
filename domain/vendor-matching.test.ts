import { describe, expect, it } from "vitest";
import type { VendorCard } from "./vendor-cards.ts";
import { categoryBudget, estimatedCost, MATCH_POINTS, MATCH_VARIABLE_MAX, matchFixedPoints, matchScore, matchVariablePoints, rankVendors, scoreVendor, wholeDollars } from "./vendor-matching.ts";
import { publicAuthorName } from "./vendor-cards.ts";
import { vendorMatchSchema, type VendorMatchInput } from "./vendors.ts";

const card = (over: Partial<VendorCard>): VendorCard => ({
  id: over.id ?? "00000000-0000-4000-8000-000000000001",
  slug: "a",
  businessName: "A",
  category: "photographers",
  city: "columbus",
  citiesServed: ["columbus"],
  summary: "",
  startingPrice: 3000,
  styles: [],
  rating: null,
  reviewCount: 0,
  responseTimeHours: 48,
  yearsInBusiness: 3,
  cover: null,
  claimed: false,
  ...over,
});

const input: VendorMatchInput = { city: "columbus", guestCount: 100, budget: 40000, styles: ["rustic", "boho"], categories: ["photographers", "caterers"], weddingDate: null };

describe("vendor matching", () => {
  it("leaves out vendors who don't work in the city", () => {
    expect(scoreVendor(card({ citiesServed: ["nashville"], city: "nashville" }), input)).toBeNull();
    expect(scoreVendor(card({ citiesServed: ["nashville", "columbus"], city: "nashville" }), input)).not.toBeNull();
  });

  it("gives points for budget fit, style, reviews, replies, experience and home city, each with its reason", () => {
    // Photography's share of $40,000 is $4,400.
    const fits = scoreVendor(card({ startingPrice: 4000, styles: ["rustic", "boho", "classic"], rating: 5, reviewCount: 5, responseTimeHours: 4, yearsInBusiness: 12 }), input)!;
    expect(fits.reasons.map((r) => r.points)).toEqual([MATCH_POINTS.withinBudget, MATCH_POINTS.maxStyle, 30, MATCH_POINTS.fastReply, MATCH_POINTS.experienced, MATCH_POINTS.homeCity]);
    expect(fits.reasons[0]!.text).toBe("Fits your budget: from $4,000, within the $4,400 typical share");
    expect(fits.reasons[1]!.text).toBe("Matches your style: Rustic, Boho");
    expect(fits.score).toBe(30 + 30 + 30 + 8 + 5 + 5);

    const near = scoreVendor(card({ startingPrice: 5000 }), input)!;
    expect(near.reasons[0]).toMatchObject({ points: MATCH_POINTS.nearBudget });
    const over = scoreVendor(card({ startingPrice: 9000 }), input)!;
    expect(over.reasons[0]).toMatchObject({ points: 0 });
    expect(over.reasons[0]!.text).toMatch(/^Above your budget/);
  });

  it("weighs a rating by how many reviews back it", () => {
    const one = scoreVendor(card({ rating: 5, reviewCount: 1, startingPrice: 99999 }), input)!;
    const five = scoreVendor(card({ rating: 4, reviewCount: 5, startingPrice: 99999 }), input)!;
    expect(one.reasons.find((r) => r.text.startsWith("Rated"))!.points).toBe(6);
    expect(five.reasons.find((r) => r.text.startsWith("Rated"))!.points).toBe(24);
  });

  it("scales per-guest categories to the guest count", () => {
    expect(estimatedCost({ category: "caterers", startingPrice: 5000 }, 150)).toBe(7500);
    expect(estimatedCost({ category: "photographers", startingPrice: 5000 }, 150)).toBe(5000);
  });

  it("ranks per category in navigation order, best first, ties by name, at most three", () => {
    const vendors = [
      card({ id: "1", businessName: "Zinnia Photo", startingPrice: 2000 }),
      card({ id: "2", businessName: "Aster Photo", startingPrice: 2000 }),
      card({ id: "3", businessName: "Pricey Photo", startingPrice: 20000 }),
      card({ id: "4", businessName: "Best Photo", startingPrice: 2000, styles: ["rustic"] }),
      card({ id: "5", businessName: "Far Away Photo", startingPrice: 100, citiesServed: ["nashville"], city: "nashville" }),
      card({ id: "6", businessName: "Feast", category: "caterers", startingPrice: 5000 }),
    ];
    const ranked = rankVendors(vendors, { ...input, categories: ["caterers", "photographers"] });
    expect(ranked.map((c) => c.category)).toEqual(["photographers", "caterers"]);
    expect(ranked[0]!.matches.map((m) => m.vendor.businessName)).toEqual(["Best Photo", "Aster Photo", "Zinnia Photo"]);
    expect(ranked[1]!.budget).toBe(12000);
  });

  it("validates the questionnaire", () => {
    expect(vendorMatchSchema.safeParse({ ...input, guestCount: "120", budget: "35000" }).success).toBe(true);
    expect(vendorMatchSchema.safeParse({ ...input, categories: [] }).success).toBe(false);
    expect(vendorMatchSchema.safeParse({ ...input, budget: 200 }).success).toBe(false);
  });

  it("shows reviewers by first name and initial", () => {
    expect(publicAuthorName("Jane Marie Smith")).toBe("Jane S.");
    expect(publicAuthorName("Maya & Daniel")).toBe("Maya & Daniel");
    expect(publicAuthorName("  ")).toBe("A Serviceberry couple");
  });
});

describe("matchScore by parts", () => {
  it("gives scoreVendor's score, and fixed plus variable points add up to the same number", () => {
    let seed = 7;
    const next = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const cities = ["cleveland", "columbus", "cincinnati", "nashville"] as const;
    const categories = ["photographers", "caterers", "bartenders", "florists", "officiants"] as const;
    const styles = ["classic", "modern", "rustic", "boho", "glam"] as const;
    for (let i = 0; i < 2000; i++) {
      const reviewCount = Math.floor(next() * 12);
      const vendor = card({
        category: categories[Math.floor(next() * categories.length)]!,
        city: cities[Math.floor(next() * 4)]!,
        citiesServed: [...cities],
        startingPrice: Math.floor(next() * 9000),
        styles: styles.filter(() => next() < 0.4),
        reviewCount,
        rating: reviewCount > 0 ? Math.round((1 + next() * 4) * 10) / 10 : null,
        responseTimeHours: [1, 4, 6, 12, 24, 48][Math.floor(next() * 6)]!,
        yearsInBusiness: Math.floor(next() * 25),
      });
      const couple: VendorMatchInput = { ...input, city: cities[Math.floor(next() * 4)]!, guestCount: 20 + Math.floor(next() * 300), budget: 5000 + Math.floor(next() * 90000), styles: styles.filter(() => next() < 0.3) };
      const score = matchScore(vendor, couple);
      expect(score).toBe(scoreVendor(vendor, couple)!.score);
      const shared = couple.styles.filter((s) => vendor.styles.includes(s)).length;
      const fixed = matchFixedPoints(vendor, couple.city);
      const byParts = Math.round((matchVariablePoints(estimatedCost(vendor, couple.guestCount), categoryBudget(couple, vendor.category), shared) + fixed) * 10) / 10;
      expect(byParts).toBe(score);
      expect(score!).toBeLessThanOrEqual(fixed + MATCH_VARIABLE_MAX);
    }
  });
});

describe("wholeDollars", () => {
  it("writes what toLocaleString does for every amount a match shows", () => {
    for (const value of [0, 7, 42, 999, 1000, 1850, 12500, 999999, 1000000, 10000000, 123456789, -1500, 1234.5]) {
      expect(wholeDollars(value)).toBe(`$${value.toLocaleString("en-US")}`);
    }
  });
});
