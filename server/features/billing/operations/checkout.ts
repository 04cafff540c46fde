import { eq, sql } from "drizzle-orm";
import { chargedCents, planFor, type BillingInterval, type CheckoutRequest, type PaidPlanKey, type PlanAudience } from "../../../../domain/plans.ts";
import type { Principal } from "../../../auth/principal.ts";
import { planSubscriptions } from "../../../db/schema/index.ts";
import { ApiError } from "../../../http/errors.ts";
import type { StripeClient } from "../stripe-client.ts";
import type { BillingDeps } from "./deps.ts";
import { foundingStatus, holdsFoundingPlace } from "./founding.ts";
import { planInForce, requireAudience, subscriptionRow } from "./plan-state.ts";

export function requireStripe(stripe: StripeClient | null): StripeClient {
  if (!stripe) throw new ApiError(409, "payments_unavailable", "Online payment is not set up on this server. Write to us through the contact page and an admin can set your plan.");
  return stripe;
}

/**
 * A call to Stripe: its failures (network, Stripe's own errors) become a 502 the person can act on,
 * logged with Stripe's request id, never a 500.
 */
export async function callStripe<T>(deps: Pick<BillingDeps, "logger">, what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    deps.logger.error({ err: error, what }, "stripe call failed");
    throw new ApiError(502, "stripe_unavailable", "We couldn't reach our payment provider. Nothing was charged; please try again in a moment.");
  }
}

/** Where a business account manages its plan, and where the customer portal sends it back to. */
export function dashboardPath(audience: PlanAudience): string {
  return audience === "vendor" ? "/vendor-dashboard" : "/venue-owner-dashboard";
}

export function productName(audience: PlanAudience, plan: PaidPlanKey): string {
  return `Serviceberry ${planFor(audience, plan).name} for ${audience === "vendor" ? "vendors" : "venues"}`;
}

/** The Stripe price of a plan, built from our own table: nothing the browser sent sets an amount. */
export function stripePriceData(audience: PlanAudience, plan: PaidPlanKey, interval: BillingInterval, founding: boolean) {
  return { currency: "usd", unit_amount: chargedCents(planFor(audience, plan), interval, founding), recurring: { interval } } as const;
}

/** The account's Stripe customer, created once and kept on its plan row. */
async function customerFor(deps: BillingDeps, stripe: StripeClient, principal: Principal): Promise<string> {
  const row = await subscriptionRow(deps.db, principal.userId);
  if (row?.stripeCustomerId) return row.stripeCustomerId;
  const customer = await callStripe(deps, "customers.create", () => stripe.customers.create({ email: principal.email, metadata: { user_id: principal.userId } }, { idempotencyKey: `customer:${principal.userId}` }));
  await deps.db
    .insert(planSubscriptions)
    .values({ userId: principal.userId, stripeCustomerId: customer.id })
    .onConflictDoUpdate({ target: planSubscriptions.userId, set: { stripeCustomerId: sql`coalesce(${planSubscriptions.stripeCustomerId}, ${customer.id})`, updatedAt: sql`now()` } });
  const after = await subscriptionRow(deps.db, principal.userId);
  return after?.stripeCustomerId ?? customer.id;
}

/**
 * A Stripe Checkout session for a paid plan. The price comes from the plan table; a vendor gets the
 * founding price while founding places are left (or when they already hold one). Whether the place is
 * really theirs is decided when the payment completes (webhook), in one locked transaction.
 */
export async function startCheckout(deps: BillingDeps, principal: Principal, input: CheckoutRequest): Promise<{ url: string }> {
  const stripe = requireStripe(deps.stripe);
  const audience = requireAudience(principal.userType);
  const row = await subscriptionRow(deps.db, principal.userId);
  if (row?.source === "stripe" && planInForce(row) !== "free") {
    throw new ApiError(409, "already_subscribed", "You already have a paid plan. Change it or cancel it from your dashboard.");
  }
  const founding = audience === "vendor" && planFor(audience, input.plan).prices?.[input.interval].foundingCents != null && ((await holdsFoundingPlace(deps.db, principal.userId)) || (await foundingStatus(deps.db)).placesLeft > 0);
  const customer = await customerFor(deps, stripe, principal);
  const metadata = { user_id: principal.userId, audience, plan: input.plan, interval: input.interval, founding: String(founding) };
  const session = await callStripe(deps, "checkout.sessions.create", () => stripe.checkout.sessions.create({
    mode: "subscription",
    customer,
    client_reference_id: principal.userId,
    line_items: [{ quantity: 1, price_data: { ...stripePriceData(audience, input.plan, input.interval, founding), product_data: { name: productName(audience, input.plan) } } }],
    subscription_data: { metadata },
    metadata,
    success_url: `${deps.config.publicUrl}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${deps.config.publicUrl}/payment-canceled`,
  }));
  if (!session.url) throw new ApiError(502, "checkout_unavailable", "Stripe did not return a checkout page. Please try again in a moment.");
  return { url: session.url };
}

/** The Stripe customer portal: cards, invoices, plan and cancellation, back to the dashboard after. */
export async function openPortal(deps: BillingDeps, principal: Principal): Promise<{ url: string }> {
  const stripe = requireStripe(deps.stripe);
  const audience = requireAudience(principal.userType);
  const row = await subscriptionRow(deps.db, principal.userId);
  if (!row?.stripeCustomerId) throw new ApiError(409, "no_billing_account", "There is no billing account yet: choose a paid plan first.");
  const customer = row.stripeCustomerId;
  const session = await callStripe(deps, "billing_portal.sessions.create", () => stripe.billingPortal.sessions.create({ customer, return_url: `${deps.config.publicUrl}${dashboardPath(audience)}` }));
  return { url: session.url };
}

export async function linkedSubscription(deps: BillingDeps, userId: string) {
  const [row] = await deps.db.select().from(planSubscriptions).where(eq(planSubscriptions.userId, userId)).limit(1);
  if (!row?.stripeSubscriptionId || row.source !== "stripe" || planInForce(row) === "free") {
    throw new ApiError(409, "no_paid_plan", "You have no paid plan through Stripe to change.");
  }
  return { row, subscriptionId: row.stripeSubscriptionId };
}
