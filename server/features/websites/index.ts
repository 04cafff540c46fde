// The wedding websites feature as the rest of the server sees it (decision 027).
export { websiteRoutes } from "./routes.ts";
export { weddingSitePages } from "./page/routes.ts";
