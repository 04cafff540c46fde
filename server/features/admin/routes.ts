import { Hono } from "hono";
import { z } from "zod";
import { adminListQuerySchema, contactMessageUpdateSchema, uuidParamSchema } from "../../../domain/admin.ts";
import type { AppDeps } from "../../deps.ts";
import type { AppEnv } from "../../http/env.ts";
import { allow } from "../../http/policy.ts";
import { validate } from "../../http/validate.ts";
import { helpTicketAdminRoutes } from "../grace/index.ts";
import { webVitalsAdminRoutes } from "../telemetry/index.ts";
import { vendorClaimAdminRoutes } from "../vendor-claims/index.ts";
import { venueClaimAdminRoutes } from "../venue-claims/index.ts";
import { listContactMessages, markContactMessage } from "./operations/contact-messages.ts";
import { listUsers } from "./operations/users.ts";
import { reviewModerationAdminRoutes } from "../vendors/index.ts";
import { sendingAdminRoutes } from "./sending-routes.ts";
import { billingAdminRoutes } from "../billing/index.ts";
import { giveBackAdminRoutes } from "../give-back/index.ts";
import { affiliateAdminRoutes } from "../affiliates/index.ts";

const messageQuerySchema = adminListQuerySchema.extend({ status: z.enum(["open", "handled", "all"]).default("open") });

export function adminRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .route("/venue-claims", venueClaimAdminRoutes(deps))
    .route("/vendor-claims", vendorClaimAdminRoutes(deps))
    .route("/web-vitals", webVitalsAdminRoutes(deps))
    .route("/help-tickets", helpTicketAdminRoutes(deps))
    .route("/reviews", reviewModerationAdminRoutes(deps))
    .route("/sending", sendingAdminRoutes(deps))
    .route("/billing", billingAdminRoutes(deps))
    .route("/give-back", giveBackAdminRoutes(deps))
    .route("/affiliates", affiliateAdminRoutes(deps))
    .get("/users", allow.admin, validate("query", adminListQuerySchema), async (c) => c.json(await listUsers({ db }, c.req.valid("query"))))
    .get("/contact-messages", allow.admin, validate("query", messageQuerySchema), async (c) =>
      c.json(await listContactMessages({ db }, c.req.valid("query"))),
    )
    .patch("/contact-messages/:id", allow.adminRecent, validate("param", uuidParamSchema), validate("json", contactMessageUpdateSchema), async (c) =>
      c.json(await markContactMessage({ db }, c.req.valid("param").id, c.req.valid("json").handled)),
    );
}
