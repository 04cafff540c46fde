import { and, count, desc, eq, sql } from "drizzle-orm";
import type { GiveBackPledgeInput } from "../../../../domain/give-back.ts";
import type { Principal } from "../../../auth/principal.ts";
import type { Database } from "../../../db/client.ts";
import { giveBackPledges, users } from "../../../db/schema/index.ts";
import { ApiError } from "../../../http/errors.ts";

/** A vendor may keep this many pledges at once (a pledge is a promise an admin plans with, not a list). */
export const PLEDGES_PER_VENDOR = 5;
type Row = typeof giveBackPledges.$inferSelect;
const view = (row: Row) => ({ id: row.id, service: row.service, valueCents: row.valueCents, createdAt: row.createdAt.toISOString() });

export async function myPledges(db: Database, principal: Principal) {
  const rows = await db.select().from(giveBackPledges).where(eq(giveBackPledges.userId, principal.userId)).orderBy(desc(giveBackPledges.createdAt));
  return { pledges: rows.map(view) };
}

export async function addPledge(db: Database, principal: Principal, input: GiveBackPledgeInput) {
  const pledge = await db.transaction(async (tx) => {
    // The account row lock counts concurrent pledges one after another, so the limit holds.
    await tx.execute(sql`select 1 from ${users} where ${users.id} = ${principal.userId} for update`);
    const [row] = await tx.select({ n: count() }).from(giveBackPledges).where(eq(giveBackPledges.userId, principal.userId));
    if ((row?.n ?? 0) >= PLEDGES_PER_VENDOR) throw new ApiError(409, "too_many_pledges", `You can keep ${PLEDGES_PER_VENDOR} pledges. Withdraw one to add another.`);
    const [inserted] = await tx.insert(giveBackPledges).values({ userId: principal.userId, ...input }).returning();
    return inserted!;
  });
  return { pledge: view(pledge) };
}

/** Withdraws one of the caller's own pledges; someone else's id is the same 404 as a missing one. */
export async function withdrawPledge(db: Database, principal: Principal, id: string) {
  const [row] = await db.delete(giveBackPledges).where(and(eq(giveBackPledges.id, id), eq(giveBackPledges.userId, principal.userId))).returning({ id: giveBackPledges.id });
  if (!row) throw new ApiError(404, "not_found", "There is no pledge of yours with that id.");
  return { withdrawn: row.id };
}

export async function listPledges(db: Database) {
  const rows = await db
    .select({ pledge: giveBackPledges, email: users.email, name: users.name })
    .from(giveBackPledges)
    .innerJoin(users, eq(users.id, giveBackPledges.userId))
    .orderBy(desc(giveBackPledges.createdAt))
    .limit(200);
  return { pledges: rows.map((r) => ({ ...view(r.pledge), email: r.email, name: r.name })) };
}
