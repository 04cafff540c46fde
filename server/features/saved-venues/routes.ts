import { Hono } from "hono";
import type { AppDeps } from "../../deps.ts";
import type { AppEnv } from "../../http/env.ts";
import { allow, requirePrincipal } from "../../http/policy.ts";
import { listSavedVenues, saveVenue, savedVenueIds, unsaveVenue } from "./operations/saved-venues.ts";

/** A couple's saved (hearted) venues: spec section 3's saved_venues (user_id, venue_id). */
export function savedVenueRoutes({ db }: AppDeps) {
  const deps = { db };
  return (
    new Hono<AppEnv>()
      /** My saved venues, newest first, with what the list and the comparison show. */
      .get("/", allow.signedIn, async (c) => c.json(await listSavedVenues(deps, await requirePrincipal(c))))
      /** Just the ids, for the hearts on result lists. */
      .get("/ids", allow.signedIn, async (c) => c.json(await savedVenueIds(deps, await requirePrincipal(c))))
      /** Saves a published venue; saving it again changes nothing. */
      .put("/:venueId", allow.signedIn, async (c) => c.json(await saveVenue(deps, await requirePrincipal(c), c.req.param("venueId"))))
      /** Removes a venue from my saved list; removing one that is not saved changes nothing. */
      .delete("/:venueId", allow.signedIn, async (c) => c.json(await unsaveVenue(deps, await requirePrincipal(c), c.req.param("venueId"))))
  );
}
