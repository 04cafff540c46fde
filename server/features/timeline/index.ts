// The timeline feature as the rest of the server sees it (decision 027): everything else in this folder is its own.
export { timelineRoutes } from "./routes.ts";
export { dayOfEventsOfCouple } from "./view.ts";
