import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contributorProfiles, guestHouseholds, guests, timelineEvents, timelines } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";

type Headers = Record<string, string>;
let t: TestApp;
let couple: Headers;
let otherCouple: Headers;
let viewer: Headers;
let editor: Headers;
let coupleId: string;
let alvarez: string;
let chen: string;

const json = async <T = Record<string, unknown>>(response: Response | Promise<Response>) => (await (await response).json()) as T;
const idOf = async (headers: Headers) => (await json<{ user: { id: string } }>(t.request("GET", "/api/account/me", undefined, headers))).user.id;

interface Song {
  id: string;
  moment: string;
  title: string;
  artist: string;
  spotifyTrackId: string | null;
  fromGuestRequest: boolean;
}
interface Plan {
  moments: { id: string; label: string; startMinutes: number | null; songs: Song[] }[];
  requests: { id: string; source: string; householdId: string | null; household: string | null; askedBy: string; request: string; status: string; songId: string | null }[];
  shares: { id: string; label: string }[];
  access: { as: string; level: string };
}
const plan = (headers: Headers, query = "") => json<Plan>(t.request("GET", `/api/music${query}`, undefined, headers));
const moment = (body: Pick<Plan, "moments">, id: string) => body.moments.find((m) => m.id === id)!;

async function household(name: string, songRequest: string, people: string[], lastName: string) {
  const [row] = await t.database.db.insert(guestHouseholds).values({ coupleId, name, rsvpToken: randomBytes(32).toString("base64url"), songRequest, respondedAt: new Date() }).returning();
  await t.database.db.insert(guests).values(people.map((firstName) => ({ coupleId, householdId: row!.id, firstName, lastName })));
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  [couple, otherCouple, viewer, editor] = await Promise.all([t.signIn("couple"), t.signIn("couple"), t.signIn("couple"), t.signIn("couple")]);
  coupleId = await idOf(couple);
  const [viewerId, editorId] = await Promise.all([idOf(viewer), idOf(editor)]);
  await t.database.db.insert(contributorProfiles).values([
    { userId: viewerId, coupleId, relationship: "Maid of honor", permissions: { music: "view" } },
    { userId: editorId, coupleId, relationship: "Planner", permissions: { music: "edit", timeline: "edit" } },
  ]);
  alvarez = await household("The Alvarez family", "Shout by the Isley Brothers", ["Rosa", "Luis"], "Alvarez");
  chen = await household("Mei Chen", "September - Earth, Wind & Fire", ["Mei"], "Chen");
  await household("The Okafor family", "", ["Ada"], "Okafor");
  const [timeline] = await t.database.db.insert(timelines).values({ coupleId }).returning();
  await t.database.db.insert(timelineEvents).values([
    { timelineId: timeline!.id, title: "Ceremony", startMinutes: 16 * 60, durationMinutes: 30 },
    { timelineId: timeline!.id, title: "First dance", startMinutes: 19 * 60 + 15, durationMinutes: 10 },
  ]);
});
afterAll(() => t.close());

describe("the music plan", () => {
  it("lists every moment in the day's order, with times from the day-of schedule", async () => {
    const body = await plan(couple);
    expect(body.moments.map((m) => m.id)).toEqual(["processional", "recessional", "cocktail_hour", "entrance", "dinner", "first_dance", "parent_dances", "cake_cutting", "bouquet_toss", "last_dance", "must_play", "do_not_play"]);
    expect(moment(body, "processional").startMinutes).toBe(960);
    expect(moment(body, "recessional").startMinutes).toBe(990);
    expect(moment(body, "first_dance").startMinutes).toBe(1155);
    expect(moment(body, "dinner").startMinutes).toBeNull();
    expect(body.access).toEqual({ as: "couple", level: "edit" });
  });

  it("adds songs by title and artist, understands a pasted Spotify track link, and refuses a duplicate by saying where it is", async () => {
    const first = await t.request("POST", "/api/music/songs", { moment: "first_dance", title: "At Last", artist: "Etta James" }, couple);
    expect(first.status).toBe(201);
    const linked = await json<Song>(
      t.request("POST", "/api/music/songs", { moment: "processional", title: "Canon in D", artist: "Pachelbel", spotifyLink: "https://open.spotify.com/intl-de/track/4uLU6hMCjMI75M1A2tKUQC?si=abc" }, couple),
    );
    expect(linked.spotifyTrackId).toBe("4uLU6hMCjMI75M1A2tKUQC");

    const twice = await t.request("POST", "/api/music/songs", { moment: "must_play", title: "  at last ", artist: "ETTA JAMES" }, couple);
    expect(twice.status).toBe(409);
    expect(await twice.json()).toMatchObject({ error: { code: "song_already_planned", message: "“At Last” by Etta James is already in First dance. Move it there instead of adding it twice." } });
    const sameTrack = await t.request("POST", "/api/music/songs", { moment: "dinner", title: "Kanon", artist: "", spotifyLink: "spotify:track:4uLU6hMCjMI75M1A2tKUQC" }, couple);
    expect(sameTrack.status).toBe(409);

    const badLink = await t.request("POST", "/api/music/songs", { moment: "dinner", title: "Song", spotifyLink: "https://example.com/track/4uLU6hMCjMI75M1A2tKUQC" }, couple);
    expect(badLink.status).toBe(400);
    expect(await badLink.json()).toMatchObject({ error: { fields: { spotifyLink: ["Paste a Spotify track link (open.spotify.com/track/...), or leave it empty."] } } });
    const playlist = await t.request("POST", "/api/music/songs", { moment: "dinner", title: "Song", spotifyLink: "https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M" }, couple);
    expect(playlist.status).toBe(400);
    const noTitle = await t.request("POST", "/api/music/songs", { moment: "nope", title: " " }, couple);
    expect(await noTitle.json()).toMatchObject({ error: { fields: { moment: ["Choose a moment from the list."], title: ["Enter the song's title."] } } });

    expect(moment(await plan(couple), "first_dance").songs.map((s) => s.title)).toEqual(["At Last"]);
  });

  it("edits and moves a song to the end of another moment, and deletes it", async () => {
    const song = await json<Song>(t.request("POST", "/api/music/songs", { moment: "dinner", title: "Moon River", artist: "Andy Williams" }, couple));
    await t.request("POST", "/api/music/songs", { moment: "last_dance", title: "Don't Stop Believin'", artist: "Journey" }, couple);
    const moved = await json<Song & { position: number }>(t.request("PUT", `/api/music/songs/${song.id}`, { moment: "last_dance", title: "Moon River", artist: "Audrey Hepburn" }, couple));
    expect(moved).toMatchObject({ moment: "last_dance", artist: "Audrey Hepburn", position: 1 });
    expect((await t.request("DELETE", `/api/music/songs/${song.id}`, undefined, couple)).status).toBe(200);
    expect((await t.request("DELETE", `/api/music/songs/${song.id}`, undefined, couple)).status).toBe(404);
  });

  it("reorders a moment's songs, only with exactly its songs, and keeps other couples' songs out", async () => {
    const add = async (title: string) => (await json<Song>(t.request("POST", "/api/music/songs", { moment: "cocktail_hour", title, artist: "Order test" }, couple))).id;
    const [a, b, c] = [await add("One"), await add("Two"), await add("Three")];
    const titles = async () => moment(await plan(couple), "cocktail_hour").songs.map((s) => s.title);
    expect(await titles()).toEqual(["One", "Two", "Three"]);
    const moved = await t.request("PUT", "/api/music/moments/cocktail_hour/order", { songIds: [c, a, b] }, couple);
    expect(moved.status).toBe(200);
    expect(await titles()).toEqual(["Three", "One", "Two"]);
    // A helper with edit access moves songs too; one who may only view cannot.
    expect((await t.request("PUT", `/api/music/moments/cocktail_hour/order?coupleId=${coupleId}`, { songIds: [a, c, b] }, editor)).status).toBe(200);
    expect(await titles()).toEqual(["One", "Three", "Two"]);
    expect((await t.request("PUT", `/api/music/moments/cocktail_hour/order?coupleId=${coupleId}`, { songIds: [b, c, a] }, viewer)).status).toBe(403);
    // A list that is not the moment's songs (one missing, one from another moment or couple) changes nothing.
    const missing = await t.request("PUT", "/api/music/moments/cocktail_hour/order", { songIds: [a, b] }, couple);
    expect(missing.status).toBe(409);
    expect((await json<{ error: { code: string } }>(missing)).error.code).toBe("moment_changed");
    const theirs = await json<Song>(t.request("POST", "/api/music/songs", { moment: "cocktail_hour", title: "Theirs", artist: "Other" }, otherCouple));
    expect((await t.request("PUT", "/api/music/moments/cocktail_hour/order", { songIds: [a, b, theirs.id] }, couple)).status).toBe(409);
    expect((await t.request("PUT", "/api/music/moments/cocktail_hour/order", { songIds: [a, c, b] }, otherCouple)).status).toBe(409);
    expect((await t.request("PUT", "/api/music/moments/cocktail_hour/order", { songIds: [a, a, b] }, couple)).status).toBe(400);
    expect((await t.request("PUT", "/api/music/moments/nope/order", { songIds: [a, c, b] }, couple)).status).toBe(400);
    expect(await titles()).toEqual(["One", "Three", "Two"]);
    for (const id of [a, b, c]) await t.request("DELETE", `/api/music/songs/${id}`, undefined, couple);
    await t.request("DELETE", `/api/music/songs/${theirs.id}`, undefined, otherCouple);
  });

  it("shows guests' song requests with who asked; approving puts the song in a moment, declining keeps it out", async () => {
    const before = await plan(couple);
    expect(before.requests.map((r) => [r.source, r.household, r.askedBy, r.request, r.status])).toEqual([
      ["rsvp", "The Alvarez family", "Luis Alvarez, Rosa Alvarez", "Shout by the Isley Brothers", "pending"],
      ["rsvp", "Mei Chen", "Mei Chen", "September - Earth, Wind & Fire", "pending"],
    ]);
    const approved = await t.request("POST", `/api/music/requests/${alvarez}/approve`, { moment: "must_play", title: "Shout", artist: "The Isley Brothers" }, couple);
    expect(approved.status).toBe(201);
    const again = await t.request("POST", `/api/music/requests/${alvarez}/approve`, { moment: "must_play", title: "Shout", artist: "The Isley Brothers" }, couple);
    expect(again.status).toBe(409);
    expect((await t.request("POST", `/api/music/requests/${chen}/decline`, undefined, couple)).status).toBe(200);

    const after = await plan(couple);
    expect(after.requests.map((r) => r.status)).toEqual(["approved", "declined"]);
    const shout = moment(after, "must_play").songs.find((s) => s.title === "Shout")!;
    expect(shout.fromGuestRequest).toBe(true);
    expect(after.requests[0]!.songId).toBe(shout.id);

    // A request for a song already planned is said, not added twice.
    await t.database.db.update(guestHouseholds).set({ songRequest: "At Last by Etta James" }).where((await import("drizzle-orm")).eq(guestHouseholds.id, chen));
    const changed = await plan(couple);
    expect(changed.requests[1]).toMatchObject({ request: "At Last by Etta James", status: "pending" });
    const duplicate = await t.request("POST", `/api/music/requests/${chen}/approve`, { moment: "dinner", title: "At last", artist: "Etta James" }, couple);
    expect(duplicate.status).toBe(409);
    expect(await duplicate.json()).toMatchObject({ error: { code: "song_already_planned" } });

    // Removing the song puts its request back to waiting.
    await t.request("DELETE", `/api/music/songs/${shout.id}`, undefined, couple);
    expect((await plan(couple)).requests[0]!.status).toBe("pending");
  });

  it("keeps each couple's plan to itself and admits helpers as the couple granted", async () => {
    const other = await plan(otherCouple);
    expect(other.moments.every((m) => m.songs.length === 0)).toBe(true);
    expect(other.requests).toEqual([]);
    const song = moment(await plan(couple), "first_dance").songs[0]!;
    expect((await t.request("PUT", `/api/music/songs/${song.id}`, { moment: "dinner", title: "Hijacked" }, otherCouple)).status).toBe(404);
    expect((await t.request("POST", `/api/music/requests/${alvarez}/decline`, undefined, otherCouple)).status).toBe(404);

    const asViewer = await plan(viewer, `?coupleId=${coupleId}`);
    expect(asViewer.access).toEqual({ as: "contributor", level: "view" });
    expect(moment(asViewer, "first_dance").songs[0]!.title).toBe("At Last");
    expect(asViewer.shares).toEqual([]);
    expect((await t.request("POST", `/api/music/songs?coupleId=${coupleId}`, { moment: "dinner", title: "Fly Me to the Moon" }, viewer)).status).toBe(403);
    const byEditor = await t.request("POST", `/api/music/songs?coupleId=${coupleId}`, { moment: "dinner", title: "Fly Me to the Moon", artist: "Frank Sinatra" }, editor);
    expect(byEditor.status).toBe(201);
    expect(moment(await plan(couple), "dinner").songs.map((s) => s.title)).toContain("Fly Me to the Moon");
  });

  it("shares a read-only plan with the DJ that works signed out until revoked, without guests' names", async () => {
    const made = await t.request("POST", "/api/music/shares", { label: "DJ Marcus" }, couple);
    expect(made.status).toBe(201);
    const { share, token } = await json<{ share: { id: string }; token: string }>(made);
    const shared = await t.request("GET", `/api/music/shared/${token}`);
    expect(shared.status).toBe(200);
    expect(shared.headers.get("cache-control")).toBe("no-store");
    const body = await json<{ sharedWith: string; moments: Plan["moments"] }>(shared);
    expect(body.sharedWith).toBe("DJ Marcus");
    expect(moment(body, "first_dance").songs[0]!.title).toBe("At Last");
    expect(JSON.stringify(body)).not.toMatch(/Alvarez|Mei Chen|Requested by/);
    expect((await t.request("DELETE", `/api/music/shares/${share.id}`, undefined, otherCouple)).status).toBe(404);
    expect((await t.request("DELETE", `/api/music/shares/${share.id}`, undefined, couple)).status).toBe(200);
    const gone = await t.request("GET", `/api/music/shared/${token}`);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toMatchObject({ error: { message: "This link doesn't open a music plan anymore. Ask the couple for a new one." } });
    expect((await t.request("GET", "/api/music/shared/short")).status).toBe(400);
  });

  it("exports a formula-safe CSV in the day's order", async () => {
    await t.request("POST", "/api/music/songs", { moment: "cake_cutting", title: "=HYPERLINK(\"http://x\")", artist: "+1" }, couple);
    const response = await t.request("GET", "/api/music/export.csv", undefined, couple);
    expect(response.headers.get("content-type")).toContain("text/csv");
    const csv = await response.text();
    const lines = csv.split("\r\n");
    expect(lines[0]).toBe("Moment,Time,Order,Title,Artist,Spotify,Notes");
    expect(lines[1]).toBe("Processional,4:00 PM,1,Canon in D,Pachelbel,https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC,");
    expect(csv).toContain(`Cake cutting,,1,"'=HYPERLINK(""http://x"")","'+1",,`);
  });
  it("is a planning module: June reads the plan and adds a song once the couple confirms; the overview counts it", async () => {
    const ask = (content: string) =>
      json<{ reply: string; actions: Record<string, unknown>[]; messageId: string }>(t.request("POST", "/api/functions/chat-with-june", { messages: [{ role: "user", content }] }, couple));
    const summary = await ask("what's on our must-play list and any song requests?");
    expect(summary.reply).toContain("“At Last” by Etta James");
    expect(summary.reply).toMatch(/2 song requests from guests are waiting for your answer: "Shout by the Isley Brothers" \(Luis Alvarez, Rosa Alvarez, with their RSVP\)/);

    const proposal = await ask("add September by Earth, Wind & Fire to the last dance");
    expect(proposal.actions).toEqual([{ type: "add-song", moment: "last_dance", title: "September", artist: "Earth, Wind & Fire", label: "Add “September” by Earth, Wind & Fire to Last dance" }]);
    const done = await t.request("POST", "/api/june/actions", { action: proposal.actions[0], messageId: proposal.messageId, decision: "confirm" }, couple);
    expect(await done.json()).toEqual({ state: "done", result: "Added “September” by Earth, Wind & Fire to Last dance.", changed: ["music", "planning"] });
    expect(moment(await plan(couple), "last_dance").songs.map((s) => s.title)).toContain("September");
    const twice = await t.request("POST", "/api/june/actions", { action: proposal.actions[0], decision: "confirm" }, couple);
    expect(twice.status).toBe(422);
    // Under the music routes' own planning rule: a vendor has no music plan to add to.
    const vendor = await t.signIn("vendor");
    const asVendor = await t.request("POST", "/api/june/actions", { action: { type: "add-song", moment: "dinner", title: "Moon River", artist: "" }, decision: "confirm" }, vendor);
    expect(asVendor.status).toBe(403);

    const overview = await json<{ music: { songCount: number; pendingRequests: number } }>(t.request("GET", "/api/planning/overview", undefined, couple));
    expect(overview.music.songCount).toBe((await plan(couple)).moments.reduce((n, m) => n + m.songs.length, 0));
    expect(overview.music.pendingRequests).toBe(2);
  });
});
