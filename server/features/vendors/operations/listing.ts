import type { VendorListResult } from "../../../../domain/vendor-cards.ts";
import type { VendorListQuery } from "../../../../domain/vendors.ts";
import type { Database } from "../../../db/client.ts";
import { listVendorsInDatabase } from "./catalog.ts";
import type { JsonText } from "../../../http/search-cache.ts";
import { listableInMemory, listingJsonFromSnapshot, listingSnapshotSourceOf } from "./listing-snapshot.ts";

/**
 * Couples' search over published vendors (GET /api/vendors), as JSON: from the per-process snapshot
 * when the listing has no words and the snapshot is current (decision 026), with each card's JSON kept
 * (decision 070), else in SQL.
 */
export async function listVendors(db: Database, query: VendorListQuery): Promise<JsonText<VendorListResult>> {
  if (listableInMemory(query)) {
    const snapshot = await listingSnapshotSourceOf(db).current();
    if (snapshot) return listingJsonFromSnapshot(db, snapshot, query);
  }
  return JSON.stringify(await listVendorsInDatabase(db, query));
}
