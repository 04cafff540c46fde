import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import { BOARDS_MAX, boardPalette, type BoardPatch } from "../../../../domain/inspiration-boards.ts";
import type { Database } from "../../../db/client.ts";
import { inspirationBoardImages, inspirationBoards } from "../../../db/schema/index.ts";
import { ApiError } from "../../../http/errors.ts";
import type { PlanningAccess } from "../../../http/policy.ts";
import { removeFiles } from "../../../storage/remove-files.ts";
import { boardNotFound, loadOwnedBoard, type BoardRow, type BoardsDeps } from "../access.ts";

type ImageRow = typeof inspirationBoardImages.$inferSelect;
type Reader = Pick<Database, "select">;

export function imageView(row: ImageRow) {
  return { id: row.id, url: row.url, thumbUrl: row.thumbUrl, width: row.width, height: row.height, note: row.note, colors: row.colors, title: row.title, link: row.link, fromPinterest: row.pinterestPinId !== null };
}

/** A board as the page shows it: its images in order and the palette taken from them. */
export function boardView(board: BoardRow, images: ImageRow[]) {
  return {
    id: board.id,
    name: board.name,
    palette: boardPalette(images.map((image) => image.colors)),
    colors: board.colors,
    links: board.links,
    note: board.note,
    images: images.map(imageView),
    pinterestBoardId: board.pinterestBoardId,
    pinterestSyncedAt: board.pinterestSyncedAt?.toISOString() ?? null,
    updatedAt: board.updatedAt.toISOString(),
  };
}

async function imagesByBoard(db: Reader, boardIds: string[]) {
  const byBoard = new Map<string, ImageRow[]>();
  if (boardIds.length === 0) return byBoard;
  const rows = await db.select().from(inspirationBoardImages).where(inArray(inspirationBoardImages.boardId, boardIds)).orderBy(asc(inspirationBoardImages.position));
  for (const row of rows) byBoard.set(row.boardId, [...(byBoard.get(row.boardId) ?? []), row]);
  return byBoard;
}

export async function listBoards(deps: BoardsDeps, access: PlanningAccess) {
  const boards = await deps.db.select().from(inspirationBoards).where(eq(inspirationBoards.coupleId, access.coupleId)).orderBy(asc(inspirationBoards.createdAt));
  const images = await imagesByBoard(deps.db, boards.map((b) => b.id));
  return { access: { as: access.as, level: access.level }, boards: boards.map((board) => boardView(board, images.get(board.id) ?? [])) };
}

export async function readBoard(db: Reader, coupleId: string, boardId: string) {
  const board = await loadOwnedBoard(db, coupleId, boardId);
  const images = await imagesByBoard(db, [board.id]);
  return boardView(board, images.get(board.id) ?? []);
}

export async function createBoard(deps: Pick<BoardsDeps, "db">, access: PlanningAccess, name: string) {
  const row = await deps.db.transaction(async (tx) => {
    // The count and the insert under a per-couple lock, so two tabs cannot pass the limit together.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`boards:${access.coupleId}`}))`);
    const [n] = await tx.select({ n: count() }).from(inspirationBoards).where(eq(inspirationBoards.coupleId, access.coupleId));
    if ((n?.n ?? 0) >= BOARDS_MAX) throw new ApiError(409, "too_many_boards", `You can keep up to ${BOARDS_MAX} boards. Delete one you no longer need.`);
    const [created] = await tx.insert(inspirationBoards).values({ coupleId: access.coupleId, name }).returning();
    return created!;
  });
  return boardView(row, []);
}

/** Renames a board, or sets the colors, links and note the couple added to it. */
export async function updateBoard(deps: BoardsDeps, access: PlanningAccess, boardId: string, patch: BoardPatch) {
  const [row] = await deps.db
    .update(inspirationBoards)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(and(eq(inspirationBoards.id, boardId), eq(inspirationBoards.coupleId, access.coupleId)))
    .returning();
  if (!row) throw boardNotFound();
  return readBoard(deps.db, access.coupleId, row.id);
}

/** Deletes the board and its images (rows by cascade), then their stored files. */
export async function deleteBoard(deps: BoardsDeps, access: PlanningAccess, boardId: string) {
  const images = await deps.db
    .select({ url: inspirationBoardImages.url, thumbUrl: inspirationBoardImages.thumbUrl })
    .from(inspirationBoardImages)
    .where(and(eq(inspirationBoardImages.boardId, boardId), eq(inspirationBoardImages.coupleId, access.coupleId)));
  const [row] = await deps.db
    .delete(inspirationBoards)
    .where(and(eq(inspirationBoards.id, boardId), eq(inspirationBoards.coupleId, access.coupleId)))
    .returning({ id: inspirationBoards.id });
  if (!row) throw boardNotFound();
  await removeFiles(deps.storage, deps.logger, images.flatMap((image) => [image.url, image.thumbUrl]));
  return { deleted: row.id };
}

/** The couple's boards in brief, for June and the overview. */
export async function boardSummaries(db: Reader, coupleId: string) {
  const boards = await db.select().from(inspirationBoards).where(eq(inspirationBoards.coupleId, coupleId)).orderBy(asc(inspirationBoards.createdAt));
  const images = await imagesByBoard(db, boards.map((b) => b.id));
  return boards.map((board) => {
    const own = images.get(board.id) ?? [];
    return { id: board.id, name: board.name, images: own.length, notes: own.filter((image) => image.note).map((image) => image.note).slice(0, 5), palette: boardPalette(own.map((image) => image.colors)) };
  });
}
