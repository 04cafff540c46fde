import { and, desc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { GraceHistoryMessage, IssueType, StakeholderType, TicketPriority } from "../../../../domain/grace.ts";
import type { Principal } from "../../../auth/principal.ts";
import type { Database } from "../../../db/client.ts";
import { helpTickets, users, userTypes, type ConversationLogEntry } from "../../../db/schema/index.ts";
import { ApiError } from "../../../http/errors.ts";
import { hitRateLimit, peekRateLimit, type RateLimitRule } from "../../../http/rate-limit.ts";
import { ticketMail } from "../mail.ts";
import { sendLater } from "../../../mail/send-later.ts";
import type { GraceDeps } from "./deps.ts";

export interface NewTicket {
  stakeholderType: StakeholderType;
  issueType: IssueType;
  priority: TicketPriority;
  title: string;
  description: string;
  conversationId?: string;
  conversationLog: GraceHistoryMessage[];
}

type TicketRow = typeof helpTickets.$inferSelect;

/** Every admin with a proven address (admin rights follow a verified address only). */
async function adminAddresses(db: Database): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(userTypes)
    .innerJoin(users, eq(users.id, userTypes.id))
    .where(and(eq(userTypes.isAdmin, true), eq(users.emailVerified, true)));
  return rows.map((r) => r.email);
}

/** The mails of notify-admin-help-ticket: one to every admin, linking to the ticket in the desk. */
async function mailAdmins({ db, mailer, logger, config }: GraceDeps, ticket: TicketRow) {
  const url = `${config.publicUrl}/admin/tickets/${ticket.id}`;
  sendLater(mailer, logger, (await adminAddresses(db)).map((to) => ticketMail.newTicket(to, ticket, url)));
}

/**
 * How many tickets one person can open (issue 25): a second ticket of the same kind while the first is
 * still open joins the first, and a day's tickets are capped. The day's count lives in the rate-limit
 * table, like every other limit, so every server process sees the same count.
 */
export const TICKET_LIMITS = {
  /** An open ticket of the same kind this recent takes a new conversation instead of a new ticket. */
  sameKindWindowSeconds: 7 * 24 * 60 * 60,
  perDay: { name: "grace:tickets", max: 5, windowSeconds: 24 * 60 * 60 } satisfies RateLimitRule,
};

/** What filing came to: a new ticket, the conversation's own, an open one of the same kind, or none (and why). */
export type TicketOutcome =
  | { kind: "opened" | "existing" | "joined"; id: string }
  | { kind: "unverified" }
  | { kind: "daily_cap" };

function logEntries(messages: GraceHistoryMessage[], at = new Date().toISOString()): ConversationLogEntry[] {
  return messages.map((m) => ({ role: m.role, content: m.content, at }));
}

/**
 * Adds messages to a ticket's conversation while no admin has picked it up (unassigned and open), so
 * the ticket says everything the person said. Appended in the database (jsonb ||), so racing replies
 * both land. Returns whether it was added.
 */
async function appendToTicket(db: Database, ticketId: string, messages: ConversationLogEntry[]): Promise<boolean> {
  const rows = await db
    .update(helpTickets)
    .set({ conversationLog: sql`${helpTickets.conversationLog} || ${JSON.stringify(messages)}::jsonb`, updatedAt: new Date() })
    .where(and(eq(helpTickets.id, ticketId), isNull(helpTickets.assigneeId), eq(helpTickets.status, "open")))
    .returning({ id: helpTickets.id });
  return rows.length > 0;
}

async function conversationTicket(db: Database, userId: string, conversationId: string | undefined) {
  if (!conversationId) return undefined;
  const [row] = await db
    .select({ id: helpTickets.id })
    .from(helpTickets)
    .where(and(eq(helpTickets.userId, userId), eq(helpTickets.conversationId, conversationId)));
  return row;
}

/**
 * A later turn of a conversation that has a ticket: the exchange joins the ticket's conversation until
 * an admin picks it up (issue 27: "$29 on Nov 20", said after the ticket was opened, reaches the desk).
 */
export async function keepTicketConversation(deps: GraceDeps, principal: Principal, conversationId: string | undefined, exchange: GraceHistoryMessage[]): Promise<void> {
  const ticket = await conversationTicket(deps.db, principal.userId, conversationId);
  if (ticket) await appendToTicket(deps.db, ticket.id, logEntries(exchange));
}

/**
 * Files the person's ticket: the conversation's own ticket takes the new exchange; else an open ticket
 * of the same kind from the last week takes the whole conversation; else, within the daily cap and
 * from a verified address, a new ticket is created (unread for admins, marked notified) in one
 * transaction, and the admins' mail goes out after the commit.
 */
export async function fileTicket(deps: GraceDeps, principal: Principal, input: NewTicket, exchange: GraceHistoryMessage[]): Promise<TicketOutcome> {
  const { db } = deps;
  // The team answers by email: an address nobody has proven cannot receive the answer.
  if (!principal.emailVerified) return { kind: "unverified" };
  const own = await conversationTicket(db, principal.userId, input.conversationId);
  if (own) {
    await appendToTicket(db, own.id, logEntries(exchange));
    return { kind: "existing", id: own.id };
  }
  const since = new Date(Date.now() - TICKET_LIMITS.sameKindWindowSeconds * 1000);
  const [sameKind] = await db
    .select({ id: helpTickets.id })
    .from(helpTickets)
    .where(and(eq(helpTickets.userId, principal.userId), eq(helpTickets.issueType, input.issueType), inArray(helpTickets.status, ["open", "waiting"]), gt(helpTickets.createdAt, since)))
    .orderBy(desc(helpTickets.createdAt))
    .limit(1);
  if (sameKind) {
    const joined = [{ role: "assistant" as const, content: "(Another conversation with Grace, about the same kind of issue.)" }, ...input.conversationLog];
    await appendToTicket(db, sameKind.id, logEntries(joined));
    return { kind: "joined", id: sameKind.id };
  }
  if (!(await peekRateLimit(db, TICKET_LIMITS.perDay, principal.userId)).allowed) return { kind: "daily_cap" };

  const result = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(helpTickets)
      .values({
        userId: principal.userId,
        stakeholderType: input.stakeholderType,
        issueType: input.issueType,
        priority: input.priority,
        title: input.title,
        description: input.description,
        userEmail: principal.email,
        conversationLog: logEntries(input.conversationLog),
        conversationId: input.conversationId ?? null,
        notifiedAt: new Date(),
      })
      .onConflictDoNothing({ target: [helpTickets.userId, helpTickets.conversationId] })
      .returning();
    return row;
  });
  // A racing reply of the same conversation created it first: this one joins it.
  if (!result) {
    const raced = await conversationTicket(db, principal.userId, input.conversationId);
    if (raced) await appendToTicket(db, raced.id, logEntries(exchange));
    if (!raced) throw new Error("the help ticket was neither created nor found");
    return { kind: "existing", id: raced.id };
  }
  await hitRateLimit(db, TICKET_LIMITS.perDay, principal.userId);
  await mailAdmins(deps, result);
  return { kind: "opened", id: result.id };
}

/**
 * POST /api/functions/notify-admin-help-ticket {ticketId, ticketData}: tells the admins about the
 * caller's own ticket, at most once per ticket (Grace's chat already does it when it opens one).
 * ticketData is accepted for the spec's shape; the mail is written from the stored row, not from it.
 */
export async function notifyAdminsOfTicket(deps: GraceDeps, principal: Principal, ticketId: string): Promise<{ notified: boolean }> {
  const [ticket] = await deps.db
    .update(helpTickets)
    .set({ notifiedAt: new Date() })
    .where(and(eq(helpTickets.id, ticketId), eq(helpTickets.userId, principal.userId), isNull(helpTickets.notifiedAt)))
    .returning();
  if (ticket) {
    await mailAdmins(deps, ticket);
    return { notified: true };
  }
  const [own] = await deps.db.select({ id: helpTickets.id }).from(helpTickets).where(and(eq(helpTickets.id, ticketId), eq(helpTickets.userId, principal.userId)));
  if (!own) throw new ApiError(404, "ticket_not_found", "That help ticket does not exist.");
  return { notified: false };
}
