import { Hono } from "hono";
import { designIdParamSchema, designSchema, designShareParamSchema } from "../../../domain/floral.ts";
import type { AppDeps } from "../../deps.ts";
import type { AppEnv } from "../../http/env.ts";
import { allow, planningAccess } from "../../http/policy.ts";
import { rowOfPlanning } from "../../http/planning-rows.ts";
import { addressLimitOptions, limitByAddress } from "../../http/rate-limit.ts";
import { validate } from "../../http/validate.ts";
import { loadOwnedDesign } from "./access.ts";
import { createDesign, deleteDesign, getDesign, listDesigns, updateDesign } from "./operations/designs.ts";
import { readSharedDesign, revokeDesignShare, shareDesign } from "./operations/shares.ts";

/** As for the timeline's links: a few opens per person, and a script walking tokens is stopped early. */
export const DESIGN_LINK_LIMIT = { name: "design-share:address", max: 60, windowSeconds: 10 * 60 };

/**
 * /api/floral-designs: the floral design studio (decision 032). The couple's own designs, or (with
 * `?coupleId=`) those of a couple whose helper was granted the boards area: view to read, edit to change.
 * Someone else's design id is a 404. Shared links are read by anyone holding the token.
 */
export function floralDesignRoutes({ db, config, logger, mailer }: AppDeps) {
  const deps = { db, config, logger, mailer };
  const view = allow.planning(deps, "boards", "view");
  const edit = allow.planning(deps, "boards", "edit");
  const ownDesign = rowOfPlanning(db, designIdParamSchema.shape.id, loadOwnedDesign);
  return new Hono<AppEnv>()
    .get("/", view, async (c) => c.json(await listDesigns(deps, planningAccess(c))))
    .post("/", edit, validate("json", designSchema), async (c) => c.json(await createDesign(deps, planningAccess(c), c.req.valid("json")), 201))
    .get("/:id", view, validate("param", designIdParamSchema), async (c) => c.json(await getDesign(deps, planningAccess(c), c.req.valid("param").id)))
    .put("/:id", edit, validate("param", designIdParamSchema), ownDesign, validate("json", designSchema), async (c) =>
      c.json(await updateDesign(deps, planningAccess(c), c.req.valid("param").id, c.req.valid("json"))),
    )
    .delete("/:id", edit, validate("param", designIdParamSchema), async (c) => c.json(await deleteDesign(deps, planningAccess(c), c.req.valid("param").id)))
    .post("/:id/share", edit, validate("param", designIdParamSchema), async (c) => c.json(await shareDesign(deps, planningAccess(c), c.req.valid("param").id), 201))
    .delete("/:id/share", edit, validate("param", designIdParamSchema), async (c) => c.json(await revokeDesignShare(deps, planningAccess(c), c.req.valid("param").id)))
    // A shared design: for the florist and the wedding party, no account needed.
    .get("/shared/:token", allow.public, limitByAddress(db, DESIGN_LINK_LIMIT, addressLimitOptions(config)), validate("param", designShareParamSchema), async (c) => {
      c.header("Cache-Control", "no-store");
      c.header("Referrer-Policy", "no-referrer");
      return c.json(await readSharedDesign(deps, c.req.valid("param").token));
    });
}
