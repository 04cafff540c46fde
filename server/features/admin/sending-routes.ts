import { Hono } from "hono";
import { coupleIdParamSchema, sendingPauseSchema } from "../../../domain/admin.ts";
import type { AppDeps } from "../../deps.ts";
import type { AppEnv } from "../../http/env.ts";
import { allow, requirePrincipal } from "../../http/policy.ts";
import { validate } from "../../http/validate.ts";
import { listCoupleSending, pauseCoupleSending, resumeCoupleSending } from "./operations/sending.ts";

/** /api/admin/sending: who sends how much mail through the product, and pausing a couple (decision 024). */
export function sendingAdminRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>()
    .get("/", allow.admin, async (c) => c.json(await listCoupleSending(db)))
    .put("/:coupleId/pause", allow.adminRecent, validate("param", coupleIdParamSchema), validate("json", sendingPauseSchema), async (c) =>
      c.json(await pauseCoupleSending(db, await requirePrincipal(c), c.req.valid("param").coupleId, c.req.valid("json").reason)),
    )
    .delete("/:coupleId/pause", allow.adminRecent, validate("param", coupleIdParamSchema), async (c) => c.json(await resumeCoupleSending(db, c.req.valid("param").coupleId)));
}
