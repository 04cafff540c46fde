import { and, eq, isNull, lte, ne, notInArray, or, sql } from "drizzle-orm";
import type Stripe from "stripe";
import { PAID_PLAN_KEYS, type PaidPlanKey, type PlanAudience } from "../../../../domain/plans.ts";
import type { Database } from "../../../db/client.ts";
import { planSubscriptions, users } from "../../../db/schema/index.ts";
import { takeFoundingPlace } from "./founding.ts";
import { audienceOf } from "./plan-state.ts";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

const isPaidPlan = (value: string | undefined): value is PaidPlanKey => (PAID_PLAN_KEYS as readonly string[]).includes(value ?? "");
const idOf = (value: string | { id: string } | null | undefined) => (value == null ? null : typeof value === "string" ? value : value.id);

/** A founding price the subscription asked for but no place was left for: moved to the regular price after commit. */
export interface RefusedFoundingPrice {
  userId: string;
  subscriptionId: string;
  itemId: string;
  productId: string;
  audience: PlanAudience;
  plan: PaidPlanKey;
  interval: "month" | "year";
}

export interface SyncOutcome {
  applied: boolean;
  userId: string | null;
  refusedFounding: RefusedFoundingPrice | null;
}

/** The account a subscription belongs to: the id we put in its metadata, else the linked row. */
async function ownerOf(tx: Tx, subscription: Stripe.Subscription): Promise<string | null> {
  const fromMetadata = subscription.metadata?.user_id;
  if (fromMetadata) {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, fromMetadata)).limit(1);
    if (user) return user.id;
  }
  const customerId = idOf(subscription.customer);
  const [row] = await tx
    .select({ userId: planSubscriptions.userId })
    .from(planSubscriptions)
    .where(or(eq(planSubscriptions.stripeSubscriptionId, subscription.id), customerId ? eq(planSubscriptions.stripeCustomerId, customerId) : sql`false`))
    .limit(1);
  return row?.userId ?? null;
}

/**
 * Stores a subscription's state as Stripe described it at `stateAt` (the event's time), unless a newer
 * state is already stored: an event that arrives late changes nothing. A vendor's first active
 * subscription asking for the founding price takes a founding place in this same transaction, or is
 * refused one (the caller then moves it to the regular price).
 */
export async function applySubscriptionState(tx: Tx, subscription: Stripe.Subscription, stateAt: Date): Promise<SyncOutcome> {
  const userId = await ownerOf(tx, subscription);
  if (!userId) return { applied: false, userId: null, refusedFounding: null };
  const [user] = await tx.select({ userType: users.userType }).from(users).where(eq(users.id, userId)).limit(1);
  const audience = user ? audienceOf(user.userType) : null;
  const item = subscription.items.data[0];
  const plan = subscription.metadata?.plan;
  if (!audience || !item || !isPaidPlan(plan)) return { applied: false, userId, refusedFounding: null };
  const interval = item.price.recurring?.interval === "year" ? "year" : "month";
  const active = subscription.status === "active" || subscription.status === "trialing";
  const values = {
    plan,
    billingInterval: interval,
    source: "stripe",
    status: subscription.status,
    priceCents: item.price.unit_amount ?? 0,
    stripeCustomerId: idOf(subscription.customer),
    stripeSubscriptionId: subscription.id,
    currentPeriodEnd: new Date(item.current_period_end * 1000),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    stateAt,
    updatedAt: new Date(),
  };
  const [written] = await tx
    .insert(planSubscriptions)
    .values({ userId, ...values })
    .onConflictDoUpdate({
      target: planSubscriptions.userId,
      set: {
        ...values,
        // Paid again: the grace period after a failed payment is over.
        graceUntil: active ? null : sql`${planSubscriptions.graceUntil}`,
      },
      // The same subscription: only a state at least as new as the stored one. Another subscription
      // (a new checkout after a cancellation) takes over only when it is paying and the stored one is not.
      setWhere: or(
        and(or(isNull(planSubscriptions.stripeSubscriptionId), eq(planSubscriptions.stripeSubscriptionId, subscription.id)), or(isNull(planSubscriptions.stateAt), lte(planSubscriptions.stateAt, stateAt))),
        active ? and(ne(planSubscriptions.stripeSubscriptionId, subscription.id), notInArray(planSubscriptions.status, ["active", "trialing", "past_due"])) : sql`false`,
      ),
    })
    .returning({ userId: planSubscriptions.userId });
  if (!written) return { applied: false, userId, refusedFounding: null };
  let refusedFounding: RefusedFoundingPrice | null = null;
  if (active && audience === "vendor" && subscription.metadata?.founding === "true") {
    const took = await takeFoundingPlace(tx, userId);
    if (!took) {
      refusedFounding = { userId, subscriptionId: subscription.id, itemId: item.id, productId: idOf(item.price.product) ?? "", audience, plan, interval };
    }
  }
  return { applied: true, userId, refusedFounding };
}
