import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";

/**
 * The master timeline: one per couple (its id names it in worksheet and phone links), its planning
 * tasks, its day-of events, and the read-only links the couple shares with vendors and the wedding party.
 */
export const timelines = pgTable("timelines", {
  id: uuid("id").primaryKey().defaultRandom(),
  coupleId: text("couple_id")
    .notNull()
    .unique("timelines_couple_unique")
    .references(() => users.id, { onDelete: "cascade" }),
  /** The template the checklist started from (domain/timeline-templates.ts). */
  templateId: text("template_id"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const timelineTasks = pgTable(
  "timeline_tasks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    timelineId: uuid("timeline_id")
      .notNull()
      .references(() => timelines.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    notes: text("notes").notNull().default(""),
    dueDate: date("due_date", { mode: "string" }).notNull(),
    /** Days from the wedding date (negative = before); null for a task pinned to its due date. */
    offsetDays: integer("offset_days"),
    /** A partner or a helper, by name (free text). */
    assignee: text("assignee").notNull().default(""),
    doneAt: timestamp("done_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("timeline_tasks_timeline_due_idx").on(table.timelineId, table.dueDate)],
);

export const timelineEvents = pgTable(
  "timeline_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    timelineId: uuid("timeline_id")
      .notNull()
      .references(() => timelines.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    /** Minutes after midnight on the wedding day, on the wedding city's wall clock. */
    startMinutes: integer("start_minutes").notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    place: text("place").notNull().default(""),
    people: jsonb("people").$type<string[]>().notNull().default([]),
    vendors: jsonb("vendors").$type<string[]>().notNull().default([]),
    notes: text("notes").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("timeline_events_timeline_idx").on(table.timelineId, table.startMinutes),
    check("timeline_events_time_check", sql`${table.startMinutes} >= 0 and ${table.startMinutes} < 1440 and ${table.durationMinutes} > 0`),
  ],
);

/** A read-only link to the day-of schedule; only the SHA-256 of its token is kept. */
export const timelineShares = pgTable(
  "timeline_shares",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    timelineId: uuid("timeline_id")
      .notNull()
      .references(() => timelines.id, { onDelete: "cascade" }),
    label: text("label").notNull(),
    tokenHash: text("token_hash").notNull().unique("timeline_shares_token_unique"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [index("timeline_shares_timeline_idx").on(table.timelineId)],
);
