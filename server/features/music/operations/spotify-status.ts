import { asc, eq } from "drizzle-orm";
import type { MusicMoment } from "../../../../domain/music.ts";
import { musicMomentPlaylists, musicSpotifyConnections } from "../../../db/schema/index.ts";
import type { MusicDeps } from "../access.ts";
import { spotifySettings } from "../spotify/client.ts";

/** Whether Spotify can be connected here, and whether this couple is. */
export async function spotifyStatus(deps: MusicDeps, coupleId: string) {
  if (!spotifySettings(deps.config)) return { available: false as const, connected: false, needsReconnect: false, displayName: null, playlists: [] };
  const [connection, playlists] = await Promise.all([
    deps.db
      .select({ displayName: musicSpotifyConnections.displayName, spotifyUserId: musicSpotifyConnections.spotifyUserId, needsReconnectSince: musicSpotifyConnections.needsReconnectSince })
      .from(musicSpotifyConnections)
      .where(eq(musicSpotifyConnections.coupleId, coupleId))
      .limit(1),
    deps.db
      .select({ moment: musicMomentPlaylists.moment, url: musicMomentPlaylists.url, trackCount: musicMomentPlaylists.trackCount, exportedAt: musicMomentPlaylists.exportedAt })
      .from(musicMomentPlaylists)
      .where(eq(musicMomentPlaylists.coupleId, coupleId))
      .orderBy(asc(musicMomentPlaylists.exportedAt)),
  ]);
  const row = connection[0];
  return {
    available: true as const,
    connected: Boolean(row),
    needsReconnect: Boolean(row?.needsReconnectSince),
    displayName: row ? row.displayName || row.spotifyUserId : null,
    playlists: playlists.map((p) => ({ moment: p.moment as MusicMoment, url: p.url, trackCount: p.trackCount, exportedAt: p.exportedAt.toISOString() })),
  };
}
