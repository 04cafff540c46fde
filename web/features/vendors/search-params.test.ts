import { describe, expect, it } from "vitest";
import { cityInEffect, EMPTY_VENDOR_FILTERS, parseVendorFilters, vendorApiQuery, vendorFiltersToParams, vendorListPath, vendorPathParts } from "./search-params";

describe("vendor list addresses", () => {
  it("reads filters and drops what it doesn't know", () => {
    const filters = parseVendorFilters(new URLSearchParams("q=dahlias&price=under500&styles=rustic,gothic&styles=boho&minRating=9&sort=rating&page=3"));
    expect(filters).toEqual({ q: "dahlias", price: "under500", styles: ["rustic", "boho"], minRating: null, sort: "rating", page: 3, city: null });
    expect(parseVendorFilters(new URLSearchParams("page=-1&sort=random"))).toEqual(EMPTY_VENDOR_FILTERS);
  });

  it("writes filters back without defaults, and round-trips", () => {
    const filters = { ...EMPTY_VENDOR_FILTERS, styles: ["glam" as const], minRating: 4, page: 2 };
    const params = vendorFiltersToParams(filters);
    expect(params).toEqual({ styles: "glam", minRating: "4", page: "2" });
    expect(parseVendorFilters(new URLSearchParams(params))).toEqual(filters);
  });

  it("lets the path's city win over the selected one, and 'all' over the selected one elsewhere", () => {
    expect(cityInEffect("nashville", { ...EMPTY_VENDOR_FILTERS, city: "all" }, "cleveland")).toBe("nashville");
    expect(cityInEffect(null, EMPTY_VENDOR_FILTERS, "cleveland")).toBe("cleveland");
    expect(cityInEffect(null, { ...EMPTY_VENDOR_FILTERS, city: "all" }, "cleveland")).toBeNull();
    expect(vendorApiQuery({ ...EMPTY_VENDOR_FILTERS, city: "all" }, "florists", null)).toEqual({ category: "florists" });
  });

  it("names the city and category of each path form, and which part is unknown", () => {
    expect(vendorPathParts({})).toEqual({ city: null, category: null, unknown: null });
    expect(vendorPathParts({ category: "bakers" })).toEqual({ city: null, category: "bakers", unknown: null });
    expect(vendorPathParts({ city: "columbus", category: "bakers" })).toEqual({ city: "columbus", category: "bakers", unknown: null });
    expect(vendorPathParts({ city: "paris" }).unknown).toBe("city");
    expect(vendorPathParts({ city: "columbus", category: "jugglers" }).unknown).toBe("category");
    expect(vendorListPath("columbus", "bakers")).toBe("/columbus/vendors/bakers");
    expect(vendorListPath(null, null)).toBe("/vendors");
  });
});
