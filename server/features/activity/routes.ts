import { Hono } from "hono";
import { activityQuerySchema } from "../../../domain/activity.ts";
import type { AppDeps } from "../../deps.ts";
import type { AppEnv } from "../../http/env.ts";
import { allow, planningAccess, requirePrincipal } from "../../http/policy.ts";
import { validate } from "../../http/validate.ts";
import { listActivity } from "./operations/feed.ts";

/**
 * /api/activity: the couple's feed of what they and their helpers changed (decision 059). It is the
 * couple's own, and their partner's (a partner names the couple with `?coupleId=`); other helpers, who
 * may see only some areas or budget lines, are not shown it.
 */
export function activityRoutes({ db }: Pick<AppDeps, "db">) {
  const ownOrPartner = allow.planning({ db }, "own-and-partner", "view");
  return new Hono<AppEnv>().get("/", ownOrPartner, validate("query", activityQuerySchema), async (c) =>
    c.json(await listActivity(db, planningAccess(c), (await requirePrincipal(c)).userId, c.req.valid("query").before)),
  );
}
