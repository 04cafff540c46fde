import http from "node:http";
import type { AddressInfo } from "node:net";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GRACE_APOLOGY } from "../../../domain/grace.ts";
import { helpTickets, users } from "../../db/schema/index.ts";
import { createTestApp, waitForMail, type TestApp } from "../../test/harness.ts";
import { createGraceVoice } from "../../ai/grace/voice.ts";

type ChatAnswer = { response: string; suggestTicket: boolean; issueType: string; priority: string; title: string; audioUrl?: string; links: { href: string }[]; ticket?: { id: string; created: boolean } };

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ ADDRESS_RATE_LIMIT_SCALE: "100" });
  admin = await t.signIn("admin");
});
afterAll(() => t.close());

async function ask(body: object, headers?: Record<string, string>) {
  const response = await t.request("POST", "/api/functions/grace-support-chat", body, headers);
  return { status: response.status, body: (await response.json()) as ChatAnswer };
}

async function ticketsOf(email: string) {
  return t.database.db.select().from(helpTickets).where(eq(helpTickets.userEmail, email));
}

async function emailOf(headers: Record<string, string>) {
  return ((await (await t.request("GET", "/api/account/me", undefined, headers)).json()) as { user: { email: string; id: string } }).user;
}

describe("grace-support-chat", () => {
  it("answers a login question with the reset screen, and no ticket", async () => {
    const { status, body } = await ask({ message: "I forgot my password", conversationHistory: [], isVoice: false });
    expect(status).toBe(200);
    expect(body.suggestTicket).toBe(false);
    expect(body.issueType).toBe("login");
    expect(body.response).toMatch(/reset link/i);
    expect(body.links.map((l) => l.href)).toContain("/reset-password");
    expect(body.audioUrl).toBeUndefined();
  });

  it("refuses a blank message with a 400 that says what to fix", async () => {
    const { status, body } = await ask({ message: "   " });
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toMatch(/Type a message for Grace/);
  });

  it("signed out: offers no ticket (a visitor cannot file one) and opens none, asking to sign in or use /contact", async () => {
    const before = (await t.database.db.select().from(helpTickets)).length;
    const { body } = await ask({ message: "I need to talk to a real person about a refund", conversationId: randomUUID() });
    expect(body.suggestTicket).toBe(false);
    expect(body.ticket).toBeUndefined();
    expect(body.response).toMatch(/sign in/i);
    expect(body.links.map((l) => l.href)).toContain("/contact");
    expect((await t.database.db.select().from(helpTickets)).length).toBe(before);
  });

  it("signed in: opens one ticket per conversation, tells every admin, and derives the stakeholder from the session", async () => {
    const owner = await t.signIn("venue_owner");
    const me = await emailOf(owner);
    const conversationId = randomUUID();
    const history = [{ role: "user", content: "My venue page is wrong" }, { role: "assistant", content: "Open your venue dashboard..." }];
    // The body claims to be a couple and someone else: the server ignores both.
    const first = await ask({ message: "Can someone from your team call me about my venue listing?", conversationHistory: history, stakeholderType: "couple", userId: "someone-else", conversationId }, owner);
    expect(first.body.suggestTicket).toBe(true);
    expect(first.body.ticket).toEqual({ id: expect.any(String), created: true });
    expect(first.body.response).toMatch(/opened help ticket/);
    const second = await ask({ message: "I want to speak to a person please", conversationId }, owner);
    expect(second.body.ticket).toEqual({ id: first.body.ticket!.id, created: false });

    const rows = await ticketsOf(me.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: me.id, stakeholderType: "venue", issueType: "venue_management", status: "open", adminReadAt: null });
    // The second turn of the same conversation joined the ticket (nobody had picked it up yet).
    expect(rows[0]!.conversationLog.map((m) => m.content)).toEqual([
      ...history.map((m) => m.content),
      "Can someone from your team call me about my venue listing?",
      expect.any(String),
      "I want to speak to a person please",
      expect.any(String),
    ]);
    expect(rows[0]!.notifiedAt).not.toBeNull();
    const mail = await waitForMail(t, "admin@example.com", /New help ticket/);
    expect(mail.subject).toContain("Venue management");

    // Another conversation is another ticket.
    const other = await ask({ message: "I want to talk to a real person", conversationId: randomUUID() }, owner);
    expect(other.body.ticket?.created).toBe(true);
    expect(await ticketsOf(me.email)).toHaveLength(2);
  });

  it("uses the spec's defaults for a general request", async () => {
    const couple = await t.signIn("couple");
    const me = await emailOf(couple);
    await ask({ message: "I want to talk to a real person", conversationId: randomUUID() }, couple);
    const [row] = await ticketsOf(me.email);
    expect(row).toMatchObject({ stakeholderType: "couple", issueType: "general", title: "Support Request", description: "I want to talk to a real person" });
  });

  it("voice: speaks the reply with espeak-ng into a WAV served under /media", async () => {
    const { body } = await ask({ message: "How do I reset my password?", isVoice: true });
    expect(body.audioUrl).toMatch(/^\/media\/grace\/[0-9a-f-]+\.wav$/);
    const audio = await t.request("GET", body.audioUrl!);
    expect(audio.status).toBe(200);
    expect(audio.headers.get("content-type")).toBe("audio/wav");
    const bytes = new Uint8Array(await audio.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 4))).toBe("RIFF");
    expect(bytes.length).toBeGreaterThan(10_000);
  });

  it("voice: without a speech engine on PATH there is no audio (the browser speaks)", async () => {
    const voice = createGraceVoice(t.storage, { command: "no-such-speech-engine" });
    expect(await voice.speak("Hello")).toBeUndefined();
  });
});

describe("ticket limits and the ticket's conversation (issues 25 and 27)", () => {
  it("needs a verified address to file: nothing is opened and the person is told how to verify", async () => {
    const couple = await t.signIn("couple");
    const me = await emailOf(couple);
    await t.database.db.update(users).set({ emailVerified: false }).where(eq(users.id, me.id));
    const { body } = await ask({ message: "I want to talk to a real person", conversationId: randomUUID() }, couple);
    expect(body.suggestTicket).toBe(false);
    expect(body.ticket).toBeUndefined();
    expect(body.response).toMatch(/verif/i);
    expect(body.links.map((l) => l.href)).toContain("/contact");
    expect(await ticketsOf(me.email)).toHaveLength(0);
  });

  it("keeps one open ticket per person and kind: a second conversation about the same kind joins the first", async () => {
    const couple = await t.signIn("couple");
    const me = await emailOf(couple);
    const first = await ask({ message: "I was charged twice and I want a refund", conversationId: randomUUID() }, couple);
    expect(first.body.ticket?.created).toBe(true);
    const second = await ask({ message: "there's a charge from serviceberry on my card I don't recognize", conversationId: randomUUID() }, couple);
    expect(second.body.ticket).toEqual({ id: first.body.ticket!.id, created: false });
    expect(second.body.response).toMatch(/already have help ticket/);
    const rows = await ticketsOf(me.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.conversationLog.map((m) => m.content)).toEqual(expect.arrayContaining(["I was charged twice and I want a refund", "there's a charge from serviceberry on my card I don't recognize"]));
  });

  it("caps the tickets a person opens in a day", async () => {
    const couple = await t.signIn("couple");
    const me = await emailOf(couple);
    const kinds = [
      "I want to talk to a real person",
      "I was charged twice and I want a refund",
      "my account got hacked",
      "the budget page is just a blank white screen",
      "someone is pretending to be me and messaging vendors",
    ];
    for (const message of kinds) expect((await ask({ message, conversationId: randomUUID() }, couple)).body.ticket?.created).toBe(true);
    const over = await ask({ message: "The venue didn't show up for our tour and won't answer the phone", conversationId: randomUUID() }, couple);
    expect(over.body.ticket).toBeUndefined();
    expect(over.body.suggestTicket).toBe(false);
    expect(over.body.response).toMatch(/as many help tickets today/);
    expect(await ticketsOf(me.email)).toHaveLength(kinds.length);
  });

  it("adds what the person says later to the ticket until an admin picks it up", async () => {
    const couple = await t.signIn("couple");
    const me = await emailOf(couple);
    const conversationId = randomUUID();
    const opened = await ask({ message: "I was charged by Serviceberry and I never signed up for anything paid", conversationId }, couple);
    expect(opened.body.ticket?.created).toBe(true);
    const history = [
      { role: "user", content: "I was charged by Serviceberry and I never signed up for anything paid" },
      { role: "assistant", content: opened.body.response },
    ];
    const later = await ask({ message: "It was $29 on Nov 20", conversationHistory: history, conversationId }, couple);
    expect(later.status).toBe(200);
    let [row] = await ticketsOf(me.email);
    expect(row!.conversationLog.map((m) => m.content)).toContain("It was $29 on Nov 20");

    // Picked up by an admin: the ticket is theirs now, and the chat no longer changes it.
    const adminUser = await emailOf(admin);
    expect((await t.request("PATCH", `/api/admin/help-tickets/${row!.id}`, { assigneeId: adminUser.id }, admin)).status).toBe(200);
    await ask({ message: "Also my card ends in 4242", conversationHistory: history, conversationId }, couple);
    [row] = await ticketsOf(me.email);
    expect(row!.conversationLog.map((m) => m.content)).not.toContain("Also my card ends in 4242");
  });
});

describe("notify-admin-help-ticket", () => {
  it("tells the admins about the caller's own ticket at most once, and 404s for anyone else's", async () => {
    const couple = await t.signIn("couple");
    const me = await emailOf(couple);
    const [ticket] = await t.database.db.insert(helpTickets).values({ userId: me.id, stakeholderType: "couple", userEmail: me.email, description: "Help with my deposit" }).returning();
    const notify = (headers: Record<string, string>) => t.request("POST", "/api/functions/notify-admin-help-ticket", { ticketId: ticket!.id, ticketData: { title: "x" } }, headers);
    expect(await (await notify(couple)).json()).toEqual({ notified: true });
    expect(await (await notify(couple)).json()).toEqual({ notified: false });
    expect((await notify(await t.signIn("couple"))).status).toBe(404);
  });
});

describe("the tickets desk", () => {
  it("queues by priority then age, filters, opens (marking read), assigns, changes status and replies by mail", async () => {
    const couple = await t.signIn("couple");
    const me = await emailOf(couple);
    await ask({ message: "I was charged twice and I want a refund", conversationId: randomUUID() }, couple);
    await ask({ message: "Do you do honeymoon travel insurance quotes for pets?", conversationId: randomUUID() }, couple);
    const list = async (query = "") => (await (await t.request("GET", `/api/admin/help-tickets${query}`, undefined, admin)).json()) as { tickets: { id: string; priority: string; createdAt: string; unread: boolean; userEmail: string }[]; unread: number; admins: { id: string }[] };
    const queue = await list("?status=all&limit=100");
    const ranks = queue.tickets.map((x) => ["urgent", "high", "medium", "low"].indexOf(x.priority));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const mine = (await list(`?q=${encodeURIComponent(me.email)}`)).tickets;
    expect(mine.map((x) => x.priority)).toEqual(["high", "low"]);
    expect((await list("?priority=low&limit=100")).tickets.every((x) => x.priority === "low")).toBe(true);

    const unreadBefore = ((await (await t.request("GET", "/api/admin/help-tickets/unread", undefined, admin)).json()) as { unread: number }).unread;
    const opened = (await (await t.request("GET", `/api/admin/help-tickets/${mine[0]!.id}`, undefined, admin)).json()) as { ticket: { conversationLog: unknown[]; unread: boolean } };
    expect(opened.ticket.conversationLog.length).toBeGreaterThanOrEqual(2);
    const unreadAfter = ((await (await t.request("GET", "/api/admin/help-tickets/unread", undefined, admin)).json()) as { unread: number }).unread;
    expect(unreadAfter).toBe(unreadBefore - 1);

    const adminId = (await emailOf(admin)).id;
    const patched = await t.request("PATCH", `/api/admin/help-tickets/${mine[0]!.id}`, { assigneeId: adminId, status: "open" }, admin);
    expect(patched.status, await patched.clone().text()).toBe(200);
    expect((await list("?assignee=me")).tickets.map((x) => x.id)).toContain(mine[0]!.id);
    const notAdmin = await t.request("PATCH", `/api/admin/help-tickets/${mine[0]!.id}`, { assigneeId: me.id }, admin);
    expect(notAdmin.status).toBe(400);

    const reply = await t.request("POST", `/api/admin/help-tickets/${mine[0]!.id}/replies`, { message: "We refunded the second charge today." }, admin);
    expect(reply.status).toBe(201);
    const replied = (await reply.json()) as { ticket: { status: string; replies: { body: string }[] } };
    expect(replied.ticket.status).toBe("waiting");
    expect(replied.ticket.replies.map((r) => r.body)).toEqual(["We refunded the second charge today."]);
    const mail = await waitForMail(t, me.email, /^Re: Payments/);
    expect(mail.subject).toContain("charged twice");

    const resolved = await t.request("PATCH", `/api/admin/help-tickets/${mine[0]!.id}`, { status: "resolved" }, admin);
    expect(((await resolved.json()) as { ticket: { status: string } }).ticket.status).toBe("resolved");
    expect((await list()).tickets.map((x) => x.id)).not.toContain(mine[0]!.id);
  });

  it("is for admins only", async () => {
    const couple = await t.signIn("couple");
    expect((await t.request("GET", "/api/admin/help-tickets", undefined, couple)).status).toBe(403);
    expect((await t.request("GET", "/api/admin/help-tickets")).status).toBe(401);
  });
});

describe("Grace over an OpenAI-compatible model", () => {
  let server: http.Server;
  const requests: { messages: { role: string; content: string }[] }[] = [];
  let mode: "ok" | "fail" = "ok";

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let data = "";
      req.on("data", (chunk: Buffer) => (data += chunk.toString()));
      req.on("end", () => {
        if (mode === "fail") {
          res.writeHead(500, { "content-type": "application/json" }).end(JSON.stringify({ error: { message: "overloaded" } }));
          return;
        }
        requests.push(JSON.parse(data) as (typeof requests)[number]);
        res.writeHead(200, { "content-type": "application/json" }).end(
          JSON.stringify({
            id: "chatcmpl-1",
            object: "chat.completion",
            created: Math.floor(Date.now() / 1000),
            model: "stand-in",
            choices: [{ index: 0, message: { role: "assistant", content: "Use Forgot password on the sign-in page; the link lasts 10 minutes." }, finish_reason: "stop" }],
          }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("answers with the model's words over the knowledge base, and falls back to the built-in answer on error", async () => {
    const port = (server.address() as AddressInfo).port;
    const m = await createTestApp({ AI_BASE_URL: `http://127.0.0.1:${port}/v1`, AI_API_KEY: "test-key", AI_MODEL: "stand-in" });
    try {
      const ok = (await (await m.request("POST", "/api/functions/grace-support-chat", { message: "I forgot my password" })).json()) as ChatAnswer;
      expect(ok.response).toBe("Use Forgot password on the sign-in page; the link lasts 10 minutes.");
      expect(ok.issueType).toBe("login");
      expect(ok.links.map((l) => l.href)).toContain("/reset-password");
      const system = requests[0]!.messages[0]!;
      expect(system.role).toBe("system");
      expect(system.content).toMatch(/I forgot my password. What do I do\?/);
      expect(requests[0]!.messages.at(-1)).toEqual({ role: "user", content: "I forgot my password" });

      mode = "fail";
      const fallback = (await (await m.request("POST", "/api/functions/grace-support-chat", { message: "I forgot my password" })).json()) as ChatAnswer;
      expect(fallback.response).toMatch(/reset link that works once/);
      expect(fallback.response).not.toBe(GRACE_APOLOGY);
    } finally {
      await m.close();
    }
  });
});

describe("a deleted user's tickets", () => {
  it("go with the account", async () => {
    const couple = await t.signIn("couple");
    const me = await emailOf(couple);
    await ask({ message: "I want to talk to a real person", conversationId: randomUUID() }, couple);
    await t.database.db.delete(users).where(eq(users.id, me.id));
    expect(await ticketsOf(me.email)).toHaveLength(0);
  });
});
