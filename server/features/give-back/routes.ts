import { Hono } from "hono";
import { z } from "zod";
import { uuidParamSchema } from "../../../domain/admin.ts";
import { GIVE_BACK_STATUSES, giveBackApplicationSchema, giveBackPledgeSchema, giveBackReviewSchema } from "../../../domain/give-back.ts";
import type { AppDeps } from "../../deps.ts";
import type { AppEnv } from "../../http/env.ts";
import { limitPerPersonAndAddress } from "../../http/person-limit.ts";
import { allow, requirePrincipal } from "../../http/policy.ts";
import { validate } from "../../http/validate.ts";
import { giveBackFigures, listApplications, myApplication, reviewApplication, submitApplication } from "./operations/applications.ts";
import { addPledge, listPledges, myPledges, withdrawPledge } from "./operations/pledges.ts";

/** Applications are long texts read by people: a few a day per person and per network address. */
export const GIVE_BACK_LIMITS = {
  person: { name: "give-back:person:day", max: 3, windowSeconds: 24 * 60 * 60 },
  address: { name: "give-back:address:day", max: 10, windowSeconds: 24 * 60 * 60 },
};
const adminQuerySchema = z.object({
  status: z.enum(GIVE_BACK_STATUSES, "Choose a status.").optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

/** /api/give-back: the program's figures, a couple's application, vendors' pledges (decision 043). */
export function giveBackRoutes({ db, config }: AppDeps) {
  const couple = allow.all(allow.role("couple"), allow.verified);
  const vendor = allow.all(allow.role("vendor", "venue_owner"), allow.verified);
  return new Hono<AppEnv>()
    .get("/figures", allow.public, async (c) => c.json(await giveBackFigures(db)))
    .get("/application", allow.role("couple"), async (c) => c.json(await myApplication(db, await requirePrincipal(c))))
    .post("/application", couple, validate("json", giveBackApplicationSchema), limitPerPersonAndAddress(db, config, GIVE_BACK_LIMITS, "applications"), async (c) =>
      c.json(await submitApplication(db, await requirePrincipal(c), c.req.valid("json")), 201),
    )
    .get("/pledges", allow.role("vendor", "venue_owner"), async (c) => c.json(await myPledges(db, await requirePrincipal(c))))
    .post("/pledges", vendor, validate("json", giveBackPledgeSchema), async (c) => c.json(await addPledge(db, await requirePrincipal(c), c.req.valid("json")), 201))
    .delete("/pledges/:id", allow.role("vendor", "venue_owner"), validate("param", uuidParamSchema), async (c) => c.json(await withdrawPledge(db, await requirePrincipal(c), c.req.valid("param").id)));
}

/** /api/admin/give-back: admins review applications with statuses and notes, and see the pledges. */
export function giveBackAdminRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>()
    .get("/applications", allow.admin, validate("query", adminQuerySchema), async (c) => c.json(await listApplications(db, c.req.valid("query"))))
    .patch("/applications/:id", allow.adminRecent, validate("param", uuidParamSchema), validate("json", giveBackReviewSchema), async (c) =>
      c.json(await reviewApplication(db, await requirePrincipal(c), c.req.valid("param").id, c.req.valid("json"))),
    )
    .get("/pledges", allow.admin, async (c) => c.json(await listPledges(db)));
}
