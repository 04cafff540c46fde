import { describe, expect, it } from "vitest";
import { FLOWERS, flowerById } from "./floral-catalog.ts";
import { defaultQuantity, designSchema, designTotals, designWarnings, inMonths, paletteFromPixels, paletteFromWords, receptionTables, suggestPiece, tablesFor, type Design } from "./floral.ts";

const design = (pieces: Design["pieces"], outdoor = false): Design => ({ name: "Spring", palette: ["#f2c9c4"], outdoor, pieces });
const noContext = { weddingDate: null, state: null, guestCount: null, flowersBudgetCents: null } as const;

describe("the flower catalog", () => {
  it("has at least 60 flowers and greens, each with a season in both states and a price", () => {
    expect(FLOWERS.length).toBeGreaterThanOrEqual(60);
    expect(FLOWERS.some((f) => f.kind === "green")).toBe(true);
    expect(new Set(FLOWERS.map((f) => f.id)).size).toBe(FLOWERS.length);
    for (const flower of FLOWERS) {
      expect(flower.stemCents).toBeGreaterThan(0);
      expect(flower.colors.length).toBeGreaterThan(0);
      for (const month of [...flower.ohio, ...flower.tennessee]) expect(month).toBeGreaterThanOrEqual(1);
    }
  });
  it("reads month ranges, including one across the new year", () => {
    expect(inMonths([5, 6], 6)).toBe(true);
    expect(inMonths([5, 6], 7)).toBe(false);
    expect(inMonths([11, 2], 1)).toBe(true);
    expect(inMonths([11, 2], 3)).toBe(false);
  });
});

describe("stem and cost totals", () => {
  it("adds stems and cost across pieces and quantities, one line per flower and color", () => {
    const totals = designTotals(
      design([
        { kind: "bridal-bouquet", quantity: 1, flowers: [{ flowerId: "peony", color: "blush", stems: 10 }, { flowerId: "italian-ruscus", color: "green", stems: 6 }] },
        { kind: "centerpiece-low", quantity: 13, flowers: [{ flowerId: "peony", color: "blush", stems: 3 }, { flowerId: "peony", color: "white", stems: 2 }] },
      ]),
    );
    expect(totals.pieces.map((p) => [p.stemsEach, p.stems])).toEqual([
      [16, 16],
      [5, 65],
    ]);
    expect(totals.stems).toBe(81);
    const blush = totals.flowerList.find((l) => l.flowerId === "peony" && l.color === "blush")!;
    expect(blush.stems).toBe(10 + 39);
    expect(blush.costCents).toBe(49 * 900);
    expect(totals.flowersCents).toBe(16 * 0 + 10 * 900 + 6 * 150 + 65 * 900);
    expect(totals.laborCents).toBe(Math.round(totals.flowersCents * 0.35));
    expect(totals.estimateCents).toBe(totals.flowersCents + totals.laborCents);
  });
  it("counts a table's centerpiece per table from the guest count", () => {
    expect(tablesFor(100)).toBe(13);
    expect(tablesFor(null)).toBe(0);
    // The floor plan's guest tables win over the estimate from the guest count.
    expect(receptionTables({ guestCount: 100, seatingTables: 11 })).toBe(11);
    expect(receptionTables({ guestCount: 100, seatingTables: null })).toBe(13);
    expect(defaultQuantity("centerpiece-tall", { guestCount: 100, seatingTables: 11 })).toBe(11);
    expect(defaultQuantity("bridal-bouquet", { guestCount: 100, seatingTables: 11 })).toBe(1);
    expect(suggestPiece("centerpiece-low", ["#f2c9c4"], { ...noContext, guestCount: 100 }).quantity).toBe(13);
  });
});

describe("warnings", () => {
  const peonies = design([{ kind: "bridal-bouquet", quantity: 1, flowers: [{ flowerId: "peony", color: "blush", stems: 12 }, { flowerId: "rose", color: "white", stems: 10 }] }], true);
  it("names a flower out of season in the wedding's state on its month", () => {
    const september = designWarnings(peonies, { ...noContext, weddingDate: "2027-09-18", state: "OH" });
    expect(september.map((w) => w.kind)).toEqual(["season"]);
    expect(september[0]!.message).toContain("Peony is out of season in Ohio in September");
    // Tennessee's peonies come in April; Ohio's in May.
    expect(designWarnings(peonies, { ...noContext, weddingDate: "2027-04-24", state: "TN" })).toEqual([]);
    expect(designWarnings(peonies, { ...noContext, weddingDate: "2027-04-24", state: "OH" }).map((w) => w.kind)).toEqual(["season"]);
    expect(designWarnings(peonies, noContext)).toEqual([]);
  });
  it("warns when the estimate is over the budget's flowers line, and not at or under it", () => {
    const estimate = designTotals(peonies).estimateCents;
    expect(designWarnings(peonies, { ...noContext, flowersBudgetCents: estimate - 1 }).map((w) => w.kind)).toEqual(["budget"]);
    expect(designWarnings(peonies, { ...noContext, flowersBudgetCents: estimate })).toEqual([]);
  });
  it("warns about fragile flowers at an outdoor summer wedding only", () => {
    const june = designWarnings(peonies, { ...noContext, weddingDate: "2027-06-12", state: "OH" });
    expect(june.map((w) => [w.kind, "flowerId" in w ? w.flowerId : ""])).toEqual([["heat", "peony"]]);
    expect(designWarnings({ ...peonies, outdoor: false }, { ...noContext, weddingDate: "2027-06-12", state: "OH" })).toEqual([]);
  });
});

describe("the design schema", () => {
  it("refuses a color the flower doesn't come in, an unknown flower and a piece twice", () => {
    const bad = designSchema.safeParse(design([{ kind: "corsage", quantity: 2, flowers: [{ flowerId: "sunflower", color: "blue", stems: 2 }] }]));
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe("That flower doesn't come in that color.");
    expect(designSchema.safeParse(design([{ kind: "corsage", quantity: 2, flowers: [{ flowerId: "plastic-fern", color: "green", stems: 2 }] }])).success).toBe(false);
    const twice = designSchema.safeParse(design([{ kind: "corsage", quantity: 2, flowers: [] }, { kind: "corsage", quantity: 1, flowers: [] }]));
    expect(twice.error?.issues[0]?.message).toContain("Each piece appears once");
  });
});

describe("palettes", () => {
  it("takes an image's main colors, fullest first, skipping near duplicates and transparent pixels", () => {
    const pixels: number[] = [];
    const add = (rgba: number[], n: number) => {
      for (let i = 0; i < n; i++) pixels.push(...rgba);
    };
    add([240, 200, 196, 255], 60); // blush
    add([242, 202, 198, 255], 10); // the same blush
    add([110, 139, 90, 255], 30); // green
    add([0, 0, 255, 0], 500); // transparent
    const palette = paletteFromPixels(pixels, 5);
    expect(palette).toHaveLength(2);
    expect(palette[0]).toMatch(/^#f[01]c[89a-f]c[0-9a-f]$/);
    expect(palette[1]).toBe("#6e8b5a");
  });
  it("reads wedding colors written in words", () => {
    expect(paletteFromWords("Sage, blush and gold")).toEqual(["#a9b8a0", "#f2c9c4", "#f2cf4a"]);
    expect(paletteFromWords(null)).toEqual([]);
  });
  it("suggests an in-season recipe near the palette", () => {
    const piece = suggestPiece("bridal-bouquet", ["#f2c9c4", "#f8f6f0"], { ...noContext, weddingDate: "2027-10-02", state: "OH" });
    expect(piece.flowers).toHaveLength(4);
    for (const entry of piece.flowers) expect(inMonths(flowerById(entry.flowerId)!.ohio, 10)).toBe(true);
    expect(flowerById(piece.flowers[3]!.flowerId)!.kind).toBe("green");
  });
});
