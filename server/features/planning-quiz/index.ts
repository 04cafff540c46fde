// The planning quiz as the rest of the server sees it (decision 027): everything else in this folder is its own.
export { planningQuizRoutes } from "./routes.ts";
