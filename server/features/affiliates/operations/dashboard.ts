import { desc, eq, sql } from "drizzle-orm";
import type { Principal } from "../../../auth/principal.ts";
import type { Database } from "../../../db/client.ts";
import { affiliateCommissions, affiliateReferrals, affiliates, users } from "../../../db/schema/index.ts";
import { applicationView } from "./applications.ts";
import { commissionTotals } from "./commissions.ts";
import { payoutsOf } from "./payouts.ts";

/**
 * The affiliate's own dashboard: the application, and once approved the link and code, the accounts
 * that signed up through it (their kind and dates only: no names or addresses), the commissions from
 * their payments, and payouts. Every figure is counted from the records.
 */
export async function affiliateDashboard(db: Database, principal: Principal, publicUrl: string) {
  const [row] = await db.select().from(affiliates).where(eq(affiliates.userId, principal.userId)).limit(1);
  if (!row) return { application: null, link: null, totals: null, referrals: [], commissions: [], payouts: [] };
  const application = applicationView(row);
  if (row.status !== "approved" && !(await hasEarnings(db, row.id))) return { application, link: null, totals: null, referrals: [], commissions: [], payouts: [] };
  // Refunds count against both: the payer kept less, and the commission (or a clawback) followed.
  const earnedByReferral = sql<number>`coalesce((select sum(c.commission_cents - coalesce((select sum(k.amount_cents) from affiliate_clawbacks k where k.commission_id = c.id), 0)) from affiliate_commissions c where c.referred_user_id = ${affiliateReferrals.userId} and c.affiliate_id = ${affiliateReferrals.affiliateId}), 0)`.mapWith(Number);
  const paidByReferral = sql<number>`coalesce((select sum(c.paid_cents - c.refunded_cents) from affiliate_commissions c where c.referred_user_id = ${affiliateReferrals.userId} and c.affiliate_id = ${affiliateReferrals.affiliateId}), 0)`.mapWith(Number);
  const referrals = await db
    .select({ userId: affiliateReferrals.userId, userType: users.userType, signedUpAt: affiliateReferrals.signedUpAt, firstPaymentAt: affiliateReferrals.firstPaymentAt, paidCents: paidByReferral, commissionCents: earnedByReferral })
    .from(affiliateReferrals)
    .innerJoin(users, eq(users.id, affiliateReferrals.userId))
    .where(eq(affiliateReferrals.affiliateId, row.id))
    .orderBy(desc(affiliateReferrals.signedUpAt))
    .limit(200);
  // The dashboard numbers referred accounts instead of naming them.
  const numberOf = new Map(referrals.map((referral, index) => [referral.userId, referrals.length - index]));
  const commissions = await db
    .select({ id: affiliateCommissions.id, referredUserId: affiliateCommissions.referredUserId, plan: affiliateCommissions.plan, paidCents: affiliateCommissions.paidCents, refundedCents: affiliateCommissions.refundedCents, commissionCents: affiliateCommissions.commissionCents, paidAt: affiliateCommissions.paidAt, payoutId: affiliateCommissions.payoutId })
    .from(affiliateCommissions)
    .where(eq(affiliateCommissions.affiliateId, row.id))
    .orderBy(desc(affiliateCommissions.paidAt))
    .limit(200);
  return {
    application,
    link: row.status === "approved" && row.code ? `${publicUrl}/?ref=${row.code}` : null,
    totals: { signUps: referrals.length, paying: referrals.filter((r) => r.firstPaymentAt).length, ...(await commissionTotals(db, row.id)) },
    referrals: referrals.map((r) => ({ number: numberOf.get(r.userId) ?? 0, accountKind: r.userType, signedUpAt: r.signedUpAt.toISOString(), firstPaymentAt: r.firstPaymentAt?.toISOString() ?? null, paidCents: r.paidCents, commissionCents: r.commissionCents })),
    commissions: commissions.map((c) => ({ id: c.id, referralNumber: numberOf.get(c.referredUserId) ?? 0, plan: c.plan, paidCents: c.paidCents, refundedCents: c.refundedCents, commissionCents: c.commissionCents, paidAt: c.paidAt.toISOString(), paidOut: c.payoutId !== null })),
    payouts: await payoutsOf(db, row.id),
  };
}

async function hasEarnings(db: Database, affiliateId: string): Promise<boolean> {
  const [row] = await db.select({ id: affiliateCommissions.id }).from(affiliateCommissions).where(eq(affiliateCommissions.affiliateId, affiliateId)).limit(1);
  return Boolean(row);
}
