import type { Logger } from "../logger.ts";
import type { Mailer, MailMessage } from "./mailer.ts";

/**
 * Sends mail after the response: a slow mail server never holds a request, the timing reveals
 * nothing (whether an account exists), and a failure is logged, never shown to the person acting.
 * A `null` stands for a message that does not apply (someone without an address).
 */
export function sendLater(mailer: Mailer, logger: Logger, messages: MailMessage | readonly (MailMessage | null)[]): void {
  const list = "subject" in messages ? [messages] : messages;
  setImmediate(() => {
    for (const mail of list) {
      if (!mail) continue;
      mailer.send(mail).catch((error: unknown) => logger.error({ err: error, subject: mail.subject }, "mail failed"));
    }
  });
}
