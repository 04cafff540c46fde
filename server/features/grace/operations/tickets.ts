import { and, eq, isNull } from "drizzle-orm";
import type { GraceHistoryMessage, IssueType, StakeholderType, TicketPriority } from "../../../../domain/grace.ts";
import type { Principal } from "../../../auth/principal.ts";
import type { Database } from "../../../db/client.ts";
import { helpTickets, users, userTypes, type ConversationLogEntry } from "../../../db/schema/index.ts";
import { ApiError } from "../../../http/errors.ts";
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
 * The conversation's ticket: created (unread for admins, marked notified) in one transaction, unless
 * this user's conversation has one already. The admins' mail goes out after the commit.
 */
export async function openTicketOnce(deps: GraceDeps, principal: Principal, input: NewTicket): Promise<{ id: string; created: boolean }> {
  const { db } = deps;
  const result = await db.transaction(async (tx) => {
    const conversationLog: ConversationLogEntry[] = input.conversationLog.map((m) => ({ role: m.role, content: m.content }));
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
        conversationLog,
        conversationId: input.conversationId ?? null,
        notifiedAt: new Date(),
      })
      .onConflictDoNothing({ target: [helpTickets.userId, helpTickets.conversationId] })
      .returning();
    if (row) return { row, created: true };
    const [existing] = await tx
      .select()
      .from(helpTickets)
      .where(and(eq(helpTickets.userId, principal.userId), eq(helpTickets.conversationId, input.conversationId!)));
    return { row: existing!, created: false };
  });
  if (result.created) await mailAdmins(deps, result.row);
  return { id: result.row.id, created: result.created };
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
