// The music feature as the rest of the server sees it: everything else in this folder is its own.
export { musicRoutes } from "./routes.ts";
