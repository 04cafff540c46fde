import type { AppDeps } from "../../../deps.ts";
import type { PlanningRegistry } from "../../../planning/registry.ts";

/** What June's operations use: the database, settings (the AI_* model), mail and the log, and the planning modules. */
export type JuneDeps = Pick<AppDeps, "db" | "config" | "logger" | "mailer"> & { planning: PlanningRegistry };
