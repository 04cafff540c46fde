// The budget feature as the rest of the server sees it (decision 027): everything else in this folder is its own.
export { budgetRoutes } from "./routes.ts";
export { getBudget } from "./operations/budget.ts";
export { startPaymentReminders } from "./operations/reminders.ts";
