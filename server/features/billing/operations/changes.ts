import { chargedCents, planFor, type CheckoutRequest, type MyPlan } from "../../../../domain/plans.ts";
import type { Principal } from "../../../auth/principal.ts";
import { ApiError } from "../../../http/errors.ts";
import { callStripe, linkedSubscription, requireStripe, stripePriceData } from "./checkout.ts";
import type { BillingDeps } from "./deps.ts";
import { holdsFoundingPlace } from "./founding.ts";
import { describePlan, requireAudience, subscriptionRow } from "./plan-state.ts";
import { applySubscriptionState } from "./subscription-sync.ts";

const idOf = (value: string | { id: string } | null | undefined) => (value == null ? null : typeof value === "string" ? value : value.id);
/** Our clock in Stripe's resolution (whole seconds), for states we store from an API answer. */
const nowInSeconds = () => new Date(Math.floor(Date.now() / 1000) * 1000);

async function myPlanAfter(deps: BillingDeps, principal: Principal): Promise<MyPlan> {
  const audience = requireAudience(principal.userType);
  return describePlan(await subscriptionRow(deps.db, principal.userId), audience, deps.stripe !== null, await holdsFoundingPlace(deps.db, principal.userId));
}

/**
 * Moves a paid subscription to another plan or interval, prorated by Stripe (credit for the unused
 * time, charge for the new plan). The price comes from our table; a founding vendor keeps the
 * founding price on the new plan. Changing also undoes a pending cancellation.
 */
export async function changePlan(deps: BillingDeps, principal: Principal, input: CheckoutRequest): Promise<MyPlan> {
  const stripe = requireStripe(deps.stripe);
  const audience = requireAudience(principal.userType);
  const { row, subscriptionId } = await linkedSubscription(deps, principal.userId);
  const founding = audience === "vendor" && (await holdsFoundingPlace(deps.db, principal.userId));
  if (row.plan === input.plan && row.billingInterval === input.interval && row.priceCents === chargedCents(planFor(audience, input.plan), input.interval, founding)) {
    throw new ApiError(409, "same_plan", "You are already on this plan.");
  }
  const current = await callStripe(deps, "subscriptions.retrieve", () => stripe.subscriptions.retrieve(subscriptionId));
  const item = current.items.data[0];
  if (!item) throw new ApiError(502, "subscription_unreadable", "Stripe answered with a subscription without items. Please try again, or use Manage billing.");
  const updated = await callStripe(deps, "subscriptions.update", () => stripe.subscriptions.update(subscriptionId, {
    items: [{ id: item.id, price_data: { ...stripePriceData(audience, input.plan, input.interval, founding), product: idOf(item.price.product) ?? "" } }],
    proration_behavior: "create_prorations",
    cancel_at_period_end: false,
    metadata: { plan: input.plan, interval: input.interval, founding: String(founding) },
  }));
  await deps.db.transaction((tx) => applySubscriptionState(tx, updated, nowInSeconds()));
  return myPlanAfter(deps, principal);
}

/** Cancels at the end of the period already paid for (`cancel: false` takes the cancellation back). */
export async function setCancelAtPeriodEnd(deps: BillingDeps, principal: Principal, cancel: boolean): Promise<MyPlan> {
  const stripe = requireStripe(deps.stripe);
  const { subscriptionId } = await linkedSubscription(deps, principal.userId);
  const updated = await callStripe(deps, "subscriptions.update", () => stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel }));
  await deps.db.transaction((tx) => applySubscriptionState(tx, updated, nowInSeconds()));
  return myPlanAfter(deps, principal);
}

export async function myPlan(deps: BillingDeps, principal: Principal): Promise<MyPlan> {
  return myPlanAfter(deps, principal);
}
