import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

export interface Mailer {
  /** "smtp" delivers through SMTP_URL; "outbox" writes each message as an .eml file. */
  readonly kind: "smtp" | "outbox";
  send(message: MailMessage): Promise<{ id: string }>;
}

export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      kind: "smtp",
      async send(message) {
        const info = await transport.sendMail({ from: options.from, ...message });
        return { id: String(info.messageId) };
      },
    };
  }
  // Without SMTP, nodemailer still builds the real RFC 822 message; we keep it on disk for /email-test.
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    kind: "outbox",
    async send(message) {
      const info = await builder.sendMail({ from: options.from, ...message });
      await fs.mkdir(options.outboxDir, { recursive: true });
      const id = `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID()}`;
      const file = path.join(options.outboxDir, `${id}.eml`);
      // Write to a temp name first so a reader never sees half a message.
      await fs.writeFile(`${file}.tmp`, info.message as Buffer);
      await fs.rename(`${file}.tmp`, file);
      return { id };
    },
  };
}
