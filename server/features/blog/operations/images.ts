import { randomBytes } from "node:crypto";
import { POST_IMAGE_ALT_MAX, type UploadedPostImage } from "../../../../domain/blog.ts";
import type { AppDeps } from "../../../deps.ts";
import { readPhotoUpload, type PhotoUploadRequest } from "../../../http/photo-upload.ts";
import { enforceLimits } from "../../../http/rate-limit.ts";
import { processVenueImage } from "../../../storage/images.ts";
import { mediaUrl } from "../../../storage/storage.ts";

/** Images an admin adds to articles in a day. */
const POST_IMAGE_UPLOADS_PER_DAY = { name: "blog-image-upload:admin", max: 100, windowSeconds: 86_400 };

/**
 * An image for an article (multipart field `file`, optional `alt`), through the same photo pipeline as
 * every other upload: checked by content (JPEG, PNG, WebP or HEIC; size and pixel limits; no SVG or
 * animation), turned upright, metadata stripped, resized to WebP, stored under blog/. The article shows
 * it once its Markdown names it (the sanitizer lets this site's media through, with its width and height).
 */
export async function uploadPostImage(deps: Pick<AppDeps, "db" | "storage">, adminId: string, request: PhotoUploadRequest): Promise<UploadedPostImage> {
  const { file, alt } = await readPhotoUpload(request, POST_IMAGE_ALT_MAX);
  await enforceLimits(deps.db, [{ rule: POST_IMAGE_UPLOADS_PER_DAY, subject: adminId, message: "You've added a lot of images today." }]);
  const processed = await processVenueImage(new Uint8Array(await file.arrayBuffer()));
  // The size rides in the name, so the article can reserve the image's space before it loads (no layout shift).
  const key = `blog/${randomBytes(12).toString("hex")}-${processed.width}x${processed.height}.webp`;
  await deps.storage.put(key, processed.large, "image/webp");
  const url = mediaUrl(key);
  // Brackets would end the description early in Markdown.
  const description = alt.replace(/[[\]]/g, "");
  return { url, width: processed.width, height: processed.height, markdown: `![${description}](${url})` };
}
