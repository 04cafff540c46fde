import { describe, expect, it } from "vitest";
import { FOUNDING_VENDOR_PLACES, foundingPlacesLeft } from "./vendor-pros";

describe("foundingPlacesLeft", () => {
  it("counts down from the number of places", () => {
    expect(foundingPlacesLeft(0)).toBe(FOUNDING_VENDOR_PLACES);
    expect(foundingPlacesLeft(12)).toBe(FOUNDING_VENDOR_PLACES - 12);
  });
  it("never goes below zero", () => {
    expect(foundingPlacesLeft(FOUNDING_VENDOR_PLACES)).toBe(0);
    expect(foundingPlacesLeft(FOUNDING_VENDOR_PLACES + 30)).toBe(0);
  });
});
