import { and, eq, isNull, lte, or, sql } from "drizzle-orm";
import type Stripe from "stripe";
import { PAYMENT_GRACE_DAYS, planFor, type PlanAudience, type PlanKey } from "../../../../domain/plans.ts";
import { billingEvents, planSubscriptions, users } from "../../../db/schema/index.ts";
import { creditPaidInvoice, reverseRefundedInvoice } from "../../affiliates/index.ts";
import { ApiError } from "../../../http/errors.ts";
import { sendLater } from "../../../mail/send-later.ts";
import { billingMail } from "../mail.ts";
import { dashboardPath, requireStripe, stripePriceData } from "./checkout.ts";
import type { BillingDeps } from "./deps.ts";
import { audienceOf } from "./plan-state.ts";
import { applySubscriptionState, type RefusedFoundingPrice } from "./subscription-sync.ts";

const idOf = (value: string | { id: string } | null | undefined) => (value == null ? null : typeof value === "string" ? value : value.id);
const SUBSCRIPTION_EVENTS = new Set(["customer.subscription.created", "customer.subscription.updated", "customer.subscription.deleted", "customer.subscription.paused", "customer.subscription.resumed"]);

interface PaymentFailure {
  email: string;
  audience: PlanAudience;
  plan: PlanKey;
  graceUntil: Date;
}

/**
 * POST /api/billing/webhook: the event is read from the raw body and its Stripe-Signature checked
 * (a bad one is a 400 and changes nothing). Each event id is stored in the transaction that applies
 * it, so a replay finds it and changes nothing twice; subscription states carry the event's time, so
 * an older one arriving late changes nothing either.
 */
export async function receiveStripeEvent(deps: BillingDeps, rawBody: string, signature: string | undefined): Promise<{ received: true; duplicate: boolean }> {
  const stripe = requireStripe(deps.stripe);
  const secret = deps.config.stripe?.webhookSecret ?? "";
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature ?? "", secret);
  } catch {
    throw new ApiError(400, "bad_signature", "The Stripe-Signature header does not match this body and secret.");
  }
  const eventAt = new Date(event.created * 1000);
  // A refund names a charge, not an invoice: Stripe is asked which invoice it paid before the transaction.
  const refunded = event.type === "charge.refunded" ? await refundedInvoiceOf(stripe, event.data.object as Stripe.Charge) : null;
  // What to do once the transaction has committed (Stripe calls and mail never run inside it).
  const after: { refused: RefusedFoundingPrice | null; failure: PaymentFailure | null } = { refused: null, failure: null };
  const duplicate = await deps.db.transaction(async (tx) => {
    const [fresh] = await tx.insert(billingEvents).values({ id: event.id, type: event.type, createdAt: eventAt }).onConflictDoNothing().returning({ id: billingEvents.id });
    if (!fresh) return true;
    if (SUBSCRIPTION_EVENTS.has(event.type)) {
      const outcome = await applySubscriptionState(tx, event.data.object as Stripe.Subscription, eventAt);
      after.refused = outcome.refusedFounding;
    } else if (event.type === "checkout.session.completed") {
      const session = event.data.object as Stripe.Checkout.Session;
      const customerId = idOf(session.customer);
      const userId = session.client_reference_id;
      if (session.mode === "subscription" && customerId && userId) {
        const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
        if (user) {
          await tx
            .insert(planSubscriptions)
            .values({ userId, stripeCustomerId: customerId })
            .onConflictDoUpdate({ target: planSubscriptions.userId, set: { stripeCustomerId: sql`coalesce(${planSubscriptions.stripeCustomerId}, ${customerId})` } });
        }
      }
    } else if (event.type === "invoice.paid") {
      // A paid plan invoice: the record an affiliate's commission is computed from (decision 048).
      const invoice = event.data.object as Stripe.Invoice;
      const details = invoice.parent?.subscription_details;
      const subscriptionId = idOf(details?.subscription);
      const customerId = idOf(invoice.customer);
      if (subscriptionId && invoice.id && invoice.amount_paid > 0 && invoice.currency === "usd") {
        const [linked] = await tx
          .select({ userId: planSubscriptions.userId })
          .from(planSubscriptions)
          .where(or(eq(planSubscriptions.stripeSubscriptionId, subscriptionId), customerId ? eq(planSubscriptions.stripeCustomerId, customerId) : sql`false`))
          .limit(1);
        const userId = linked?.userId ?? details?.metadata?.user_id;
        const [user] = userId ? await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1) : [];
        if (user) {
          const paidAt = new Date((invoice.status_transitions?.paid_at ?? event.created) * 1000);
          await creditPaidInvoice(tx, { invoiceId: invoice.id, userId: user.id, plan: details?.metadata?.plan ?? "", paidCents: invoice.amount_paid, paidAt });
        }
      }
    } else if (refunded) {
      // A refunded plan payment takes back the affiliate's share of what was refunded (decision 048).
      await reverseRefundedInvoice(tx, refunded);
    } else if (event.type === "invoice.payment_failed") {
      const invoice = event.data.object as Stripe.Invoice;
      const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
      if (subscriptionId) {
        const graceUntil = new Date(eventAt.getTime() + PAYMENT_GRACE_DAYS * 24 * 60 * 60 * 1000);
        // The grace period starts at the first failure; a newer state saying the plan is paid wins.
        const [row] = await tx
          .update(planSubscriptions)
          .set({ graceUntil, updatedAt: new Date() })
          .where(
            and(
              eq(planSubscriptions.stripeSubscriptionId, subscriptionId),
              isNull(planSubscriptions.graceUntil),
              or(isNull(planSubscriptions.stateAt), lte(planSubscriptions.stateAt, eventAt), eq(planSubscriptions.status, "past_due")),
            ),
          )
          .returning({ userId: planSubscriptions.userId, plan: planSubscriptions.plan });
        if (row) {
          const [user] = await tx.select({ email: users.email, userType: users.userType }).from(users).where(eq(users.id, row.userId)).limit(1);
          const audience = user ? audienceOf(user.userType) : null;
          if (user && audience && (row.plan === "plus" || row.plan === "pro")) after.failure = { email: user.email, audience, plan: row.plan, graceUntil };
        }
      }
    }
    return false;
  });
  if (after.refused) {
    // The event is recorded; a failure here is logged for an admin rather than retried by Stripe.
    await moveToRegularPrice(deps, after.refused).catch((error: unknown) => deps.logger.error({ err: error, subscription: after.refused?.subscriptionId }, "could not move a late founding subscription to the regular price"));
  }
  const failed = after.failure;
  if (failed) {
    sendLater(deps.mailer, deps.logger, billingMail.paymentFailed(failed.email, planFor(failed.audience, failed.plan).name, failed.graceUntil, `${deps.config.publicUrl}${dashboardPath(failed.audience)}`));
  }
  return { received: true, duplicate };
}

/**
 * The invoice a refunded charge paid, with Stripe's running total refunded; null for a charge that
 * paid no invoice (or not in dollars). When Stripe can't be asked, the webhook answers 502 and
 * Stripe sends the event again later (it is not recorded until then).
 */
async function refundedInvoiceOf(stripe: Stripe, charge: Stripe.Charge): Promise<{ invoiceId: string; refundedCents: number } | null> {
  const paymentIntent = idOf(charge.payment_intent);
  if (!paymentIntent || charge.currency !== "usd" || charge.amount_refunded <= 0) return null;
  let payments: Stripe.ApiList<Stripe.InvoicePayment>;
  try {
    payments = await stripe.invoicePayments.list({ payment: { type: "payment_intent", payment_intent: paymentIntent }, limit: 1 });
  } catch {
    throw new ApiError(502, "stripe_unreachable", "Stripe could not be asked which invoice this refund belongs to; send the event again.");
  }
  const invoiceId = idOf(payments.data[0]?.invoice);
  return invoiceId ? { invoiceId, refundedCents: charge.amount_refunded } : null;
}

/**
 * All founding places were taken before this payment completed: the subscription moves to the
 * plan's regular price from its next period (no proration, the first period stays as paid).
 */
async function moveToRegularPrice(deps: BillingDeps, refused: RefusedFoundingPrice): Promise<void> {
  const stripe = requireStripe(deps.stripe);
  const updated = await stripe.subscriptions.update(
    refused.subscriptionId,
    {
      items: [{ id: refused.itemId, price_data: { ...stripePriceData(refused.audience, refused.plan, refused.interval, false), product: refused.productId } }],
      proration_behavior: "none",
      metadata: { founding: "false" },
    },
    { idempotencyKey: `founding-refused:${refused.subscriptionId}` },
  );
  await deps.db.transaction((tx) => applySubscriptionState(tx, updated, new Date(Math.floor(Date.now() / 1000) * 1000)));
  deps.logger.info({ userId: refused.userId, subscription: refused.subscriptionId }, "founding places were full; subscription moved to the regular price");
}
