import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { MUSIC_MOMENT_IDS } from "../../../domain/music.ts";
import { users } from "./auth.ts";
import { guestHouseholds } from "./guests.ts";
import { vendorInquiries } from "./vendors.ts";

/**
 * The wedding's music (issue 33): the songs planned by moment (and the must-play and do-not-play
 * lists), the couple's answers to guests' song requests, and read-only links for the DJ or band.
 */

const MOMENTS_SQL = sql.raw(MUSIC_MOMENT_IDS.map((id) => `'${id}'`).join(", "));

export const musicSongs = pgTable(
  "music_songs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    coupleId: text("couple_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** domain/music.ts MUSIC_MOMENTS. */
    moment: text("moment").notNull(),
    /** Order within the moment, from 0. */
    position: integer("position").notNull().default(0),
    title: text("title").notNull(),
    artist: text("artist").notNull().default(""),
    /** Title and artist folded (domain/music.ts songKey): one song appears once in a plan. */
    songKey: text("song_key").notNull(),
    /** From a pasted Spotify track link. */
    spotifyTrackId: text("spotify_track_id"),
    note: text("note").notNull().default(""),
    /** The household whose request this was, when it came from a guest. */
    requestedByHouseholdId: uuid("requested_by_household_id").references(() => guestHouseholds.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("music_songs_couple_key_unique").on(table.coupleId, table.songKey),
    index("music_songs_couple_moment_idx").on(table.coupleId, table.moment, table.position),
    check("music_songs_moment_check", sql`${table.moment} in (${MOMENTS_SQL})`),
  ],
);

/**
 * The couple's answer to a household's song request. The request itself is the household's RSVP
 * answer (`guest_households.song_request`); the answer holds the text it answered, so a household that
 * changes its request is asked about again.
 */
export const musicRequestDecisions = pgTable(
  "music_request_decisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    coupleId: text("couple_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    householdId: uuid("household_id")
      .notNull()
      .unique("music_request_decisions_household_unique")
      .references(() => guestHouseholds.id, { onDelete: "cascade" }),
    requestText: text("request_text").notNull(),
    status: text("status").notNull(),
    songId: uuid("song_id").references(() => musicSongs.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("music_request_decisions_couple_idx").on(table.coupleId), check("music_request_decisions_status_check", sql`${table.status} in ('approved', 'declined')`)],
);

/** A read-only link to the music plan for the DJ or band; only the SHA-256 of its token is kept. */
export const musicShares = pgTable(
  "music_shares",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    coupleId: text("couple_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    label: text("label").notNull(),
    tokenHash: text("token_hash").notNull().unique("music_shares_token_unique"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [index("music_shares_couple_idx").on(table.coupleId)],
);

/**
 * The couple's Spotify account (decision 040): its tokens sealed with AES-256-GCM (never stored in the
 * clear), refreshed when they expire. `needsReconnectSince` is set when Spotify refuses the refresh
 * token (revoked or expired); the plan itself is never touched by a lost connection.
 */
export const musicSpotifyConnections = pgTable("music_spotify_connections", {
  coupleId: text("couple_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  spotifyUserId: text("spotify_user_id").notNull(),
  displayName: text("display_name").notNull().default(""),
  accessTokenSealed: text("access_token_sealed").notNull(),
  refreshTokenSealed: text("refresh_token_sealed").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  scope: text("scope").notNull().default(""),
  needsReconnectSince: timestamp("needs_reconnect_since", { withTimezone: true }),
  connectedAt: timestamp("connected_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A connection being made: the OAuth state (its SHA-256 only) and the PKCE verifier (sealed), for ten minutes. */
export const musicSpotifyAuthorizations = pgTable(
  "music_spotify_authorizations",
  {
    stateHash: text("state_hash").primaryKey(),
    coupleId: text("couple_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    verifierSealed: text("verifier_sealed").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("music_spotify_authorizations_couple_idx").on(table.coupleId)],
);

/** The playlist made for a moment in the couple's Spotify account, updated in place on the next export. */
export const musicMomentPlaylists = pgTable(
  "music_moment_playlists",
  {
    coupleId: text("couple_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    moment: text("moment").notNull(),
    spotifyPlaylistId: text("spotify_playlist_id").notNull(),
    url: text("url").notNull(),
    trackCount: integer("track_count").notNull().default(0),
    exportedAt: timestamp("exported_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.coupleId, table.moment] }), check("music_moment_playlists_moment_check", sql`${table.moment} in (${MOMENTS_SQL})`)],
);

/**
 * A song request a guest sent from the wedding website (decision 050). Tied to the household when the
 * guest had found their invitation (their pass names it), else only the name they typed; `askedBy`
 * keeps the name shown to the couple even if the household is later removed.
 */
export const musicSiteRequests = pgTable(
  "music_site_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    coupleId: text("couple_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    householdId: uuid("household_id").references(() => guestHouseholds.id, { onDelete: "set null" }),
    askedBy: text("asked_by").notNull(),
    title: text("title").notNull(),
    artist: text("artist").notNull().default(""),
    /** domain/music.ts songKey: the same guest asking twice for one song is told, not stored twice. */
    songKey: text("song_key").notNull(),
    status: text("status").notNull().default("pending"),
    songId: uuid("song_id").references(() => musicSongs.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (table) => [
    index("music_site_requests_couple_idx").on(table.coupleId, table.createdAt),
    index("music_site_requests_song_idx").on(table.songId),
    check("music_site_requests_status_check", sql`${table.status} in ('pending', 'approved', 'declined')`),
  ],
);

/**
 * The music plan attached to a marketplace inquiry (decision 050): while the row exists, the vendor of
 * that inquiry reads the couple's current plan in the thread; the couple removes it to stop sharing.
 */
export const musicInquiryShares = pgTable(
  "music_inquiry_shares",
  {
    inquiryId: uuid("inquiry_id")
      .primaryKey()
      .references(() => vendorInquiries.id, { onDelete: "cascade" }),
    coupleId: text("couple_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sharedAt: timestamp("shared_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("music_inquiry_shares_couple_idx").on(table.coupleId)],
);
