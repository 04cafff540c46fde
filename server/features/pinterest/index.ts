// The Pinterest feature as the rest of the server sees it (decision 027): everything else in this folder is its own.
export { pinterestRoutes } from "./routes.ts";
