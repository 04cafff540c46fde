import { eq } from "drizzle-orm";
import { vendorIdParamSchema } from "../../../domain/vendors.ts";
import { vendors } from "../../db/schema/index.ts";
import { ApiError } from "../../http/errors.ts";
import { defineResource } from "../../http/policy.ts";

export type VendorRow = typeof vendors.$inferSelect;

/**
 * Owner-of-row for vendor profiles (`allow.owner(deps, vendorResource, …)`): the vendor, when the caller
 * owns it (or is an admin, where the route allows). Someone else's profile answers 404 like a missing one.
 */
export const vendorResource = defineResource<VendorRow>({
  name: "vendor",
  owners: "its owner",
  idSchema: vendorIdParamSchema.shape.id,
  load: async (db, id) => (await db.select().from(vendors).where(eq(vendors.id, id)).limit(1))[0],
  ownerIds: (vendor) => [vendor.ownerId],
  notFound: () => new ApiError(404, "vendor_not_found", "We couldn't find that business among your vendor profiles."),
});
