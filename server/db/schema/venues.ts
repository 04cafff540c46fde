import { sql } from "drizzle-orm";
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { tsvector } from "./types.ts";
import type { VenueCard } from "../../../domain/venue-cards.ts";

/**
 * The venue marketplace. A venue with no owner is a catalogue listing that an owner can claim;
 * only published venues are visible to couples.
 */
export const venues = pgTable(
  "venues",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    ownerId: text("owner_id").references(() => users.id, { onDelete: "set null" }),
    published: boolean("published").notNull().default(false),
    name: text("name").notNull(),
    city: text("city").notNull(),
    address: text("address").notNull(),
    neighbourhood: text("neighbourhood").notNull().default(""),
    summary: text("summary").notNull().default(""),
    description: text("description").notNull().default(""),
    styles: text("styles").array().notNull().default(sql`'{}'::text[]`),
    setting: text("setting").notNull(),
    seatedCapacity: integer("seated_capacity").notNull(),
    standingCapacity: integer("standing_capacity").notNull(),
    priceTier: integer("price_tier").notNull(),
    rentalFeeMin: integer("rental_fee_min").notNull(),
    rentalFeeMax: integer("rental_fee_max").notNull(),
    perGuestMin: integer("per_guest_min").notNull(),
    perGuestMax: integer("per_guest_max").notNull(),
    priceIncludes: text("price_includes").array().notNull().default(sql`'{}'::text[]`),
    amenities: text("amenities").array().notNull().default(sql`'{}'::text[]`),
    catering: text("catering").notNull(),
    alcohol: text("alcohol").notNull(),
    parking: text("parking").notNull().default(""),
    accessibility: text("accessibility").notNull().default(""),
    accommodation: text("accommodation").notNull().default(""),
    rules: text("rules").array().notNull().default(sql`'{}'::text[]`),
    website: text("website").notNull().default(""),
    phone: text("phone").notNull().default(""),
    /** Where tour mail goes while the listing has no owner account (catalogue venues). */
    contactEmail: text("contact_email").notNull().default(""),
    /** Answers to the owner questionnaire beyond the columns above, keyed by question id (domain). */
    details: jsonb("details").$type<Record<string, string>>().notNull().default({}),
    /** The equirectangular panorama the 3D tour shows; null when the venue has no tour. */
    panoramaUrl: text("panorama_url"),
    viewCount: integer("view_count").notNull().default(0),
    search: tsvector("search").generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(name, '')), 'A') || setweight(to_tsvector('english', coalesce(neighbourhood, '') || ' ' || coalesce(city, '')), 'B') || setweight(to_tsvector('english', coalesce(summary, '')), 'B') || setweight(to_tsvector('english', coalesce(description, '')), 'C')`,
    ),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("venues_search_idx").using("gin", table.search),
    index("venues_city_published_idx").on(table.city, table.published, table.priceTier),
    index("venues_styles_idx").using("gin", table.styles),
    index("venues_amenities_idx").using("gin", table.amenities),
    index("venues_owner_idx").on(table.ownerId),
    check("venues_price_tier_check", sql`${table.priceTier} between 1 and 4`),
  ],
);

/** Photos in gallery order. Seeded venues get generated SVG scenes; owners upload resized WebP. */
export const venueImages = pgTable(
  "venue_images",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    venueId: uuid("venue_id")
      .notNull()
      .references(() => venues.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    thumbUrl: text("thumb_url").notNull(),
    alt: text("alt").notNull().default(""),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    position: integer("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("venue_images_venue_position_idx").on(table.venueId, table.position)],
);

/** Dates the venue is not available for weddings (booked elsewhere or closed). */
export const venueBlackoutDates = pgTable(
  "venue_blackout_dates",
  {
    venueId: uuid("venue_id")
      .notNull()
      .references(() => venues.id, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
    reason: text("reason").notNull().default(""),
  },
  (table) => [primaryKey({ columns: [table.venueId, table.date] }), index("venue_blackout_dates_date_idx").on(table.date)],
);

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

/**
 * One row whose number changes with every write that can change a venue search (triggers in migration
 * 0005: venues except view counts, venue_images, venue_blackout_dates). Search results cached in a
 * process are served only while the number they were computed at is still current.
 */
export const catalogueVersion = pgTable(
  "catalogue_version",
  {
    id: integer("id").primaryKey().default(1),
    version: bigint("version", { mode: "number" }).notNull().default(0),
  },
  (table) => [check("catalogue_version_single_row", sql`${table.id} = 1`)],
);
