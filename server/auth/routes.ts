import { Hono, type Context } from "hono";
import { MISSING_CREDENTIALS } from "../../domain/account-kinds.ts";
import type { AppDeps } from "../deps.ts";
import type { AppEnv } from "../http/env.ts";
import { ApiError } from "../http/errors.ts";
import { allow } from "../http/policy.ts";
import { addressLimitOptions } from "../http/rate-limit.ts";
import { withAuthLimits } from "./rate-limits.ts";

export { MISSING_CREDENTIALS };

async function requireCredentials(c: Context): Promise<void> {
  const path = c.req.path.replace(/^\/api\/auth/, "");
  if (c.req.method !== "POST" || (path !== "/sign-up/email" && path !== "/sign-in/email")) return;
  const body = (await c.req.raw
    .clone()
    .json()
    .catch(() => null)) as { email?: unknown; password?: unknown } | null;
  const present = (value: unknown) => typeof value === "string" && value.trim() !== "";
  if (!body || !present(body.email) || !present(body.password)) {
    throw new ApiError(400, "missing_credentials", MISSING_CREDENTIALS);
  }
}

/** better-auth's endpoints under /api/auth/*, behind our database-backed limits. */
export function authRoutes({ auth, db, config }: AppDeps) {
  return new Hono<AppEnv>().on(["GET", "POST"], "/*", allow.public, async (c) => {
    await requireCredentials(c);
    return withAuthLimits(db, c, addressLimitOptions(config), () => auth.handler(c.req.raw));
  });
}
