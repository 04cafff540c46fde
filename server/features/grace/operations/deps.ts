import type { AppDeps } from "../../../deps.ts";
import type { Mailer, MailMessage } from "../../../mail/mailer.ts";
import type { Logger } from "../../../logger.ts";

/** What Grace's operations use. */
export type GraceDeps = Pick<AppDeps, "db" | "mailer" | "logger" | "config" | "storage">;

/** Mail goes out after the answer; a failure is logged, never shown to the person acting. */
export function sendLater(mailer: Mailer, logger: Logger, messages: MailMessage[]) {
  for (const m of messages) mailer.send(m).catch((error: unknown) => logger.error({ err: error, subject: m.subject }, "mail failed"));
}
