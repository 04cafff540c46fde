import { eq } from "drizzle-orm";
import { PLANS, PLAN_AUDIENCES, PLAN_KEYS, type BillingInterval, type MyPlan, type PlanAudience, type PlanKey, type PlanLimits } from "../../../../domain/plans.ts";
import type { UserType } from "../../../../domain/account-kinds.ts";
import type { Database } from "../../../db/client.ts";
import { planSubscriptions } from "../../../db/schema/index.ts";
import { ApiError } from "../../../http/errors.ts";

export type PlanSubscriptionRow = typeof planSubscriptions.$inferSelect;

const isPlanKey = (value: string): value is PlanKey => (PLAN_KEYS as readonly string[]).includes(value);
const isInterval = (value: string | null): value is BillingInterval => value === "month" || value === "year";

/** The audience of an account kind: vendors and venue owners have plans; couples never pay. */
export function audienceOf(userType: UserType | string): PlanAudience | null {
  return (PLAN_AUDIENCES as readonly string[]).includes(userType) ? (userType as PlanAudience) : null;
}

export function requireAudience(userType: UserType): PlanAudience {
  const audience = audienceOf(userType);
  if (!audience) throw new ApiError(409, "not_a_business_account", "Plans are for vendor and venue owner accounts. Couples and admins use Serviceberry free.");
  return audience;
}

/**
 * The plan in force on a stored row at `now`: a paid Stripe subscription while active (and, after a
 * failed payment, until the grace period ends), an admin's grant until its end date, else Free.
 */
export function planInForce(row: PlanSubscriptionRow | undefined, now = new Date()): PlanKey {
  if (!row || !isPlanKey(row.plan)) return "free";
  if (row.source === "admin") return row.grantedUntil && row.grantedUntil <= now ? "free" : row.plan;
  if (row.source !== "stripe") return "free";
  if (row.status === "active" || row.status === "trialing") return row.plan;
  // Stripe retries a failed card for a while; the plan keeps working through our grace period.
  if (row.status === "past_due") return row.graceUntil && row.graceUntil <= now ? "free" : row.plan;
  return "free";
}

export async function subscriptionRow(db: Database, userId: string): Promise<PlanSubscriptionRow | undefined> {
  const [row] = await db.select().from(planSubscriptions).where(eq(planSubscriptions.userId, userId)).limit(1);
  return row;
}

/** What the account's plan allows now: the one function every limit check reads. */
export async function planLimitsOf(db: Database, userId: string | null, audience: PlanAudience): Promise<PlanLimits> {
  if (!userId) return PLANS[audience].free.limits;
  return PLANS[audience][planInForce(await subscriptionRow(db, userId))].limits;
}

export function describePlan(row: PlanSubscriptionRow | undefined, audience: PlanAudience, stripeEnabled: boolean, founding: boolean, now = new Date()): MyPlan {
  const plan = planInForce(row, now);
  const paid = plan !== "free" && row !== undefined;
  return {
    audience,
    plan,
    source: paid ? (row.source === "admin" ? "admin" : "stripe") : "free",
    interval: paid && isInterval(row.billingInterval) ? row.billingInterval : null,
    status: paid ? row.status : "free",
    priceCents: paid ? row.priceCents : 0,
    founding,
    currentPeriodEnd: paid && row.currentPeriodEnd ? row.currentPeriodEnd.toISOString() : null,
    cancelAtPeriodEnd: paid ? row.cancelAtPeriodEnd : false,
    graceUntil: paid && row.status === "past_due" && row.graceUntil ? row.graceUntil.toISOString() : null,
    grantedUntil: paid && row.source === "admin" && row.grantedUntil ? row.grantedUntil.toISOString() : null,
    limits: PLANS[audience][plan].limits,
    stripeEnabled,
  };
}
