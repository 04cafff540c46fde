import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { Fixture, Room, SeatAssignment, SeatingRule, SeatingSettings, SeatingTable } from "../../../domain/seating.ts";
import { users } from "./auth.ts";

/**
 * Floor plans and seating charts (issue 31, decision 030): one plan per couple and event (`event_key`
 * is the event's id, or "all" for a list without events). The room, tables, pieces, seats and rules are
 * one document saved whole, so a save is one row written (atomic) and the builder's undo works on it.
 * Guests are referenced by id; a guest who left the list is dropped when the plan is read, with a notice.
 */
export const seatingPlans = pgTable(
  "seating_plans",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    coupleId: text("couple_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    eventKey: text("event_key").notNull(),
    room: jsonb("room").$type<Room>().notNull(),
    tables: jsonb("tables").$type<SeatingTable[]>().notNull().default(sql`'[]'::jsonb`),
    fixtures: jsonb("fixtures").$type<Fixture[]>().notNull().default(sql`'[]'::jsonb`),
    seats: jsonb("seats").$type<SeatAssignment[]>().notNull().default(sql`'[]'::jsonb`),
    rules: jsonb("rules").$type<SeatingRule[]>().notNull().default(sql`'[]'::jsonb`),
    settings: jsonb("settings").$type<SeatingSettings>().notNull(),
    /** SHA-256 of the read-only link's token (venue and planner); null = no link. Replaced to revoke. */
    shareTokenHash: text("share_token_hash"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("seating_plans_couple_event_unique").on(table.coupleId, table.eventKey),
    uniqueIndex("seating_plans_share_unique").on(table.shareTokenHash),
    index("seating_plans_couple_idx").on(table.coupleId),
  ],
);
