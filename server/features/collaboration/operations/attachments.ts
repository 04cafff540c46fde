import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { CHAT_CAPTION_MAX, CHAT_IMAGE_UPLOAD_MAX_BYTES, CHAT_PDF_MAX_BYTES } from "../../../../domain/collaboration.ts";
import type { Principal } from "../../../auth/principal.ts";
import { planningChatMessages, type ChatAttachment } from "../../../db/schema/index.ts";
import { ApiError } from "../../../http/errors.ts";
import { assertNoControlCharacters } from "../../../http/input-guard.ts";
import type { PlanningAccess } from "../../../http/policy.ts";
import type { ChatHub } from "../chat-hub.ts";
import type { ChatDeps } from "../deps.ts";
import { postMessage } from "./chat.ts";

const MB = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
/** Pictures are re-encoded (upright, metadata such as GPS stripped) at most this wide or tall. */
const IMAGE_MAX_SIDE = 1600;
const IMAGE_MAX_PIXELS = 60_000_000;
const ACCEPTED_IMAGES = new Set(["jpeg", "png", "webp", "heif", "avif"]);

export const attachmentNotFound = () => new ApiError(404, "attachment_not_found", "We couldn't find that attachment.");

/** The multipart request an attachment arrives in. */
export interface AttachmentRequest {
  header(name: string): string | undefined;
  parseBody(): Promise<Record<string, string | File | (string | File)[]>>;
}

/** A file name safe to show and to put in a header: no path, no control characters, at most 120 characters. */
function cleanName(name: string, fallback: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const cleaned = base.replace(/[^\p{L}\p{N} ._()-]/gu, "").trim().slice(0, 120);
  return cleaned || fallback;
}

/**
 * Checks a file by its content, not its name or declared type (decision 044): a PDF must start as one, and
 * a picture must decode as a still JPEG, PNG, WebP or HEIC, which is then re-encoded. Anything else, or too
 * large, is refused with the reason.
 */
export async function checkAttachment(bytes: Uint8Array, name: string): Promise<{ body: Uint8Array; attachment: Omit<ChatAttachment, "key">; extension: "pdf" | "webp" }> {
  if (bytes.byteLength === 0) throw new ApiError(400, "empty_file", "That file is empty. Choose a picture or a PDF.");
  const isPdf = Buffer.from(bytes.subarray(0, 5)).toString("latin1") === "%PDF-";
  if (isPdf) {
    if (bytes.byteLength > CHAT_PDF_MAX_BYTES) throw new ApiError(413, "payload_too_large", `That PDF is larger than ${MB(CHAT_PDF_MAX_BYTES)}. Send a smaller one.`);
    return { body: bytes, attachment: { name: cleanName(name, "document.pdf"), contentType: "application/pdf", bytes: bytes.byteLength }, extension: "pdf" };
  }
  if (bytes.byteLength > CHAT_IMAGE_UPLOAD_MAX_BYTES) throw new ApiError(413, "payload_too_large", `That picture is larger than ${MB(CHAT_IMAGE_UPLOAD_MAX_BYTES)}. Send a smaller one.`);
  let format: string | undefined;
  let pages = 1;
  let pixels = 0;
  try {
    const metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
    format = metadata.format;
    pages = metadata.pages ?? 1;
    pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  } catch {
    throw new ApiError(415, "unsupported_attachment", "Only pictures (JPEG, PNG, WebP or HEIC) and PDFs can be attached. That file is neither, whatever its name says.");
  }
  if (!format || !ACCEPTED_IMAGES.has(format)) {
    throw new ApiError(415, "unsupported_attachment", `${format === "svg" ? "SVG drawings" : format === "gif" ? "GIFs" : "Files of that kind"} can't be attached. Send a JPEG, PNG, WebP or HEIC picture, or a PDF.`);
  }
  if (pages > 1) throw new ApiError(415, "animated_image", "Animated pictures can't be attached. Send a still one.");
  if (pixels > IMAGE_MAX_PIXELS) throw new ApiError(413, "image_too_large", "That picture has too many pixels. Resize it and try again.");
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: "error" })
      .autoOrient()
      .resize(IMAGE_MAX_SIDE, IMAGE_MAX_SIDE, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const shown = cleanName(name, "picture").replace(/\.[A-Za-z0-9]{1,5}$/, "");
    return { body: data, attachment: { name: `${shown || "picture"}.webp`, contentType: "image/webp", bytes: data.byteLength, width: info.width, height: info.height }, extension: "webp" };
  } catch {
    throw new ApiError(415, "unsupported_attachment", "That picture seems damaged and couldn't be read. Try exporting it again.");
  }
}

/** Reads the multipart upload: a `file`, and an optional `body` (the caption). */
export async function readAttachmentUpload(request: AttachmentRequest) {
  if (!request.header("content-type")?.toLowerCase().startsWith("multipart/form-data")) {
    throw new ApiError(415, "unsupported_media_type", "Send the file as multipart/form-data, in a field named file.");
  }
  const form = await request.parseBody().catch(() => {
    throw new ApiError(400, "bad_upload", "The upload was cut off or malformed. Try again.");
  });
  const file = form.file;
  if (!(file instanceof File)) throw new ApiError(400, "invalid_input", "Choose a picture or a PDF to send.", { file: ["Choose a picture or a PDF to send."] });
  const caption = typeof form.body === "string" ? form.body.trim() : "";
  assertNoControlCharacters(caption, "body");
  if (caption.length > CHAT_CAPTION_MAX) throw new ApiError(400, "invalid_input", `Keep the caption to ${CHAT_CAPTION_MAX} characters.`, { body: [`Keep the caption to ${CHAT_CAPTION_MAX} characters.`] });
  const mentions = typeof form.mentions === "string" && form.mentions ? form.mentions.split(",").filter((id) => /^[A-Za-z0-9_-]{1,64}$/.test(id)).slice(0, 20) : [];
  return { file, caption, mentions };
}

/**
 * Sends a picture or PDF to the chat: checked, stored under a private key (never served at /media), and
 * posted as a message whose text is the caption or the file's name.
 */
export async function postAttachment(deps: ChatDeps, hub: ChatHub, principal: Principal, access: PlanningAccess, upload: { file: File; caption: string; mentions: string[] }) {
  const checked = await checkAttachment(new Uint8Array(await upload.file.arrayBuffer()), upload.file.name);
  const key = `private/chat/${access.coupleId.toLowerCase().replace(/[^a-z0-9_-]/g, "")}/${randomBytes(12).toString("hex")}.${checked.extension}`;
  await deps.storage.put(key, checked.body, checked.attachment.contentType);
  try {
    return await postMessage(deps, hub, principal, access, { body: upload.caption || checked.attachment.name, mentions: upload.mentions, attachment: { ...checked.attachment, key } });
  } catch (error) {
    await deps.storage.remove(key).catch(() => undefined);
    throw error;
  }
}

/** The file of one of this chat's messages, for its members only (the route's policy); another chat's is a 404. */
export async function readAttachment(deps: ChatDeps, access: PlanningAccess, messageId: number) {
  const [row] = await deps.db
    .select({ attachment: planningChatMessages.attachment })
    .from(planningChatMessages)
    .where(and(eq(planningChatMessages.id, messageId), eq(planningChatMessages.coupleId, access.coupleId)))
    .limit(1);
  if (!row?.attachment) throw attachmentNotFound();
  const file = await deps.storage.read(row.attachment.key);
  if (!file) throw attachmentNotFound();
  return { body: file.body, contentType: row.attachment.contentType, name: row.attachment.name };
}
