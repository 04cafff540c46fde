import type { VenueRoomInput } from "../../../../domain/venue-rooms.ts";
import { replaceVenueRooms, roomsOfVenue, type VenueRow } from "../../venues/index.ts";
import type { VenueOwnerDeps } from "./deps.ts";

/** The listing's rooms and their sizes, or (none measured yet) the sizes couples see worked out from its capacity. */
export async function getRooms(deps: VenueOwnerDeps, row: VenueRow) {
  return roomsOfVenue(deps.db, row);
}

/** Saves the owner's rooms (replacing the list; an empty list goes back to the estimate). */
export async function saveRooms(deps: VenueOwnerDeps, row: VenueRow, rooms: readonly VenueRoomInput[]) {
  await replaceVenueRooms(deps.db, row.id, rooms);
  return roomsOfVenue(deps.db, row);
}
