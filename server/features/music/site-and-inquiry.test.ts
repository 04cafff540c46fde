import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contributorProfiles } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { insertTestVendor } from "../../test/vendors.ts";

// Decision 050: song requests from the wedding website's form, arriving in the couple's one list, and the
// music plan sent with an inquiry to a DJ or band, read in the thread by that vendor only.
type Headers = Record<string, string>;
let t: TestApp;
let couple: Headers;
let otherCouple: Headers;
let helper: Headers;
let dj: Headers;
let otherDj: Headers;
let florist: Headers;
let coupleId: string;
let djListing: string;
let otherDjListing: string;
let floristListing: string;
let foxCode: string;

const json = async <T = Record<string, unknown>>(response: Response | Promise<Response>) => (await (await response).json()) as T;
const idOf = async (headers: Headers) => (await json<{ user: { id: string } }>(t.request("GET", "/api/account/me", undefined, headers))).user.id;
const cookieOf = (response: Response) => response.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
const form = (path: string, fields: Record<string, string>, cookie = "", origin = t.config.publicUrl) =>
  t.app.request(path, { method: "POST", headers: { origin, "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) }, body: new URLSearchParams(fields).toString() });
const page = async (path: string, cookie = "") => (await t.app.request(path, { headers: cookie ? { cookie } : {} })).text();

interface Request {
  id: string;
  source: "rsvp" | "website";
  householdId: string | null;
  household: string | null;
  askedBy: string;
  request: string;
  title: string;
  artist: string;
  status: string;
  songId: string | null;
}
interface Plan {
  moments: { id: string; songs: { id: string; title: string; fromGuestRequest: boolean }[] }[];
  requests: Request[];
  inquiryShares: { inquiryId: string; vendorName: string }[];
}
const plan = (headers: Headers) => json<Plan>(t.request("GET", "/api/music", undefined, headers));
const siteSettings = (sections: string[]) => ({ slug: "ana-and-ben", design: "classic", palette: "plum", sections, privacy: "public", rsvpLookup: "name", content: { headline: "Join us" } });

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "https://serviceberry.test", ADDRESS_RATE_LIMIT_SCALE: "1" });
  [couple, otherCouple, helper, dj, otherDj, florist] = await Promise.all([t.signIn("couple"), t.signIn("couple"), t.signIn("couple"), t.signIn("vendor"), t.signIn("vendor"), t.signIn("vendor")]);
  coupleId = await idOf(couple);
  const [helperId, djId, otherDjId, floristId] = await Promise.all([idOf(helper), idOf(dj), idOf(otherDj), idOf(florist)]);
  await t.database.db.insert(contributorProfiles).values({ userId: helperId, coupleId, relationship: "Planner", permissions: { music: "edit" } });
  djListing = (await insertTestVendor(t.database.db, { ownerId: djId, businessName: "Spin City DJs", category: "djband" })).id;
  otherDjListing = (await insertTestVendor(t.database.db, { ownerId: otherDjId, businessName: "Other Beats", category: "djband" })).id;
  floristListing = (await insertTestVendor(t.database.db, { ownerId: floristId, businessName: "Petal and Stem", category: "florists" })).id;
  await t.request("PUT", "/api/account/couple-profile", { partner1Name: "Ana", partner2Name: "Ben", weddingDate: "2027-06-12", city: "columbus" }, couple);
  await t.request("POST", "/api/guests", { firstName: "Iris", lastName: "Fox", household: { name: "The Fox family" } }, couple);
  expect((await t.request("PUT", "/api/websites/mine", siteSettings(["story", "rsvp"]), couple)).status).toBe(200);
  expect((await t.request("PUT", "/api/websites/mine/published", { published: true }, couple)).status).toBe(200);
  const codes = (await json<{ planning: { householdCodes: { household: string; code: string }[] } }>(t.request("GET", "/api/websites/mine", undefined, couple))).planning.householdCodes;
  foxCode = codes.find((c) => c.household === "The Fox family")!.code;
});
afterAll(() => t.close());

describe("song requests from the wedding website", () => {
  it("shows the form only when the couple turns the section on", async () => {
    expect(await page("/wedding/ana-and-ben")).not.toContain('action="/wedding/ana-and-ben/song-request"');
    expect((await form("/wedding/ana-and-ben/song-request", { title: "Shout", name: "Rosa" })).status).toBe(404);
    expect((await t.request("PUT", "/api/websites/mine", siteSettings(["story", "rsvp", "song-requests"]), couple)).status).toBe(200);
    const html = await page("/wedding/ana-and-ben");
    expect(html).toContain('<section id="song-requests"');
    expect(html).toContain('action="/wedding/ana-and-ben/song-request"');
    expect(html).toMatch(/<label for="song-name">Your name<input[^>]*required/);
  });

  it("takes a request under the typed name, says what to fix, and tells a guest who asks twice", async () => {
    const missing = await form("/wedding/ana-and-ben/song-request", { title: "Shout", artist: "The Isley Brothers", name: "" });
    expect(missing.status).toBe(400);
    const again = await missing.text();
    expect(again).toContain("Tell the couple who is asking: type your name.");
    expect(again).toContain('value="Shout"');
    expect((await form("/wedding/ana-and-ben/song-request", { title: "", name: "Rosa" })).status).toBe(400);
    expect((await form("/wedding/ana-and-ben/song-request", { title: "x".repeat(201), name: "Rosa" })).status).toBe(400);
    // Another site's page cannot post here.
    expect((await form("/wedding/ana-and-ben/song-request", { title: "Shout", name: "Rosa" }, "", "https://elsewhere.test")).status).toBe(403);

    const sent = await form("/wedding/ana-and-ben/song-request", { title: "Shout", artist: "The Isley Brothers", name: "Rosa <b>Alvarez</b>" });
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toBe("/wedding/ana-and-ben?song=sent#song-requests");
    expect(await page("/wedding/ana-and-ben?song=sent")).toContain("Thank you! Your song request is with the couple.");
    const twice = await form("/wedding/ana-and-ben/song-request", { title: "shout", artist: "the isley brothers", name: "Rosa <b>Alvarez</b>" });
    expect(twice.status).toBe(409);
    expect(await twice.text()).toContain("You&#39;ve already asked for “shout” by the isley brothers.");

    const list = await plan(couple);
    expect(list.requests).toEqual([
      expect.objectContaining({ source: "website", householdId: null, household: null, askedBy: "Rosa <b>Alvarez</b>", request: "Shout by The Isley Brothers", title: "Shout", artist: "The Isley Brothers", status: "pending" }),
    ]);
  });

  it("ties the request to the household of a guest who found their invitation", async () => {
    const cookie = cookieOf(await form("/wedding/ana-and-ben/find", { code: foxCode }));
    const html = await page("/wedding/ana-and-ben", cookie);
    expect(html).toContain("Asking as The Fox family.");
    expect(html).toContain("Your name (optional)");
    expect((await form("/wedding/ana-and-ben/song-request", { title: "September", artist: "Earth, Wind & Fire", name: "" }, cookie)).status).toBe(303);
    expect((await form("/wedding/ana-and-ben/song-request", { title: "Dancing Queen", artist: "ABBA", name: "Iris" }, cookie)).status).toBe(303);
    const fromFox = (await plan(couple)).requests.filter((r) => r.household === "The Fox family");
    expect(fromFox.map((r) => [r.askedBy, r.title, Boolean(r.householdId)])).toEqual([
      ["The Fox family", "September", true],
      ["Iris", "Dancing Queen", true],
    ]);
  });

  it("lets the couple (and a helper who may edit) approve into a moment, decline and remove; nobody else", async () => {
    const { requests } = await plan(couple);
    const shout = requests.find((r) => r.title === "Shout")!;
    const september = requests.find((r) => r.title === "September")!;
    const abba = requests.find((r) => r.title === "Dancing Queen")!;
    expect((await t.request("POST", `/api/music/site-requests/${shout.id}/approve`, { moment: "must_play", title: "Shout", artist: "The Isley Brothers" }, otherCouple)).status).toBe(404);
    expect((await t.request("POST", `/api/music/site-requests/${shout.id}/approve`, { moment: "not_a_moment", title: "Shout" }, couple)).status).toBe(400);

    const approved = await t.request("POST", `/api/music/site-requests/${shout.id}/approve`, { moment: "must_play", title: "Shout", artist: "The Isley Brothers" }, couple);
    expect(approved.status).toBe(201);
    expect((await t.request("POST", `/api/music/site-requests/${shout.id}/approve`, { moment: "dinner", title: "Shout", artist: "The Isley Brothers" }, couple)).status).toBe(409);
    expect((await t.request("POST", `/api/music/site-requests/${september.id}/approve?coupleId=${coupleId}`, { moment: "dinner", title: "September", artist: "Earth, Wind & Fire" }, helper)).status).toBe(201);
    expect((await t.request("POST", `/api/music/site-requests/${abba.id}/decline`, undefined, couple)).status).toBe(200);

    const after = await plan(couple);
    const mustPlay = after.moments.find((m) => m.id === "must_play")!;
    const song = mustPlay.songs.find((s) => s.title === "Shout")!;
    expect(song.fromGuestRequest).toBe(true);
    expect(after.requests.find((r) => r.id === shout.id)).toMatchObject({ status: "approved", songId: song.id });
    expect(after.requests.find((r) => r.id === abba.id)!.status).toBe("declined");

    // Removing the song puts the request back to waiting; removing a request leaves the list.
    expect((await t.request("DELETE", `/api/music/songs/${song.id}`, undefined, couple)).status).toBe(200);
    expect((await plan(couple)).requests.find((r) => r.id === shout.id)).toMatchObject({ status: "pending", songId: null });
    expect((await t.request("DELETE", `/api/music/site-requests/${abba.id}`, undefined, otherCouple)).status).toBe(404);
    expect((await t.request("DELETE", `/api/music/site-requests/${abba.id}`, undefined, couple)).status).toBe(200);
    expect((await plan(couple)).requests.some((r) => r.id === abba.id)).toBe(false);
  });

  it("June reads the website's requests, with who asked", async () => {
    const answer = await json<{ reply: string }>(t.request("POST", "/api/functions/chat-with-june", { messages: [{ role: "user", content: "any song requests waiting?" }] }, couple));
    expect(answer.reply).toContain('"Shout by The Isley Brothers" (Rosa <b>Alvarez</b>, on your wedding website)');
  });

  it("limits requests per address", async () => {
    let last = 0;
    for (let i = 0; i < 12; i += 1) last = (await form("/wedding/ana-and-ben/song-request", { title: `Song ${i}`, name: "Script" })).status;
    expect(last).toBe(429);
  });
});

describe("the music plan sent with an inquiry", () => {
  let inquiryToDj: string;
  let inquiryToOtherDj: string;
  let inquiryToFlorist: string;
  const message = "We'd love a DJ for our June wedding in Columbus.";

  it("goes with a new inquiry to a DJ when the couple ticks the box, and only to DJs and bands", async () => {
    const refused = await t.request("POST", `/api/inquiries/vendors/${floristListing}`, { message, attachMusicPlan: true }, couple);
    expect(refused.status).toBe(422);
    expect(await json(refused)).toMatchObject({ error: { code: "not_a_music_vendor" } });
    // Refused together: no inquiry was left behind without its plan.
    expect((await json<{ inquiries: unknown[] }>(t.request("GET", "/api/inquiries/mine", undefined, couple))).inquiries).toHaveLength(0);

    const sent = await json<{ inquiry: { id: string }; musicPlanAttached: boolean }>(t.request("POST", `/api/inquiries/vendors/${djListing}`, { message, attachMusicPlan: true }, couple));
    expect(sent.musicPlanAttached).toBe(true);
    inquiryToDj = sent.inquiry.id;
    inquiryToOtherDj = (await json<{ inquiry: { id: string } }>(t.request("POST", `/api/inquiries/vendors/${otherDjListing}`, { message }, couple))).inquiry.id;
    inquiryToFlorist = (await json<{ inquiry: { id: string } }>(t.request("POST", `/api/inquiries/vendors/${floristListing}`, { message }, couple))).inquiry.id;
    expect((await plan(couple)).inquiryShares.map((s) => s.vendorName)).toEqual(["Spin City DJs"]);
  });

  it("is read, current, by that DJ in the thread; another vendor, or the DJ of an unshared thread, gets 404", async () => {
    await t.request("POST", "/api/music/songs", { moment: "first_dance", title: "At Last", artist: "Etta James" }, couple);
    const seen = await json<{ viewer: string; shared: boolean; plan: { wedding: { coupleNames: string }; moments: { id: string; songs: { title: string; note: string }[] }[] } }>(
      t.request("GET", `/api/music/inquiries/${inquiryToDj}`, undefined, dj),
    );
    expect(seen).toMatchObject({ viewer: "vendor", shared: true, plan: { wedding: { coupleNames: "Ana & Ben" } } });
    expect(seen.plan.moments.find((m) => m.id === "first_dance")!.songs.map((s) => s.title)).toEqual(["At Last"]);
    // Guests' names never reach the vendor.
    expect(JSON.stringify(seen)).not.toContain("Fox");
    expect(JSON.stringify(seen)).not.toContain("Rosa");

    expect((await t.request("GET", `/api/music/inquiries/${inquiryToDj}`, undefined, otherDj)).status).toBe(404);
    expect((await t.request("GET", `/api/music/inquiries/${inquiryToOtherDj}`, undefined, otherDj)).status).toBe(404);
    expect((await t.request("GET", `/api/music/inquiries/${inquiryToDj}`, undefined, otherCouple)).status).toBe(404);
    expect((await t.request("GET", `/api/music/inquiries/${inquiryToFlorist}`, undefined, florist)).status).toBe(404);
    expect(await json(t.request("GET", `/api/music/inquiries/${inquiryToFlorist}`, undefined, couple))).toMatchObject({ viewer: "couple", shared: false, canShare: false });
  });

  it("is sent to a conversation under way, and taken back by the couple alone", async () => {
    expect((await t.request("PUT", `/api/music/inquiries/${inquiryToFlorist}/share`, undefined, couple)).status).toBe(422);
    expect((await t.request("PUT", `/api/music/inquiries/${inquiryToOtherDj}/share`, undefined, otherCouple)).status).toBe(404);
    expect((await t.request("PUT", `/api/music/inquiries/${inquiryToOtherDj}/share?coupleId=${coupleId}`, undefined, helper)).status).toBe(403);
    expect((await t.request("PUT", `/api/music/inquiries/${inquiryToOtherDj}/share`, undefined, otherDj)).status).toBe(403);
    expect((await t.request("PUT", `/api/music/inquiries/${inquiryToOtherDj}/share`, undefined, couple)).status).toBe(200);
    expect((await t.request("GET", `/api/music/inquiries/${inquiryToOtherDj}`, undefined, otherDj)).status).toBe(200);

    expect((await t.request("DELETE", `/api/music/inquiries/${inquiryToDj}/share`, undefined, dj)).status).toBe(403);
    expect((await t.request("DELETE", `/api/music/inquiries/${inquiryToDj}/share`, undefined, couple)).status).toBe(200);
    expect((await t.request("GET", `/api/music/inquiries/${inquiryToDj}`, undefined, dj)).status).toBe(404);
    expect(await json(t.request("GET", `/api/music/inquiries/${inquiryToDj}`, undefined, couple))).toMatchObject({ viewer: "couple", shared: false, canShare: true, plan: null });
  });
});
