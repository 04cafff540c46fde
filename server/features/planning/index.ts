// The planning overview as the rest of the server sees it (decision 027): its routes, given the planning modules at the composition root.
export { planningRoutes } from "./routes.ts";
