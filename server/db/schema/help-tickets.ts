import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { GraceHistoryMessage } from "../../../domain/grace.ts";
import { users } from "./auth.ts";

/** One message of the Grace conversation a ticket came from (spec: conversation_log, the serialized message list). */
export type ConversationLogEntry = GraceHistoryMessage & { at?: string };

/**
 * Help tickets opened by Grace (spec section 3, help_tickets), worked by admins at /admin/tickets.
 * A ticket is created at most once per (user, widget conversation): the unique index makes that hold
 * even when two replies race.
 */
export const helpTickets = pgTable(
  "help_tickets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    stakeholderType: text("stakeholder_type").notNull(),
    issueType: text("issue_type").notNull().default("general"),
    priority: text("priority").notNull().default("medium"),
    title: text("title").notNull().default("Support Request"),
    description: text("description").notNull().default(""),
    userEmail: text("user_email").notNull(),
    conversationLog: jsonb("conversation_log").$type<ConversationLogEntry[]>().notNull().default([]),
    conversationId: uuid("conversation_id"),
    status: text("status").notNull().default("open"),
    assigneeId: text("assignee_id").references(() => users.id, { onDelete: "set null" }),
    /** Null until an admin opens it: the unread badge in /admin counts these. */
    adminReadAt: timestamp("admin_read_at", { withTimezone: true }),
    /** When the admins were told (mail to each); notify-admin-help-ticket runs at most once per ticket. */
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("help_tickets_conversation_unique").on(table.userId, table.conversationId),
    index("help_tickets_queue_idx").on(table.status, table.createdAt),
    index("help_tickets_user_idx").on(table.userId),
    check("help_tickets_status_check", sql`${table.status} in ('open', 'waiting', 'resolved')`),
    check("help_tickets_priority_check", sql`${table.priority} in ('low', 'medium', 'high', 'urgent')`),
    check("help_tickets_stakeholder_check", sql`${table.stakeholderType} in ('couple', 'venue', 'vendor', 'contributor')`),
  ],
);

/** An admin's reply to the ticket's user (sent by mail) or an internal note. */
export const helpTicketReplies = pgTable(
  "help_ticket_replies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ticketId: uuid("ticket_id")
      .notNull()
      .references(() => helpTickets.id, { onDelete: "cascade" }),
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("help_ticket_replies_ticket_idx").on(table.ticketId, table.createdAt)],
);
