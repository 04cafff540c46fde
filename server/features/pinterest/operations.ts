import { and, asc, count, eq, isNotNull, sql } from "drizzle-orm";
import { BOARDS_MAX, PINTEREST_IMPORT_MAX, BOARD_IMAGE_TITLE_MAX, type PinterestImportInput } from "../../../domain/inspiration-boards.ts";
import { inspirationBoardImages, inspirationBoards } from "../../db/schema/index.ts";
import { ApiError } from "../../http/errors.ts";
import type { PlanningAccess } from "../../http/policy.ts";
import type { CallerAddress } from "../../http/rate-limit.ts";
import { boardCounts, fetchImageBytes, loadOwnedBoard, readBoard, storeBoardImage } from "../inspiration-boards/index.ts";
import { pinImageUrl, pinterestConfigured, type PinterestClient, type PinterestPin } from "./client.ts";
import { consumeState, deleteConnection, issueState, loadConnection, redirectUriOf, saveTokens, withAccessToken, type PinterestDeps } from "./connection.ts";

/** Pages of a board's pins read to find chosen pins, or new ones on a refresh (25 a page). */
const PIN_PAGES_MAX = 8;

export interface PinterestContext {
  deps: PinterestDeps;
  client: PinterestClient;
}

/** GET /api/pinterest/availability: whether this server has Pinterest's settings (the pages word themselves by it). */
export function availability(deps: PinterestDeps) {
  return { configured: pinterestConfigured(deps.config) };
}

/** GET /api/pinterest: the couple's connection, never its tokens. */
export async function connectionStatus({ deps }: PinterestContext, access: PlanningAccess) {
  const row = pinterestConfigured(deps.config) ? await loadConnection(deps, access.coupleId) : null;
  return {
    configured: pinterestConfigured(deps.config),
    connected: row !== null,
    username: row?.username ?? null,
    connectedAt: row?.createdAt.toISOString() ?? null,
  };
}

/** POST /api/pinterest/connect: the address to send the browser to, with a state kept for ten minutes. */
export async function startConnect({ deps, client }: PinterestContext, access: PlanningAccess) {
  if (!pinterestConfigured(deps.config)) throw new ApiError(409, "pinterest_not_configured", "Pinterest isn't set up on this server. Add pins by pasting their address on a board instead.");
  const state = await issueState(deps, access.coupleId);
  return { authorizeUrl: client.authorizeUrl(state, redirectUriOf(deps)) };
}

/** POST /api/pinterest/connect/complete: checks the state, trades the code for tokens, stores them sealed. */
export async function completeConnect(context: PinterestContext, access: PlanningAccess, input: { code: string; state: string }) {
  const { deps, client } = context;
  await consumeState(deps, access.coupleId, input.state);
  const tokens = await client.exchangeCode(input.code, redirectUriOf(deps));
  const account = await client.account(tokens.access_token);
  if (!tokens.refresh_token) throw new ApiError(502, "pinterest_error", "Pinterest didn't send everything we need to stay connected. Try connecting again.");
  await saveTokens(deps, access.coupleId, tokens, account.username);
  return connectionStatus(context, access);
}

/** DELETE /api/pinterest/connection: forgets the tokens; imported images stay on their boards. */
export async function disconnect(context: PinterestContext, access: PlanningAccess) {
  await deleteConnection(context.deps, access.coupleId);
  return connectionStatus(context, access);
}

/** GET /api/pinterest/boards: one page of the person's Pinterest boards, with the Serviceberry board each was imported into. */
export async function listPinterestBoards({ deps, client }: PinterestContext, access: PlanningAccess, bookmark?: string) {
  const page = await withAccessToken(deps, client, access.coupleId, (token) => client.boards(token, bookmark));
  const linked = await deps.db
    .select({ id: inspirationBoards.id, pinterestBoardId: inspirationBoards.pinterestBoardId })
    .from(inspirationBoards)
    .where(and(eq(inspirationBoards.coupleId, access.coupleId), isNotNull(inspirationBoards.pinterestBoardId)));
  const linkedBy = new Map(linked.map((row) => [row.pinterestBoardId, row.id]));
  return {
    boards: page.items.map((board) => ({
      id: board.id,
      name: board.name,
      description: board.description ?? "",
      pinCount: board.pin_count ?? null,
      coverUrl: board.media?.image_cover_url ?? null,
      importedInto: linkedBy.get(board.id) ?? null,
    })),
    bookmark: page.bookmark,
  };
}

const pinView = (pin: PinterestPin) => ({
  id: pin.id,
  title: (pin.title || pin.description || pin.alt_text || "").slice(0, BOARD_IMAGE_TITLE_MAX),
  link: pin.link ?? "",
  imageUrl: pinImageUrl(pin),
});

/** GET /api/pinterest/boards/:boardId/pins: one page of a board's pins. */
export async function listPinterestPins({ deps, client }: PinterestContext, access: PlanningAccess, boardId: string, bookmark?: string) {
  const page = await withAccessToken(deps, client, access.coupleId, (token) => client.pins(token, boardId, bookmark));
  return { pins: page.items.map(pinView), bookmark: page.bookmark };
}

/** Reads a Pinterest board's pins page by page (at most PIN_PAGES_MAX pages) until `enough` says stop. */
async function collectPins({ deps, client }: PinterestContext, userId: string, boardId: string, enough: (pins: PinterestPin[]) => boolean) {
  const pins: PinterestPin[] = [];
  let bookmark: string | undefined;
  for (let pageNumber = 0; pageNumber < PIN_PAGES_MAX; pageNumber++) {
    const page = await withAccessToken(deps, client, userId, (token) => client.pins(token, boardId, bookmark));
    pins.push(...page.items);
    if (!page.bookmark || enough(pins)) break;
    bookmark = page.bookmark;
  }
  return pins;
}

interface Importer {
  userId: string;
  caller: CallerAddress;
}

/** Fetches each pin's image (guarded, like a pasted address) and stores it through the photo pipeline. */
async function importPins(context: PinterestContext, access: PlanningAccess, boardId: string, pins: PinterestPin[], importer: Importer) {
  const { deps } = context;
  const imported: string[] = [];
  const refused: { pinId: string; title: string; message: string }[] = [];
  for (const pin of pins) {
    const view = pinView(pin);
    try {
      if (!view.imageUrl) throw new ApiError(422, "pin_without_image", "This pin has no image (it may be a video).");
      const image = await fetchImageBytes(deps.config, view.imageUrl);
      await storeBoardImage(deps, access, boardId, new Uint8Array(image.body), { title: view.title, link: view.link, pinterestPinId: pin.id }, importer);
      imported.push(pin.id);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      refused.push({ pinId: pin.id, title: view.title, message: error.message });
      // A full board or a used-up daily limit refuses every pin after it too: stop here.
      if (error.status === 429 || error.code === "board_full" || error.code === "too_many_images") break;
    }
  }
  await deps.db.update(inspirationBoards).set({ pinterestSyncedAt: sql`now()` }).where(eq(inspirationBoards.id, boardId));
  return { board: await readBoard(deps.db, access.coupleId, boardId), imported, refused };
}

/** The board made for a Pinterest board (found again by its id), created when it doesn't exist yet. */
async function boardForPinterest(deps: PinterestDeps, access: PlanningAccess, pinterestBoardId: string, name: string) {
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`boards:${access.coupleId}`}))`);
    const [existing] = await tx
      .select({ id: inspirationBoards.id })
      .from(inspirationBoards)
      .where(and(eq(inspirationBoards.coupleId, access.coupleId), eq(inspirationBoards.pinterestBoardId, pinterestBoardId)))
      .orderBy(asc(inspirationBoards.createdAt))
      .limit(1);
    if (existing) return existing.id;
    const [n] = await tx.select({ n: count() }).from(inspirationBoards).where(eq(inspirationBoards.coupleId, access.coupleId));
    if ((n?.n ?? 0) >= BOARDS_MAX) throw new ApiError(409, "too_many_boards", `You can keep up to ${BOARDS_MAX} boards. Delete one you no longer need, or import into a board you have.`);
    const [created] = await tx.insert(inspirationBoards).values({ coupleId: access.coupleId, name, pinterestBoardId }).returning({ id: inspirationBoards.id });
    return created!.id;
  });
}

/** POST /api/pinterest/import: the chosen pins of one Pinterest board, into a board of the couple's. */
export async function importChosenPins(context: PinterestContext, access: PlanningAccess, input: PinterestImportInput & { pinIds: string[] }, importer: Importer) {
  const { deps } = context;
  if (!(await loadConnection(deps, access.coupleId))) throw new ApiError(409, "pinterest_not_connected", "Connect your Pinterest account first.");
  let boardId: string;
  if (input.boardId) {
    boardId = (await loadOwnedBoard(deps.db, access.coupleId, input.boardId)).id;
    // Linking lets the board be refreshed from this Pinterest board later.
    await deps.db.update(inspirationBoards).set({ pinterestBoardId: input.pinterestBoardId }).where(and(eq(inspirationBoards.id, boardId), sql`${inspirationBoards.pinterestBoardId} is null`));
  } else {
    boardId = await boardForPinterest(deps, access, input.pinterestBoardId, input.boardName ?? "From Pinterest");
  }
  await boardCounts(deps.db, access.coupleId, boardId);
  const wanted = new Set(input.pinIds);
  const pins = await collectPins(context, access.coupleId, input.pinterestBoardId, (found) => input.pinIds.every((id) => found.some((pin) => pin.id === id)));
  const chosen = pins.filter((pin) => wanted.has(pin.id));
  const missing = input.pinIds.filter((id) => !chosen.some((pin) => pin.id === id));
  const already = await importedPinIds(deps, boardId);
  const result = await importPins(context, access, boardId, chosen.filter((pin) => !already.has(pin.id)), importer);
  return {
    ...result,
    skipped: chosen.filter((pin) => already.has(pin.id)).map((pin) => pin.id),
    refused: [...result.refused, ...missing.map((pinId) => ({ pinId, title: "", message: "That pin isn't on this Pinterest board any more." }))],
  };
}

async function importedPinIds(deps: PinterestDeps, boardId: string) {
  const rows = await deps.db
    .select({ pinId: inspirationBoardImages.pinterestPinId })
    .from(inspirationBoardImages)
    .where(and(eq(inspirationBoardImages.boardId, boardId), isNotNull(inspirationBoardImages.pinterestPinId)));
  return new Set(rows.map((row) => row.pinId!));
}

/** POST /api/pinterest/boards/:id/refresh: the pins added on Pinterest since, up to 25 at a time. */
export async function refreshFromPinterest(context: PinterestContext, access: PlanningAccess, boardId: string, importer: Importer) {
  const { deps } = context;
  const board = await loadOwnedBoard(deps.db, access.coupleId, boardId);
  if (!board.pinterestBoardId) throw new ApiError(409, "board_not_from_pinterest", "This board wasn't imported from Pinterest, so there is nothing to refresh.");
  if (!(await loadConnection(deps, access.coupleId))) throw new ApiError(409, "pinterest_not_connected", "Connect your Pinterest account first.");
  const already = await importedPinIds(deps, boardId);
  const pins = await collectPins(context, access.coupleId, board.pinterestBoardId, (found) => found.filter((pin) => !already.has(pin.id)).length >= PINTEREST_IMPORT_MAX);
  const fresh = pins.filter((pin) => !already.has(pin.id)).slice(0, PINTEREST_IMPORT_MAX);
  return importPins(context, access, boardId, fresh, importer);
}
