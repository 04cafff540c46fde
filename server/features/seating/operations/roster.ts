import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { GuestSide, GuestType, RsvpStatus } from "../../../../domain/guests.ts";
import type { SeatingSettings } from "../../../../domain/seating.ts";
import type { SeatingGuestView } from "../../../../domain/seating-lists.ts";
import type { Database } from "../../../db/client.ts";
import { guestHouseholds, guests } from "../../../db/schema/index.ts";

type Reader = Pick<Database, "select" | "execute">;

const fullName = (first: string, last: string) => `${first} ${last}`.trim();

/**
 * The guests of one event the chart seats: those attending it (or also those who have not answered),
 * with their household, side, meal for this event and dietary needs. Without events (`eventId` null),
 * the list's overall answer and meal. Deleted guests are gone.
 */
export async function seatingRoster(db: Reader, coupleId: string, eventId: string | null, include: SeatingSettings["include"]): Promise<SeatingGuestView[]> {
  const statuses = include === "attending" ? ["attending"] : ["attending", "pending"];
  const status = eventId === null ? sql<string>`${guests.rsvpStatus}` : sql<string>`${guests.invitations} -> ${eventId}::text ->> 'status'`;
  const rows = await db
    .select({ guest: guests, householdName: guestHouseholds.name })
    .from(guests)
    .innerJoin(guestHouseholds, eq(guestHouseholds.id, guests.householdId))
    .where(and(eq(guests.coupleId, coupleId), isNull(guests.deletedAt), inArray(status, statuses)))
    .orderBy(guests.lastName, guests.firstName, guests.id);
  return rows.map(({ guest, householdName }) => {
    const invitation = eventId === null ? undefined : guest.invitations[eventId];
    return {
      id: guest.id,
      name: fullName(guest.firstName, guest.lastName),
      householdId: guest.householdId,
      householdName,
      side: guest.side as GuestSide,
      guestType: guest.guestType as GuestType,
      rsvpStatus: (invitation?.status ?? guest.rsvpStatus) as RsvpStatus,
      meal: (eventId === null ? guest.mealChoice : invitation?.mealChoice ?? guest.mealChoice) ?? null,
      dietaryNeeds: guest.dietaryNeeds,
      accessibilityNeeds: guest.accessibilityNeeds,
    };
  });
}

/** Names of guests by id (deleted ones too), for the notice that someone left the chart. */
export async function guestNames(db: Reader, coupleId: string, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: guests.id, firstName: guests.firstName, lastName: guests.lastName })
    .from(guests)
    .where(and(eq(guests.coupleId, coupleId), inArray(guests.id, [...ids])));
  return new Map(rows.map((row) => [row.id, fullName(row.firstName, row.lastName)]));
}
