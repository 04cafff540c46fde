import { Hono } from "hono";
import { designAttachParamSchema, designIdParamSchema, designInquiryParamSchema, designSchema, designShareParamSchema } from "../../../domain/floral.ts";
import type { AppDeps } from "../../deps.ts";
import type { AppEnv } from "../../http/env.ts";
import { allow, ownedRow, planningAccess } from "../../http/policy.ts";
import { rowOfPlanning } from "../../http/planning-rows.ts";
import { addressLimitOptions, limitByAddress } from "../../http/rate-limit.ts";
import { validate } from "../../http/validate.ts";
import { inquiryResource } from "../vendor-inquiries/index.ts";
import { loadOwnedDesign } from "./access.ts";
import { attachDesign, floristInquiries, inquiryDesign } from "./operations/attachments.ts";
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
  // Inquiries are the couple's own (a helper sends none): attaching a design to one is the couple's alone.
  const own = allow.planning(deps, "own", "edit");
  return new Hono<AppEnv>()
    .get("/", view, async (c) => c.json(await listDesigns(deps, planningAccess(c))))
    .get("/florist-inquiries", own, async (c) => c.json(await floristInquiries(deps, planningAccess(c))))
    // The design attached to a conversation with a florist: for its two parties, as the thread is.
    .get("/inquiry/:inquiryId", allow.all(allow.signedIn, allow.owner(deps, inquiryResource, { param: "inquiryId", orAdmin: false })), validate("param", designInquiryParamSchema), async (c) =>
      c.json(await inquiryDesign(deps, ownedRow(c, inquiryResource))),
    )
    .post("/", edit, validate("json", designSchema), async (c) => c.json(await createDesign(deps, planningAccess(c), c.req.valid("json")), 201))
    .get("/:id", view, validate("param", designIdParamSchema), async (c) => c.json(await getDesign(deps, planningAccess(c), c.req.valid("param").id)))
    .put("/:id", edit, validate("param", designIdParamSchema), ownDesign, validate("json", designSchema), async (c) =>
      c.json(await updateDesign(deps, planningAccess(c), c.req.valid("param").id, c.req.valid("json"))),
    )
    .delete("/:id", edit, validate("param", designIdParamSchema), async (c) => c.json(await deleteDesign(deps, planningAccess(c), c.req.valid("param").id)))
    .post("/:id/share", edit, validate("param", designIdParamSchema), async (c) => c.json(await shareDesign(deps, planningAccess(c), c.req.valid("param").id), 201))
    .put("/:id/inquiries/:inquiryId", own, validate("param", designAttachParamSchema), async (c) =>
      c.json(await attachDesign(deps, planningAccess(c), c.req.valid("param").id, c.req.valid("param").inquiryId)),
    )
    .delete("/:id/share", edit, validate("param", designIdParamSchema), async (c) => c.json(await revokeDesignShare(deps, planningAccess(c), c.req.valid("param").id)))
    // A shared design: for the florist and the wedding party, no account needed.
    .get("/shared/:token", allow.public, limitByAddress(db, DESIGN_LINK_LIMIT, addressLimitOptions(config)), validate("param", designShareParamSchema), async (c) => {
      c.header("Cache-Control", "no-store");
      c.header("Referrer-Policy", "no-referrer");
      return c.json(await readSharedDesign(deps, c.req.valid("param").token));
    });
}
