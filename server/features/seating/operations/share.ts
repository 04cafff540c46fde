import { createHash, randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { seatingPlans } from "../../../db/schema/index.ts";
import { ApiError } from "../../../http/errors.ts";
import type { PlanningAccess } from "../../../http/policy.ts";
import { catererSheet, seatCards } from "../../../../domain/seating-lists.ts";
import { eventKey, getSeatingPlan, readPlan, type SeatingDeps } from "./plan.ts";
import { loadEvents } from "../../guests/index.ts";
import { EVENT_KIND_LABELS, type EventKind } from "../../../../domain/guests.ts";

/** Only the token's SHA-256 is stored: a copy of the database opens no chart. */
const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * A read-only link for the venue and the planner: 24 random bytes (192 bits), shown once. It follows the
 * plan (it reads the saved plan each time); a new link replaces the old one, and revoking ends it.
 */
export async function createSeatingShare(deps: SeatingDeps, access: PlanningAccess, eventId: string | null) {
  const view = await getSeatingPlan(deps, access, eventId ?? undefined);
  if (!view.saved) throw new ApiError(409, "seating_plan_not_saved", "Save your floor plan first, then share it.");
  const token = randomBytes(24).toString("base64url");
  await deps.db
    .update(seatingPlans)
    .set({ shareTokenHash: hashToken(token), updatedAt: sql`now()` })
    .where(and(eq(seatingPlans.coupleId, access.coupleId), eq(seatingPlans.eventKey, eventKey(view.eventId))));
  return { token, path: `/floor-plan-builder/shared/${token}` };
}

export async function revokeSeatingShare(deps: SeatingDeps, access: PlanningAccess, eventId: string | undefined) {
  const view = await getSeatingPlan(deps, access, eventId);
  const updated = await deps.db
    .update(seatingPlans)
    .set({ shareTokenHash: null })
    .where(and(eq(seatingPlans.coupleId, access.coupleId), eq(seatingPlans.eventKey, eventKey(view.eventId)), sql`${seatingPlans.shareTokenHash} is not null`))
    .returning({ id: seatingPlans.id });
  if (updated.length === 0) throw new ApiError(404, "share_not_found", "This floor plan has no share link to turn off.");
  return { revoked: true };
}

/** What the link shows: the room, tables and who sits where with meals (no contact details, no rules). */
export async function readSharedSeating(deps: SeatingDeps, token: string) {
  const [row] = await deps.db.select({ coupleId: seatingPlans.coupleId, eventKey: seatingPlans.eventKey }).from(seatingPlans).where(eq(seatingPlans.shareTokenHash, hashToken(token))).limit(1);
  if (!row) throw new ApiError(404, "share_link_not_found", "This link doesn't open a floor plan anymore. Ask the couple for a new one.");
  const events = await loadEvents(deps.db, row.coupleId);
  const eventId = row.eventKey === "all" ? null : row.eventKey;
  const view = await readPlan(deps.db, row.coupleId, eventId, []);
  const event = events.find((candidate) => candidate.id === eventId);
  return {
    eventName: event ? event.name || EVENT_KIND_LABELS[event.kind as EventKind] : "Wedding",
    room: view.plan.room,
    tables: view.plan.tables,
    fixtures: view.plan.fixtures,
    // Which seats are taken, for the plan's dots; who sits there is on the caterer's sheet.
    seats: view.plan.seats.map((seat) => ({ tableId: seat.tableId, seat: seat.seat })),
    cards: seatCards(view.plan.tables, view.plan.seats, view.guests),
    caterer: catererSheet(view.plan.tables, view.plan.seats, view.guests),
  };
}
