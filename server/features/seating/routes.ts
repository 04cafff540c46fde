import { Hono } from "hono";
import { z } from "zod";
import { autoSeatSchema, seatingEventQuerySchema, seatingPlanSchema, shareTokenParamSchema } from "../../../domain/seating.ts";
import { idSchema } from "../../../domain/ids.ts";
import type { AppDeps } from "../../deps.ts";
import type { AppEnv } from "../../http/env.ts";
import { allow, planningAccess } from "../../http/policy.ts";
import { addressLimitOptions, limitByAddress } from "../../http/rate-limit.ts";
import { validate } from "../../http/validate.ts";
import { autoSeatSavedPlan } from "./operations/auto-seat.ts";
import { catererSheetCsv } from "./operations/lists.ts";
import { getSeatingPlan, saveSeatingPlan } from "./operations/plan.ts";
import { createSeatingShare, readSharedSeating, revokeSeatingShare } from "./operations/share.ts";
import { seatingVenues, venueLayout } from "./operations/venue-start.ts";
import { venueLayoutQuerySchema } from "../../../domain/venue-rooms.ts";

/** As for the timeline's links: enough for a venue team to open it often, not for walking tokens. */
export const SEATING_SHARE_LIMIT = { name: "seating-share:address", max: 60, windowSeconds: 10 * 60 };

const shareBodySchema = z.object({ eventId: idSchema("That event is not valid.").nullable() });

/**
 * /api/seating: the floor plan and seating chart. Seating is part of the guest list's planning area:
 * the couple, or a helper granted the guest list (view to read and download, edit to change and
 * share); `?coupleId=` names the couple for helpers. The share link is read by anyone holding it.
 */
export function seatingRoutes({ db, config, logger, mailer }: AppDeps) {
  const deps = { db, config, logger, mailer };
  const view = allow.planning(deps, "guests", "view");
  const edit = allow.planning(deps, "guests", "edit");
  return new Hono<AppEnv>()
    .get("/", view, validate("query", seatingEventQuerySchema), async (c) => c.json(await getSeatingPlan(deps, planningAccess(c), c.req.valid("query").eventId)))
    .put("/", edit, validate("json", seatingPlanSchema), async (c) => c.json(await saveSeatingPlan(deps, planningAccess(c), c.req.valid("json"))))
    .post("/auto-seat", edit, validate("json", autoSeatSchema), async (c) => {
      const outcome = await autoSeatSavedPlan(deps, planningAccess(c), c.req.valid("json"));
      return outcome.ok ? c.json(outcome, 200) : c.json(outcome, 409);
    })
    // Starting from the couple's saved venue: its rooms, and a suggested layout for one (decision 045).
    .get("/venues", view, async (c) => c.json(await seatingVenues(deps, planningAccess(c))))
    .get("/venue-layout", view, validate("query", venueLayoutQuerySchema), async (c) => c.json(await venueLayout(deps, planningAccess(c), c.req.valid("query"))))
    .get("/caterer.csv", view, validate("query", seatingEventQuerySchema), async (c) => {
      const { filename, csv } = await catererSheetCsv(deps, planningAccess(c), c.req.valid("query").eventId);
      return c.body(csv, 200, { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="${filename}"` });
    })
    .post("/share", edit, validate("json", shareBodySchema), async (c) => c.json(await createSeatingShare(deps, planningAccess(c), c.req.valid("json").eventId), 201))
    .delete("/share", edit, validate("query", seatingEventQuerySchema), async (c) => c.json(await revokeSeatingShare(deps, planningAccess(c), c.req.valid("query").eventId)))
    .get("/shared/:token", allow.public, limitByAddress(db, SEATING_SHARE_LIMIT, addressLimitOptions(config)), validate("param", shareTokenParamSchema), async (c) => {
      c.header("Cache-Control", "no-store");
      c.header("Referrer-Policy", "no-referrer");
      return c.json(await readSharedSeating(deps, c.req.valid("param").token));
    });
}
