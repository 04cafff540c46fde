import { eq } from "drizzle-orm";
import { inquiryIdParamSchema } from "../../../domain/vendors.ts";
import { vendorInquiries, vendors } from "../../db/schema/index.ts";
import { ApiError } from "../../http/errors.ts";
import { defineResource } from "../../http/policy.ts";
import type { Database } from "../../db/client.ts";

export type InquiryRow = typeof vendorInquiries.$inferSelect & { vendor: { id: string; slug: string; businessName: string; ownerId: string | null } };

async function loadInquiry(db: Database, id: string): Promise<InquiryRow | undefined> {
  const [row] = await db
    .select({ inquiry: vendorInquiries, vendor: { id: vendors.id, slug: vendors.slug, businessName: vendors.businessName, ownerId: vendors.ownerId } })
    .from(vendorInquiries)
    .innerJoin(vendors, eq(vendors.id, vendorInquiries.vendorId))
    .where(eq(vendorInquiries.id, id))
    .limit(1);
  return row ? { ...row.inquiry, vendor: row.vendor } : undefined;
}

const notFound = () => new ApiError(404, "inquiry_not_found", "We couldn't find that conversation.");

/**
 * An inquiry's thread belongs to its two parties: the couple who wrote and the account that manages the
 * vendor. Nobody else (admins included: these are private messages) can read it; a stranger gets the
 * same 404 as for a missing thread.
 */
export const inquiryResource = defineResource<InquiryRow>({
  name: "vendor inquiry",
  owners: "its couple or its vendor's owner",
  idSchema: inquiryIdParamSchema.shape.id,
  load: loadInquiry,
  ownerIds: (row) => [row.coupleId, row.vendor.ownerId],
  notFound,
});

/** The vendor's side alone (setting the status). */
export const inquiryVendorSideResource = defineResource<InquiryRow>({
  name: "vendor inquiry (vendor side)",
  owners: "its vendor's owner",
  idSchema: inquiryIdParamSchema.shape.id,
  load: loadInquiry,
  ownerIds: (row) => [row.vendor.ownerId],
  notFound,
});
