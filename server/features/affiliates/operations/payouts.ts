import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { MINIMUM_PAYOUT_CENTS, type AffiliatePayoutInput } from "../../../../domain/affiliates.ts";
import { formatUsd } from "../../../../domain/plans.ts";
import type { Principal } from "../../../auth/principal.ts";
import type { Database } from "../../../db/client.ts";
import { affiliateClawbacks, affiliateCommissions, affiliatePayouts, affiliates, users } from "../../../db/schema/index.ts";
import { ApiError } from "../../../http/errors.ts";

const payoutView = (row: typeof affiliatePayouts.$inferSelect) => ({ id: row.id, amountCents: row.amountCents, reference: row.reference, createdAt: row.createdAt.toISOString() });

/**
 * An admin marks the affiliate's unpaid commissions as paid out: the payout row (who, how much, how,
 * when) and the commissions it covers are written in one transaction, under the affiliate's row lock,
 * so two admins clicking at once pay once.
 */
export async function markPayoutPaid(db: Database, admin: Principal, affiliateId: string, input: AffiliatePayoutInput) {
  return db.transaction(async (tx) => {
    const [affiliate] = await tx.select({ id: affiliates.id }).from(affiliates).where(eq(affiliates.id, affiliateId)).for("update").limit(1);
    if (!affiliate) throw new ApiError(404, "not_found", "There is no affiliate with that id.");
    const unpaid = await tx
      .select({ id: affiliateCommissions.id, cents: affiliateCommissions.commissionCents })
      .from(affiliateCommissions)
      .where(and(eq(affiliateCommissions.affiliateId, affiliateId), isNull(affiliateCommissions.payoutId)))
      .for("update");
    // Commission taken back for refunds after an earlier payout comes off this one.
    const clawbacks = await tx
      .select({ id: affiliateClawbacks.id, cents: affiliateClawbacks.amountCents })
      .from(affiliateClawbacks)
      .where(and(eq(affiliateClawbacks.affiliateId, affiliateId), isNull(affiliateClawbacks.payoutId)))
      .for("update");
    const amountCents = unpaid.reduce((total, row) => total + row.cents, 0) - clawbacks.reduce((total, row) => total + row.cents, 0);
    if (amountCents < MINIMUM_PAYOUT_CENTS) {
      throw new ApiError(409, "below_minimum", `The unpaid balance is ${formatUsd(amountCents)}; payouts start at ${formatUsd(MINIMUM_PAYOUT_CENTS)}.`);
    }
    const [payout] = await tx.insert(affiliatePayouts).values({ affiliateId, amountCents, reference: input.reference, paidBy: admin.userId }).returning();
    await tx
      .update(affiliateCommissions)
      .set({ payoutId: payout!.id })
      .where(inArray(affiliateCommissions.id, unpaid.map((row) => row.id)));
    if (clawbacks.length > 0) {
      await tx
        .update(affiliateClawbacks)
        .set({ payoutId: payout!.id })
        .where(inArray(affiliateClawbacks.id, clawbacks.map((row) => row.id)));
    }
    return { payout: { ...payoutView(payout!), commissions: unpaid.length } };
  });
}

/** The audit trail of payouts, newest first, with who marked each. */
export async function listPayouts(db: Database) {
  const paidBy = sql<string | null>`(select email from users p where p.id = ${affiliatePayouts.paidBy})`;
  const rows = await db
    .select({ payout: affiliatePayouts, affiliateName: affiliates.name, affiliateEmail: users.email, paidBy })
    .from(affiliatePayouts)
    .innerJoin(affiliates, eq(affiliates.id, affiliatePayouts.affiliateId))
    .innerJoin(users, eq(users.id, affiliates.userId))
    .orderBy(desc(affiliatePayouts.createdAt))
    .limit(100);
  return { payouts: rows.map((row) => ({ ...payoutView(row.payout), affiliateId: row.payout.affiliateId, affiliateName: row.affiliateName, affiliateEmail: row.affiliateEmail, paidBy: row.paidBy })) };
}

export async function payoutsOf(db: Database, affiliateId: string) {
  const rows = await db.select().from(affiliatePayouts).where(eq(affiliatePayouts.affiliateId, affiliateId)).orderBy(desc(affiliatePayouts.createdAt)).limit(100);
  return rows.map(payoutView);
}
