// The blog as the rest of the server sees it (decision 027): everything else in this folder is its own.
export { blogRoutes } from "./routes.ts";
export { blogFeedHandler } from "./feed.ts";
