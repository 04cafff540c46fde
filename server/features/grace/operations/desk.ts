import { aliasedTable, and, asc, count, eq, ilike, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import type { TicketListQuery, TicketReply, TicketUpdate } from "../../../../domain/grace.ts";
import type { Principal } from "../../../auth/principal.ts";
import { helpTicketReplies, helpTickets, users, userTypes } from "../../../db/schema/index.ts";
import { ApiError } from "../../../http/errors.ts";
import { ticketMail } from "../mail.ts";
import { sendLater } from "../../../mail/send-later.ts";
import type { GraceDeps } from "./deps.ts";
import { containsPattern } from "../../../db/like.ts";

/** `%` and `_` typed in a search are literal characters, not wildcards. */
const assignees = aliasedTable(users, "assignees");
const priorityRank = sql<number>`case ${helpTickets.priority} when 'urgent' then 0 when 'high' then 1 when 'medium' then 2 else 3 end`;

const summaryColumns = {
  id: helpTickets.id,
  title: helpTickets.title,
  issueType: helpTickets.issueType,
  priority: helpTickets.priority,
  status: helpTickets.status,
  stakeholderType: helpTickets.stakeholderType,
  userEmail: helpTickets.userEmail,
  description: helpTickets.description,
  assigneeId: helpTickets.assigneeId,
  assigneeName: assignees.name,
  unread: sql<boolean>`${helpTickets.adminReadAt} is null`,
  createdAt: helpTickets.createdAt,
  updatedAt: helpTickets.updatedAt,
};

/** The admins a ticket can be assigned to. */
async function listAdmins({ db }: GraceDeps) {
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(userTypes)
    .innerJoin(users, eq(users.id, userTypes.id))
    .where(and(eq(userTypes.isAdmin, true), eq(users.emailVerified, true)))
    .orderBy(asc(users.email));
}

export async function unreadTicketCount({ db }: GraceDeps): Promise<{ unread: number }> {
  const [row] = await db.select({ unread: count() }).from(helpTickets).where(isNull(helpTickets.adminReadAt));
  return { unread: row?.unread ?? 0 };
}

/** The queue: most urgent first, then oldest first (the longest waiting), with filters. */
export async function listTickets(deps: GraceDeps, principal: Principal, query: TicketListQuery) {
  const { db } = deps;
  const conditions: SQL[] = [];
  if (query.status === "active") conditions.push(inArray(helpTickets.status, ["open", "waiting"]));
  else if (query.status !== "all") conditions.push(eq(helpTickets.status, query.status));
  if (query.priority) conditions.push(eq(helpTickets.priority, query.priority));
  if (query.issueType) conditions.push(eq(helpTickets.issueType, query.issueType));
  if (query.assignee === "me") conditions.push(eq(helpTickets.assigneeId, principal.userId));
  else if (query.assignee === "none") conditions.push(isNull(helpTickets.assigneeId));
  else if (query.assignee) conditions.push(eq(helpTickets.assigneeId, query.assignee));
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(or(ilike(helpTickets.title, pattern), ilike(helpTickets.userEmail, pattern), ilike(helpTickets.description, pattern))!);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [tickets, [totals], unread, admins] = await Promise.all([
    db
      .select(summaryColumns)
      .from(helpTickets)
      .leftJoin(assignees, eq(assignees.id, helpTickets.assigneeId))
      .where(where)
      .orderBy(asc(priorityRank), asc(helpTickets.createdAt))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(helpTickets).where(where),
    unreadTicketCount(deps),
    listAdmins(deps),
  ]);
  return { tickets, total: totals?.total ?? 0, limit: query.limit, offset: query.offset, unread: unread.unread, admins };
}

/** One ticket with its conversation and replies; opening it marks it read for the desk. */
export async function getTicket(deps: GraceDeps, id: string) {
  const { db } = deps;
  await db.update(helpTickets).set({ adminReadAt: new Date() }).where(and(eq(helpTickets.id, id), isNull(helpTickets.adminReadAt)));
  const [ticket] = await db
    .select({ ...summaryColumns, conversationLog: helpTickets.conversationLog, userName: users.name })
    .from(helpTickets)
    .leftJoin(assignees, eq(assignees.id, helpTickets.assigneeId))
    .leftJoin(users, eq(users.id, helpTickets.userId))
    .where(eq(helpTickets.id, id));
  if (!ticket) throw new ApiError(404, "ticket_not_found", "That help ticket does not exist.");
  const replies = await db
    .select({ id: helpTicketReplies.id, body: helpTicketReplies.body, createdAt: helpTicketReplies.createdAt, authorName: users.name, authorEmail: users.email })
    .from(helpTicketReplies)
    .leftJoin(users, eq(users.id, helpTicketReplies.authorId))
    .where(eq(helpTicketReplies.ticketId, id))
    .orderBy(asc(helpTicketReplies.createdAt));
  return { ticket: { ...ticket, replies } };
}

export async function updateTicket(deps: GraceDeps, id: string, patch: TicketUpdate) {
  const { db } = deps;
  if (patch.assigneeId) {
    const admins = await listAdmins(deps);
    if (!admins.some((a) => a.id === patch.assigneeId)) throw new ApiError(400, "invalid_input", "assigneeId: Choose an admin from the list", { assigneeId: ["Choose an admin from the list"] });
  }
  const [row] = await db
    .update(helpTickets)
    .set({
      ...(patch.status ? { status: patch.status } : {}),
      ...(patch.priority ? { priority: patch.priority } : {}),
      ...(patch.assigneeId !== undefined ? { assigneeId: patch.assigneeId } : {}),
      updatedAt: new Date(),
    })
    .where(eq(helpTickets.id, id))
    .returning({ id: helpTickets.id });
  if (!row) throw new ApiError(404, "ticket_not_found", "That help ticket does not exist.");
  return getTicket(deps, id);
}

/** A reply to the ticket's author: stored with the ticket and mailed to them; the status follows. */
export async function replyToTicket(deps: GraceDeps, principal: Principal, id: string, input: TicketReply) {
  const { db, mailer, logger, config } = deps;
  const ticket = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(helpTickets)
      .set({ status: input.status, updatedAt: new Date(), adminReadAt: sql`coalesce(${helpTickets.adminReadAt}, now())` })
      .where(eq(helpTickets.id, id))
      .returning({ id: helpTickets.id, title: helpTickets.title, userEmail: helpTickets.userEmail });
    if (!row) throw new ApiError(404, "ticket_not_found", "That help ticket does not exist.");
    await tx.insert(helpTicketReplies).values({ ticketId: id, authorId: principal.userId, body: input.message });
    return row;
  });
  sendLater(mailer, logger, [ticketMail.reply(ticket.userEmail, ticket.title, input.message, `${config.publicUrl}/contact`)]);
  return getTicket(deps, id);
}
