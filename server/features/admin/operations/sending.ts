import { desc, eq, gte, sql } from "drizzle-orm";
import type { Principal } from "../../../auth/principal.ts";
import type { Database } from "../../../db/client.ts";
import { coupleMailLog, coupleSendingPauses, users } from "../../../db/schema/index.ts";
import { ApiError } from "../../../http/errors.ts";

/**
 * Couples who sent mail to other people in the last 7 days, busiest first, with what they sent in the
 * last hour and day, and every paused couple (whether or not they sent lately).
 */
export async function listCoupleSending(db: Database, now = new Date()) {
  const hourAgo = new Date(now.getTime() - 3600_000);
  const dayAgo = new Date(now.getTime() - 86_400_000);
  const weekAgo = new Date(now.getTime() - 7 * 86_400_000);
  const sent = db
    .select({
      coupleId: coupleMailLog.coupleId,
      lastHour: sql<number>`coalesce(sum(${coupleMailLog.messages}) filter (where ${coupleMailLog.createdAt} >= ${hourAgo}), 0)`.mapWith(Number).as("last_hour"),
      lastDay: sql<number>`coalesce(sum(${coupleMailLog.messages}) filter (where ${coupleMailLog.createdAt} >= ${dayAgo}), 0)`.mapWith(Number).as("last_day"),
      lastWeek: sql<number>`sum(${coupleMailLog.messages})`.mapWith(Number).as("last_week"),
      lastSentAt: sql<Date>`max(${coupleMailLog.createdAt})`.as("last_sent_at"),
    })
    .from(coupleMailLog)
    .where(gte(coupleMailLog.createdAt, weekAgo))
    .groupBy(coupleMailLog.coupleId)
    .as("sent");
  const rows = await db
    .select({
      coupleId: users.id,
      name: users.name,
      email: users.email,
      accountCreatedAt: users.createdAt,
      lastHour: sql<number>`coalesce(${sent.lastHour}, 0)`.mapWith(Number),
      lastDay: sql<number>`coalesce(${sent.lastDay}, 0)`.mapWith(Number),
      lastWeek: sql<number>`coalesce(${sent.lastWeek}, 0)`.mapWith(Number),
      lastSentAt: sent.lastSentAt,
      pausedAt: coupleSendingPauses.pausedAt,
      pauseReason: coupleSendingPauses.reason,
    })
    .from(users)
    .leftJoin(sent, eq(sent.coupleId, users.id))
    .leftJoin(coupleSendingPauses, eq(coupleSendingPauses.coupleId, users.id))
    .where(sql`${sent.coupleId} is not null or ${coupleSendingPauses.coupleId} is not null`)
    .orderBy(desc(sql`coalesce(${sent.lastDay}, 0)`), desc(sql`coalesce(${sent.lastWeek}, 0)`))
    .limit(200);
  return {
    couples: rows.map((r) => ({
      ...r,
      accountCreatedAt: r.accountCreatedAt.toISOString(),
      lastSentAt: r.lastSentAt ? new Date(r.lastSentAt).toISOString() : null,
      paused: r.pausedAt !== null,
      pausedAt: r.pausedAt?.toISOString() ?? null,
    })),
  };
}

/** Stops a couple's invitations, reminders, inquiries and messages until an admin lifts it. */
export async function pauseCoupleSending(db: Database, admin: Principal, coupleId: string, reason: string) {
  const [couple] = await db.select({ id: users.id, userType: users.userType }).from(users).where(eq(users.id, coupleId)).limit(1);
  if (!couple || couple.userType !== "couple") throw new ApiError(404, "couple_not_found", "We couldn't find that couple.");
  await db
    .insert(coupleSendingPauses)
    .values({ coupleId, reason, pausedBy: admin.userId })
    .onConflictDoUpdate({ target: coupleSendingPauses.coupleId, set: { reason, pausedBy: admin.userId, pausedAt: new Date() } });
  return { coupleId, paused: true };
}

/** Lifts a pause; lifting one that is not there is fine (two admins may both click). */
export async function resumeCoupleSending(db: Database, coupleId: string) {
  await db.delete(coupleSendingPauses).where(eq(coupleSendingPauses.coupleId, coupleId));
  return { coupleId, paused: false };
}
