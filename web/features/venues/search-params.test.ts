import { describe, expect, it } from "vitest";
import { venueSearchSchema } from "@domain/venues";
import { activeFilterCount, apiQuery, EMPTY_FILTERS, filtersToParams, parseFilters } from "./search-params";

describe("venue filters in the URL", () => {
  it("round-trips every filter", () => {
    const filters = {
      ...EMPTY_FILTERS,
      q: "lake view",
      city: "columbus" as const,
      guests: 120,
      priceMax: 3,
      styles: ["barn" as const, "garden" as const],
      setting: "outdoor" as const,
      amenities: ["on_site_parking" as const],
      date: "2027-06-12",
      has3dTour: true,
      sort: "price_low" as const,
      page: 2,
    };
    expect(parseFilters(filtersToParams(filters))).toEqual(filters);
  });

  it("leaves defaults out of the URL and drops what the server would refuse", () => {
    expect(filtersToParams(EMPTY_FILTERS).toString()).toBe("");
    const parsed = parseFilters(new URLSearchParams("city=atlantis&guests=-3&priceMax=9&styles=barn,castle&setting=moon&sort=random&page=0&date=June&amenities=moat"));
    expect(parsed).toEqual({ ...EMPTY_FILTERS, styles: ["barn"] });
  });

  it("sends the selected city unless every city was chosen, in a shape the server accepts", () => {
    expect(apiQuery(EMPTY_FILTERS, "nashville")).toEqual({ city: "nashville" });
    expect(apiQuery({ ...EMPTY_FILTERS, city: "all" }, "nashville")).toEqual({});
    expect(apiQuery({ ...EMPTY_FILTERS, city: "cincinnati" }, "nashville")).toEqual({ city: "cincinnati" });
    const query = apiQuery({ ...EMPTY_FILTERS, styles: ["barn", "garden"], has3dTour: true, guests: 80, page: 3 }, null);
    expect(venueSearchSchema.safeParse(query)).toMatchObject({ success: true, data: { styles: ["barn", "garden"], has3dTour: true, guests: 80, page: 3 } });
  });

  it("counts the narrowing filters", () => {
    expect(activeFilterCount(EMPTY_FILTERS)).toBe(0);
    expect(activeFilterCount({ ...EMPTY_FILTERS, city: "columbus", styles: ["barn", "garden"], date: "2027-01-01" })).toBe(3);
  });
});
