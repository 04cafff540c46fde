import { and, desc, eq, gt, isNotNull } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../../../db/client.ts";
import { planningTaskComments, planningTasks } from "../../../db/schema/index.ts";

type Reader = Pick<Database, "select">;

/** Something that happened to a shared task, for the couple's activity feed: who, what, when and where it is. */
export interface TaskEvent {
  kind: "task-added" | "task-done" | "task-commented";
  taskId: string;
  title: string;
  /** Who did it (null once their account is gone). */
  actorId: string | null;
  at: Date;
  /** The page that shows the task (the couple's own view of it). */
  href: string;
}

const HREF = "/planning/tasks-polls";

/**
 * The couple's latest task events, newest first: tasks added, ticked off and commented on (at most `limit`,
 * optionally only after `since`). Read by the activity feed; tasks deleted since leave no event.
 */
export async function taskEventsOf(db: Reader, coupleId: string, options: { since?: Date; limit?: number } = {}): Promise<TaskEvent[]> {
  const limit = Math.min(Math.max(options.limit ?? 50, 1), 200);
  const after = (column: PgColumn) => (options.since ? gt(column, options.since) : undefined);
  const [added, done, commented] = await Promise.all([
    db
      .select({ taskId: planningTasks.id, title: planningTasks.title, actorId: planningTasks.createdBy, at: planningTasks.createdAt })
      .from(planningTasks)
      .where(and(eq(planningTasks.coupleId, coupleId), after(planningTasks.createdAt)))
      .orderBy(desc(planningTasks.createdAt))
      .limit(limit),
    db
      .select({ taskId: planningTasks.id, title: planningTasks.title, actorId: planningTasks.doneBy, at: planningTasks.doneAt })
      .from(planningTasks)
      .where(and(eq(planningTasks.coupleId, coupleId), isNotNull(planningTasks.doneAt), after(planningTasks.doneAt)))
      .orderBy(desc(planningTasks.doneAt))
      .limit(limit),
    db
      .select({ taskId: planningTasks.id, title: planningTasks.title, actorId: planningTaskComments.authorId, at: planningTaskComments.createdAt })
      .from(planningTaskComments)
      .innerJoin(planningTasks, eq(planningTasks.id, planningTaskComments.taskId))
      .where(and(eq(planningTaskComments.coupleId, coupleId), after(planningTaskComments.createdAt)))
      .orderBy(desc(planningTaskComments.createdAt))
      .limit(limit),
  ]);
  const events: TaskEvent[] = [
    ...added.map((row) => ({ kind: "task-added" as const, ...row, href: HREF })),
    ...done.flatMap((row) => (row.at ? [{ kind: "task-done" as const, ...row, at: row.at, href: HREF }] : [])),
    ...commented.map((row) => ({ kind: "task-commented" as const, ...row, href: HREF })),
  ];
  return events.sort((a, b) => b.at.getTime() - a.at.getTime()).slice(0, limit);
}
