import { Hono } from "hono";
import { reviewIdParamSchema, reviewModerationSchema } from "../../../domain/vendors.ts";
import type { AppDeps } from "../../deps.ts";
import type { AppEnv } from "../../http/env.ts";
import { allow, requirePrincipal } from "../../http/policy.ts";
import { validate } from "../../http/validate.ts";
import { listReviewQueue, moderateReview } from "./operations/moderation.ts";

/** /api/admin/reviews: the moderation queue (held bursts, reported reviews) and the admins' decisions. */
export function reviewModerationAdminRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>()
    .get("/", allow.admin, async (c) => c.json(await listReviewQueue(db)))
    .post("/:id/decision", allow.adminRecent, validate("param", reviewIdParamSchema), validate("json", reviewModerationSchema), async (c) =>
      c.json(await moderateReview(db, await requirePrincipal(c), c.req.valid("param").id, c.req.valid("json").action)),
    );
}
