import { and, asc, count, desc, eq, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import { dueDateFor, TASKS_MAX, type TaskValues } from "../../../../domain/timeline.ts";
import { timelines, timelineTasks } from "../../../db/schema/index.ts";
import { ApiError } from "../../../http/errors.ts";
import type { PlanningAccess } from "../../../http/policy.ts";
import { loadOwnedTask, type TimelineDeps } from "../access.ts";
import { taskView, weddingOf } from "../view.ts";
import { ensureTimeline, weddingDateNeeded } from "./timeline.ts";
import type { Database } from "../../../db/client.ts";
import { recordActivity } from "../../../planning/activity.ts";

/** The due date a task's input means: relative to the wedding date, or the fixed date given. */
async function dueDateOf(db: Pick<Database, "select">, coupleId: string, input: TaskValues): Promise<string> {
  if (input.offsetDays !== null) {
    const { weddingDate } = await weddingOf(db, coupleId);
    if (!weddingDate) throw weddingDateNeeded();
    return dueDateFor(weddingDate, input.offsetDays);
  }
  if (!input.dueDate) throw new ApiError(400, "invalid_input", "dueDate: Choose a due date.", { dueDate: ["Choose a due date."] });
  return input.dueDate;
}

const columns = (input: TaskValues, dueDate: string) => ({
  title: input.title,
  notes: input.notes,
  offsetDays: input.offsetDays,
  dueDate,
  assignee: input.assignee,
});

export async function createTask(deps: TimelineDeps, access: PlanningAccess, input: TaskValues) {
  const row = await deps.db.transaction(async (tx) => {
    const dueDate = await dueDateOf(tx, access.coupleId, input);
    const timeline = await ensureTimeline(tx, access.coupleId);
    const [n] = await tx.select({ n: count() }).from(timelineTasks).where(eq(timelineTasks.timelineId, timeline.id));
    if ((n?.n ?? 0) >= TASKS_MAX) throw new ApiError(409, "too_many_tasks", `A timeline holds up to ${TASKS_MAX} tasks. Remove some first.`);
    const [created] = await tx
      .insert(timelineTasks)
      .values({ timelineId: timeline.id, ...columns(input, dueDate), doneAt: input.done ? new Date() : null })
      .returning();
    await recordActivity(tx, access, { kind: "timeline-task-added", subject: created!.title, targetId: created!.id });
    return created!;
  });
  return { task: taskView(row) };
}

export async function updateTask(deps: TimelineDeps, access: PlanningAccess, taskId: string, input: TaskValues) {
  const row = await deps.db.transaction(async (tx) => {
    const before = await loadOwnedTask(tx, access.coupleId, taskId);
    const dueDate = await dueDateOf(tx, access.coupleId, input);
    const doneAt = input.done ? (before.doneAt ?? new Date()) : null;
    const [updated] = await tx
      .update(timelineTasks)
      .set({ ...columns(input, dueDate), doneAt, updatedAt: sql`now()` })
      .where(eq(timelineTasks.id, before.id))
      .returning();
    const kind = (before.doneAt === null) === (doneAt === null) ? "timeline-task-edited" : doneAt ? "timeline-task-done" : "timeline-task-reopened";
    await recordActivity(tx, access, { kind, subject: updated!.title, targetId: updated!.id });
    return updated!;
  });
  return { task: taskView(row) };
}

export async function setTaskDone(deps: TimelineDeps, access: PlanningAccess, taskId: string, done: boolean) {
  const row = await deps.db.transaction(async (tx) => {
    const before = await loadOwnedTask(tx, access.coupleId, taskId);
    const [updated] = await tx
      .update(timelineTasks)
      .set({ doneAt: done ? (before.doneAt ?? new Date()) : null, updatedAt: sql`now()` })
      .where(eq(timelineTasks.id, before.id))
      .returning();
    // Ticking a box already ticked changes nothing, so the feed says nothing.
    if ((before.doneAt !== null) !== done) await recordActivity(tx, access, { kind: done ? "timeline-task-done" : "timeline-task-reopened", subject: updated!.title, targetId: updated!.id });
    return updated!;
  });
  return { task: taskView(row) };
}

/** Moves a task to a fixed due date (June's "move the cake tasting to friday"); it no longer follows the wedding date. */
export async function setTaskDueDate(deps: TimelineDeps, access: PlanningAccess, taskId: string, dueDate: string) {
  const row = await deps.db.transaction(async (tx) => {
    const before = await loadOwnedTask(tx, access.coupleId, taskId);
    const [updated] = await tx.update(timelineTasks).set({ dueDate, offsetDays: null, updatedAt: sql`now()` }).where(eq(timelineTasks.id, before.id)).returning();
    if (before.dueDate !== dueDate) await recordActivity(tx, access, { kind: "timeline-task-edited", subject: updated!.title, targetId: updated!.id });
    return updated!;
  });
  return { task: taskView(row) };
}

export async function deleteTask(deps: TimelineDeps, access: PlanningAccess, taskId: string) {
  await deps.db.transaction(async (tx) => {
    const task = await loadOwnedTask(tx, access.coupleId, taskId);
    await tx.delete(timelineTasks).where(eq(timelineTasks.id, task.id));
    await recordActivity(tx, access, { kind: "timeline-task-removed", subject: task.title, targetId: task.id });
  });
  return { deleted: taskId };
}

/** The couple's tasks, open or checked off, in the order given (none when they have no timeline yet). */
function coupleTasks(db: TimelineDeps["db"], coupleId: string, done: boolean, order: SQL[], limit: number) {
  return db
    .select({ id: timelineTasks.id, title: timelineTasks.title, dueDate: timelineTasks.dueDate })
    .from(timelineTasks)
    .innerJoin(timelines, eq(timelines.id, timelineTasks.timelineId))
    .where(and(eq(timelines.coupleId, coupleId), done ? isNotNull(timelineTasks.doneAt) : isNull(timelineTasks.doneAt)))
    .orderBy(...order)
    .limit(limit);
}

/** The couple's most recently checked-off tasks (June answers "did we do the tour?" from them). */
export async function doneTasks(deps: Pick<TimelineDeps, "db">, coupleId: string, limit: number) {
  return coupleTasks(deps.db, coupleId, true, [desc(timelineTasks.doneAt)], limit);
}

/** The couple's open tasks, earliest due first. */
export async function openTasks(deps: Pick<TimelineDeps, "db">, coupleId: string, limit: number) {
  return coupleTasks(deps.db, coupleId, false, [asc(timelineTasks.dueDate), asc(timelineTasks.title)], limit);
}
