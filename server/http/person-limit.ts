import { createMiddleware } from "hono/factory";
import type { Database } from "../db/client.ts";
import type { AppEnv } from "./env.ts";
import { ApiError } from "./errors.ts";
import { addressCheck, callerAddress, enforceLimits, type RateLimitRule } from "./rate-limit.ts";

/**
 * A limit per signed-in person and per network address, for routes that mail other people (DESIGN:
 * every such route has both). Placed after the route's policy, so the person is known; refused, the
 * answer says what was not done and when to try again.
 */
export function limitPerPersonAndAddress(
  db: Database,
  config: { TRUST_PROXY: boolean; ADDRESS_RATE_LIMIT_SCALE: number },
  rules: { person: RateLimitRule; address: RateLimitRule },
  what: string,
) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const principal = await c.get("principal")();
    if (!principal) throw new ApiError(401, "unauthorized", "Please sign in first.");
    await enforceLimits(db, [
      addressCheck(rules.address, callerAddress(c, config), `Too many ${what} from your network. Nothing was sent.`),
      { rule: rules.person, subject: principal.userId, message: `You can send ${rules.person.max} ${what} a day. Nothing was sent.` },
    ]);
    await next();
  });
}
