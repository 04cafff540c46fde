import { describe, expect, it } from "vitest";
import { CITIES, DEFAULT_CITY_ID, getCity, isCityId, resolveCityId } from "./cities";

describe("cities", () => {
  it("serves exactly the four cities of the spec", () => {
    expect(CITIES.map((c) => [c.id, c.name, c.state])).toEqual([
      ["cleveland", "Cleveland", "OH"],
      ["columbus", "Columbus", "OH"],
      ["nashville", "Nashville", "TN"],
      ["cincinnati", "Cincinnati", "OH"],
    ]);
  });
  it("falls back to cleveland for a missing or unknown stored city", () => {
    expect(DEFAULT_CITY_ID).toBe("cleveland");
    expect(resolveCityId(null)).toBe("cleveland");
    expect(resolveCityId(undefined)).toBe("cleveland");
    expect(resolveCityId("atlantis")).toBe("cleveland");
    expect(resolveCityId("Nashville")).toBe("cleveland");
    expect(resolveCityId("nashville")).toBe("nashville");
  });
  it("recognizes only known ids", () => {
    expect(isCityId("columbus")).toBe(true);
    expect(isCityId("")).toBe(false);
    expect(isCityId(42)).toBe(false);
    expect(getCity("cincinnati").displayName).toBe("Cincinnati, OH");
    expect(() => getCity("nowhere" as never)).toThrow(/Unknown city/);
  });
});
