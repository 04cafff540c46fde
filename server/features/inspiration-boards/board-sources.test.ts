import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contributorProfiles, inspirationBoardImages, vendorInquiries } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { insertTestVendor } from "../../test/vendors.ts";

/**
 * Pasted image and pin addresses (fetched under the guard, stored through the photo pipeline) and boards
 * shared with one vendor and not another (decision 042). The "web" is a local server whose exact origin
 * is trusted by OUTBOUND_FETCH_ALLOWED_ORIGINS; any other local address stays refused.
 */
type Headers = Record<string, string>;
interface BoardBody { id: string; images: { id: string; title: string; link: string; note: string }[] }
interface ErrorBody { error: { code: string; message: string } }

let t: TestApp;
let web: http.Server;
let webOrigin: string;
let couple: Headers;
let otherCouple: Headers;
let editor: Headers;
let vendorA: Headers;
let vendorB: Headers;
let coupleId: string;
let listingA: string;
let listingB: string;
let board: BoardBody;
let png: Buffer;
let png2: Buffer;

const json = async <T = Record<string, unknown>>(response: Response | Promise<Response>) => (await (await response).json()) as T;
const idOf = async (headers: Headers) => (await json<{ user: { id: string } }>(t.request("GET", "/api/account/me", undefined, headers))).user.id;
const paste = (headers: Headers, boardId: string, url: string, note = "", query = "") => t.request("POST", `/api/inspiration-boards/${boardId}/images/from-address${query}`, { url, note }, headers);
const imageCount = async () => (await t.database.db.select().from(inspirationBoardImages).where(eq(inspirationBoardImages.boardId, board.id))).length;

beforeAll(async () => {
  png = await sharp({ create: { width: 1000, height: 700, channels: 3, background: { r: 190, g: 120, b: 140 } } }).png().toBuffer();
  png2 = await sharp({ create: { width: 1000, height: 700, channels: 3, background: { r: 90, g: 140, b: 100 } } }).png().toBuffer();
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="900" height="900"><script>alert(1)</script></svg>');
  web = http.createServer((req, res) => {
    const url = req.url ?? "/";
    if (url === "/peonies.png") res.writeHead(200, { "content-type": "image/png" }).end(png);
    else if (url === "/pin/123") {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(
        `<!doctype html><html><head><title>ignored</title><meta property="og:title" content="Sage &amp; blush centerpieces"><meta property="og:image" content="/media/pin-123.png"><meta property="og:url" content="${webOrigin}/pin/123/"></head><body></body></html>`,
      );
    } else if (url === "/media/pin-123.png") res.writeHead(200, { "content-type": "image/png" }).end(png2);
    else if (url === "/page-without-image") res.writeHead(200, { "content-type": "text/html" }).end("<html><head><title>Hi</title></head></html>");
    else if (url === "/page-to-private") res.writeHead(200, { "content-type": "text/html" }).end('<meta property="og:image" content="http://10.0.0.8/a.png">');
    else if (url === "/to-private") res.writeHead(302, { location: "http://192.168.0.10/photo.png" }).end();
    else if (url === "/huge.png") {
      res.writeHead(200, { "content-type": "image/png" });
      const chunk = Buffer.alloc(1024 * 1024, 1);
      for (let i = 0; i < 9; i++) res.write(chunk);
      res.end();
    } else if (url === "/disguised.png") res.writeHead(200, { "content-type": "image/png" }).end(svg);
    else if (url === "/drawing.svg") res.writeHead(200, { "content-type": "image/svg+xml" }).end(svg);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => web.listen(0, "127.0.0.1", resolve));
  webOrigin = `http://127.0.0.1:${(web.address() as AddressInfo).port}`;
  t = await createTestApp({ OUTBOUND_FETCH_ALLOWED_ORIGINS: webOrigin });
  [couple, otherCouple, editor, vendorA, vendorB] = await Promise.all([t.signIn("couple"), t.signIn("couple"), t.signIn("couple"), t.signIn("vendor"), t.signIn("vendor")]);
  coupleId = await idOf(couple);
  const [editorId, vendorAId, vendorBId] = await Promise.all([idOf(editor), idOf(vendorA), idOf(vendorB)]);
  await t.database.db.insert(contributorProfiles).values({ userId: editorId, coupleId, relationship: "Planner", permissions: { boards: "edit" } });
  listingA = (await insertTestVendor(t.database.db, { ownerId: vendorAId, businessName: "Petal and Stem", category: "florists" })).id;
  listingB = (await insertTestVendor(t.database.db, { ownerId: vendorBId, businessName: "Other Blooms", category: "florists" })).id;
  await t.database.db.insert(vendorInquiries).values({ vendorId: listingA, coupleId, message: "We'd love peonies for a June wedding." });
  board = await json<BoardBody>(t.request("POST", "/api/inspiration-boards", { name: "Flowers" }, couple));
});
afterAll(async () => {
  web.closeAllConnections();
  await new Promise((resolve) => web.close(resolve));
  await t.close();
});

describe("pasted addresses", () => {
  it("adds an image from its address through the photo pipeline", async () => {
    const response = await paste(couple, board.id, `${webOrigin}/peonies.png`, "Like these");
    expect(response.status).toBe(201);
    const body = await json<BoardBody>(response);
    expect(body.images).toHaveLength(1);
    expect(body.images[0]).toMatchObject({ note: "Like these", link: `${webOrigin}/peonies.png` });
    expect(body.images[0]!.id).toBeTruthy();
  });

  it("reads a pin's page for its image and title (Open Graph), and a helper with edit access can do it", async () => {
    const body = await json<BoardBody>(paste(editor, board.id, `${webOrigin}/pin/123`, "", `?coupleId=${coupleId}`));
    expect(body.images[1]).toMatchObject({ title: "Sage & blush centerpieces", link: `${webOrigin}/pin/123/` });
    const again = await paste(couple, board.id, `${webOrigin}/media/pin-123.png`);
    expect(again.status).toBe(409);
  });

  it("refuses private addresses, redirects to them, pages pointing at them, huge and disguised files: nothing stored", async () => {
    const before = await imageCount();
    const cases: [string, number, RegExp][] = [
      ["http://127.0.0.1:9/photo.png", 422, /private or local network/],
      ["http://10.0.0.1/photo.png", 422, /private or local network/],
      ["http://169.254.169.254/latest/meta-data/", 422, /private or local network/],
      ["http://[::1]/photo.png", 422, /private or local network/],
      [`${webOrigin}/to-private`, 422, /private or local network/],
      [`${webOrigin}/page-to-private`, 422, /private or local network/],
      [`${webOrigin}/huge.png`, 413, /larger than 8 MB/],
      [`${webOrigin}/disguised.png`, 415, /SVG/],
      [`${webOrigin}/drawing.svg`, 415, /didn't send a photo|isn't a photo/],
      [`${webOrigin}/page-without-image`, 422, /doesn't name an image/],
      [`${webOrigin}/gone`, 422, /HTTP 404/],
    ];
    for (const [url, status, message] of cases) {
      const response = await paste(couple, board.id, url);
      expect(response.status, url).toBe(status);
      expect((await json<ErrorBody>(response)).error.message, url).toMatch(message);
    }
    expect(await imageCount()).toBe(before);
  });

  it("checks the address's shape first, and another couple's board is a 404", async () => {
    expect((await paste(couple, board.id, "javascript:alert(1)")).status).toBe(400);
    expect((await paste(couple, board.id, "not an address")).status).toBe(400);
    expect((await paste(otherCouple, board.id, `${webOrigin}/peonies.png`)).status).toBe(404);
  });
});

describe("boards shared with vendors", () => {
  it("lists only vendors the couple wrote to, and refuses sharing with another", async () => {
    const shares = await json<{ vendors: { id: string; name: string }[] }>(t.request("GET", "/api/inspiration-boards/shares", undefined, couple));
    expect(shares.vendors.map((v) => v.name)).toEqual(["Petal and Stem"]);
    const refused = await t.request("PUT", `/api/inspiration-boards/${board.id}/shares/${listingB}`, undefined, couple);
    expect(refused.status).toBe(422);
  });

  it("a vendor sees nothing until the couple shares, then only the shared boards; another vendor never", async () => {
    expect((await t.request("GET", `/api/inspiration-boards/shared-with-me/${coupleId}`, undefined, vendorA)).status).toBe(404);
    const helperShare = await t.request("PUT", `/api/inspiration-boards/${board.id}/shares/${listingA}?coupleId=${coupleId}`, undefined, editor);
    expect(helperShare.status).toBe(403);
    const shared = await t.request("PUT", `/api/inspiration-boards/${board.id}/shares/${listingA}`, undefined, couple);
    expect(shared.status).toBe(200);
    await t.request("POST", "/api/inspiration-boards", { name: "Not shared" }, couple);
    const extras = { colors: ["#a9b8a0"], links: [{ url: "https://example.com/arch", label: "The arch we love" }], note: "Soft greens, nothing too formal." };
    expect((await t.request("PATCH", `/api/inspiration-boards/${board.id}`, extras, couple)).status).toBe(200);
    const seen = await json<{ couple: { id: string }; boards: (BoardBody & typeof extras)[] }>(t.request("GET", `/api/inspiration-boards/shared-with-me/${coupleId}`, undefined, vendorA));
    expect(seen.boards.map((b) => b.id)).toEqual([board.id]);
    expect(seen.boards[0]!.images.length).toBeGreaterThan(0);
    // The vendor sees what the couple added besides pictures: their colors, links and note.
    expect({ colors: seen.boards[0]!.colors, links: seen.boards[0]!.links, note: seen.boards[0]!.note }).toEqual(extras);
    // Only imported Pinterest boards show on the Pinterest page: none here.
    expect((await json<{ boards: BoardBody[] }>(t.request("GET", `/api/inspiration-boards/shared-with-me/${coupleId}?source=pinterest`, undefined, vendorA))).boards).toEqual([]);
    expect((await t.request("GET", `/api/inspiration-boards/shared-with-me/${coupleId}`, undefined, vendorB)).status).toBe(404);
    expect((await t.request("GET", `/api/inspiration-boards/shared-with-me/${coupleId}`, undefined, otherCouple)).status).toBe(403);
  });

  it("stops showing a board once the couple unshares it", async () => {
    const response = await t.request("DELETE", `/api/inspiration-boards/${board.id}/shares/${listingA}`, undefined, couple);
    expect(response.status).toBe(200);
    expect((await t.request("GET", `/api/inspiration-boards/shared-with-me/${coupleId}`, undefined, vendorA)).status).toBe(404);
  });
});
