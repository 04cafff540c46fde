import { and, asc, eq, inArray, isNotNull } from "drizzle-orm";
import type { Principal } from "../../../auth/principal.ts";
import { inspirationBoardImages, inspirationBoardShares, inspirationBoards, users, vendorInquiries, vendors } from "../../../db/schema/index.ts";
import { ApiError } from "../../../http/errors.ts";
import type { PlanningAccess } from "../../../http/policy.ts";
import { loadOwnedBoard, type BoardsDeps } from "../access.ts";
import { boardView } from "./boards.ts";

const coupleOnly = (access: PlanningAccess) => {
  if (access.as !== "couple") throw new ApiError(403, "forbidden", "Only the couple can share boards with vendors.");
};

/** The vendors the couple wrote to (their inquiries): the only vendors a board can be shared with. */
async function inquiryVendors(deps: Pick<BoardsDeps, "db">, coupleId: string) {
  const rows = await deps.db
    .selectDistinct({ id: vendors.id, name: vendors.businessName, category: vendors.category })
    .from(vendorInquiries)
    .innerJoin(vendors, eq(vendors.id, vendorInquiries.vendorId))
    .where(eq(vendorInquiries.coupleId, coupleId))
    .orderBy(asc(vendors.businessName));
  return rows;
}

/** GET /api/inspiration-boards/shares: who the couple can share with, and which board each already sees. */
export async function listShares(deps: Pick<BoardsDeps, "db">, access: PlanningAccess) {
  const [targets, shares] = await Promise.all([
    inquiryVendors(deps, access.coupleId),
    deps.db.select({ boardId: inspirationBoardShares.boardId, vendorId: inspirationBoardShares.vendorId }).from(inspirationBoardShares).where(eq(inspirationBoardShares.coupleId, access.coupleId)),
  ]);
  return { vendors: targets, shares };
}

export async function shareBoard(deps: Pick<BoardsDeps, "db">, access: PlanningAccess, boardId: string, vendorId: string) {
  coupleOnly(access);
  await loadOwnedBoard(deps.db, access.coupleId, boardId);
  const targets = await inquiryVendors(deps, access.coupleId);
  if (!targets.some((vendor) => vendor.id === vendorId)) {
    throw new ApiError(422, "vendor_not_contacted", "You can share a board with a vendor you've written to. Send them an inquiry first.", { vendorId: ["Choose a vendor you've written to."] });
  }
  await deps.db.insert(inspirationBoardShares).values({ boardId, vendorId, coupleId: access.coupleId }).onConflictDoNothing();
  return listShares(deps, access);
}

export async function unshareBoard(deps: Pick<BoardsDeps, "db">, access: PlanningAccess, boardId: string, vendorId: string) {
  coupleOnly(access);
  await loadOwnedBoard(deps.db, access.coupleId, boardId);
  await deps.db
    .delete(inspirationBoardShares)
    .where(and(eq(inspirationBoardShares.boardId, boardId), eq(inspirationBoardShares.vendorId, vendorId), eq(inspirationBoardShares.coupleId, access.coupleId)));
  return listShares(deps, access);
}

const nothingShared = () => new ApiError(404, "boards_not_found", "This couple hasn't shared any boards with you.");

/**
 * What a vendor sees at /vendor/couple/{coupleId}/inspiration-boards (or, `pinterestOnly`, .../pinterest-boards):
 * the boards that couple shared with one of the vendor's own listings, read-only. Nothing shared is a 404,
 * the same as a couple that doesn't exist, so a vendor cannot learn who has boards.
 */
export async function boardsSharedWithVendor(deps: Pick<BoardsDeps, "db">, principal: Principal, coupleId: string, pinterestOnly: boolean) {
  const own = await deps.db.select({ id: vendors.id, name: vendors.businessName }).from(vendors).where(eq(vendors.ownerId, principal.userId));
  if (own.length === 0) throw nothingShared();
  const shared = await deps.db
    .selectDistinct({ boardId: inspirationBoardShares.boardId })
    .from(inspirationBoardShares)
    .where(and(eq(inspirationBoardShares.coupleId, coupleId), inArray(inspirationBoardShares.vendorId, own.map((v) => v.id))));
  if (shared.length === 0) throw nothingShared();
  const boards = await deps.db
    .select()
    .from(inspirationBoards)
    .where(
      and(
        inArray(inspirationBoards.id, shared.map((s) => s.boardId)),
        eq(inspirationBoards.coupleId, coupleId),
        ...(pinterestOnly ? [isNotNull(inspirationBoards.pinterestBoardId)] : []),
      ),
    )
    .orderBy(asc(inspirationBoards.createdAt));
  const images = boards.length
    ? await deps.db.select().from(inspirationBoardImages).where(inArray(inspirationBoardImages.boardId, boards.map((b) => b.id))).orderBy(asc(inspirationBoardImages.position))
    : [];
  const [couple] = await deps.db.select({ name: users.name }).from(users).where(eq(users.id, coupleId)).limit(1);
  return {
    couple: { id: coupleId, name: couple?.name ?? "" },
    boards: boards.map((board) => boardView(board, images.filter((image) => image.boardId === board.id))),
  };
}
