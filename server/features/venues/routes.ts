import { Hono } from "hono";
import { venueSearchSchema } from "../../../domain/venues.ts";
import type { AppDeps } from "../../deps.ts";
import type { AppEnv } from "../../http/env.ts";
import { allow } from "../../http/policy.ts";
import { addressLimitOptions, limitByAddress } from "../../http/rate-limit.ts";
import { validate } from "../../http/validate.ts";
import { createSearchCache, jsonTextResponse, searchCacheKey } from "../../http/search-cache.ts";
import { loadVenueDetail } from "./detail.ts";
import { countVenueView } from "./operations/views.ts";
import { searchVenues } from "./search.ts";

/**
 * One address may count this many listing views per window: plenty for a couple browsing, too few to
 * push a listing up the "recommended" order with a script.
 */
const VIEW_LIMIT = { name: "venue-view:address", max: 40, windowSeconds: 10 * 60 };

/** Couples' side of the marketplace: search, the venue page, and the view beacon. */
export function venueRoutes({ db, config }: AppDeps) {
  const viewLimit = limitByAddress(db, VIEW_LIMIT, addressLimitOptions(config));
  const searchCache = createSearchCache(db);
  return new Hono<AppEnv>()
    .get("/", allow.public, validate("query", venueSearchSchema), async (c) => {
      const search = c.req.valid("query");
      return jsonTextResponse(c, await searchCache.json(searchCacheKey(search), () => searchVenues(db, search)));
    })
    .get("/:idOrSlug", allow.public, async (c) => {
      return c.json(await loadVenueDetail(db, c.req.param("idOrSlug"), c.get("principal")));
    })
    .post("/:id/views", allow.public, viewLimit, async (c) => c.json(await countVenueView({ db }, c.req.param("id"))));
}
