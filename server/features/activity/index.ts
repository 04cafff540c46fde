// The activity feed as the rest of the server sees it (decision 059). Features record entries through
// server/planning/activity.ts, inside the transaction of their own change.
export { activityRoutes } from "./routes.ts";
