import { and, count, eq } from "drizzle-orm";
import { TASKS_MAX, type taskSchema, type taskUpdateSchema } from "../../../../domain/tasks-polls.ts";
import type { z } from "zod";
import type { Principal } from "../../../auth/principal.ts";
import { planningTasks } from "../../../db/schema/index.ts";
import { ApiError } from "../../../http/errors.ts";
import type { PlanningAccess } from "../../../http/policy.ts";
import type { TasksPollsDeps } from "../deps.ts";
import { loadCoupleTask } from "../rows.ts";
import { checkAssignee } from "./people.ts";
import { checkTimelineLink } from "./timeline-items.ts";
import { recordActivity } from "../../../planning/activity.ts";

type TaskRow = typeof planningTasks.$inferSelect;
const taskAnswer = (row: TaskRow) => ({ id: row.id, title: row.title, assigneeId: row.assigneeId, dueDate: row.dueDate, timelineTaskId: row.timelineTaskId, done: row.doneAt !== null });

/** Adds a task for the couple or one of their helpers (one transaction with the count that bounds it). */
export async function createTask(deps: TasksPollsDeps, principal: Principal, access: PlanningAccess, input: z.output<typeof taskSchema>) {
  return deps.db.transaction(async (tx) => {
    await checkAssignee(tx, access.coupleId, input.assigneeId);
    await checkTimelineLink(tx, access, input.timelineTaskId);
    const [existing] = await tx.select({ n: count() }).from(planningTasks).where(eq(planningTasks.coupleId, access.coupleId));
    if ((existing?.n ?? 0) >= TASKS_MAX) throw new ApiError(409, "tasks_full", `A couple can keep up to ${TASKS_MAX} tasks. Delete some finished ones first.`);
    const [row] = await tx
      .insert(planningTasks)
      .values({ coupleId: access.coupleId, title: input.title, assigneeId: input.assigneeId, dueDate: input.dueDate, timelineTaskId: input.timelineTaskId, createdBy: principal.userId })
      .returning();
    return taskAnswer(row!);
  });
}

/** Changes a task's title, assignee, due date, timeline link or done state (who ticked it off is kept). */
export async function updateTask(deps: TasksPollsDeps, principal: Principal, access: PlanningAccess, taskId: string, input: z.output<typeof taskUpdateSchema>) {
  return deps.db.transaction(async (tx) => {
    const task = await loadCoupleTask(tx, access.coupleId, taskId);
    if (input.assigneeId !== undefined) await checkAssignee(tx, access.coupleId, input.assigneeId);
    if (input.timelineTaskId !== undefined && input.timelineTaskId !== task.timelineTaskId) await checkTimelineLink(tx, access, input.timelineTaskId);
    const ticked = input.done === true && task.doneAt === null;
    const doneAt = input.done === undefined ? task.doneAt : input.done ? (task.doneAt ?? new Date()) : null;
    const [row] = await tx
      .update(planningTasks)
      .set({
        title: input.title ?? task.title,
        assigneeId: input.assigneeId === undefined ? task.assigneeId : input.assigneeId,
        dueDate: input.dueDate === undefined ? task.dueDate : input.dueDate,
        timelineTaskId: input.timelineTaskId === undefined ? task.timelineTaskId : input.timelineTaskId,
        doneAt,
        doneBy: doneAt === null ? null : ticked ? principal.userId : task.doneBy,
      })
      .where(and(eq(planningTasks.id, taskId), eq(planningTasks.coupleId, access.coupleId)))
      .returning();
    // The couple's activity feed (decision 059) shows a shared task finished or reopened.
    if ((task.doneAt === null) !== (doneAt === null)) await recordActivity(tx, access, { kind: doneAt ? "shared-task-done" : "shared-task-reopened", subject: row!.title, targetId: row!.id });
    return taskAnswer(row!);
  });
}

/** Deletes a task (and its comments): the couple may delete any; a helper only the ones they added. */
export async function deleteTask(deps: TasksPollsDeps, principal: Principal, access: PlanningAccess, taskId: string) {
  const task = await loadCoupleTask(deps.db, access.coupleId, taskId);
  if (access.as !== "couple" && task.createdBy !== principal.userId) {
    throw new ApiError(403, "not_your_task", "Only the couple or the person who added this task can delete it.");
  }
  await deps.db.delete(planningTasks).where(and(eq(planningTasks.id, taskId), eq(planningTasks.coupleId, access.coupleId)));
  return { deleted: true as const };
}
