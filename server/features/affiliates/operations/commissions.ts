import { eq, sql } from "drizzle-orm";
import { commissionCents, commissionWindowEnd, mailboxOf } from "../../../../domain/affiliates.ts";
import type { Database } from "../../../db/client.ts";
import { affiliateClawbacks, affiliateCommissions, affiliateReferrals, affiliates, users } from "../../../db/schema/index.ts";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** A paid Stripe invoice of a plan, as billing's webhook read it. */
export interface PaidInvoice {
  invoiceId: string;
  userId: string;
  plan: string;
  paidCents: number;
  paidAt: Date;
}

export type CreditOutcome = "credited" | "not_referred" | "not_approved" | "self_referral" | "outside_window" | "already_credited";

/**
 * Called by billing's webhook in the transaction that records the event: if the paying account was
 * referred, its affiliate earns the published share of the payment, once per invoice, during the
 * published months from the account's first payment, and never on the affiliate's own account.
 */
export async function creditPaidInvoice(tx: Tx, invoice: PaidInvoice): Promise<CreditOutcome> {
  const [referral] = await tx
    .select({ affiliateId: affiliateReferrals.affiliateId, firstPaymentAt: affiliateReferrals.firstPaymentAt, status: affiliates.status, affiliateUserId: affiliates.userId, payoutEmail: affiliates.payoutEmail })
    .from(affiliateReferrals)
    .innerJoin(affiliates, eq(affiliates.id, affiliateReferrals.affiliateId))
    .where(eq(affiliateReferrals.userId, invoice.userId))
    .for("update", { of: affiliateReferrals })
    .limit(1);
  if (!referral) return "not_referred";
  if (referral.status !== "approved") return "not_approved";
  const [payer] = await tx.select({ email: users.email }).from(users).where(eq(users.id, invoice.userId)).limit(1);
  const [owner] = await tx.select({ email: users.email }).from(users).where(eq(users.id, referral.affiliateUserId)).limit(1);
  const mailbox = payer ? mailboxOf(payer.email) : "";
  if (referral.affiliateUserId === invoice.userId || (owner && mailboxOf(owner.email) === mailbox) || mailboxOf(referral.payoutEmail) === mailbox) return "self_referral";
  // Invoices may arrive out of order: the window starts at the earliest payment seen.
  const firstPaymentAt = referral.firstPaymentAt && referral.firstPaymentAt <= invoice.paidAt ? referral.firstPaymentAt : invoice.paidAt;
  if (firstPaymentAt !== referral.firstPaymentAt) {
    await tx.update(affiliateReferrals).set({ firstPaymentAt }).where(eq(affiliateReferrals.userId, invoice.userId));
  }
  if (invoice.paidAt > commissionWindowEnd(firstPaymentAt)) return "outside_window";
  const [inserted] = await tx
    .insert(affiliateCommissions)
    .values({
      affiliateId: referral.affiliateId,
      referredUserId: invoice.userId,
      stripeInvoiceId: invoice.invoiceId,
      plan: invoice.plan,
      paidCents: invoice.paidCents,
      commissionCents: commissionCents(invoice.paidCents),
      paidAt: invoice.paidAt,
    })
    .onConflictDoNothing({ target: affiliateCommissions.stripeInvoiceId })
    .returning({ id: affiliateCommissions.id });
  return inserted ? "credited" : "already_credited";
}

/** A refund of a paid invoice, as billing's webhook read it: Stripe's running total refunded so far. */
export interface RefundedInvoice {
  invoiceId: string;
  refundedCents: number;
}

export type RefundOutcome = "not_credited" | "reduced" | "clawed_back" | "already_counted";

/**
 * Called by billing's webhook in the transaction that records the refund event: the commission
 * earned on the invoice follows what the payer kept. Still unpaid, the commission itself is lowered;
 * already paid out, the difference becomes a clawback that the affiliate's next payout nets off.
 * Stripe's refunded amount is a running total, so a replay or an older event changes nothing.
 */
export async function reverseRefundedInvoice(tx: Tx, refund: RefundedInvoice): Promise<RefundOutcome> {
  const [commission] = await tx.select().from(affiliateCommissions).where(eq(affiliateCommissions.stripeInvoiceId, refund.invoiceId)).for("update").limit(1);
  if (!commission) return "not_credited";
  const refundedCents = Math.min(refund.refundedCents, commission.paidCents);
  if (refundedCents <= commission.refundedCents) return "already_counted";
  const owedBefore = commissionCents(commission.paidCents - commission.refundedCents);
  const owedNow = commissionCents(commission.paidCents - refundedCents);
  if (commission.payoutId === null) {
    await tx.update(affiliateCommissions).set({ refundedCents, commissionCents: owedNow }).where(eq(affiliateCommissions.id, commission.id));
    return "reduced";
  }
  await tx.update(affiliateCommissions).set({ refundedCents }).where(eq(affiliateCommissions.id, commission.id));
  if (owedBefore > owedNow) await tx.insert(affiliateClawbacks).values({ affiliateId: commission.affiliateId, commissionId: commission.id, amountCents: owedBefore - owedNow });
  return "clawed_back";
}

/**
 * Earned, unpaid and paid-out totals of one affiliate: commissions less clawbacks. The unpaid balance
 * can fall below zero when a refund claws back more than has been earned since the last payout.
 */
export async function commissionTotals(db: Database | Tx, affiliateId: string) {
  const [commissions] = await db
    .select({
      earned: sql<number>`coalesce(sum(${affiliateCommissions.commissionCents}), 0)`.mapWith(Number),
      unpaid: sql<number>`coalesce(sum(${affiliateCommissions.commissionCents}) filter (where ${affiliateCommissions.payoutId} is null), 0)`.mapWith(Number),
    })
    .from(affiliateCommissions)
    .where(eq(affiliateCommissions.affiliateId, affiliateId));
  const [clawbacks] = await db
    .select({
      total: sql<number>`coalesce(sum(${affiliateClawbacks.amountCents}), 0)`.mapWith(Number),
      unpaid: sql<number>`coalesce(sum(${affiliateClawbacks.amountCents}) filter (where ${affiliateClawbacks.payoutId} is null), 0)`.mapWith(Number),
    })
    .from(affiliateClawbacks)
    .where(eq(affiliateClawbacks.affiliateId, affiliateId));
  const earnedCents = (commissions?.earned ?? 0) - (clawbacks?.total ?? 0);
  const unpaidCents = (commissions?.unpaid ?? 0) - (clawbacks?.unpaid ?? 0);
  return { earnedCents, unpaidCents, paidOutCents: earnedCents - unpaidCents, clawedBackCents: clawbacks?.total ?? 0 };
}
