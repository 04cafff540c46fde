// The vendor-inquiries feature as the rest of the server sees it (decision 027): everything else in this folder is its own.
export { inquiryRoutes } from "./routes.ts";
export { INQUIRY_LIMITS } from "./operations/inquiries.ts";
export { inquiryResource } from "./resources.ts";
