import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";

/** One application per couple account for the give-back wedding (decision 043), reviewed by admins. */
export const giveBackApplications = pgTable(
  "give_back_applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    partnerNames: text("partner_names").notNull(),
    story: text("story").notNull(),
    weddingDate: date("wedding_date").notNull(),
    city: text("city").notNull(),
    guestCount: integer("guest_count").notNull(),
    needs: text("needs").array().notNull(),
    consent: boolean("consent").notNull(),
    status: text("status").notNull().default("submitted"),
    adminNotes: text("admin_notes").notNull().default(""),
    reviewedBy: text("reviewed_by").references(() => users.id, { onDelete: "set null" }),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("give_back_applications_user_unique").on(table.userId),
    index("give_back_applications_status_idx").on(table.status, table.createdAt),
    check("give_back_applications_consent_check", sql`${table.consent}`),
  ],
);

/** A vendor's pledge of a service to the give-back wedding. */
export const giveBackPledges = pgTable(
  "give_back_pledges",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    service: text("service").notNull(),
    valueCents: integer("value_cents").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("give_back_pledges_user_idx").on(table.userId), check("give_back_pledges_value_check", sql`${table.valueCents} >= 0`)],
);
