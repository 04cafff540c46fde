// The help feature as the rest of the server sees it (decision 027): everything else in this folder is its own.
export { helpRoutes } from "./routes.ts";
