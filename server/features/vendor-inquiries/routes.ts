import { Hono } from "hono";
import { vendorInboxParamSchema } from "../../../domain/vendor-side.ts";
import { inquiryIdParamSchema, inquiryListQuerySchema, inquiryMessageSchema, inquiryStatusUpdateSchema, vendorIdParamSchema, vendorInquirySchema } from "../../../domain/vendors.ts";
import type { AppDeps } from "../../deps.ts";
import type { AppEnv } from "../../http/env.ts";
import { allow, ownedRow, requirePrincipal } from "../../http/policy.ts";
import { callerAddress } from "../../http/rate-limit.ts";
import { validate } from "../../http/validate.ts";
import { vendorResource } from "../vendor-dashboard/index.ts";
import { getThread, listInbox, listMyInquiries, replyToInquiry, sendInquiry, setInquiryStatus } from "./operations/inquiries.ts";
import { inquiryResource, inquiryVendorSideResource } from "./resources.ts";

/**
 * /api/inquiries: couples writing to vendors, and the vendor's inbox. Every write here mails the other
 * party, so it needs a verified address; reading a vendor's inbox does too (an address receives what
 * others send only once verified).
 */
export function inquiryRoutes({ db, mailer, logger, config }: AppDeps) {
  const deps = { db, mailer, logger, config };
  const party = allow.all(allow.signedIn, allow.owner(deps, inquiryResource, { param: "id", orAdmin: false }));
  return new Hono<AppEnv>()
    .post("/vendors/:id", allow.all(allow.role("couple"), allow.verified), validate("param", vendorIdParamSchema), validate("json", vendorInquirySchema), async (c) =>
      c.json(await sendInquiry(deps, await requirePrincipal(c), c.req.valid("param").id, c.req.valid("json"), callerAddress(c, config)), 201),
    )
    .get("/mine", allow.role("couple"), async (c) => c.json(await listMyInquiries(deps, await requirePrincipal(c))))
    .get("/inbox/:vendorId", allow.all(allow.role("vendor"), allow.verified, allow.owner(deps, vendorResource, { param: "vendorId", orAdmin: false })), validate("param", vendorInboxParamSchema), validate("query", inquiryListQuerySchema), async (c) =>
      c.json(await listInbox(deps, ownedRow(c, vendorResource), c.req.valid("query"))),
    )
    .get("/:id", party, validate("param", inquiryIdParamSchema), async (c) => c.json(await getThread(deps, await requirePrincipal(c), ownedRow(c, inquiryResource))))
    .post("/:id/messages", allow.all(allow.verified, allow.owner(deps, inquiryResource, { param: "id", orAdmin: false })), validate("param", inquiryIdParamSchema), validate("json", inquiryMessageSchema), async (c) =>
      c.json(await replyToInquiry(deps, await requirePrincipal(c), ownedRow(c, inquiryResource), c.req.valid("json").body, callerAddress(c, config)), 201),
    )
    .put("/:id/status", allow.all(allow.role("vendor"), allow.owner(deps, inquiryVendorSideResource, { param: "id", orAdmin: false })), validate("param", inquiryIdParamSchema), validate("json", inquiryStatusUpdateSchema), async (c) =>
      c.json(await setInquiryStatus(deps, ownedRow(c, inquiryVendorSideResource), c.req.valid("json").status)),
    );
}
