import { and, eq } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "./client.ts";

/** A table whose rows belong to one couple: an `id` and a `couple_id` column. */
type CoupleOwnedTable = PgTable & { id: PgColumn; coupleId: PgColumn };

/**
 * Owner-of-row: the row with this id when it is this couple's. Anyone else's (or none) throws the same
 * `notFound()` 404, so ids can't be probed.
 */
export async function loadCoupleOwnedRow<T extends CoupleOwnedTable>(
  db: Pick<Database, "select">,
  table: T,
  coupleId: string,
  id: string,
  notFound: () => Error,
): Promise<T["$inferSelect"]> {
  // Drizzle can't type a select from a table it only knows by its constraint: the row is typed here.
  const [row] = await db.select().from<PgTable>(table).where(and(eq(table.id, id), eq(table.coupleId, coupleId))).limit(1);
  if (!row) throw notFound();
  return row as T["$inferSelect"];
}
