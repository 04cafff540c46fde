import { and, eq, gt } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { verifications } from "../../db/schema/index.ts";

/**
 * Whether a password-reset link still works (unused, not expired), so the page it opens can say at
 * once that it doesn't, rather than after a new password was typed. It reveals nothing else: not the
 * account, not why.
 */
export async function resetLinkUsable(db: Database, token: string): Promise<boolean> {
  const [row] = await db
    .select({ id: verifications.id })
    .from(verifications)
    .where(and(eq(verifications.identifier, `reset-password:${token}`), gt(verifications.expiresAt, new Date())))
    .limit(1);
  return row !== undefined;
}
