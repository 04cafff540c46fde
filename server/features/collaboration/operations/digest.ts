import { createHmac, timingSafeEqual } from "node:crypto";
import { and, desc, eq, gt, isNull, ne, or, sql } from "drizzle-orm";
import { CHAT_DIGEST_HOURS, CHAT_DIGEST_LINES_MAX, CHAT_DIGEST_QUIET_MINUTES } from "../../../../domain/collaboration.ts";
import { resolveAuthSecret } from "../../../auth/secret.ts";
import { executedRows } from "../../../db/rows.ts";
import { planningChatMessages, planningChatReads, users } from "../../../db/schema/index.ts";
import { ApiError } from "../../../http/errors.ts";
import { takeRateLimit } from "../../../http/rate-limit.ts";
import { message as mailMessage } from "../../../mail/templates.ts";
import type { ChatMessageView } from "../chat-hub.ts";
import type { CollaborationDeps } from "../deps.ts";
import { chatMembers } from "../members.ts";
import { coupleDisplayName } from "../rows.ts";

/** One mention mail per person and chat in this window: a lively thread doesn't become a flood. */
const MENTION_MAIL_RULE = { name: "planning-chat-mention-mail", max: 1, windowSeconds: 15 * 60 };

/** Where a member opens the chat: the couple's own page, or the helper's page for that couple. */
function chatUrl(deps: CollaborationDeps, coupleId: string): string {
  return `${deps.config.publicUrl}/contributor/${encodeURIComponent(coupleId)}/chat`;
}

/** The unsubscribe link's signature: only links we sent turn a person's digest off. */
async function unsubscribeSignature(deps: CollaborationDeps, coupleId: string, userId: string): Promise<string> {
  const secret = await resolveAuthSecret(deps.db, deps.config.AUTH_SECRET);
  return createHmac("sha256", secret).update(`chat-digest:${coupleId}:${userId}`).digest("base64url");
}

export async function unsubscribeUrl(deps: CollaborationDeps, coupleId: string, userId: string): Promise<string> {
  const t = await unsubscribeSignature(deps, coupleId, userId);
  return `${deps.config.publicUrl}/chat-digest/unsubscribe?${new URLSearchParams({ c: coupleId, u: userId, t })}`;
}

/** The unsubscribe link, used: no sign-in needed (the signature proves it came from our mail). */
export async function unsubscribeDigest(deps: CollaborationDeps, input: { c: string; u: string; t: string }) {
  const expected = Buffer.from(await unsubscribeSignature(deps, input.c, input.u));
  const given = Buffer.from(input.t);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw new ApiError(404, "unsubscribe_link_invalid", "That unsubscribe link isn't one of ours or was cut short. Turn the digest off from the chat page instead.");
  }
  const [person] = await deps.db.select({ id: users.id }).from(users).where(eq(users.id, input.u)).limit(1);
  if (!person) throw new ApiError(404, "unsubscribe_link_invalid", "That account no longer exists, so there's nothing to unsubscribe.");
  await deps.db
    .insert(planningChatReads)
    .values({ coupleId: input.c, userId: input.u, digestOff: true })
    .onConflictDoUpdate({ target: [planningChatReads.coupleId, planningChatReads.userId], set: { digestOff: true, updatedAt: sql`now()` } });
  return { unsubscribed: true, couple: await coupleDisplayName(deps.db, input.c) };
}

const excerpt = (text: string, max = 200) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

function describeMessage(message: { body: string; authorName: string | null; attachmentName: string | null }): string {
  const attached = message.attachmentName ? ` [attached: ${message.attachmentName}]` : "";
  return `${message.authorName ?? "A former helper"}: ${excerpt(message.body)}${attached}`;
}

/**
 * Tells the people a message mentions, by mail (at most one such mail per person and chat every 15
 * minutes; none to someone who turned chat mail off or whose address isn't confirmed). The in-app badge
 * counts mentions too (unreadSummary).
 */
export async function notifyMentioned(
  deps: CollaborationDeps,
  coupleId: string,
  authorName: string,
  message: ChatMessageView,
  mentioned: { id: string; name: string; email: string; emailVerified: boolean }[],
) {
  const couple = await coupleDisplayName(deps.db, coupleId);
  for (const person of mentioned) {
    if (!person.emailVerified) continue;
    const [setting] = await deps.db
      .select({ off: planningChatReads.digestOff })
      .from(planningChatReads)
      .where(and(eq(planningChatReads.coupleId, coupleId), eq(planningChatReads.userId, person.id)))
      .limit(1);
    if (setting?.off) continue;
    const allowed = await takeRateLimit(deps.db, MENTION_MAIL_RULE, `${coupleId}:${person.id}`);
    if (!allowed.allowed) continue;
    const unsubscribe = await unsubscribeUrl(deps, coupleId, person.id);
    await deps.mailer.send(
      mailMessage(
        person.email,
        `${authorName} mentioned you in ${couple}'s planning chat`,
        [
          `Hi ${person.name.trim() || "there"}, ${authorName} mentioned you in ${couple}'s planning chat:`,
          describeMessage({ body: message.body, authorName, attachmentName: message.attachment?.name ?? null }),
          `Don't want chat mail? Unsubscribe: ${unsubscribe}`,
        ],
        { label: "Open the chat", url: chatUrl(deps, coupleId) },
      ),
    );
  }
}

/**
 * Mails each member of a chat what they missed (decision 044): messages by others after what they read and
 * after the last digest, once the newest has been quiet for an hour, at most one digest per person and chat
 * every few hours, to confirmed addresses, with an unsubscribe link. Each person's digest is claimed with
 * one UPDATE ... RETURNING, so when several server processes run this at once each digest goes out once.
 * A mail that fails to send gives its claim back, to be tried on the next run.
 */
export async function sendChatDigests(deps: CollaborationDeps, now: Date): Promise<{ sent: number }> {
  const { db } = deps;
  const quietBefore = new Date(now.getTime() - CHAT_DIGEST_QUIET_MINUTES * 60_000);
  const againAfter = new Date(now.getTime() - CHAT_DIGEST_HOURS * 3600_000);
  // Members who never opened a chat have no marker yet: give them one (at the start) so they can be claimed.
  await db.execute(sql`
    insert into planning_chat_reads (couple_id, user_id)
    select m.couple_id, m.couple_id from (select distinct couple_id from planning_chat_messages where created_at > ${againAfter.toISOString()}::timestamptz - interval '2 days') m
    union
    select p.couple_id, p.user_id from contributor_profiles p
      where p.couple_id in (select distinct couple_id from planning_chat_messages where created_at > ${againAfter.toISOString()}::timestamptz - interval '2 days')
        and coalesce(p.permissions->>'chat', 'none') <> 'none'
    on conflict do nothing`);
  const claimed = executedRows<{ couple_id: string; user_id: string; since: string | number; previous: string | null }>(
    await db.execute(sql`
      update planning_chat_reads r set last_digest_at = ${now.toISOString()}::timestamptz
      from (select couple_id, user_id, last_digest_at as previous from planning_chat_reads) old
      where old.couple_id = r.couple_id and old.user_id = r.user_id
        and r.digest_off = false
        and (r.last_digest_at is null or r.last_digest_at < ${againAfter.toISOString()}::timestamptz)
        and exists (
          select 1 from planning_chat_messages m
          where m.couple_id = r.couple_id and m.id > greatest(r.last_read_id, r.last_digest_id)
            and (m.author_id is null or m.author_id <> r.user_id)
        )
        and not exists (
          select 1 from planning_chat_messages q where q.couple_id = r.couple_id and q.created_at >= ${quietBefore.toISOString()}::timestamptz
        )
      returning r.couple_id, r.user_id, greatest(r.last_read_id, r.last_digest_id) as since, old.previous`),
  );
  let sent = 0;
  for (const claim of claimed) {
    const since = Number(claim.since);
    const giveBack = () =>
      db
        .update(planningChatReads)
        .set({ lastDigestAt: claim.previous === null ? null : new Date(claim.previous) })
        .where(and(eq(planningChatReads.coupleId, claim.couple_id), eq(planningChatReads.userId, claim.user_id), eq(planningChatReads.lastDigestAt, now)));
    try {
      const done = await sendOneDigest(deps, claim.couple_id, claim.user_id, since);
      if (done) sent += 1;
      else await giveBack();
    } catch (error) {
      deps.logger.error({ err: error }, "chat digest mail failed");
      await giveBack();
    }
  }
  return { sent };
}

async function sendOneDigest(deps: CollaborationDeps, coupleId: string, userId: string, since: number): Promise<boolean> {
  const { db } = deps;
  const [person] = await db.select({ email: users.email, name: users.name, verified: users.emailVerified }).from(users).where(eq(users.id, userId)).limit(1);
  // Still a member? (A helper removed since, or whose chat access ended, gets nothing.)
  const members = await chatMembers(db, coupleId);
  if (!person?.verified || !members.some((m) => m.id === userId)) return false;
  const missed = await db
    .select({ id: planningChatMessages.id, body: planningChatMessages.body, authorName: users.name, attachment: planningChatMessages.attachment, mentions: planningChatMessages.mentions })
    .from(planningChatMessages)
    .leftJoin(users, eq(users.id, planningChatMessages.authorId))
    .where(and(eq(planningChatMessages.coupleId, coupleId), gt(planningChatMessages.id, since), or(isNull(planningChatMessages.authorId), ne(planningChatMessages.authorId, userId))))
    .orderBy(desc(planningChatMessages.id))
    .limit(500);
  if (missed.length === 0) return false;
  const shown = missed.slice(0, CHAT_DIGEST_LINES_MAX).reverse();
  const more = missed.length - shown.length;
  const mentionsOfMe = missed.filter((m) => m.mentions.includes(userId)).length;
  const couple = await coupleDisplayName(db, coupleId);
  const unsubscribe = await unsubscribeUrl(deps, coupleId, userId);
  await deps.mailer.send(
    mailMessage(
      person.email,
      `${missed.length === 1 ? "1 new message" : `${missed.length} new messages`} in ${couple}'s planning chat`,
      [
        `Hi ${person.name.trim() || "there"}, here is what you missed in ${couple}'s planning chat${mentionsOfMe > 0 ? ` (you were mentioned ${mentionsOfMe === 1 ? "once" : `${mentionsOfMe} times`})` : ""}:`,
        ...shown.map((m) => describeMessage({ body: m.body, authorName: m.authorName, attachmentName: m.attachment?.name ?? null })),
        ...(more > 0 ? [`And ${more} more.`] : []),
        `We send at most one of these every ${CHAT_DIGEST_HOURS} hours, and only when there's something you haven't read. Unsubscribe from chat mail: ${unsubscribe}`,
      ],
      { label: "Open the chat", url: chatUrl(deps, coupleId) },
    ),
  );
  await db
    .update(planningChatReads)
    .set({ lastDigestId: sql`greatest(${planningChatReads.lastDigestId}, ${missed[0]!.id})` })
    .where(and(eq(planningChatReads.coupleId, coupleId), eq(planningChatReads.userId, userId)));
  return true;
}

/** Runs the digests every 15 minutes (the claim keeps two processes from both sending); returns the stop function. */
export function startChatDigests(deps: CollaborationDeps, everyMs = 15 * 60 * 1000): () => void {
  const run = () => void sendChatDigests(deps, new Date()).catch((error: unknown) => deps.logger.error({ err: error }, "chat digests failed"));
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
