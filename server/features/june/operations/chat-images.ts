import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { ApiError } from "../../../http/errors.ts";
import { keyOfMediaUrl, mediaUrl, type FileStorage } from "../../../storage/storage.ts";

/** Chat pictures are for June to look at and the couple to recognize: this size is plenty for both. */
export const CHAT_IMAGE_MAX_SIDE = 1280;
/** The stored picture stays under this (decision 024: "a few hundred KB", like other uploads). */
export const CHAT_IMAGE_MAX_BYTES = 400_000;

export interface StoredChatImage {
  /** Where the history points: `/media/june/<uuid>.jpg`, served like other uploads. */
  url: string;
  /** The resized picture as a data URL, for the engine in this one exchange. */
  dataUrl: string;
  bytes: number;
}

/**
 * Resizes a picture sent to June (auto-oriented, at most 1280 px a side, JPEG, stepping down in size and
 * quality until it fits in 400 KB) and stores it in the FileStorage, so history rows keep a short URL instead of
 * megabytes of base64. A file that is not a picture is a 400.
 */
export async function storeChatImage(storage: FileStorage, dataUrl: string): Promise<StoredChatImage> {
  const input = Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");
  let output: Buffer | null = null;
  try {
    for (const [side, quality] of [
      [CHAT_IMAGE_MAX_SIDE, 82],
      [1024, 72],
      [800, 65],
      [640, 60],
      [480, 55],
      [320, 50],
    ] as const) {
      output = await sharp(input, { failOn: "error", limitInputPixels: 100_000_000 })
        .autoOrient()
        .flatten({ background: "#ffffff" })
        .resize(side, side, { fit: "inside", withoutEnlargement: true })
        .jpeg({ quality, mozjpeg: true })
        .toBuffer();
      if (output.length <= CHAT_IMAGE_MAX_BYTES) break;
    }
  } catch {
    throw new ApiError(400, "invalid_image", "We couldn't read that picture. Choose a JPEG, PNG, WebP or GIF photo.", { image: ["We couldn't read that picture."] });
  }
  const key = `june/${randomUUID()}.jpg`;
  await storage.put(key, output!, "image/jpeg");
  return { url: mediaUrl(key), dataUrl: `data:image/jpeg;base64,${output!.toString("base64")}`, bytes: output!.length };
}

/** Removes stored chat pictures (clear chat); a picture already gone is fine. */
export async function removeChatImages(storage: FileStorage, urls: string[]): Promise<void> {
  for (const url of urls) {
    const key = keyOfMediaUrl(url);
    if (key?.startsWith("june/")) await storage.remove(key).catch(() => undefined);
  }
}
