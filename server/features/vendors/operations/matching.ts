import type { CityId } from "../../../../domain/cities.ts";
import type { VendorCategorySlug } from "../../../../domain/vendor-categories.ts";
import type { VendorCard } from "../../../../domain/vendor-cards.ts";
import { rankVendors, type CategoryMatches } from "../../../../domain/vendor-matching.ts";
import type { VendorMatchInput } from "../../../../domain/vendors.ts";
import { createCatalogCache } from "../../../db/catalog-cache.ts";
import type { JsonText } from "../../../http/search-cache.ts";
import type { Database } from "../../../db/client.ts";
import { matchCandidates } from "./catalog.ts";
import { listingSnapshotSourceOf, matchCandidatesFromSnapshot } from "./listing-snapshot.ts";

/**
 * Vendor matching: the city's published vendors of the asked categories, ranked by the disclosed rules
 * of domain/vendor-matching.ts. The listing snapshot (decision 026) scores every candidate by number
 * and reads only the winners' cards; a question asked while it loads waits for it (decision 053). Only
 * when no snapshot could be loaded do the candidates' cards come from the database, kept per process
 * by city and categories while the catalog is unchanged.
 */
export function createVendorMatcher(db: Database) {
  const candidates = createCatalogCache<VendorCard[]>(db, { maxEntries: 200 });
  const load = async (input: VendorMatchInput) => {
    // Looked up on the first question, not when the routes are built (the route table lists them with no database).
    const snapshot = await listingSnapshotSourceOf(db).ready();
    if (snapshot) return matchCandidatesFromSnapshot(db, snapshot, input);
    const sorted = [...new Set(input.categories)].sort() as VendorCategorySlug[];
    return candidates.get(`${input.city}:${sorted.join(",")}`, () => matchCandidates(db, input.city as CityId, sorted));
  };
  return async (input: VendorMatchInput): Promise<JsonText<{ categories: CategoryMatches[] }>> => matchesJson(rankVendors(await load(input), input));
}

/** Each card's JSON, written once: cards are not changed once made (a catalog write makes new ones). */
const cardJson = new WeakMap<VendorCard, string>();
function cardText(card: VendorCard): string {
  let text = cardJson.get(card);
  if (text === undefined) cardJson.set(card, (text = JSON.stringify(card)));
  return text;
}

/**
 * Exactly JSON.stringify({ categories }), with every card's part written once per card instead of
 * once per answer: the cards are most of a full matching's 38 KB, and serializing them was the
 * largest cost left of a never-asked questionnaire.
 */
export function matchesJson(categories: readonly CategoryMatches[]): JsonText<{ categories: CategoryMatches[] }> {
  const parts = categories.map(
    ({ category, budget, matches }) =>
      `{"category":${JSON.stringify(category)},"budget":${JSON.stringify(budget)},"matches":[${matches
        .map(({ vendor, score, reasons }) => `{"vendor":${cardText(vendor)},"score":${JSON.stringify(score)},"reasons":${JSON.stringify(reasons)}}`)
        .join(",")}]}`,
  );
  return `{"categories":[${parts.join(",")}]}`;
}
