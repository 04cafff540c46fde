import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { JuneMessageMetadata } from "../../../domain/june.ts";
import { users } from "./auth.ts";

/** Spec section 3: June's conversation with a couple, one row per message (the image in the metadata). */
export const coupleChatHistory = pgTable(
  "couple_chat_history",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    coupleId: text("couple_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    messageRole: text("message_role").notNull(),
    messageContent: text("message_content").notNull(),
    messageMetadata: jsonb("message_metadata").$type<JuneMessageMetadata>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // The widget reads the newest rows of one couple.
  (table) => [index("couple_chat_history_couple_created_idx").on(table.coupleId, table.createdAt)],
);

/** Spec section 3: when the couple last talked with June and how often (upserted on each exchange). */
export const coupleAiContext = pgTable("couple_ai_context", {
  coupleId: text("couple_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  lastInteraction: timestamp("last_interaction", { withTimezone: true }).notNull().defaultNow(),
  interactionCount: integer("interaction_count").notNull().default(0),
});
