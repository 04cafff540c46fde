// The collaboration feature as the rest of the server sees it (decision 031).
export { collaborationRoutes } from "./routes.ts";
