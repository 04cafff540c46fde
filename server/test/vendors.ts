import type { Database } from "../db/client.ts";
import { vendors } from "../db/schema/index.ts";

type VendorInsert = typeof vendors.$inferInsert;

let counter = 0;

/** A published vendor with sensible facts (unowned unless `ownerId` is given); tests override what they look at. */
export async function insertTestVendor(db: Database, overrides: Partial<VendorInsert> = {}) {
  counter += 1;
  const businessName = overrides.businessName ?? `Test Studio ${counter}`;
  const [vendor] = await db
    .insert(vendors)
    .values({
      slug: `${businessName.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${counter}-${Math.random().toString(36).slice(2, 6)}`,
      published: true,
      businessName,
      category: "photographers",
      city: "columbus",
      citiesServed: ["columbus"],
      summary: "Relaxed documentary photography for couples.",
      description: "We photograph weddings as they happen: candid moments, family portraits done quickly, and a gallery within four weeks.",
      startingPrice: 2400,
      styles: ["modern"],
      yearsInBusiness: 6,
      contactEmail: "",
      ...overrides,
    })
    .returning();
  return vendor!;
}
