import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contributorProfiles, pinterestConnections } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { pinterestStandInEnv, startPinterestStandIn, type PinterestStandIn } from "../../test/pinterest-stand-in.ts";

/** The Pinterest integration against the local stand-in (decision 042), and the same routes without its settings. */
type Headers = Record<string, string>;
interface ErrorBody { error: { code: string; message: string } }
interface Status { configured: boolean; connected: boolean; username: string | null }
interface ImportResult { board: { id: string; name: string; images: { title: string; link: string; fromPinterest: boolean }[]; pinterestBoardId: string | null }; imported: string[]; refused: { pinId: string; message: string }[]; skipped?: string[] }

const json = async <T = Record<string, unknown>>(response: Response | Promise<Response>) => (await (await response).json()) as T;

describe("without Pinterest settings", () => {
  let t: TestApp;
  let couple: Headers;
  beforeAll(async () => {
    t = await createTestApp();
    couple = await t.signIn("couple");
  });
  afterAll(() => t.close());

  it("says it isn't set up, and connecting is refused with what to do instead", async () => {
    expect(await json(t.request("GET", "/api/pinterest/availability"))).toEqual({ configured: false });
    expect(await json<Status>(t.request("GET", "/api/pinterest", undefined, couple))).toMatchObject({ configured: false, connected: false });
    const connect = await t.request("POST", "/api/pinterest/connect", undefined, couple);
    expect(connect.status).toBe(409);
    expect((await json<ErrorBody>(connect)).error.message).toMatch(/pasting their address/);
  });
});

describe("with the Pinterest stand-in", () => {
  let t: TestApp;
  let standIn: PinterestStandIn;
  let couple: Headers;
  let otherCouple: Headers;
  let helper: Headers;
  let coupleId: string;

  beforeAll(async () => {
    standIn = await startPinterestStandIn();
    t = await createTestApp(pinterestStandInEnv(standIn));
    [couple, otherCouple, helper] = await Promise.all([t.signIn("couple"), t.signIn("couple"), t.signIn("couple")]);
    coupleId = (await json<{ user: { id: string } }>(t.request("GET", "/api/account/me", undefined, couple))).user.id;
    const helperId = (await json<{ user: { id: string } }>(t.request("GET", "/api/account/me", undefined, helper))).user.id;
    await t.database.db.insert(contributorProfiles).values({ userId: helperId, coupleId, relationship: "Sister", permissions: { boards: "edit" } });
  });
  afterAll(async () => {
    await t.close();
    await standIn.close();
  });

  /** Starts connecting and follows the consent page's redirect, as the browser does: the code and state it brings back. */
  async function consent(headers: Headers) {
    const { authorizeUrl } = await json<{ authorizeUrl: string }>(t.request("POST", "/api/pinterest/connect", undefined, headers));
    const authorize = new URL(authorizeUrl);
    expect(authorize.origin).toBe(standIn.origin);
    expect(authorize.searchParams.get("redirect_uri")).toBe(`${t.config.publicUrl}/pinterest-integration`);
    expect(authorize.searchParams.get("scope")).toBe("boards:read,pins:read,user_accounts:read");
    const consentPage = await fetch(authorizeUrl, { redirect: "manual" });
    const back = new URL(consentPage.headers.get("location")!);
    return { code: back.searchParams.get("code")!, state: back.searchParams.get("state")! };
  }

  it("connects through OAuth with the state checked, and keeps the tokens sealed", async () => {
    const { code, state } = await consent(couple);
    const forged = await t.request("POST", "/api/pinterest/connect/complete", { code, state: "not-the-state" }, couple);
    expect(forged.status).toBe(400);
    // Another person can't finish my connection with my state.
    expect((await t.request("POST", "/api/pinterest/connect/complete", { code, state }, otherCouple)).status).toBe(400);
    const done = await t.request("POST", "/api/pinterest/connect/complete", { code, state }, couple);
    expect(done.status).toBe(200);
    expect(await json<Status>(done)).toMatchObject({ configured: true, connected: true, username: "june.and.jordan" });
    // The state works once.
    expect((await t.request("POST", "/api/pinterest/connect/complete", { code, state }, couple)).status).toBe(400);
    const [row] = await t.database.db.select().from(pinterestConnections).where(eq(pinterestConnections.userId, coupleId));
    expect(row!.accessTokenSealed).toMatch(/^v1\./);
    expect(row!.accessTokenSealed).not.toContain("pina_");
    expect(row!.refreshTokenSealed).not.toContain("pinr_");
  });

  it("lists boards and pages through a board's pins by bookmark", async () => {
    const boards = await json<{ boards: { id: string; name: string; pinCount: number }[] }>(t.request("GET", "/api/pinterest/boards", undefined, couple));
    expect(boards.boards.map((b) => b.name)).toEqual(["Wedding flowers", "Cake ideas"]);
    const first = await json<{ pins: { id: string; imageUrl: string }[]; bookmark: string }>(t.request("GET", "/api/pinterest/boards/7000001/pins", undefined, couple));
    expect(first.pins).toHaveLength(25);
    expect(first.bookmark).toBeTruthy();
    const second = await json<{ pins: { id: string }[]; bookmark: string | null }>(t.request("GET", `/api/pinterest/boards/7000001/pins?bookmark=${encodeURIComponent(first.bookmark)}`, undefined, couple));
    expect(second.pins).toHaveLength(5);
    expect(second.bookmark).toBeNull();
    expect((await t.request("GET", "/api/pinterest/boards/7999999/pins", undefined, couple)).status).toBe(404);
  });

  it("imports chosen pins (one on the second page) into a new board named after the Pinterest board; again, they are skipped", async () => {
    const input = { pinterestBoardId: "7000001", boardName: "Wedding flowers", pinIds: ["9000001", "9000002", "9000027"] };
    const result = await json<ImportResult>(t.request("POST", "/api/pinterest/import", input, couple));
    expect(result.imported).toEqual(["9000001", "9000002", "9000027"]);
    expect(result.board).toMatchObject({ name: "Wedding flowers", pinterestBoardId: "7000001" });
    expect(result.board.images[0]).toMatchObject({ title: "Garden roses and greenery 1", link: "https://example.com/flowers/1", fromPinterest: true });
    const again = await json<ImportResult>(t.request("POST", "/api/pinterest/import", input, couple));
    expect(again.imported).toEqual([]);
    expect(again.skipped).toEqual(input.pinIds);
    expect(again.board.id).toBe(result.board.id);
  });

  it("refreshes an imported board with the pins added since, refusing a video pin", async () => {
    const first = await json<ImportResult>(t.request("POST", "/api/pinterest/import", { pinterestBoardId: "7000002", boardName: "Cake ideas", pinIds: ["8000001"] }, couple));
    standIn.addPin("7000002", { id: "8000004", title: "Cake with violas", link: "https://example.com/cakes/violas", color: [200, 180, 230] });
    const refreshed = await json<ImportResult>(t.request("POST", `/api/pinterest/refresh/${first.board.id}`, undefined, couple));
    expect(refreshed.imported.sort()).toEqual(["8000002", "8000004"]);
    expect(refreshed.refused).toEqual([{ pinId: "8000003", title: "Cake cutting video", message: expect.stringMatching(/no image/) }]);
    expect(refreshed.board.images).toHaveLength(3);
    expect((await t.request("POST", `/api/pinterest/refresh/${first.board.id}`, undefined, otherCouple)).status).toBe(404);
  });

  it("refreshes an expired access token by itself, and passes Pinterest's rate limit on", async () => {
    standIn.expireAccessTokens();
    const before = standIn.requests.filter((r) => r === "POST /v5/oauth/token").length;
    expect((await t.request("GET", "/api/pinterest/boards", undefined, couple)).status).toBe(200);
    expect(standIn.requests.filter((r) => r === "POST /v5/oauth/token").length).toBe(before + 1);
    standIn.rateLimitNext(1);
    const limited = await t.request("GET", "/api/pinterest/boards", undefined, couple);
    expect(limited.status).toBe(429);
    expect((await json<ErrorBody>(limited)).error.message).toMatch(/slow down.*30 seconds/);
  });

  it("is the couple's own: a helper and another couple don't reach it", async () => {
    expect((await t.request("GET", `/api/pinterest/boards?coupleId=${coupleId}`, undefined, helper)).status).toBe(403);
    const other = await t.request("GET", "/api/pinterest/boards", undefined, otherCouple);
    expect(other.status).toBe(409);
    expect((await json<ErrorBody>(other)).error.code).toBe("pinterest_not_connected");
    expect((await t.request("POST", "/api/pinterest/import", { pinterestBoardId: "7000001", pinIds: [] }, couple)).status).toBe(400);
  });

  it("asks to reconnect when a stored token can't be opened (sealed under another app secret)", async () => {
    const [row] = await t.database.db.select().from(pinterestConnections).where(eq(pinterestConnections.userId, coupleId));
    await t.database.db.update(pinterestConnections).set({ accessTokenSealed: "v1.AAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA.AAAA" }).where(eq(pinterestConnections.userId, coupleId));
    const refused = await t.request("GET", "/api/pinterest/boards", undefined, couple);
    expect(refused.status).toBe(409);
    expect((await json<ErrorBody>(refused)).error.code).toBe("pinterest_reconnect");
    await t.database.db.update(pinterestConnections).set({ accessTokenSealed: row!.accessTokenSealed }).where(eq(pinterestConnections.userId, coupleId));
    expect((await t.request("GET", "/api/pinterest/boards", undefined, couple)).status).toBe(200);
  });

  it("asks to reconnect once Pinterest refuses the refresh token, and disconnects", async () => {
    standIn.revokeEverything();
    const refused = await t.request("GET", "/api/pinterest/boards", undefined, couple);
    expect(refused.status).toBe(409);
    expect((await json<ErrorBody>(refused)).error.code).toBe("pinterest_reconnect");
    expect(await json<Status>(t.request("DELETE", "/api/pinterest/connection", undefined, couple))).toMatchObject({ connected: false });
    expect(await t.database.db.select().from(pinterestConnections).where(eq(pinterestConnections.userId, coupleId))).toEqual([]);
  });
});
