import type { AppDeps } from "../../../deps.ts";

/** What June's operations use: the database, settings (the AI_* model) and the log. */
export type JuneDeps = Pick<AppDeps, "db" | "config" | "logger">;
