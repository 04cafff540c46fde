import { describe, expect, it } from "vitest";
import { boardOrderSchema, boardPalette } from "./inspiration-boards.ts";

describe("a board's palette", () => {
  it("takes each image's fullest color first, then second colors, skipping near duplicates", () => {
    const palette = boardPalette([
      ["#8c1c2c", "#f4efe2"],
      ["#8a1e2e", "#a9b8a0"],
      ["#f2c9c4"],
    ]);
    // The second image's burgundy is a near duplicate of the first's, and the ivory of the blush; the
    // sage comes in the second round.
    expect(palette).toEqual(["#8c1c2c", "#f2c9c4", "#a9b8a0"]);
  });

  it("stops at the palette size and ignores what isn't a color", () => {
    expect(boardPalette([["#000000", "#ffffff", "#ff0000", "not-a-color"], ["#00ff00", "#0000ff", "#ffff00"]], 4)).toEqual(["#000000", "#00ff00", "#ffffff", "#0000ff"]);
    expect(boardPalette([])).toEqual([]);
  });
});

describe("an image order", () => {
  it("names each image once", () => {
    const id = "0b7c6c1e-2f0a-4a57-9a57-3c1f5d0e8b11";
    expect(boardOrderSchema.safeParse({ imageIds: [id, id] }).success).toBe(false);
    expect(boardOrderSchema.safeParse({ imageIds: [id] }).success).toBe(true);
  });
});
