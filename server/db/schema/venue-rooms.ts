import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { venues } from "./venues.ts";

/**
 * A venue's rooms with their floor size in feet (issue 31, decision 045): the floor plan builder starts
 * a couple's reception layout from one of them. Owners edit them with their listing; the seeded catalog
 * gets sizes worked out from each venue's seated capacity (domain/venue-rooms.ts).
 */
export const venueRooms = pgTable(
  "venue_rooms",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    venueId: uuid("venue_id")
      .notNull()
      .references(() => venues.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    widthFeet: integer("width_feet").notNull(),
    lengthFeet: integer("length_feet").notNull(),
    position: integer("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("venue_rooms_venue_position_idx").on(table.venueId, table.position),
    check("venue_rooms_size_check", sql`${table.widthFeet} between 10 and 400 and ${table.lengthFeet} between 10 and 400`),
  ],
);
