import { describe, expect, it } from "vitest";
import { contributorPermissionsSchema, grants, NO_ACCESS, readContributorPermissions } from "./contributors.ts";

describe("contributor permissions", () => {
  it("fills areas left out with none and refuses unknown levels", () => {
    expect(contributorPermissionsSchema.parse({ guests: "view" })).toEqual({ ...NO_ACCESS, guests: "view" });
    expect(contributorPermissionsSchema.safeParse({ budget: "admin" }).success).toBe(false);
  });

  it("reads anything unreadable as no access", () => {
    expect(readContributorPermissions(["guests"])).toEqual(NO_ACCESS);
    expect(readContributorPermissions(null)).toEqual(NO_ACCESS);
    expect(readContributorPermissions({ chat: "edit" }).chat).toBe("edit");
  });

  it("ranks edit above view above none", () => {
    const permissions = { ...NO_ACCESS, guests: "view", budget: "edit" } as const;
    expect([grants(permissions, "guests", "view"), grants(permissions, "guests", "edit")]).toEqual([true, false]);
    expect([grants(permissions, "budget", "view"), grants(permissions, "budget", "edit")]).toEqual([true, true]);
    expect([grants(permissions, "chat", "none"), grants(permissions, "chat", "view")]).toEqual([true, false]);
  });
});
