import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { contributorProfiles, timelines, timelineTasks } from "../../../db/schema/index.ts";
import { ApiError } from "../../../http/errors.ts";
import type { PlanningAccess } from "../../../http/policy.ts";
import { readContributorPermissions } from "../../../../domain/contributors.ts";

type Reader = Pick<Database, "select">;

/** A master-timeline checklist item as a task shows it. */
export interface TimelineItemView {
  id: string;
  title: string;
  dueDate: string;
  done: boolean;
}

/**
 * Whether the caller may see the couple's master timeline: a task's linked item is shown (and items are
 * offered to link) only to the couple and helpers with the timeline area, so the tasks board never leaks
 * a checklist the couple kept from someone.
 */
export async function seesTimeline(db: Reader, access: PlanningAccess): Promise<boolean> {
  if (access.as !== "contributor" || !access.helperId) return true;
  const [row] = await db
    .select({ permissions: contributorProfiles.permissions })
    .from(contributorProfiles)
    .where(and(eq(contributorProfiles.userId, access.helperId), eq(contributorProfiles.coupleId, access.coupleId)))
    .limit(1);
  return row !== undefined && readContributorPermissions(row.permissions).timeline !== "none";
}

const itemColumns = { id: timelineTasks.id, title: timelineTasks.title, dueDate: timelineTasks.dueDate, doneAt: timelineTasks.doneAt };
const toView = (row: { id: string; title: string; dueDate: string; doneAt: Date | null }): TimelineItemView => ({ id: row.id, title: row.title, dueDate: row.dueDate, done: row.doneAt !== null });

/** The couple's checklist items by due date (what a task can link to), at most `limit`. */
export async function timelineItemsOf(db: Reader, coupleId: string, limit = 500): Promise<TimelineItemView[]> {
  const rows = await db
    .select(itemColumns)
    .from(timelineTasks)
    .innerJoin(timelines, eq(timelines.id, timelineTasks.timelineId))
    .where(eq(timelines.coupleId, coupleId))
    .orderBy(asc(timelineTasks.dueDate), asc(timelineTasks.createdAt))
    .limit(limit);
  return rows.map(toView);
}

/** These items, when they are the couple's. */
export async function timelineItemsById(db: Reader, coupleId: string, ids: string[]): Promise<Map<string, TimelineItemView>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(itemColumns)
    .from(timelineTasks)
    .innerJoin(timelines, eq(timelines.id, timelineTasks.timelineId))
    .where(and(eq(timelines.coupleId, coupleId), inArray(timelineTasks.id, [...new Set(ids)])));
  return new Map(rows.map((row) => [row.id, toView(row)]));
}

/** A link must name one of the couple's own checklist items, chosen by someone who can see them. */
export async function checkTimelineLink(db: Reader, access: PlanningAccess, timelineTaskId: string | null): Promise<void> {
  if (timelineTaskId === null) return;
  const found = (await seesTimeline(db, access)) && (await timelineItemsById(db, access.coupleId, [timelineTaskId])).has(timelineTaskId);
  if (!found) {
    throw new ApiError(400, "invalid_input", "Link the task to an item of the couple's master timeline.", { timelineTaskId: ["Choose an item from the master timeline."] });
  }
}
