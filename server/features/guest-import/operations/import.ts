import { randomBytes, randomUUID } from "node:crypto";
import { and, count, eq, inArray, isNull, sql } from "drizzle-orm";
import {
  addressFields,
  guestFieldsOf,
  overallOf,
  resolveDuplicates,
  type GuestImportResult,
  type ImportField,
  type PlannedGuest,
} from "../../../../domain/guest-import/index.ts";
import { EVENTS_PER_COUPLE_MAX, GUESTS_PER_COUPLE_MAX, guestFieldsSchema, overallRsvpStatus, type EventKind } from "../../../../domain/guests.ts";
import type { Database } from "../../../db/client.ts";
import { guestHouseholds, guests, weddingEvents, type GuestInvitations } from "../../../db/schema/index.ts";
import { ApiError } from "../../../http/errors.ts";
import type { PlanningAccess } from "../../../http/policy.ts";
import { recordActivity } from "../../../planning/activity.ts";
import { existingEvents, importInProgress, oneAtATime, planImport, type ImportDeps } from "./context.ts";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Rows per INSERT. Each batch is one JSON parameter, an array of rows each an array of values: a
 * 1,000-row VALUES list of 18 columns (18,000 parameters) took PostgreSQL longer to parse and plan than
 * to insert, and rows as objects repeated every column name (half the bytes sent and parsed).
 */
const BATCH = 2000;

/** Each household's RSVP token: 32 random bytes (256 bits) as base64url, drawn in one call for all. */
function newTokens(count: number): string[] {
  const bytes = randomBytes(32 * count);
  return Array.from({ length: count }, (_, index) => bytes.subarray(32 * index, 32 * index + 32).toString("base64url"));
}

/** A PostgreSQL text[] literal, every element quoted. */
function textArrayLiteral(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/["\\]/g, "\\$&")}"`).join(",")}}`;
}

type Column = readonly [name: string, type: string];

/**
 * Inserts rows given as arrays of values in `columns` order, `constants` going in every row, in
 * batches of BATCH: one statement and one JSON parameter a batch.
 */
async function insertRows(tx: Transaction, table: string, columns: readonly Column[], rows: unknown[][], constants: Record<string, string>): Promise<void> {
  const names = [...Object.keys(constants), ...columns.map(([name]) => name)].join(", ");
  const constantValues = Object.values(constants).map((value) => sql`${value}`);
  const values = sql.raw(columns.map(([, type], index) => (type === "jsonb" ? `r -> ${index}` : `(r ->> ${index})::${type}`)).join(", "));
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = JSON.stringify(rows.slice(start, start + BATCH));
    await tx.execute(sql`insert into ${sql.raw(table)} (${sql.raw(names)})
      select ${sql.join([...constantValues, values], sql`, `)} from jsonb_array_elements(${batch}::jsonb) as r`);
  }
}

const HOUSEHOLD_COLUMNS: readonly Column[] = [
  ["id", "uuid"],
  ["name", "text"],
  ["mailing_name", "text"],
  ["response_note", "text"],
  ["rsvp_token", "text"],
  ["address_line1", "text"],
  ["address_line2", "text"],
  ["city", "text"],
  ["state", "text"],
  ["postal_code", "text"],
  ["country", "text"],
  ["address_updated_at", "timestamptz"],
];

const GUEST_COLUMNS: readonly Column[] = [
  ["household_id", "uuid"],
  ["first_name", "text"],
  ["last_name", "text"],
  ["email", "text"],
  ["phone", "text"],
  ["side", "text"],
  ["guest_type", "text"],
  ["rsvp_status", "text"],
  ["tags", "text[]"],
  ["meal_choice", "text"],
  ["dietary_needs", "text"],
  ["plus_one_allowed", "boolean"],
  ["plus_one_name", "text"],
  ["table_assignment", "text"],
  ["notes", "text"],
  ["invitations", "jsonb"],
];

export function eventKindOf(name: string): EventKind {
  const lower = name.toLowerCase();
  if (lower.includes("rehearsal")) return "rehearsal_dinner";
  if (lower.includes("ceremony")) return "ceremony";
  if (lower.includes("reception")) return "reception";
  if (lower.includes("brunch")) return "brunch";
  return "other";
}

function storedOf(guest: PlannedGuest) {
  // A plan without errors has every guest's stored values (checked by the list's rules).
  return guest.stored ?? guestFieldsSchema.parse(guestFieldsOf(guest));
}

/** A guests row in GUEST_COLUMNS order (the id is the database's). */
function guestRow(householdId: string, guest: PlannedGuest, invitations: GuestInvitations): unknown[] {
  const f = storedOf(guest);
  return [
    householdId,
    f.firstName,
    f.lastName,
    f.email,
    f.phone,
    f.side,
    f.guestType,
    f.rsvpStatus,
    textArrayLiteral(f.tags),
    f.mealChoice,
    f.dietaryNeeds,
    f.plusOneAllowed,
    f.plusOneAllowed ? f.plusOneName : "",
    f.tableAssignment,
    f.notes,
    invitations,
  ];
}

/** Both drivers answer `{ rows: [{ locked }] }`. */
function gotLock(result: unknown): boolean {
  if (typeof result !== "object" || result === null || !("rows" in result) || !Array.isArray(result.rows)) return false;
  const [row] = result.rows as unknown[];
  return typeof row === "object" && row !== null && "locked" in row && row.locked === true;
}

/**
 * Imports a file into the couple's list in one transaction: every row or none. A file with any row
 * problem writes nothing and answers 422 with the problems by row; duplicates are skipped or update
 * the guest already on the list. Households and guests go in batches of 2,000.
 */
export async function importGuests(
  deps: ImportDeps,
  access: Pick<PlanningAccess, "coupleId" | "helperId">,
  input: { text: string; mapping?: ImportField[]; duplicates: "skip" | "update" },
): Promise<GuestImportResult> {
  const { coupleId } = access;
  const started = performance.now();
  const phases: Record<string, number> = {};
  const mark = (phase: string) => (phases[phase] = Math.round(performance.now() - started));
  const result = await oneAtATime(coupleId, () => deps.db.transaction(async (tx) => {
    // One import at a time per couple, across processes too: a second is refused, not queued behind the first.
    const locked = await tx.execute(sql`select pg_try_advisory_xact_lock(hashtext(${`guest-import:${coupleId}`})) as locked`);
    if (!gotLock(locked)) throw importInProgress();
    const { read, plan } = await planImport(tx, coupleId, input);
    mark("planned");
    const errors = plan.problems.filter((problem) => problem.kind === "error");
    if (errors.length > 0) {
      const unit = read.table.delimiter === "vcard" ? "contact" : "row";
      const fields: Record<string, string[]> = {};
      for (const problem of errors.slice(0, 200)) (fields[`${unit} ${problem.row}`] ??= []).push(problem.message);
      const rows = new Set(errors.map((problem) => problem.row)).size;
      const what = unit === "contact" ? (rows === 1 ? "contact has" : "contacts have") : rows === 1 ? "row has" : "rows have";
      throw new ApiError(422, "rows_have_problems", `${rows.toLocaleString("en-US")} ${what} problems to fix first; nothing was imported.`, fields);
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
    // Without RSVP columns a guest is invited to every event, answering as the file's overall RSVP.
    const invitationsOf = (guest: PlannedGuest): GuestInvitations => {
      if (!fileHasEvents) return Object.fromEntries(allEventIds.map((eventId) => [eventId, { status: overallOf(guest) }]));
      return Object.fromEntries(Object.entries(guest.eventRsvps).map(([event, status]) => [eventIds.get(event.toLowerCase())!, { status }]));
    };

    const householdRows: unknown[][] = [];
    const guestRows: unknown[][] = [];
    const now = new Date();
    const tokens = newTokens(resolved.households.length);
    for (const [index, household] of resolved.households.entries()) {
      const id = randomUUID();
      const address = addressFields(household.address);
      householdRows.push([
        id,
        household.name,
        household.mailingName,
        household.note,
        tokens[index],
        address.addressLine1,
        address.addressLine2,
        address.city,
        address.state,
        address.postalCode,
        address.country,
        household.address ? now.toISOString() : null,
      ]);
      for (const guest of household.guests) guestRows.push(guestRow(id, guest, invitationsOf(guest)));
    }
    for (const join of resolved.joins) guestRows.push(guestRow(join.householdId, join.guest, invitationsOf(join.guest)));
    mark("rows_built");
    await insertRows(tx, "guest_households", HOUSEHOLD_COLUMNS, householdRows, { couple_id: coupleId });
    mark("households_inserted");
    await insertRows(tx, "guests", GUEST_COLUMNS, guestRows, { couple_id: coupleId });
    mark("guests_inserted");

    const updating = resolved.updates.length
      ? await tx
          .select({ id: guests.id, tags: guests.tags, invitations: guests.invitations })
          .from(guests)
          .where(and(eq(guests.coupleId, coupleId), inArray(guests.id, resolved.updates.map((update) => update.guestId))))
      : [];
    const before = new Map(updating.map((guest) => [guest.id, guest]));
    for (const update of resolved.updates) {
      const current = before.get(update.guestId);
      if (!current) continue;
      const answers: GuestInvitations = { ...current.invitations };
      for (const [event, status] of Object.entries(update.guest.eventRsvps)) {
        const eventId = eventIds.get(event.toLowerCase())!;
        answers[eventId] = { ...answers[eventId], status };
      }
      await updateGuest(tx, update.guestId, update.guest, current.tags, answers);
      // The file's address and envelope line replace the household's; a file without them leaves them be.
      const household = {
        ...(update.address?.line1 ? { ...addressFields(update.address), addressSource: "couple" as const, addressUpdatedAt: now } : {}),
        ...(update.mailingName ? { mailingName: update.mailingName } : {}),
      };
      if (update.householdId && Object.keys(household).length > 0) {
        await tx
          .update(guestHouseholds)
          .set({ ...household, updatedAt: now })
          .where(and(eq(guestHouseholds.id, update.householdId), eq(guestHouseholds.coupleId, coupleId)));
      }
    }
    const imported = guestRows.length + resolved.updates.length;
    if (imported > 0) await recordActivity(tx, access, { kind: "guests-imported", subject: "", count: imported });
    return {
      warnings: plan.counts.warnings,
      householdsCreated: householdRows.length,
      guestsCreated: guestRows.length,
      guestsUpdated: resolved.updates.length,
      skipped: resolved.skipped,
      eventsCreated,
    };
  }));
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

/** Update: the file's non-blank values replace the guest's; tags are added to theirs; per-event answers replace those events'. */
async function updateGuest(tx: Transaction, guestId: string, guest: PlannedGuest, tags: string[], invitations: GuestInvitations): Promise<void> {
  const fields = storedOf(guest);
  const set: Partial<typeof guests.$inferInsert> = { updatedAt: new Date() };
  if (fields.email) set.email = fields.email;
  if (fields.phone) set.phone = fields.phone;
  if (guest.side) set.side = fields.side;
  if (guest.typeGiven) set.guestType = fields.guestType;
  if (guest.rsvp) set.rsvpStatus = guest.rsvp;
  if (fields.mealChoice) set.mealChoice = fields.mealChoice;
  if (fields.dietaryNeeds) set.dietaryNeeds = fields.dietaryNeeds;
  if (fields.notes) set.notes = fields.notes;
  if (fields.tableAssignment) set.tableAssignment = fields.tableAssignment;
  if (guest.plusOneAllowed !== null) set.plusOneAllowed = guest.plusOneAllowed;
  if (fields.plusOneName) set.plusOneName = fields.plusOneName;
  if (fields.tags.length > 0) set.tags = [...new Set([...tags, ...fields.tags])].slice(0, 20);
  if (Object.keys(guest.eventRsvps).length > 0) {
    set.invitations = invitations;
    // The overall answer follows the per-event ones (domain/guests.ts overallRsvpStatus).
    set.rsvpStatus = overallRsvpStatus(Object.values(invitations).map((answer) => answer.status));
  }
  await tx.update(guests).set(set).where(eq(guests.id, guestId));
}
