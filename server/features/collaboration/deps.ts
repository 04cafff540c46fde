import type { AppDeps } from "../../deps.ts";

export type CollaborationDeps = Pick<AppDeps, "db" | "config" | "mailer" | "logger">;
/** The chat also keeps attachments in the file storage. */
export type ChatDeps = CollaborationDeps & Pick<AppDeps, "storage">;
