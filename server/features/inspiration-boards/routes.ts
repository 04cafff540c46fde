import { Hono } from "hono";
import { z } from "zod";
import { coupleIdSchema } from "../../../domain/contributors.ts";
import { boardIdParamSchema, boardImageAddressSchema, boardImageParamSchema, boardInputSchema, boardNoteSchema, boardOrderSchema, boardPatchSchema, boardShareParamSchema } from "../../../domain/inspiration-boards.ts";
import type { AppDeps } from "../../deps.ts";
import type { AppEnv } from "../../http/env.ts";
import { allow, planningAccess, requirePrincipal } from "../../http/policy.ts";
import { rowOfPlanning } from "../../http/planning-rows.ts";
import { callerAddress } from "../../http/rate-limit.ts";
import { validate } from "../../http/validate.ts";
import { loadOwnedBoard } from "./access.ts";
import { createBoard, deleteBoard, listBoards, updateBoard } from "./operations/boards.ts";
import { deleteBoardImage, reorderBoardImages, updateImageNote, uploadBoardImage } from "./operations/images.ts";
import { addImageFromAddress } from "./operations/remote-images.ts";
import { boardsSharedWithVendor, listShares, shareBoard, unshareBoard } from "./operations/shares.ts";

const sharedWithMeParams = z.object({ coupleId: coupleIdSchema });
const sharedWithMeQuery = z.object({ source: z.enum(["all", "pinterest"], { message: "source is all or pinterest." }).default("all") });

/**
 * /api/inspiration-boards (decision 039): the couple's boards, or (with `?coupleId=`) those of a couple
 * whose helper was granted the boards area: view to read, edit to change. Someone else's board is a 404.
 */
export function inspirationBoardRoutes({ db, config, logger, storage }: AppDeps) {
  const deps = { db, config, logger, storage };
  const view = allow.planning(deps, "boards", "view");
  const edit = allow.planning(deps, "boards", "edit");
  const ownBoard = rowOfPlanning(db, boardIdParamSchema.shape.id, loadOwnedBoard);
  return new Hono<AppEnv>()
    .get("/", view, async (c) => c.json(await listBoards(deps, planningAccess(c))))
    .get("/shares", view, async (c) => c.json(await listShares(deps, planningAccess(c))))
    // A vendor's read-only view of the boards a couple shared with them (decision 042).
    .get("/shared-with-me/:coupleId", allow.role("vendor"), validate("param", sharedWithMeParams), validate("query", sharedWithMeQuery), async (c) =>
      c.json(await boardsSharedWithVendor(deps, await requirePrincipal(c), c.req.valid("param").coupleId, c.req.valid("query").source === "pinterest")),
    )
    .post("/", edit, validate("json", boardInputSchema), async (c) => c.json(await createBoard(deps, planningAccess(c), c.req.valid("json").name), 201))
    .patch("/:id", edit, validate("param", boardIdParamSchema), ownBoard, validate("json", boardPatchSchema), async (c) =>
      c.json(await updateBoard(deps, planningAccess(c), c.req.valid("param").id, c.req.valid("json"))),
    )
    .delete("/:id", edit, validate("param", boardIdParamSchema), async (c) => c.json(await deleteBoard(deps, planningAccess(c), c.req.valid("param").id)))
    .post("/:id/images", edit, validate("param", boardIdParamSchema), ownBoard, async (c) => {
      const principal = await requirePrincipal(c);
      return c.json(await uploadBoardImage(deps, planningAccess(c), c.req.valid("param").id, c.req, { userId: principal.userId, caller: callerAddress(c, config) }), 201);
    })
    .post("/:id/images/from-address", edit, validate("param", boardIdParamSchema), ownBoard, validate("json", boardImageAddressSchema), async (c) => {
      const principal = await requirePrincipal(c);
      return c.json(await addImageFromAddress(deps, planningAccess(c), c.req.valid("param").id, c.req.valid("json"), { userId: principal.userId, caller: callerAddress(c, config) }), 201);
    })
    .put("/:id/shares/:vendorId", edit, validate("param", boardShareParamSchema), ownBoard, async (c) =>
      c.json(await shareBoard(deps, planningAccess(c), c.req.valid("param").id, c.req.valid("param").vendorId)),
    )
    .delete("/:id/shares/:vendorId", edit, validate("param", boardShareParamSchema), ownBoard, async (c) =>
      c.json(await unshareBoard(deps, planningAccess(c), c.req.valid("param").id, c.req.valid("param").vendorId)),
    )
    .put("/:id/order", edit, validate("param", boardIdParamSchema), ownBoard, validate("json", boardOrderSchema), async (c) =>
      c.json(await reorderBoardImages(deps, planningAccess(c), c.req.valid("param").id, c.req.valid("json").imageIds)),
    )
    .patch("/:id/images/:imageId", edit, validate("param", boardImageParamSchema), ownBoard, validate("json", boardNoteSchema), async (c) =>
      c.json(await updateImageNote(deps, planningAccess(c), c.req.valid("param").id, c.req.valid("param").imageId, c.req.valid("json").note)),
    )
    .delete("/:id/images/:imageId", edit, validate("param", boardImageParamSchema), async (c) =>
      c.json(await deleteBoardImage(deps, planningAccess(c), c.req.valid("param").id, c.req.valid("param").imageId)),
    );
}
