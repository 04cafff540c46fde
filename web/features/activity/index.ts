// The activity feed as other web features use it (decision 059).
export { ActivityFeed } from "./ActivityFeed";
