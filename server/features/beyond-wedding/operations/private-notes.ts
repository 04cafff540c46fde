import { and, eq, sql } from "drizzle-orm";
import type { BeyondModuleKey } from "../../../../domain/beyond-wedding.ts";
import type { Database } from "../../../db/client.ts";
import { beyondPrivateNotes } from "../../../db/schema/index.ts";

/**
 * A partner's private note on a module (decision 041). The row is keyed by its author: every read
 * and write names the signed-in person, so the other partner's note is never selected, whatever they send.
 */
export async function readPrivateNote(deps: { db: Database }, coupleId: string, authorId: string, module: BeyondModuleKey) {
  const [row] = await deps.db
    .select({ body: beyondPrivateNotes.body, updatedAt: beyondPrivateNotes.updatedAt })
    .from(beyondPrivateNotes)
    .where(and(eq(beyondPrivateNotes.coupleId, coupleId), eq(beyondPrivateNotes.authorId, authorId), eq(beyondPrivateNotes.module, module)))
    .limit(1);
  return { module, body: row?.body ?? "", updatedAt: row?.updatedAt.toISOString() ?? null };
}

export async function savePrivateNote(deps: { db: Database }, coupleId: string, authorId: string, module: BeyondModuleKey, body: string) {
  const [row] = await deps.db
    .insert(beyondPrivateNotes)
    .values({ coupleId, authorId, module, body })
    .onConflictDoUpdate({ target: [beyondPrivateNotes.coupleId, beyondPrivateNotes.authorId, beyondPrivateNotes.module], set: { body, updatedAt: sql`now()` } })
    .returning();
  return { module, body: row!.body, updatedAt: row!.updatedAt.toISOString() };
}
