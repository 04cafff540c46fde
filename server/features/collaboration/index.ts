// The collaboration feature as the rest of the server sees it (decision 031).
export { collaborationRoutes } from "./routes.ts";
export { startChatDigests } from "./operations/digest.ts";
