import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NO_ACCESS, type ContributorPermissions } from "../../../domain/contributors.ts";
import { contributorInvitations, users } from "../../db/schema/index.ts";
import { createApp } from "../../app.ts";
import { createAuth } from "../../auth/auth.ts";
import { resolveAuthSecret } from "../../auth/secret.ts";
import { openPostgres } from "../../db/client.ts";
import { createLogger } from "../../logger.ts";
import { createTestApp, linkIn, STRONG_PASSWORD, waitForMail, type TestApp } from "../../test/harness.ts";
import { databaseUrl } from "../../test/template-database.ts";

type Headers = Record<string, string>;
let t: TestApp;
let couple: Headers;
let otherCouple: Headers;
let coupleId: string;
let otherCoupleId: string;

const json = async <T = Record<string, unknown>>(response: Response | Promise<Response>) => (await (await response).json()) as T;
const idOf = async (headers: Headers) => (await json<{ user: { id: string } }>(t.request("GET", "/api/account/me", undefined, headers))).user.id;

/** A new account straight from sign-up: its address not yet confirmed. */
async function newAccount(email: string): Promise<Headers> {
  expect((await t.request("POST", "/api/auth/sign-up/email", { email, password: STRONG_PASSWORD, name: "Joan Parent", userType: "couple" })).status).toBe(200);
  const response = await t.request("POST", "/api/auth/sign-in/email", { email, password: STRONG_PASSWORD });
  return { cookie: response.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ") };
}

const permissions = (granted: Partial<ContributorPermissions>): ContributorPermissions => ({ ...NO_ACCESS, ...granted });

/** Invites `email` and returns the link's token from the mail. */
async function invite(email: string, granted: Partial<ContributorPermissions>, from = couple) {
  const response = await t.request("POST", "/api/collaboration/invitations", { email, relationship: "parent", permissions: permissions(granted) }, from);
  expect(response.status, await response.clone().text()).toBe(201);
  const mail = await waitForMail(t, email, /invited you to help plan/);
  return { id: (await json<{ id: string }>(response)).id, token: linkIn(mail.text).split("/").at(-1)!, link: linkIn(mail.text) };
}

interface Access {
  contributors: { id: string; email: string; permissions: ContributorPermissions }[];
  invitations: { id: string; email: string; state: string }[];
}

beforeAll(async () => {
  t = await createTestApp({ ADDRESS_RATE_LIMIT_SCALE: "100" });
  [couple, otherCouple] = await Promise.all([t.signIn("couple"), t.signIn("couple")]);
  [coupleId, otherCoupleId] = await Promise.all([idOf(couple), idOf(otherCouple)]);
});
afterAll(() => t.close());

describe("inviting and joining", () => {
  it("mails a new person a sign-up link; their address grants nothing until they accept with it", async () => {
    const email = `mom-${Date.now()}@example.com`;
    const { token, link } = await invite(email, { budget: "view", guests: "edit" });
    expect(link).toContain(`/contributor-signup/${token}`);
    const seen = await json<{ state: string; couple: string; email: string; hasAccount: boolean }>(t.request("GET", `/api/collaboration/join/${token}`));
    expect(seen).toMatchObject({ state: "opened", hasAccount: false });
    expect(seen.email).not.toBe(email);

    // Someone else's account holding the link is not let in.
    const stranger = await t.signIn("couple");
    const wrong = await t.request("POST", `/api/collaboration/join/${token}`, {}, stranger);
    expect(wrong.status).toBe(403);
    expect((await json<{ error: { message: string } }>(wrong)).error.message).toMatch(/Sign in with that address/);

    // An account with the invited address, unconfirmed, is confirmed by the link and joins.
    const helper = await newAccount(email);
    expect((await t.request("GET", `/api/guests/overview?coupleId=${coupleId}`, undefined, helper)).status).toBe(404);
    const accepted = await t.request("POST", `/api/collaboration/join/${token}`, {}, helper);
    expect(accepted.status, await accepted.clone().text()).toBe(200);
    const [row] = await t.database.db.select({ verified: users.emailVerified }).from(users).where(eq(users.email, email));
    expect(row?.verified).toBe(true);
    // Single use.
    const again = await t.request("POST", `/api/collaboration/join/${token}`, {}, helper);
    expect(again.status).toBe(410);
    expect(await json(t.request("GET", `/api/collaboration/join/${token}`))).toMatchObject({ state: "accepted", unusableReason: "This invitation has already been used." });

    const helping = await json<{ couples: { coupleId: string; permissions: ContributorPermissions }[] }>(t.request("GET", "/api/collaboration/helping", undefined, helper));
    expect(helping.couples).toEqual([expect.objectContaining({ coupleId, permissions: permissions({ budget: "view", guests: "edit" }) })]);
    const access = await json<Access>(t.request("GET", "/api/collaboration/access", undefined, couple));
    expect(access.contributors.map((c) => c.email)).toContain(email);
    expect(access.invitations.map((i) => i.email)).not.toContain(email);

    // The couple's overview counts them (the collaboration planning module).
    const overview = await json<{ collaboration: { helpers: number; pendingInvitations: number } }>(t.request("GET", "/api/planning/overview", undefined, couple));
    expect(overview.collaboration.helpers).toBe(access.contributors.length);

    // Inviting them again says they already help.
    const twice = await t.request("POST", "/api/collaboration/invitations", { email: email.toUpperCase(), relationship: "parent", permissions: NO_ACCESS }, couple);
    expect(twice.status).toBe(409);
    expect(await json(twice)).toMatchObject({ error: { code: "already_helping" } });
  });

  it("sends an existing account to /join, and shows revoked and expired links for what they are", async () => {
    const existing = `friend-${Date.now()}@example.com`;
    await t.signIn("couple", existing);
    const first = await invite(existing, { chat: "edit" });
    expect(first.link).toContain(`/join/${first.token}`);
    expect((await t.request("POST", "/api/collaboration/invitations", { email: existing, relationship: "friend", permissions: NO_ACCESS }, couple)).status).toBe(409);

    // Resending makes a new link; the old one stops working.
    const resent = await t.request("POST", `/api/collaboration/invitations/${first.id}/resend`, {}, couple);
    expect(resent.status).toBe(200);
    expect((await t.request("GET", `/api/collaboration/join/${first.token}`)).status).toBe(404);
    expect((await t.request("DELETE", `/api/collaboration/invitations/${first.id}`, undefined, otherCouple)).status).toBe(404);
    expect((await t.request("DELETE", `/api/collaboration/invitations/${first.id}`, undefined, couple)).status).toBe(200);
    const access = await json<Access>(t.request("GET", "/api/collaboration/access", undefined, couple));
    expect(access.invitations.find((i) => i.id === first.id)?.state).toBe("revoked");

    const late = await invite(`late-${Date.now()}@example.com`, {});
    await t.database.db.update(contributorInvitations).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(contributorInvitations.id, late.id));
    expect(await json(t.request("GET", `/api/collaboration/join/${late.token}`))).toMatchObject({ state: "expired", unusableReason: "This invitation has expired." });
  });

  it("refuses bad input with what to fix, and the couple's own address", async () => {
    const bad = await t.request("POST", "/api/collaboration/invitations", { email: "not-an-address", relationship: "cousin", permissions: { guests: "all" } }, couple);
    expect(bad.status).toBe(400);
    const body = await json<{ error: { fields: Record<string, string[]> } }>(bad);
    expect(Object.keys(body.error.fields).sort()).toEqual(["email", "permissions.guests", "relationship"]);
    const me = await json<{ user: { email: string } }>(t.request("GET", "/api/account/me", undefined, couple));
    expect((await t.request("POST", "/api/collaboration/invitations", { email: me.user.email, relationship: "friend", permissions: NO_ACCESS }, couple)).status).toBe(422);
    expect((await t.request("GET", "/api/collaboration/join/short")).status).toBe(400);
  });
});

describe("permissions, enforced on the server", () => {
  it("gives each area exactly its level, follows a change at once, and ends on removal", async () => {
    const email = `helper-${Date.now()}@example.com`;
    const helper = await t.signIn("couple", email);
    const { token } = await invite(email, { guests: "view", budget: "none", timeline: "edit" });
    expect((await t.request("POST", `/api/collaboration/join/${token}`, {}, helper)).status).toBe(200);
    const q = `?coupleId=${coupleId}`;
    expect((await t.request("GET", `/api/guests/overview${q}`, undefined, helper)).status).toBe(200);
    expect((await t.request("POST", `/api/guests/events${q}`, { name: "Rehearsal" }, helper)).status).toBe(403);
    // An area at none is a 404, as for a stranger: nothing says it exists.
    expect((await t.request("GET", `/api/budget${q}`, undefined, helper)).status).toBe(404);
    expect((await t.request("GET", `/api/timeline${q}`, undefined, helper)).status).toBe(200);
    // Another couple's planning is a stranger's: 404.
    expect((await t.request("GET", `/api/guests/overview?coupleId=${otherCoupleId}`, undefined, helper)).status).toBe(404);
    // Managing helpers is the couple's alone.
    expect((await t.request("GET", `/api/collaboration/access${q}`, undefined, helper)).status).toBe(403);

    const access = await json<Access>(t.request("GET", "/api/collaboration/access", undefined, couple));
    const contributor = access.contributors.find((c) => c.email === email)!;
    expect((await t.request("PUT", `/api/collaboration/contributors/${contributor.id}`, { relationship: "planner", permissions: permissions({ budget: "edit" }) }, otherCouple)).status).toBe(404);
    expect((await t.request("PUT", `/api/collaboration/contributors/${contributor.id}`, { relationship: "planner", permissions: permissions({ budget: "edit" }) }, couple)).status).toBe(200);
    expect((await t.request("GET", `/api/guests/overview${q}`, undefined, helper)).status).toBe(404);
    expect((await t.request("GET", `/api/budget${q}`, undefined, helper)).status).toBe(200);

    expect((await t.request("DELETE", `/api/collaboration/contributors/${contributor.id}`, undefined, couple)).status).toBe(200);
    expect((await t.request("GET", `/api/budget${q}`, undefined, helper)).status).toBe(404);
    expect((await json<{ couples: unknown[] }>(t.request("GET", "/api/collaboration/helping", undefined, helper))).couples).toEqual([]);
  });

  it("lets a helper leave a couple", async () => {
    const email = `leaver-${Date.now()}@example.com`;
    const helper = await t.signIn("couple", email);
    const { token } = await invite(email, { chat: "view" });
    expect((await t.request("POST", `/api/collaboration/join/${token}`, {}, helper)).status).toBe(200);
    expect((await t.request("DELETE", `/api/collaboration/helping/${otherCoupleId}`, undefined, helper)).status).toBe(404);
    expect((await t.request("DELETE", `/api/collaboration/helping/${coupleId}`, undefined, helper)).status).toBe(200);
    expect((await t.request("GET", `/api/collaboration/chat/${coupleId}/messages`, undefined, helper)).status).toBe(404);
  });
});

type SseEvent = { event: string; id?: string; data: string };

/** Reads Server-Sent Events from a streaming response, as far as each call needs. */
function eventReader(response: Response) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const events: SseEvent[] = [];
  let buffer = "";
  return {
    async until(done: (events: SseEvent[]) => boolean): Promise<SseEvent[]> {
      while (!done(events)) {
        const { value, done: ended } = await reader.read();
        if (ended) break;
        buffer += decoder.decode(value, { stream: true });
        let end;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const lines = block.split("\n").filter((l) => !l.startsWith(":"));
          const fields = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(":")), l.slice(l.indexOf(":") + 1).trim()]));
          if (fields.event) events.push({ event: fields.event, id: fields.id, data: fields.data ?? "" });
        }
      }
      return events;
    },
    close: () => reader.cancel(),
  };
}

describe("the planning chat", () => {
  it("delivers live, resumes after a drop without losing or doubling, and keeps view access read-only", async () => {
    const email = `chat-${Date.now()}@example.com`;
    const helper = await t.signIn("couple", email);
    const { token } = await invite(email, { chat: "view" });
    expect((await t.request("POST", `/api/collaboration/join/${token}`, {}, helper)).status).toBe(200);
    const base = `/api/collaboration/chat/${coupleId}`;

    const first = await json<{ id: number }>(t.request("POST", `${base}/messages`, { body: "<img src=x onerror=alert(1)> Flowers by Friday?" }, couple));
    const stream = await t.request("GET", `${base}/stream`, undefined, helper);
    expect(stream.headers.get("content-type")).toMatch(/text\/event-stream/);
    const live = eventReader(stream);
    // The stream is subscribed once it says ready; the message after it arrives live.
    await live.until((events) => events.some((e) => e.event === "ready"));
    const second = await json<{ id: number; body: string }>(t.request("POST", `${base}/messages`, { body: "Yes, Friday." }, couple));
    const events = await live.until((events) => events.some((e) => e.event === "message"));
    await live.close();
    expect(events.filter((e) => e.event === "message").map((e) => Number(e.id))).toEqual([second.id]);

    // Reconnecting from the first message's id replays exactly what came after it.
    const third = await json<{ id: number }>(t.request("POST", `${base}/messages`, { body: "And the cake?" }, couple));
    const resumed = await t.request("GET", `${base}/stream`, undefined, { ...helper, "last-event-id": String(first.id) });
    const resumedReader = eventReader(resumed);
    const replay = await resumedReader.until((e) => e.some((x) => x.event === "ready"));
    await resumedReader.close();
    expect(replay.filter((e) => e.event === "message").map((e) => Number(e.id))).toEqual([second.id, third.id]);

    // The history is stored as sent (the page shows text, never HTML); a viewer cannot write.
    const history = await json<{ messages: { body: string; author: { isCouple: boolean } }[] }>(t.request("GET", `${base}/messages`, undefined, helper));
    expect(history.messages.map((m) => m.body)).toEqual(["<img src=x onerror=alert(1)> Flowers by Friday?", "Yes, Friday.", "And the cake?"]);
    expect(history.messages.every((m) => m.author.isCouple)).toBe(true);
    expect((await t.request("POST", `${base}/messages`, { body: "hi" }, helper)).status).toBe(403);
    expect((await t.request("POST", `${base}/messages`, { body: "   " }, couple)).status).toBe(400);
    expect((await t.request("POST", `${base}/messages`, { body: "x".repeat(2001) }, couple)).status).toBe(400);
    expect((await t.request("GET", `/api/collaboration/chat/${otherCoupleId}/messages`, undefined, helper)).status).toBe(404);
  });
});

// Two server processes on one PostgreSQL server: each with its own connection pool and its own chat
// streams, as behind a load balancer. A message sent through one reaches a stream open on the other
// through LISTEN/NOTIFY.
describe.skipIf(!process.env.TEST_DATABASE_URL)("the planning chat across server processes", () => {
  it("delivers a message sent through one process to a stream open on another", async () => {
    const email = `two-${Date.now()}@example.com`;
    const helper = await t.signIn("couple", email);
    const { token } = await invite(email, { chat: "view" });
    expect((await t.request("POST", `/api/collaboration/join/${token}`, {}, helper)).status).toBe(200);

    const [{ name }] = (await t.database.db.select({ name: sql<string>`current_database()` }).from(users).limit(1)) as [{ name: string }];
    const url = databaseUrl(process.env.TEST_DATABASE_URL!, name);
    const logger = createLogger("silent");
    const processes = await Promise.all(
      [1, 2].map(async () => {
        const handle = await openPostgres(url, 2);
        const config = { ...t.config, DATABASE_URL: url };
        const secret = await resolveAuthSecret(handle.db, config.AUTH_SECRET);
        const auth = createAuth({ config, db: handle.db, mailer: t.mailer, logger, secret });
        return { handle, app: createApp({ auth, config, db: handle.db, logger, mailer: t.mailer, storage: t.storage }) };
      }),
    );
    const [one, two] = processes as [(typeof processes)[0], (typeof processes)[0]];
    const send = (app: typeof one.app, method: string, path: string, headers: Headers, body?: unknown) =>
      app.request(path, { method, headers: { origin: t.config.publicUrl, ...(body ? { "content-type": "application/json" } : {}), ...headers }, body: body ? JSON.stringify(body) : undefined });
    try {
      const stream = eventReader(await send(one.app, "GET", `/api/collaboration/chat/${coupleId}/stream`, helper));
      await stream.until((events) => events.some((e) => e.event === "ready"));
      const sent = await send(two.app, "POST", `/api/collaboration/chat/${coupleId}/messages`, couple, { body: "Sent through process two" });
      expect(sent.status).toBe(201);
      const { id } = (await sent.json()) as { id: number };
      const events = await stream.until((e) => e.some((x) => x.event === "message"));
      expect(events.filter((e) => e.event === "message").map((e) => [Number(e.id), (JSON.parse(e.data) as { body: string }).body])).toEqual([[id, "Sent through process two"]]);
      await stream.close();
    } finally {
      await Promise.all(processes.map((p) => p.handle.close()));
    }
  });
});
