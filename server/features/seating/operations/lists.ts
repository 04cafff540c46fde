import { zonedDate } from "../../../../domain/dates.ts";
import { catererCsv, catererSheet } from "../../../../domain/seating-lists.ts";
import type { PlanningAccess } from "../../../http/policy.ts";
import { getSeatingPlan, type SeatingDeps } from "./plan.ts";

/** The caterer's sheet as a CSV file: guests, meals and dietary needs per table, with totals. */
export async function catererSheetCsv(deps: SeatingDeps, access: PlanningAccess, eventId: string | undefined) {
  const view = await getSeatingPlan(deps, access, eventId);
  const event = view.events.find((candidate) => candidate.id === view.eventId);
  const slug = (event?.name ?? "wedding").toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "wedding";
  return {
    filename: `serviceberry-caterer-sheet-${slug}-${zonedDate(new Date(), "America/New_York")}.csv`,
    csv: catererCsv(catererSheet(view.plan.tables, view.plan.seats, view.guests)),
  };
}
