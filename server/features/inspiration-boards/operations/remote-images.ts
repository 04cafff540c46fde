import { Parser } from "htmlparser2";
import { VENUE_IMAGE_MAX_BYTES } from "../../../../domain/venues.ts";
import { BOARD_IMAGE_TITLE_MAX } from "../../../../domain/inspiration-boards.ts";
import type { Config } from "../../../config.ts";
import { ApiError } from "../../../http/errors.ts";
import type { PlanningAccess } from "../../../http/policy.ts";
import { safeFetch, type SafeFetchOptions } from "../../../shared/safe-fetch.ts";
import { loadOwnedBoard, type BoardsDeps } from "../access.ts";
import { readBoard } from "./boards.ts";
import { boardCounts, storeBoardImage, type Uploader } from "./images.ts";

/** A web page is read only for its Open Graph tags: a smaller limit than an image. */
export const PAGE_MAX_BYTES = 1024 * 1024;
/** Image types the photo pipeline decodes; anything else is refused before decoding. */
const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/avif", "image/heic", "image/heif"];
const PAGE_TYPES = ["text/html", "application/xhtml+xml"];

const mediaType = (contentType: string) => contentType.split(";")[0]!.trim();

export function fetchOptions(config: Pick<Config, "OUTBOUND_FETCH_ALLOWED_ORIGINS">, maxBytes: number, accept: string): SafeFetchOptions {
  return { maxBytes, accept, trustedOrigins: config.OUTBOUND_FETCH_ALLOWED_ORIGINS };
}

/** What a page says about itself in its Open Graph (or Twitter card) tags, else its <title>. */
export function readOpenGraph(html: string): { image: string | null; title: string; url: string | null } {
  const meta = new Map<string, string>();
  let title = "";
  let inTitle = false;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === "title") inTitle = true;
        if (name !== "meta") return;
        const key = (attributes.property ?? attributes.name ?? "").toLowerCase();
        if (key && attributes.content !== undefined && !meta.has(key)) meta.set(key, attributes.content.trim());
      },
      ontext(text) {
        if (inTitle) title += text;
      },
      onclosetag(name) {
        if (name === "title") inTitle = false;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  const image = meta.get("og:image:secure_url") || meta.get("og:image") || meta.get("og:image:url") || meta.get("twitter:image") || null;
  return { image, title: (meta.get("og:title") || meta.get("twitter:title") || title).replace(/\s+/g, " ").trim(), url: meta.get("og:url") || null };
}

/** Strips control characters (a remote page's text is data, never trusted) and bounds the length. */
const cleanText = (text: string, max: number) => text.replace(/[\p{Cc}\p{Cf}]/gu, " ").replace(/\s+/g, " ").trim().slice(0, max);

export interface RemoteImage {
  bytes: Uint8Array;
  title: string;
  /** The page the image belongs to (a pasted page's address), or the image's own address. */
  link: string;
}

/** Fetches an image address, checking the answer is one of the image types the pipeline reads. */
export async function fetchImageBytes(config: Pick<Config, "OUTBOUND_FETCH_ALLOWED_ORIGINS">, address: string, extra: Partial<SafeFetchOptions> = {}) {
  const result = await safeFetch(address, { ...fetchOptions(config, VENUE_IMAGE_MAX_BYTES, IMAGE_TYPES.join(", ")), ...extra });
  if (!IMAGE_TYPES.includes(mediaType(result.contentType))) {
    throw new ApiError(415, "not_an_image", "That address didn't send a photo (JPEG, PNG, WebP or HEIC). Open the image itself and copy its address.");
  }
  return result;
}

/**
 * A pasted address: an image itself, or a page (a pin, a blog post) whose Open Graph tags name its image
 * and title. Every fetch, the page's image included, goes through the guarded fetch.
 */
export async function fetchRemoteImage(config: Pick<Config, "OUTBOUND_FETCH_ALLOWED_ORIGINS">, address: string): Promise<RemoteImage> {
  const first = await safeFetch(address, fetchOptions(config, VENUE_IMAGE_MAX_BYTES, [...IMAGE_TYPES, "text/html;q=0.9"].join(", ")));
  const type = mediaType(first.contentType);
  if (IMAGE_TYPES.includes(type)) return { bytes: new Uint8Array(first.body), title: "", link: first.url };
  if (!PAGE_TYPES.includes(type)) {
    throw new ApiError(415, "not_an_image", "That address isn't a photo or a web page with one. Paste the address of a JPEG, PNG, WebP or HEIC image, or of a pin.");
  }
  if (first.body.byteLength > PAGE_MAX_BYTES) throw new ApiError(413, "remote_file_too_large", "That page is too large to read. Paste the image's own address.");
  const page = readOpenGraph(first.body.toString("utf8"));
  if (!page.image) throw new ApiError(422, "no_page_image", "That page doesn't name an image to share. Open the image itself and copy its address.");
  let imageAddress: string;
  try {
    imageAddress = new URL(page.image, first.url).toString();
  } catch {
    throw new ApiError(422, "no_page_image", "That page names an image we can't read. Open the image itself and copy its address.");
  }
  const image = await fetchImageBytes(config, imageAddress);
  let link = first.url;
  if (page.url) {
    try {
      const canonical = new URL(page.url, first.url);
      if (canonical.protocol === "https:" || canonical.protocol === "http:") link = canonical.toString();
    } catch {
      // a broken og:url keeps the address that was fetched
    }
  }
  return { bytes: new Uint8Array(image.body), title: cleanText(page.title, BOARD_IMAGE_TITLE_MAX), link: link.slice(0, 2000) };
}

/** POST /api/inspiration-boards/:id/images/from-address: the image fetched, checked and stored like an upload. */
export async function addImageFromAddress(deps: BoardsDeps, access: PlanningAccess, boardId: string, input: { url: string; note: string }, uploader: Uploader) {
  await loadOwnedBoard(deps.db, access.coupleId, boardId);
  await boardCounts(deps.db, access.coupleId, boardId);
  const remote = await fetchRemoteImage(deps.config, input.url);
  await storeBoardImage(deps, access, boardId, remote.bytes, { note: input.note, title: remote.title, link: remote.link }, uploader);
  return readBoard(deps.db, access.coupleId, boardId);
}
