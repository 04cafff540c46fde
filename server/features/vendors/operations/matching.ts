import type { CityId } from "../../../../domain/cities.ts";
import type { VendorCategorySlug } from "../../../../domain/vendor-categories.ts";
import type { VendorCard } from "../../../../domain/vendor-cards.ts";
import { rankVendors, type CategoryMatches } from "../../../../domain/vendor-matching.ts";
import type { VendorMatchInput } from "../../../../domain/vendors.ts";
import { createCatalogCache } from "../../../db/catalog-cache.ts";
import type { Database } from "../../../db/client.ts";
import { matchCandidates } from "./catalog.ts";

/**
 * Vendor matching: the city's published vendors of the asked categories, ranked by the disclosed rules
 * of domain/vendor-matching.ts. The candidates depend only on the city and the categories, so they are
 * kept per process while the catalog is unchanged; the ranking itself is arithmetic.
 */
export function createVendorMatcher(db: Database) {
  const candidates = createCatalogCache<VendorCard[]>(db, { maxEntries: 200 });
  const load = (city: CityId, categories: readonly VendorCategorySlug[]) => {
    const sorted = [...new Set(categories)].sort();
    return candidates.get(`${city}:${sorted.join(",")}`, () => matchCandidates(db, city, sorted));
  };
  return async (input: VendorMatchInput): Promise<{ categories: CategoryMatches[] }> => ({ categories: rankVendors(await load(input.city, input.categories), input) });
}
