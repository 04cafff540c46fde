import { describe, expect, it } from "vitest";
import { accountHomeFor, accountLinkLabel, coupleProfileSchema, verifiedLandingFor } from "./account";

const kinds = {
  couple: { is_venue_owner: false, is_vendor: false },
  vendor: { is_venue_owner: false, is_vendor: true },
  venueOwner: { is_venue_owner: true, is_vendor: false },
};

describe("account destination and label (spec section 2)", () => {
  it("sends each kind to its account page", () => {
    expect(accountHomeFor(kinds.couple)).toBe("/couple-account");
    expect(accountHomeFor(kinds.vendor)).toBe("/vendor-account");
    expect(accountHomeFor(kinds.venueOwner)).toBe("/venue-owner-account");
  });
  it("labels the account link by kind, Sign In when signed out", () => {
    expect(accountLinkLabel(null)).toBe("Sign In");
    expect(accountLinkLabel(kinds.couple)).toBe("My Account");
    expect(accountLinkLabel(kinds.vendor)).toBe("Vendor Dashboard");
    expect(accountLinkLabel(kinds.venueOwner)).toBe("Venue Dashboard");
  });
  it("lands a verified email on the kind's first page", () => {
    expect(verifiedLandingFor("couple")).toBe("/couple-welcome?verified=1");
    expect(verifiedLandingFor("vendor")).toBe("/vendor-account?verified=1");
    expect(verifiedLandingFor("venue_owner")).toBe("/venue-owner-account?verified=1");
  });
});

describe("coupleProfileSchema", () => {
  it("accepts a partial profile and trims names, blank meaning none", () => {
    expect(coupleProfileSchema.parse({ partner1Name: "  Maya ", partner2Name: "" })).toEqual({ partner1Name: "Maya", partner2Name: null });
  });
  it("refuses impossible dates and out-of-range guest counts", () => {
    for (const input of [{ weddingDate: "2027-02-30" }, { weddingDate: "12/06/2027" }, { guestCount: 2001 }, { guestCount: 1.5 }]) {
      expect(coupleProfileSchema.safeParse(input).success).toBe(false);
    }
    expect(coupleProfileSchema.safeParse({ weddingDate: "2028-02-29", guestCount: "120" }).success).toBe(true);
  });
  it("refuses a wedding date that has passed", () => {
    const result = coupleProfileSchema.safeParse({ weddingDate: "2024-06-01" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Choose a wedding date that hasn't passed");
    const nextYear = `${new Date().getUTCFullYear() + 1}-06-01`;
    expect(coupleProfileSchema.safeParse({ weddingDate: nextYear }).success).toBe(true);
  });
});
