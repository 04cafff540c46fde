// The inspiration boards feature as the rest of the server sees it (decision 027): everything else in this folder is its own.
export { inspirationBoardRoutes } from "./routes.ts";
