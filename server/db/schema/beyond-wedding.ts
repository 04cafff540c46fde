import { boolean, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";

/**
 * Beyond the Wedding (decision 034): a couple's work on each prompt of the intake and the seven
 * modules, one row per prompt they touched: ticked off, and what they wrote about it. The couple's
 * alone (no helper is let in), so both partners signed in to the couple's account see the same rows.
 */
export const beyondItems = pgTable(
  "beyond_items",
  {
    coupleId: text("couple_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** A key of `BEYOND_MODULES` (domain/beyond-wedding.ts). */
    module: text("module").notNull(),
    itemIndex: integer("item_index").notNull(),
    done: boolean("done").notNull().default(false),
    answer: text("answer").notNull().default(""),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.coupleId, table.module, table.itemIndex] })],
);
