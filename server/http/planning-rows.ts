import { createMiddleware } from "hono/factory";
import { z, type ZodType } from "zod";
import type { Database } from "../db/client.ts";
import type { AppEnv } from "./env.ts";
import { validationError } from "./errors.ts";
import { planningAccess } from "./policy.ts";

/**
 * Owner-of-row within the planning an `allow.planning` policy admitted: the row named by the path
 * parameter must be that couple's, else the loader's 404, before the body is read (another couple's id
 * answers like a missing one, so ids cannot be probed). Put it right after the planning policy.
 */
export function rowOfPlanning(db: Database, idSchema: ZodType<string>, load: (db: Database, coupleId: string, id: string) => Promise<unknown>, param = "id") {
  const paramSchema = z.object({ [param]: idSchema });
  return createMiddleware<AppEnv>(async (c, next) => {
    const parsed = paramSchema.safeParse({ [param]: c.req.param(param) });
    if (!parsed.success) throw validationError(parsed.error);
    await load(db, planningAccess(c).coupleId, String(parsed.data[param]));
    await next();
  });
}
