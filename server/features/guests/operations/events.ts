import { and, count, eq, isNull, max } from "drizzle-orm";
import { EVENTS_PER_COUPLE_MAX, type HouseholdInput, type WeddingEventInput } from "../../../../domain/guests.ts";
import { guestHouseholds, guests, weddingEvents } from "../../../db/schema/index.ts";
import { ApiError } from "../../../http/errors.ts";
import { invitationsTo, invitedTo, withInvitations, withoutEvents } from "../invitations.ts";
import { eventNotFound, eventView, householdView, loadHousehold, type GuestDeps } from "../rows.ts";
import { refreshOverallStatus } from "./guests.ts";

const eventColumns = (input: WeddingEventInput) => ({
  name: input.name,
  kind: input.kind,
  eventDate: input.eventDate,
  startTime: input.startTime,
  location: input.location,
  mealOptions: input.mealOptions,
});

/** Adds an event; with `inviteAll`, every guest on the list is invited to it (pending). */
export async function createEvent(deps: GuestDeps, coupleId: string, input: WeddingEventInput & { inviteAll?: boolean }) {
  return deps.db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ n: count(), last: max(weddingEvents.position) })
      .from(weddingEvents)
      .where(eq(weddingEvents.coupleId, coupleId));
    if ((existing?.n ?? 0) >= EVENTS_PER_COUPLE_MAX) throw new ApiError(409, "too_many_events", `A wedding can have up to ${EVENTS_PER_COUPLE_MAX} events.`);
    const [created] = await tx
      .insert(weddingEvents)
      .values({ coupleId, ...eventColumns(input), position: (existing?.last ?? -1) + 1 })
      .returning();
    // Everyone on the list is invited to a new event, as on a paper invitation; the couple narrows it after.
    await tx
      .update(guests)
      .set({ invitations: withInvitations(invitationsTo([created!.id])) })
      .where(and(eq(guests.coupleId, coupleId), isNull(guests.deletedAt)));
    await refreshOverallStatus(tx, { coupleId });
    return { event: eventView(created!) };
  });
}

export async function updateEvent(deps: GuestDeps, coupleId: string, eventId: string, input: WeddingEventInput) {
  const [row] = await deps.db
    .update(weddingEvents)
    .set(eventColumns(input))
    .where(and(eq(weddingEvents.id, eventId), eq(weddingEvents.coupleId, coupleId)))
    .returning();
  if (!row) throw eventNotFound();
  return { event: eventView(row) };
}

/** Removes an event and its invitations; guests' overall answers are recomputed from what is left. */
export async function deleteEvent(deps: GuestDeps, coupleId: string, eventId: string) {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(weddingEvents)
      .where(and(eq(weddingEvents.id, eventId), eq(weddingEvents.coupleId, coupleId)))
      .returning({ id: weddingEvents.id });
    if (!row) throw eventNotFound();
    const invited = await tx
      .update(guests)
      .set({ invitations: withoutEvents([eventId]) })
      .where(and(eq(guests.coupleId, coupleId), invitedTo(eventId)))
      .returning({ id: guests.id });
    await refreshOverallStatus(
      tx,
      invited.map((g) => g.id),
    );
    return { deleted: row.id };
  });
}

/** A household's name and mailing address, as the couple writes them. */
export async function updateHousehold(deps: GuestDeps, coupleId: string, householdId: string, input: HouseholdInput) {
  const before = await loadHousehold(deps.db, coupleId, householdId);
  const [row] = await deps.db
    .update(guestHouseholds)
    .set({ ...input, name: input.name || before.name, addressSource: "couple", addressUpdatedAt: new Date(), updatedAt: new Date() })
    .where(eq(guestHouseholds.id, before.id))
    .returning();
  return { household: householdView(row!) };
}
