import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contributorProfiles } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";

type Headers = Record<string, string>;
let t: TestApp;
let couple: Headers;
let otherCouple: Headers;
let viewer: Headers;
let editor: Headers;
let vendor: Headers;
let coupleId: string;

interface ImageBody { id: string; url: string; thumbUrl: string; note: string; colors: string[] }
interface BoardBody { id: string; name: string; palette: string[]; images: ImageBody[] }
interface ErrorBody { error: { code: string; message: string } }

const json = async <T = Record<string, unknown>>(response: Response | Promise<Response>) => (await (await response).json()) as T;
const idOf = async (headers: Headers) => (await json<{ user: { id: string } }>(t.request("GET", "/api/account/me", undefined, headers))).user.id;

/** A solid-color photo wide enough for the shared photo checks (800 px). */
const photo = (r: number, g: number, b: number, format: "png" | "jpeg" = "png") =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: { r, g, b } } })[format]().toBuffer();

function upload(headers: Headers, boardId: string, body: Uint8Array, fields: Record<string, string> = {}, name = "photo.png", type = "image/png", query = "") {
  const form = new FormData();
  form.append("file", new File([body as Uint8Array<ArrayBuffer>], name, { type }));
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return t.app.request(`/api/inspiration-boards/${boardId}/images${query}`, { method: "POST", headers: { origin: t.config.publicUrl, ...headers }, body: form });
}

beforeAll(async () => {
  t = await createTestApp();
  [couple, otherCouple, viewer, editor, vendor] = await Promise.all([t.signIn("couple"), t.signIn("couple"), t.signIn("couple"), t.signIn("couple"), t.signIn("vendor")]);
  coupleId = await idOf(couple);
  const [viewerId, editorId] = await Promise.all([idOf(viewer), idOf(editor)]);
  await t.database.db.insert(contributorProfiles).values([
    { userId: viewerId, coupleId, relationship: "Maid of honor", permissions: { boards: "view" } },
    { userId: editorId, coupleId, relationship: "Planner", permissions: { boards: "edit" } },
  ]);
});
afterAll(() => t.close());

describe("inspiration boards", () => {
  let board: BoardBody;

  it("creates, renames and lists a couple's boards; a bad name says what to fix", async () => {
    expect((await json<{ boards: BoardBody[] }>(t.request("GET", "/api/inspiration-boards", undefined, couple))).boards).toEqual([]);
    const blank = await t.request("POST", "/api/inspiration-boards", { name: "  " }, couple);
    expect(blank.status).toBe(400);
    const created = await t.request("POST", "/api/inspiration-boards", { name: "Dresses" }, couple);
    expect(created.status).toBe(201);
    board = await json<BoardBody>(created);
    const renamed = await json<BoardBody>(t.request("PATCH", `/api/inspiration-boards/${board.id}`, { name: "Dresses and veils" }, couple));
    expect(renamed.name).toBe("Dresses and veils");
    // Besides pictures: colors the couple picks, links and a note; bad ones say what to fix and change nothing.
    const extras = await t.request("PATCH", `/api/inspiration-boards/${board.id}`, { colors: ["#A9B8A0", "#f2c9c4", "#a9b8a0"], links: [{ url: "https://example.com/veils", label: "Cathedral veils" }], note: "Long sleeves, lace." }, couple);
    expect(extras.status).toBe(200);
    expect(await json(extras)).toMatchObject({ name: "Dresses and veils", colors: ["#a9b8a0", "#f2c9c4"], links: [{ url: "https://example.com/veils", label: "Cathedral veils" }], note: "Long sleeves, lace." });
    for (const bad of [{ links: [{ url: "javascript:alert(1)" }] }, { colors: ["sage"] }, { colors: Array.from({ length: 13 }, (_, i) => `#0000${String(i).padStart(2, "0")}`) }, {}]) {
      expect((await t.request("PATCH", `/api/inspiration-boards/${board.id}`, bad, couple)).status).toBe(400);
    }
    expect((await t.request("PATCH", `/api/inspiration-boards/${board.id}?coupleId=${coupleId}`, { note: "Mine now" }, viewer)).status).toBe(403);
    expect((await t.request("PATCH", `/api/inspiration-boards/${board.id}`, { note: "Mine now" }, otherCouple)).status).toBe(404);
    const list = await json<{ access: { as: string }; boards: BoardBody[] }>(t.request("GET", "/api/inspiration-boards", undefined, couple));
    expect(list.access.as).toBe("couple");
    expect(list.boards.map((b) => b.name)).toEqual(["Dresses and veils"]);
  });

  it("adds uploaded images (resized to WebP, served from media) with notes, and takes the board's palette from them", async () => {
    const added = await upload(couple, board.id, await photo(200, 30, 40), { alt: "Burgundy sash" });
    expect(added.status).toBe(201);
    const withOne = await json<BoardBody>(added);
    expect(withOne.images).toHaveLength(1);
    expect(withOne.images[0]!.note).toBe("Burgundy sash");
    expect(withOne.images[0]!.url).toMatch(/^\/media\/boards\/.+\.webp$/);
    const media = await t.app.request(withOne.images[0]!.thumbUrl);
    expect(media.status).toBe(200);
    expect(media.headers.get("content-type")).toBe("image/webp");
    const second = await json<BoardBody>(upload(couple, board.id, await photo(240, 240, 225, "jpeg"), {}, "ivory.jpg", "image/jpeg"));
    expect(second.images).toHaveLength(2);
    expect(second.palette).toHaveLength(2);
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(second.palette[0]!.slice(i, i + 2), 16));
    expect(r).toBeGreaterThan(180);
    expect(g! + b!).toBeLessThan(120);
    const noted = await json<BoardBody>(t.request("PATCH", `/api/inspiration-boards/${board.id}/images/${second.images[1]!.id}`, { note: "Ivory for the tablecloths" }, couple));
    expect(noted.images[1]!.note).toBe("Ivory for the tablecloths");
    board = noted;
  });

  it("refuses the same file twice, files that aren't photos, and disguised files, storing nothing", async () => {
    const again = await upload(couple, board.id, await photo(200, 30, 40));
    expect(again.status).toBe(409);
    expect((await json<ErrorBody>(again)).error.code).toBe("duplicate_image");
    const svg = await upload(couple, board.id, new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), {}, "photo.png", "image/png");
    expect(svg.status).toBe(415);
    const text = await upload(couple, board.id, new TextEncoder().encode("not a photo at all"), {}, "photo.jpg", "image/jpeg");
    expect(text.status).toBe(415);
    expect((await json<ErrorBody>(text)).error.message).toMatch(/JPEG, PNG, WebP or HEIC/);
    const small = await upload(couple, board.id, await sharp({ create: { width: 200, height: 200, channels: 3, background: "#fff" } }).png().toBuffer());
    expect(small.status).toBe(422);
    expect((await json<{ boards: BoardBody[] }>(t.request("GET", "/api/inspiration-boards", undefined, couple))).boards[0]!.images).toHaveLength(2);
  });

  it("reorders images with the whole order, and refuses an order that leaves one out", async () => {
    const ids = board.images.map((image) => image.id);
    const reordered = await json<BoardBody>(t.request("PUT", `/api/inspiration-boards/${board.id}/order`, { imageIds: [...ids].reverse() }, couple));
    expect(reordered.images.map((image) => image.id)).toEqual([...ids].reverse());
    const partial = await t.request("PUT", `/api/inspiration-boards/${board.id}/order`, { imageIds: [ids[0]] }, couple);
    expect(partial.status).toBe(422);
    const twice = await t.request("PUT", `/api/inspiration-boards/${board.id}/order`, { imageIds: [ids[0], ids[0]] }, couple);
    expect(twice.status).toBe(400);
  });

  it("lets helpers in by their boards level, and no one else", async () => {
    const seen = await json<{ access: { as: string; level: string }; boards: BoardBody[] }>(t.request("GET", `/api/inspiration-boards?coupleId=${coupleId}`, undefined, viewer));
    expect(seen.access).toEqual({ as: "contributor", level: "view" });
    expect(seen.boards).toHaveLength(1);
    expect((await t.request("POST", `/api/inspiration-boards?coupleId=${coupleId}`, { name: "Mine" }, viewer)).status).toBe(403);
    expect((await upload(viewer, board.id, await photo(10, 90, 40), {}, "photo.png", "image/png", `?coupleId=${coupleId}`)).status).toBe(403);
    const byEditor = await t.request("POST", `/api/inspiration-boards?coupleId=${coupleId}`, { name: "Cake" }, editor);
    expect(byEditor.status).toBe(201);
    const cake = await json<BoardBody>(byEditor);
    expect((await upload(editor, cake.id, await photo(250, 200, 210), {}, "photo.png", "image/png", `?coupleId=${coupleId}`)).status).toBe(201);
    // Another couple and a vendor see none of it: their own (empty) boards, or a 404 for this couple's ids.
    expect((await json<{ boards: BoardBody[] }>(t.request("GET", "/api/inspiration-boards", undefined, otherCouple))).boards).toEqual([]);
    expect((await t.request("PATCH", `/api/inspiration-boards/${board.id}`, { name: "Taken" }, otherCouple)).status).toBe(404);
    expect((await upload(otherCouple, board.id, await photo(1, 2, 3))).status).toBe(404);
    expect((await t.request("DELETE", `/api/inspiration-boards/${board.id}`, undefined, otherCouple)).status).toBe(404);
    expect((await t.request("GET", `/api/inspiration-boards?coupleId=${coupleId}`, undefined, vendor)).status).toBe(404);
    expect((await t.request("GET", "/api/inspiration-boards", undefined, vendor)).status).toBe(403);
    expect((await t.request("GET", "/api/inspiration-boards")).status).toBe(401);
  });

  it("June reads the boards and the overview counts them", async () => {
    const overview = await json<{ inspirationBoards: { boards: number; images: number } }>(t.request("GET", "/api/planning/overview", undefined, couple));
    expect(overview.inspirationBoards).toEqual({ boards: 2, images: 3 });
  });

  it("deletes an image and a board with its stored files", async () => {
    const fresh = await json<{ boards: BoardBody[] }>(t.request("GET", "/api/inspiration-boards", undefined, couple));
    const first = fresh.boards[0]!;
    const thumb = first.images[0]!.thumbUrl;
    const afterImage = await json<BoardBody>(t.request("DELETE", `/api/inspiration-boards/${first.id}/images/${first.images[0]!.id}`, undefined, couple));
    expect(afterImage.images).toHaveLength(1);
    expect((await t.app.request(thumb)).status).toBe(404);
    const remaining = afterImage.images[0]!.url;
    expect((await t.request("DELETE", `/api/inspiration-boards/${first.id}`, undefined, couple)).status).toBe(200);
    expect((await t.app.request(remaining)).status).toBe(404);
    expect((await t.request("DELETE", `/api/inspiration-boards/${first.id}`, undefined, couple)).status).toBe(404);
  });
});
