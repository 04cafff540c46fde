import { seedVenueBySlug } from "../../db/seed/venues/catalogue.ts";
import type { SeedVenue } from "../../db/seed/venues/types.ts";
import type { MediaFile, MediaGenerator } from "../../storage/media-route.ts";
import { mediaUrl, type FileStorage } from "../../storage/storage.ts";
import { renderPanoramaJpeg } from "./panorama.ts";
import { IMAGE_HEIGHT, IMAGE_WIDTH, renderVenueImage, venueImageAlt, venueImageCount, type ArtVenue } from "./scenes.ts";

/**
 * Seed venues' pictures are drawn by the product, on request, from the venue's slug: gallery scenes
 * as SVG, and 3D-tour panoramas as JPEG (rendered once, then kept in storage under `cache/`).
 */

/** Bump when the drawings change, so cached panoramas are drawn again (2: seasons and per-venue palettes). */
const ART_VERSION = 2;

export const seedImageKey = (slug: string, index: number) => `seed/venues/${slug}/${index}.svg`;
export const seedThumbKey = (slug: string, index: number) => `seed/venues/${slug}/${index}-thumb.svg`;
export const seedPanoramaKey = (slug: string) => `seed/panoramas/${slug}.jpg`;
export const panoramaCacheKey = (slug: string) => `cache/panoramas/${slug}-v${ART_VERSION}.jpg`;

export interface SeedImageRow {
  url: string;
  thumbUrl: string;
  alt: string;
  width: number;
  height: number;
  position: number;
}

/** The gallery rows for a seed venue (4 to 6 images). */
export function seedVenueImages(venue: ArtVenue): SeedImageRow[] {
  return Array.from({ length: venueImageCount(venue.slug) }, (_, index) => ({
    url: mediaUrl(seedImageKey(venue.slug, index)),
    thumbUrl: mediaUrl(seedThumbKey(venue.slug, index)),
    alt: venueImageAlt(venue, index),
    width: IMAGE_WIDTH,
    height: IMAGE_HEIGHT,
    position: index,
  }));
}

export function seedPanoramaUrl(venue: SeedVenue): string | null {
  return venue.tour ? mediaUrl(seedPanoramaKey(venue.slug)) : null;
}

const IMAGE_KEY = /^seed\/venues\/([a-z0-9-]+)\/(\d+)(-thumb)?\.svg$/;
const PANORAMA_KEY = /^seed\/panoramas\/([a-z0-9-]+)\.jpg$/;

export function createVenueArtGenerator(storage: FileStorage, lookup: (slug: string) => SeedVenue | undefined = seedVenueBySlug): MediaGenerator {
  // One render per panorama at a time in this process; others wait for it.
  const rendering = new Map<string, Promise<MediaFile>>();
  // Drawings depend only on the key, so recent ones are kept: a results page asks for a dozen at once.
  const drawn = new Map<string, Uint8Array>();
  const MAX_DRAWN = 300;

  const panorama = async (venue: SeedVenue): Promise<MediaFile> => {
    const cacheKey = panoramaCacheKey(venue.slug);
    const cached = await storage.read(cacheKey);
    if (cached) return { body: cached.body, contentType: "image/jpeg" };
    const body = await renderPanoramaJpeg(venue);
    await storage.put(cacheKey, body, "image/jpeg");
    return { body, contentType: "image/jpeg" };
  };

  return async (key) => {
    const image = IMAGE_KEY.exec(key);
    if (image) {
      const venue = lookup(image[1] ?? "");
      const index = Number(image[2]);
      if (!venue || !Number.isInteger(index) || index >= venueImageCount(venue.slug)) return null;
      let body = drawn.get(key);
      if (!body) {
        body = new TextEncoder().encode(renderVenueImage(venue, index, { thumb: Boolean(image[3]) }));
        drawn.set(key, body);
        if (drawn.size > MAX_DRAWN) drawn.delete(drawn.keys().next().value!);
      }
      return { body, contentType: "image/svg+xml" };
    }
    const pano = PANORAMA_KEY.exec(key);
    if (pano) {
      const venue = lookup(pano[1] ?? "");
      if (!venue?.tour) return null;
      let job = rendering.get(venue.slug);
      if (!job) {
        job = panorama(venue).finally(() => rendering.delete(venue.slug));
        rendering.set(venue.slug, job);
      }
      return job;
    }
    return null;
  };
}
