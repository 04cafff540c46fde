import { inArray, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { users, userTypes } from "../db/schema/index.ts";

/**
 * ADMIN_EMAILS applies to accounts that already exist too: at start-up, those accounts get the admin
 * flag (new accounts get it when they are created). Removing an address does not demote anyone.
 */
export async function grantConfiguredAdmins(db: Database, adminEmails: readonly string[]): Promise<number> {
  if (adminEmails.length === 0) return 0;
  const accounts = await db.select({ id: users.id }).from(users).where(inArray(sql`lower(${users.email})`, [...adminEmails]));
  if (accounts.length === 0) return 0;
  await db
    .insert(userTypes)
    .values(accounts.map(({ id }) => ({ id, isAdmin: true })))
    .onConflictDoUpdate({ target: userTypes.id, set: { isAdmin: true } });
  return accounts.length;
}
