// The vendor-dashboard feature as the rest of the server sees it (decision 027): everything else in this folder is its own.
export { vendorDashboardRoutes } from "./routes.ts";
export { vendorResource, type VendorRow } from "./ownership.ts";
