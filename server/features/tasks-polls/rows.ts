import type { Database } from "../../db/client.ts";
import { loadCoupleOwnedRow } from "../../db/owned-row.ts";
import { planningPolls, planningTasks } from "../../db/schema/index.ts";
import { ApiError } from "../../http/errors.ts";

type Reader = Pick<Database, "select">;

export const taskNotFound = () => new ApiError(404, "task_not_found", "We couldn't find that task.");
export const pollNotFound = () => new ApiError(404, "poll_not_found", "We couldn't find that poll.");

/** Owner-of-row: a task of this couple's; anyone else's (or none) is a 404. */
export function loadCoupleTask(db: Reader, coupleId: string, taskId: string) {
  return loadCoupleOwnedRow(db, planningTasks, coupleId, taskId, taskNotFound);
}

/** Owner-of-row: a poll of this couple's; anyone else's (or none) is a 404. */
export function loadCouplePoll(db: Reader, coupleId: string, pollId: string) {
  return loadCoupleOwnedRow(db, planningPolls, coupleId, pollId, pollNotFound);
}
