import { and, count, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { randomBytes } from "node:crypto";
import { paletteFromPixels } from "../../../../domain/floral.ts";
import { BOARD_IMAGES_MAX, BOARD_NOTE_MAX, COUPLE_BOARD_IMAGES_MAX } from "../../../../domain/inspiration-boards.ts";
import { inspirationBoardImages, inspirationBoards } from "../../../db/schema/index.ts";
import { isUniqueViolation } from "../../../db/errors.ts";
import { ApiError } from "../../../http/errors.ts";
import { contentHashOf, readPhotoUpload, type PhotoUploadRequest } from "../../../http/photo-upload.ts";
import type { PlanningAccess } from "../../../http/policy.ts";
import { addressCheck, enforceLimits, type CallerAddress } from "../../../http/rate-limit.ts";
import { processVenueImage } from "../../../storage/images.ts";
import { removeFiles } from "../../../storage/remove-files.ts";
import { mediaUrl } from "../../../storage/storage.ts";
import { loadOwnedBoard, type BoardsDeps } from "../access.ts";
import { readBoard } from "./boards.ts";

/** Uploads store files: a day's worth per person and per network address (stored in the database). */
export const BOARD_UPLOAD_LIMIT_PERSON = { name: "board-upload:person", max: 120, windowSeconds: 24 * 60 * 60 };
export const BOARD_UPLOAD_LIMIT_ADDRESS = { name: "board-upload:address", max: 240, windowSeconds: 24 * 60 * 60 };

const duplicate = () => new ApiError(409, "duplicate_image", "This image is already on this board.");
const imageNotFound = () => new ApiError(404, "image_not_found", "That image isn't on this board.");

export async function boardCounts(db: Pick<BoardsDeps["db"], "select">, coupleId: string, boardId: string) {
  const [[onBoard], [forCouple]] = await Promise.all([
    db.select({ n: count() }).from(inspirationBoardImages).where(eq(inspirationBoardImages.boardId, boardId)),
    db.select({ n: count() }).from(inspirationBoardImages).where(eq(inspirationBoardImages.coupleId, coupleId)),
  ]);
  if ((onBoard?.n ?? 0) >= BOARD_IMAGES_MAX) throw new ApiError(409, "board_full", `A board holds up to ${BOARD_IMAGES_MAX} images. Remove one, or start another board.`);
  if ((forCouple?.n ?? 0) >= COUPLE_BOARD_IMAGES_MAX) throw new ApiError(409, "too_many_images", `Your boards hold up to ${COUPLE_BOARD_IMAGES_MAX} images in all. Remove some you no longer need.`);
}

/** The image's colors, fullest first, read from the small version (enough pixels for a palette). */
async function colorsOf(thumb: Buffer): Promise<string[]> {
  const { data } = await sharp(thumb).resize({ width: 96, height: 96, fit: "inside" }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return paletteFromPixels(data, 5, 60);
}

/**
 * One image per request (multipart field `file`): checked by its content and resized by the shared photo
 * pipeline (JPEG, PNG, WebP or HEIC; 8 MB; EXIF stripped; WebP), stored under boards/<coupleId>/, added last.
 */
export async function uploadBoardImage(deps: BoardsDeps, access: PlanningAccess, boardId: string, request: PhotoUploadRequest, uploader: Uploader) {
  await loadOwnedBoard(deps.db, access.coupleId, boardId);
  // The optional `alt` field is the image's first note.
  const { file, alt: note } = await readPhotoUpload(request, BOARD_NOTE_MAX);
  await boardCounts(deps.db, access.coupleId, boardId);
  const bytes = new Uint8Array(await file.arrayBuffer());
  await storeBoardImage(deps, access, boardId, bytes, { note }, uploader);
  return readBoard(deps.db, access.coupleId, boardId);
}

export interface Uploader {
  userId: string;
  caller: CallerAddress | null;
}

/** Where an image came from, kept beside it (decision 042). */
export interface ImageOrigin {
  note?: string;
  title?: string;
  link?: string;
  pinterestPinId?: string;
}

/**
 * Adds checked bytes to a board, last: the same file twice is a 409, then the person's and the address's
 * daily limits, the shared photo pipeline, the colors, the files, and the row under the couple's lock.
 * Uploads, pasted addresses and Pinterest pins all come through here.
 */
export async function storeBoardImage(deps: BoardsDeps, access: PlanningAccess, boardId: string, bytes: Uint8Array, origin: ImageOrigin, uploader: Uploader) {
  const { db, storage } = deps;
  const contentHash = contentHashOf(bytes);
  const [same] = await db
    .select({ id: inspirationBoardImages.id })
    .from(inspirationBoardImages)
    .where(and(eq(inspirationBoardImages.boardId, boardId), eq(inspirationBoardImages.contentHash, contentHash)))
    .limit(1);
  if (same) throw duplicate();
  await enforceLimits(db, [
    { rule: BOARD_UPLOAD_LIMIT_PERSON, subject: uploader.userId, message: "You've added a lot of images today." },
    ...(uploader.caller ? [addressCheck(BOARD_UPLOAD_LIMIT_ADDRESS, uploader.caller, "Many images were added from this network today.")] : []),
  ]);
  const processed = await processVenueImage(bytes);
  const colors = await colorsOf(processed.thumb);
  const name = randomBytes(12).toString("hex");
  const largeKey = `boards/${access.coupleId}/${name}.webp`;
  const thumbKey = `boards/${access.coupleId}/${name}-thumb.webp`;
  await storage.put(largeKey, processed.large, "image/webp");
  await storage.put(thumbKey, processed.thumb, "image/webp");
  const urls = [mediaUrl(largeKey), mediaUrl(thumbKey)];
  try {
    await db.transaction(async (tx) => {
      // The limits again under a per-couple lock, so two uploads at once cannot pass them together.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`boards:${access.coupleId}`}))`);
      await loadOwnedBoard(tx, access.coupleId, boardId);
      await boardCounts(tx, access.coupleId, boardId);
      const [{ next } = { next: 0 }] = await tx
        .select({ next: sql<number>`coalesce(max(${inspirationBoardImages.position}) + 1, 0)::int` })
        .from(inspirationBoardImages)
        .where(eq(inspirationBoardImages.boardId, boardId));
      await tx.insert(inspirationBoardImages).values({
        boardId,
        coupleId: access.coupleId,
        url: urls[0]!,
        thumbUrl: urls[1]!,
        width: processed.width,
        height: processed.height,
        note: origin.note ?? "",
        title: origin.title ?? "",
        link: origin.link ?? "",
        pinterestPinId: origin.pinterestPinId ?? null,
        colors,
        position: Number(next),
        contentHash,
      });
      await tx.update(inspirationBoards).set({ updatedAt: sql`now()` }).where(eq(inspirationBoards.id, boardId));
    });
  } catch (error) {
    await removeFiles(storage, deps.logger, urls);
    throw isUniqueViolation(error) ? duplicate() : error;
  }
}

export async function updateImageNote(deps: BoardsDeps, access: PlanningAccess, boardId: string, imageId: string, note: string) {
  const [row] = await deps.db
    .update(inspirationBoardImages)
    .set({ note })
    .where(and(eq(inspirationBoardImages.id, imageId), eq(inspirationBoardImages.boardId, boardId), eq(inspirationBoardImages.coupleId, access.coupleId)))
    .returning({ id: inspirationBoardImages.id });
  if (!row) throw imageNotFound();
  return readBoard(deps.db, access.coupleId, boardId);
}

export async function deleteBoardImage(deps: BoardsDeps, access: PlanningAccess, boardId: string, imageId: string) {
  const [row] = await deps.db
    .delete(inspirationBoardImages)
    .where(and(eq(inspirationBoardImages.id, imageId), eq(inspirationBoardImages.boardId, boardId), eq(inspirationBoardImages.coupleId, access.coupleId)))
    .returning();
  if (!row) throw imageNotFound();
  await removeFiles(deps.storage, deps.logger, [row.url, row.thumbUrl]);
  return readBoard(deps.db, access.coupleId, boardId);
}

/** A new order for the board's images: exactly the board's images, each once, in one transaction. */
export async function reorderBoardImages(deps: BoardsDeps, access: PlanningAccess, boardId: string, imageIds: string[]) {
  await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`boards:${access.coupleId}`}))`);
    await loadOwnedBoard(tx, access.coupleId, boardId);
    const current = await tx.select({ id: inspirationBoardImages.id }).from(inspirationBoardImages).where(eq(inspirationBoardImages.boardId, boardId));
    const known = new Set(current.map((row) => row.id));
    if (imageIds.length !== known.size || imageIds.some((id) => !known.has(id))) {
      throw new ApiError(422, "order_mismatch", "The order must list every image on this board exactly once. Reload the board and try again.", { imageIds: ["List every image on this board exactly once."] });
    }
    for (const [position, id] of imageIds.entries()) {
      await tx.update(inspirationBoardImages).set({ position }).where(eq(inspirationBoardImages.id, id));
    }
    await tx.update(inspirationBoards).set({ updatedAt: sql`now()` }).where(eq(inspirationBoards.id, boardId));
  });
  return readBoard(deps.db, access.coupleId, boardId);
}
