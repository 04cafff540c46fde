import { Hono } from "hono";
import type { AppDeps } from "../../deps.ts";
import type { AppEnv } from "../../http/env.ts";
import { allow } from "../../http/policy.ts";
import { foundingStatus } from "./operations/founding.ts";
import { recentFriendors } from "./operations/friendors.ts";

/** /api/vendor-pros: public figures for the vendor program pages. */
export function vendorProsRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>()
    .get("/founding-50", allow.public, async (c) => c.json(await foundingStatus({ db })))
    .get("/friendors", allow.public, async (c) => c.json(await recentFriendors({ db })));
}
