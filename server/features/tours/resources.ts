import { eq } from "drizzle-orm";
import { ownerSlotParamSchema, tourIdParamSchema } from "../../../domain/tours.ts";
import type { Database } from "../../db/client.ts";
import { tourBookings, tourRequests, tourSlots, venues } from "../../db/schema/index.ts";
import { ApiError } from "../../http/errors.ts";
import { defineResource } from "../../http/policy.ts";

/**
 * The tour rows routes are addressed by, as owner-of-row resources (`allow.owner`): each loads the
 * row with its venue, names who owns it, and answers the same 404 for a missing row and someone
 * else's.
 */

async function loadBooking(db: Database, id: string) {
  const [row] = await db
    .select({ booking: tourBookings, slot: tourSlots, venue: venues })
    .from(tourBookings)
    .innerJoin(tourSlots, eq(tourSlots.id, tourBookings.slotId))
    .innerJoin(venues, eq(venues.id, tourBookings.venueId))
    .where(eq(tourBookings.id, id))
    .limit(1);
  return row;
}

async function loadRequest(db: Database, id: string) {
  const [row] = await db.select({ request: tourRequests, venue: venues }).from(tourRequests).innerJoin(venues, eq(venues.id, tourRequests.venueId)).where(eq(tourRequests.id, id)).limit(1);
  return row;
}

export type TourBookingRow = NonNullable<Awaited<ReturnType<typeof loadBooking>>>;
export type TourRequestRow = NonNullable<Awaited<ReturnType<typeof loadRequest>>>;

/** A booking: the couple who booked and the venue's owner both see and cancel it. */
export const tourBookingResource = defineResource<TourBookingRow>({
  name: "tour booking",
  owners: "its couple or its venue's owner",
  idSchema: tourIdParamSchema.shape.id,
  load: loadBooking,
  ownerIds: ({ booking, venue }) => [booking.userId, venue.ownerId],
  notFound: () => new ApiError(404, "booking_not_found", "We couldn't find that tour booking."),
});

/** A request, from either side: the couple who asked and the venue's owner. */
export const tourRequestResource = defineResource<TourRequestRow>({
  name: "tour request",
  owners: "its couple or its venue's owner",
  idSchema: tourIdParamSchema.shape.id,
  load: loadRequest,
  ownerIds: ({ request, venue }) => [request.userId, venue.ownerId],
  notFound: () => new ApiError(404, "request_not_found", "We couldn't find that tour request."),
});

/** A request as the venue's side answers it (confirm, decline, propose). */
export const venueTourRequestResource = defineResource<TourRequestRow>({
  name: "tour request",
  owners: "its venue's owner",
  idSchema: tourIdParamSchema.shape.id,
  load: loadRequest,
  ownerIds: ({ venue }) => [venue.ownerId],
  notFound: () => new ApiError(404, "request_not_found", "We couldn't find that tour request among your listings."),
});

/** A tour time a venue offers. */
export const tourSlotResource = defineResource({
  name: "tour slot",
  owners: "its venue's owner",
  idSchema: ownerSlotParamSchema.shape.slotId,
  load: async (db: Database, id: string) => (await db.select({ slot: tourSlots, venue: venues }).from(tourSlots).innerJoin(venues, eq(venues.id, tourSlots.venueId)).where(eq(tourSlots.id, id)).limit(1))[0],
  ownerIds: ({ venue }) => [venue.ownerId],
  notFound: () => new ApiError(404, "slot_not_found", "We couldn't find that tour time."),
});
