import { Hono } from "hono";
import { z } from "zod";
import { PLANNING_TIME_ZONE, zonedDate } from "../../../domain/dates.ts";
import { planningQuerySchema } from "../../../domain/contributors.ts";
import { commentIdParamSchema, commentSchema, pollIdParamSchema, pollSchema, taskIdParamSchema, taskSchema, taskUpdateSchema, voteSchema } from "../../../domain/tasks-polls.ts";
import type { AppDeps } from "../../deps.ts";
import type { AppEnv } from "../../http/env.ts";
import { rowOfPlanning } from "../../http/planning-rows.ts";
import { allow, planningAccess, requirePrincipal } from "../../http/policy.ts";
import { validate } from "../../http/validate.ts";
import { readBoard } from "./operations/board.ts";
import { searchCatalog } from "./operations/catalog.ts";
import { addComment, deleteComment, editComment, listComments } from "./operations/comments.ts";
import { myOpenTasks } from "./operations/mine.ts";
import { closePoll, createPoll, vote } from "./operations/polls.ts";
import { createTask, deleteTask, updateTask } from "./operations/tasks.ts";
import { loadCoupleComment, loadCouplePoll, loadCoupleTask } from "./rows.ts";

const catalogQuerySchema = planningQuerySchema.extend({
  q: z.string({ message: "Type a venue or vendor name." }).trim().min(2, "Type at least 2 letters of a venue or vendor name.").max(100, "Keep the search under 100 characters."),
});

/**
 * /api/tasks-polls: the couple's shared tasks (with comment threads) and polls. They belong to the planning
 * chat's area: a helper reads them with chat view and adds, comments, ticks off and votes with chat edit;
 * the couple names nothing, a helper names the couple with `?coupleId=`.
 */
export function tasksPollsRoutes({ db }: AppDeps) {
  const deps = { db };
  const view = allow.planning(deps, "chat", "view");
  const edit = allow.planning(deps, "chat", "edit");
  const coupleTask = rowOfPlanning(db, taskIdParamSchema.shape.taskId, loadCoupleTask, "taskId");
  const couplePoll = rowOfPlanning(db, pollIdParamSchema.shape.pollId, loadCouplePoll, "pollId");
  const coupleComment = rowOfPlanning(db, commentIdParamSchema.shape.commentId, loadCoupleComment, "commentId");

  return new Hono<AppEnv>()
    .get("/", view, validate("query", planningQuerySchema), async (c) =>
      c.json(await readBoard(deps, planningAccess(c), await requirePrincipal(c), zonedDate(new Date(), PLANNING_TIME_ZONE))),
    )
    // The tasks given to me, across my own planning and the couples I help (each still checked by its grant).
    .get("/mine", allow.signedIn, async (c) => c.json(await myOpenTasks(deps, await requirePrincipal(c), zonedDate(new Date(), PLANNING_TIME_ZONE))))
    .post("/tasks", edit, validate("query", planningQuerySchema), validate("json", taskSchema), async (c) =>
      c.json(await createTask(deps, await requirePrincipal(c), planningAccess(c), c.req.valid("json")), 201),
    )
    .patch("/tasks/:taskId", edit, coupleTask, validate("param", taskIdParamSchema), validate("query", planningQuerySchema), validate("json", taskUpdateSchema), async (c) =>
      c.json(await updateTask(deps, await requirePrincipal(c), planningAccess(c), c.req.valid("param").taskId, c.req.valid("json"))),
    )
    .delete("/tasks/:taskId", edit, coupleTask, validate("param", taskIdParamSchema), validate("query", planningQuerySchema), async (c) =>
      c.json(await deleteTask(deps, await requirePrincipal(c), planningAccess(c), c.req.valid("param").taskId)),
    )
    .get("/tasks/:taskId/comments", view, coupleTask, validate("param", taskIdParamSchema), validate("query", planningQuerySchema), async (c) =>
      c.json(await listComments(deps, await requirePrincipal(c), planningAccess(c), c.req.valid("param").taskId)),
    )
    .post("/tasks/:taskId/comments", edit, coupleTask, validate("param", taskIdParamSchema), validate("query", planningQuerySchema), validate("json", commentSchema), async (c) =>
      c.json(await addComment(deps, await requirePrincipal(c), planningAccess(c), c.req.valid("param").taskId, c.req.valid("json").body), 201),
    )
    .patch("/comments/:commentId", edit, coupleComment, validate("param", commentIdParamSchema), validate("query", planningQuerySchema), validate("json", commentSchema), async (c) =>
      c.json(await editComment(deps, await requirePrincipal(c), planningAccess(c), c.req.valid("param").commentId, c.req.valid("json").body)),
    )
    .delete("/comments/:commentId", edit, coupleComment, validate("param", commentIdParamSchema), validate("query", planningQuerySchema), async (c) =>
      c.json(await deleteComment(deps, await requirePrincipal(c), planningAccess(c), c.req.valid("param").commentId)),
    )
    // Venues and vendors to offer as poll options (published listings only), for those who can start a poll.
    .get("/catalog", edit, validate("query", catalogQuerySchema), async (c) => c.json(await searchCatalog(db, c.req.valid("query").q)))
    .post("/polls", edit, validate("query", planningQuerySchema), validate("json", pollSchema), async (c) =>
      c.json(await createPoll(deps, await requirePrincipal(c), planningAccess(c), c.req.valid("json")), 201),
    )
    .put("/polls/:pollId/vote", edit, couplePoll, validate("param", pollIdParamSchema), validate("query", planningQuerySchema), validate("json", voteSchema), async (c) =>
      c.json(await vote(deps, await requirePrincipal(c), planningAccess(c), c.req.valid("param").pollId, c.req.valid("json").choices)),
    )
    .post("/polls/:pollId/close", edit, couplePoll, validate("param", pollIdParamSchema), validate("query", planningQuerySchema), async (c) =>
      c.json(await closePoll(deps, await requirePrincipal(c), planningAccess(c), c.req.valid("param").pollId)),
    );
}
