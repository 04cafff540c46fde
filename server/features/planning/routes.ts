import { Hono } from "hono";
import type { AppDeps } from "../../deps.ts";
import type { AppEnv } from "../../http/env.ts";
import { allow, planningAccess, requirePrincipal } from "../../http/policy.ts";
import { callerAddress } from "../../http/rate-limit.ts";
import type { PlanningModule } from "../../planning/contract.ts";
import type { PlanningRegistry } from "../../planning/registry.ts";
import { planningOverview } from "./operations/overview.ts";
import { templateDownload } from "./operations/template-download.ts";
import { planningDownloadQuerySchema } from "../../../domain/planning-downloads.ts";
import { validate } from "../../http/validate.ts";
import { z } from "zod";

const templateIdParamSchema = z.object({ id: z.string().regex(/^[a-z0-9-]{1,60}$/, "That template name is not valid.") });

/**
 * /api/planning/overview: the couple's dashboard and getting-started path, one section per planning
 * module (server/modules.ts, handed in at the composition root). The couple's own: helpers see the
 * areas they were given on those areas' own pages.
 */
export function planningRoutes<Modules extends readonly PlanningModule[]>({ db, config, logger, mailer }: AppDeps, planning: PlanningRegistry<Modules>) {
  const deps = { db, config, logger, mailer };
  return (
    new Hono<AppEnv>()
      .get("/overview", allow.planning(deps, "own", "view"), async (c) =>
        c.json(await planningOverview(deps, planning, await requirePrincipal(c), planningAccess(c), callerAddress(c, config))),
      )
      // The downloadable templates of /planning/templates: files written from the product's own data.
      .get("/templates/:id", allow.public, validate("param", templateIdParamSchema), validate("query", planningDownloadQuerySchema), (c) => {
        const { fileName, csv } = templateDownload(c.req.valid("param").id, c.req.valid("query"));
        c.header("Content-Type", "text/csv; charset=utf-8");
        c.header("Content-Disposition", `attachment; filename="${fileName}"`);
        c.header("Cache-Control", "public, max-age=3600");
        // The byte-order mark tells Excel the file is UTF-8.
        return c.body(`\uFEFF${csv}`);
      })
  );
}
