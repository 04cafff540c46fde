import { and, eq } from "drizzle-orm";
import type { AppDeps } from "../../deps.ts";
import type { Database } from "../../db/client.ts";
import { loadCoupleOwnedRow } from "../../db/owned-row.ts";
import { guestHouseholds, musicShares, musicSiteRequests, musicSongs } from "../../db/schema/index.ts";
import { ApiError } from "../../http/errors.ts";

export type MusicDeps = Pick<AppDeps, "db" | "config" | "logger">;
export type SongRow = typeof musicSongs.$inferSelect;
type Reader = Pick<Database, "select">;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export const songNotFound = () => new ApiError(404, "song_not_found", "We couldn't find that song in this music plan.");
export const requestNotFound = () => new ApiError(404, "song_request_not_found", "We couldn't find that song request.");
export const musicShareNotFound = () => new ApiError(404, "music_share_not_found", "We couldn't find that share link.");

/** A song of this couple's plan; anyone else's (or none) is the same 404, so ids can't be probed. */
export async function loadOwnedSong(db: Reader, coupleId: string, songId: string): Promise<SongRow> {
  return loadCoupleOwnedRow(db, musicSongs, coupleId, songId, songNotFound);
}

/** A household of this couple's guest list (a song request is named by its household). */
export async function loadOwnedHousehold(db: Reader, coupleId: string, householdId: string) {
  const [row] = await db
    .select({ id: guestHouseholds.id, name: guestHouseholds.name, songRequest: guestHouseholds.songRequest })
    .from(guestHouseholds)
    .where(and(eq(guestHouseholds.id, householdId), eq(guestHouseholds.coupleId, coupleId)))
    .limit(1);
  if (!row) throw requestNotFound();
  return row;
}

export async function loadOwnedShare(db: Reader, coupleId: string, shareId: string) {
  const [row] = await db
    .select({ id: musicShares.id, revokedAt: musicShares.revokedAt })
    .from(musicShares)
    .where(and(eq(musicShares.id, shareId), eq(musicShares.coupleId, coupleId)))
    .limit(1);
  if (!row || row.revokedAt) throw musicShareNotFound();
  return row;
}

/** A song request sent from this couple's wedding website. */
export async function loadOwnedSiteRequest(db: Reader, coupleId: string, requestId: string) {
  return loadCoupleOwnedRow(db, musicSiteRequests, coupleId, requestId, requestNotFound);
}
