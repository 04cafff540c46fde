import { Hono } from "hono";
import { z } from "zod";
import { adminListQuerySchema } from "../../../domain/admin.ts";
import { checkoutRequestSchema, PLANS, planGrantSchema } from "../../../domain/plans.ts";
import type { AppDeps } from "../../deps.ts";
import type { AppEnv } from "../../http/env.ts";
import { allow, requirePrincipal } from "../../http/policy.ts";
import { validate } from "../../http/validate.ts";
import { changePlan, myPlan, setCancelAtPeriodEnd } from "./operations/changes.ts";
import { openPortal, startCheckout } from "./operations/checkout.ts";
import type { BillingDeps } from "./operations/deps.ts";
import { foundingStatus } from "./operations/founding.ts";
import { grantPlan, listPlanAccounts, listPlanGrants } from "./operations/grants.ts";
import { receiveStripeEvent } from "./operations/webhook.ts";
import { createStripeClient, type StripeClient } from "./stripe-client.ts";

const cancelSchema = z.object({ cancel: z.boolean("Say whether to cancel (true) or keep the plan (false).") });
const business = allow.role("vendor", "venue_owner");

/** One Stripe client per configuration, made on first use (the routes table lists routers built without deps). */
const clients = new WeakMap<object, StripeClient | null>();
function billingDeps({ db, config, logger, mailer }: AppDeps): BillingDeps {
  if (!clients.has(config)) clients.set(config, createStripeClient(config.stripe));
  return { db, config, logger, mailer, stripe: clients.get(config) ?? null };
}

/** /api/billing: plans, checkout, the customer portal, plan changes and Stripe's webhook (decision 043). */
export function billingRoutes(appDeps: AppDeps) {
  const deps = () => billingDeps(appDeps);
  return new Hono<AppEnv>()
    .get("/plans", allow.public, async (c) => c.json({ plans: PLANS, stripeEnabled: deps().stripe !== null, founding: await foundingStatus(appDeps.db) }))
    .get("/mine", business, async (c) => c.json(await myPlan(deps(), await requirePrincipal(c))))
    .post("/checkout", allow.all(business, allow.verified), validate("json", checkoutRequestSchema), async (c) => c.json(await startCheckout(deps(), await requirePrincipal(c), c.req.valid("json"))))
    .post("/portal", business, async (c) => c.json(await openPortal(deps(), await requirePrincipal(c))))
    .post("/change", allow.all(business, allow.verified), validate("json", checkoutRequestSchema), async (c) => c.json(await changePlan(deps(), await requirePrincipal(c), c.req.valid("json"))))
    .post("/cancel", business, validate("json", cancelSchema), async (c) => c.json(await setCancelAtPeriodEnd(deps(), await requirePrincipal(c), c.req.valid("json").cancel)))
    // Stripe signs the raw body: it is read as text and checked before anything is parsed.
    .post("/webhook", allow.public, async (c) => c.json(await receiveStripeEvent(deps(), await c.req.text(), c.req.header("stripe-signature"))));
}

/** /api/admin/billing: business accounts' plans, granting one by hand, and the audit trail. */
export function billingAdminRoutes(appDeps: AppDeps) {
  const deps = () => billingDeps(appDeps);
  return new Hono<AppEnv>()
    .get("/accounts", allow.admin, validate("query", adminListQuerySchema), async (c) => c.json(await listPlanAccounts(deps(), c.req.valid("query"))))
    .get("/grants", allow.admin, async (c) => c.json(await listPlanGrants(deps())))
    .post("/grants", allow.adminRecent, validate("json", planGrantSchema), async (c) => c.json(await grantPlan(deps(), await requirePrincipal(c), c.req.valid("json")), 201));
}
