import { describe, expect, it } from "vitest";
import { readFlags } from "@domain/flags";
import { venueToursRedirect } from "./venue-tours-redirect";

describe("/venue-tours redirect", () => {
  it("goes to /venue-favorites only when VITE_FLAG_NAV_HIDE_VENUE_TOURS is exactly true", () => {
    expect(venueToursRedirect(readFlags({ VITE_FLAG_NAV_HIDE_VENUE_TOURS: "true" }))).toBe("/venue-favorites");
    expect(venueToursRedirect(readFlags({ VITE_FLAG_NAV_HIDE_VENUE_TOURS: "TRUE" }))).toBeNull();
    expect(venueToursRedirect(readFlags({}))).toBeNull();
  });
});
