import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contributorProfiles, musicSpotifyConnections } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { standInPlaylistOf, startSpotifyStandIn, type SpotifyStandIn } from "../../test/spotify-stand-in.ts";

type Headers = Record<string, string>;
let spotify: SpotifyStandIn;
let t: TestApp;
let couple: Headers;
let otherCouple: Headers;
let editor: Headers;
let viewer: Headers;
let coupleId: string;

const json = async <T = Record<string, unknown>>(response: Response | Promise<Response>) => (await (await response).json()) as T;
const idOf = async (headers: Headers) => (await json<{ user: { id: string } }>(t.request("GET", "/api/account/me", undefined, headers))).user.id;
interface Song {
  id: string;
  title: string;
  artist: string;
  spotifyTrackId: string | null;
}
interface Plan {
  moments: { id: string; songs: Song[] }[];
  spotify: { available: boolean; connected: boolean; needsReconnect: boolean; displayName: string | null; playlists: { moment: string; url: string; trackCount: number }[] };
}
const plan = (headers: Headers) => json<Plan>(t.request("GET", "/api/music", undefined, headers));
const songsOf = async (headers: Headers, moment: string) => (await plan(headers)).moments.find((m) => m.id === moment)!.songs;

/** The browser's trip: our connect button, Spotify's consent page, and back to our callback. */
async function connect(headers: Headers): Promise<string> {
  const start = await json<{ authorizeUrl: string }>(t.request("POST", "/api/music/spotify/connect", undefined, headers));
  const consent = await fetch(start.authorizeUrl, { redirect: "manual" });
  const back = new URL(consent.headers.get("location")!);
  expect(back.origin + back.pathname).toBe(`${t.config.publicUrl}/api/music/spotify/callback`);
  const callback = await t.request("GET", back.pathname + back.search, undefined, headers);
  expect(callback.status).toBe(303);
  return new URL(callback.headers.get("location")!, t.config.publicUrl).searchParams.get("spotify")!;
}

beforeAll(async () => {
  spotify = await startSpotifyStandIn();
  t = await createTestApp({ SPOTIFY_CLIENT_ID: spotify.clientId, SPOTIFY_API_BASE_URL: spotify.apiBaseUrl, SPOTIFY_ACCOUNTS_BASE_URL: spotify.accountsBaseUrl });
  [couple, otherCouple, editor, viewer] = await Promise.all([t.signIn("couple"), t.signIn("couple"), t.signIn("couple"), t.signIn("couple")]);
  coupleId = await idOf(couple);
  const [editorId, viewerId] = await Promise.all([idOf(editor), idOf(viewer)]);
  await t.database.db.insert(contributorProfiles).values([
    { userId: editorId, coupleId, relationship: "Planner", permissions: { music: "edit" } },
    { userId: viewerId, coupleId, relationship: "Sister", permissions: { music: "view" } },
  ]);
});
afterAll(async () => {
  await t.close();
  await spotify.close();
});

describe("connecting Spotify (OAuth with PKCE)", () => {
  it("sends the couple to Spotify's consent page with an S256 challenge and a state", async () => {
    const { authorizeUrl } = await json<{ authorizeUrl: string }>(t.request("POST", "/api/music/spotify/connect", undefined, couple));
    const url = new URL(authorizeUrl);
    expect(url.origin + url.pathname).toBe(`${spotify.accountsBaseUrl}/authorize`);
    expect(url.searchParams.get("client_id")).toBe(spotify.clientId);
    expect(url.searchParams.get("response_type")).toBe("code");
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get("state")).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(url.searchParams.get("scope")).toContain("playlist-modify-private");
  });

  it("refuses a state it did not hand out, one from another couple, and a consent the couple declined", async () => {
    const forged = await t.request("GET", "/api/music/spotify/callback?code=abc&state=not-ours", undefined, couple);
    expect(forged.headers.get("location")).toBe("/spotify-integration?spotify=expired");
    // Another couple's state, brought back by this couple: not theirs, so not used (nor used up).
    const theirs = new URL((await json<{ authorizeUrl: string }>(t.request("POST", "/api/music/spotify/connect", undefined, otherCouple))).authorizeUrl).searchParams.get("state")!;
    const crossed = await t.request("GET", `/api/music/spotify/callback?code=abc&state=${theirs}`, undefined, couple);
    expect(crossed.headers.get("location")).toBe("/spotify-integration?spotify=expired");
    spotify.denyNextConsent();
    expect(await connect(couple)).toBe("denied");
    expect((await plan(couple)).spotify).toMatchObject({ available: true, connected: false });
  });

  it("only the couple connects their own account; helpers are told so", async () => {
    const helper = await t.request("POST", `/api/music/spotify/connect?coupleId=${coupleId}`, undefined, editor);
    expect(helper.status).toBe(403);
    expect((await json<{ error: { message: string } }>(helper)).error.message).toMatch(/only the couple/i);
    expect((await t.request("POST", `/api/music/spotify/connect?coupleId=${coupleId}`, undefined, viewer)).status).toBe(403);
  });

  it("trades the code with the verifier, reads the account, and keeps the tokens sealed", async () => {
    expect(await connect(couple)).toBe("connected");
    const tokenRequest = spotify.requests.filter((r) => r.path === "/api/token").at(-1)!;
    const form = new URLSearchParams(tokenRequest.body);
    expect(form.get("grant_type")).toBe("authorization_code");
    expect(form.get("code_verifier")).toMatch(/^[A-Za-z0-9_-]{64}$/);
    expect((await plan(couple)).spotify).toMatchObject({ connected: true, needsReconnect: false, displayName: "Alex & Sam" });
    const [row] = await t.database.db.select().from(musicSpotifyConnections).where(eq(musicSpotifyConnections.coupleId, coupleId));
    expect(row!.accessTokenSealed).toMatch(/^v1\./);
    const bearer = spotify.requests.filter((r) => r.path === "/v1/me").length;
    expect(bearer).toBeGreaterThan(0);
    // The stored values are not the tokens Spotify handed out.
    const issued = JSON.stringify(spotify.requests);
    expect(issued).not.toContain(row!.accessTokenSealed);
    // A state is used once.
    const again = await t.request("GET", `/api/music/spotify/callback?code=x&state=${new URL(spotify.requests.filter((r) => r.path.startsWith("/authorize")).at(-1)!.path, "http://x").searchParams.get("state")}`, undefined, couple);
    expect(again.headers.get("location")).toBe("/spotify-integration?spotify=expired");
  });
});

describe("search, songs from Spotify, and playlists per moment", () => {
  it("searches Spotify's catalog", async () => {
    const found = await json<{ tracks: { id: string; title: string; artist: string }[] }>(t.request("GET", "/api/music/spotify/search?q=at%20last", undefined, couple));
    expect(found.tracks).toEqual([expect.objectContaining({ id: "2aT9Zs1xP4wE7nKq0LbR3d", title: "At Last", artist: "Etta James" })]);
    const empty = await t.request("GET", "/api/music/spotify/search?q=", undefined, couple);
    expect(empty.status).toBe(400);
  });

  it("fills in a pasted track link's title and artist, and refuses the same track twice", async () => {
    const added = await t.request("POST", "/api/music/songs", { moment: "first_dance", spotifyLink: "https://open.spotify.com/track/2aT9Zs1xP4wE7nKq0LbR3d?si=x" }, couple);
    expect(added.status).toBe(201);
    expect(await json<Song>(added)).toMatchObject({ title: "At Last", artist: "Etta James", spotifyTrackId: "2aT9Zs1xP4wE7nKq0LbR3d" });
    const twice = await t.request("POST", "/api/music/songs", { moment: "dinner", title: "At last (live)", spotifyLink: "spotify:track:2aT9Zs1xP4wE7nKq0LbR3d" }, couple);
    expect(twice.status).toBe(409);
    expect((await json<{ error: { message: string } }>(twice)).error.message).toContain("is already in First dance");
    const unknown = await t.request("POST", "/api/music/songs", { moment: "dinner", spotifyLink: "https://open.spotify.com/track/0000000000000000000000" }, couple);
    expect(unknown.status).toBe(404);
    expect((await json<{ error: { code: string } }>(unknown)).error.code).toBe("spotify_not_found");
  });

  it("imports a pasted playlist's songs into a moment, naming the ones already planned", async () => {
    const id = standInPlaylistOf(spotify, "a-friend", ["spotify:track:1bS8dF4gH7jK2lZ5xC9vBn", "spotify:track:2aT9Zs1xP4wE7nKq0LbR3d", "spotify:track:3mN6bV9cX2zL5kJ8hG1fDs"]);
    const response = await t.request("POST", "/api/music/moments/last_dance/spotify-playlist", { link: `https://open.spotify.com/playlist/${id}` }, couple);
    expect(response.status).toBe(201);
    const body = await json<{ added: Song[]; alreadyPlanned: string[] }>(response);
    expect(body.added.map((s) => s.title)).toEqual(["September", "Shout"]);
    expect(body.alreadyPlanned).toEqual(["“At Last” by Etta James"]);
    const bad = await t.request("POST", "/api/music/moments/last_dance/spotify-playlist", { link: "https://example.com/playlist/1" }, couple);
    expect(bad.status).toBe(400);
  });

  it("makes a private playlist for a moment, then replaces its songs on the next export", async () => {
    await t.request("POST", "/api/music/songs", { moment: "last_dance", title: "Our song, typed by hand", artist: "A friend's band" }, couple);
    const first = await json<{ url: string; created: boolean; trackCount: number; withoutTrack: string[] }>(t.request("POST", "/api/music/moments/last_dance/export", undefined, couple));
    expect(first).toMatchObject({ created: true, trackCount: 2, withoutTrack: ["“Our song, typed by hand” by A friend's band"] });
    const playlistId = first.url.split("/").at(-1)!;
    expect(spotify.playlists.get(playlistId)).toMatchObject({ public: false, owner: "couple-on-spotify", uris: ["spotify:track:1bS8dF4gH7jK2lZ5xC9vBn", "spotify:track:3mN6bV9cX2zL5kJ8hG1fDs"] });
    expect(spotify.playlists.get(playlistId)!.name).toContain("Last dance");

    await t.request("POST", "/api/music/songs", { moment: "last_dance", spotifyLink: "spotify:track:6qW1eR2tY3uI4oP5aS6dFh" }, couple);
    const second = await json<{ url: string; created: boolean; trackCount: number }>(t.request("POST", "/api/music/moments/last_dance/export", undefined, couple));
    expect(second).toMatchObject({ url: first.url, created: false, trackCount: 3 });
    expect(spotify.playlists.get(playlistId)!.uris).toHaveLength(3);
    expect((await plan(couple)).spotify.playlists).toEqual([expect.objectContaining({ moment: "last_dance", url: first.url, trackCount: 3 })]);

    // Deleted in Spotify meanwhile: made again.
    spotify.playlists.delete(playlistId);
    const third = await json<{ url: string; created: boolean }>(t.request("POST", "/api/music/moments/last_dance/export", undefined, couple));
    expect(third.created).toBe(true);
    expect(third.url).not.toBe(first.url);

    const empty = await t.request("POST", "/api/music/moments/cake_cutting/export", undefined, couple);
    expect(empty.status).toBe(409);
    expect((await json<{ error: { code: string } }>(empty)).error.code).toBe("nothing_to_export");
  });

  it("lets a helper with edit access search with the couple's connection, but not one who may only view", async () => {
    expect((await t.request("GET", `/api/music/spotify/search?q=perfect&coupleId=${coupleId}`, undefined, editor)).status).toBe(200);
    expect((await t.request("GET", `/api/music/spotify/search?q=perfect&coupleId=${coupleId}`, undefined, viewer)).status).toBe(403);
    // Another couple has no connection of their own and never uses this one.
    const other = await t.request("GET", "/api/music/spotify/search?q=perfect", undefined, otherCouple);
    expect(other.status).toBe(409);
    expect((await json<{ error: { code: string } }>(other)).error.code).toBe("spotify_not_connected");
  });
});

describe("rate limits and lost connections", () => {
  it("waits out a short Retry-After and tries again", async () => {
    spotify.rateLimitNext(1, 1);
    const before = spotify.requests.length;
    const started = Date.now();
    const response = await t.request("GET", "/api/music/spotify/search?q=perfect", undefined, couple);
    expect(response.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(spotify.requests.slice(before).filter((r) => r.path.startsWith("/v1/search"))).toHaveLength(2);
  });

  it("says when to try again when Spotify asks for a long wait", async () => {
    spotify.rateLimitNext(1, 30);
    const response = await t.request("GET", "/api/music/spotify/search?q=perfect", undefined, couple);
    expect(response.status).toBe(503);
    expect(await json(response)).toEqual({ error: { code: "spotify_busy", message: "Spotify is busy right now. Try again in 30 seconds." } });
  });

  it("refreshes an expired access token and keeps the rotated refresh token", async () => {
    const [before] = await t.database.db.select().from(musicSpotifyConnections).where(eq(musicSpotifyConnections.coupleId, coupleId));
    spotify.expireAccessTokens();
    expect((await t.request("GET", "/api/music/spotify/search?q=journey", undefined, couple)).status).toBe(200);
    expect(new URLSearchParams(spotify.requests.filter((r) => r.path === "/api/token").at(-1)!.body).get("grant_type")).toBe("refresh_token");
    const [after] = await t.database.db.select().from(musicSpotifyConnections).where(eq(musicSpotifyConnections.coupleId, coupleId));
    expect(after!.refreshTokenSealed).not.toBe(before!.refreshTokenSealed);
    // An hour later by the clock: refreshed before the call.
    await t.database.db.update(musicSpotifyConnections).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(musicSpotifyConnections.coupleId, coupleId));
    expect((await t.request("GET", "/api/music/spotify/search?q=journey", undefined, couple)).status).toBe(200);
  });

  it("asks to reconnect when access was revoked in Spotify, losing nothing, and reconnecting works", async () => {
    const songsBefore = await songsOf(couple, "last_dance");
    spotify.revokeAll();
    const response = await t.request("POST", "/api/music/moments/last_dance/export", undefined, couple);
    expect(response.status).toBe(409);
    expect((await json<{ error: { code: string; message: string } }>(response)).error).toMatchObject({ code: "spotify_reconnect", message: expect.stringContaining("your music plan is unchanged") });
    const after = await plan(couple);
    expect(after.spotify).toMatchObject({ connected: true, needsReconnect: true });
    expect(after.moments.find((m) => m.id === "last_dance")!.songs).toEqual(songsBefore);
    // Typing a song still works while disconnected from Spotify.
    expect((await t.request("POST", "/api/music/songs", { moment: "dinner", title: "Fly Me to the Moon", artist: "Frank Sinatra" }, couple)).status).toBe(201);
    expect(await connect(couple)).toBe("connected");
    expect((await plan(couple)).spotify.needsReconnect).toBe(false);
    expect((await t.request("GET", "/api/music/spotify/search?q=shout", undefined, couple)).status).toBe(200);
  });

  it("disconnects: the tokens and playlist links are gone, the songs stay", async () => {
    const songsBefore = await songsOf(couple, "last_dance");
    expect((await t.request("DELETE", `/api/music/spotify?coupleId=${coupleId}`, undefined, editor)).status).toBe(403);
    expect((await t.request("DELETE", "/api/music/spotify", undefined, couple)).status).toBe(200);
    const after = await plan(couple);
    expect(after.spotify).toMatchObject({ connected: false, playlists: [] });
    expect(after.moments.find((m) => m.id === "last_dance")!.songs).toEqual(songsBefore);
    expect(await t.database.db.select().from(musicSpotifyConnections).where(eq(musicSpotifyConnections.coupleId, coupleId))).toHaveLength(0);
    const link = await t.request("POST", "/api/music/songs", { moment: "dinner", spotifyLink: "spotify:track:7hQ2kM9vX3cN5bT1rY8uWe" }, couple);
    expect(link.status).toBe(400);
    expect((await json<{ error: { fields: Record<string, string[]> } }>(link)).error.fields.title).toEqual(["Enter the song's title, or connect Spotify to fill it in from the link."]);
  });
});

describe("without SPOTIFY_CLIENT_ID", () => {
  it("says Spotify is not set up, and still keeps pasted links with typed songs", async () => {
    const plain = await createTestApp();
    try {
      const headers = await plain.signIn("couple");
      const view = await json<Plan>(plain.request("GET", "/api/music", undefined, headers));
      expect(view.spotify).toEqual({ available: false, connected: false, needsReconnect: false, displayName: null, playlists: [] });
      const start = await plain.request("POST", "/api/music/spotify/connect", undefined, headers);
      expect(start.status).toBe(409);
      expect((await json<{ error: { code: string } }>(start)).error.code).toBe("spotify_not_configured");
      const untitled = await plain.request("POST", "/api/music/songs", { moment: "dinner", spotifyLink: "spotify:track:7hQ2kM9vX3cN5bT1rY8uWe" }, headers);
      expect(untitled.status).toBe(400);
      const typed = await plain.request("POST", "/api/music/songs", { moment: "dinner", title: "Perfect", artist: "Ed Sheeran", spotifyLink: "spotify:track:7hQ2kM9vX3cN5bT1rY8uWe" }, headers);
      expect(await json<Song>(typed)).toMatchObject({ title: "Perfect", spotifyTrackId: "7hQ2kM9vX3cN5bT1rY8uWe" });
    } finally {
      await plain.close();
    }
  });
});
