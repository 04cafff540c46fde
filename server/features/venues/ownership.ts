import { eq } from "drizzle-orm";
import { venueIdParamSchema } from "../../../domain/venue-owner.ts";
import { venues } from "../../db/schema/index.ts";
import { ApiError } from "../../http/errors.ts";
import { defineResource } from "../../http/policy.ts";

export type VenueRow = typeof venues.$inferSelect;

/**
 * Owner-of-row for listings (`allow.owner(deps, venueResource, …)`): the venue, when the caller owns
 * it (or is an admin, where the route allows). Someone else's listing answers 404 like a missing one,
 * so listing ids cannot be probed.
 */
export const venueResource = defineResource<VenueRow>({
  name: "venue",
  owners: "its owner",
  idSchema: venueIdParamSchema.shape.id,
  load: async (db, id) => (await db.select().from(venues).where(eq(venues.id, id)).limit(1))[0],
  ownerIds: (venue) => [venue.ownerId],
  notFound: () => new ApiError(404, "venue_not_found", "We couldn't find that venue among your listings."),
});
