// Beyond the Wedding as the rest of the server sees it (decision 027): everything else in this folder is its own.
export { beyondWeddingRoutes } from "./routes.ts";
export { startBeyondReminders } from "./operations/reminders.ts";
