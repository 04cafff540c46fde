import { randomBytes, randomUUID } from "node:crypto";
import { and, count, eq, isNull, sql } from "drizzle-orm";
import {
  addressFields,
  guestFieldsOf,
  overallOf,
  resolveDuplicates,
  type GuestImportResult,
  type ImportField,
  type PlannedGuest,
} from "../../../../domain/guest-import/index.ts";
import { EVENTS_PER_COUPLE_MAX, GUESTS_PER_COUPLE_MAX, guestFieldsSchema, overallRsvpStatus, type EventKind, type RsvpStatus } from "../../../../domain/guests.ts";
import type { Database } from "../../../db/client.ts";
import { guestEventInvitations, guestHouseholds, guests, weddingEvents } from "../../../db/schema/index.ts";
import { ApiError } from "../../../http/errors.ts";
import { existingEvents, planImport, type ImportDeps } from "./context.ts";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Rows per INSERT. Each batch is one JSON parameter read by jsonb_to_recordset: a 1,000-row VALUES
 * list of 17 columns (17,000 parameters) took PostgreSQL longer to parse and plan than to insert.
 */
const BATCH = 2000;

function newToken(): string {
  return randomBytes(32).toString("base64url");
}

export function eventKindOf(name: string): EventKind {
  const lower = name.toLowerCase();
  if (lower.includes("rehearsal")) return "rehearsal_dinner";
  if (lower.includes("ceremony")) return "ceremony";
  if (lower.includes("reception")) return "reception";
  if (lower.includes("brunch")) return "brunch";
  return "other";
}

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) await insert(rows.slice(start, start + BATCH));
}

function storedOf(guest: PlannedGuest) {
  // A plan without errors has every guest's stored values (checked by the list's rules).
  return guest.stored ?? guestFieldsSchema.parse(guestFieldsOf(guest));
}

/** A guests row under its column names (the batch goes in as one JSON document). */
function guestRow(coupleId: string, householdId: string, guest: PlannedGuest) {
  const f = storedOf(guest);
  return {
    id: randomUUID(),
    couple_id: coupleId,
    household_id: householdId,
    first_name: f.firstName,
    last_name: f.lastName,
    email: f.email,
    phone: f.phone,
    side: f.side,
    guest_type: f.guestType,
    rsvp_status: f.rsvpStatus,
    tags: f.tags,
    meal_choice: f.mealChoice,
    dietary_needs: f.dietaryNeeds,
    plus_one_allowed: f.plusOneAllowed,
    plus_one_name: f.plusOneAllowed ? f.plusOneName : "",
    table_assignment: f.tableAssignment,
    notes: f.notes,
  };
}

/**
 * Imports a file into the couple's list in one transaction: every row or none. A file with any row
 * problem writes nothing and answers 422 with the problems by row; duplicates are skipped or update
 * the guest already on the list. Households, guests and invitations go in batches of 1,000.
 */
export async function importGuests(
  deps: ImportDeps,
  coupleId: string,
  input: { text: string; mapping?: ImportField[]; duplicates: "skip" | "update" },
): Promise<GuestImportResult> {
  const started = performance.now();
  const phases: Record<string, number> = {};
  const mark = (phase: string) => (phases[phase] = Math.round(performance.now() - started));
  const result = await deps.db.transaction(async (tx) => {
    // One import at a time per couple: a second waits here, then sees the first one's guests as duplicates.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`guest-import:${coupleId}`}))`);
    const { plan, existing } = await planImport(tx, coupleId, input);
    mark("planned");
    const errors = plan.problems.filter((problem) => problem.kind === "error");
    if (errors.length > 0) {
      const fields: Record<string, string[]> = {};
      for (const problem of errors.slice(0, 200)) (fields[`row ${problem.row}`] ??= []).push(problem.message);
      const rows = new Set(errors.map((problem) => problem.row)).size;
      throw new ApiError(422, "rows_have_problems", `${rows.toLocaleString("en-US")} ${rows === 1 ? "row has" : "rows have"} problems to fix first; nothing was imported.`, fields);
    }
    const resolved = resolveDuplicates(plan, input.duplicates);
    const adding = resolved.households.reduce((sum, household) => sum + household.guests.length, 0) + resolved.joins.length;
    const [live] = await tx.select({ n: count() }).from(guests).where(and(eq(guests.coupleId, coupleId), isNull(guests.deletedAt)));
    if ((live?.n ?? 0) + adding > GUESTS_PER_COUPLE_MAX) {
      throw new ApiError(409, "too_many_guests", `A guest list holds up to ${GUESTS_PER_COUPLE_MAX.toLocaleString("en-US")} guests; this import would make ${((live?.n ?? 0) + adding).toLocaleString("en-US")}.`);
    }

    const { eventIds, created: eventsCreated } = await ensureEvents(tx, coupleId, plan.events);
    const allEventIds = [...eventIds.values()];
    const fileHasEvents = plan.events.length > 0;
    const invitationsOf = (guestId: string, guest: PlannedGuest) => {
      if (!fileHasEvents) return allEventIds.map((eventId) => ({ guest_id: guestId, event_id: eventId, rsvp_status: overallOf(guest) }));
      return Object.entries(guest.eventRsvps).map(([event, status]) => ({ guest_id: guestId, event_id: eventIds.get(event.toLowerCase())!, rsvp_status: status }));
    };

    const householdRows: Record<string, unknown>[] = [];
    const guestRows: ReturnType<typeof guestRow>[] = [];
    const invitationRows: { guest_id: string; event_id: string; rsvp_status: string }[] = [];
    const now = new Date();
    for (const household of resolved.households) {
      const id = randomUUID();
      const address = addressFields(household.address);
      householdRows.push({
        id,
        couple_id: coupleId,
        name: household.name,
        rsvp_token: newToken(),
        address_line1: address.addressLine1,
        address_line2: address.addressLine2,
        city: address.city,
        state: address.state,
        postal_code: address.postalCode,
        country: address.country,
        address_updated_at: household.address ? now.toISOString() : null,
      });
      for (const guest of household.guests) {
        const row = guestRow(coupleId, id, guest);
        guestRows.push(row);
        invitationRows.push(...invitationsOf(row.id, guest));
      }
    }
    for (const join of resolved.joins) {
      const row = guestRow(coupleId, join.householdId, join.guest);
      guestRows.push(row);
      invitationRows.push(...invitationsOf(row.id, join.guest));
    }
    mark("rows_built");
    await insertInBatches(householdRows, (batch) =>
      tx.execute(sql`
        insert into guest_households (id, couple_id, name, rsvp_token, address_line1, address_line2, city, state, postal_code, country, address_updated_at)
        select id, couple_id, name, rsvp_token, address_line1, address_line2, city, state, postal_code, country, address_updated_at
        from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as r(id uuid, couple_id text, name text, rsvp_token text, address_line1 text, address_line2 text,
          city text, state text, postal_code text, country text, address_updated_at timestamptz)`),
    );
    mark("households_inserted");
    await insertInBatches(guestRows, (batch) =>
      tx.execute(sql`
        insert into guests (id, couple_id, household_id, first_name, last_name, email, phone, side, guest_type, rsvp_status, tags, meal_choice, dietary_needs,
          plus_one_allowed, plus_one_name, table_assignment, notes)
        select id, couple_id, household_id, first_name, last_name, email, phone, side, guest_type, rsvp_status, tags, meal_choice, dietary_needs,
          plus_one_allowed, plus_one_name, table_assignment, notes
        from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as r(id uuid, couple_id text, household_id uuid, first_name text, last_name text, email text,
          phone text, side text, guest_type text, rsvp_status text, tags text[], meal_choice text, dietary_needs text, plus_one_allowed boolean,
          plus_one_name text, table_assignment text, notes text)`),
    );
    mark("guests_inserted");
    await insertInBatches(invitationRows, (batch) =>
      tx.execute(sql`
        insert into guest_event_invitations (guest_id, event_id, rsvp_status)
        select guest_id, event_id, rsvp_status from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as r(guest_id uuid, event_id uuid, rsvp_status text)`),
    );
    mark("invitations_inserted");

    const tagsById = new Map(existing.map((guest) => [guest.id, guest.tags]));
    for (const update of resolved.updates) {
      await updateGuest(tx, coupleId, update.guestId, update.guest, tagsById.get(update.guestId) ?? []);
      for (const [event, rsvpStatus] of Object.entries(update.guest.eventRsvps)) {
        const eventId = eventIds.get(event.toLowerCase())!;
        await tx
          .insert(guestEventInvitations)
          .values({ guestId: update.guestId, eventId, rsvpStatus })
          .onConflictDoUpdate({ target: [guestEventInvitations.guestId, guestEventInvitations.eventId], set: { rsvpStatus } });
      }
      if (Object.keys(update.guest.eventRsvps).length > 0) await refreshOverall(tx, update.guestId);
      if (update.householdId && update.address?.line1) {
        await tx
          .update(guestHouseholds)
          .set({ ...addressFields(update.address), addressSource: "couple", addressUpdatedAt: now, updatedAt: now })
          .where(and(eq(guestHouseholds.id, update.householdId), eq(guestHouseholds.coupleId, coupleId)));
      }
    }
    return {
      householdsCreated: householdRows.length,
      guestsCreated: guestRows.length,
      guestsUpdated: resolved.updates.length,
      skipped: resolved.skipped,
      eventsCreated,
    };
  });
  mark("committed");
  deps.logger.debug({ coupleId, phases, guests: result.guestsCreated }, "guest import");
  return result;
}

/** The file's events, matched to the wedding's by name (any case); those missing are added after them. */
async function ensureEvents(tx: Transaction, coupleId: string, names: string[]): Promise<{ eventIds: Map<string, string>; created: string[] }> {
  const events = await existingEvents(tx, coupleId);
  const eventIds = new Map(events.map((event) => [event.name.toLowerCase(), event.id]));
  const missing = [...new Map(names.filter((name) => !eventIds.has(name.toLowerCase())).map((name) => [name.toLowerCase(), name])).values()];
  if (events.length + missing.length > EVENTS_PER_COUPLE_MAX) {
    throw new ApiError(409, "too_many_events", `A wedding has up to ${EVENTS_PER_COUPLE_MAX} events; this file would add ${missing.length} more (${missing.join(", ")}). Map some RSVP columns to "Don't import".`);
  }
  let position = events.reduce((max, event) => Math.max(max, event.position), -1);
  for (const name of missing) {
    position += 1;
    const [row] = await tx
      .insert(weddingEvents)
      .values({ coupleId, name: name.slice(0, 80), kind: eventKindOf(name), position })
      .returning({ id: weddingEvents.id });
    eventIds.set(name.toLowerCase(), row!.id);
  }
  return { eventIds, created: missing };
}

/** Update: the file's non-blank values replace the guest's; tags are added to theirs. */
async function updateGuest(tx: Transaction, coupleId: string, guestId: string, guest: PlannedGuest, tags: string[]): Promise<void> {
  const fields = storedOf(guest);
  const set: Partial<typeof guests.$inferInsert> = { updatedAt: new Date() };
  if (fields.email) set.email = fields.email;
  if (fields.phone) set.phone = fields.phone;
  if (guest.side) set.side = fields.side;
  if (guest.rsvp) set.rsvpStatus = guest.rsvp;
  if (fields.mealChoice) set.mealChoice = fields.mealChoice;
  if (fields.dietaryNeeds) set.dietaryNeeds = fields.dietaryNeeds;
  if (fields.notes) set.notes = fields.notes;
  if (fields.tableAssignment) set.tableAssignment = fields.tableAssignment;
  if (guest.plusOneAllowed !== null) set.plusOneAllowed = guest.plusOneAllowed;
  if (fields.plusOneName) set.plusOneName = fields.plusOneName;
  if (fields.tags.length > 0) set.tags = [...new Set([...tags, ...fields.tags])].slice(0, 20);
  await tx.update(guests).set(set).where(and(eq(guests.id, guestId), eq(guests.coupleId, coupleId)));
}

/** A guest's overall answer after their per-event answers changed (domain/guests.ts overallRsvpStatus). */
async function refreshOverall(tx: Transaction, guestId: string): Promise<void> {
  const rows = await tx.select({ status: guestEventInvitations.rsvpStatus }).from(guestEventInvitations).where(eq(guestEventInvitations.guestId, guestId));
  await tx
    .update(guests)
    .set({ rsvpStatus: overallRsvpStatus(rows.map((row) => row.status as RsvpStatus)) })
    .where(eq(guests.id, guestId));
}
