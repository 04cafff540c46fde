import sharp from "sharp";
import type { MediaFile, MediaGenerator } from "./media-route.ts";
import type { FileStorage } from "./storage.ts";
import { SHARE_PREVIEW } from "../../domain/share-preview.ts";

const PREVIEW_KEY = /^(.+\.(?:svg|jpe?g|png|webp))\.preview\.jpg$/;

/**
 * `<image key>.preview.jpg` (sharePreviewUrl): the image cropped to the link-preview size as a JPEG, drawn once and kept
 * in storage. The source is any image the other generators draw or storage holds.
 */
export function createSharePreviewGenerator(storage: FileStorage, sources: MediaGenerator[]): MediaGenerator {
  return async (key) => {
    const match = PREVIEW_KEY.exec(key);
    if (!match) return null;
    const storedKey = `previews/${key}`;
    const stored = await storage.read(storedKey);
    if (stored) return { body: stored.body, contentType: "image/jpeg" };
    let source: MediaFile | null = null;
    for (const generate of sources) {
      source = await generate(match[1]!);
      if (source) break;
    }
    source ??= await storage.read(match[1]!);
    if (!source) return null;
    const body = new Uint8Array(
      await sharp(source.body).resize(SHARE_PREVIEW.width, SHARE_PREVIEW.height, { fit: "cover" }).jpeg({ quality: 80, mozjpeg: true }).toBuffer(),
    );
    await storage.put(storedKey, body, "image/jpeg");
    return { body, contentType: "image/jpeg" };
  };
}
