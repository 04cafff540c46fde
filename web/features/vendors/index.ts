/** What other features use of the vendors feature; its pages are loaded by the route table. */
export { vendorKeys, vendorQueries } from "./api";
export { VendorCard } from "./VendorCard";
