import { eq } from "drizzle-orm";
import type { Principal } from "../../auth/principal.ts";
import type { Database } from "../../db/client.ts";
import { venues } from "../../db/schema/index.ts";
import { ApiError } from "../../http/errors.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

export type VenueRow = typeof venues.$inferSelect;

/**
 * Owner-of-row: the venue, when the principal owns it or is an admin. Someone else's listing answers
 * 404 like a missing one, so listing ids cannot be probed.
 */
export async function loadOwnedVenue(db: Database, principal: Principal, venueId: string): Promise<VenueRow> {
  const venue = isUuid(venueId) ? (await db.select().from(venues).where(eq(venues.id, venueId)).limit(1))[0] : undefined;
  if (!venue || (!principal.isAdmin && venue.ownerId !== principal.userId)) {
    throw new ApiError(404, "venue_not_found", "We couldn't find that venue among your listings.");
  }
  return venue;
}
