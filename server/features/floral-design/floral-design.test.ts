import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { designTotals, suggestPiece, type Design } from "../../../domain/floral.ts";
import { contributorProfiles } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { insertTestVendor } from "../../test/vendors.ts";

type Headers = Record<string, string>;
let t: TestApp;
let couple: Headers;
let otherCouple: Headers;
let viewer: Headers;
let editor: Headers;
let stranger: Headers;
let vendor: Headers;
let coupleId: string;

const json = async <T = Record<string, unknown>>(response: Response | Promise<Response>) => (await (await response).json()) as T;
const idOf = async (headers: Headers) => (await json<{ user: { id: string } }>(t.request("GET", "/api/account/me", undefined, headers))).user.id;

interface DesignBody {
  id: string;
  name: string;
  totals: { stems: number; estimateCents: number; flowerList: { flowerId: string; stems: number }[] };
  warnings: { kind: string; message: string }[];
  shared: boolean;
}
interface StudioBody {
  context: { weddingDate: string | null; state: string | null; guestCount: number | null; seatingTables: number | null; flowersBudgetCents: number | null; weddingColors: string[] };
  access: { as: string; level: string };
  designs: DesignBody[];
}

const peonyDesign: Design = {
  name: "September garden",
  palette: ["#f2c9c4", "#f8f6f0"],
  outdoor: true,
  pieces: [
    { kind: "bridal-bouquet", quantity: 1, flowers: [{ flowerId: "peony", color: "blush", stems: 12 }, { flowerId: "italian-ruscus", color: "green", stems: 6 }] },
    { kind: "centerpiece-low", quantity: 13, flowers: [{ flowerId: "dahlia", color: "blush", stems: 5 }, { flowerId: "seeded-eucalyptus", color: "sage", stems: 4 }] },
  ],
};

beforeAll(async () => {
  t = await createTestApp();
  [couple, otherCouple, viewer, editor, stranger, vendor] = await Promise.all([t.signIn("couple"), t.signIn("couple"), t.signIn("couple"), t.signIn("couple"), t.signIn("couple"), t.signIn("vendor")]);
  coupleId = await idOf(couple);
  const [viewerId, editorId] = await Promise.all([idOf(viewer), idOf(editor)]);
  await t.database.db.insert(contributorProfiles).values([
    { userId: viewerId, coupleId, relationship: "Maid of honor", permissions: { boards: "view", budget: "view" } },
    { userId: editorId, coupleId, relationship: "Planner", permissions: { boards: "edit" } },
  ]);
  expect((await t.request("PUT", "/api/account/couple-profile", { partner1Name: "Maya", partner2Name: "Theo", weddingDate: "2030-09-14", guestCount: 100, city: "columbus", colorPalette: "Blush, ivory and sage" }, couple)).status).toBe(200);
});
afterAll(() => t.close());

describe("the floral design studio", () => {
  let designId: string;

  it("reads the wedding for the studio: date, state, guests, wedding colors", async () => {
    const studio = await json<StudioBody>(t.request("GET", "/api/floral-designs", undefined, couple));
    expect(studio.designs).toEqual([]);
    expect(studio.context).toMatchObject({ weddingDate: "2030-09-14", state: "OH", guestCount: 100, flowersBudgetCents: null });
    expect(studio.context.weddingColors).toEqual(["#f2c9c4", "#efe4c8", "#a9b8a0"]);
  });

  it("counts centerpieces by the floor plan's guest tables once the couple draws one", async () => {
    const before = await json<StudioBody>(t.request("GET", "/api/floral-designs", undefined, couple));
    expect(before.context.seatingTables).toBeNull();
    const table = (number: number, shape = "round", seats = 8) => ({ id: `t-${number}`, shape, name: "", number, seats, x: number * 12, y: 20, rotation: 0 });
    // Eleven guest tables, a head table and a seatless cocktail table: the head and cocktail tables get no centerpiece.
    const tables = [...Array.from({ length: 11 }, (_, i) => table(i + 1)), table(12, "head", 10), table(13, "cocktail", 0)].map((t, i) => ({ ...t, x: 6 + (i % 6) * 14, y: 8 + Math.floor(i / 6) * 16 }));
    const saved = await t.request("PUT", "/api/seating", { eventId: null, room: { width: 100, length: 60 }, tables, fixtures: [], seats: [], rules: [], settings: {} }, couple);
    expect(saved.status, await saved.clone().text()).toBe(200);
    const after = await json<StudioBody>(t.request("GET", "/api/floral-designs", undefined, couple));
    expect(after.context).toMatchObject({ guestCount: 100, seatingTables: 11 });
    // The studio's starting recipe uses them (100 guests alone would be 13 tables).
    expect(suggestPiece("centerpiece-low", ["#f2c9c4"], { ...after.context, state: "OH" }).quantity).toBe(11);
  });

  it("saves a design and answers its totals and warnings from the catalog", async () => {
    const created = await t.request("POST", "/api/floral-designs", peonyDesign, couple);
    expect(created.status).toBe(201);
    const body = await json<DesignBody>(created);
    designId = body.id;
    expect(body.totals.stems).toBe(18 + 13 * 9);
    expect(body.totals.estimateCents).toBe(designTotals(peonyDesign).estimateCents);
    // Peonies are a May-June flower in Ohio: out of season in September. No budget yet, so no budget warning.
    expect(body.warnings.map((w) => w.kind)).toEqual(["season"]);
  });

  it("warns when the estimate is over the budget's flowers line, for the couple only", async () => {
    const estimate = designTotals(peonyDesign).estimateCents;
    const allocations = { flowers: estimate - 100 };
    expect((await t.request("PUT", "/api/budget", { totalCents: 3_000_000, guestCount: 100, allocations }, couple)).status).toBe(200);
    const studio = await json<StudioBody>(t.request("GET", "/api/floral-designs", undefined, couple));
    expect(studio.context.flowersBudgetCents).toBe(estimate - 100);
    expect(studio.designs[0]!.warnings.map((w) => w.kind)).toEqual(["season", "budget"]);
    const helper = await json<StudioBody>(t.request("GET", `/api/floral-designs?coupleId=${coupleId}`, undefined, viewer));
    expect(helper.context.flowersBudgetCents).toBeNull();
    expect(helper.designs[0]!.warnings.map((w) => w.kind)).toEqual(["season"]);
  });

  it("refuses bad designs with a message, and stores nothing", async () => {
    const cases: [unknown, string][] = [
      [{ ...peonyDesign, name: "" }, "Name the design."],
      [{ ...peonyDesign, palette: ["red"] }, "Choose colors as #rrggbb."],
      [{ ...peonyDesign, pieces: [{ kind: "bridal-bouquet", quantity: 1, flowers: [{ flowerId: "sunflower", color: "blue", stems: 3 }] }] }, "That flower doesn't come in that color."],
      [{ ...peonyDesign, pieces: [{ kind: "bridal-bouquet", quantity: -1, flowers: [] }] }, "How many can't be negative."],
      [{ ...peonyDesign, pieces: [{ kind: "hat", quantity: 1, flowers: [] }] }, "Choose a design piece."],
    ];
    for (const [body, message] of cases) {
      const response = await t.request("POST", "/api/floral-designs", body, couple);
      expect(response.status).toBe(400);
      expect(JSON.stringify(await response.json())).toContain(message);
    }
    expect((await json<StudioBody>(t.request("GET", "/api/floral-designs", undefined, couple))).designs).toHaveLength(1);
  });

  it("updates and reads one design; another couple's id is a 404", async () => {
    const renamed = await t.request("PUT", `/api/floral-designs/${designId}`, { ...peonyDesign, name: "Autumn garden" }, couple);
    expect((await json<DesignBody>(renamed)).name).toBe("Autumn garden");
    expect((await t.request("GET", `/api/floral-designs/${designId}`, undefined, couple)).status).toBe(200);
    for (const [method, path] of [
      ["GET", `/api/floral-designs/${designId}`],
      ["PUT", `/api/floral-designs/${designId}`],
      ["DELETE", `/api/floral-designs/${designId}`],
      ["POST", `/api/floral-designs/${designId}/share`],
      ["DELETE", `/api/floral-designs/${designId}/share`],
    ] as const) {
      expect((await t.request(method, path, method === "PUT" ? peonyDesign : undefined, otherCouple)).status, `${method} ${path}`).toBe(404);
    }
    expect((await t.request("GET", "/api/floral-designs/not-an-id", undefined, couple)).status).toBe(400);
  });

  it("lets helpers in by their boards level, and no one else", async () => {
    expect((await t.request("GET", `/api/floral-designs?coupleId=${coupleId}`, undefined, viewer)).status).toBe(200);
    expect((await t.request("POST", `/api/floral-designs?coupleId=${coupleId}`, peonyDesign, viewer)).status).toBe(403);
    expect((await t.request("PUT", `/api/floral-designs/${designId}?coupleId=${coupleId}`, peonyDesign, viewer)).status).toBe(403);
    const added = await t.request("POST", `/api/floral-designs?coupleId=${coupleId}`, { ...peonyDesign, name: "Planner's idea" }, editor);
    expect(added.status).toBe(201);
    expect((await t.request("DELETE", `/api/floral-designs/${(await json<DesignBody>(added)).id}?coupleId=${coupleId}`, undefined, editor)).status).toBe(200);
    expect([403, 404]).toContain((await t.request("GET", `/api/floral-designs?coupleId=${coupleId}`, undefined, stranger)).status);
    expect((await t.request("GET", "/api/floral-designs", undefined, vendor)).status).toBe(403);
    expect((await t.request("GET", "/api/floral-designs")).status).toBe(401);
  });

  it("shares a design read-only by link, without the budget, and revokes it", async () => {
    const shared = await t.request("POST", `/api/floral-designs/${designId}/share`, undefined, couple);
    expect(shared.status).toBe(201);
    const { token } = await json<{ token: string }>(shared);
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const read = await t.request("GET", `/api/floral-designs/shared/${token}`);
    expect(read.status).toBe(200);
    expect(read.headers.get("cache-control")).toBe("no-store");
    const body = await json<Record<string, unknown>>(read);
    expect(body).toMatchObject({ wedding: { coupleNames: "Maya & Theo", weddingDate: "2030-09-14", city: "Columbus, OH" }, design: { name: "Autumn garden" } });
    expect(JSON.stringify(body)).not.toContain("flowersBudget");
    expect(JSON.stringify(body)).not.toContain("warnings");

    // A new link replaces the old one.
    const again = await json<{ token: string }>(t.request("POST", `/api/floral-designs/${designId}/share`, undefined, couple));
    expect((await t.request("GET", `/api/floral-designs/shared/${token}`)).status).toBe(404);
    expect((await t.request("GET", `/api/floral-designs/shared/${again.token}`)).status).toBe(200);
    expect((await t.request("DELETE", `/api/floral-designs/${designId}/share`, undefined, couple)).status).toBe(200);
    const revoked = await t.request("GET", `/api/floral-designs/shared/${again.token}`);
    expect(revoked.status).toBe(404);
    expect(await revoked.json()).toMatchObject({ error: { message: "This link doesn't open a design anymore. Ask the couple for a new one." } });
    expect((await t.request("GET", "/api/floral-designs/shared/short")).status).toBe(400);
  });

  it("appears in the couple's planning overview", async () => {
    const overview = await json<{ floral: { designs: number; latest: { name: string } | null } }>(t.request("GET", "/api/planning/overview", undefined, couple));
    expect(overview.floral).toMatchObject({ designs: 1, latest: { name: "Autumn garden" } });
  });

  it("attaches a design to an inquiry to a florist, and the florist sees it in the thread", async () => {
    const floristId = await idOf(vendor);
    const otherVendor = await t.signIn("vendor");
    const florist = await insertTestVendor(t.database.db, { ownerId: floristId, businessName: "Wild Stem Florals", category: "florists" });
    const photographer = await insertTestVendor(t.database.db, { ownerId: await idOf(otherVendor), businessName: "Lakeside Photo" });
    const message = { weddingDate: "2030-09-14", guestCount: 100, message: "We'd love your help with our September flowers." };
    const send = async (vendorId: string) => (await json<{ inquiry: { id: string } }>(t.request("POST", `/api/inquiries/vendors/${vendorId}`, message, couple))).inquiry;
    const toFlorist = await send(florist.id);
    const toPhotographer = await send(photographer.id);

    const listed = await json<{ inquiries: { id: string; vendorName: string; designId: string | null }[] }>(t.request("GET", "/api/floral-designs/florist-inquiries", undefined, couple));
    expect(listed.inquiries).toEqual([expect.objectContaining({ id: toFlorist.id, vendorName: "Wild Stem Florals", designId: null })]);
    expect((await json<{ design: null }>(t.request("GET", `/api/floral-designs/inquiry/${toFlorist.id}`, undefined, vendor))).design).toBeNull();

    const notFlorist = await t.request("PUT", `/api/floral-designs/${designId}/inquiries/${toPhotographer.id}`, undefined, couple);
    expect(notFlorist.status).toBe(422);
    expect(await notFlorist.json()).toMatchObject({ error: { message: "A floral design can be attached to a conversation with a florist only." } });
    // Another couple can't attach to this couple's inquiry, nor this couple's design to their own; helpers can't attach at all.
    expect((await t.request("PUT", `/api/floral-designs/${designId}/inquiries/${toFlorist.id}`, undefined, otherCouple)).status).toBe(404);
    expect((await t.request("PUT", `/api/floral-designs/${designId}/inquiries/${toFlorist.id}?coupleId=${coupleId}`, undefined, editor)).status).toBe(403);

    const attached = await t.request("PUT", `/api/floral-designs/${designId}/inquiries/${toFlorist.id}`, undefined, couple);
    expect(attached.status).toBe(200);
    const seen = await json<{ design: { name: string; totals: { stems: number } }; wedding: { coupleNames: string } }>(t.request("GET", `/api/floral-designs/inquiry/${toFlorist.id}`, undefined, vendor));
    expect(seen).toMatchObject({ design: { name: "Autumn garden", totals: { stems: designTotals(peonyDesign).stems } }, wedding: { coupleNames: "Maya & Theo" } });
    expect(JSON.stringify(seen)).not.toContain("flowersBudget");
    expect((await t.request("GET", `/api/floral-designs/inquiry/${toFlorist.id}`, undefined, couple)).status).toBe(200);
    // Not the thread's parties: the other vendor, another couple.
    expect((await t.request("GET", `/api/floral-designs/inquiry/${toFlorist.id}`, undefined, otherVendor)).status).toBe(404);
    expect((await t.request("GET", `/api/floral-designs/inquiry/${toFlorist.id}`, undefined, otherCouple)).status).toBe(404);
    expect((await json<{ inquiries: { designId: string | null }[] }>(t.request("GET", "/api/floral-designs/florist-inquiries", undefined, couple))).inquiries[0]!.designId).toBe(designId);
  });

  it("deletes a design", async () => {
    expect((await t.request("DELETE", `/api/floral-designs/${designId}`, undefined, couple)).status).toBe(200);
    expect((await t.request("DELETE", `/api/floral-designs/${designId}`, undefined, couple)).status).toBe(404);
  });
});
