import { desc, eq, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { ApiError } from "../http/errors.ts";
import type { Database } from "./client.ts";
import { isUniqueViolation } from "./errors.ts";
import { users } from "./schema/index.ts";

/** An application an account sends once and admins review: an `id`, the account, a status, a time. */
type ApplicationTable = PgTable & { id: PgColumn; userId: PgColumn; status: PgColumn; createdAt: PgColumn };

/**
 * Writes an account's one application. A unique index on the account turns a second one (two tabs,
 * a double click) into 409 `already_applied` with `message`, saying where the first one stands.
 */
export async function insertOnce<T>(insert: () => Promise<T>, message: string): Promise<T> {
  try {
    return await insert();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, "already_applied", message);
    throw error;
  }
}

/** One page of applications for admins, newest first, optionally of one status, with each applicant's address and the count of all. */
export async function applicationsPage<T extends ApplicationTable>(db: Database, table: T, query: { status?: string; limit: number; offset: number }) {
  const rows = await db
    .select({ row: table as PgTable, email: users.email, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from<PgTable>(table)
    .innerJoin(users, eq(users.id, table.userId))
    .where(query.status ? eq(table.status, query.status) : undefined)
    .orderBy(desc(table.createdAt), table.id)
    .limit(query.limit)
    .offset(query.offset);
  // Drizzle can't type a select from a table it only knows by its constraint: the row is typed here.
  return { total: rows[0]?.total ?? 0, rows: rows.map((r) => ({ row: r.row as T["$inferSelect"], email: r.email })) };
}
