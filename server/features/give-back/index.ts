// The give-back feature as the rest of the server sees it (decision 027): everything else in this folder is its own.
export { giveBackAdminRoutes, giveBackRoutes } from "./routes.ts";
