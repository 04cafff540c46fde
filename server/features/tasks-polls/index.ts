// The tasks-and-polls feature as the rest of the server sees it (decision 038).
export { tasksPollsRoutes } from "./routes.ts";
