import { count, eq, sql } from "drizzle-orm";
import { EVENTS_MAX } from "../../../../domain/timeline.ts";
import { timelineEvents } from "../../../db/schema/index.ts";
import { ApiError } from "../../../http/errors.ts";
import type { PlanningAccess } from "../../../http/policy.ts";
import { loadOwnedEvent, type TimelineDeps } from "../access.ts";
import { eventView } from "../view.ts";
import { ensureTimeline } from "./timeline.ts";
import { recordActivity } from "../../../planning/activity.ts";

export interface EventValues {
  title: string;
  startMinutes: number;
  durationMinutes: number;
  place: string;
  people: string[];
  vendors: string[];
  notes: string;
}

export async function createEvent(deps: TimelineDeps, access: PlanningAccess, input: EventValues) {
  const row = await deps.db.transaction(async (tx) => {
    const timeline = await ensureTimeline(tx, access.coupleId);
    const [n] = await tx.select({ n: count() }).from(timelineEvents).where(eq(timelineEvents.timelineId, timeline.id));
    if ((n?.n ?? 0) >= EVENTS_MAX) throw new ApiError(409, "too_many_events", `A day-of schedule holds up to ${EVENTS_MAX} events.`);
    const [created] = await tx
      .insert(timelineEvents)
      .values({ timelineId: timeline.id, ...input })
      .returning();
    await recordActivity(tx, access, { kind: "timeline-event-added", subject: created!.title, targetId: created!.id });
    return created!;
  });
  return { event: eventView(row) };
}

/** Edits an event; dragging or moving it up or down sends its new start the same way. */
export async function updateEvent(deps: TimelineDeps, access: PlanningAccess, eventId: string, input: EventValues) {
  const row = await deps.db.transaction(async (tx) => {
    const before = await loadOwnedEvent(tx, access.coupleId, eventId);
    const [updated] = await tx
      .update(timelineEvents)
      .set({ ...input, updatedAt: sql`now()` })
      .where(eq(timelineEvents.id, before.id))
      .returning();
    await recordActivity(tx, access, { kind: "timeline-event-edited", subject: updated!.title, targetId: updated!.id });
    return updated!;
  });
  return { event: eventView(row) };
}

export async function deleteEvent(deps: TimelineDeps, access: PlanningAccess, eventId: string) {
  await deps.db.transaction(async (tx) => {
    const event = await loadOwnedEvent(tx, access.coupleId, eventId);
    await tx.delete(timelineEvents).where(eq(timelineEvents.id, event.id));
    await recordActivity(tx, access, { kind: "timeline-event-removed", subject: event.title, targetId: event.id });
  });
  return { deleted: eventId };
}
