import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProviderView, SessionView } from "../../../domain/intake-scheduling.ts";
import { contributorProfiles } from "../../db/schema/index.ts";
import { createLogger } from "../../logger.ts";
import { createTestApp, waitForMail, type TestApp } from "../../test/harness.ts";
import { sendBeyondReminders } from "./operations/reminders.ts";

let t: TestApp;
let admin: Record<string, string>;
let couple: Record<string, string>;
let other: Record<string, string>;
let coupleId: string;

type Scheduling = { providers: (ProviderView & { slots: string[] })[]; sessions: SessionView[] };

const me = async (headers: Record<string, string>) => ((await (await t.request("GET", "/api/account/me", undefined, headers)).json()) as { user: { id: string; email: string } }).user;
const scheduling = async (headers: Record<string, string>, query = "") => {
  const response = await t.request("GET", `/api/beyond-wedding/scheduling${query}`, undefined, headers);
  expect(response.status).toBe(200);
  return (await response.json()) as Scheduling;
};
const book = (headers: Record<string, string>, providerId: string, startsAt: string, note = "") =>
  t.request("POST", "/api/beyond-wedding/sessions", { providerId, startsAt, note }, headers);
/** Every day, 9 AM to 5 PM on a New York clock: plenty of hours in the next four weeks. */
const weekdays = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, startHour: 9, endHour: 17 }));
const createProvider = async (body: Record<string, unknown>) => {
  const response = await t.request("POST", "/api/beyond-wedding/admin/providers", { kind: "counselor", timeZone: "America/New_York", availability: weekdays, ...body }, admin);
  expect(response.status).toBe(201);
  return ((await response.json()) as { provider: ProviderView }).provider;
};

beforeAll(async () => {
  t = await createTestApp();
  [admin, couple, other] = await Promise.all([t.signIn("admin"), t.signIn("couple"), t.signIn("couple")]);
  coupleId = (await me(couple)).id;
});
afterAll(() => t.close());

describe("the admin's list of counselors, coaches and planners", () => {
  it("adds, edits and deactivates a provider; nobody else may", async () => {
    const provider = await createProvider({ name: "Dana Whitfield", bio: "Premarital counseling, LMFT" });
    expect(provider).toMatchObject({ name: "Dana Whitfield", kind: "counselor", active: true, availability: weekdays });
    const edited = await t.request(
      "PUT",
      `/api/beyond-wedding/admin/providers/${provider.id}`,
      { name: "Dana Whitfield", kind: "coach", timeZone: "America/Chicago", availability: [{ weekday: 2, startHour: 18, endHour: 20 }], active: false },
      admin,
    );
    expect(edited.status).toBe(200);
    expect(((await edited.json()) as { provider: ProviderView }).provider).toMatchObject({ kind: "coach", timeZone: "America/Chicago", active: false });
    const list = (await (await t.request("GET", "/api/beyond-wedding/admin/providers", undefined, admin)).json()) as { providers: (ProviderView & { upcomingSessions: number })[] };
    expect(list.providers.find((p) => p.id === provider.id)).toMatchObject({ active: false, upcomingSessions: 0 });
    // A deactivated provider is not offered to couples, and booking them is a 404.
    expect((await scheduling(couple)).providers.some((p) => p.id === provider.id)).toBe(false);
    expect((await book(couple, provider.id, new Date(Date.now() + 3 * 86_400_000).toISOString())).status).toBe(404);

    for (const headers of [couple, await t.signIn("vendor"), await t.signIn("venue_owner")]) {
      expect((await t.request("GET", "/api/beyond-wedding/admin/providers", undefined, headers)).status).toBe(403);
      expect((await t.request("POST", "/api/beyond-wedding/admin/providers", { name: "X", kind: "coach", timeZone: "UTC" }, headers)).status).toBe(403);
    }
    expect((await t.request("GET", "/api/beyond-wedding/admin/providers")).status).toBe(401);
  });

  it("says what to fix in a provider: a made-up time zone, a window that ends before it starts, a missing name", async () => {
    const post = (body: Record<string, unknown>) => t.request("POST", "/api/beyond-wedding/admin/providers", { name: "Sam", kind: "planner", timeZone: "America/New_York", ...body }, admin);
    const zone = await post({ timeZone: "Mars/Olympus" });
    expect(zone.status).toBe(400);
    expect(((await zone.json()) as { error: { message: string } }).error.message).toContain("time zone");
    const backwards = await post({ availability: [{ weekday: 1, startHour: 15, endHour: 9 }] });
    expect(((await backwards.json()) as { error: { message: string } }).error.message).toContain("end after it starts");
    expect((await post({ name: " " })).status).toBe(400);
    expect((await post({ kind: "psychic" })).status).toBe(400);
  });
});

describe("booking a session", () => {
  let provider: ProviderView;
  beforeAll(async () => {
    provider = await createProvider({ name: "Avery Lin", kind: "planner" });
  });

  it("offers the provider's hours on their clock, books one with a confirmation mail carrying an .ics, and stops offering it", async () => {
    const { providers } = await scheduling(couple);
    const listed = providers.find((p) => p.id === provider.id)!;
    expect(listed.slots.length).toBeGreaterThan(20);
    expect(new Date(listed.slots[0]!).getTime()).toBeGreaterThan(Date.now() + 11 * 3_600_000);
    const hourInNewYork = Number(new Intl.DateTimeFormat("en-US", { timeZone: "America/New_York", hour: "numeric", hour12: false }).format(new Date(listed.slots[0]!)));
    expect(hourInNewYork).toBeGreaterThanOrEqual(9);
    expect(hourInNewYork).toBeLessThan(17);

    const startsAt = listed.slots[0]!;
    const response = await book(couple, provider.id, startsAt, "We'd like to talk about money");
    expect(response.status).toBe(201);
    const { session } = (await response.json()) as { session: SessionView };
    expect(session).toMatchObject({ status: "confirmed", startsAt, note: "We'd like to talk about money", provider: { name: "Avery Lin" } });

    const mail = await waitForMail(t, (await me(couple)).email, /Your session with Avery Lin is booked/);
    const eml = fs.readFileSync(path.join(t.dataDir, "mail", `${mail.id}.eml`), "utf8");
    expect(eml).toMatch(/Content-Type: text\/calendar/);
    expect(eml).toContain("serviceberry-session.ics");

    const after = await scheduling(couple);
    expect(after.providers.find((p) => p.id === provider.id)!.slots).not.toContain(startsAt);
    expect(after.sessions.map((s) => s.id)).toContain(session.id);
  });

  it("refuses a time the provider doesn't offer, and more than three upcoming sessions", async () => {
    const offHours = new Date(Date.now() + 3 * 86_400_000);
    offHours.setUTCHours(5, 30, 0, 0);
    const refused = await book(other, provider.id, offHours.toISOString());
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("slot_not_offered");

    const busy = await t.signIn("couple");
    const slots = (await scheduling(busy)).providers.find((p) => p.id === provider.id)!.slots;
    for (const at of slots.slice(1, 4)) expect((await book(busy, provider.id, at)).status).toBe(201);
    const fourth = await book(busy, provider.id, slots[5]!);
    expect(fourth.status).toBe(409);
    expect(((await fourth.json()) as { error: { code: string } }).error.code).toBe("too_many_sessions");
  });

  it("lets one of two couples racing for the same hour win; the other is told and offered other times", async () => {
    const racers = await Promise.all([t.signIn("couple"), t.signIn("couple")]);
    const slot = (await scheduling(racers[0]!)).providers.find((p) => p.id === provider.id)!.slots[2]!;
    const responses = await Promise.all(racers.map((headers) => book(headers, provider.id, slot)));
    expect(responses.map((r) => r.status).sort()).toEqual([201, 409]);
    const loser = responses.find((r) => r.status === 409)!;
    const body = (await loser.json()) as { error: { code: string; message: string; fields: { alternatives: string[] } } };
    expect(body.error.code).toBe("slot_taken");
    expect(body.error.message).toContain("just booked by someone else");
    expect(body.error.message).toContain("Other times with Avery Lin");
    expect(body.error.fields.alternatives.length).toBeGreaterThan(0);
    expect(body.error.fields.alternatives).not.toContain(slot);
  });

  it("reschedules (the old hour opens up, a taken one is refused with other times) and cancels; the .ics follows", async () => {
    const mover = await t.signIn("couple");
    const slots = (await scheduling(mover)).providers.find((p) => p.id === provider.id)!.slots;
    const { session } = (await (await book(mover, provider.id, slots[0]!)).json()) as { session: SessionView };
    const takenByOther = slots[1]!;
    expect((await book(await t.signIn("couple"), provider.id, takenByOther)).status).toBe(201);

    const clash = await t.request("PATCH", `/api/beyond-wedding/sessions/${session.id}`, { startsAt: takenByOther }, mover);
    expect(clash.status).toBe(409);
    expect(((await clash.json()) as { error: { fields: { alternatives: string[] } } }).error.fields.alternatives).not.toContain(takenByOther);

    const moved = await t.request("PATCH", `/api/beyond-wedding/sessions/${session.id}`, { startsAt: slots[3]! }, mover);
    expect(moved.status).toBe(200);
    expect(((await moved.json()) as { session: SessionView }).session.startsAt).toBe(slots[3]);
    expect((await scheduling(mover)).providers.find((p) => p.id === provider.id)!.slots).toContain(slots[0]);
    await waitForMail(t, (await me(mover)).email, /Your session with Avery Lin moved to/);

    const canceled = await t.request("POST", `/api/beyond-wedding/sessions/${session.id}/cancel`, undefined, mover);
    expect(canceled.status).toBe(200);
    expect(((await canceled.json()) as { session: SessionView }).session.status).toBe("canceled");
    expect((await t.request("POST", `/api/beyond-wedding/sessions/${session.id}/cancel`, undefined, mover)).status).toBe(409);
    const ics = await t.request("GET", `/api/beyond-wedding/sessions/${session.id}/calendar`, undefined, mover);
    expect(ics.headers.get("content-type")).toContain("text/calendar");
    const text = (await ics.text()).replace(/\r\n /g, "");
    expect(text).toContain("STATUS:CANCELLED");
    expect(text).toContain("SEQUENCE:2");
    expect((await scheduling(mover)).providers.find((p) => p.id === provider.id)!.slots).toContain(slots[3]);
  });

  it("lets June tell the couple their upcoming sessions", async () => {
    const asker = await t.signIn("couple");
    const slot = (await scheduling(asker)).providers.find((p) => p.id === provider.id)!.slots[10]!;
    expect((await book(asker, provider.id, slot)).status).toBe(201);
    const response = await t.request("POST", "/api/functions/chat-with-june", { messages: [{ role: "user", content: "How far are we in Beyond the Wedding?" }] }, asker);
    expect(response.status).toBe(200);
    const { reply } = (await response.json()) as { reply: string };
    expect(reply).toContain("Your upcoming sessions:");
    expect(reply).toContain("• Avery Lin (planner), ");
  });

  it("treats another couple's session as missing (404), and checks input", async () => {
    const owner = await t.signIn("couple");
    const slots = (await scheduling(owner)).providers.find((p) => p.id === provider.id)!.slots;
    const { session } = (await (await book(owner, provider.id, slots[6]!)).json()) as { session: SessionView };
    expect((await t.request("PATCH", `/api/beyond-wedding/sessions/${session.id}`, { startsAt: slots[7]! }, other)).status).toBe(404);
    expect((await t.request("POST", `/api/beyond-wedding/sessions/${session.id}/cancel`, undefined, other)).status).toBe(404);
    expect((await t.request("GET", `/api/beyond-wedding/sessions/${session.id}/calendar`, undefined, other)).status).toBe(404);
    expect((await t.request("GET", `/api/beyond-wedding/scheduling?coupleId=${(await me(owner)).id}`, undefined, other)).status).toBe(404);
    expect((await t.request("POST", "/api/beyond-wedding/sessions/not-a-uuid/cancel", undefined, owner)).status).toBe(400);
    expect((await book(owner, provider.id, "tomorrow at ten")).status).toBe(400);
    expect((await book(owner, provider.id, slots[8]!, "x".repeat(1001))).status).toBe(400);
    expect((await book(owner, "00000000-0000-4000-8000-000000000000", slots[8]!)).status).toBe(404);
  });
});

describe("private notes per partner", () => {
  let partner: Record<string, string>;
  beforeAll(async () => {
    partner = await t.signIn("couple");
    await t.database.db.insert(contributorProfiles).values({ userId: (await me(partner)).id, coupleId, relationship: "partner", permissions: {} });
  });
  const note = (headers: Record<string, string>, query = "") => t.request("GET", `/api/beyond-wedding/modules/communication/private-note${query}`, undefined, headers);
  const write = (headers: Record<string, string>, body: string, query = "") => t.request("PUT", `/api/beyond-wedding/modules/communication/private-note${query}`, { body }, headers);

  it("lets the invited partner share the couple's answers, while each partner's note stays their own", async () => {
    const q = `?coupleId=${coupleId}`;
    expect((await t.request("PUT", `/api/beyond-wedding/modules/communication/items/0${q}`, { answer: "Sunday walks" }, partner)).status).toBe(200);
    const shared = (await (await t.request("GET", "/api/beyond-wedding/modules/communication", undefined, couple)).json()) as { items: { answer: string }[] };
    expect(shared.items[0]!.answer).toBe("Sunday walks");

    expect((await write(couple, "I worry we never talk about money.")).status).toBe(200);
    expect((await write(partner, "Bring up the holidays gently.", q)).status).toBe(200);
    expect(((await (await note(couple)).json()) as { body: string }).body).toBe("I worry we never talk about money.");
    expect(((await (await note(partner, q)).json()) as { body: string }).body).toBe("Bring up the holidays gently.");
    // Nothing either sends reaches the other's note: the author is who is signed in.
    expect((await write(partner, "Changed my mind.", q)).status).toBe(200);
    expect(((await (await note(couple)).json()) as { body: string }).body).toBe("I worry we never talk about money.");
    expect(((await (await note(partner, q)).json()) as { body: string }).body).toBe("Changed my mind.");
  });

  it("keeps notes from every other kind of account and checks their size", async () => {
    const friend = await t.signIn("couple");
    await t.database.db.insert(contributorProfiles).values({ userId: (await me(friend)).id, coupleId, relationship: "friend", permissions: { guests: "edit", chat: "edit" } });
    expect((await note(friend, `?coupleId=${coupleId}`)).status).toBe(403);
    expect((await note(other, `?coupleId=${coupleId}`)).status).toBe(404);
    expect(((await (await note(other)).json()) as { body: string }).body).toBe("");
    expect((await note(await t.signIn("vendor"))).status).toBe(403);
    expect((await note(await t.signIn("venue_owner"))).status).toBe(403);
    expect((await note({})).status).toBe(401);
    const tooLong = await write(couple, "x".repeat(4001));
    expect(tooLong.status).toBe(400);
    expect(((await tooLong.json()) as { error: { message: string } }).error.message).toContain("4,000 characters");
  });
});

describe("reminder mail", () => {
  it("mails a couple on the schedule they pick, once even with two processes running, with an unsubscribe link that works signed out", async () => {
    const reminded = await t.signIn("couple");
    const { email } = await me(reminded);
    const picked = await t.request("PUT", "/api/beyond-wedding/reminders", { frequency: "weekly" }, reminded);
    expect(((await picked.json()) as { frequency: string; nextDueAt: string }).frequency).toBe("weekly");
    expect((await t.request("PUT", "/api/beyond-wedding/reminders", { frequency: "daily" }, reminded)).status).toBe(400);

    const deps = { db: t.database.db, config: t.config, mailer: t.mailer, logger: createLogger("silent") };
    expect((await sendBeyondReminders(deps, new Date())).sent).toBe(0);
    const inEightDays = new Date(Date.now() + 8 * 86_400_000);
    // Two server processes' runs at once: each due couple is claimed by one of them.
    const runs = await Promise.all([sendBeyondReminders(deps, inEightDays), sendBeyondReminders(deps, inEightDays)]);
    const mine = await waitForMail(t, email, /Your Beyond the Wedding check-in/);
    expect(runs[0]!.sent + runs[1]!.sent).toBeGreaterThanOrEqual(1);
    const { readOutbox } = await import("../../mail/mailer.ts");
    expect((await readOutbox(path.join(t.dataDir, "mail"), 500)).filter((m) => m.to === email && /check-in/.test(m.subject))).toHaveLength(1);
    expect(mine.text).toContain("Communication: Not started");
    const settings = (await (await t.request("GET", "/api/beyond-wedding/reminders", undefined, reminded)).json()) as { nextDueAt: string };
    expect(new Date(settings.nextDueAt).getTime()).toBe(inEightDays.getTime() + 7 * 86_400_000);

    const link = mine.text.match(/https?:\/\/\S+unsubscribe\?token=[^\s]+/)![0];
    const token = decodeURIComponent(new URL(link).searchParams.get("token")!);
    const [id] = token.split(".");
    expect((await t.request("POST", "/api/beyond-wedding/reminders/unsubscribe", { token: `${id}.forged-signature-abcdefg` })).status).toBe(400);
    const done = await t.request("POST", "/api/beyond-wedding/reminders/unsubscribe", { token });
    expect(done.status).toBe(200);
    expect(((await (await t.request("GET", "/api/beyond-wedding/reminders", undefined, reminded)).json()) as { frequency: string }).frequency).toBe("off");
    expect((await sendBeyondReminders(deps, new Date(Date.now() + 60 * 86_400_000))).sent).toBe(0);
  });
});
