import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { venues } from "./venues.ts";

/** An owner's request to manage an existing listing, decided by an admin. */
export const venueClaims = pgTable(
  "venue_claims",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    venueId: uuid("venue_id")
      .notNull()
      .references(() => venues.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status").notNull().default("pending"),
    role: text("role").notNull(),
    phone: text("phone").notNull(),
    proof: text("proof").notNull(),
    decisionNote: text("decision_note").notNull().default(""),
    decidedBy: text("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("venue_claims_pending_unique").on(table.venueId, table.userId).where(sql`${table.status} = 'pending'`),
    index("venue_claims_status_idx").on(table.status, table.createdAt),
  ],
);
