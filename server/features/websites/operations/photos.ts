import { randomBytes } from "node:crypto";
import type { SitePhoto } from "../../../../domain/websites.ts";
import type { AppDeps } from "../../../deps.ts";
import { ApiError } from "../../../http/errors.ts";
import { readPhotoUpload, type PhotoUploadRequest } from "../../../http/photo-upload.ts";
import { enforceLimits } from "../../../http/rate-limit.ts";
import { processVenueImage } from "../../../storage/images.ts";
import { mediaUrl } from "../../../storage/storage.ts";
import { siteOfCouple } from "../rows.ts";

/** Uploads a couple makes in a day (gallery and wedding-party photos together): a site holds at most 40. */
const SITE_UPLOADS_PER_DAY = { name: "site-photo-upload:couple", max: 60, windowSeconds: 86_400 };

/**
 * One photo for the gallery or a wedding-party member (multipart field `file`), through the venue photo
 * pipeline: checked by content (JPEG, PNG, WebP or HEIC; size and pixel limits; no SVG or animation),
 * turned upright, metadata stripped, resized to WebP plus a thumbnail, stored under websites/<site>/.
 * The photo shows once the couple saves the site with it (alt text and caption are set there).
 */
export async function uploadSitePhoto(deps: Pick<AppDeps, "db" | "storage">, coupleId: string, request: PhotoUploadRequest): Promise<SitePhoto> {
  const site = await siteOfCouple(deps.db, coupleId);
  if (!site) throw new ApiError(409, "site_not_saved", "Save your website once before adding photos.");
  const { file } = await readPhotoUpload(request, 200);
  await enforceLimits(deps.db, [{ rule: SITE_UPLOADS_PER_DAY, subject: coupleId, message: "You've added a lot of photos today." }]);
  const processed = await processVenueImage(new Uint8Array(await file.arrayBuffer()));
  const name = randomBytes(12).toString("hex");
  const largeKey = `websites/${site.id}/${name}.webp`;
  const thumbKey = `websites/${site.id}/${name}-thumb.webp`;
  await deps.storage.put(largeKey, processed.large, "image/webp");
  await deps.storage.put(thumbKey, processed.thumb, "image/webp");
  return { url: mediaUrl(largeKey), thumbUrl: mediaUrl(thumbKey), width: processed.width, height: processed.height };
}

/** Every photo address a site's content points at (gallery and wedding party). */
export function sitePhotoUrls(content: { gallery: SitePhoto[]; party: { photo: SitePhoto | null }[] }): string[] {
  return [...content.gallery, ...content.party.flatMap((p) => (p.photo ? [p.photo] : []))].flatMap((p) => [p.url, p.thumbUrl]);
}
