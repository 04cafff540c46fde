import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { zonedDate } from "../../../../domain/dates.ts";
import { overallRsvpStatus, RSVP_TIME_ZONE, rsvpOpen, type RsvpAnswerInput, type RsvpStatus } from "../../../../domain/guests.ts";
import { guestHouseholds, guests } from "../../../db/schema/index.ts";
import { ApiError } from "../../../http/errors.ts";
import { eventOrderOf, invitationViews } from "../invitations.ts";
import { syncPlusOne } from "../plus-ones.ts";
import { coupleNames, eventView, loadEvents, loadSettings, type GuestDeps, type Reader } from "../rows.ts";

/** The same answer for a token that never existed and one that was replaced: nothing is revealed. */
export const rsvpNotFound = () => new ApiError(404, "rsvp_not_found", "We couldn't find this invitation. The link may be incomplete or no longer in use; please ask the couple for a new one.");

async function householdByToken(db: Reader, token: string) {
  const [row] = await db.select().from(guestHouseholds).where(eq(guestHouseholds.rsvpToken, token)).limit(1);
  if (!row) throw rsvpNotFound();
  return row;
}

/** What /rsvp/{token} shows: the household's guests, the events they are invited to, their answers. */
export async function readRsvp(deps: GuestDeps, token: string, now = new Date()) {
  const { db } = deps;
  const household = await householdByToken(db, token);
  const people = await db
    .select()
    .from(guests)
    .where(and(eq(guests.householdId, household.id), isNull(guests.deletedAt)))
    .orderBy(asc(guests.createdAt));
  if (people.length === 0) throw rsvpNotFound();
  const [events, settings, names] = await Promise.all([
    loadEvents(db, household.coupleId),
    loadSettings(db, household.coupleId),
    coupleNames(db, household.coupleId),
  ]);
  const eventOrder = eventOrderOf(events);
  const invitations = new Map(people.map((p) => [p.id, invitationViews(p.invitations, eventOrder)]));
  const invitedTo = new Set([...invitations.values()].flat().map((i) => i.eventId));
  const deadline = settings?.rsvpDeadline ?? null;
  return {
    couple: names.display,
    household: { name: household.name, songRequest: household.songRequest, note: household.responseNote, respondedAt: household.respondedAt?.toISOString() ?? null },
    events: events.filter((e) => invitedTo.has(e.id)).map(eventView),
    guests: people.map((p) => ({
      id: p.id,
      firstName: p.firstName,
      lastName: p.lastName,
      guestType: p.guestType,
      rsvpStatus: p.rsvpStatus as RsvpStatus,
      dietaryNeeds: p.dietaryNeeds,
      plusOneAllowed: p.plusOneAllowed,
      plusOneName: p.plusOneName,
      /** On a plus-one's row: the guest who brings them (the page answers for them on that guest's card). */
      plusOneOf: p.plusOneOf,
      invitations: (invitations.get(p.id) ?? []).map((i) => ({ eventId: i.eventId, rsvpStatus: i.rsvpStatus, mealChoice: i.mealChoice })),
    })),
    deadline,
    open: rsvpOpen(deadline, zonedDate(now, RSVP_TIME_ZONE)),
  };
}

/**
 * Saves a household's answer, all or nothing: each person and event must be on this invitation, a
 * meal must be one the event offers. Guests left out of the answer keep theirs.
 */
export async function answerRsvp(deps: GuestDeps, token: string, input: RsvpAnswerInput, now = new Date()) {
  await deps.db.transaction(async (tx) => {
    const household = await householdByToken(tx, token);
    const settings = await loadSettings(tx, household.coupleId);
    if (!rsvpOpen(settings?.rsvpDeadline ?? null, zonedDate(now, RSVP_TIME_ZONE))) {
      throw new ApiError(409, "rsvp_closed", "The RSVP deadline has passed, so answers can no longer be changed here. Please contact the couple directly.");
    }
    const ids = input.guests.map((g) => g.guestId);
    if (new Set(ids).size !== ids.length) throw new ApiError(400, "invalid_input", "Each guest can be answered once.", { guests: ["Each guest can be answered once."] });
    const people = await tx
      .select()
      .from(guests)
      .where(and(eq(guests.householdId, household.id), isNull(guests.deletedAt), inArray(guests.id, ids)))
      // Each answer rewrites the guest's invitations: an edit by the couple meanwhile waits, not lost.
      .for("update");
    if (people.length !== ids.length) throw new ApiError(400, "invalid_input", "Someone in this answer is not on this invitation. Reload the page and try again.", { guests: ["Not on this invitation."] });
    const byId = new Map(people.map((p) => [p.id, p]));
    const events = new Map((await loadEvents(tx, household.coupleId)).map((e) => [e.id, e]));
    for (const [index, answer] of input.guests.entries()) {
      const person = byId.get(answer.guestId)!;
      const invited = new Map(Object.entries(person.invitations).map(([eventId, answer]) => [eventId, answer.status]));
      const answers = { ...person.invitations };
      const statuses = new Map<string, RsvpStatus>(invited);
      let meal = person.mealChoice;
      for (const [eventIndex, reply] of answer.events.entries()) {
        const event = events.get(reply.eventId);
        const field = `guests.${index}.events.${eventIndex}`;
        if (!event || !invited.has(reply.eventId)) throw new ApiError(400, "invalid_input", `${person.firstName} is not invited to that event.`, { [field]: ["Not invited to that event."] });
        const mealChoice = reply.status === "attending" ? reply.mealChoice : null;
        if (mealChoice && !event.mealOptions.includes(mealChoice)) {
          throw new ApiError(400, "invalid_input", `Choose one of the meals offered for the ${event.name.toLowerCase()}.`, { [`${field}.mealChoice`]: ["Choose one of the meals offered."] });
        }
        answers[reply.eventId] = { status: reply.status, mealChoice, respondedAt: now.toISOString() };
        statuses.set(reply.eventId, reply.status);
        if (event.mealOptions.length > 0 && reply.status === "attending" && mealChoice) meal = mealChoice;
      }
      const overall = invited.size === 0 ? (answer.status ?? (person.rsvpStatus as RsvpStatus)) : overallRsvpStatus([...statuses.values()]);
      const plusOneMeals: Record<string, string | null> = {};
      for (const [mealIndex, { eventId, mealChoice }] of answer.plusOneMeals.entries()) {
        const event = events.get(eventId);
        if (!event || statuses.get(eventId) !== "attending" || (mealChoice && !event.mealOptions.includes(mealChoice))) {
          throw new ApiError(400, "invalid_input", "Choose one of the meals offered, at an event the plus-one comes to.", { [`guests.${index}.plusOneMeals.${mealIndex}`]: ["Choose one of the meals offered."] });
        }
        plusOneMeals[eventId] = mealChoice;
      }
      const [updated] = await tx
        .update(guests)
        .set({
          rsvpStatus: overall,
          invitations: answers,
          mealChoice: overall === "attending" ? meal : person.mealChoice,
          dietaryNeeds: answer.dietaryNeeds,
          plusOneName: person.plusOneAllowed ? answer.plusOneName : person.plusOneName,
          updatedAt: now,
        })
        .where(eq(guests.id, person.id))
        .returning();
      await syncPlusOne(tx, updated!, plusOneMeals, now);
    }
    await tx.update(guestHouseholds).set({ songRequest: input.songRequest, responseNote: input.note, respondedAt: now, updatedAt: now }).where(eq(guestHouseholds.id, household.id));
  });
  return readRsvp(deps, token, now);
}
