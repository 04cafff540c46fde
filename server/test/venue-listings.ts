import sharp from "sharp";
import type { VenueListingInput } from "../../domain/venues.ts";
import type { TestApp } from "./harness.ts";

/** A complete, valid listing for tests. */
export function sampleListing(overrides: Partial<VenueListingInput> = {}): VenueListingInput {
  return {
    name: "The Foundry Loft",
    city: "columbus",
    address: "410 W Rich St, Columbus, OH 43215",
    neighborhood: "Franklinton",
    summary: "A brick-and-beam loft with skyline views and room for 180.",
    description:
      "Exposed brick, steel trusses and tall factory windows frame a ceremony space that turns into a reception hall with a long walnut bar and a courtyard for cocktails.",
    styles: ["industrial", "modern"],
    setting: "both",
    seatedCapacity: 180,
    standingCapacity: 250,
    priceTier: 3,
    rentalFeeMin: 4500,
    rentalFeeMax: 9000,
    perGuestMin: 85,
    perGuestMax: 140,
    priceIncludes: ["Tables and chairs", "Bridal suite"],
    amenities: ["outside_catering", "bar_service", "wheelchair_accessible"],
    catering: "approved_list",
    alcohol: "in_house",
    parking: "",
    accessibility: "",
    accommodation: "",
    rules: ["Music indoors after 10 pm"],
    website: "",
    phone: "",
    ...overrides,
  };
}

/**
 * A real photo-like image made with sharp (no binary fixtures). A different `shade` gives different
 * bytes, since the same photo can't be uploaded to a listing twice.
 */
export function makeImage(
  format: "png" | "jpeg",
  width = 1200,
  height = 800,
  { orientation, shade = 0 }: { orientation?: number; shade?: number } = {},
): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 120, g: 80 + 5 * shade, b: 110 } } });
  const encoded = format === "png" ? image.png() : image.jpeg({ quality: 80 });
  return (orientation ? encoded.withMetadata({ orientation }) : encoded).toBuffer();
}

/** POST a file to the upload route as a browser would (multipart, same origin). */
export function uploadImage(t: TestApp, headers: Record<string, string>, venueId: string, body: Uint8Array, name = "photo.png", type = "image/png", alt?: string) {
  const form = new FormData();
  form.append("file", new File([body as Uint8Array<ArrayBuffer>], name, { type }));
  if (alt !== undefined) form.append("alt", alt);
  return t.app.request(`/api/owner/venues/${venueId}/images`, { method: "POST", headers: { origin: t.config.publicUrl, ...headers }, body: form });
}
