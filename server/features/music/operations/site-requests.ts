import { and, count, eq, isNull } from "drizzle-orm";
import { MUSIC_SITE_REQUESTS_MAX, songKey, type SiteSongRequestValues, type SongValues } from "../../../../domain/music.ts";
import { guestHouseholds, musicSiteRequests } from "../../../db/schema/index.ts";
import { ApiError } from "../../../http/errors.ts";
import type { PlanningAccess } from "../../../http/policy.ts";
import { addressCheck, enforceLimits, type CallerAddress } from "../../../http/rate-limit.ts";
import { loadOwnedSiteRequest, type MusicDeps, type Transaction } from "../access.ts";
import { insertSong, songLabel, songView } from "./plan.ts";

/**
 * Song requests from the wedding website's form (decision 050): a guest may ask for a few songs, a
 * script may not fill the couple's list. Per address an hour, and per couple a day.
 */
export const SITE_SONG_REQUEST_LIMITS = {
  addressHour: { name: "site-song-request:address", max: 10, windowSeconds: 60 * 60 },
  coupleDay: { name: "site-song-request:couple", max: 300, windowSeconds: 24 * 60 * 60 },
};

/** The guest asking: the household their pass names (they found their invitation), or nobody known. */
export interface SongRequester {
  householdId: string | null;
}

/**
 * A guest asks for a song on the couple's website. Who asked is the household when the guest found
 * their invitation (the name they type, or else the household's name, is shown), otherwise the name
 * they type, which is then required. The same guest asking for the same song again is told so.
 */
export async function requestSongFromSite(deps: MusicDeps, coupleId: string, requester: SongRequester, input: SiteSongRequestValues, caller: CallerAddress) {
  const household = requester.householdId
    ? (
        await deps.db
          .select({ id: guestHouseholds.id, name: guestHouseholds.name })
          .from(guestHouseholds)
          .where(and(eq(guestHouseholds.id, requester.householdId), eq(guestHouseholds.coupleId, coupleId)))
          .limit(1)
      )[0]
    : undefined;
  if (!household && !input.name) throw new ApiError(400, "name_required", "Tell the couple who is asking: type your name.", { name: ["Type your name."] });
  const askedBy = input.name || household!.name;
  const key = songKey(input.title, input.artist);
  await enforceLimits(deps.db, [
    addressCheck(SITE_SONG_REQUEST_LIMITS.addressHour, caller, "You've sent a lot of song requests. Try again in an hour."),
    { rule: SITE_SONG_REQUEST_LIMITS.coupleDay, subject: coupleId, message: "The couple has received many song requests today. Try again tomorrow." },
  ]);
  return deps.db.transaction(async (tx) => {
    const same = household ? eq(musicSiteRequests.householdId, household.id) : and(isNull(musicSiteRequests.householdId), eq(musicSiteRequests.askedBy, askedBy));
    const [already] = await tx
      .select({ id: musicSiteRequests.id })
      .from(musicSiteRequests)
      .where(and(eq(musicSiteRequests.coupleId, coupleId), eq(musicSiteRequests.songKey, key), same))
      .limit(1);
    if (already) throw new ApiError(409, "song_already_requested", `You've already asked for ${songLabel(input)}. The couple has your request.`);
    const [n] = await tx.select({ n: count() }).from(musicSiteRequests).where(eq(musicSiteRequests.coupleId, coupleId));
    if ((n?.n ?? 0) >= MUSIC_SITE_REQUESTS_MAX) throw new ApiError(409, "song_requests_full", "The couple's song request list is full. Tell them your song in person!");
    const [row] = await tx
      .insert(musicSiteRequests)
      .values({ coupleId, householdId: household?.id ?? null, askedBy, title: input.title, artist: input.artist, songKey: key })
      .returning({ id: musicSiteRequests.id });
    return { id: row!.id, song: songLabel(input) };
  });
}

/** Approves a website request: the song goes into a moment (said, not added, when it is already planned). One transaction. */
export async function approveSiteRequest(deps: MusicDeps, access: PlanningAccess, requestId: string, input: Pick<SongValues, "moment" | "title" | "artist">) {
  return deps.db.transaction(async (tx: Transaction) => {
    const request = await loadOwnedSiteRequest(tx, access.coupleId, requestId);
    if (request.status === "approved" && request.songId) throw new ApiError(409, "request_already_approved", "You've already approved this request.");
    const song = await insertSong(tx, access.coupleId, { ...input, spotifyLink: "", note: `Requested by ${request.askedBy}` }, request.householdId);
    await tx.update(musicSiteRequests).set({ status: "approved", songId: song.id, decidedAt: new Date() }).where(eq(musicSiteRequests.id, request.id));
    return { song: songView(song, true) };
  });
}

/** Declines a website request: it stays in the list as declined; the guest is not told. */
export async function declineSiteRequest(deps: MusicDeps, access: PlanningAccess, requestId: string) {
  return deps.db.transaction(async (tx: Transaction) => {
    const request = await loadOwnedSiteRequest(tx, access.coupleId, requestId);
    if (request.status === "approved" && request.songId) throw new ApiError(409, "request_already_approved", "This request is in your plan. Remove the song from its moment first.");
    await tx.update(musicSiteRequests).set({ status: "declined", songId: null, decidedAt: new Date() }).where(eq(musicSiteRequests.id, request.id));
    return { declined: request.id };
  });
}

/** Removes a website request from the list for good (spam, or a joke); a song already approved from it stays planned. */
export async function deleteSiteRequest(deps: MusicDeps, access: PlanningAccess, requestId: string) {
  const request = await loadOwnedSiteRequest(deps.db, access.coupleId, requestId);
  await deps.db.delete(musicSiteRequests).where(eq(musicSiteRequests.id, request.id));
  return { deleted: request.id };
}
