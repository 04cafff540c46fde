import { and, asc, count, eq, isNotNull, isNull, max, ne, sql } from "drizzle-orm";
import { MUSIC_MOMENTS, MUSIC_SONGS_MAX, momentTime, musicMomentLabel, parseSpotifyLink, songKey, type MusicMoment, type SongValues } from "../../../../domain/music.ts";
import { isUniqueViolation } from "../../../db/errors.ts";
import type { Database } from "../../../db/client.ts";
import { coupleProfiles, musicRequestDecisions, musicShares, musicSiteRequests, musicSongs, timelineEvents, timelines, users } from "../../../db/schema/index.ts";
import { ApiError } from "../../../http/errors.ts";
import type { PlanningAccess } from "../../../http/policy.ts";
import { loadOwnedSong, type MusicDeps, type SongRow, type Transaction } from "../access.ts";
import { inquirySharesOf } from "./inquiry-shares.ts";
import { songRequests } from "./requests.ts";
import { spotifyStatus } from "./spotify-status.ts";
import { withTrackDetails } from "./track-details.ts";

type Reader = Pick<Database, "select">;

/** A song as the plan shows it; `fromGuest` also marks a song approved from a website request with no household. */
export function songView(row: SongRow, fromGuest = false) {
  return {
    id: row.id,
    moment: row.moment as MusicMoment,
    position: row.position,
    title: row.title,
    artist: row.artist,
    spotifyTrackId: row.spotifyTrackId,
    note: row.note,
    fromGuestRequest: fromGuest || row.requestedByHouseholdId !== null,
  };
}
export type SongView = ReturnType<typeof songView>;

/** The couple's names and date, as the plan's heading and the shared link show them. */
export async function weddingOfCouple(db: Reader, coupleId: string) {
  const [row] = await db
    .select({ partner1: coupleProfiles.partner1Name, partner2: coupleProfiles.partner2Name, weddingDate: coupleProfiles.weddingDate, name: users.name })
    .from(users)
    .leftJoin(coupleProfiles, eq(coupleProfiles.id, users.id))
    .where(eq(users.id, coupleId))
    .limit(1);
  const names = [row?.partner1, row?.partner2].filter((n): n is string => Boolean(n && n.trim()));
  return { coupleNames: names.length > 0 ? names.join(" & ") : "The couple", weddingDate: row?.weddingDate ?? null };
}

/** The songs by moment, each moment with its time from the day-of schedule when the schedule has it. */
export async function momentsOf(db: Reader, coupleId: string) {
  const [songs, events, fromSite] = await Promise.all([
    db.select().from(musicSongs).where(eq(musicSongs.coupleId, coupleId)).orderBy(asc(musicSongs.position), asc(musicSongs.createdAt)),
    db
      .select({ title: timelineEvents.title, startMinutes: timelineEvents.startMinutes, durationMinutes: timelineEvents.durationMinutes })
      .from(timelineEvents)
      .innerJoin(timelines, eq(timelines.id, timelineEvents.timelineId))
      .where(eq(timelines.coupleId, coupleId))
      .orderBy(asc(timelineEvents.startMinutes)),
    db
      .select({ songId: musicSiteRequests.songId })
      .from(musicSiteRequests)
      .where(and(eq(musicSiteRequests.coupleId, coupleId), isNotNull(musicSiteRequests.songId))),
  ]);
  const requested = new Set(fromSite.map((row) => row.songId));
  return MUSIC_MOMENTS.map((moment) => ({
    id: moment.id as MusicMoment,
    label: moment.label,
    hint: moment.hint,
    startMinutes: momentTime(moment.id, events),
    songs: songs.filter((song) => song.moment === moment.id).map((song) => songView(song, requested.has(song.id))),
  }));
}

/** The music plan of the couple the planning policy admitted; share links only for those who may edit. */
export async function getMusicPlan(deps: MusicDeps, access: PlanningAccess) {
  const [wedding, moments, requests, shares, spotify, inquiryShares] = await Promise.all([
    weddingOfCouple(deps.db, access.coupleId),
    momentsOf(deps.db, access.coupleId),
    songRequests(deps.db, access.coupleId),
    access.level === "edit"
      ? deps.db
          .select({ id: musicShares.id, label: musicShares.label, createdAt: musicShares.createdAt })
          .from(musicShares)
          .where(and(eq(musicShares.coupleId, access.coupleId), isNull(musicShares.revokedAt)))
          .orderBy(asc(musicShares.createdAt))
      : Promise.resolve([]),
    spotifyStatus(deps, access.coupleId),
    // Conversations are the couple's own: a helper sees none of them.
    access.as === "couple" ? inquirySharesOf(deps.db, access.coupleId) : Promise.resolve([]),
  ]);
  return {
    wedding,
    moments,
    requests,
    spotify,
    shares: shares.map((share) => ({ id: share.id, label: share.label, createdAt: share.createdAt.toISOString() })),
    inquiryShares,
    access: { as: access.as, level: access.level },
  };
}

/** The song already in the plan under this title and artist (or this Spotify track), other than `exceptId`. */
async function duplicateOf(db: Reader, coupleId: string, key: string, spotifyTrackId: string | null, exceptId?: string) {
  const same = spotifyTrackId ? sql`(${musicSongs.songKey} = ${key} or ${musicSongs.spotifyTrackId} = ${spotifyTrackId})` : eq(musicSongs.songKey, key);
  const [row] = await db
    .select()
    .from(musicSongs)
    .where(and(eq(musicSongs.coupleId, coupleId), same, exceptId ? ne(musicSongs.id, exceptId) : undefined))
    .limit(1);
  return row;
}

export const songLabel = (song: { title: string; artist: string }) => `“${song.title}”${song.artist ? ` by ${song.artist}` : ""}`;

const alreadyPlanned = (song: SongRow) =>
  new ApiError(409, "song_already_planned", `${songLabel(song)} is already in ${musicMomentLabel(song.moment as MusicMoment)}. Move it there instead of adding it twice.`);

async function nextPosition(tx: Reader, coupleId: string, moment: MusicMoment): Promise<number> {
  const [row] = await tx
    .select({ last: max(musicSongs.position) })
    .from(musicSongs)
    .where(and(eq(musicSongs.coupleId, coupleId), eq(musicSongs.moment, moment)));
  return row?.last === null || row?.last === undefined ? 0 : row.last + 1;
}

/**
 * Adds a song to a moment (at its end), inside the caller's transaction. The same song (title and
 * artist, or the same Spotify track) twice is a 409 naming where it already is.
 */
export async function insertSong(tx: Transaction, coupleId: string, input: SongValues, requestedByHouseholdId: string | null = null): Promise<SongRow> {
  const spotifyTrackId = input.spotifyLink ? (parseSpotifyLink(input.spotifyLink)?.id ?? null) : null;
  const key = songKey(input.title, input.artist);
  const duplicate = await duplicateOf(tx, coupleId, key, spotifyTrackId);
  if (duplicate) throw alreadyPlanned(duplicate);
  const [n] = await tx.select({ n: count() }).from(musicSongs).where(eq(musicSongs.coupleId, coupleId));
  if ((n?.n ?? 0) >= MUSIC_SONGS_MAX) throw new ApiError(409, "too_many_songs", `A music plan holds up to ${MUSIC_SONGS_MAX} songs. Remove some you no longer need.`);
  const position = await nextPosition(tx, coupleId, input.moment);
  const [row] = await tx
    .insert(musicSongs)
    .values({ coupleId, moment: input.moment, position, title: input.title, artist: input.artist, songKey: key, spotifyTrackId, note: input.note, requestedByHouseholdId })
    .returning();
  return row!;
}

/** Two people adding the same song at once: the second is told, as if it had been there first. */
async function withDuplicateCheck<T>(deps: MusicDeps, coupleId: string, key: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const duplicate = await duplicateOf(deps.db, coupleId, key, null);
    if (duplicate) throw alreadyPlanned(duplicate);
    throw error;
  }
}

export async function addSong(deps: MusicDeps, access: PlanningAccess, typed: SongValues) {
  const input = await withTrackDetails(deps, access.coupleId, typed);
  const row = await withDuplicateCheck(deps, access.coupleId, songKey(input.title, input.artist), () => deps.db.transaction((tx) => insertSong(tx, access.coupleId, input)));
  return songView(row);
}

/** Edits a song; a new moment puts it at the end of that moment's list. */
export async function updateSong(deps: MusicDeps, access: PlanningAccess, songId: string, typed: SongValues) {
  const input = await withTrackDetails(deps, access.coupleId, typed);
  const key = songKey(input.title, input.artist);
  const row = await withDuplicateCheck(deps, access.coupleId, key, () =>
    deps.db.transaction(async (tx) => {
      const song = await loadOwnedSong(tx, access.coupleId, songId);
      const spotifyTrackId = input.spotifyLink ? (parseSpotifyLink(input.spotifyLink)?.id ?? null) : null;
      const duplicate = await duplicateOf(tx, access.coupleId, key, spotifyTrackId, song.id);
      if (duplicate) throw alreadyPlanned(duplicate);
      const position = song.moment === input.moment ? song.position : await nextPosition(tx, access.coupleId, input.moment);
      const [updated] = await tx
        .update(musicSongs)
        .set({ moment: input.moment, position, title: input.title, artist: input.artist, songKey: key, spotifyTrackId, note: input.note, updatedAt: new Date() })
        .where(eq(musicSongs.id, song.id))
        .returning();
      return updated!;
    }),
  );
  return songView(row);
}

/** Removes a song; a guest's request it came from (RSVP or website) is waiting for an answer again. One transaction. */
export async function deleteSong(deps: MusicDeps, access: PlanningAccess, songId: string) {
  return deps.db.transaction(async (tx) => {
    const song = await loadOwnedSong(tx, access.coupleId, songId);
    await tx.delete(musicRequestDecisions).where(eq(musicRequestDecisions.songId, song.id));
    await tx.update(musicSiteRequests).set({ status: "pending", songId: null, decidedAt: null }).where(eq(musicSiteRequests.songId, song.id));
    await tx.delete(musicSongs).where(eq(musicSongs.id, song.id));
    return { deleted: song.id };
  });
}

/**
 * Puts a moment's songs in a new order (dragged, or moved up and down). The list must be exactly the
 * moment's songs: one added or moved elsewhere meanwhile makes it a 409, and the page reads the plan
 * again instead of losing that change. One transaction.
 */
export async function reorderMoment(deps: MusicDeps, access: PlanningAccess, moment: MusicMoment, songIds: string[]) {
  return deps.db.transaction(async (tx) => {
    const current = await tx
      .select({ id: musicSongs.id })
      .from(musicSongs)
      .where(and(eq(musicSongs.coupleId, access.coupleId), eq(musicSongs.moment, moment)));
    const known = new Set(current.map((row) => row.id));
    if (current.length !== songIds.length || songIds.some((id) => !known.has(id))) {
      throw new ApiError(409, "moment_changed", `${musicMomentLabel(moment)} changed since you opened it. We've reloaded it; try the move again.`);
    }
    const now = new Date();
    for (const [position, id] of songIds.entries()) {
      await tx.update(musicSongs).set({ position, updatedAt: now }).where(and(eq(musicSongs.id, id), eq(musicSongs.coupleId, access.coupleId)));
    }
    return { moment, songIds };
  });
}
