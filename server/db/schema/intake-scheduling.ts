import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { AvailabilityWindow } from "../../../domain/intake-scheduling.ts";
import { users } from "./auth.ts";

/**
 * Beyond the Wedding, after the intake (decision 041): the counselors, coaches and planners the admin
 * lists, the sessions couples book with them, each couple's reminder mail, and partners' private notes.
 */

/** Someone a couple can book: their weekly hours are on their own clock (`time_zone`). */
export const intakeProviders = pgTable("intake_providers", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  kind: text("kind").notNull(),
  bio: text("bio").notNull().default(""),
  timeZone: text("time_zone").notNull(),
  availability: jsonb("availability").$type<AvailabilityWindow[]>().notNull().default([]),
  /** A deactivated provider takes no new bookings; their sessions stay. */
  active: boolean("active").notNull().default(true),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A couple's session with a provider. The partial unique index is what makes double-booking impossible. */
export const intakeSessions = pgTable(
  "intake_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    providerId: uuid("provider_id")
      .notNull()
      .references(() => intakeProviders.id, { onDelete: "cascade" }),
    coupleId: text("couple_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    status: text("status").notNull().default("confirmed"),
    note: text("note").notNull().default(""),
    /** Bumped on every change, so calendar apps replace their copy of the event. */
    sequence: integer("sequence").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("intake_sessions_provider_starts_confirmed_unique").on(table.providerId, table.startsAt).where(sql`${table.status} = 'confirmed'`),
    index("intake_sessions_couple_idx").on(table.coupleId, table.startsAt),
    check("intake_sessions_order_check", sql`${table.endsAt} > ${table.startsAt}`),
  ],
);

/** How often a couple is mailed about their modules; `next_due_at` is claimed by one server process per send. */
export const beyondReminders = pgTable(
  "beyond_reminders",
  {
    coupleId: text("couple_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    frequency: text("frequency").notNull().default("off"),
    nextDueAt: timestamp("next_due_at", { withTimezone: true }),
    lastSentAt: timestamp("last_sent_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("beyond_reminders_due_idx").on(table.nextDueAt)],
);

/** A partner's own note on a module: read and written by its author only, never by the other partner. */
export const beyondPrivateNotes = pgTable(
  "beyond_private_notes",
  {
    coupleId: text("couple_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    authorId: text("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    module: text("module").notNull(),
    body: text("body").notNull().default(""),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.coupleId, table.authorId, table.module] })],
);
