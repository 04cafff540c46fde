import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { OutboxSummary } from "../../domain/mail.ts";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Files sent along, e.g. a tour's .ics calendar event. */
  attachments?: { filename: string; content: string; contentType: string }[];
}

export interface Mailer {
  /** "smtp" delivers through SMTP_URL; "outbox" writes each message as an .eml file. */
  readonly kind: "smtp" | "outbox";
  send(message: MailMessage): Promise<{ id: string }>;
}

export type { OutboxSummary };

/** Written under a temporary name first so a reader never sees half a file. */
async function writeAtomically(file: string, data: string | Buffer): Promise<void> {
  await fs.writeFile(`${file}.tmp`, data);
  await fs.rename(`${file}.tmp`, file);
}

/** Newest first; files that are not summaries or cannot be read are skipped. */
export async function readOutbox(outboxDir: string, limit = 50): Promise<OutboxSummary[]> {
  let names: string[];
  try {
    names = (await fs.readdir(outboxDir)).filter((name) => name.endsWith(".json"));
  } catch {
    return [];
  }
  names.sort().reverse();
  const summaries = await Promise.all(
    names.slice(0, limit).map(async (name) => {
      try {
        return JSON.parse(await fs.readFile(path.join(outboxDir, name), "utf8")) as OutboxSummary;
      } catch {
        return null;
      }
    }),
  );
  return summaries.filter((summary): summary is OutboxSummary => summary !== null);
}

let sequence = 0;

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
      // Sortable by time, with a sequence number so two messages in one millisecond keep their order.
      const id = `${new Date().toISOString().replace(/[:.]/g, "-")}-${String(++sequence % 1e6).padStart(6, "0")}-${randomUUID().slice(0, 8)}`;
      const file = path.join(options.outboxDir, `${id}.eml`);
      // A JSON summary beside the .eml lets the outbox page list messages without a MIME parser.
      const summary: OutboxSummary = { id, to: message.to, from: options.from, subject: message.subject, text: message.text, sentAt: new Date().toISOString() };
      await writeAtomically(`${file.slice(0, -4)}.json`, JSON.stringify(summary));
      await writeAtomically(file, info.message as Buffer);
      return { id };
    },
  };
}
