import { Hono } from "hono";
import type { AppDeps } from "../../deps.ts";
import type { AppEnv } from "../../http/env.ts";
import { allow, planningAccess, requirePrincipal } from "../../http/policy.ts";
import { callerAddress } from "../../http/rate-limit.ts";
import type { PlanningModule } from "../../planning/contract.ts";
import type { PlanningRegistry } from "../../planning/registry.ts";
import { planningOverview } from "./operations/overview.ts";

/**
 * /api/planning/overview: the couple's dashboard and getting-started path, one section per planning
 * module (server/modules.ts, handed in at the composition root). The couple's own: helpers see the
 * areas they were given on those areas' own pages.
 */
export function planningRoutes<Modules extends readonly PlanningModule[]>({ db, config, logger, mailer }: AppDeps, planning: PlanningRegistry<Modules>) {
  const deps = { db, config, logger, mailer };
  return new Hono<AppEnv>().get("/overview", allow.planning(deps, "own", "view"), async (c) =>
    c.json(await planningOverview(deps, planning, await requirePrincipal(c), planningAccess(c), callerAddress(c, config))),
  );
}
