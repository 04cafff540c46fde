import type { AppDeps } from "../../deps.ts";

export type CollaborationDeps = Pick<AppDeps, "db" | "config" | "mailer" | "logger">;
