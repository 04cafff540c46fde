import type { Database } from "../../db/client.ts";
import { loadCoupleOwnedRow } from "../../db/owned-row.ts";
import { planningPolls, planningTaskComments, planningTasks } from "../../db/schema/index.ts";
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

export const commentNotFound = () => new ApiError(404, "comment_not_found", "We couldn't find that comment.");

/** Owner-of-row: a comment on one of this couple's tasks; anyone else's (or none) is a 404. */
export function loadCoupleComment(db: Reader, coupleId: string, commentId: string) {
  return loadCoupleOwnedRow(db, planningTaskComments, coupleId, commentId, commentNotFound);
}
