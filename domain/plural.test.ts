import { describe, expect, it } from "vitest";
import { countOf } from "./plural.ts";

describe("countOf", () => {
  it("says one thing in the singular and any other number in the plural", () => {
    expect(countOf(1, "open conversation")).toBe("1 open conversation");
    expect(countOf(0, "open conversation")).toBe("0 open conversations");
    expect(countOf(1200, "duplicate")).toBe("1,200 duplicates");
    expect(countOf(2, "person", "people")).toBe("2 people");
  });
});
