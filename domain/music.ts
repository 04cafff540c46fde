import { z } from "zod";
import "./zod-messages.ts";
import { idSchema } from "./ids.ts";

/**
 * The wedding's music (issue 33): songs planned by moment of the day, the must-play and do-not-play
 * lists, and the guests' song requests (they arrive with RSVP answers). Pure rules both sides import.
 */

/**
 * The moments of the day, in the order they happen, then the two lists. `scheduleWords` find the
 * day-of schedule's event a moment takes its time from (an event titled "First dance" or "Reception
 * entrance"): the first event whose title holds one of the words, in the moment's order of preference.
 */
export const MUSIC_MOMENTS = [
  { id: "processional", label: "Processional", scheduleWords: ["processional", "ceremony"], hint: "Walking down the aisle" },
  { id: "recessional", label: "Recessional", scheduleWords: ["recessional", "ceremony"], hint: "Leaving as a married couple" },
  { id: "cocktail_hour", label: "Cocktail hour", scheduleWords: ["cocktail"], hint: "Background music while guests mingle" },
  { id: "entrance", label: "Grand entrance", scheduleWords: ["entrance", "introduction", "reception"], hint: "Your entrance into the reception" },
  { id: "dinner", label: "Dinner", scheduleWords: ["dinner", "meal"], hint: "Easy listening while everyone eats" },
  { id: "first_dance", label: "First dance", scheduleWords: ["first dance"], hint: "Your first dance as a married couple" },
  { id: "parent_dances", label: "Parent dances", scheduleWords: ["parent dance", "father", "mother"], hint: "Dances with parents" },
  { id: "cake_cutting", label: "Cake cutting", scheduleWords: ["cake"], hint: "While you cut the cake" },
  { id: "bouquet_toss", label: "Bouquet toss", scheduleWords: ["bouquet", "garter"], hint: "The bouquet or garter toss" },
  { id: "last_dance", label: "Last dance", scheduleWords: ["last dance", "send-off", "send off", "exit"], hint: "The night's final song" },
  { id: "must_play", label: "Must-play", scheduleWords: [], hint: "Songs the DJ or band should fit in" },
  { id: "do_not_play", label: "Do-not-play", scheduleWords: [], hint: "Songs to skip, even if requested" },
] as const;

export type MusicMoment = (typeof MUSIC_MOMENTS)[number]["id"];
export const MUSIC_MOMENT_IDS = MUSIC_MOMENTS.map((moment) => moment.id) as [MusicMoment, ...MusicMoment[]];

export const musicMomentSchema = z.enum(MUSIC_MOMENT_IDS, { message: "Choose a moment from the list." });

export function musicMomentLabel(id: MusicMoment): string {
  return MUSIC_MOMENTS.find((moment) => moment.id === id)?.label ?? id;
}

/** Most songs a couple's plan holds (a full reception is 60 to 80 songs; lists add a few hundred more). */
export const MUSIC_SONGS_MAX = 500;
export const MUSIC_SHARES_MAX = 25;

/** A Spotify link the couple pasted: a track or a playlist, by its id (22 base-62 characters). */
export interface SpotifyLink {
  kind: "track" | "playlist";
  id: string;
}

const SPOTIFY_ID = /^[0-9A-Za-z]{22}$/;

/**
 * Reads a pasted Spotify link: `https://open.spotify.com/track/{id}` (with or without `intl-xx/` and
 * a `?si=` tail), `spotify:track:{id}`, and the same for playlists. Anything else is null.
 */
export function parseSpotifyLink(text: string): SpotifyLink | null {
  const value = text.trim();
  const uri = /^spotify:(track|playlist):([0-9A-Za-z]{22})$/.exec(value);
  if (uri) return { kind: uri[1] as SpotifyLink["kind"], id: uri[2]! };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.hostname !== "open.spotify.com") return null;
  const parts = url.pathname.split("/").filter(Boolean);
  if (parts[0]?.startsWith("intl-")) parts.shift();
  const [kind, id] = parts;
  if ((kind !== "track" && kind !== "playlist") || !id || !SPOTIFY_ID.test(id) || parts.length !== 2) return null;
  return { kind, id };
}

export function spotifyTrackUrl(id: string): string {
  return `https://open.spotify.com/track/${id}`;
}

/** What makes two songs the same song: title and artist, ignoring case, spacing and punctuation. */
export function songKey(title: string, artist: string): string {
  const norm = (value: string) =>
    value
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/['’‘`]/g, "")
      .replace(/[^\p{L}\p{N}]+/gu, " ")
      .trim();
  return `${norm(title)}|${norm(artist)}`;
}

/**
 * A guest's free-text request ("Shout by the Isley Brothers", "September - Earth, Wind & Fire") split
 * into a title and an artist, for the couple to check before approving.
 */
export function splitSongRequest(request: string): { title: string; artist: string } {
  const unquote = (value: string) => value.trim().replace(/^["“”']+|["“”']+$/g, "").trim();
  const text = request.trim();
  const by = /^(.+?)\s+by\s+(.+)$/i.exec(text);
  if (by) return { title: unquote(by[1]!), artist: unquote(by[2]!) };
  const dash = /^(.+?)\s+[-–—]\s+(.+)$/.exec(text);
  if (dash) return { title: unquote(dash[1]!), artist: unquote(dash[2]!) };
  return { title: unquote(text), artist: "" };
}

const text = (max: number, what: string) => z.string().trim().max(max, `Keep ${what} to ${max.toLocaleString("en-US")} characters.`);

/** A pasted Spotify track link: "" is none; anything that is not a Spotify track link says so. */
export const spotifyTrackLinkSchema = z
  .string()
  .trim()
  .max(300, "That link is too long.")
  .refine((value) => value === "" || parseSpotifyLink(value)?.kind === "track", "Paste a Spotify track link (open.spotify.com/track/...), or leave it empty.");

/**
 * A song in the plan: its moment, title and artist (typed, or taken from a pasted Spotify link). With a
 * track link the title may be left empty: the server fills it in from Spotify when the couple is
 * connected, and asks for it when they are not.
 */
export const songSchema = z
  .object({
    moment: musicMomentSchema,
    title: text(200, "the title").prefault(""),
    artist: text(200, "the artist").prefault(""),
    spotifyLink: spotifyTrackLinkSchema.prefault(""),
    note: text(300, "the note").prefault(""),
  })
  .refine((song) => song.title !== "" || song.spotifyLink !== "", {
    path: ["title"],
    message: "Enter the song's title.",
    // Said alongside the other fields' problems, not only once they are fixed.
    when: ({ value }) => {
      if (typeof value !== "object" || value === null) return false;
      const song = value as { title?: unknown; spotifyLink?: unknown };
      return typeof song.title === "string" && typeof song.spotifyLink === "string";
    },
  });
export type SongInput = z.input<typeof songSchema>;
export type SongValues = z.output<typeof songSchema>;

/** Approving a guest's request: the moment it goes to, and the title and artist as the couple checked them. */
export const songTitleSchema = z.string().trim().min(1, "Enter the song's title.").max(200, "Keep the title to 200 characters.");

export const approveRequestSchema = z.object({
  moment: musicMomentSchema,
  title: songTitleSchema,
  artist: text(200, "the artist").prefault(""),
});

export const musicShareSchema = z.object({
  label: z.string().trim().min(1, "Say who the link is for, e.g. 'DJ Marcus'.").max(80, "Keep the name to 80 characters."),
});

/** The songs of one moment in their new order: every song of the moment, each once. */
export const reorderMomentSchema = z.object({
  songIds: z
    .array(idSchema("That song id is not valid."))
    .min(1, "Send the moment's songs in their new order.")
    .max(MUSIC_SONGS_MAX, `A moment holds up to ${MUSIC_SONGS_MAX} songs.`)
    .refine((ids) => new Set(ids).size === ids.length, "Each song can appear only once."),
});
export const momentParamSchema = z.object({ moment: musicMomentSchema });

/** Searching Spotify's catalog for a song. */
export const spotifySearchSchema = z.object({
  q: z.string().trim().min(1, "Type a song or an artist to search for.").max(100, "Keep the search to 100 characters."),
});

/** A pasted Spotify playlist link whose songs go to a moment. */
export const spotifyPlaylistLinkSchema = z.object({
  link: z
    .string()
    .trim()
    .max(300, "That link is too long.")
    .refine((value) => parseSpotifyLink(value)?.kind === "playlist", "Paste a Spotify playlist link (open.spotify.com/playlist/...)."),
});

/** What Spotify sends back to the callback: a code and the state, or an error (the couple said no). */
export const spotifyCallbackSchema = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
});

/** Most song requests a couple's website keeps (spam stops at the rate limits long before). */
export const MUSIC_SITE_REQUESTS_MAX = 1000;

/**
 * A guest's song request from the wedding website (decision 050): the song, its artist, and who asks.
 * The name may be left empty only by a guest who found their invitation (the server knows them then).
 */
export const siteSongRequestSchema = z.object({
  title: songTitleSchema,
  artist: text(200, "the artist").prefault(""),
  name: text(80, "your name").prefault(""),
});
export type SiteSongRequestValues = z.output<typeof siteSongRequestSchema>;

/** The vendor category the music plan goes to with an inquiry: DJs and bands. */
export const MUSIC_VENDOR_CATEGORY = "djband";

export const musicIdParamSchema = z.object({ id: idSchema("That song id is not valid.") });
export const householdParamSchema = z.object({ householdId: idSchema("That request id is not valid.") });
export const siteRequestIdParamSchema = z.object({ id: idSchema("That request id is not valid.") });
export const musicInquiryParamSchema = z.object({ inquiryId: idSchema("That conversation id is not valid.") });
export const musicShareIdParamSchema = z.object({ id: idSchema("That link id is not valid.") });
export const musicShareTokenParamSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{32}$/, "This link is not complete. Copy the whole link the couple sent."),
});

/** Minutes after midnight as the schedule shows them ("4:30 PM"). */
export function formatMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60) % 24;
  const m = minutes % 60;
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, "0")} ${h < 12 ? "AM" : "PM"}`;
}

/**
 * When a moment happens, from the day-of schedule: the start of the first event whose title holds one
 * of the moment's words (the recessional: the end of the ceremony when there is no recessional event).
 */
export function momentTime(moment: MusicMoment, events: readonly { title: string; startMinutes: number; durationMinutes: number }[]): number | null {
  const words = MUSIC_MOMENTS.find((m) => m.id === moment)?.scheduleWords ?? [];
  for (const word of words) {
    const found = events.find((event) => event.title.toLowerCase().includes(word));
    if (!found) continue;
    const atEnd = moment === "recessional" && word === "ceremony";
    return atEnd ? Math.min(found.startMinutes + found.durationMinutes, 1439) : found.startMinutes;
  }
  return null;
}
