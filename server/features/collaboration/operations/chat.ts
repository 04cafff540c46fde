import { and, count, desc, eq, gt, inArray, lt, ne, sql } from "drizzle-orm";
import { CHAT_HISTORY_MAX, CHAT_MESSAGES_PER_MINUTE, CHAT_PAGE_SIZE } from "../../../../domain/collaboration.ts";
import { readContributorPermissions } from "../../../../domain/contributors.ts";
import type { Principal } from "../../../auth/principal.ts";
import type { Database } from "../../../db/client.ts";
import { executedRows } from "../../../db/rows.ts";
import { contributorProfiles, planningChatMessages, planningChatReads, users, type ChatAttachment } from "../../../db/schema/index.ts";
import type { PlanningAccess } from "../../../http/policy.ts";
import { enforceLimits } from "../../../http/rate-limit.ts";
import type { ChatHub, ChatMessageView } from "../chat-hub.ts";
import type { ChatDeps, CollaborationDeps } from "../deps.ts";
import { coupleDisplayName } from "../rows.ts";
import { chatMembers } from "../members.ts";
import { notifyMentioned } from "./digest.ts";

const CHAT_RULE = { name: "planning-chat:person", max: CHAT_MESSAGES_PER_MINUTE, windowSeconds: 60 };

type Reader = Pick<Database, "select">;

export const attachmentUrl = (coupleId: string, messageId: number) => `/api/collaboration/chat/${encodeURIComponent(coupleId)}/attachments/${messageId}`;

interface MessageRow {
  id: number;
  body: string;
  createdAt: Date;
  authorId: string | null;
  authorName: string | null;
  mentions: string[];
  attachment: ChatAttachment | null;
}

function messageView(coupleId: string, row: MessageRow): ChatMessageView {
  return {
    id: row.id,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    author: { id: row.authorId, name: row.authorName ?? "A former helper", isCouple: row.authorId === coupleId },
    mentions: row.mentions,
    attachment: row.attachment
      ? {
          url: attachmentUrl(coupleId, row.id),
          name: row.attachment.name,
          contentType: row.attachment.contentType,
          bytes: row.attachment.bytes,
          width: row.attachment.width ?? null,
          height: row.attachment.height ?? null,
        }
      : null,
  };
}

const columns = {
  id: planningChatMessages.id,
  body: planningChatMessages.body,
  createdAt: planningChatMessages.createdAt,
  authorId: planningChatMessages.authorId,
  authorName: users.name,
  mentions: planningChatMessages.mentions,
  attachment: planningChatMessages.attachment,
};

async function readMarker(db: Reader, coupleId: string, userId: string) {
  const [row] = await db
    .select({ lastReadId: planningChatReads.lastReadId, digestOff: planningChatReads.digestOff })
    .from(planningChatReads)
    .where(and(eq(planningChatReads.coupleId, coupleId), eq(planningChatReads.userId, userId)))
    .limit(1);
  return { lastReadId: row?.lastReadId ?? 0, digestOn: !(row?.digestOff ?? false) };
}

/**
 * A page of history, oldest first: the latest CHAT_PAGE_SIZE, or those before `before`. With the reader's id,
 * also who is in the chat (for @ mentions), up to where they had read (the "new messages" marker) and
 * whether missed messages are mailed to them.
 */
export async function listMessages(deps: CollaborationDeps, access: PlanningAccess, before?: number, readerId?: string) {
  const rows = await deps.db
    .select(columns)
    .from(planningChatMessages)
    .leftJoin(users, eq(users.id, planningChatMessages.authorId))
    .where(and(eq(planningChatMessages.coupleId, access.coupleId), before ? lt(planningChatMessages.id, before) : undefined))
    .orderBy(desc(planningChatMessages.id))
    .limit(CHAT_PAGE_SIZE + 1);
  const hasMore = rows.length > CHAT_PAGE_SIZE;
  const [couple, members, marker] = await Promise.all([
    coupleDisplayName(deps.db, access.coupleId),
    chatMembers(deps.db, access.coupleId),
    readerId ? readMarker(deps.db, access.coupleId, readerId) : Promise.resolve({ lastReadId: 0, digestOn: true }),
  ]);
  return {
    couple,
    messages: rows.slice(0, CHAT_PAGE_SIZE).reverse().map((row) => messageView(access.coupleId, row)),
    hasMore,
    members: members.map((m) => ({ id: m.id, name: m.name, isCouple: m.isCouple })),
    lastReadId: marker.lastReadId,
    digestOn: marker.digestOn,
  };
}

/** Messages after `afterId`, oldest first: what a reconnecting stream missed. */
export async function messagesAfter(db: Reader, coupleId: string, afterId: number) {
  const rows = await db
    .select(columns)
    .from(planningChatMessages)
    .leftJoin(users, eq(users.id, planningChatMessages.authorId))
    .where(and(eq(planningChatMessages.coupleId, coupleId), gt(planningChatMessages.id, afterId)))
    .orderBy(planningChatMessages.id)
    .limit(500);
  return rows.map((row) => messageView(coupleId, row));
}

type Writer = Pick<Database, "insert">;

/** Moves someone's read marker forward (never back): what they sent or saw is read. */
async function advanceMarker(db: Writer, coupleId: string, userId: string, lastReadId: number) {
  await db
    .insert(planningChatReads)
    .values({ coupleId, userId, lastReadId })
    .onConflictDoUpdate({
      target: [planningChatReads.coupleId, planningChatReads.userId],
      set: { lastReadId: sql`greatest(${planningChatReads.lastReadId}, ${lastReadId})`, updatedAt: sql`now()` },
    });
}

/**
 * Posts a message (plain text: the page shows it as text, never as HTML), optionally with an attachment
 * already stored, and publishes it to every open stream of this chat. Mentions keep only the chat's other
 * members; each mentioned person is told (decision 044). Past CHAT_HISTORY_MAX the oldest messages go, in
 * the same transaction.
 */
export async function postMessage(
  deps: ChatDeps,
  hub: ChatHub,
  principal: Principal,
  access: PlanningAccess,
  input: { body: string; mentions: string[]; attachment?: ChatAttachment },
) {
  await enforceLimits(deps.db, [{ rule: CHAT_RULE, subject: principal.userId, message: `You can send ${CHAT_MESSAGES_PER_MINUTE} messages a minute. That one wasn't sent.` }]);
  const members = await chatMembers(deps.db, access.coupleId);
  const memberIds = new Set(members.map((m) => m.id));
  const mentions = [...new Set(input.mentions)].filter((id) => id !== principal.userId && memberIds.has(id));
  const { message, removedKeys } = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(planningChatMessages)
      .values({ coupleId: access.coupleId, authorId: principal.userId, body: input.body, mentions, attachment: input.attachment ?? null })
      .returning();
    const pruned = await tx.execute(
      sql`delete from planning_chat_messages where couple_id = ${access.coupleId} and id <= (select id from planning_chat_messages where couple_id = ${access.coupleId} order by id desc offset ${CHAT_HISTORY_MAX} limit 1) returning attachment`,
    );
    await advanceMarker(tx, access.coupleId, principal.userId, row!.id);
    const author = members.find((m) => m.id === principal.userId);
    return {
      message: messageView(access.coupleId, { ...row!, authorName: author?.name ?? null }),
      removedKeys: executedRows<{ attachment: ChatAttachment | null }>(pruned).flatMap((r) => (r.attachment ? [r.attachment.key] : [])),
    };
  });
  await hub.publish({ type: "message", coupleId: access.coupleId, message });
  for (const key of removedKeys) await deps.storage.remove(key).catch(() => undefined);
  if (mentions.length > 0) {
    const author = members.find((m) => m.id === principal.userId)?.name ?? "Someone";
    await notifyMentioned(deps, access.coupleId, author, message, members.filter((m) => mentions.includes(m.id))).catch((error: unknown) =>
      deps.logger.error({ err: error }, "mention notice failed"),
    );
  }
  return message;
}

/** Marks the chat read up to a message (clamped to the chat's latest, never moving back). */
export async function markRead(deps: CollaborationDeps, principal: Principal, access: PlanningAccess, lastReadId: number) {
  const [latest] = await deps.db
    .select({ id: sql<number | null>`max(${planningChatMessages.id})`.mapWith(Number) })
    .from(planningChatMessages)
    .where(eq(planningChatMessages.coupleId, access.coupleId));
  const upTo = Math.min(lastReadId, latest?.id ?? 0);
  await advanceMarker(deps.db, access.coupleId, principal.userId, upTo);
  return readMarker(deps.db, access.coupleId, principal.userId);
}

/** Turns the digest mail of missed messages on or off for this chat. */
export async function setDigest(deps: CollaborationDeps, principal: Principal, access: PlanningAccess, on: boolean) {
  await deps.db
    .insert(planningChatReads)
    .values({ coupleId: access.coupleId, userId: principal.userId, digestOff: !on })
    .onConflictDoUpdate({ target: [planningChatReads.coupleId, planningChatReads.userId], set: { digestOff: !on, updatedAt: sql`now()` } });
  return { digestOn: on };
}

/**
 * The header's unread counts: for each chat this person belongs to (their own as a couple, and each couple
 * that gave them chat access), messages by others after their marker, and how many of those mention them.
 */
export async function unreadSummary(deps: CollaborationDeps, principal: Principal) {
  const helping = await deps.db
    .select({ coupleId: contributorProfiles.coupleId, permissions: contributorProfiles.permissions })
    .from(contributorProfiles)
    .where(eq(contributorProfiles.userId, principal.userId));
  const chats = [
    ...(principal.userType === "couple" ? [{ coupleId: principal.userId, own: true }] : []),
    ...helping.filter((row) => readContributorPermissions(row.permissions).chat !== "none").map((row) => ({ coupleId: row.coupleId, own: false })),
  ];
  if (chats.length === 0) return { chats: [], unread: 0, mentions: 0 };
  const markers = await deps.db
    .select({ coupleId: planningChatReads.coupleId, lastReadId: planningChatReads.lastReadId })
    .from(planningChatReads)
    .where(and(eq(planningChatReads.userId, principal.userId), inArray(planningChatReads.coupleId, chats.map((c) => c.coupleId))));
  const markerOf = new Map(markers.map((m) => [m.coupleId, m.lastReadId]));
  const counted = await Promise.all(
    chats.map(async (chat) => {
      const after = markerOf.get(chat.coupleId) ?? 0;
      const [row] = await deps.db
        .select({
          unread: count(),
          mentions: sql<number>`count(*) filter (where ${planningChatMessages.mentions} @> ${JSON.stringify([principal.userId])}::jsonb)`.mapWith(Number),
        })
        .from(planningChatMessages)
        .where(and(eq(planningChatMessages.coupleId, chat.coupleId), gt(planningChatMessages.id, after), ne(planningChatMessages.authorId, principal.userId)));
      return { ...chat, couple: await coupleDisplayName(deps.db, chat.coupleId), unread: row?.unread ?? 0, mentions: row?.mentions ?? 0 };
    }),
  );
  return { chats: counted, unread: counted.reduce((n, c) => n + c.unread, 0), mentions: counted.reduce((n, c) => n + c.mentions, 0) };
}
