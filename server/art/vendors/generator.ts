import { seedVendorBySlug, type SeedVendor } from "../../db/seed/vendors/catalogue.ts";
import type { MediaGenerator } from "../../storage/media-route.ts";
import { mediaUrl } from "../../storage/storage.ts";
import { PORTFOLIO_HEIGHT, PORTFOLIO_WIDTH, portfolioImageAlt, portfolioImageCount, renderPortfolioImage, type ArtVendor } from "./portfolio.ts";

/** Seed vendors' portfolio pictures are drawn on request from the slug (like the venue art). */

export const seedPortfolioKey = (slug: string, index: number) => `seed/vendors/${slug}/${index}.svg`;
export const seedPortfolioThumbKey = (slug: string, index: number) => `seed/vendors/${slug}/${index}-thumb.svg`;

export function seedPortfolioImages(vendor: ArtVendor) {
  return Array.from({ length: portfolioImageCount(vendor.slug) }, (_, index) => ({
    storageKey: seedPortfolioKey(vendor.slug, index),
    url: mediaUrl(seedPortfolioKey(vendor.slug, index)),
    thumbUrl: mediaUrl(seedPortfolioThumbKey(vendor.slug, index)),
    alt: portfolioImageAlt(vendor, index),
    width: PORTFOLIO_WIDTH,
    height: PORTFOLIO_HEIGHT,
    position: index,
  }));
}

const KEY = /^seed\/vendors\/([a-z0-9-]+)\/(\d+)(-thumb)?\.svg$/;

export function createVendorArtGenerator(lookup: (slug: string) => SeedVendor | undefined = seedVendorBySlug): MediaGenerator {
  const drawn = new Map<string, Uint8Array>();
  const MAX_DRAWN = 300;
  return async (key) => {
    const match = KEY.exec(key);
    if (!match) return null;
    const vendor = lookup(match[1] ?? "");
    const index = Number(match[2]);
    if (!vendor || !Number.isInteger(index) || index >= portfolioImageCount(vendor.slug)) return null;
    let body = drawn.get(key);
    if (!body) {
      body = new TextEncoder().encode(renderPortfolioImage(vendor, index, { thumb: Boolean(match[3]) }));
      drawn.set(key, body);
      if (drawn.size > MAX_DRAWN) drawn.delete(drawn.keys().next().value!);
    }
    return { body, contentType: "image/svg+xml" };
  };
}
