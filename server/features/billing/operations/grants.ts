import { and, desc, eq, ilike, inArray, or, sql } from "drizzle-orm";
import { planFor, type PlanGrantInput } from "../../../../domain/plans.ts";
import { containsPattern } from "../../../db/like.ts";
import type { Principal } from "../../../auth/principal.ts";
import { planGrants, planSubscriptions, users } from "../../../db/schema/index.ts";
import { ApiError } from "../../../http/errors.ts";
import { sendLater } from "../../../mail/send-later.ts";
import { billingMail } from "../mail.ts";
import { dashboardPath } from "./checkout.ts";
import type { BillingDeps } from "./deps.ts";
import { audienceOf, planInForce } from "./plan-state.ts";

/** Business accounts with the plan each is on, newest first, for the admin's Plans tab. */
export async function listPlanAccounts(deps: BillingDeps, query: { q?: string; limit: number; offset: number }) {
  const words = query.q?.trim();
  const where = and(inArray(users.userType, ["vendor", "venue_owner"]), words ? or(ilike(users.email, containsPattern(words)), ilike(users.name, containsPattern(words))) : undefined);
  const rows = await deps.db
    .select({ id: users.id, email: users.email, name: users.name, userType: users.userType, subscription: planSubscriptions, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(users)
    .leftJoin(planSubscriptions, eq(planSubscriptions.userId, users.id))
    .where(where)
    .orderBy(desc(users.createdAt), users.id)
    .limit(query.limit)
    .offset(query.offset);
  return {
    total: rows[0]?.total ?? 0,
    accounts: rows.map((row) => ({
      id: row.id,
      email: row.email,
      name: row.name,
      userType: row.userType,
      plan: planInForce(row.subscription ?? undefined),
      source: row.subscription && planInForce(row.subscription) !== "free" ? row.subscription.source : "free",
      status: row.subscription?.status ?? "none",
      grantedUntil: row.subscription?.source === "admin" ? (row.subscription.grantedUntil?.toISOString() ?? null) : null,
    })),
  };
}

/** The audit trail: every plan granted by hand, by whom and why. */
export async function listPlanGrants(deps: BillingDeps) {
  const grantedBy = sql<string | null>`(select email from users g where g.id = ${planGrants.grantedBy})`;
  const rows = await deps.db
    .select({ id: planGrants.id, userId: planGrants.userId, email: users.email, plan: planGrants.plan, previousPlan: planGrants.previousPlan, grantedUntil: planGrants.grantedUntil, note: planGrants.note, grantedBy, createdAt: planGrants.createdAt })
    .from(planGrants)
    .innerJoin(users, eq(users.id, planGrants.userId))
    .orderBy(desc(planGrants.createdAt))
    .limit(100);
  return { grants: rows.map((row) => ({ ...row, grantedUntil: row.grantedUntil?.toISOString() ?? null, createdAt: row.createdAt.toISOString() })) };
}

/**
 * An admin puts a business account on a plan by hand (no Stripe): written with its audit row in one
 * transaction. An account paying through Stripe is changed in Stripe, not here.
 */
export async function grantPlan(deps: BillingDeps, admin: Principal, input: PlanGrantInput) {
  const until = input.until ? new Date(`${input.until}T23:59:59.999Z`) : null;
  if (until && until.getTime() <= Date.now()) throw new ApiError(400, "invalid_input", "The end date must be in the future.", { until: ["Choose a date after today."] });
  const result = await deps.db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id, email: users.email, userType: users.userType }).from(users).where(eq(users.id, input.userId)).limit(1);
    const audience = user ? audienceOf(user.userType) : null;
    if (!user || !audience) throw new ApiError(404, "not_found", "There is no vendor or venue owner account with that id.");
    await tx.execute(sql`select 1 from ${users} where ${users.id} = ${user.id} for update`);
    const [row] = await tx.select().from(planSubscriptions).where(eq(planSubscriptions.userId, user.id)).limit(1);
    if (row?.source === "stripe" && planInForce(row) !== "free") {
      throw new ApiError(409, "paying_through_stripe", "This account pays through Stripe. Change its plan in Stripe, or ask the owner to use Manage billing.");
    }
    const previousPlan = planInForce(row);
    const values = { plan: input.plan, billingInterval: null, source: input.plan === "free" ? "none" : "admin", status: input.plan === "free" ? "none" : "active", priceCents: 0, grantedUntil: until, graceUntil: null, cancelAtPeriodEnd: false, currentPeriodEnd: null, updatedAt: new Date() };
    await tx.insert(planSubscriptions).values({ userId: user.id, ...values }).onConflictDoUpdate({ target: planSubscriptions.userId, set: values });
    const [grant] = await tx.insert(planGrants).values({ userId: user.id, plan: input.plan, previousPlan, grantedUntil: until, note: input.note, grantedBy: admin.userId }).returning();
    return { grant: grant!, email: user.email, audience };
  });
  if (input.plan !== "free") {
    sendLater(deps.mailer, deps.logger, billingMail.planGranted(result.email, planFor(result.audience, input.plan).name, until, `${deps.config.publicUrl}${dashboardPath(result.audience)}`));
  }
  return { grant: { id: result.grant.id, userId: result.grant.userId, plan: result.grant.plan, previousPlan: result.grant.previousPlan, grantedUntil: until?.toISOString() ?? null, note: result.grant.note, createdAt: result.grant.createdAt.toISOString() } };
}
