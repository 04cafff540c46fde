// The vendor-pros feature as the rest of the server sees it (decision 027): everything else in this folder is its own.
export { vendorProsRoutes } from "./routes.ts";
