import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { planningPolls, planningTasks } from "../../db/schema/index.ts";
import { ApiError } from "../../http/errors.ts";

type Reader = Pick<Database, "select">;

export const taskNotFound = () => new ApiError(404, "task_not_found", "We couldn't find that task.");
export const pollNotFound = () => new ApiError(404, "poll_not_found", "We couldn't find that poll.");

/** Owner-of-row: a task of this couple's; anyone else's (or none) is a 404. */
export async function loadCoupleTask(db: Reader, coupleId: string, taskId: string) {
  const [row] = await db
    .select()
    .from(planningTasks)
    .where(and(eq(planningTasks.id, taskId), eq(planningTasks.coupleId, coupleId)))
    .limit(1);
  if (!row) throw taskNotFound();
  return row;
}

/** Owner-of-row: a poll of this couple's; anyone else's (or none) is a 404. */
export async function loadCouplePoll(db: Reader, coupleId: string, pollId: string) {
  const [row] = await db
    .select()
    .from(planningPolls)
    .where(and(eq(planningPolls.id, pollId), eq(planningPolls.coupleId, coupleId)))
    .limit(1);
  if (!row) throw pollNotFound();
  return row;
}
