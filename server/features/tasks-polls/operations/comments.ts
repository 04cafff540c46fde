import { and, asc, count, eq } from "drizzle-orm";
import { COMMENTS_PER_TASK_MAX } from "../../../../domain/tasks-polls.ts";
import type { Principal } from "../../../auth/principal.ts";
import { planningTaskComments, users } from "../../../db/schema/index.ts";
import { ApiError } from "../../../http/errors.ts";
import type { PlanningAccess } from "../../../http/policy.ts";
import type { TasksPollsDeps } from "../deps.ts";
import { loadCoupleComment, loadCoupleTask } from "../rows.ts";

export interface CommentView {
  id: string;
  body: string;
  author: { id: string | null; name: string };
  createdAt: string;
  editedAt: string | null;
  /** The author edits their own; the couple may also delete any on their planning. */
  canEdit: boolean;
  canDelete: boolean;
}

/** A task's thread, oldest first, as the caller may act on it. */
export async function listComments(deps: TasksPollsDeps, principal: Principal, access: PlanningAccess, taskId: string): Promise<{ comments: CommentView[] }> {
  await loadCoupleTask(deps.db, access.coupleId, taskId);
  const rows = await deps.db
    .select({ comment: planningTaskComments, authorName: users.name })
    .from(planningTaskComments)
    .leftJoin(users, eq(users.id, planningTaskComments.authorId))
    .where(and(eq(planningTaskComments.taskId, taskId), eq(planningTaskComments.coupleId, access.coupleId)))
    .orderBy(asc(planningTaskComments.createdAt), asc(planningTaskComments.id));
  const canWrite = access.level === "edit";
  return {
    comments: rows.map(({ comment, authorName }) => {
      const mine = comment.authorId === principal.userId;
      return {
        id: comment.id,
        body: comment.body,
        author: { id: comment.authorId, name: authorName ?? "A former helper" },
        createdAt: comment.createdAt.toISOString(),
        editedAt: comment.editedAt?.toISOString() ?? null,
        canEdit: canWrite && mine,
        canDelete: canWrite && (mine || access.as === "couple"),
      };
    }),
  };
}

/** Adds a comment to one of the couple's tasks (bounded per task, counted in the same transaction). */
export async function addComment(deps: TasksPollsDeps, principal: Principal, access: PlanningAccess, taskId: string, body: string) {
  return deps.db.transaction(async (tx) => {
    await loadCoupleTask(tx, access.coupleId, taskId);
    const [existing] = await tx.select({ n: count() }).from(planningTaskComments).where(eq(planningTaskComments.taskId, taskId));
    if ((existing?.n ?? 0) >= COMMENTS_PER_TASK_MAX) throw new ApiError(409, "comments_full", `A task can keep up to ${COMMENTS_PER_TASK_MAX} comments.`);
    const [row] = await tx.insert(planningTaskComments).values({ taskId, coupleId: access.coupleId, authorId: principal.userId, body }).returning();
    return { id: row!.id, taskId, body: row!.body, createdAt: row!.createdAt.toISOString() };
  });
}

/** Rewrites one's own comment. */
export async function editComment(deps: TasksPollsDeps, principal: Principal, access: PlanningAccess, commentId: string, body: string) {
  const comment = await loadCoupleComment(deps.db, access.coupleId, commentId);
  if (comment.authorId !== principal.userId) throw new ApiError(403, "not_your_comment", "You can only edit your own comments.");
  const [row] = await deps.db
    .update(planningTaskComments)
    .set({ body, editedAt: new Date() })
    .where(and(eq(planningTaskComments.id, commentId), eq(planningTaskComments.coupleId, access.coupleId)))
    .returning();
  return { id: row!.id, body: row!.body, editedAt: row!.editedAt?.toISOString() ?? null };
}

/** Deletes a comment: its author, or the couple on their own planning. */
export async function deleteComment(deps: TasksPollsDeps, principal: Principal, access: PlanningAccess, commentId: string) {
  const comment = await loadCoupleComment(deps.db, access.coupleId, commentId);
  if (comment.authorId !== principal.userId && access.as !== "couple") throw new ApiError(403, "not_your_comment", "Only the comment's author or the couple can delete it.");
  await deps.db.delete(planningTaskComments).where(and(eq(planningTaskComments.id, commentId), eq(planningTaskComments.coupleId, access.coupleId)));
  return { deleted: true as const };
}
