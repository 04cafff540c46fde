import { and, desc, eq, gt, lt, sql } from "drizzle-orm";
import { CHAT_HISTORY_MAX, CHAT_MESSAGES_PER_MINUTE, CHAT_PAGE_SIZE } from "../../../../domain/collaboration.ts";
import type { Principal } from "../../../auth/principal.ts";
import type { Database } from "../../../db/client.ts";
import { planningChatMessages, users } from "../../../db/schema/index.ts";
import type { PlanningAccess } from "../../../http/policy.ts";
import { enforceLimits } from "../../../http/rate-limit.ts";
import type { ChatHub, ChatMessageView } from "../chat-hub.ts";
import type { CollaborationDeps } from "../deps.ts";
import { coupleDisplayName } from "../rows.ts";

const CHAT_RULE = { name: "planning-chat:person", max: CHAT_MESSAGES_PER_MINUTE, windowSeconds: 60 };

type Reader = Pick<Database, "select">;

function messageView(coupleId: string, row: { id: number; body: string; createdAt: Date; authorId: string | null; authorName: string | null }): ChatMessageView {
  return {
    id: row.id,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    author: { id: row.authorId, name: row.authorName ?? "A former helper", isCouple: row.authorId === coupleId },
  };
}

const columns = {
  id: planningChatMessages.id,
  body: planningChatMessages.body,
  createdAt: planningChatMessages.createdAt,
  authorId: planningChatMessages.authorId,
  authorName: users.name,
};

/** A page of history, oldest first: the latest CHAT_PAGE_SIZE, or those before `before`. */
export async function listMessages(deps: CollaborationDeps, access: PlanningAccess, before?: number) {
  const rows = await deps.db
    .select(columns)
    .from(planningChatMessages)
    .leftJoin(users, eq(users.id, planningChatMessages.authorId))
    .where(and(eq(planningChatMessages.coupleId, access.coupleId), before ? lt(planningChatMessages.id, before) : undefined))
    .orderBy(desc(planningChatMessages.id))
    .limit(CHAT_PAGE_SIZE + 1);
  const hasMore = rows.length > CHAT_PAGE_SIZE;
  return { couple: await coupleDisplayName(deps.db, access.coupleId), messages: rows.slice(0, CHAT_PAGE_SIZE).reverse().map((row) => messageView(access.coupleId, row)), hasMore };
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

/**
 * Posts a message (plain text: the page shows it as text, never as HTML) and publishes it to every open
 * stream of this chat. Past CHAT_HISTORY_MAX the oldest messages go, in the same transaction.
 */
export async function postMessage(deps: CollaborationDeps, hub: ChatHub, principal: Principal, access: PlanningAccess, body: string) {
  await enforceLimits(deps.db, [{ rule: CHAT_RULE, subject: principal.userId, message: `You can send ${CHAT_MESSAGES_PER_MINUTE} messages a minute. That one wasn't sent.` }]);
  const message = await deps.db.transaction(async (tx) => {
    const [row] = await tx.insert(planningChatMessages).values({ coupleId: access.coupleId, authorId: principal.userId, body }).returning();
    await tx.execute(
      sql`delete from planning_chat_messages where couple_id = ${access.coupleId} and id <= (select id from planning_chat_messages where couple_id = ${access.coupleId} order by id desc offset ${CHAT_HISTORY_MAX} limit 1)`,
    );
    const [author] = await tx.select({ name: users.name }).from(users).where(eq(users.id, principal.userId)).limit(1);
    return messageView(access.coupleId, { id: row!.id, body: row!.body, createdAt: row!.createdAt, authorId: principal.userId, authorName: author?.name ?? null });
  });
  await hub.publish({ type: "message", coupleId: access.coupleId, message });
  return message;
}
