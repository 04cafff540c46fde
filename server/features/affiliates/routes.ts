import { Hono, type MiddlewareHandler } from "hono";
import { z } from "zod";
import { uuidParamSchema } from "../../../domain/admin.ts";
import { AFFILIATE_STATUSES, affiliateApplicationSchema, affiliatePayoutSchema, affiliateReviewSchema, referralCodeSchema } from "../../../domain/affiliates.ts";
import type { AppDeps } from "../../deps.ts";
import type { AppEnv } from "../../http/env.ts";
import { limitPerPersonAndAddress } from "../../http/person-limit.ts";
import { allow, requirePrincipal } from "../../http/policy.ts";
import { validate } from "../../http/validate.ts";
import { listApplications, myApplication, reviewApplication, submitApplication } from "./operations/applications.ts";
import { affiliateDashboard } from "./operations/dashboard.ts";
import { listPayouts, markPayoutPaid } from "./operations/payouts.ts";
import { referralVisit } from "./operations/referrals.ts";

/** Applications are read by people: a few a day per person and per network address. */
export const AFFILIATE_LIMITS = {
  person: { name: "affiliates:person:day", max: 3, windowSeconds: 24 * 60 * 60 },
  address: { name: "affiliates:address:day", max: 10, windowSeconds: 24 * 60 * 60 },
};
const adminQuerySchema = z.object({
  status: z.enum(AFFILIATE_STATUSES, "Choose a status.").optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

/** /api/affiliates: applying, the affiliate's dashboard, and a typed referral code (decision 048). */
export function affiliateRoutes({ db, config }: AppDeps) {
  return new Hono<AppEnv>()
    .get("/application", allow.signedIn, async (c) => c.json(await myApplication(db, await requirePrincipal(c))))
    .post("/application", allow.verified, validate("json", affiliateApplicationSchema), limitPerPersonAndAddress(db, config, AFFILIATE_LIMITS, "applications"), async (c) =>
      c.json(await submitApplication(db, await requirePrincipal(c), c.req.valid("json")), 201),
    )
    .get("/dashboard", allow.signedIn, async (c) => c.json(await affiliateDashboard(db, await requirePrincipal(c), config.publicUrl)))
    // A code typed on the sign-up form: the same first-touch cookie as a link; an unknown code is ignored.
    .post("/referral", allow.public, validate("json", referralCodeSchema), async (c) => {
      const setCookie = await referralVisit(db, config.publicUrl, c.req.header("cookie"), c.req.valid("json").code);
      if (setCookie) c.header("Set-Cookie", setCookie, { append: true });
      return c.json({ recorded: setCookie !== null });
    });
}

/** /api/admin/affiliates: review applications, mark payouts paid, the payout audit trail. */
export function affiliateAdminRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>()
    .get("/", allow.admin, validate("query", adminQuerySchema), async (c) => c.json(await listApplications(db, c.req.valid("query"))))
    .patch("/:id", allow.adminRecent, validate("param", uuidParamSchema), validate("json", affiliateReviewSchema), async (c) =>
      c.json(await reviewApplication(db, await requirePrincipal(c), c.req.valid("param").id, c.req.valid("json"))),
    )
    .get("/payouts", allow.admin, async (c) => c.json(await listPayouts(db)))
    .post("/:id/payouts", allow.adminRecent, validate("param", uuidParamSchema), validate("json", affiliatePayoutSchema), async (c) =>
      c.json(await markPayoutPaid(db, await requirePrincipal(c), c.req.valid("param").id, c.req.valid("json")), 201),
    );
}

/**
 * Pages opened from an affiliate's link (?ref=CODE on any page): the first-touch cookie is set on the
 * page's response. An unknown code, or a visitor who already has a current cookie, changes nothing.
 */
export function referralLinks({ db, config }: Pick<AppDeps, "db" | "config">): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const ref = c.req.method === "GET" && !c.req.path.startsWith("/api/") ? c.req.query("ref") : undefined;
    if (!ref) return next();
    const setCookie = await referralVisit(db, config.publicUrl, c.req.header("cookie"), ref.slice(0, 40));
    await next();
    if (setCookie) c.res.headers.append("Set-Cookie", setCookie);
  };
}
