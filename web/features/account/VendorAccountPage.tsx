import { BusinessAccountPage } from "./BusinessAccountPage";

/** /vendor-account */
export default function VendorAccountPage() {
  return <BusinessAccountPage kind="vendor" />;
}
