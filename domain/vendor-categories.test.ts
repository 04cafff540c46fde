import { describe, expect, it } from "vitest";
import { isVendorCategorySlug, VENDOR_CATEGORIES } from "./vendor-categories";

describe("vendor categories", () => {
  it("has the twelve slugs of the navigation, in order", () => {
    expect(VENDOR_CATEGORIES.map((c) => c.slug)).toEqual([
      "photographers", "videographers", "caterers", "djband", "florists", "weddingplanners",
      "bakers", "hairmakeup", "transportation", "officiants", "bartenders", "decorators",
    ]);
    expect(isVendorCategorySlug("florists")).toBe(true);
    expect(isVendorCategorySlug("jugglers")).toBe(false);
  });
});
