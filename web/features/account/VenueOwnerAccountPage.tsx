import { BusinessAccountPage } from "./BusinessAccountPage";

/** /venue-owner-account */
export default function VenueOwnerAccountPage() {
  return <BusinessAccountPage kind="venue_owner" />;
}
