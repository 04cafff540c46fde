import { and, desc, eq, lt, or, sql } from "drizzle-orm";
import { JUNE_HISTORY_LIMIT, type JuneActionOutcome, type JuneHistoryMessage, type JuneMessageMetadata, type JuneRole } from "../../../../domain/june.ts";
import type { Database } from "../../../db/client.ts";
import type { PlanningRegistry } from "../../../planning/registry.ts";
import { coupleAiContext, coupleChatHistory } from "../../../db/schema/index.ts";
import type { FileStorage } from "../../../storage/storage.ts";
import { removeChatImages } from "./chat-images.ts";
import type { JuneDeps } from "./deps.ts";

type HistoryRow = typeof coupleChatHistory.$inferSelect;

/** A stored row as the widget shows it; stored proposals get the line their module writes today. */
export function historyMessage(row: HistoryRow, planning: PlanningRegistry): JuneHistoryMessage {
  const { image, actionOutcomes } = row.messageMetadata;
  const actions = row.messageMetadata.actions?.map((action) => ({ ...action, label: planning.action(action.type)?.label(action) ?? action.label ?? "" }));
  return {
    id: row.id,
    role: row.messageRole === "assistant" ? "assistant" : "user",
    content: row.messageContent,
    createdAt: row.createdAt.toISOString(),
    ...(image ? { image } : {}),
    ...(actions && actions.length > 0 ? { actions, actionOutcomes: actionOutcomes ?? {} } : {}),
  };
}

/**
 * Spec section 7: the couple's latest 20 rows, in ascending time. `before` (a message id) pages back:
 * the 20 rows older than it. `hasMore` says whether older rows remain.
 */
export async function listHistory(deps: JuneDeps, coupleId: string, before?: string): Promise<{ messages: JuneHistoryMessage[]; hasMore: boolean }> {
  const conditions = [eq(coupleChatHistory.coupleId, coupleId)];
  if (before) {
    const [cursor] = await deps.db
      .select({ createdAt: coupleChatHistory.createdAt, id: coupleChatHistory.id })
      .from(coupleChatHistory)
      .where(and(eq(coupleChatHistory.id, before), eq(coupleChatHistory.coupleId, coupleId)));
    // A cursor from another couple (or cleared) pages from nothing.
    if (!cursor) return { messages: [], hasMore: false };
    conditions.push(or(lt(coupleChatHistory.createdAt, cursor.createdAt), and(eq(coupleChatHistory.createdAt, cursor.createdAt), lt(coupleChatHistory.id, cursor.id)))!);
  }
  const rows = await deps.db
    .select()
    .from(coupleChatHistory)
    .where(and(...conditions))
    .orderBy(desc(coupleChatHistory.createdAt), desc(coupleChatHistory.id))
    .limit(JUNE_HISTORY_LIMIT + 1);
  const hasMore = rows.length > JUNE_HISTORY_LIMIT;
  return { messages: rows.slice(0, JUNE_HISTORY_LIMIT).reverse().map((row) => historyMessage(row, deps.planning)), hasMore };
}

/** Clear chat: every row of the couple's history, in one statement; then their stored pictures. */
export async function clearHistory(deps: JuneDeps & { storage: FileStorage }, coupleId: string): Promise<{ cleared: number }> {
  const deleted = await deps.db.transaction(async (tx) =>
    tx.delete(coupleChatHistory).where(eq(coupleChatHistory.coupleId, coupleId)).returning({ id: coupleChatHistory.id, metadata: coupleChatHistory.messageMetadata }),
  );
  await removeChatImages(deps.storage, deleted.flatMap((row) => (row.metadata.image ? [row.metadata.image] : [])));
  return { cleared: deleted.length };
}

export async function appendMessage(db: Database, coupleId: string, role: JuneRole, content: string, metadata: JuneMessageMetadata, createdAt: Date): Promise<HistoryRow> {
  const [row] = await db.insert(coupleChatHistory).values({ coupleId, messageRole: role, messageContent: content, messageMetadata: metadata, createdAt }).returning();
  return row!;
}

/** Records the state of an action the message proposed (only on the couple's own assistant rows). */
export async function markAction(db: Database, coupleId: string, messageId: string, index: number, outcome: JuneActionOutcome): Promise<void> {
  const entry = JSON.stringify({ [String(index)]: outcome });
  await db
    .update(coupleChatHistory)
    .set({
      messageMetadata: sql`jsonb_set(${coupleChatHistory.messageMetadata}, '{actionOutcomes}', coalesce(${coupleChatHistory.messageMetadata} -> 'actionOutcomes', '{}'::jsonb) || ${entry}::jsonb)`,
    })
    .where(and(eq(coupleChatHistory.id, messageId), eq(coupleChatHistory.coupleId, coupleId), eq(coupleChatHistory.messageRole, "assistant")));
}

/** Spec step 6: last_interaction now, interaction_count one more (conflict on couple_id). */
export async function touchAiContext(db: Database, coupleId: string, now: Date): Promise<void> {
  await db
    .insert(coupleAiContext)
    .values({ coupleId, lastInteraction: now, interactionCount: 1 })
    .onConflictDoUpdate({ target: coupleAiContext.coupleId, set: { lastInteraction: now, interactionCount: sql`${coupleAiContext.interactionCount} + 1` } });
}
