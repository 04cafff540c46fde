import { createHash } from "node:crypto";
import { and, asc, eq, lt } from "drizzle-orm";
import { musicMomentLabel, parseSpotifyLink, type MusicMoment } from "../../../../domain/music.ts";
import { musicMomentPlaylists, musicSongs, musicSpotifyAuthorizations, musicSpotifyConnections } from "../../../db/schema/index.ts";
import { ApiError } from "../../../http/errors.ts";
import type { PlanningAccess } from "../../../http/policy.ts";
import type { MusicDeps } from "../access.ts";
import { authorizeUrl, callSpotify, exchangeCode, newOAuthState, pkcePair, SpotifyError, trackSummary, type SpotifyTrackObject } from "../spotify/client.ts";
import { appSecret, asCouple, requireSpotify, storeTokens, type SpotifyCall } from "../spotify/connection.ts";
import { openSealedText, sealText } from "../../../shared/sealed-text.ts";
import { insertSong, songLabel, songView, weddingOfCouple } from "./plan.ts";
import { isUniqueViolation } from "../../../db/errors.ts";

/** A connection not finished within this long is forgotten. */
const AUTHORIZATION_TTL_MS = 10 * 60 * 1000;
const PKCE_PURPOSE = "spotify-pkce-verifier";
/** Spotify takes up to 100 items per playlist write. */
const PLAYLIST_CHUNK = 100;

const hashState = (state: string) => createHash("sha256").update(state).digest("hex");

const onlyTheCouple = () => new ApiError(403, "spotify_couple_only", "Only the couple can connect or disconnect their own Spotify account.");

/**
 * Starts connecting: a fresh state and PKCE verifier kept for ten minutes (the state by its hash, the
 * verifier sealed), and the address of Spotify's consent page for the browser to go to.
 */
export async function startSpotifyConnect(deps: MusicDeps, access: PlanningAccess) {
  const settings = requireSpotify(deps);
  if (access.as !== "couple") throw onlyTheCouple();
  const state = newOAuthState();
  const { verifier, challenge } = pkcePair();
  const secret = await appSecret(deps);
  await deps.db.transaction(async (tx) => {
    await tx.delete(musicSpotifyAuthorizations).where(lt(musicSpotifyAuthorizations.createdAt, new Date(Date.now() - AUTHORIZATION_TTL_MS)));
    await tx.insert(musicSpotifyAuthorizations).values({ stateHash: hashState(state), coupleId: access.coupleId, verifierSealed: sealText(secret, PKCE_PURPOSE, verifier) });
  });
  return { authorizeUrl: authorizeUrl(settings, state, challenge) };
}

export type ConnectOutcome = "connected" | "denied" | "expired" | "failed";

/**
 * Spotify's redirect back: the state must be one this couple started in the last ten minutes (used
 * once), then the code is traded for tokens with the verifier, and the account read. Every outcome is
 * a word for the page to explain; the plan is untouched whatever happens.
 */
export async function finishSpotifyConnect(deps: MusicDeps, access: PlanningAccess, query: { code?: string; state?: string; error?: string }): Promise<ConnectOutcome> {
  const settings = requireSpotify(deps);
  if (access.as !== "couple") throw onlyTheCouple();
  if (!query.state) return "failed";
  const [pending] = await deps.db
    .delete(musicSpotifyAuthorizations)
    .where(and(eq(musicSpotifyAuthorizations.stateHash, hashState(query.state)), eq(musicSpotifyAuthorizations.coupleId, access.coupleId)))
    .returning();
  if (!pending || pending.createdAt.getTime() < Date.now() - AUTHORIZATION_TTL_MS) return "expired";
  if (query.error) return query.error === "access_denied" ? "denied" : "failed";
  if (!query.code) return "failed";
  const verifier = openSealedText(await appSecret(deps), PKCE_PURPOSE, pending.verifierSealed);
  if (!verifier) return "failed";
  try {
    const tokens = await exchangeCode(settings, query.code, verifier);
    const me = await callSpotify<{ id: string; display_name?: string | null }>(settings, tokens.accessToken, "GET", "/me");
    await storeTokens(deps, access.coupleId, tokens, { spotifyUserId: me.id, displayName: me.display_name ?? "" });
    return "connected";
  } catch (error) {
    if (!(error instanceof SpotifyError)) throw error;
    deps.logger.warn({ kind: error.kind }, "connecting spotify failed");
    return "failed";
  }
}

/** Forgets the couple's tokens and the playlists made with them; the songs stay. */
export async function disconnectSpotify(deps: MusicDeps, access: PlanningAccess) {
  if (access.as !== "couple") throw onlyTheCouple();
  await deps.db.transaction(async (tx) => {
    await tx.delete(musicSpotifyConnections).where(eq(musicSpotifyConnections.coupleId, access.coupleId));
    await tx.delete(musicMomentPlaylists).where(eq(musicMomentPlaylists.coupleId, access.coupleId));
    await tx.delete(musicSpotifyAuthorizations).where(eq(musicSpotifyAuthorizations.coupleId, access.coupleId));
  });
  return { disconnected: true };
}

/** Spotify's catalog, for the couple to pick a song from. */
export async function searchSpotifyTracks(deps: MusicDeps, access: PlanningAccess, q: string) {
  return asCouple(deps, access.coupleId, async (call) => {
    const params = new URLSearchParams({ q, type: "track", limit: "10" });
    const body = await call<{ tracks?: { items?: (SpotifyTrackObject | null)[] } }>("GET", `/search?${params}`);
    return { tracks: (body.tracks?.items ?? []).filter((t): t is SpotifyTrackObject => Boolean(t?.id)).map(trackSummary) };
  });
}

async function playlistTracks(call: SpotifyCall, playlistId: string): Promise<SpotifyTrackObject[]> {
  const tracks: SpotifyTrackObject[] = [];
  // A moment is a handful of songs; a long playlist is read to the plan's size and no further.
  for (let offset = 0; offset < 500; offset += 100) {
    const page = await call<{ items?: { item?: SpotifyTrackObject | null; track?: SpotifyTrackObject | null }[]; next?: string | null }>(
      "GET",
      `/playlists/${playlistId}/items?${new URLSearchParams({ limit: "100", offset: String(offset) })}`,
    );
    for (const entry of page.items ?? []) {
      const track = entry.item ?? entry.track;
      if (track?.id && track.name) tracks.push(track);
    }
    if (!page.next) break;
  }
  return tracks;
}

/**
 * The songs of a pasted Spotify playlist, added to a moment. Songs already in the plan are named and
 * left where they are (never added twice); the rest go in together.
 */
export async function importSpotifyPlaylist(deps: MusicDeps, access: PlanningAccess, moment: MusicMoment, link: string) {
  const parsed = parseSpotifyLink(link);
  if (parsed?.kind !== "playlist") throw new ApiError(400, "invalid_input", "Paste a Spotify playlist link (open.spotify.com/playlist/...).", { link: ["Paste a Spotify playlist link (open.spotify.com/playlist/...)."] });
  const tracks = await asCouple(deps, access.coupleId, (call) => playlistTracks(call, parsed.id));
  const added: ReturnType<typeof songView>[] = [];
  const alreadyPlanned: string[] = [];
  try {
    await deps.db.transaction(async (tx) => {
      for (const track of tracks) {
        const summary = trackSummary(track);
        try {
          const row = await insertSong(tx, access.coupleId, { moment, title: summary.title.slice(0, 200), artist: summary.artist.slice(0, 200), spotifyLink: `spotify:track:${summary.id}`, note: "" });
          added.push(songView(row));
        } catch (error) {
          if (error instanceof ApiError && error.code === "song_already_planned") {
            alreadyPlanned.push(songLabel(summary));
            continue;
          }
          throw error;
        }
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, "music_changed", "Someone changed the plan at the same moment. Try again.");
    throw error;
  }
  return { moment, added, alreadyPlanned, found: tracks.length };
}

/**
 * A moment's songs as a playlist in the couple's Spotify account: made the first time (private), its
 * songs replaced on every later export. Songs typed by hand have no Spotify track and are listed so the
 * couple can find them; a playlist deleted in Spotify is made again.
 */
export async function exportMomentPlaylist(deps: MusicDeps, access: PlanningAccess, moment: MusicMoment) {
  const { coupleNames } = await weddingOfCouple(deps.db, access.coupleId);
  const songs = await deps.db
    .select({ title: musicSongs.title, artist: musicSongs.artist, spotifyTrackId: musicSongs.spotifyTrackId })
    .from(musicSongs)
    .where(and(eq(musicSongs.coupleId, access.coupleId), eq(musicSongs.moment, moment)))
    .orderBy(asc(musicSongs.position), asc(musicSongs.createdAt));
  const uris = songs.filter((s) => s.spotifyTrackId).map((s) => `spotify:track:${s.spotifyTrackId}`);
  const withoutTrack = songs.filter((s) => !s.spotifyTrackId).map(songLabel);
  if (uris.length === 0) {
    throw new ApiError(409, "nothing_to_export", `${musicMomentLabel(moment)} has no songs from Spotify yet. Add songs with Spotify search or a track link first.`);
  }
  const [existing] = await deps.db
    .select()
    .from(musicMomentPlaylists)
    .where(and(eq(musicMomentPlaylists.coupleId, access.coupleId), eq(musicMomentPlaylists.moment, moment)))
    .limit(1);
  const result = await asCouple(deps, access.coupleId, async (call) => {
    const [first, ...rest] = chunks(uris, PLAYLIST_CHUNK);
    let playlist = existing ? { id: existing.spotifyPlaylistId, url: existing.url } : null;
    let created = false;
    if (playlist) {
      try {
        await call("PUT", `/playlists/${playlist.id}/items`, { uris: first });
      } catch (error) {
        // Deleted (or no longer theirs) in Spotify: make a new one.
        if (!(error instanceof SpotifyError) || (error.kind !== "not_found" && error.kind !== "forbidden")) throw error;
        playlist = null;
      }
    }
    if (!playlist) {
      const made = await call<{ id: string; external_urls?: { spotify?: string } }>("POST", "/me/playlists", {
        name: `${coupleNames} · ${musicMomentLabel(moment)}`.slice(0, 100),
        description: `${musicMomentLabel(moment)} for our wedding, planned on Serviceberry.`,
        public: false,
      });
      playlist = { id: made.id, url: made.external_urls?.spotify ?? `https://open.spotify.com/playlist/${made.id}` };
      created = true;
      await call("POST", `/playlists/${playlist.id}/items`, { uris: first });
    }
    for (const chunk of rest) await call("POST", `/playlists/${playlist.id}/items`, { uris: chunk });
    return { ...playlist, created };
  });
  const values = { coupleId: access.coupleId, moment, spotifyPlaylistId: result.id, url: result.url, trackCount: uris.length, exportedAt: new Date() };
  await deps.db
    .insert(musicMomentPlaylists)
    .values(values)
    .onConflictDoUpdate({ target: [musicMomentPlaylists.coupleId, musicMomentPlaylists.moment], set: values });
  return { moment, url: result.url, created: result.created, trackCount: uris.length, withoutTrack };
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

