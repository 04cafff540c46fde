import { Hono } from "hono";
import { uuidParamSchema } from "../../../domain/admin.ts";
import { adminClaimQuerySchema, claimableVenueQuerySchema, claimRejectSchema, venueClaimSchema } from "../../../domain/venue-owner.ts";
import type { AppDeps } from "../../deps.ts";
import type { AppEnv } from "../../http/env.ts";
import { allow, requirePrincipal } from "../../http/policy.ts";
import { limitPerPersonAndAddress } from "../../http/person-limit.ts";
import { validate } from "../../http/validate.ts";
import { approveClaim, listClaimableVenues, listClaims, listMyClaims, rejectClaim, submitClaim } from "./operations/claims.ts";

/** Each claim mails the claimant and waits for an admin (decision 024). */
export const VENUE_CLAIM_LIMITS = {
  person: { name: "venue-claim:person:day", max: 5, windowSeconds: 24 * 60 * 60 },
  address: { name: "venue-claim:address:day", max: 20, windowSeconds: 24 * 60 * 60 },
};

/** /api/venue-claims: a venue owner asks to manage an existing (unowned) catalog listing. */
export function venueClaimRoutes({ db, mailer, logger, config }: AppDeps) {
  const deps = { db, mailer, logger, config };
  return new Hono<AppEnv>()
    .get("/venues", allow.public, validate("query", claimableVenueQuerySchema), async (c) => c.json(await listClaimableVenues(deps, c.req.valid("query").q)))
    .get("/mine", allow.role("venue_owner"), async (c) => c.json(await listMyClaims(deps, await requirePrincipal(c))))
    // A claim asks us to hand someone a listing: only from a verified address.
    .post("/", allow.all(allow.role("venue_owner"), allow.verified), validate("json", venueClaimSchema), limitPerPersonAndAddress(db, config, VENUE_CLAIM_LIMITS, "claims"), async (c) => c.json(await submitClaim(deps, await requirePrincipal(c), c.req.valid("json")), 201));
}

/** /api/admin/venue-claims: admins decide claims. Mounted by the admin router. */
export function venueClaimAdminRoutes({ db, mailer, logger, config }: AppDeps) {
  const deps = { db, mailer, logger, config };
  return new Hono<AppEnv>()
    .get("/", allow.admin, validate("query", adminClaimQuerySchema), async (c) => c.json(await listClaims(deps, c.req.valid("query"))))
    .post("/:id/approve", allow.adminRecent, validate("param", uuidParamSchema), async (c) => c.json(await approveClaim(deps, await requirePrincipal(c), c.req.valid("param").id)))
    .post("/:id/reject", allow.adminRecent, validate("param", uuidParamSchema), validate("json", claimRejectSchema), async (c) =>
      c.json(await rejectClaim(deps, await requirePrincipal(c), c.req.valid("param").id, c.req.valid("json").note)),
    );
}
