import { and, asc, eq, ne } from "drizzle-orm";
import { splitSongRequest, type SongValues } from "../../../../domain/music.ts";
import type { Database } from "../../../db/client.ts";
import { guestHouseholds, guests, musicRequestDecisions, musicSiteRequests } from "../../../db/schema/index.ts";
import { ApiError } from "../../../http/errors.ts";
import type { PlanningAccess } from "../../../http/policy.ts";
import { loadOwnedHousehold, type MusicDeps } from "../access.ts";
import { insertSong, songView } from "./plan.ts";

type Reader = Pick<Database, "select">;

export type RequestStatus = "pending" | "approved" | "declined";
export type RequestSource = "rsvp" | "website";

/**
 * The guests' song requests in one list (decision 050): every household of the couple's list whose
 * RSVP asked for a song, and every request sent from the wedding website; who asked (the household and
 * its guests, or the name a website visitor typed), the song as the couple will check it, and their
 * answer. An answer to an older RSVP request text does not answer a changed one.
 */
export async function songRequests(db: Reader, coupleId: string) {
  const [households, people, decisions, fromSite] = await Promise.all([
    db
      .select({ id: guestHouseholds.id, name: guestHouseholds.name, songRequest: guestHouseholds.songRequest, respondedAt: guestHouseholds.respondedAt })
      .from(guestHouseholds)
      .where(and(eq(guestHouseholds.coupleId, coupleId), ne(guestHouseholds.songRequest, "")))
      .orderBy(asc(guestHouseholds.respondedAt), asc(guestHouseholds.name)),
    db
      .select({ householdId: guests.householdId, firstName: guests.firstName, lastName: guests.lastName })
      .from(guests)
      .innerJoin(guestHouseholds, eq(guestHouseholds.id, guests.householdId))
      .where(and(eq(guests.coupleId, coupleId), ne(guestHouseholds.songRequest, "")))
      .orderBy(asc(guests.firstName)),
    db.select().from(musicRequestDecisions).where(eq(musicRequestDecisions.coupleId, coupleId)),
    db
      .select({ request: musicSiteRequests, household: guestHouseholds.name })
      .from(musicSiteRequests)
      .leftJoin(guestHouseholds, eq(guestHouseholds.id, musicSiteRequests.householdId))
      .where(eq(musicSiteRequests.coupleId, coupleId))
      .orderBy(asc(musicSiteRequests.createdAt)),
  ]);
  const rsvp = households.map((household) => {
    const decision = decisions.find((d) => d.householdId === household.id && d.requestText === household.songRequest);
    const names = people.filter((p) => p.householdId === household.id).map((p) => [p.firstName, p.lastName].filter(Boolean).join(" "));
    return {
      id: household.id,
      source: "rsvp" as RequestSource,
      householdId: household.id as string | null,
      household: household.name as string | null,
      askedBy: names.length > 0 ? names.join(", ") : household.name,
      request: household.songRequest,
      ...splitSongRequest(household.songRequest),
      askedAt: household.respondedAt?.toISOString() ?? null,
      status: (decision?.status ?? "pending") as RequestStatus,
      songId: decision?.songId ?? null,
    };
  });
  const website = fromSite.map(({ request, household }) => ({
    id: request.id,
    source: "website" as RequestSource,
    householdId: request.householdId,
    household,
    askedBy: request.askedBy,
    request: request.artist ? `${request.title} by ${request.artist}` : request.title,
    title: request.title,
    artist: request.artist,
    askedAt: request.createdAt.toISOString() as string | null,
    status: request.status as RequestStatus,
    songId: request.songId,
  }));
  // Oldest first: an RSVP answered before the website's request comes before it.
  return [...rsvp, ...website].sort((a, b) => (a.askedAt ?? "").localeCompare(b.askedAt ?? ""));
}
export type SongRequestItem = Awaited<ReturnType<typeof songRequests>>[number];

/** Records the couple's answer to a household's current request, replacing an answer to an older one. */
async function recordDecision(tx: Parameters<Parameters<Database["transaction"]>[0]>[0], coupleId: string, householdId: string, requestText: string, status: "approved" | "declined", songId: string | null) {
  await tx
    .insert(musicRequestDecisions)
    .values({ coupleId, householdId, requestText, status, songId })
    .onConflictDoUpdate({ target: musicRequestDecisions.householdId, set: { requestText, status, songId, decidedAt: new Date() } });
}

const noRequest = () => new ApiError(409, "no_song_request", "This household hasn't asked for a song (or took the request back).");

/** Approves a guest's request: the song goes into a moment (said, not added, if it is already planned). One transaction. */
export async function approveRequest(deps: MusicDeps, access: PlanningAccess, householdId: string, input: Pick<SongValues, "moment" | "title" | "artist">) {
  return deps.db.transaction(async (tx) => {
    const household = await loadOwnedHousehold(tx, access.coupleId, householdId);
    if (!household.songRequest) throw noRequest();
    const [existing] = await tx.select().from(musicRequestDecisions).where(eq(musicRequestDecisions.householdId, household.id)).limit(1);
    if (existing && existing.requestText === household.songRequest && existing.status === "approved" && existing.songId) {
      throw new ApiError(409, "request_already_approved", "You've already approved this request.");
    }
    const song = await insertSong(tx, access.coupleId, { ...input, spotifyLink: "", note: `Requested by ${household.name}` }, household.id);
    await recordDecision(tx, access.coupleId, household.id, household.songRequest, "approved", song.id);
    return { song: songView(song) };
  });
}

/** Declines a guest's request: it stays in the list as declined, and the guest is not told. */
export async function declineRequest(deps: MusicDeps, access: PlanningAccess, householdId: string) {
  return deps.db.transaction(async (tx) => {
    const household = await loadOwnedHousehold(tx, access.coupleId, householdId);
    if (!household.songRequest) throw noRequest();
    await recordDecision(tx, access.coupleId, household.id, household.songRequest, "declined", null);
    return { declined: household.id };
  });
}
