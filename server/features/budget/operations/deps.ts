import type { AppDeps } from "../../../deps.ts";

/** What budget operations use: the database, and mail (with the public URL) for reminders. */
export type BudgetDeps = Pick<AppDeps, "db" | "config" | "mailer" | "logger">;
