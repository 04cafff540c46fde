import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { VenueCard } from "../../../domain/venue-cards.ts";
import { users } from "./auth.ts";
import { venues } from "./venues.ts";

/** Spec section 3: saved_venues (user_id, venue_id). */
export const savedVenues = pgTable(
  "saved_venues",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    venueId: uuid("venue_id")
      .notNull()
      .references(() => venues.id, { onDelete: "cascade" }),
    /**
     * The card as it was when saved. Once the owner unpublishes the listing, the saved list shows this
     * (marked no longer listed) rather than whatever the owner writes into the hidden listing later.
     */
    snapshot: jsonb("snapshot").$type<VenueCard>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.venueId] }), index("saved_venues_venue_idx").on(table.venueId)],
);
