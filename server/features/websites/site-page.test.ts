import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";

// /wedding/{slug} as server-rendered HTML (decision 046): household codes, private events per household,
// page passwords, day-of times, the gallery and wedding party, link previews, and the page cache.
let t: TestApp;
let couple: Record<string, string>;
let otherCouple: Record<string, string>;
let ceremony: string;
let rehearsal: string;
let codes: { household: string; code: string }[];

const json = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T;
const cookieOf = (response: Response) => response.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
const form = (path: string, fields: Record<string, string>, cookie = "") =>
  t.app.request(path, { method: "POST", headers: { origin: t.config.publicUrl, "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) }, body: new URLSearchParams(fields).toString() });
const page = async (path: string, cookie = "") => {
  const response = await t.app.request(path, { headers: cookie ? { cookie } : {} });
  return { status: response.status, html: await response.text(), response };
};
const photo = () => sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 200, g: 120, b: 90 } } }).png().toBuffer();
const upload = async (headers: Record<string, string>) => {
  const body = new FormData();
  body.append("file", new File([(await photo()) as Uint8Array<ArrayBuffer>], "photo.png", { type: "image/png" }));
  return t.app.request("/api/websites/mine/images", { method: "POST", headers: { origin: t.config.publicUrl, ...headers }, body });
};
type Builder = { settings: Record<string, unknown> & { content: Record<string, unknown> }; planning: { householdCodes: { household: string; code: string }[] } };

const settings = (over: Record<string, unknown> = {}, content: Record<string, unknown> = {}) => ({
  slug: "nora-and-eli",
  design: "classic",
  palette: "plum",
  sections: ["story", "schedule", "wedding-party", "gallery", "faq", "rsvp"],
  privacy: "public",
  rsvpLookup: "name",
  content: { headline: "Join us", story: "We met <b>hiking</b>.", publicEventIds: [ceremony], ...content },
  ...over,
});

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "https://serviceberry.test", ADDRESS_RATE_LIMIT_SCALE: "1" });
  [couple, otherCouple] = await Promise.all([t.signIn("couple"), t.signIn("couple")]);
  await t.request("PUT", "/api/account/couple-profile", { partner1Name: "Nora", partner2Name: "Eli", weddingDate: "2027-06-12", city: "columbus" }, couple);
  ceremony = (await json<{ event: { id: string } }>(t.request("POST", "/api/guests/events", { name: "Ceremony", kind: "ceremony", startTime: "3:00 PM" }, couple))).event.id;
  rehearsal = (await json<{ event: { id: string } }>(t.request("POST", "/api/guests/events", { name: "Rehearsal dinner", kind: "rehearsal_dinner", startTime: "7:00 PM", location: "Lindey's" }, couple))).event.id;
  const fox = await json<{ guest: { householdId: string } }>(t.request("POST", "/api/guests", { firstName: "Iris", lastName: "Fox", household: { name: "The Fox family" }, eventIds: [ceremony, rehearsal] }, couple));
  expect(fox.guest.householdId).toBeTruthy();
  await t.request("POST", "/api/guests", { firstName: "Hal", lastName: "Gray", household: { name: "Hal Gray" }, eventIds: [ceremony] }, couple);
  // The day-of schedule says the ceremony starts at 4:30, in the garden.
  await t.request("POST", "/api/timeline/events", { title: "Ceremony", startMinutes: 990, durationMinutes: 30, place: "The rose garden" }, couple);
  expect((await t.request("PUT", "/api/websites/mine", settings(), couple)).status).toBe(200);
  expect((await t.request("PUT", "/api/websites/mine/published", { published: true }, couple)).status).toBe(200);
  codes = (await json<Builder>(t.request("GET", "/api/websites/mine", undefined, couple))).planning.householdCodes;
});
afterAll(() => t.close());

describe("the site page", () => {
  it("is plain HTML without the app's script, with escaped words and absolute link-preview tags", async () => {
    const { status, html } = await page("/wedding/nora-and-eli");
    expect(status).toBe(200);
    expect(html).not.toContain("<script");
    expect(html).toContain("Nora &amp; Eli");
    expect(html).toContain("We met &lt;b&gt;hiking&lt;/b&gt;.");
    expect(html).toContain('<meta property="og:url" content="https://serviceberry.test/wedding/nora-and-eli">');
    expect(html).toContain('<meta property="og:image" content="https://serviceberry.test/wedding/nora-and-eli/share-card.png">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    const card = await t.app.request("/wedding/nora-and-eli/share-card.png");
    expect(card.headers.get("content-type")).toBe("image/png");
    expect((await sharp(new Uint8Array(await card.arrayBuffer())).metadata()).width).toBe(1200);
  });

  it("takes the ceremony's time and place from the day-of schedule, and shows a change there", async () => {
    const { html } = await page("/wedding/nora-and-eli?day-of");
    expect(html).toContain("4:30 PM");
    expect(html).toContain("The rose garden");
    expect(html).not.toContain("3:00 PM");
  });

  it("keeps the rehearsal dinner off everyone's schedule but the invited household's", async () => {
    const anyone = await page("/wedding/nora-and-eli?anyone");
    expect(anyone.html).not.toContain("Rehearsal dinner");
    const fox = codes.find((c) => c.household === "The Fox family")!.code;
    const gray = codes.find((c) => c.household === "Hal Gray")!.code;
    expect(fox).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    const asGray = await form("/wedding/nora-and-eli/find", { code: gray.toLowerCase() });
    expect(asGray.status).toBe(303);
    const grayPage = await page("/wedding/nora-and-eli", cookieOf(asGray));
    expect(grayPage.html).toContain("Welcome, Hal Gray");
    expect(grayPage.html).not.toContain("Rehearsal dinner");
    expect(grayPage.html).not.toContain("Fox");
    expect(grayPage.response.headers.get("cache-control")).toContain("no-store");
    const asFox = await form("/wedding/nora-and-eli/find", { code: fox.replace("-", "") });
    const foxPage = await page("/wedding/nora-and-eli", cookieOf(asFox));
    expect(foxPage.html).toContain("Rehearsal dinner");
    expect(foxPage.html).toContain('action="/wedding/nora-and-eli/rsvp"');
  });

  it("lets a household answer on the site, writing the guest list's own records", async () => {
    const fox = codes.find((c) => c.household === "The Fox family")!.code;
    const cookie = cookieOf(await form("/wedding/nora-and-eli/find", { code: fox }));
    const before = await page("/wedding/nora-and-eli", cookie);
    expect(before.html).toContain("For The Fox family");
    const names = [...new Set([...before.html.matchAll(/name="(status\.[^"]+)"/g)].map((m) => m[1]!))];
    expect(new Set(names).size).toBe(2);
    // A choice left out is asked for, by name.
    const missing = await form("/wedding/nora-and-eli/rsvp", { [names[0]!]: "attending" }, cookie);
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain("Choose whether Iris will be there");
    const saved = await form("/wedding/nora-and-eli/rsvp", { [names[0]!]: "attending", [names[1]!]: "declined", songRequest: "September", note: "Can't wait <3" }, cookie);
    expect(saved.status, (await saved.clone().text()).match(/class="error"[^>]*>([^<]*)/)?.[1]).toBe(303);
    expect((await page(saved.headers.get("location")!, cookie)).html).toContain("Thank you! Your answer is saved");
    const list = await json<{ guests: { firstName: string; rsvpStatus: string }[] }>(t.request("GET", "/api/guests", undefined, couple));
    expect(list.guests.find((g) => g.firstName === "Iris")!.rsvpStatus).toBe("attending");
    // Without a household's pass, nobody answers.
    expect((await form("/wedding/nora-and-eli/rsvp", { [names[0]!]: "declined" })).status).toBe(403);
  });

  it("refuses a wrong code or a malformed one with a clear message and names nobody", async () => {
    const wrong = await form("/wedding/nora-and-eli/find", { code: "AAAA-AAAA" });
    expect(wrong.status).toBe(404);
    const html = await wrong.text();
    expect(html).toContain("doesn&#39;t match an invitation");
    expect(html).not.toMatch(/Fox|Gray/);
    const malformed = await form("/wedding/nora-and-eli/find", { code: "12" });
    expect(malformed.status).toBe(400);
    expect(await malformed.text()).toContain("8-character code");
  });

  it("asks for the code only when the couple requires it, and never for the name then", async () => {
    await t.request("PUT", "/api/websites/mine", settings({ rsvpLookup: "code" }), couple);
    const byName = await form("/wedding/nora-and-eli/find", { firstName: "Iris", lastName: "Fox" });
    expect(byName.status).toBe(400);
    expect((await page("/wedding/nora-and-eli")).html).not.toContain('name="firstName"');
    await t.request("PUT", "/api/websites/mine", settings(), couple);
  });

  it("locks a page behind its own password, hiding its words until it is typed", async () => {
    const saved = await t.request("PUT", "/api/websites/mine", settings({ sectionPasswords: { faq: "family-only" } }, { faq: [{ question: "Secret after-party?", answer: "At the lake house." }] }), couple);
    expect(saved.status).toBe(200);
    // The save forgets the cached page at once.
    const locked = await page("/wedding/nora-and-eli");
    expect(locked.html).toContain("This page has its own password");
    expect(locked.html).not.toContain("lake house");
    const site = await json<{ site: { content: { faq: unknown[] }; lockedSections: string[] } }>(t.request("GET", "/api/websites/site/nora-and-eli"));
    expect(site.site.content.faq).toEqual([]);
    expect(site.site.lockedSections).toEqual(["faq"]);
    const wrong = await form("/wedding/nora-and-eli/unlock", { section: "faq", password: "nope" });
    expect(wrong.status).toBe(403);
    expect(await wrong.text()).toContain("That password isn&#39;t right.");
    const right = await form("/wedding/nora-and-eli/unlock", { section: "faq", password: "family-only" });
    expect(right.status).toBe(303);
    expect(right.headers.get("location")).toBe("/wedding/nora-and-eli#faq");
    expect((await page("/wedding/nora-and-eli", cookieOf(right))).html).toContain("lake house");
    // Saving again keeps the password; a new one ends the old passes.
    expect((await t.request("PUT", "/api/websites/mine", settings({ sectionPasswords: { faq: "keep" } }, { faq: [{ question: "Secret after-party?", answer: "At the lake house." }] }), couple)).status).toBe(200);
    expect((await page("/wedding/nora-and-eli", cookieOf(right))).html).toContain("lake house");
    await t.request("PUT", "/api/websites/mine", settings({ sectionPasswords: { faq: "new-secret" } }, { faq: [{ question: "Secret after-party?", answer: "At the lake house." }] }), couple);
    expect((await page("/wedding/nora-and-eli", cookieOf(right))).html).not.toContain("lake house");
    expect((await t.request("PUT", "/api/websites/mine", settings({ sectionPasswords: { story: "keep" } }), couple)).status).toBe(400);
    await t.request("PUT", "/api/websites/mine", settings(), couple);
  });

  it("shows the gallery and the wedding party from the site's own uploads, and refuses another couple's", async () => {
    const uploaded = await upload(couple);
    expect(uploaded.status).toBe(201);
    const shot = await json<{ url: string; thumbUrl: string; width: number; height: number }>(uploaded);
    expect(shot.url).toMatch(/^\/media\/websites\//);
    const gallery = [{ ...shot, caption: "First dance <3", alt: "Nora and Eli dancing" }];
    const party = [{ name: "Ruth", role: "Maid of honor", bio: "Nora's sister.", photo: shot }];
    expect((await t.request("PUT", "/api/websites/mine", settings({}, { gallery, party, previewPhotoUrl: shot.url }), couple)).status).toBe(200);
    const { html } = await page("/wedding/nora-and-eli");
    expect(html).toContain('alt="Nora and Eli dancing"');
    expect(html).toContain("First dance &lt;3");
    expect(html).toContain("Maid of honor");
    expect(html).toContain(`content="https://serviceberry.test${shot.url}.preview.jpg"`);
    // Another couple cannot show this site's photo on theirs.
    await t.request("PUT", "/api/websites/mine", settings({ slug: "other-pair-2027" }, { publicEventIds: [] }), otherCouple);
    const stolen = await t.request("PUT", "/api/websites/mine", settings({ slug: "other-pair-2027" }, { publicEventIds: [], gallery }), otherCouple);
    expect(stolen.status).toBe(400);
    // A photo taken off the site is deleted.
    await t.request("PUT", "/api/websites/mine", settings(), couple);
    expect((await t.app.request(shot.url)).status).toBe(404);
  });

  it("refuses disguised images, with the reason", async () => {
    const body = new FormData();
    body.append("file", new File(["<svg xmlns='http://www.w3.org/2000/svg'/>"], "photo.png", { type: "image/png" }));
    const refused = await t.app.request("/api/websites/mine/images", { method: "POST", headers: { origin: t.config.publicUrl, ...couple }, body });
    expect(refused.status).toBe(415);
  });

  it("answers the same not-found for an unknown, unpublished or malformed address, and redirects an old one", async () => {
    const unknown = await page("/wedding/no-such-pair");
    expect(unknown.status).toBe(404);
    const draft = await page("/wedding/other-pair-2027");
    expect(draft.status).toBe(404);
    expect(draft.html).toBe(unknown.html);
    await t.request("PUT", "/api/websites/mine", settings({ slug: "nora-eli-2027" }), couple);
    const old = await t.app.request("/wedding/nora-and-eli");
    expect(old.status).toBe(301);
    expect(old.headers.get("location")).toBe("/wedding/nora-eli-2027");
    await t.request("PUT", "/api/websites/mine/published", { published: false }, couple);
    expect((await page("/wedding/nora-eli-2027")).status).toBe(404);
  });

  it("refuses a form posted from another site", async () => {
    const response = await t.app.request("/wedding/nora-eli-2027/find", { method: "POST", headers: { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" }, body: "code=AAAAAAAA" });
    expect(response.status).toBe(403);
  });
});
