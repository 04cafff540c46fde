import { and, eq, sql } from "drizzle-orm";
import { commissionCents, commissionWindowEnd, mailboxOf } from "../../../../domain/affiliates.ts";
import type { Database } from "../../../db/client.ts";
import { affiliateCommissions, affiliateReferrals, affiliates, users } from "../../../db/schema/index.ts";

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

/** Unpaid and paid totals of one affiliate, from the commission rows. */
export async function commissionTotals(db: Database | Tx, affiliateId: string) {
  const [row] = await db
    .select({
      earned: sql<number>`coalesce(sum(${affiliateCommissions.commissionCents}), 0)`.mapWith(Number),
      unpaid: sql<number>`coalesce(sum(${affiliateCommissions.commissionCents}) filter (where ${affiliateCommissions.payoutId} is null), 0)`.mapWith(Number),
    })
    .from(affiliateCommissions)
    .where(and(eq(affiliateCommissions.affiliateId, affiliateId)));
  return { earnedCents: row?.earned ?? 0, unpaidCents: row?.unpaid ?? 0, paidOutCents: (row?.earned ?? 0) - (row?.unpaid ?? 0) };
}
