import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NO_ACCESS } from "../../../domain/contributors.ts";
import { contributorProfiles, planningChatMessages, planningChatReads, users } from "../../db/schema/index.ts";
import { createTestApp, linkIn, waitForMail, type TestApp } from "../../test/harness.ts";
import { createLogger } from "../../logger.ts";
import { sendChatDigests } from "./operations/digest.ts";

/** The chat's unread counts, mentions, attachments and digest mail (issue 29, decision 044). */
type Headers = Record<string, string>;
let t: TestApp;
let couple: Headers;
let otherCouple: Headers;
let editor: Headers;
let viewer: Headers;
let noChat: Headers;
let coupleId: string;
let otherCoupleId: string;
let editorId: string;
let viewerId: string;
let noChatId: string;

const json = async <T = Record<string, unknown>>(response: Response | Promise<Response>) => (await (await response).json()) as T;
const idOf = async (headers: Headers) => (await json<{ user: { id: string } }>(t.request("GET", "/api/account/me", undefined, headers))).user.id;
const digestDeps = () => ({ db: t.database.db, config: t.config, mailer: t.mailer, logger: createLogger("silent") });
const base = () => `/api/collaboration/chat/${coupleId}`;

interface Message {
  id: number;
  body: string;
  mentions: string[];
  attachment: { url: string; name: string; contentType: string; bytes: number; width: number | null } | null;
}

function attach(headers: Headers, bytes: Uint8Array, name: string, type: string, fields: Record<string, string> = {}, chatOf = coupleId) {
  const form = new FormData();
  form.append("file", new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return t.app.request(`/api/collaboration/chat/${chatOf}/attachments`, { method: "POST", headers: { origin: t.config.publicUrl, ...headers }, body: form });
}

const picture = () => sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 180, g: 60, b: 90 } } }).jpeg().toBuffer();
const pdf = () => new TextEncoder().encode("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

beforeAll(async () => {
  t = await createTestApp({ ADDRESS_RATE_LIMIT_SCALE: "100" });
  [couple, otherCouple, editor, viewer, noChat] = await Promise.all([t.signIn("couple"), t.signIn("couple"), t.signIn("couple"), t.signIn("couple"), t.signIn("couple")]);
  const ids = await Promise.all([couple, otherCouple, editor, viewer, noChat].map(idOf));
  [coupleId, otherCoupleId, editorId, viewerId, noChatId] = [ids[0]!, ids[1]!, ids[2]!, ids[3]!, ids[4]!];
  await t.database.db.update(users).set({ name: "Joan Parent" }).where(eq(users.id, editorId));
  await t.database.db.update(users).set({ name: "Mia Honor" }).where(eq(users.id, viewerId));
  await t.database.db.insert(contributorProfiles).values([
    { userId: editorId, coupleId, relationship: "parent", permissions: { ...NO_ACCESS, chat: "edit" } },
    { userId: viewerId, coupleId, relationship: "wedding_party", permissions: { ...NO_ACCESS, chat: "view" } },
    { userId: noChatId, coupleId, relationship: "friend", permissions: { ...NO_ACCESS, guests: "view" } },
  ]);
});
afterAll(() => t.close());

describe("unread counts and the read marker", () => {
  it("counts others' messages after each person's marker, and moves the marker forward only", async () => {
    const first = await json<Message>(t.request("POST", `${base()}/messages`, { body: "Tasting is on Saturday." }, couple));
    await t.request("POST", `${base()}/messages`, { body: "Which bakery?" }, editor);
    const mine = await json<{ unread: number; chats: { coupleId: string; unread: number; own: boolean }[] }>(t.request("GET", "/api/collaboration/unread", undefined, viewer));
    // Every account here is a couple account: each also has its own (empty) chat.
    expect(mine.chats).toEqual(expect.arrayContaining([expect.objectContaining({ coupleId, unread: 2, own: false }), expect.objectContaining({ coupleId: viewerId, unread: 0, own: true })]));
    // Your own messages are read: the couple has one unread (the editor's).
    expect((await json<{ unread: number }>(t.request("GET", "/api/collaboration/unread", undefined, couple))).unread).toBe(1);

    const page = await json<{ lastReadId: number; members: { id: string; name: string }[] }>(t.request("GET", `${base()}/messages`, undefined, viewer));
    expect(page.lastReadId).toBe(0);
    expect(page.members.map((m) => m.id).sort()).toEqual([coupleId, editorId, viewerId].sort());
    expect((await json<{ lastReadId: number }>(t.request("POST", `${base()}/read`, { lastReadId: first.id }, viewer))).lastReadId).toBe(first.id);
    expect((await json<{ unread: number }>(t.request("GET", "/api/collaboration/unread", undefined, viewer))).unread).toBe(1);
    // Never backwards, never past the latest message.
    expect((await json<{ lastReadId: number }>(t.request("POST", `${base()}/read`, { lastReadId: 0 }, viewer))).lastReadId).toBe(first.id);
    const latest = await json<{ lastReadId: number }>(t.request("POST", `${base()}/read`, { lastReadId: 10_000_000 }, viewer));
    expect(latest.lastReadId).toBeLessThan(10_000_000);
    expect((await json<{ unread: number }>(t.request("GET", "/api/collaboration/unread", undefined, viewer))).unread).toBe(0);
    expect((await t.request("POST", `${base()}/read`, { lastReadId: -1 }, viewer)).status).toBe(400);
    // Someone outside the chat has no count for it and can't move a marker in it.
    expect((await json<{ chats: { coupleId: string }[] }>(t.request("GET", "/api/collaboration/unread", undefined, noChat))).chats.map((c) => c.coupleId)).toEqual([noChatId]);
    expect((await t.request("POST", `${base()}/read`, { lastReadId: 1 }, noChat)).status).toBe(404);
    expect((await t.request("POST", `/api/collaboration/chat/${otherCoupleId}/read`, { lastReadId: 1 }, viewer)).status).toBe(404);
  });
});

describe("mentions", () => {
  it("keeps only the chat's other members, counts them for the mentioned, and mails them once in a while", async () => {
    const sent = await json<Message>(t.request("POST", `${base()}/messages`, { body: "@Mia Honor can you book the bus?", mentions: [viewerId, noChatId, otherCoupleId, editorId, editorId] }, editor));
    // The helper without chat access and the other couple are dropped; so is the author.
    expect(sent.mentions).toEqual([viewerId]);
    const counts = await json<{ mentions: number; chats: { mentions: number }[] }>(t.request("GET", "/api/collaboration/unread", undefined, viewer));
    expect(counts.mentions).toBe(1);
    const viewerEmail = (await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, viewerId)))[0]!.email;
    const mail = await waitForMail(t, viewerEmail, /Joan Parent mentioned you/);
    expect(mail.text).toContain("can you book the bus?");
    expect(mail.text).toContain("/chat-digest/unsubscribe?");
    // A second mention inside 15 minutes adds to the badge, not to the inbox.
    await t.request("POST", `${base()}/messages`, { body: "@Mia Honor and the flowers?", mentions: [viewerId] }, editor);
    expect((await json<{ mentions: number }>(t.request("GET", "/api/collaboration/unread", undefined, viewer))).mentions).toBe(2);
    const { readOutbox } = await import("../../mail/mailer.ts");
    const path = await import("node:path");
    const mentionMails = (await readOutbox(path.join(t.dataDir, "mail"), 500)).filter((m) => m.to === viewerEmail && /mentioned you/.test(m.subject));
    expect(mentionMails).toHaveLength(1);
    expect((await t.request("POST", `${base()}/messages`, { body: "hi", mentions: ["bad id!"] }, editor)).status).toBe(400);
  });
});

describe("attachments", () => {
  it("takes pictures and PDFs checked by content, and serves them to the chat's members only", async () => {
    const photo = await attach(editor, await picture(), "../../bouquet.JPG", "image/jpeg", { body: "The bouquet" });
    expect(photo.status, await photo.clone().text()).toBe(201);
    const sentPhoto = await json<Message>(photo);
    expect(sentPhoto.body).toBe("The bouquet");
    expect(sentPhoto.attachment).toMatchObject({ name: "bouquet.webp", contentType: "image/webp", width: 1200 });
    const quote = await json<Message>(attach(couple, pdf(), "florist quote.pdf", "application/pdf"));
    expect(quote.body).toBe("florist quote.pdf");

    for (const member of [couple, editor, viewer]) {
      const file = await t.request("GET", sentPhoto.attachment!.url, undefined, member);
      expect(file.status).toBe(200);
      expect(file.headers.get("content-type")).toBe("image/webp");
      expect(file.headers.get("cache-control")).toContain("private");
    }
    const pdfFile = await t.request("GET", quote.attachment!.url, undefined, viewer);
    expect(pdfFile.headers.get("content-disposition")).toMatch(/^attachment;/);
    expect(new TextDecoder().decode(await pdfFile.arrayBuffer())).toMatch(/^%PDF-/);
    // Not to a helper without chat access, another couple, or anyone signed out; never at a public /media address.
    expect((await t.request("GET", sentPhoto.attachment!.url, undefined, noChat)).status).toBe(404);
    expect((await t.request("GET", sentPhoto.attachment!.url, undefined, otherCouple)).status).toBe(404);
    expect((await t.request("GET", sentPhoto.attachment!.url)).status).toBe(401);
    const [row] = await t.database.db.select({ attachment: planningChatMessages.attachment }).from(planningChatMessages).where(eq(planningChatMessages.id, sentPhoto.id));
    expect(row!.attachment!.key).toMatch(/^private\/chat\//);
    expect((await t.app.request(`/media/${row!.attachment!.key}`)).status).toBe(404);
    // Another chat's message id through this chat's route is a 404 too.
    const elsewhere = await json<Message>(attach(otherCouple, pdf(), "theirs.pdf", "application/pdf", {}, otherCoupleId));
    expect((await t.request("GET", `${base()}/attachments/${elsewhere.id}`, undefined, couple)).status).toBe(404);
  });

  it("refuses disguised, oversized and empty files with the reason, and viewers' uploads", async () => {
    const disguised = await attach(couple, new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>"), "cute.png", "image/png");
    expect(disguised.status).toBe(415);
    expect((await json<{ error: { message: string } }>(disguised)).error.message).toMatch(/can't be attached|neither/);
    const script = await attach(couple, new TextEncoder().encode("MZ\x90\x00 not a pdf"), "quote.pdf", "application/pdf");
    expect(script.status).toBe(415);
    const bigPdf = new Uint8Array(5 * 1024 * 1024 + 10);
    bigPdf.set(new TextEncoder().encode("%PDF-1.4\n"));
    const tooBig = await attach(couple, bigPdf, "huge.pdf", "application/pdf");
    expect(tooBig.status).toBe(413);
    expect((await json<{ error: { message: string } }>(tooBig)).error.message).toMatch(/larger than 5 MB/);
    expect((await attach(couple, new Uint8Array(0), "empty.pdf", "application/pdf")).status).toBe(400);
    expect((await attach(viewer, pdf(), "mine.pdf", "application/pdf")).status).toBe(403);
    expect((await t.request("POST", `${base()}/attachments`, { file: "x" }, couple)).status).toBe(415);
  });
});

describe("the digest of missed messages", () => {
  it("mails each member what they missed once the chat is quiet, at most every few hours, with a working unsubscribe", async () => {
    // Age the chat past the quiet hour.
    const now = new Date(Date.now() + 2 * 3600_000);
    const first = await sendChatDigests(digestDeps(), now);
    expect(first.sent).toBeGreaterThanOrEqual(2);
    const editorEmail = (await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, editorId)))[0]!.email;
    const digest = await waitForMail(t, editorEmail, /new messages? in .*planning chat/);
    expect(digest.text).toContain("florist quote.pdf");
    expect(digest.text).not.toContain("Which bakery?"); // their own message is not news to them
    // A second run in the same hours sends nothing, even with a new message.
    await t.request("POST", `${base()}/messages`, { body: "One more thing." }, couple);
    expect((await sendChatDigests(digestDeps(), new Date(now.getTime() + 3600_000))).sent).toBe(0);

    // The unsubscribe link works without signing in, and only as signed.
    const link = new URL(linkIn(digest.text.slice(digest.text.indexOf("Unsubscribe"))));
    expect(link.pathname).toBe("/chat-digest/unsubscribe");
    const params = Object.fromEntries(link.searchParams);
    expect((await t.request("POST", "/api/collaboration/digest/unsubscribe", { ...params, t: `${params.t!.slice(0, -2)}xx` })).status).toBe(404);
    expect((await t.request("POST", "/api/collaboration/digest/unsubscribe", { ...params, u: viewerId })).status).toBe(404);
    expect((await t.request("POST", "/api/collaboration/digest/unsubscribe", params)).status).toBe(200);
    const [setting] = await t.database.db.select().from(planningChatReads).where(eq(planningChatReads.userId, editorId));
    expect(setting?.digestOff).toBe(true);
    expect((await json<{ digestOn: boolean }>(t.request("GET", `${base()}/messages`, undefined, editor))).digestOn).toBe(false);
    // Hours later: the others get their next digest, the unsubscribed person none.
    const later = await sendChatDigests(digestDeps(), new Date(now.getTime() + 6 * 3600_000));
    expect(later.sent).toBeGreaterThanOrEqual(1);
    const { readOutbox } = await import("../../mail/mailer.ts");
    const path = await import("node:path");
    const editorDigests = (await readOutbox(path.join(t.dataDir, "mail"), 500)).filter((m) => m.to === editorEmail && /planning chat$/.test(m.subject) && !/mentioned/.test(m.subject));
    expect(editorDigests).toHaveLength(1);
    // Back on from the chat page.
    expect((await json<{ digestOn: boolean }>(t.request("PUT", `${base()}/digest`, { on: true }, editor))).digestOn).toBe(true);
  });
});
