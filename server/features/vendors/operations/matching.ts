import type { CityId } from "../../../../domain/cities.ts";
import type { VendorCategorySlug } from "../../../../domain/vendor-categories.ts";
import type { VendorCard } from "../../../../domain/vendor-cards.ts";
import { rankVendors, type CategoryMatches } from "../../../../domain/vendor-matching.ts";
import type { VendorMatchInput } from "../../../../domain/vendors.ts";
import { createCatalogCache } from "../../../db/catalog-cache.ts";
import type { Database } from "../../../db/client.ts";
import { matchCandidates } from "./catalog.ts";
import { listingSnapshotSourceOf, matchCandidatesFromSnapshot } from "./listing-snapshot.ts";

/**
 * Vendor matching: the city's published vendors of the asked categories, ranked by the disclosed rules
 * of domain/vendor-matching.ts. The listing snapshot (decision 026) scores every candidate by number
 * and reads only the winners' cards; while it loads, the candidates' cards come from the database,
 * kept per process by city and categories while the catalog is unchanged.
 */
export function createVendorMatcher(db: Database) {
  const candidates = createCatalogCache<VendorCard[]>(db, { maxEntries: 200 });
  const load = async (input: VendorMatchInput) => {
    // Looked up on the first question, not when the routes are built (the route table lists them with no database).
    const snapshot = await listingSnapshotSourceOf(db).current();
    if (snapshot) return matchCandidatesFromSnapshot(db, snapshot, input);
    const sorted = [...new Set(input.categories)].sort() as VendorCategorySlug[];
    return candidates.get(`${input.city}:${sorted.join(",")}`, () => matchCandidates(db, input.city as CityId, sorted));
  };
  return async (input: VendorMatchInput): Promise<{ categories: CategoryMatches[] }> => ({ categories: rankVendors(await load(input), input) });
}
