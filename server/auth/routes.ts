import { Hono } from "hono";
import type { AppDeps } from "../deps.ts";
import type { AppEnv } from "../http/env.ts";
import { allow } from "../http/policy.ts";
import { withAuthLimits } from "./rate-limits.ts";

/** better-auth's endpoints under /api/auth/*, behind our database-backed limits. */
export function authRoutes({ auth, db, config }: AppDeps) {
  return new Hono<AppEnv>().on(["GET", "POST"], "/*", allow.public, (c) =>
    withAuthLimits(db, c, config?.TRUST_PROXY ?? false, () => auth.handler(c.req.raw)),
  );
}
