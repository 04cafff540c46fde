import { bigint, bigserial, boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { ContributorPermissions } from "../../../domain/contributors.ts";
import { users } from "./auth.ts";

/**
 * Collaboration (issue 29, decision 031): the couple's invitations to helpers (joining one creates the
 * `contributor_profiles` row) and the group chat between the couple and the helpers they gave chat access.
 */
export const contributorInvitations = pgTable(
  "contributor_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    coupleId: text("couple_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Lower-cased; grants nothing by itself: only the link's holder, signed in with this address, joins. */
    email: text("email").notNull(),
    relationship: text("relationship").notNull(),
    permissions: jsonb("permissions").$type<ContributorPermissions>().notNull(),
    /** SHA-256 of the link's token: a copy of the database opens no invitation. Replaced on resend. */
    tokenHash: text("token_hash").notNull().unique("contributor_invitations_token_unique"),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    openedAt: timestamp("opened_at", { withTimezone: true }),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedBy: text("accepted_by").references(() => users.id, { onDelete: "set null" }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("contributor_invitations_couple_idx").on(table.coupleId)],
);

/** One message of a couple's planning chat; the id orders the history and resumes a dropped stream. */
export const planningChatMessages = pgTable(
  "planning_chat_messages",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    coupleId: text("couple_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    /** User ids this message mentions (members of the chat when it was sent; decision 044). */
    mentions: jsonb("mentions").$type<string[]>().notNull().default([]),
    attachment: jsonb("attachment").$type<ChatAttachment>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("planning_chat_messages_couple_idx").on(table.coupleId, table.id)],
);

/** What a chat message carries besides its text (decision 044): who it mentions and an attached file. */
export interface ChatAttachment {
  /** Storage key under `private/chat/<coupleId>/`: never served at /media, only through the chat's own route. */
  key: string;
  name: string;
  contentType: "image/webp" | "application/pdf";
  bytes: number;
  /** Pictures are re-encoded, so their size is known for the layout. */
  width?: number;
  height?: number;
}

/**
 * Per person and chat: the last message they have read (unread counts and the marker), and the digest
 * mail's bookkeeping: the last message a digest covered, when one was last sent, and whether they opted out.
 */
export const planningChatReads = pgTable(
  "planning_chat_reads",
  {
    coupleId: text("couple_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lastReadId: bigint("last_read_id", { mode: "number" }).notNull().default(0),
    lastDigestId: bigint("last_digest_id", { mode: "number" }).notNull().default(0),
    lastDigestAt: timestamp("last_digest_at", { withTimezone: true }),
    digestOff: boolean("digest_off").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.coupleId, table.userId] })],
);

/**
 * The budget's history (decision 044): who changed what, when, with the line before and after, so the
 * couple sees a parent's edits. Written in the same transaction as the change.
 */
export const budgetChanges = pgTable(
  "budget_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    coupleId: text("couple_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** budget, expense-added, expense-changed, expense-removed, payment-paid, payment-unpaid, category-set. */
    kind: text("kind").notNull(),
    categoryId: text("category_id"),
    /** Plain summary for the list ("Flowers and decor: Petal & Stem"). */
    subject: text("subject").notNull(),
    before: jsonb("before").$type<Record<string, unknown>>(),
    after: jsonb("after").$type<Record<string, unknown>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("budget_changes_couple_idx").on(table.coupleId, table.createdAt)],
);
