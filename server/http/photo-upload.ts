import { createHash } from "node:crypto";
import { ApiError } from "./errors.ts";
import { assertNoControlCharacters } from "./input-guard.ts";

/** The multipart request a photo upload arrives in (Hono's request: read only after ownership is known). */
export interface PhotoUploadRequest {
  header(name: string): string | undefined;
  parseBody(): Promise<Record<string, string | File | (string | File)[]>>;
}

/**
 * Reads one photo upload (multipart field `file`, optional `alt`), the same for venue galleries and vendor
 * portfolios: the bytes, the checked description, and the content hash that refuses the same file twice.
 */
export async function readPhotoUpload(request: PhotoUploadRequest, altMax: number) {
  if (!request.header("content-type")?.toLowerCase().startsWith("multipart/form-data")) {
    throw new ApiError(415, "unsupported_media_type", "Send the photo as multipart/form-data, in a field named file.");
  }
  const body = await request.parseBody().catch(() => {
    throw new ApiError(400, "bad_upload", "The upload was cut off or malformed. Try again.");
  });
  const file = body.file;
  if (!(file instanceof File)) throw new ApiError(400, "invalid_input", "Choose a photo to upload.", { file: ["Choose a photo to upload."] });
  const alt = typeof body.alt === "string" ? body.alt.trim() : "";
  assertNoControlCharacters(alt, "alt"); // multipart fields miss the central JSON check
  if (alt.length > altMax) {
    throw new ApiError(400, "invalid_input", `Keep the description to ${altMax} characters.`, { alt: [`Keep the description to ${altMax} characters.`] });
  }
  return { file, alt };
}

/** The SHA-256 of a file's bytes, hex: the same photo uploaded again is refused by it. */
export function contentHashOf(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}
