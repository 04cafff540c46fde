import { eq, sql } from "drizzle-orm";
import { DEFAULT_TOURING_HOURS, effectiveTouringHours, type SetTouringHoursInput } from "../../../../domain/touring-hours.ts";
import { venues } from "../../../db/schema/index.ts";
import type { VenueRow } from "../../venues/index.ts";
import { venueSummary } from "../service.ts";
import type { TourDeps } from "./deps.ts";

function hoursView(venue: VenueRow) {
  return {
    venue: venueSummary(venue),
    hours: effectiveTouringHours(venue.touringHours),
    /** False while the venue runs on the default hours. */
    custom: venue.touringHours !== null,
    defaultHours: DEFAULT_TOURING_HOURS,
  };
}

/** An owned venue's touring hours (the default until the owner sets their own). */
export function getTouringHours(venue: VenueRow) {
  return hoursView(venue);
}

/**
 * Sets an owned venue's touring hours, or with null goes back to the default. Requests and proposals
 * already made keep their times: the hours judge only new ones.
 */
export async function setTouringHours(deps: TourDeps, venue: VenueRow, input: SetTouringHoursInput) {
  const [updated] = await deps.db
    .update(venues)
    .set({ touringHours: input.hours, updatedAt: sql`now()` })
    .where(eq(venues.id, venue.id))
    .returning();
  return hoursView(updated ?? venue);
}
