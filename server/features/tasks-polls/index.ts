// The tasks-and-polls feature as the rest of the server sees it (decisions 038 and 058).
export { tasksPollsRoutes } from "./routes.ts";
// For the couple's activity feed: tasks added, ticked off and commented on, with who and when.
export { taskEventsOf, type TaskEvent } from "./operations/events.ts";
