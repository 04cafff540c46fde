import { and, asc, eq } from "drizzle-orm";
import { layoutWarnings, suggestLayout } from "../../../../domain/seating.ts";
import { seatingSettingsSchema } from "../../../../domain/seating.ts";
import { savedVenues, venues } from "../../../db/schema/index.ts";
import { ApiError } from "../../../http/errors.ts";
import type { PlanningAccess } from "../../../http/policy.ts";
import { roomsOfVenues } from "../../venues/index.ts";
import { getSeatingPlan, storedPlan, type SeatingDeps } from "./plan.ts";
import { seatingRoster } from "./roster.ts";

/** The couple's saved venues that are listed, with their rooms (measured by the owner, or worked out from capacity). */
export async function seatingVenues(deps: SeatingDeps, access: PlanningAccess) {
  const rows = await deps.db
    .select({ id: venues.id, slug: venues.slug, name: venues.name, seatedCapacity: venues.seatedCapacity, setting: venues.setting, amenities: venues.amenities })
    .from(savedVenues)
    .innerJoin(venues, eq(venues.id, savedVenues.venueId))
    .where(and(eq(savedVenues.userId, access.coupleId), eq(venues.published, true)))
    .orderBy(asc(venues.name), asc(venues.id));
  const rooms = await roomsOfVenues(deps.db, rows);
  return {
    venues: rows.map((row) => ({
      id: row.id,
      name: row.name,
      seatedCapacity: row.seatedCapacity,
      wheelchairAccessible: row.amenities.includes("wheelchair_accessible"),
      ...rooms.get(row.id)!,
    })),
  };
}

const venueNotSaved = () => new ApiError(404, "venue_not_saved", "That venue isn't among your saved venues. Save it from its page first.");

/**
 * A suggested layout for one room of a saved venue and the event's head count (the reception unless
 * another is named): round tables of 8 around a dance floor, clearances kept, and how many tables did
 * not fit. Nothing is saved: the builder shows it, and the couple changes and saves it (or undoes it).
 */
export async function venueLayout(deps: SeatingDeps, access: PlanningAccess, query: { venueId: string; roomId?: string; eventId?: string }) {
  const { venues: saved } = await seatingVenues(deps, access);
  const venue = saved.find((candidate) => candidate.id === query.venueId);
  if (!venue) throw venueNotSaved();
  const room = query.roomId ? venue.rooms.find((candidate) => candidate.id === query.roomId) : [...venue.rooms].sort((a, b) => b.width * b.length - a.width * a.length)[0];
  if (!room) throw new ApiError(404, "room_not_found", `We couldn't find that room at ${venue.name}. Choose one of its rooms.`);
  const view = await getSeatingPlan(deps, access, query.eventId);
  const row = await storedPlan(deps.db, access.coupleId, view.eventId);
  const settings = seatingSettingsSchema.parse(row?.settings ?? {});
  const guestCount = (await seatingRoster(deps.db, access.coupleId, view.eventId, settings.include)).length;
  const suggestion = suggestLayout({ width: room.width, length: room.length }, guestCount, { accessibleDoor: venue.wheelchairAccessible });
  return {
    venue: { id: venue.id, name: venue.name, estimated: venue.estimated },
    room,
    eventId: view.eventId,
    guestCount,
    ...suggestion,
    warnings: layoutWarnings(suggestion.layout).map((warning) => warning.message),
  };
}
