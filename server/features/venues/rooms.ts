import { asc, eq, inArray } from "drizzle-orm";
import { roomsFromCapacity, type VenueRoom, type VenueRoomInput } from "../../../domain/venue-rooms.ts";
import type { Database } from "../../db/client.ts";
import { venueRooms } from "../../db/schema/index.ts";

type Reader = Pick<Database, "select">;
type VenueFacts = { id: string; slug: string; seatedCapacity: number; setting: string };

export interface VenueRoomsView {
  rooms: VenueRoom[];
  /** True when the owner has not measured their rooms: the sizes are worked out from the seated capacity. */
  estimated: boolean;
}

/**
 * A venue's rooms with their floor size (issue 31, decision 045), for many venues in one read: the
 * measured ones in the owner's order, or for a venue with none, rooms worked out from its capacity.
 */
export async function roomsOfVenues(db: Reader, venues: readonly VenueFacts[]): Promise<Map<string, VenueRoomsView>> {
  const rows =
    venues.length === 0
      ? []
      : await db
          .select()
          .from(venueRooms)
          .where(inArray(venueRooms.venueId, venues.map((venue) => venue.id)))
          .orderBy(asc(venueRooms.position), asc(venueRooms.createdAt));
  const measured = new Map<string, VenueRoom[]>();
  for (const row of rows) measured.set(row.venueId, [...(measured.get(row.venueId) ?? []), { id: row.id, name: row.name, width: row.widthFeet, length: row.lengthFeet }]);
  return new Map(venues.map((venue) => {
    const rooms = measured.get(venue.id);
    return [venue.id, rooms ? { rooms, estimated: false } : { rooms: roomsFromCapacity(venue), estimated: true }];
  }));
}

export async function roomsOfVenue(db: Reader, venue: VenueFacts): Promise<VenueRoomsView> {
  return (await roomsOfVenues(db, [venue])).get(venue.id)!;
}

/** Replaces a venue's rooms with the owner's list, in its order (one transaction: all or nothing). */
export async function replaceVenueRooms(db: Database, venueId: string, rooms: readonly VenueRoomInput[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(venueRooms).where(eq(venueRooms.venueId, venueId));
    if (rooms.length > 0) await tx.insert(venueRooms).values(rooms.map((room, position) => ({ venueId, name: room.name, widthFeet: room.width, lengthFeet: room.length, position })));
  });
}
