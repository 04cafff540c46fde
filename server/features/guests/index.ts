// The guests feature as the rest of the server sees it (decision 027): everything else in this folder is its own.
export { guestPublicRoutes, guestRoutes } from "./routes.ts";
export { guestCounts } from "./operations/list.ts";
export { loadEvents } from "./rows.ts";
export { answerRsvp, readRsvp } from "./operations/rsvp.ts";
