import { z } from "zod";
import { idSchema } from "./ids.ts";
import { suggestLayout } from "./seating.ts";
import "./zod-messages.ts";

/**
 * A venue's rooms and their floor size in feet (issue 31, decision 045): what the floor plan builder
 * starts from when a couple lays out their reception at a venue they saved. Owners edit them on their
 * listing; seeded venues get sizes worked out from their seated capacity.
 */

export const VENUE_ROOMS_MAX = 12;
export const VENUE_ROOM_FEET_MIN = 10;
export const VENUE_ROOM_FEET_MAX = 400;
const feet = (what: string) =>
  z.coerce
    .number({ message: `Enter the ${what} in feet.` })
    .int(`Enter the ${what} in whole feet.`)
    .min(VENUE_ROOM_FEET_MIN, `A room's ${what} is at least ${VENUE_ROOM_FEET_MIN} feet.`)
    .max(VENUE_ROOM_FEET_MAX, `Keep a room's ${what} within ${VENUE_ROOM_FEET_MAX} feet.`);

export const venueRoomSchema = z.object({
  name: z.string().trim().min(1, "Name the room (Ballroom, Garden terrace...).").max(60, "Keep a room's name to 60 characters."),
  width: feet("width"),
  length: feet("length"),
});
export type VenueRoomInput = z.infer<typeof venueRoomSchema>;

export const venueRoomsSchema = z
  .object({ rooms: z.array(venueRoomSchema).max(VENUE_ROOMS_MAX, `A listing has at most ${VENUE_ROOMS_MAX} rooms.`) })
  .superRefine((value, ctx) => {
    const seen = new Set<string>();
    value.rooms.forEach((room, index) => {
      const key = room.name.toLowerCase();
      if (seen.has(key)) ctx.addIssue({ code: "custom", path: ["rooms", index, "name"], message: `Two rooms are called "${room.name}": give each its own name.` });
      seen.add(key);
    });
  });

/** What the builder asks for: a venue the couple saved, and one of its rooms (or its largest). */
export const venueLayoutQuerySchema = z.object({
  venueId: idSchema("That venue is not valid."),
  roomId: idSchema("That room is not valid.").optional(),
  eventId: idSchema("That event is not valid.").optional(),
});

export interface VenueRoom {
  /** The room's id, or null for a size worked out from the venue's capacity (nothing stored). */
  id: string | null;
  name: string;
  width: number;
  length: number;
}

/** FNV-1a, so the same venue always gets the same shape of room. */
function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

const toFive = (feet: number) => Math.max(VENUE_ROOM_FEET_MIN, Math.min(VENUE_ROOM_FEET_MAX, Math.round(feet / 5) * 5));

/** Guest seats the suggested layout finds room for (head table, dance floor and aisles kept). */
const seatsIn = (room: { width: number; length: number }) => suggestLayout(room, 10_000).seatsPlaced;

/**
 * The smallest room, longer than wide by a ratio from 1.2 to 1.6 chosen by `key`, where the suggested
 * layout seats `guests` at round tables of 8 with a head table, a dance floor and the clearances kept
 * (about 20 square feet a guest, the usual figure for a dinner with dancing).
 */
function roomFor(name: string, guests: number, key: string): VenueRoom {
  const ratio = 1.2 + (hashText(key) % 5) / 10;
  for (let width = 20; width <= VENUE_ROOM_FEET_MAX; width += 5) {
    const room = { width, length: toFive(width * ratio) };
    if (seatsIn(room) >= guests) return { id: null, name, ...room };
  }
  return { id: null, name, width: VENUE_ROOM_FEET_MAX, length: VENUE_ROOM_FEET_MAX };
}

/**
 * Rooms that fit a venue's seated capacity, for venues whose owner has not measured theirs (and the
 * seeded catalog): the main room seats the whole capacity for dinner with a dance floor; a venue for 150
 * or more also has a smaller second room (about two fifths), as most such venues do. Deterministic.
 */
export function roomsFromCapacity(venue: { slug: string; seatedCapacity: number; setting: string }): VenueRoom[] {
  const seated = Math.max(20, venue.seatedCapacity);
  const main = roomFor(venue.setting === "outdoor" ? "Lawn" : "Reception hall", seated, venue.slug);
  if (seated < 150) return [main];
  const second = roomFor(venue.setting === "indoor" ? "Gallery room" : "Garden terrace", Math.round(seated * 0.4), `${venue.slug}:second`);
  return [main, second];
}
