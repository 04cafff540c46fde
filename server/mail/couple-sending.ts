import { eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { coupleMailLog, coupleSendingPauses, users } from "../db/schema/index.ts";
import { ApiError } from "../http/errors.ts";
import { addressCheck, enforceLimits, type CallerAddress, type LimitCheck, type RateLimitRule } from "../http/rate-limit.ts";

/** An account younger than this sends under the lower limits (decision 024). */
export const NEW_ACCOUNT_DAYS = 7;

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

/**
 * Invitations and reminders a couple may send, counted in messages (one per address). An established
 * couple can invite a 250-household list in an hour and send a reminder round the same day; a new
 * account starts lower, which still covers a typical list over two days (decision 024).
 */
export const INVITATION_MAIL_LIMITS = {
  hour: { name: "invitation-mail:couple:hour", max: 300, windowSeconds: HOUR },
  day: { name: "invitation-mail:couple:day", max: 1000, windowSeconds: DAY },
  newHour: { name: "invitation-mail:new-couple:hour", max: 100, windowSeconds: HOUR },
  newDay: { name: "invitation-mail:new-couple:day", max: 200, windowSeconds: DAY },
  /** Send requests from one network address, whoever is signed in. */
  address: { name: "invitation-mail:address:hour", max: 20, windowSeconds: HOUR },
} satisfies Record<string, RateLimitRule>;

export type CoupleMailKind = "invitation" | "reminder" | "inquiry" | "message";

export const sendingPaused = () =>
  new ApiError(403, "sending_paused", "Sending mail from your account is paused while our team reviews it. Contact us through the Contact page if you think this is a mistake.");

async function isNewAccount(db: Database, coupleId: string, now: Date): Promise<boolean> {
  const [row] = await db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, coupleId)).limit(1);
  return !row || now.getTime() - row.createdAt.getTime() < NEW_ACCOUNT_DAYS * DAY * 1000;
}

/** Refuses when an admin paused this couple's sending. */
export async function assertSendingAllowed(db: Database, coupleId: string): Promise<void> {
  const [paused] = await db.select({ coupleId: coupleSendingPauses.coupleId }).from(coupleSendingPauses).where(eq(coupleSendingPauses.coupleId, coupleId)).limit(1);
  if (paused) throw sendingPaused();
}

/**
 * Before invitations or reminders go out: not paused, and `messages` more fit under the couple's
 * hourly and daily limits (lower for a new account) and the address's. Refused, nothing is counted.
 */
export async function takeInvitationAllowance(db: Database, coupleId: string, caller: CallerAddress, messages: number, now = new Date()): Promise<void> {
  await assertSendingAllowed(db, coupleId);
  const fresh = await isNewAccount(db, coupleId, now);
  const [hour, day] = fresh ? [INVITATION_MAIL_LIMITS.newHour, INVITATION_MAIL_LIMITS.newDay] : [INVITATION_MAIL_LIMITS.hour, INVITATION_MAIL_LIMITS.day];
  const over = (rule: RateLimitRule, per: string) =>
    `This would send ${messages} ${messages === 1 ? "message" : "messages"}, more than your limit of ${rule.max} ${per === "hour" ? "an" : "a"} ${per}${fresh ? " for a new account" : ""}. Nothing was sent.`;
  const checks: LimitCheck[] = [
    addressCheck(INVITATION_MAIL_LIMITS.address, caller, "Too many invitation sends from your network. Nothing was sent."),
    { rule: hour, subject: coupleId, amount: messages, message: over(hour, "hour") },
    { rule: day, subject: coupleId, amount: messages, message: over(day, "day") },
  ];
  await enforceLimits(db, checks, now);
}

/** Records what a couple sent, for the admins' view of sending. */
export async function logCoupleMail(db: Database, coupleId: string, kind: CoupleMailKind, messages: number): Promise<void> {
  if (messages > 0) await db.insert(coupleMailLog).values({ coupleId, kind, messages });
}

