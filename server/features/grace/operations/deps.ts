import type { AppDeps } from "../../../deps.ts";

/** What Grace's operations use. */
export type GraceDeps = Pick<AppDeps, "db" | "mailer" | "logger" | "config" | "storage">;

