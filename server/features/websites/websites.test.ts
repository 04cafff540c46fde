import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SITE_PALETTES } from "../../../domain/websites.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";

let t: TestApp;
let couple: Record<string, string>;
let otherCouple: Record<string, string>;
let coupleId: string;
let ceremony: string;
let rehearsal: string;

const json = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T;
type Builder = { saved: boolean; settings: { slug: string; sections: string[]; content: { publicEventIds: string[] } & Record<string, unknown>; published: boolean }; planning: { events: { id: string }[] } };
type Site = { state: "open"; redirectTo: string | null; site: { slug: string; couple: { names: string }; events: { id: string; name: string }[]; content: { story: string } }; guest: { household: string } | null } | { state: "locked"; lock: string };

const settings = (over: Record<string, unknown> = {}) => ({
  slug: "maya-and-theo",
  design: "garden",
  palette: "sage",
  sections: ["story", "schedule", "rsvp"],
  privacy: "public",
  rsvpLookup: "name",
  content: { story: "We met at <script>alert(1)</script> a bookshop.", publicEventIds: [ceremony] },
  ...over,
});
const cookieOf = (response: Response) => response.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "https://serviceberry.test", ADDRESS_RATE_LIMIT_SCALE: "1" });
  [couple, otherCouple] = await Promise.all([t.signIn("couple"), t.signIn("couple")]);
  coupleId = (await json<{ user: { id: string } }>(t.request("GET", "/api/account/me", undefined, couple))).user.id;
  await t.request("PUT", "/api/account/couple-profile", { partner1Name: "Maya", partner2Name: "Theo", weddingDate: "2027-09-18", city: "columbus" }, couple);
  ceremony = (await json<{ event: { id: string } }>(t.request("POST", "/api/guests/events", { name: "Ceremony", kind: "ceremony", startTime: "4:00 PM", location: "Franklin Park Conservatory" }, couple))).event.id;
  rehearsal = (await json<{ event: { id: string } }>(t.request("POST", "/api/guests/events", { name: "Rehearsal dinner", kind: "rehearsal_dinner" }, couple))).event.id;
  // The Alvarez household is invited to both; the Bakers to the ceremony only.
  const ana = await json<{ guest: { householdId: string } }>(t.request("POST", "/api/guests", { firstName: "Ana", lastName: "Alvarez", household: { name: "The Alvarez family" } }, couple));
  await t.request("POST", "/api/guests", { firstName: "Leo", lastName: "Alvarez", householdId: ana.guest.householdId }, couple);
  await t.request("POST", "/api/guests", { firstName: "Bea", lastName: "Baker", eventIds: [ceremony] }, couple);
  await t.request("POST", "/api/guests", { firstName: "Ann", lastName: "Lee", eventIds: [ceremony] }, couple);
  await t.request("POST", "/api/guests", { firstName: "Ann", lastName: "Lee", eventIds: [ceremony] }, couple);
});
afterAll(() => t.close());

describe("the couple's builder", () => {
  it("drafts the site from the couple's planning before anything is saved", async () => {
    const builder = await json<Builder>(t.request("GET", "/api/websites/mine", undefined, couple));
    expect(builder.saved).toBe(false);
    expect(builder.settings.slug).toBe("maya-and-theo");
    // The ceremony is on everyone's schedule; the rehearsal dinner is not.
    expect(builder.settings.content.publicEventIds).toEqual([ceremony]);
    expect(builder.planning.events.map((e) => e.id)).toEqual([ceremony, rehearsal]);
  });

  it("checks the address while typing: malformed, reserved, taken", async () => {
    const check = (slug: string, who = couple) => json<{ available: boolean; message: string }>(t.request("GET", `/api/websites/mine/slug-check?slug=${encodeURIComponent(slug)}`, undefined, who));
    expect(await check("Maya & Theo!")).toMatchObject({ available: false, message: expect.stringContaining("lowercase letters") });
    expect(await check("admin")).toMatchObject({ available: false, message: expect.stringContaining("reserved") });
    expect(await check("maya-and-theo")).toMatchObject({ available: true });
    expect((await t.request("PUT", "/api/websites/mine", settings({ slug: "api" }), couple)).status).toBe(400);
  });

  it("saves, refuses events that are not the couple's, and keeps a draft to the couple", async () => {
    const saved = await t.request("PUT", "/api/websites/mine", settings(), couple);
    expect(saved.status).toBe(200);
    const foreign = await t.request("PUT", "/api/websites/mine", settings({ content: { publicEventIds: ["00000000-0000-4000-8000-000000000000"] } }), couple);
    expect(foreign.status).toBe(400);
    // A draft: the public address answers the same not-found as an unknown one.
    const draft = await t.request("GET", "/api/websites/site/maya-and-theo");
    const unknown = await t.request("GET", "/api/websites/site/no-such-wedding");
    expect([draft.status, unknown.status]).toEqual([404, 404]);
    expect(await draft.json()).toEqual(await unknown.json());
  });

  it("will not give one couple's address to another", async () => {
    const taken = await t.request("PUT", "/api/websites/mine", settings({ content: {} }), otherCouple);
    expect(taken.status).toBe(409);
    expect(await json<{ available: boolean }>(t.request("GET", "/api/websites/mine/slug-check?slug=maya-and-theo", undefined, otherCouple))).toMatchObject({ available: false });
  });
});

describe("the published site", () => {
  it("shows the couple's data to anyone, with only the public events and markup as text", async () => {
    expect((await t.request("PUT", "/api/websites/mine/published", { published: true }, couple)).status).toBe(200);
    const site = await json<Site>(t.request("GET", "/api/websites/site/maya-and-theo"));
    if (site.state !== "open") throw new Error("expected an open site");
    expect(site.site.couple.names).toBe("Maya & Theo");
    expect(site.site.events.map((e) => e.name)).toEqual(["Ceremony"]);
    expect(site.site.content.story).toContain("<script>");
  });

  it("answers at its id and at an old address, pointing to the current one", async () => {
    const builder = await json<{ settings: { id: string } }>(t.request("GET", "/api/websites/mine", undefined, couple));
    expect((await json<Site>(t.request("GET", `/api/websites/site/${builder.settings.id}`))).state).toBe("open");
    await t.request("PUT", "/api/websites/mine", settings({ slug: "maya-theo-2027" }), couple);
    const old = await json<{ redirectTo: string }>(t.request("GET", "/api/websites/site/maya-and-theo"));
    expect(old.redirectTo).toBe("maya-theo-2027");
    // The old address stays this couple's.
    expect((await t.request("PUT", "/api/websites/mine", settings({ content: {} }), otherCouple)).status).toBe(409);
  });

  it("finds an invitation by name with a typo, never naming other guests, and shows that household its own events", async () => {
    const found = await t.request("POST", "/api/websites/site/maya-theo-2027/rsvp-lookup", { firstName: "ana", lastName: "Alvares" });
    expect(found.status).toBe(200);
    const { rsvpToken } = (await found.json()) as { rsvpToken: string };
    const rsvp = await json<{ guests: { firstName: string }[] }>(t.request("GET", `/api/rsvp/${rsvpToken}`));
    expect(rsvp.guests.map((g) => g.firstName).sort()).toEqual(["Ana", "Leo"]);
    const withPass = await json<Site>(t.request("GET", "/api/websites/site/maya-theo-2027", undefined, { cookie: cookieOf(found) }));
    if (withPass.state !== "open") throw new Error("expected an open site");
    expect(withPass.site.events.map((e) => e.name)).toEqual(["Ceremony", "Rehearsal dinner"]);
    expect(withPass.guest).toMatchObject({ household: "The Alvarez family" });

    const missing = await t.request("POST", "/api/websites/site/maya-theo-2027/rsvp-lookup", { firstName: "Bea", lastName: "Zzz" });
    expect(missing.status).toBe(404);
    const ambiguous = await t.request("POST", "/api/websites/site/maya-theo-2027/rsvp-lookup", { firstName: "Ann", lastName: "Lee" });
    expect(ambiguous.status).toBe(409);
    for (const response of [missing, ambiguous]) {
      const text = await response.text();
      for (const name of ["Alvarez", "Baker", "Bea", "Lee"]) expect(text.includes(name) && !text.includes("Zzz")).toBe(false);
    }
  });

  it("with exact names required, a typo finds nothing", async () => {
    await t.request("PUT", "/api/websites/mine", settings({ slug: "maya-theo-2027", rsvpLookup: "exact" }), couple);
    expect((await t.request("POST", "/api/websites/site/maya-theo-2027/rsvp-lookup", { firstName: "Ana", lastName: "Alvares" })).status).toBe(404);
    expect((await t.request("POST", "/api/websites/site/maya-theo-2027/rsvp-lookup", { firstName: "Bea", lastName: "Baker" })).status).toBe(200);
  });
});

describe("privacy", () => {
  it("a password site shows nothing without the password, refuses a wrong one, opens with the right one", async () => {
    expect((await t.request("PUT", "/api/websites/mine", settings({ slug: "maya-theo-2027", privacy: "password" }), couple)).status).toBe(400);
    expect((await t.request("PUT", "/api/websites/mine", settings({ slug: "maya-theo-2027", privacy: "password", password: "bluebird" }), couple)).status).toBe(200);
    const locked = await t.request("GET", "/api/websites/site/maya-theo-2027");
    const body = await locked.text();
    expect(JSON.parse(body)).toMatchObject({ state: "locked", lock: "password" });
    expect(body).not.toContain("Maya");
    const wrong = await t.request("POST", "/api/websites/site/maya-theo-2027/unlock", { password: "robin" });
    expect(wrong.status).toBe(403);
    const right = await t.request("POST", "/api/websites/site/maya-theo-2027/unlock", { password: "bluebird" });
    expect(right.status).toBe(200);
    expect((await json<Site>(t.request("GET", "/api/websites/site/maya-theo-2027", undefined, { cookie: cookieOf(right) }))).state).toBe("open");
    // A new password ends the passes given under the old one.
    await t.request("PUT", "/api/websites/mine", settings({ slug: "maya-theo-2027", privacy: "password", password: "goldfinch" }), couple);
    expect((await json<Site>(t.request("GET", "/api/websites/site/maya-theo-2027", undefined, { cookie: cookieOf(right) }))).state).toBe("locked");
  });

  it("limits password tries per address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) statuses.push((await t.request("POST", "/api/websites/site/maya-theo-2027/unlock", { password: `guess-${i}` })).status);
    expect(statuses).toContain(429);
  });

  it("an invited-guests site opens only after finding one's invitation", async () => {
    await t.request("PUT", "/api/websites/mine", settings({ slug: "maya-theo-2027", privacy: "invited", rsvpLookup: "name" }), couple);
    expect(await json<Site>(t.request("GET", "/api/websites/site/maya-theo-2027"))).toMatchObject({ state: "locked", lock: "invited" });
    const found = await t.request("POST", "/api/websites/site/maya-theo-2027/rsvp-lookup", { firstName: "Bea", lastName: "Baker" });
    const site = await json<Site>(t.request("GET", "/api/websites/site/maya-theo-2027", undefined, { cookie: cookieOf(found) }));
    if (site.state !== "open") throw new Error("expected an open site");
    // The Bakers are invited to the ceremony only.
    expect(site.site.events.map((e) => e.name)).toEqual(["Ceremony"]);
  });

  it("the couple's public profile shows names, date and city, and links the site only when it is public", async () => {
    const profile = await json<{ names: string; city: string; site: unknown }>(t.request("GET", `/api/websites/couples/${coupleId}`));
    expect(profile).toMatchObject({ names: "Maya & Theo", city: expect.stringContaining("Columbus"), site: null });
    await t.request("PUT", "/api/websites/mine", settings({ slug: "maya-theo-2027" }), couple);
    expect(await json<{ site: unknown }>(t.request("GET", `/api/websites/couples/${coupleId}`))).toMatchObject({ site: { slug: "maya-theo-2027" } });
    expect((await t.request("GET", "/api/websites/couples/nobody-here")).status).toBe(404);
  });

  it("unpublishing makes the site not found again", async () => {
    await t.request("PUT", "/api/websites/mine/published", { published: false }, couple);
    expect((await t.request("GET", "/api/websites/site/maya-theo-2027")).status).toBe(404);
  });
});

describe("sharing", () => {
  it("makes the QR code as SVG and PNG for the site's address", async () => {
    const svg = await t.request("GET", "/api/websites/mine/qr.svg", undefined, couple);
    expect(svg.headers.get("content-type")).toContain("image/svg+xml");
    expect(await svg.text()).toContain("<svg");
    const png = new Uint8Array(await (await t.request("GET", "/api/websites/mine/qr.png", undefined, couple)).arrayBuffer());
    expect([...png.slice(1, 4)].map((b) => String.fromCharCode(b)).join("")).toBe("PNG");
  });
});

describe("the palettes", () => {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const contrast = (a: string, b: string) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi! + 0.05) / (lo! + 0.05);
  };
  it("keep every text color at WCAG AA on its background", () => {
    for (const p of SITE_PALETTES) {
      for (const [fg, bg] of [[p.text, p.background], [p.muted, p.background], [p.accent, p.background], [p.onAccent, p.accent], [p.text, p.surface], [p.muted, p.surface]] as const) {
        expect(contrast(fg, bg), `${p.id}: ${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});

describe("the planning module", () => {
  it("tells June about the site, publishes it only when the couple confirms, and joins the overview", async () => {
    const answer = await json<{ reply: string; actions: { type: string; published?: boolean }[]; messageId: string }>(
      t.request("POST", "/api/functions/chat-with-june", { messages: [{ role: "user", content: "Is our wedding website published?" }] }, couple),
    );
    expect(answer.reply).toContain("/wedding/maya-theo-2027");
    expect(answer.actions[0]).toMatchObject({ type: "set-website-published", published: true });
    expect((await t.request("GET", "/api/websites/site/maya-theo-2027")).status).toBe(404);
    const done = await t.request("POST", "/api/june/actions", { action: answer.actions[0], messageId: answer.messageId, decision: "confirm" }, couple);
    expect(done.status).toBe(200);
    expect((await t.request("GET", "/api/websites/site/maya-theo-2027")).status).toBe(200);
    expect(await json<{ website: unknown }>(t.request("GET", "/api/planning/overview", undefined, couple))).toMatchObject({ website: { saved: true, published: true, slug: "maya-theo-2027" } });
    // Another couple's June cannot publish this couple's site: the action acts on the confirming couple's own planning.
    const other = await t.request("POST", "/api/june/actions", { action: { type: "set-website-published", published: false }, decision: "confirm" }, otherCouple);
    expect(other.status).toBe(422);
    expect((await t.request("GET", "/api/websites/site/maya-theo-2027")).status).toBe(200);
  });
});
