import { Hono } from "hono";
import { z } from "zod";
import { pinterestBoardParamSchema, pinterestCompleteSchema, pinterestImportSchema, pinterestPageQuerySchema } from "../../../domain/inspiration-boards.ts";
import type { AppDeps } from "../../deps.ts";
import type { AppEnv } from "../../http/env.ts";
import { allow, planningAccess, requirePrincipal } from "../../http/policy.ts";
import { callerAddress } from "../../http/rate-limit.ts";
import { validate } from "../../http/validate.ts";
import { createPinterestClient, type PinterestClient } from "./client.ts";
import {
  availability,
  completeConnect,
  connectionStatus,
  disconnect,
  importChosenPins,
  listPinterestBoards,
  listPinterestPins,
  refreshFromPinterest,
  startConnect,
} from "./operations.ts";

const boardIdParam = z.object({ id: z.uuid({ message: "That board id is not valid." }) });

/**
 * /api/pinterest (decision 042): a couple's own Pinterest connection (helpers don't connect the couple's
 * account), its boards and pins, and importing chosen pins into an inspiration board.
 */
export function pinterestRoutes({ db, config, logger, storage }: AppDeps, client: PinterestClient = createPinterestClient(config)) {
  const context = { deps: { db, config, logger, storage }, client };
  const own = allow.planning({ db }, "own", "edit");
  const importer = async (c: Parameters<typeof callerAddress>[0]) => ({ userId: (await requirePrincipal(c)).userId, caller: callerAddress(c, config) });
  return new Hono<AppEnv>()
    .get("/availability", allow.public, (c) => c.json(availability(context.deps)))
    .get("/", own, async (c) => c.json(await connectionStatus(context, planningAccess(c))))
    .post("/connect", own, async (c) => c.json(await startConnect(context, planningAccess(c))))
    .post("/connect/complete", own, validate("json", pinterestCompleteSchema), async (c) => c.json(await completeConnect(context, planningAccess(c), c.req.valid("json"))))
    .delete("/connection", own, async (c) => c.json(await disconnect(context, planningAccess(c))))
    .get("/boards", own, validate("query", pinterestPageQuerySchema), async (c) => c.json(await listPinterestBoards(context, planningAccess(c), c.req.valid("query").bookmark)))
    .get("/boards/:boardId/pins", own, validate("param", pinterestBoardParamSchema), validate("query", pinterestPageQuerySchema), async (c) =>
      c.json(await listPinterestPins(context, planningAccess(c), c.req.valid("param").boardId, c.req.valid("query").bookmark)),
    )
    .post("/import", own, validate("json", pinterestImportSchema), async (c) => c.json(await importChosenPins(context, planningAccess(c), c.req.valid("json"), await importer(c))))
    .post("/refresh/:id", own, validate("param", boardIdParam), async (c) => c.json(await refreshFromPinterest(context, planningAccess(c), c.req.valid("param").id, await importer(c))));
}
