import { Hono } from "hono";
import { pingDatabase } from "../../db/client.ts";
import type { AppEnv } from "../../http/env.ts";
import { allow } from "../../http/policy.ts";
import type { AppDeps } from "../../deps.ts";

export function healthRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>().get("/", allow.public, async (c) => {
    try {
      await pingDatabase(db);
    } catch {
      return c.json({ status: "unavailable" as const }, 503);
    }
    return c.json({ status: "ok" as const });
  });
}
