import { describe, expect, it } from "vitest";
import type { VenueDetail } from "@domain/venue-cards";
import { postalAddress, venueHead } from "./seo";

describe("venue search-engine data", () => {
  it("splits a street address into schema.org parts, and keeps an address of another shape whole", () => {
    expect(postalAddress("1730 Elm Street, Cincinnati, OH 45202", "cincinnati")).toEqual({
      "@type": "PostalAddress",
      streetAddress: "1730 Elm Street",
      addressLocality: "Cincinnati",
      addressRegion: "OH",
      postalCode: "45202",
      addressCountry: "US",
    });
    expect(postalAddress("Mile 4, Old Hickory Lake", "nashville")).toMatchObject({ streetAddress: "Mile 4, Old Hickory Lake", addressRegion: "TN" });
  });

  it("leads the description with the facts, names the one address, and previews the cover as a JPEG", () => {
    const venue = {
      id: "v1",
      slug: "the-barn",
      name: "The Barn",
      city: "columbus",
      summary: "A restored 1890s dairy barn. ".repeat(10),
      seatedCapacity: 180,
      standingCapacity: 250,
      priceTier: 2,
      rentalFeeMin: 4000,
      rentalFeeMax: 9000,
      address: "1 Farm Lane, Columbus, OH 43004",
      phone: "",
      amenities: ["on_site_parking"],
      images: [{ id: "i", url: "/media/a.svg", thumbUrl: "/media/a-thumb.svg", alt: "The barn", width: 1600, height: 1067 }],
    } as unknown as VenueDetail;
    const head = venueHead(venue, "https://serviceberry.app");
    expect(head.title).toBe("The Barn: wedding venue in Columbus, OH");
    expect(head.description).toMatch(/^Wedding venue in Columbus, OH for up to 180 seated guests, rental \$4,000 to \$9,000\. A restored/);
    expect(head.description!.length).toBeLessThanOrEqual(160);
    expect(head.canonicalPath).toBe("/venues/the-barn");
    expect(head.image).toMatchObject({ url: "/media/a.svg.preview.jpg", width: 1200, height: 630 });
    expect(head.jsonLd?.[0]).toMatchObject({ "@type": ["EventVenue", "LocalBusiness"], priceRange: "$$", maximumAttendeeCapacity: 250, url: "https://serviceberry.app/venues/the-barn" });
    expect(head.jsonLd?.[0]).not.toHaveProperty("telephone");
  });
});
