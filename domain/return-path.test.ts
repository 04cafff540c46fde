import { describe, expect, it } from "vitest";
import { safeReturnPath, signInPathReturningTo } from "./return-path";

describe("safeReturnPath", () => {
  it("keeps a same-site path with its query and hash", () => {
    expect(safeReturnPath("/venues/the-foundry-loft?tab=photos#gallery")).toBe("/venues/the-foundry-loft?tab=photos#gallery");
  });

  it.each(["https://evil.example/", "//evil.example/x", "/\\evil.example", "javascript:alert(1)", "venues", "/auth?mode=signin", "/login", "/a\u0000b", "", null, `/${"x".repeat(600)}`])(
    "refuses %s",
    (value) => expect(safeReturnPath(value)).toBeNull(),
  );

  it("builds the sign-in link back", () => {
    expect(signInPathReturningTo("/venues/x")).toBe("/auth?mode=signin&returnTo=%2Fvenues%2Fx");
    expect(signInPathReturningTo("//evil.example")).toBe("/auth?mode=signin");
  });
});
