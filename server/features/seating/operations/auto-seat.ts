import { and, eq, sql } from "drizzle-orm";
import { autoSeat, type SoftRuleResult } from "../../../../domain/seating-engine.ts";
import type { SeatingPlanView } from "./plan.ts";
import { eventKey, getSeatingPlan, type SeatingDeps } from "./plan.ts";
import { seatingPlans } from "../../../db/schema/index.ts";
import { ApiError } from "../../../http/errors.ts";
import type { PlanningAccess } from "../../../http/policy.ts";

export type AutoSeatOutcome =
  | { ok: true; view: SeatingPlanView; seated: number; unseated: number; soft: SoftRuleResult[]; notes: string[] }
  | { ok: false; conflicts: string[] };

/** The engine's view of a plan's guests. */
export function engineGuests(view: Pick<SeatingPlanView, "guests">) {
  return view.guests.map((guest) => ({ id: guest.id, name: guest.name, householdId: guest.householdId, side: guest.side, child: guest.guestType === "child", accessibilityNeeds: guest.accessibilityNeeds }));
}

/**
 * Auto-seats the saved plan (June's confirmed action; the builder runs the same engine in the browser
 * so the couple sees the chart before saving). Musts that contradict change nothing: 409 naming them.
 */
export async function autoSeatSavedPlan(deps: SeatingDeps, access: PlanningAccess, input: { eventId: string | null; mode: "empty" | "all" }): Promise<AutoSeatOutcome> {
  const view = await getSeatingPlan(deps, access, input.eventId ?? undefined);
  if (!view.saved) throw new ApiError(409, "seating_plan_not_saved", "Save your floor plan first, then auto-seat it.");
  const { plan } = view;
  if (plan.tables.every((table) => table.seats === 0)) throw new ApiError(409, "no_seats", "Your floor plan has no seats yet. Add tables first.");
  const result = autoSeat({ guests: engineGuests(view), tables: plan.tables, fixtures: plan.fixtures, seats: plan.seats, rules: plan.rules, settings: plan.settings, mode: input.mode });
  if (!result.ok) return { ok: false, conflicts: result.conflicts };
  await deps.db
    .update(seatingPlans)
    .set({ seats: result.seats, updatedAt: sql`now()` })
    .where(and(eq(seatingPlans.coupleId, access.coupleId), eq(seatingPlans.eventKey, eventKey(view.eventId))));
  const after = await getSeatingPlan(deps, access, view.eventId ?? undefined);
  return { ok: true, view: after, seated: result.seats.length, unseated: result.unseated.length, soft: result.soft, notes: result.notes };
}
