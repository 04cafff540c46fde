import { describe, expect, it } from "vitest";
import { CITIES } from "../../../../domain/cities.ts";
import { venueListingSchema } from "../../../../domain/venues.ts";
import { SEED_VENUES } from "./catalogue.ts";

const sentences = (text: string) => text.split(/(?<=[.!?])\s+(?=[A-Z"])/).filter(Boolean);

describe("seed venue catalogue", () => {
  it.each(SEED_VENUES.map((v) => [v.slug, v] as const))("%s passes the listing schema unchanged", (_slug, venue) => {
    const { slug: _s, contactEmail: _c, tour: _t, ...listing } = venue;
    const parsed = venueListingSchema.safeParse(listing);
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
    // Nothing is trimmed or defaulted away: the data is stored exactly as written.
    expect(parsed.data).toEqual(listing);
  });

  it("has at least 12 venues per city (16 written) and 60+ in all, so '50+ venues' stays true", () => {
    for (const city of CITIES) expect(SEED_VENUES.filter((v) => v.city === city.id).length).toBeGreaterThanOrEqual(12);
    expect(SEED_VENUES.length).toBeGreaterThanOrEqual(60);
  });

  it("has unique slugs and names, and contact details derived from the slug", () => {
    expect(new Set(SEED_VENUES.map((v) => v.slug)).size).toBe(SEED_VENUES.length);
    expect(new Set(SEED_VENUES.map((v) => v.name.toLowerCase())).size).toBe(SEED_VENUES.length);
    expect(new Set(SEED_VENUES.map((v) => v.phone)).size).toBe(SEED_VENUES.length);
    for (const v of SEED_VENUES) {
      expect(v.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(v.contactEmail).toBe(`events@${v.slug}.example.com`);
      expect(["", `https://${v.slug}.example.com`]).toContain(v.website);
      expect(v.phone).toMatch(/^\+1(216|440|614|513|615)55501\d\d$/);
    }
  });

  it("reads like a listing: one-sentence summary, 3-5 sentence description, 3-6 inclusions, 2-5 rules", () => {
    for (const v of SEED_VENUES) {
      expect(sentences(v.summary), v.slug).toHaveLength(1);
      expect(v.summary.length).toBeLessThanOrEqual(280);
      expect(sentences(v.description).length, v.slug).toBeGreaterThanOrEqual(3);
      expect(sentences(v.description).length, v.slug).toBeLessThanOrEqual(5);
      expect(v.priceIncludes.length, v.slug).toBeGreaterThanOrEqual(3);
      expect(v.priceIncludes.length, v.slug).toBeLessThanOrEqual(6);
      expect(v.rules.length, v.slug).toBeGreaterThanOrEqual(2);
      expect(v.rules.length, v.slug).toBeLessThanOrEqual(5);
      expect(v.styles.length).toBeLessThanOrEqual(4);
      expect(v.parking && v.accessibility && v.accommodation && v.neighborhood, v.slug).toBeTruthy();
    }
  });

  it("prices match their tier: a 100-guest Saturday lands in (or near) the tier's band", () => {
    const bands: Record<number, [number, number]> = { 1: [0, 10_000], 2: [7_000, 17_000], 3: [13_000, 28_000], 4: [22_000, 60_000] };
    for (const v of SEED_VENUES) {
      const estimate = (v.rentalFeeMin + v.rentalFeeMax) / 2 + ((v.perGuestMin + v.perGuestMax) / 2) * 100;
      const [low, high] = bands[v.priceTier]!;
      expect(estimate, `${v.slug} tier ${v.priceTier}`).toBeGreaterThanOrEqual(low);
      expect(estimate, `${v.slug} tier ${v.priceTier}`).toBeLessThanOrEqual(high);
    }
  });

  it("amenities agree with the catering and alcohol policies", () => {
    for (const v of SEED_VENUES) {
      if (v.catering === "in_house") {
        expect(v.amenities, v.slug).toContain("in_house_catering");
        expect(v.amenities, v.slug).not.toContain("outside_catering");
      } else expect(v.amenities, v.slug).toContain("outside_catering");
      if (v.alcohol === "in_house") expect(v.amenities, v.slug).toContain("bar_service");
      if (v.alcohol === "byob") expect(v.amenities, v.slug).toContain("byob");
      if (v.amenities.includes("accommodation")) expect(v.accommodation, v.slug).toMatch(/room|bedroom|suite|farmhouse/i);
    }
  });

  it("every city has a spread of styles, sizes (40 to 600 guests) and all four price tiers", () => {
    for (const city of CITIES) {
      const list = SEED_VENUES.filter((v) => v.city === city.id);
      expect(new Set(list.flatMap((v) => v.styles)).size, city.id).toBeGreaterThanOrEqual(9);
      expect(new Set(list.map((v) => v.priceTier)), city.id).toEqual(new Set([1, 2, 3, 4]));
      expect(Math.min(...list.map((v) => v.seatedCapacity)), city.id).toBeLessThanOrEqual(60);
      expect(Math.max(...list.map((v) => v.standingCapacity)), city.id).toBeGreaterThanOrEqual(500);
      expect(new Set(list.map((v) => v.setting)).size, city.id).toBe(3);
    }
    expect(Math.min(...SEED_VENUES.map((v) => v.seatedCapacity))).toBe(40);
    expect(Math.max(...SEED_VENUES.map((v) => v.standingCapacity))).toBe(600);
  });

  it("about one in three venues has a 3D tour, in every city", () => {
    const share = SEED_VENUES.filter((v) => v.tour).length / SEED_VENUES.length;
    expect(share).toBeGreaterThan(0.25);
    expect(share).toBeLessThan(0.45);
    for (const city of CITIES) expect(SEED_VENUES.some((v) => v.city === city.id && v.tour)).toBe(true);
  });
});
