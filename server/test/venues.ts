import type { Database } from "../db/client.ts";
import { venueImages, venues } from "../db/schema/index.ts";

type VenueInsert = typeof venues.$inferInsert;

let counter = 0;

/** A published venue with sensible facts; tests override what they look at. */
export async function insertTestVenue(db: Database, overrides: Partial<VenueInsert> = {}, images = 1) {
  counter += 1;
  const name = overrides.name ?? `Test Hall ${counter}`;
  const [venue] = await db
    .insert(venues)
    .values({
      slug: `${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${counter}`,
      published: true,
      name,
      city: "cleveland",
      address: `${counter} Test Street`,
      neighborhood: "Ohio City",
      summary: "A bright room for a relaxed celebration.",
      description: "A long description of a bright room with tall windows and a small garden for the ceremony.",
      styles: ["modern"],
      setting: "indoor",
      seatedCapacity: 100,
      standingCapacity: 150,
      priceTier: 2,
      rentalFeeMin: 3000,
      rentalFeeMax: 6000,
      perGuestMin: 60,
      perGuestMax: 110,
      amenities: ["on_site_parking"],
      catering: "any",
      alcohol: "in_house",
      ...overrides,
    })
    .returning();
  for (let position = images - 1; position >= 0; position--) {
    await db.insert(venueImages).values({
      venueId: venue!.id,
      url: `/media/test/${venue!.slug}-${position}.svg`,
      thumbUrl: `/media/test/${venue!.slug}-${position}-thumb.svg`,
      alt: `${name} photo ${position + 1}`,
      width: 1200,
      height: 800,
      position,
    });
  }
  return venue!;
}
