import { useQuery } from "@tanstack/react-query";
import { getCity, isCityId } from "@domain/cities";
import { VENDOR_CATEGORIES } from "@domain/vendor-categories";
import { VENDOR_CLAIM_ROLES } from "@domain/vendors";
import { usePageTitle } from "@web/lib/page-head";
import { adminQueries, adminWrites } from "./api";
import { ClaimsQueue, type ClaimQueueStatus } from "./ClaimsQueue";

const categoryName = (slug: string) => VENDOR_CATEGORIES.find((c) => c.slug === slug)?.name ?? slug;
const roleLabel = (id: string) => VENDOR_CLAIM_ROLES.find((r) => r.id === id)?.label ?? id;

/** The vendor claims list in the queue's shape. */
function useVendorClaims(status: ClaimQueueStatus, offset: number) {
  return useQuery({
    ...adminQueries.vendorClaims(status, offset),
    select: (data) => ({
      ...data,
      claims: data.claims.map((claim) => ({
        ...claim,
        subject: {
          name: claim.vendor.businessName,
          detail: `${categoryName(claim.vendor.category)} · ${isCityId(claim.vendor.city) ? getCity(claim.vendor.city).displayName : claim.vendor.city}`,
          website: claim.vendor.website,
          owned: !!claim.vendor.ownerId,
        },
      })),
    }),
  });
}

/** /admin/vendor-claims: vendors asking to manage catalog profiles; approve or reject with a note. */
export function VendorClaimsPanel() {
  usePageTitle("Vendor claims · Admin");
  return (
    <ClaimsQueue
      title="Vendor claims"
      emptyText="vendors for catalog profiles"
      subjectNoun="business"
      useClaims={useVendorClaims}
      approve={adminWrites.approveVendorClaim}
      reject={adminWrites.rejectVendorClaim}
      roleLabel={roleLabel}
    />
  );
}
