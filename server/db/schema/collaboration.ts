import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("planning_chat_messages_couple_idx").on(table.coupleId, table.id)],
);
