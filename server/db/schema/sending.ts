import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";

/**
 * Mail a couple sends to other people through the product (invitations, reminders, inquiries): one
 * row per request with the number of messages, so admins see who sends how much. The limits
 * themselves are counted in rate_limits (decision 024).
 */
export const coupleMailLog = pgTable(
  "couple_mail_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    coupleId: text("couple_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** invitation, reminder, inquiry, message. */
    kind: text("kind").notNull(),
    messages: integer("messages").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("couple_mail_log_couple_created_idx").on(table.coupleId, table.createdAt), index("couple_mail_log_created_idx").on(table.createdAt)],
);

/** An admin stopped this couple's mail to other people until they lift the pause. */
export const coupleSendingPauses = pgTable("couple_sending_pauses", {
  coupleId: text("couple_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  reason: text("reason").notNull().default(""),
  pausedBy: text("paused_by").references(() => users.id, { onDelete: "set null" }),
  pausedAt: timestamp("paused_at", { withTimezone: true }).notNull().defaultNow(),
});
