import { randomBytes } from "node:crypto";
import sharp, { type Metadata } from "sharp";
import { VENUE_IMAGE_MAX_WIDTH, VENUE_IMAGE_MIN_WIDTH, VENUE_THUMB_WIDTH } from "../../domain/venue-owner.ts";
import { VENUE_IMAGE_MAX_BYTES } from "../../domain/venues.ts";
import { ApiError } from "../http/errors.ts";
import type { FileStorage } from "./storage.ts";
import { mediaUrl } from "./storage.ts";

/** Larger inputs are refused before decoding: a small file can claim huge dimensions (a decompression bomb). */
export const VENUE_IMAGE_MAX_PIXELS = 60_000_000;
/** Formats we decode; SVG (script, external references) and GIF (animation) are not among them. */
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "avif", "heif"]);

export interface ProcessedImage {
  large: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
}

const MB = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/**
 * Checks an upload by its content (not its name or declared type) and makes the gallery's versions:
 * upright (EXIF orientation applied), metadata stripped (no GPS), at most 1600 px wide WebP plus a
 * 480 px thumbnail.
 */
export async function processVenueImage(input: Uint8Array): Promise<ProcessedImage> {
  if (input.byteLength > VENUE_IMAGE_MAX_BYTES) {
    throw new ApiError(413, "payload_too_large", `That photo is larger than ${MB(VENUE_IMAGE_MAX_BYTES)}. Export it smaller and try again.`);
  }
  if (input.byteLength === 0) throw new ApiError(400, "empty_file", "That file is empty. Choose a photo.");
  let metadata: Metadata;
  try {
    // Only the header is read here (no pixels decoded), so the pixel limit is checked below with a
    // message that says so, instead of sharp refusing the file as unreadable.
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new ApiError(415, "not_an_image", "That file isn't a photo we can read. Upload a JPEG, PNG, WebP or HEIC image.");
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) {
    const what = metadata.format === "svg" ? "SVG drawings aren't accepted" : metadata.format === "gif" ? "GIFs aren't accepted" : "That file type isn't accepted";
    throw new ApiError(415, "unsupported_image_type", `${what}. Upload a photo as JPEG, PNG, WebP or HEIC.`);
  }
  if ((metadata.pages ?? 1) > 1) {
    throw new ApiError(415, "animated_image", "Animated images aren't accepted. Upload a still photo.");
  }
  const rawWidth = metadata.width ?? 0;
  const rawHeight = metadata.height ?? 0;
  if (rawWidth * rawHeight > VENUE_IMAGE_MAX_PIXELS) {
    throw new ApiError(413, "image_too_large", `That photo has too many pixels (over ${VENUE_IMAGE_MAX_PIXELS / 1_000_000} megapixels). Resize it and try again.`);
  }
  // Orientations 5 to 8 are rotated a quarter turn: the upright width is the stored height.
  const uprightWidth = (metadata.orientation ?? 1) >= 5 ? rawHeight : rawWidth;
  if (uprightWidth < VENUE_IMAGE_MIN_WIDTH) {
    throw new ApiError(422, "image_too_small", `That photo is ${uprightWidth} px wide; photos need to be at least ${VENUE_IMAGE_MIN_WIDTH} px wide to look sharp.`);
  }
  try {
    const base = () => sharp(input, { limitInputPixels: VENUE_IMAGE_MAX_PIXELS, failOn: "error" }).autoOrient();
    const [large, thumb] = await Promise.all([
      base().resize({ width: VENUE_IMAGE_MAX_WIDTH, withoutEnlargement: true }).webp({ quality: 82 }).toBuffer({ resolveWithObject: true }),
      base().resize({ width: VENUE_THUMB_WIDTH, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer(),
    ]);
    return { large: large.data, thumb, width: large.info.width, height: large.info.height };
  } catch {
    throw new ApiError(415, "not_an_image", "That photo seems damaged and couldn't be read. Try exporting it again.");
  }
}

/** Stores both versions under venues/<venueId>/ with unguessable names; returns their keys and URLs. */
export async function storeVenueImage(storage: FileStorage, venueId: string, image: ProcessedImage) {
  const name = randomBytes(12).toString("hex");
  const largeKey = `venues/${venueId}/${name}.webp`;
  const thumbKey = `venues/${venueId}/${name}-thumb.webp`;
  await storage.put(largeKey, image.large, "image/webp");
  await storage.put(thumbKey, image.thumb, "image/webp");
  return { keys: [largeKey, thumbKey], url: mediaUrl(largeKey), thumbUrl: mediaUrl(thumbKey) };
}
