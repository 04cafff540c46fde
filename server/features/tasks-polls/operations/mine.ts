import { and, eq, isNull, sql } from "drizzle-orm";
import { readContributorPermissions } from "../../../../domain/contributors.ts";
import { isOverdue } from "../../../../domain/tasks-polls.ts";
import type { Principal } from "../../../auth/principal.ts";
import { contributorProfiles, planningTasks } from "../../../db/schema/index.ts";
import type { TasksPollsDeps } from "../deps.ts";
import { peopleOf } from "./people.ts";

/**
 * The open tasks given to me, on my own planning and on each couple I help, for the contributor
 * dashboard. A couple's tasks show only while my grant still shows their planning chat's area.
 */
export async function myOpenTasks(deps: TasksPollsDeps, principal: Principal, today: string) {
  const rows = await deps.db
    .select({ id: planningTasks.id, title: planningTasks.title, dueDate: planningTasks.dueDate, coupleId: planningTasks.coupleId, permissions: contributorProfiles.permissions })
    .from(planningTasks)
    .leftJoin(contributorProfiles, and(eq(contributorProfiles.coupleId, planningTasks.coupleId), eq(contributorProfiles.userId, principal.userId)))
    .where(and(eq(planningTasks.assigneeId, principal.userId), isNull(planningTasks.doneAt)))
    .orderBy(sql`${planningTasks.dueDate} asc nulls last`, planningTasks.createdAt)
    .limit(200);
  const visible = rows.filter((row) => row.coupleId === principal.userId || (row.permissions !== null && readContributorPermissions(row.permissions).chat !== "none"));
  const names = new Map<string, string>();
  for (const coupleId of new Set(visible.map((row) => row.coupleId))) names.set(coupleId, (await peopleOf(deps.db, coupleId))[0]?.name ?? "The couple");
  return {
    tasks: visible.map((row) => ({
      id: row.id,
      title: row.title,
      dueDate: row.dueDate,
      overdue: isOverdue({ dueDate: row.dueDate, done: false }, today),
      coupleId: row.coupleId,
      couple: names.get(row.coupleId) ?? "The couple",
      own: row.coupleId === principal.userId,
    })),
  };
}
