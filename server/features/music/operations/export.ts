import Papa from "papaparse";
import { formatMinutes, spotifyTrackUrl } from "../../../../domain/music.ts";
import type { PlanningAccess } from "../../../http/policy.ts";
import type { MusicDeps } from "../access.ts";
import { momentsOf } from "./plan.ts";

/**
 * The music plan as a spreadsheet for the DJ or band: one row per song, moment by moment in the order
 * of the day. Cells a spreadsheet would run as formulas (=, +, -, @ ...) are escaped.
 */
export async function exportMusicCsv(deps: MusicDeps, access: PlanningAccess): Promise<{ filename: string; csv: string }> {
  const moments = await momentsOf(deps.db, access.coupleId);
  const rows: string[][] = [["Moment", "Time", "Order", "Title", "Artist", "Spotify", "Notes"]];
  for (const moment of moments) {
    moment.songs.forEach((song, index) => {
      rows.push([moment.label, moment.startMinutes === null ? "" : formatMinutes(moment.startMinutes), String(index + 1), song.title, song.artist, song.spotifyTrackId ? spotifyTrackUrl(song.spotifyTrackId) : "", song.note]);
    });
  }
  return { filename: "serviceberry-music-plan.csv", csv: Papa.unparse(rows, { escapeFormulae: true, newline: "\r\n" }) };
}
