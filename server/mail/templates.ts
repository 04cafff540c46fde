import { formatCents } from "../../domain/budget.ts";
import { formatCalendarDate } from "../../domain/dates.ts";
import type { MailMessage } from "./mailer.ts";

/** One payment in a budget reminder. */
export interface PaymentReminderLine {
  label: string;
  vendorName: string;
  category: string;
  amountCents: number;
  dueDate: string;
  overdue: boolean;
}

/** Plain text first (it is what many people read); a simple HTML twin for the rest. */
export function message(to: string, subject: string, paragraphs: string[], action?: { label: string; url: string }): MailMessage {
  const text = [...paragraphs, ...(action ? [`${action.label}: ${action.url}`] : []), "", "The Serviceberry team"].join("\n\n");
  const escape = (value: string) => value.replace(/[&<>"]/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[ch]!);
  const html = [
    `<div style="font-family:Georgia,serif;max-width:560px;margin:auto;color:#2a2230">`,
    `<h1 style="font-size:22px;color:#5b2a4e">Serviceberry</h1>`,
    ...paragraphs.map((p) => `<p style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5">${escape(p)}</p>`),
    action
      ? `<p><a href="${escape(action.url)}" style="display:inline-block;background:#5b2a4e;color:#fff;padding:12px 20px;border-radius:999px;text-decoration:none;font-family:Arial,sans-serif">${escape(action.label)}</a></p>`
      : "",
    `<p style="font-family:Arial,sans-serif;font-size:13px;color:#625868">The Serviceberry team</p></div>`,
  ].join("");
  return { to, subject, text, html };
}

export const mailTemplates = {
  verifyEmail: (to: string, url: string) =>
    message(
      to,
      "Confirm your email for Serviceberry",
      ["Welcome to Serviceberry! Please confirm this is your email address so we can send you updates and you can invite others.", "The link works for 24 hours."],
      { label: "Confirm my email", url },
    ),
  resetPassword: (to: string, url: string) =>
    message(
      to,
      "Reset your Serviceberry password",
      [
        "Someone (hopefully you) asked to reset the password of your Serviceberry account.",
        "The link works once and expires in 10 minutes. Setting a new password signs you out on every other device.",
        "If you did not ask for this, you can ignore this email: your password stays as it is.",
      ],
      { label: "Choose a new password", url },
    ),
  existingAccountSignUp: (to: string, signInUrl: string) =>
    message(
      to,
      "Someone tried to create a Serviceberry account with your email",
      [
        "Someone just tried to create a new Serviceberry account with this email address, which already has an account.",
        "If it was you, sign in instead, or reset your password if you have forgotten it. If it was not you, nothing has changed.",
      ],
      { label: "Sign in", url: signInUrl },
    ),
  changeEmail: (to: string, newEmail: string, url: string) =>
    message(
      to,
      "Confirm your new email for Serviceberry",
      [`You asked to change the email of your Serviceberry account to ${newEmail}. Confirm the change with the link below.`, "If you did not ask for this, ignore this email and the address stays as it is."],
      { label: "Confirm the change", url },
    ),
  paymentReminder: (to: string, name: string, lines: PaymentReminderLine[], trackerUrl: string) => {
    const overdue = lines.filter((line) => line.overdue).length;
    const subject =
      overdue > 0
        ? `${overdue === 1 ? "A wedding payment is" : `${overdue} wedding payments are`} overdue`
        : `${lines.length === 1 ? "A wedding payment is" : `${lines.length} wedding payments are`} due this week`;
    const describe = (line: PaymentReminderLine) =>
      `${line.vendorName} (${line.category}), ${line.label}: ${formatCents(line.amountCents)}, ${line.overdue ? "was due" : "due"} ${formatCalendarDate(line.dueDate, "EEE, MMM d, yyyy")}${line.overdue ? " (overdue)" : ""}`;
    return message(
      to,
      subject,
      [
        `Hi ${name.trim() || "there"}, here is what is coming up in your wedding budget:`,
        ...lines.map(describe),
        "Once a payment is made, mark it paid in your budget tracker and we will stop reminding you about it.",
      ],
      { label: "Open your budget tracker", url: trackerUrl },
    );
  },
  testMail: (to: string) =>
    message(to, "Serviceberry test mail", ["This is a test message from Serviceberry's mail outbox page. If you can read it, mail works."]),
};
