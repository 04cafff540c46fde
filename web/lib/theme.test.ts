import { describe, expect, it } from "vitest";
import { themeFor } from "./theme";

describe("themeFor", () => {
  it("is classic by default and modern only with web_themes_v2", () => {
    expect(themeFor(false)).toBe("classic");
    expect(themeFor(true)).toBe("modern");
  });
});
