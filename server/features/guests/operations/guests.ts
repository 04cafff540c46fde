import { and, count, eq, inArray, isNotNull, isNull, lt, ne, sql } from "drizzle-orm";
import {
  GUESTS_PER_COUPLE_MAX,
  householdNameFrom,
  type BulkEditInput,
  type BulkEditSnapshot,
  type BulkEditUndoInput,
  type GuestFields,
  type GuestInput,
  type GuestSide,
  type GuestType,
  type RsvpStatus,
} from "../../../../domain/guests.ts";
import { guestHouseholds, guests, weddingEvents } from "../../../db/schema/index.ts";
import { ApiError } from "../../../http/errors.ts";
import { allAnswered, invitationsTo, invitedToAny, invitedToExactly, overallFromInvitations, withInvitations, withoutEvents } from "../invitations.ts";
import { textArray } from "../../../db/text-array.ts";
import { checkEventIds, loadGuest, loadHousehold, newToken, type GuestDeps, type Transaction } from "../rows.ts";
import { getGuest } from "./list.ts";
import { syncPlusOne } from "../plus-ones.ts";
import { recordActivity } from "../../../planning/activity.ts";
import type { PlanningAccess } from "../../../http/policy.ts";

/** Whose list and who is changing it (the activity feed names them). */
export type GuestWriter = Pick<PlanningAccess, "coupleId" | "helperId">;

/** "Jane Doe", as the feed names a guest. */
const guestName = (guest: { firstName: string; lastName: string }) => `${guest.firstName} ${guest.lastName}`.trim();

const DAY_MS = 24 * 3600_000;

const guestColumns = (input: GuestFields) => ({
  firstName: input.firstName,
  lastName: input.lastName,
  email: input.email,
  phone: input.phone,
  side: input.side,
  guestType: input.guestType,
  rsvpStatus: input.rsvpStatus,
  tags: input.tags,
  mealChoice: input.mealChoice,
  dietaryNeeds: input.dietaryNeeds,
  accessibilityNeeds: input.accessibilityNeeds,
  plusOneAllowed: input.plusOneAllowed,
  plusOneName: input.plusOneAllowed ? input.plusOneName : "",
  tableAssignment: input.tableAssignment,
  notes: input.notes,
});

async function checkRoom(tx: Transaction, coupleId: string, adding: number) {
  const [row] = await tx
    .select({ n: count() })
    .from(guests)
    .where(and(eq(guests.coupleId, coupleId), isNull(guests.deletedAt)));
  if ((row?.n ?? 0) + adding > GUESTS_PER_COUPLE_MAX) {
    throw new ApiError(409, "too_many_guests", `A guest list holds up to ${GUESTS_PER_COUPLE_MAX.toLocaleString("en-US")} guests.`);
  }
}

/** The household a guest joins: an existing one of this couple, or a new one (named from the guest unless named). */
async function householdFor(tx: Transaction, coupleId: string, input: GuestInput): Promise<string> {
  if (input.householdId) {
    const household = await loadHousehold(tx, coupleId, input.householdId);
    if (input.household) await tx.update(guestHouseholds).set(householdColumns(input.household, household.name)).where(eq(guestHouseholds.id, household.id));
    return household.id;
  }
  const name = input.household?.name || householdNameFrom([input]);
  const [created] = await tx
    .insert(guestHouseholds)
    .values({ coupleId, rsvpToken: newToken(), ...(input.household ? householdColumns(input.household, name) : { name }) })
    .returning({ id: guestHouseholds.id });
  return created!.id;
}

function householdColumns(input: NonNullable<GuestInput["household"]>, fallbackName: string) {
  return {
    name: input.name || fallbackName,
    ...(input.mailingName === undefined ? {} : { mailingName: input.mailingName }),
    addressLine1: input.addressLine1,
    addressLine2: input.addressLine2,
    city: input.city,
    state: input.state,
    postalCode: input.postalCode,
    country: input.country,
    addressSource: "couple" as const,
    addressUpdatedAt: new Date(),
    updatedAt: new Date(),
  };
}

/**
 * Invites the guest to exactly these events: answers to events still listed are kept, new ones start
 * as the guest's overall answer when the couple set one by hand, else pending.
 */
async function writeInvitations(tx: Transaction, guestId: string, eventIds: readonly string[], status: RsvpStatus) {
  await tx
    .update(guests)
    .set({ invitations: invitedToExactly([...new Set(eventIds)], status) })
    .where(eq(guests.id, guestId));
}

/** Setting a guest's answer by hand answers every event they are invited to the same way. */
async function setAllAnswers(tx: Transaction, guestIds: readonly string[], status: RsvpStatus) {
  if (guestIds.length === 0) return;
  await tx
    .update(guests)
    .set({ invitations: allAnswered(status, new Date()) })
    .where(inArray(guests.id, [...guestIds]));
}

async function allEventIds(tx: Transaction, coupleId: string) {
  return (await tx.select({ id: weddingEvents.id }).from(weddingEvents).where(eq(weddingEvents.coupleId, coupleId))).map((e) => e.id);
}

/** Adds a guest (and their household when new), invited to the listed events (all events when left out). */
export async function createGuest(deps: GuestDeps, access: GuestWriter, input: GuestInput) {
  const { coupleId } = access;
  const id = await deps.db.transaction(async (tx) => {
    await checkRoom(tx, coupleId, 1);
    const eventIds = input.eventIds ?? (await allEventIds(tx, coupleId));
    await checkEventIds(tx, coupleId, eventIds);
    const householdId = await householdFor(tx, coupleId, input);
    const [created] = await tx
      .insert(guests)
      .values({ coupleId, householdId, ...guestColumns(input), invitations: invitationsTo([...new Set(eventIds)], input.rsvpStatus) })
      .returning();
    await syncPlusOne(tx, created!, {}, new Date());
    await recordActivity(tx, access, { kind: "guest-added", subject: guestName(created!), targetId: created!.id });
    return created!.id;
  });
  return getGuest(deps, coupleId, id);
}

/** Replaces a guest's fields; moving households, events and a hand-set answer in the same transaction. */
export async function updateGuest(deps: GuestDeps, access: GuestWriter, guestId: string, input: GuestInput) {
  const { coupleId } = access;
  await deps.db.transaction(async (tx) => {
    const before = await loadGuest(tx, coupleId, guestId);
    if (input.eventIds) await checkEventIds(tx, coupleId, input.eventIds);
    let householdId = before.householdId;
    if (input.householdId && input.householdId !== before.householdId) householdId = await householdFor(tx, coupleId, input);
    else if (input.household) await tx.update(guestHouseholds).set(householdColumns(input.household, input.household.name || "Household")).where(eq(guestHouseholds.id, before.householdId));
    await tx
      .update(guests)
      .set({ ...guestColumns(input), householdId, updatedAt: sql`now()` })
      .where(eq(guests.id, guestId));
    const changedByHand = input.rsvpStatus !== before.rsvpStatus;
    if (input.eventIds) await writeInvitations(tx, guestId, input.eventIds, changedByHand ? input.rsvpStatus : "pending");
    if (changedByHand) await setAllAnswers(tx, [guestId], input.rsvpStatus);
    else if (input.eventIds) await refreshOverallStatus(tx, [guestId]);
    await syncPlusOne(tx, await loadGuest(tx, coupleId, guestId), {}, new Date());
    await recordActivity(tx, access, { kind: "guest-edited", subject: guestName(input), targetId: guestId });
  });
  return getGuest(deps, coupleId, guestId);
}

/** Soft-deletes: the manager offers Undo; deletions older than a day are purged on the next delete. */
export async function deleteGuests(deps: GuestDeps, access: GuestWriter, guestIds: readonly string[]) {
  const { coupleId } = access;
  return deps.db.transaction(async (tx) => {
    await tx.delete(guests).where(and(eq(guests.coupleId, coupleId), isNotNull(guests.deletedAt), lt(guests.deletedAt, new Date(Date.now() - DAY_MS))));
    const deletedAt = new Date();
    const deleted = await tx
      .update(guests)
      .set({ deletedAt })
      .where(and(eq(guests.coupleId, coupleId), isNull(guests.deletedAt), inArray(guests.id, [...guestIds])))
      .returning({ id: guests.id, firstName: guests.firstName, lastName: guests.lastName });
    // A deleted guest's plus-one goes with them (and comes back with them on Undo).
    if (deleted.length) {
      await tx
        .update(guests)
        .set({ deletedAt })
        .where(and(isNull(guests.deletedAt), inArray(guests.plusOneOf, deleted.map((d) => d.id))));
    }
    if (deleted.length === 0) throw new ApiError(404, "guest_not_found", guestIds.length === 1 ? "We couldn't find that guest on your list." : "We couldn't find those guests on your list.");
    await recordActivity(tx, access, { kind: "guests-removed", subject: guestName(deleted[0]!), count: deleted.length, targetId: deleted.length === 1 ? deleted[0]!.id : null });
    return { deleted: deleted.map((d) => d.id) };
  });
}

/** Undo: brings back guests this couple deleted (and not yet purged). */
export async function restoreGuests(deps: GuestDeps, access: GuestWriter, guestIds: readonly string[]) {
  const { coupleId } = access;
  const restored = await deps.db.transaction(async (tx) => {
    const rows = await tx
      .update(guests)
      .set({ deletedAt: null })
      .where(and(eq(guests.coupleId, coupleId), isNotNull(guests.deletedAt), inArray(guests.id, [...guestIds])))
      .returning({ id: guests.id, firstName: guests.firstName, lastName: guests.lastName });
    if (rows.length) {
      await tx
        .update(guests)
        .set({ deletedAt: null })
        .where(and(eq(guests.coupleId, coupleId), isNotNull(guests.deletedAt), inArray(guests.plusOneOf, rows.map((r) => r.id))));
      await checkRoom(tx, coupleId, 0);
      await recordActivity(tx, access, { kind: "guests-restored", subject: guestName(rows[0]!), count: rows.length, targetId: rows.length === 1 ? rows[0]!.id : null });
    }
    return rows;
  });
  if (restored.length === 0) throw new ApiError(404, "guest_not_found", "Those guests can no longer be restored.");
  return { restored: restored.map((r) => r.id) };
}

/** One change applied to many guests, all or nothing; ids not on this list fail the whole edit. */
export async function bulkEditGuests(deps: GuestDeps, access: GuestWriter, input: BulkEditInput) {
  const { coupleId } = access;
  const ids = [...new Set(input.ids)];
  const { set } = input;
  return deps.db.transaction(async (tx) => {
    // As they were: the answer carries them, so the manager can offer Undo.
    const previous = await tx
      .select(snapshotColumns)
      .from(guests)
      .where(and(eq(guests.coupleId, coupleId), isNull(guests.deletedAt), inArray(guests.id, ids)));
    if (previous.length !== ids.length) throw new ApiError(404, "guest_not_found", "Some of those guests are no longer on your list. Reload and try again.");
    await checkEventIds(tx, coupleId, [...(set.inviteEventIds ?? []), ...(set.uninviteEventIds ?? [])]);
    const columns: Partial<typeof guests.$inferInsert> = {};
    if (set.side) columns.side = set.side;
    if (set.guestType) columns.guestType = set.guestType;
    if (set.tableAssignment !== undefined) columns.tableAssignment = set.tableAssignment;
    if (set.rsvpStatus) columns.rsvpStatus = set.rsvpStatus;
    const tagChange =
      set.addTags?.length || set.removeTags?.length
        ? sql`array(select distinct t from unnest(array_cat(${guests.tags}, ${textArray(set.addTags ?? [])})) as t where t <> all(${textArray(set.removeTags ?? [])}) order by t)`
        : undefined;
    await tx
      .update(guests)
      .set({ ...columns, ...(tagChange ? { tags: tagChange } : {}), updatedAt: sql`now()` })
      .where(inArray(guests.id, ids));
    if (set.plusOneAllowed !== undefined) {
      // A plus-one cannot bring a plus-one; taking one away clears the name, as the guest form does.
      await tx
        .update(guests)
        .set(set.plusOneAllowed ? { plusOneAllowed: true } : { plusOneAllowed: false, plusOneName: "" })
        .where(and(inArray(guests.id, ids), ne(guests.guestType, "plus_one")));
    }
    if (set.uninviteEventIds?.length) {
      await tx.update(guests).set({ invitations: withoutEvents(set.uninviteEventIds) }).where(inArray(guests.id, ids));
    }
    if (set.inviteEventIds?.length) {
      await tx.update(guests).set({ invitations: withInvitations(invitationsTo(set.inviteEventIds)) }).where(inArray(guests.id, ids));
    }
    if (set.rsvpStatus) await setAllAnswers(tx, ids, set.rsvpStatus);
    else if (set.inviteEventIds?.length || set.uninviteEventIds?.length) await refreshOverallStatus(tx, ids);
    // Plus-ones follow their hosts' answers, events and permission (a bulk change is no exception).
    if (set.rsvpStatus || set.inviteEventIds?.length || set.uninviteEventIds?.length || set.plusOneAllowed !== undefined) await syncPlusOnes(tx, coupleId, ids);
    await recordActivity(tx, access, { kind: "guests-bulk-edited", subject: "", count: ids.length });
    return { updated: ids.length, previous: previous.map(toSnapshot) };
  });
}

const snapshotColumns = {
  id: guests.id,
  rsvpStatus: guests.rsvpStatus,
  side: guests.side,
  guestType: guests.guestType,
  tableAssignment: guests.tableAssignment,
  tags: guests.tags,
  plusOneAllowed: guests.plusOneAllowed,
  plusOneName: guests.plusOneName,
  invitations: guests.invitations,
};

function toSnapshot(row: { [K in keyof typeof snapshotColumns]: (typeof guests.$inferSelect)[K] }): BulkEditSnapshot {
  // Stored values came through the same schemas.
  return { ...row, rsvpStatus: row.rsvpStatus as RsvpStatus, side: row.side as GuestSide, guestType: row.guestType as GuestType };
}

async function syncPlusOnes(tx: Transaction, coupleId: string, ids: readonly string[]) {
  const now = new Date();
  const hosts = await tx
    .select()
    .from(guests)
    .where(and(eq(guests.coupleId, coupleId), isNull(guests.deletedAt), inArray(guests.id, [...ids]), ne(guests.guestType, "plus_one")));
  for (const host of hosts) await syncPlusOne(tx, host, {}, now);
}

/**
 * Undo of a bulk edit: puts each guest's bulk-editable fields back as the edit found them, in one
 * transaction. Events deleted since are left out; a plus-one the edit took away comes back as it was.
 */
export async function undoBulkEdit(deps: GuestDeps, access: GuestWriter, input: BulkEditUndoInput) {
  const { coupleId } = access;
  const ids = [...new Set(input.guests.map((guest) => guest.id))];
  return deps.db.transaction(async (tx) => {
    const found = await tx
      .select({ id: guests.id })
      .from(guests)
      .where(and(eq(guests.coupleId, coupleId), isNull(guests.deletedAt), inArray(guests.id, ids)));
    if (found.length !== ids.length) throw new ApiError(404, "guest_not_found", "Some of those guests are no longer on your list, so the change can't be undone.");
    const events = new Set((await tx.select({ id: weddingEvents.id }).from(weddingEvents).where(eq(weddingEvents.coupleId, coupleId))).map((event) => event.id));
    for (const guest of input.guests) {
      const invitations = Object.fromEntries(Object.entries(guest.invitations).filter(([eventId]) => events.has(eventId)));
      await tx
        .update(guests)
        .set({
          rsvpStatus: guest.rsvpStatus,
          side: guest.side,
          guestType: guest.guestType,
          tableAssignment: guest.tableAssignment,
          tags: guest.tags,
          plusOneAllowed: guest.plusOneAllowed,
          plusOneName: guest.plusOneAllowed ? guest.plusOneName : "",
          invitations,
          updatedAt: sql`now()`,
        })
        .where(eq(guests.id, guest.id));
    }
    await syncPlusOnes(tx, coupleId, ids);
    await recordActivity(tx, access, { kind: "guests-bulk-edited", subject: "", count: ids.length });
    return { restored: ids.length };
  });
}

/**
 * Recomputes guests' overall answers from their per-event answers (after events change), in one
 * statement: the SQL twin of `overallRsvpStatus`. Guests invited to nothing keep their hand-set answer.
 */
export async function refreshOverallStatus(tx: Transaction, which: readonly string[] | { coupleId: string }) {
  if (Array.isArray(which) && which.length === 0) return;
  const scope = "coupleId" in which ? eq(guests.coupleId, which.coupleId) : inArray(guests.id, [...(which as readonly string[])]);
  await tx
    .update(guests)
    .set({ rsvpStatus: overallFromInvitations() })
    .where(and(scope, invitedToAny()));
}

