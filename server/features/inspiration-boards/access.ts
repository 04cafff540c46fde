import type { AppDeps } from "../../deps.ts";
import type { Database } from "../../db/client.ts";
import { loadCoupleOwnedRow } from "../../db/owned-row.ts";
import { inspirationBoards } from "../../db/schema/index.ts";
import { ApiError } from "../../http/errors.ts";

export type BoardsDeps = Pick<AppDeps, "db" | "config" | "logger" | "storage">;
export type BoardRow = typeof inspirationBoards.$inferSelect;
type Reader = Pick<Database, "select">;

export const boardNotFound = () => new ApiError(404, "board_not_found", "We couldn't find that board.");

/** A board of this couple; anyone else's (or none) is the same 404, so ids can't be probed. */
export async function loadOwnedBoard(db: Reader, coupleId: string, boardId: string): Promise<BoardRow> {
  return loadCoupleOwnedRow(db, inspirationBoards, coupleId, boardId, boardNotFound);
}
