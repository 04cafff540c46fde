import { Hono } from "hono";
import { beyondItemParamSchema, beyondItemSchema, beyondModuleParamSchema } from "../../../domain/beyond-wedding.ts";
import type { AppDeps } from "../../deps.ts";
import type { AppEnv } from "../../http/env.ts";
import { allow, planningAccess } from "../../http/policy.ts";
import { validate } from "../../http/validate.ts";
import { readBeyondModule, readBeyondProgress, saveBeyondItem } from "./operations/progress.ts";

/**
 * /api/beyond-wedding: a couple's answers and progress in the intake and the seven modules. The
 * couple's own (decision 034): a helper, a business account or an admin is never let in, and another
 * couple's `?coupleId=` is a 404.
 */
export function beyondWeddingRoutes({ db }: AppDeps) {
  const deps = { db };
  const view = allow.planning(deps, "own", "view");
  const edit = allow.planning(deps, "own", "edit");
  return new Hono<AppEnv>()
    .get("/progress", view, async (c) => c.json(await readBeyondProgress(deps, planningAccess(c).coupleId)))
    .get("/modules/:module", view, validate("param", beyondModuleParamSchema), async (c) =>
      c.json(await readBeyondModule(deps, planningAccess(c).coupleId, c.req.valid("param").module)),
    )
    .put("/modules/:module/items/:index", edit, validate("param", beyondItemParamSchema), validate("json", beyondItemSchema), async (c) => {
      const { module, index } = c.req.valid("param");
      return c.json(await saveBeyondItem(deps, planningAccess(c).coupleId, module, index, c.req.valid("json")));
    });
}
