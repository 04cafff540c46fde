import { Hono } from "hono";
import { uuidParamSchema } from "../../../domain/admin.ts";
import { vendorNameSearchSchema } from "../../../domain/vendor-side.ts";
import { adminClaimQuerySchema, claimRejectSchema } from "../../../domain/venue-owner.ts";
import { vendorClaimSchema } from "../../../domain/vendors.ts";
import type { AppDeps } from "../../deps.ts";
import type { AppEnv } from "../../http/env.ts";
import { allow, requirePrincipal } from "../../http/policy.ts";
import { limitPerPersonAndAddress } from "../../http/person-limit.ts";
import { validate } from "../../http/validate.ts";
import { approveVendorClaim, listClaimableVendors, listMyVendorClaims, listVendorClaims, rejectVendorClaim, submitVendorClaim } from "./operations/claims.ts";

/** Each claim mails the claimant and waits for an admin (decision 024). */
export const VENDOR_CLAIM_LIMITS = {
  person: { name: "vendor-claim:person:day", max: 5, windowSeconds: 24 * 60 * 60 },
  address: { name: "vendor-claim:address:day", max: 20, windowSeconds: 24 * 60 * 60 },
};

/** /api/vendor-claims: a vendor asks to manage an existing (unowned) catalog profile. */
export function vendorClaimRoutes({ db, mailer, logger, config }: AppDeps) {
  const deps = { db, mailer, logger, config };
  return new Hono<AppEnv>()
    .get("/vendors", allow.public, validate("query", vendorNameSearchSchema), async (c) => c.json(await listClaimableVendors(deps, c.req.valid("query").q)))
    .get("/mine", allow.role("vendor"), async (c) => c.json(await listMyVendorClaims(deps, await requirePrincipal(c))))
    // A claim asks us to hand someone a profile (and the inquiries waiting in it): only from a verified address.
    .post("/", allow.all(allow.role("vendor"), allow.verified), validate("json", vendorClaimSchema), limitPerPersonAndAddress(db, config, VENDOR_CLAIM_LIMITS, "claims"), async (c) => c.json(await submitVendorClaim(deps, await requirePrincipal(c), c.req.valid("json")), 201));
}

/** /api/admin/vendor-claims: admins decide claims. Mounted by the admin router. */
export function vendorClaimAdminRoutes({ db, mailer, logger, config }: AppDeps) {
  const deps = { db, mailer, logger, config };
  return new Hono<AppEnv>()
    .get("/", allow.admin, validate("query", adminClaimQuerySchema), async (c) => c.json(await listVendorClaims(deps, c.req.valid("query"))))
    .post("/:id/approve", allow.adminRecent, validate("param", uuidParamSchema), async (c) => c.json(await approveVendorClaim(deps, await requirePrincipal(c), c.req.valid("param").id)))
    .post("/:id/reject", allow.adminRecent, validate("param", uuidParamSchema), validate("json", claimRejectSchema), async (c) =>
      c.json(await rejectVendorClaim(deps, await requirePrincipal(c), c.req.valid("param").id, c.req.valid("json").note)),
    );
}
