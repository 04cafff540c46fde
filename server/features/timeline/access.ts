import { and, eq } from "drizzle-orm";
import { grants, readContributorPermissions } from "../../../domain/contributors.ts";
import { timelineByIdParamSchema } from "../../../domain/timeline.ts";
import type { AppDeps } from "../../deps.ts";
import type { Database } from "../../db/client.ts";
import { contributorProfiles, timelineEvents, timelines, timelineTasks } from "../../db/schema/index.ts";
import { ApiError } from "../../http/errors.ts";
import { defineResource } from "../../http/policy.ts";

export type TimelineDeps = Pick<AppDeps, "db" | "config" | "logger">;
export type TimelineRow = typeof timelines.$inferSelect;
export type TaskRow = typeof timelineTasks.$inferSelect;
export type EventRow = typeof timelineEvents.$inferSelect;
type Reader = Pick<Database, "select">;

export const timelineNotFound = () => new ApiError(404, "timeline_not_found", "We couldn't find that timeline.");
export const taskNotFound = () => new ApiError(404, "task_not_found", "We couldn't find that task on this timeline.");
export const eventNotFound = () => new ApiError(404, "event_not_found", "We couldn't find that event on this timeline.");

export async function loadTimelineOf(db: Reader, coupleId: string): Promise<TimelineRow | undefined> {
  const [row] = await db.select().from(timelines).where(eq(timelines.coupleId, coupleId)).limit(1);
  return row;
}

/** A task of this couple's timeline; anyone else's (or none) is the same 404, so ids can't be probed. */
export async function loadOwnedTask(db: Reader, coupleId: string, taskId: string): Promise<TaskRow> {
  const [row] = await db
    .select({ task: timelineTasks })
    .from(timelineTasks)
    .innerJoin(timelines, eq(timelines.id, timelineTasks.timelineId))
    .where(and(eq(timelineTasks.id, taskId), eq(timelines.coupleId, coupleId)))
    .limit(1);
  if (!row) throw taskNotFound();
  return row.task;
}

export async function loadOwnedEvent(db: Reader, coupleId: string, eventId: string): Promise<EventRow> {
  const [row] = await db
    .select({ event: timelineEvents })
    .from(timelineEvents)
    .innerJoin(timelines, eq(timelines.id, timelineEvents.timelineId))
    .where(and(eq(timelineEvents.id, eventId), eq(timelines.coupleId, coupleId)))
    .limit(1);
  if (!row) throw eventNotFound();
  return row.event;
}

/**
 * A timeline by its id (the worksheet and the phone view): its couple, and the helpers the couple
 * granted at least view on the timeline, may read it; anyone else gets the 404 of a missing one.
 */
export const timelineResource = defineResource<{ timeline: TimelineRow; readers: string[] }>({
  name: "timeline",
  owners: "its couple and the helpers they share the timeline with",
  idSchema: timelineByIdParamSchema.shape.timelineId,
  load: async (db, id) => {
    const [timeline] = await db.select().from(timelines).where(eq(timelines.id, id)).limit(1);
    if (!timeline) return undefined;
    const helpers = await db.select().from(contributorProfiles).where(eq(contributorProfiles.coupleId, timeline.coupleId));
    const readers = helpers.filter((h) => grants(readContributorPermissions(h.permissions), "timeline", "view")).map((h) => h.userId);
    return { timeline, readers: [timeline.coupleId, ...readers] };
  },
  ownerIds: ({ readers }) => readers,
  notFound: timelineNotFound,
});
