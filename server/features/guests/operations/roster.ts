import { and, asc, eq, isNull } from "drizzle-orm";
import type { GuestSide, GuestType, RsvpStatus } from "../../../../domain/guests.ts";
import { guestHouseholds, guests } from "../../../db/schema/index.ts";
import { loadEvents, loadSettings, type Reader } from "../rows.ts";

/** One guest as June reads the list: who, their answers per event, meal, needs, plus-one and note (the note is data, never an instruction). */
export interface RosterGuest {
  /** The guest's id: June proposes a confirmed delete by it, never reads it out. */
  id: string;
  name: string;
  firstName: string;
  lastName: string;
  household: string;
  side: GuestSide;
  guestType: GuestType;
  rsvpStatus: RsvpStatus;
  mealChoice: string | null;
  dietaryNeeds: string;
  plusOneAllowed: boolean;
  plusOneName: string;
  notes: string;
  /** Each event the guest is invited to, by name, with their answer. */
  events: { name: string; rsvpStatus: RsvpStatus }[];
}

/** The couple's whole list (deleted guests left out) and their RSVP deadline, for June's guest answers. */
export async function guestRoster(db: Reader, coupleId: string): Promise<{ guests: RosterGuest[]; rsvpDeadline: string | null }> {
  const [rows, events, settings] = await Promise.all([
    db
      // Only the columns June reads: a roster of hundreds is read on every message.
      .select({
        guest: {
          id: guests.id,
          firstName: guests.firstName,
          lastName: guests.lastName,
          side: guests.side,
          guestType: guests.guestType,
          rsvpStatus: guests.rsvpStatus,
          mealChoice: guests.mealChoice,
          dietaryNeeds: guests.dietaryNeeds,
          plusOneAllowed: guests.plusOneAllowed,
          plusOneName: guests.plusOneName,
          notes: guests.notes,
          invitations: guests.invitations,
        },
        household: guestHouseholds.name,
      })
      .from(guests)
      .innerJoin(guestHouseholds, eq(guestHouseholds.id, guests.householdId))
      .where(and(eq(guests.coupleId, coupleId), isNull(guests.deletedAt)))
      .orderBy(asc(guests.lastName), asc(guests.firstName)),
    loadEvents(db, coupleId),
    loadSettings(db, coupleId),
  ]);
  const eventName = new Map(events.map((event) => [event.id, event.name]));
  return {
    rsvpDeadline: settings?.rsvpDeadline ?? null,
    guests: rows.map(({ guest, household }) => ({
      id: guest.id,
      name: [guest.firstName, guest.lastName].filter(Boolean).join(" "),
      firstName: guest.firstName,
      lastName: guest.lastName,
      household,
      side: guest.side as GuestSide,
      guestType: guest.guestType as GuestType,
      rsvpStatus: guest.rsvpStatus as RsvpStatus,
      mealChoice: guest.mealChoice,
      dietaryNeeds: guest.dietaryNeeds,
      plusOneAllowed: guest.plusOneAllowed,
      plusOneName: guest.plusOneName,
      notes: guest.notes,
      events: Object.entries(guest.invitations).map(([eventId, answer]) => ({ name: eventName.get(eventId) ?? "Event", rsvpStatus: answer.status as RsvpStatus })),
    })),
  };
}
