// The billing feature as the rest of the server sees it (decision 027): everything else in this folder is its own.
export { billingAdminRoutes, billingRoutes } from "./routes.ts";
export { planLimitsOf } from "./operations/plan-state.ts";
export { foundingStatus } from "./operations/founding.ts";
