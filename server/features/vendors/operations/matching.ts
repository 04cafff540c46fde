import { rankVendors, type CategoryMatches } from "../../../../domain/vendor-matching.ts";
import type { VendorMatchInput } from "../../../../domain/vendors.ts";
import type { Database } from "../../../db/client.ts";
import { matchCandidates } from "./catalog.ts";

/** Vendor matching: candidates from the database, ranked by the disclosed rules in domain/vendor-matching.ts. */
export async function matchVendors(db: Database, input: VendorMatchInput): Promise<{ categories: CategoryMatches[] }> {
  const candidates = await matchCandidates(db, input.city, input.categories);
  return { categories: rankVendors(candidates, input) };
}
