import type { CityId } from "../../../../domain/cities.ts";
import type { VendorCategorySlug } from "../../../../domain/vendor-categories.ts";
import type { VendorCard } from "../../../../domain/vendor-cards.ts";
import { rankVendors, type CategoryMatches } from "../../../../domain/vendor-matching.ts";
import type { VendorMatchInput } from "../../../../domain/vendors.ts";
import { createCatalogCache } from "../../../db/catalog-cache.ts";
import type { JsonText } from "../../../http/search-cache.ts";
import type { Database } from "../../../db/client.ts";
import { matchCandidates } from "./catalog.ts";
import { listingSnapshotSourceOf, matchAnswerFromSnapshot } from "./listing-snapshot.ts";

/**
 * Vendor matching: the city's published vendors of the asked categories, ranked by the disclosed rules
 * of domain/vendor-matching.ts. The listing snapshot (decision 026) finds the winners by number and
 * writes the answer from parts it keeps serialized (decisions 053, 060); a question asked while it
 * loads waits for it. Only when no snapshot could be loaded do the candidates' cards come from the
 * database, kept per process by city and categories while the catalog is unchanged.
 */
export function createVendorMatcher(db: Database) {
  const candidates = createCatalogCache<VendorCard[]>(db, { maxEntries: 200 });
  return async (input: VendorMatchInput): Promise<JsonText<{ categories: CategoryMatches[] }>> => {
    // Looked up on the first question, not when the routes are built (the route table lists them with no database).
    const snapshot = await listingSnapshotSourceOf(db).readyToMatch(input.city as CityId);
    if (snapshot) return matchAnswerFromSnapshot(snapshot, input);
    const sorted = [...new Set(input.categories)].sort() as VendorCategorySlug[];
    const cards = await candidates.get(`${input.city}:${sorted.join(",")}`, () => matchCandidates(db, input.city as CityId, sorted));
    return JSON.stringify({ categories: rankVendors(cards, input) });
  };
}
