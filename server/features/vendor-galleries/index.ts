// The vendor galleries feature as the rest of the server sees it (decision 027): everything else in this folder is its own.
export { vendorGalleryRoutes } from "./routes.ts";
// The sitemap lists the live galleries.
export { listedGalleries } from "./operations/public.ts";
