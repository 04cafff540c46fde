import { and, eq, sql } from "drizzle-orm";
import { EVENT_KIND_LABELS, type EventKind } from "../../../../domain/guests.ts";
import { type SeatingPlan, type SeatingPlanInput, type SeatingSettings, seatingSettingsSchema, suggestLayout } from "../../../../domain/seating.ts";
import type { SeatingGuestView } from "../../../../domain/seating-lists.ts";
import type { AppDeps } from "../../../deps.ts";
import type { Database } from "../../../db/client.ts";
import { seatingPlans } from "../../../db/schema/index.ts";
import { ApiError } from "../../../http/errors.ts";
import type { PlanningAccess } from "../../../http/policy.ts";
import { loadEvents } from "../../guests/index.ts";
import { guestNames, seatingRoster } from "./roster.ts";

export type SeatingDeps = Pick<AppDeps, "db" | "config" | "logger">;
type Reader = Pick<Database, "select" | "execute">;

export interface SeatingEventView {
  id: string;
  name: string;
  kind: EventKind;
  kindLabel: string;
}

export interface SeatingPlanView {
  events: SeatingEventView[];
  eventId: string | null;
  /** Whether the couple has saved this plan (false: a suggested starting layout, not saved yet). */
  saved: boolean;
  updatedAt: string | null;
  plan: SeatingPlan;
  guests: SeatingGuestView[];
  /** Guests who were on the chart and are not on the event's list any more: unseated, named here. */
  notices: string[];
  sharing: boolean;
  /** Whether the caller may change the plan (the couple, or a helper with edit on the guest list). */
  canEdit: boolean;
}

const DEFAULT_ROOM = { width: 80, length: 60 };
export const eventKey = (eventId: string | null) => eventId ?? "all";

const planNotFound = () => new ApiError(404, "event_not_found", "We couldn't find that event in your wedding.");

/** The couple's events, and the one a plan is for: the one asked for, else the reception, else the first, else none. */
async function eventsAndChoice(db: Reader, coupleId: string, eventId: string | undefined | null) {
  const rows = await loadEvents(db, coupleId);
  const events: SeatingEventView[] = rows.map((row) => ({ id: row.id, name: row.name, kind: row.kind as EventKind, kindLabel: EVENT_KIND_LABELS[row.kind as EventKind] ?? row.name }));
  if (eventId) {
    if (!events.some((event) => event.id === eventId)) throw planNotFound();
    return { events, chosen: eventId };
  }
  if (eventId === null) return { events, chosen: null };
  return { events, chosen: (events.find((event) => event.kind === "reception") ?? events[0])?.id ?? null };
}

export async function storedPlan(db: Reader, coupleId: string, eventId: string | null) {
  const [row] = await db
    .select()
    .from(seatingPlans)
    .where(and(eq(seatingPlans.coupleId, coupleId), eq(seatingPlans.eventKey, eventKey(eventId))))
    .limit(1);
  return row;
}

/** The plan as the builder gets it: saved seats of guests no longer on the event's list are dropped and named. */
export async function readPlan(db: Reader, coupleId: string, eventId: string | null, events: SeatingEventView[], canEdit = false): Promise<SeatingPlanView> {
  const row = await storedPlan(db, coupleId, eventId);
  const settings: SeatingSettings = row ? seatingSettingsSchema.parse(row.settings) : seatingSettingsSchema.parse({});
  const guests = await seatingRoster(db, coupleId, eventId, settings.include);
  const onList = new Set(guests.map((guest) => guest.id));
  let plan: SeatingPlan;
  if (row) {
    plan = { eventId, room: row.room, tables: row.tables, fixtures: row.fixtures, seats: row.seats, rules: row.rules, settings };
  } else {
    // Nothing saved yet: a starting layout for the head count, which the couple saves or changes.
    const { layout } = suggestLayout(DEFAULT_ROOM, guests.length);
    plan = { eventId, ...layout, seats: [], rules: [], settings };
  }
  const gone = plan.seats.filter((seat) => !onList.has(seat.guestId));
  const notices: string[] = [];
  if (gone.length > 0) {
    const names = await guestNames(db, coupleId, gone.map((seat) => seat.guestId));
    for (const seat of gone) notices.push(`${names.get(seat.guestId) ?? "A guest"} is no longer on the list for this event, so their seat is free now.`);
    plan = { ...plan, seats: plan.seats.filter((seat) => onList.has(seat.guestId)) };
  }
  return { events, eventId, saved: Boolean(row), updatedAt: row?.updatedAt.toISOString() ?? null, plan, guests, notices, sharing: Boolean(row?.shareTokenHash), canEdit };
}

export async function getSeatingPlan(deps: SeatingDeps, access: PlanningAccess, eventId: string | undefined) {
  const { events, chosen } = await eventsAndChoice(deps.db, access.coupleId, eventId);
  return readPlan(deps.db, access.coupleId, chosen, events, access.level === "edit");
}

/**
 * Saves the whole plan (one row: atomic). Seats of guests who are not on the event's list any more are
 * dropped and named in the answer's notices rather than refused, so a save never loses the rest.
 */
export async function saveSeatingPlan(deps: SeatingDeps, access: PlanningAccess, input: SeatingPlanInput) {
  const { events, chosen } = await eventsAndChoice(deps.db, access.coupleId, input.eventId);
  const guests = await seatingRoster(deps.db, access.coupleId, chosen, input.settings.include);
  const onList = new Set(guests.map((guest) => guest.id));
  const seats = input.seats.filter((seat) => onList.has(seat.guestId));
  const rules = input.rules.map((rule) => ({ ...rule, guestIds: rule.guestIds.filter((id) => onList.has(id)) })).filter((rule) => rule.guestIds.length > 0);
  const values = { room: input.room, tables: input.tables, fixtures: input.fixtures, seats, rules, settings: input.settings };
  await deps.db
    .insert(seatingPlans)
    .values({ coupleId: access.coupleId, eventKey: eventKey(chosen), ...values })
    .onConflictDoUpdate({ target: [seatingPlans.coupleId, seatingPlans.eventKey], set: { ...values, updatedAt: sql`now()` } });
  const view = await readPlan(deps.db, access.coupleId, chosen, events, true);
  const dropped = input.seats.length - seats.length;
  if (dropped > 0) view.notices.push(`${dropped === 1 ? "1 guest is" : `${dropped} guests are`} no longer on the list for this event, so we left ${dropped === 1 ? "their seat" : "their seats"} empty.`);
  return view;
}
