import { useQuery } from "@tanstack/react-query";
import { claimRoleLabel } from "@domain/venue-owner";
import { usePageTitle } from "@web/lib/page-head";
import { adminQueries, adminWrites } from "./api";
import { ClaimsQueue, type ClaimQueueStatus } from "./ClaimsQueue";

/** The venue claims list in the queue's shape. */
function useVenueClaims(status: ClaimQueueStatus, offset: number) {
  return useQuery({
    ...adminQueries.claims(status, offset),
    select: (data) => ({
      ...data,
      claims: data.claims.map((claim) => ({
        ...claim,
        subject: { name: claim.venue.name, detail: claim.venue.address, website: claim.venue.website, owned: !!claim.venue.ownerId },
      })),
    }),
  });
}

/** /admin/venue-claims: venue owners asking to manage catalog listings; approve or reject with a note. */
export function VenueClaimsPanel() {
  usePageTitle("Venue claims · Admin");
  return (
    <ClaimsQueue
      title="Venue claims"
      emptyText="venue owners for catalog listings"
      subjectNoun="venue"
      useClaims={useVenueClaims}
      approve={adminWrites.approveClaim}
      reject={adminWrites.rejectClaim}
      roleLabel={claimRoleLabel}
    />
  );
}
