import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { users, userTypes } from "../db/schema/index.ts";

/**
 * ADMIN_EMAILS grants admin rights only to an address its owner has proven: at start-up the verified
 * accounts with those addresses get the flag, and an account gets it when it verifies one of them
 * (`grantAdminOnVerification`). Whoever registers the address first without proving it gets nothing.
 * Removing an address does not demote anyone.
 */
export async function grantConfiguredAdmins(db: Database, adminEmails: readonly string[]): Promise<number> {
  if (adminEmails.length === 0) return 0;
  const accounts = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(sql`lower(${users.email})`, [...adminEmails]), eq(users.emailVerified, true)));
  if (accounts.length === 0) return 0;
  await db
    .insert(userTypes)
    .values(accounts.map(({ id }) => ({ id, isAdmin: true })))
    .onConflictDoUpdate({ target: userTypes.id, set: { isAdmin: true } });
  return accounts.length;
}

/** Called when an account's address becomes verified. */
export async function grantAdminOnVerification(
  db: Database,
  adminEmails: readonly string[],
  user: { id: string; email: string; emailVerified: boolean },
): Promise<void> {
  if (!user.emailVerified || !adminEmails.includes(user.email.toLowerCase())) return;
  await db.insert(userTypes).values({ id: user.id, isAdmin: true }).onConflictDoUpdate({ target: userTypes.id, set: { isAdmin: true } });
}
