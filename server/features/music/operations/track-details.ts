import { eq } from "drizzle-orm";
import { parseSpotifyLink, type SongValues } from "../../../../domain/music.ts";
import { musicSpotifyConnections } from "../../../db/schema/index.ts";
import { ApiError } from "../../../http/errors.ts";
import type { MusicDeps } from "../access.ts";
import { spotifySettings, trackSummary, type SpotifyTrackObject } from "../spotify/client.ts";
import { asCouple } from "../spotify/connection.ts";

/**
 * A song added from a pasted track link with no title: its title and artist from Spotify when the
 * couple is connected; otherwise they are asked to type it.
 */
export async function withTrackDetails(deps: MusicDeps, coupleId: string, input: SongValues): Promise<SongValues> {
  if (input.title !== "") return input;
  const link = parseSpotifyLink(input.spotifyLink);
  const typeIt = (why: string) => new ApiError(400, "invalid_input", why, { title: [why] });
  if (!link) throw typeIt("Enter the song's title.");
  if (!spotifySettings(deps.config)) throw typeIt("Enter the song's title and artist; we keep the Spotify link with it.");
  const [connected] = await deps.db.select({ coupleId: musicSpotifyConnections.coupleId }).from(musicSpotifyConnections).where(eq(musicSpotifyConnections.coupleId, coupleId)).limit(1);
  if (!connected) throw typeIt("Enter the song's title, or connect Spotify to fill it in from the link.");
  const track = await asCouple(deps, coupleId, (call) => call<SpotifyTrackObject>("GET", `/tracks/${link.id}`));
  const summary = trackSummary(track);
  return { ...input, title: summary.title.slice(0, 200), artist: input.artist || summary.artist.slice(0, 200) };
}

