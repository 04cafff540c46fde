import { Hono } from "hono";
import type { AppDeps } from "../../deps.ts";
import type { AppEnv } from "../../http/env.ts";
import { allow, planningAccess } from "../../http/policy.ts";
import { listSavedVenues, saveVenue, savedVenueIds, unsaveVenue } from "./operations/saved.ts";

/**
 * A couple's saved (hearted) venues: spec section 3's saved_venues (user_id, venue_id). The couple's, or
 * a helper's they shared their venues with (`?coupleId=`): view to read, edit to change.
 */
export function savedVenueRoutes({ db }: AppDeps) {
  const deps = { db };
  const view = allow.planning(deps, "venues", "view");
  const edit = allow.planning(deps, "venues", "edit");
  return new Hono<AppEnv>()
    .get("/", view, async (c) => c.json(await listSavedVenues(deps, planningAccess(c).coupleId)))
    .get("/ids", view, async (c) => c.json(await savedVenueIds(deps, planningAccess(c).coupleId)))
    .put("/:venueId", edit, async (c) => c.json(await saveVenue(deps, planningAccess(c).coupleId, c.req.param("venueId"))))
    .delete("/:venueId", edit, async (c) => c.json(await unsaveVenue(deps, planningAccess(c).coupleId, c.req.param("venueId"))));
}
