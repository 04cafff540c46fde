import { asc, eq, and, isNull, desc } from "drizzle-orm";
import { zonedDate } from "../../../domain/dates.ts";
import { TIMELINE_TIME_ZONE } from "../../../domain/timeline.ts";
import type { Database } from "../../db/client.ts";
import { timelineEvents, timelineShares, timelineTasks, timelines } from "../../db/schema/index.ts";
import type { EventRow, TaskRow } from "./access.ts";
import { readCoupleProfile, weddingView, type WeddingView } from "../account/planning.ts";

type Reader = Pick<Database, "select">;

export interface TaskView {
  id: string;
  title: string;
  notes: string;
  dueDate: string;
  offsetDays: number | null;
  assignee: string;
  done: boolean;
}

export interface EventView {
  id: string;
  title: string;
  startMinutes: number;
  durationMinutes: number;
  place: string;
  people: string[];
  vendors: string[];
  notes: string;
}

export type { WeddingView } from "../account/planning.ts";

export const taskView = (row: TaskRow): TaskView => ({
  id: row.id,
  title: row.title,
  notes: row.notes,
  dueDate: row.dueDate,
  offsetDays: row.offsetDays,
  assignee: row.assignee,
  done: row.doneAt !== null,
});

export const eventView = (row: EventRow): EventView => ({
  id: row.id,
  title: row.title,
  startMinutes: row.startMinutes,
  durationMinutes: row.durationMinutes,
  place: row.place,
  people: row.people,
  vendors: row.vendors,
  notes: row.notes,
});

export async function weddingOf(db: Reader, coupleId: string): Promise<WeddingView> {
  return weddingView(await readCoupleProfile(db, coupleId));
}

export async function tasksOf(db: Reader, timelineId: string): Promise<TaskView[]> {
  const rows = await db.select().from(timelineTasks).where(eq(timelineTasks.timelineId, timelineId)).orderBy(asc(timelineTasks.dueDate), asc(timelineTasks.createdAt), asc(timelineTasks.title));
  return rows.map(taskView);
}

export async function eventsOf(db: Reader, timelineId: string): Promise<EventView[]> {
  const rows = await db.select().from(timelineEvents).where(eq(timelineEvents.timelineId, timelineId)).orderBy(asc(timelineEvents.startMinutes), asc(timelineEvents.durationMinutes), asc(timelineEvents.title));
  return rows.map(eventView);
}

/** The couple's day-of schedule (empty without a timeline): what the wedding website reads its times from. */
export async function dayOfEventsOfCouple(db: Reader, coupleId: string): Promise<EventView[]> {
  const rows = await db
    .select({ event: timelineEvents })
    .from(timelineEvents)
    .innerJoin(timelines, eq(timelines.id, timelineEvents.timelineId))
    .where(eq(timelines.coupleId, coupleId))
    .orderBy(asc(timelineEvents.startMinutes), asc(timelineEvents.title));
  return rows.map((r) => eventView(r.event));
}

export async function sharesOf(db: Reader, timelineId: string) {
  const rows = await db
    .select({ id: timelineShares.id, label: timelineShares.label, createdAt: timelineShares.createdAt })
    .from(timelineShares)
    .where(and(eq(timelineShares.timelineId, timelineId), isNull(timelineShares.revokedAt)))
    .orderBy(desc(timelineShares.createdAt));
  return rows.map((r) => ({ id: r.id, label: r.label, createdAt: r.createdAt.toISOString() }));
}

/** Today on Eastern time, so the page and the server agree on what is overdue. */
export const todayForTimeline = () => zonedDate(new Date(), TIMELINE_TIME_ZONE);

/** A whole timeline as its planners see it. */
export async function timelineView(db: Reader, coupleId: string, timeline: typeof timelines.$inferSelect | undefined, options: { shares: boolean }) {
  const wedding = await weddingOf(db, coupleId);
  const [tasks, events, shares] = timeline
    ? await Promise.all([tasksOf(db, timeline.id), eventsOf(db, timeline.id), options.shares ? sharesOf(db, timeline.id) : Promise.resolve([])])
    : [[], [], []];
  const summary: { id: string; templateId: string | null } | null = timeline ? { id: timeline.id, templateId: timeline.templateId } : null;
  return { wedding, today: todayForTimeline(), timeline: summary, tasks, events, shares };
}
