import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { venues } from "./venues.ts";

/** Venue tours: slots an owner offers, couples' bookings of them, and requests for other times. */

/** A time the owner offers for an in-person tour. */
export const tourSlots = pgTable(
  "tour_slots",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    venueId: uuid("venue_id")
      .notNull()
      .references(() => venues.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("tour_slots_venue_starts_unique").on(table.venueId, table.startsAt),
    check("tour_slots_order_check", sql`${table.endsAt} > ${table.startsAt}`),
  ],
);

/** A couple's booking of a slot. The partial unique index is what makes double-booking impossible. */
export const tourBookings = pgTable(
  "tour_bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slotId: uuid("slot_id")
      .notNull()
      .references(() => tourSlots.id, { onDelete: "cascade" }),
    venueId: uuid("venue_id")
      .notNull()
      .references(() => venues.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status").notNull().default("confirmed"),
    guests: integer("guests").notNull().default(2),
    note: text("note").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("tour_bookings_slot_confirmed_unique").on(table.slotId).where(sql`${table.status} = 'confirmed'`),
    index("tour_bookings_user_idx").on(table.userId),
    index("tour_bookings_venue_idx").on(table.venueId),
  ],
);

/** A couple asks for a tour at a time that suits them; the owner confirms, declines or proposes another. */
export const tourRequests = pgTable(
  "tour_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    venueId: uuid("venue_id")
      .notNull()
      .references(() => venues.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    preferredAt: timestamp("preferred_at", { withTimezone: true }).notNull(),
    alternateAt: timestamp("alternate_at", { withTimezone: true }),
    proposedAt: timestamp("proposed_at", { withTimezone: true }),
    status: text("status").notNull().default("pending"),
    guests: integer("guests").notNull().default(2),
    message: text("message").notNull().default(""),
    ownerNote: text("owner_note").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("tour_requests_user_idx").on(table.userId), index("tour_requests_venue_status_idx").on(table.venueId, table.status)],
);
