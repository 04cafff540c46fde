import type { VendorListResult } from "../../../../domain/vendor-cards.ts";
import type { VendorListQuery } from "../../../../domain/vendors.ts";
import type { Database } from "../../../db/client.ts";
import { listVendorsInDatabase } from "./catalog.ts";
import { listableInMemory, listFromSnapshot, listingSnapshotSourceOf } from "./listing-snapshot.ts";

/**
 * Couples' search over published vendors (GET /api/vendors): from the per-process snapshot when the
 * listing has no words and the snapshot is current (decision 026), else in SQL.
 */
export async function listVendors(db: Database, query: VendorListQuery): Promise<VendorListResult> {
  if (listableInMemory(query)) {
    const snapshot = await listingSnapshotSourceOf(db).current();
    if (snapshot) return listFromSnapshot(db, snapshot, query);
  }
  return listVendorsInDatabase(db, query);
}
