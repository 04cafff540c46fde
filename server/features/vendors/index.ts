// The vendors feature as the rest of the server sees it (decision 027): everything else in this folder is its own.
export { vendorRoutes } from "./routes.ts";
export { reviewModerationAdminRoutes } from "./moderation-routes.ts";
