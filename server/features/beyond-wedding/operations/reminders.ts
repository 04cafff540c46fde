import { createHmac, timingSafeEqual } from "node:crypto";
import { and, eq, inArray, isNotNull, lte, ne, sql } from "drizzle-orm";
import { BEYOND_CORE_MODULE_KEYS, progressLine } from "../../../../domain/beyond-wedding.ts";
import { formatSessionTime, type ReminderFrequency } from "../../../../domain/intake-scheduling.ts";
import { resolveAuthSecret } from "../../../auth/secret.ts";
import { beyondReminders, users } from "../../../db/schema/index.ts";
import { ApiError } from "../../../http/errors.ts";
import type { MailMessage } from "../../../mail/mailer.ts";
import { message } from "../../../mail/templates.ts";
import { readBeyondProgress } from "./progress.ts";
import { upcomingSessions, type SchedulingDeps } from "./scheduling.ts";

/** Couples mailed per run: a backlog (after downtime) drains over a few runs instead of one burst. */
export const REMINDERS_PER_RUN = 200;
const DAY_MS = 24 * 60 * 60 * 1000;
const TOKEN_PURPOSE = "beyond-reminders-unsubscribe";

/** The next send after `from`: a week, or a calendar month. */
function nextAfter(from: Date, frequency: Exclude<ReminderFrequency, "off">): Date {
  if (frequency === "weekly") return new Date(from.getTime() + 7 * DAY_MS);
  const next = new Date(from);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

export async function readReminderSettings(deps: Pick<SchedulingDeps, "db">, coupleId: string) {
  const [row] = await deps.db.select().from(beyondReminders).where(eq(beyondReminders.coupleId, coupleId)).limit(1);
  return { frequency: (row?.frequency ?? "off") as ReminderFrequency, nextDueAt: row?.nextDueAt?.toISOString() ?? null, lastSentAt: row?.lastSentAt?.toISOString() ?? null };
}

/** Picking a schedule starts it from today (the first mail a week or a month later); off stops it. */
export async function saveReminderSettings(deps: Pick<SchedulingDeps, "db">, coupleId: string, frequency: ReminderFrequency, now = new Date()) {
  const nextDueAt = frequency === "off" ? null : nextAfter(now, frequency);
  await deps.db
    .insert(beyondReminders)
    .values({ coupleId, frequency, nextDueAt })
    .onConflictDoUpdate({ target: beyondReminders.coupleId, set: { frequency, nextDueAt, updatedAt: sql`now()` } });
  return readReminderSettings(deps, coupleId);
}

// The unsubscribe link: the couple's id and an HMAC of it under the app's secret, so it works without
// signing in and cannot be made for anyone else. It only ever turns reminders off.

async function signature(deps: Pick<SchedulingDeps, "db" | "config">, coupleId: string): Promise<string> {
  const secret = await resolveAuthSecret(deps.db, deps.config.AUTH_SECRET);
  return createHmac("sha256", secret).update(`${TOKEN_PURPOSE}:${coupleId}`).digest("base64url");
}

export async function unsubscribeToken(deps: Pick<SchedulingDeps, "db" | "config">, coupleId: string): Promise<string> {
  return `${Buffer.from(coupleId).toString("base64url")}.${await signature(deps, coupleId)}`;
}

export async function unsubscribe(deps: Pick<SchedulingDeps, "db" | "config">, token: string) {
  const invalid = new ApiError(400, "invalid_unsubscribe_link", "That unsubscribe link isn't valid. Open the link from your latest reminder, or turn reminders off on Beyond the Wedding.");
  const [encodedId, given] = token.split(".");
  if (!encodedId || !given) throw invalid;
  const coupleId = Buffer.from(encodedId, "base64url").toString("utf8");
  const expected = Buffer.from(await signature(deps, coupleId));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) throw invalid;
  await deps.db.update(beyondReminders).set({ frequency: "off", nextDueAt: null, updatedAt: sql`now()` }).where(eq(beyondReminders.coupleId, coupleId));
  return { frequency: "off" as const };
}

async function reminderMail(deps: SchedulingDeps, couple: { coupleId: string; email: string; frequency: ReminderFrequency }, now: Date): Promise<MailMessage> {
  const { modules } = await readBeyondProgress(deps, couple.coupleId);
  const lines = modules.filter((m) => BEYOND_CORE_MODULE_KEYS.includes(m.module)).map((m) => `${m.title}: ${progressLine(m.doneCount, m.total)}`);
  const sessions = await upcomingSessions(deps, couple.coupleId, now);
  const publicUrl = deps.config.publicUrl;
  const unsubscribeUrl = `${publicUrl}/beyond-wedding/reminders/unsubscribe?token=${encodeURIComponent(await unsubscribeToken(deps, couple.coupleId))}`;
  const mail = message(
    couple.email,
    "Your Beyond the Wedding check-in",
    [
      `Here is where the two of you are in Beyond the Wedding, as you asked (${couple.frequency}).`,
      ...lines,
      ...(sessions.length ? [`Coming up: ${sessions.map((s) => `${s.provider.name}, ${formatSessionTime(s.startsAt, s.provider.timeZone)}`).join("; ")}.`] : []),
      `To stop these reminders, open ${unsubscribeUrl} (no sign-in needed), or change how often on Beyond the Wedding.`,
    ],
    { label: "Pick up where you left off", url: `${publicUrl}/beyond-wedding` },
  );
  return mail;
}

/**
 * Mails every couple whose reminder is due. The due rows are claimed with one UPDATE ... RETURNING that
 * moves `next_due_at` on, so when two server processes run at once each couple is mailed by one of
 * them only (the second UPDATE re-checks the row after the first commits and no longer matches). Only
 * verified addresses get mail. A send that fails gives the claim back, to be tried on the next run.
 */
export async function sendBeyondReminders(deps: SchedulingDeps, now: Date): Promise<{ sent: number }> {
  const { db } = deps;
  const due = db
    .select({ coupleId: beyondReminders.coupleId })
    .from(beyondReminders)
    .innerJoin(users, eq(users.id, beyondReminders.coupleId))
    .where(and(ne(beyondReminders.frequency, "off"), isNotNull(beyondReminders.nextDueAt), lte(beyondReminders.nextDueAt, now), eq(users.emailVerified, true)))
    .limit(REMINDERS_PER_RUN);
  const claimed = await db
    .update(beyondReminders)
    .set({
      lastSentAt: now,
      nextDueAt: sql`case when ${beyondReminders.frequency} = 'weekly' then ${now.toISOString()}::timestamptz + interval '7 days' else ${now.toISOString()}::timestamptz + interval '1 month' end`,
    })
    .where(and(inArray(beyondReminders.coupleId, due), ne(beyondReminders.frequency, "off"), lte(beyondReminders.nextDueAt, now)))
    .returning({ coupleId: beyondReminders.coupleId, frequency: beyondReminders.frequency });
  if (claimed.length === 0) return { sent: 0 };
  const contacts = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, claimed.map((row) => row.coupleId)));
  const emailOf = new Map(contacts.map((row) => [row.id, row.email]));
  let sent = 0;
  for (const row of claimed) {
    const email = emailOf.get(row.coupleId);
    if (!email) continue;
    try {
      await deps.mailer.send(await reminderMail(deps, { coupleId: row.coupleId, email, frequency: row.frequency as ReminderFrequency }, now));
      sent++;
    } catch (error) {
      deps.logger.error({ err: error }, "Beyond the Wedding reminder mail failed");
      // Only our own claim is given back: the couple may have changed their schedule since.
      await db.update(beyondReminders).set({ nextDueAt: now, lastSentAt: null }).where(and(eq(beyondReminders.coupleId, row.coupleId), eq(beyondReminders.lastSentAt, now)));
    }
  }
  return { sent };
}

/** Runs the reminders once now and then every hour; the returned function stops it (on shutdown). */
export function startBeyondReminders(deps: SchedulingDeps, everyMs = 60 * 60 * 1000): () => void {
  const run = () => void sendBeyondReminders(deps, new Date()).catch((error: unknown) => deps.logger.error({ err: error }, "Beyond the Wedding reminders failed"));
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
