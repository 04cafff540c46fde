import { sql } from "drizzle-orm";
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { TouringHours } from "../../../domain/touring-hours.ts";
import { users } from "./auth.ts";
import { tsvector } from "./types.ts";

/**
 * The venue catalogue. A venue with no owner is a catalog listing that an owner can claim;
 * only published venues are visible to couples. Tours, saved venues and claims keep their tables in
 * their own files (tours.ts, saved-venues.ts, venue-claims.ts).
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
    neighborhood: text("neighborhood").notNull().default(""),
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
    /** Where tour mail goes while the listing has no owner account (catalog venues). */
    contactEmail: text("contact_email").notNull().default(""),
    /** Answers to the owner questionnaire beyond the columns above, keyed by question id (domain). */
    details: jsonb("details").$type<Record<string, string>>().notNull().default({}),
    /** When tours may start, per weekday on the venue's wall clock; null = the default (domain/touring-hours.ts). */
    touringHours: jsonb("touring_hours").$type<TouringHours>(),
    /** The equirectangular panorama the 3D tour shows; null when the venue has no tour. */
    panoramaUrl: text("panorama_url"),
    viewCount: integer("view_count").notNull().default(0),
    search: tsvector("search").generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(name, '')), 'A') || setweight(to_tsvector('english', coalesce(neighborhood, '') || ' ' || coalesce(city, '')), 'B') || setweight(to_tsvector('english', coalesce(summary, '')), 'B') || setweight(to_tsvector('english', coalesce(description, '')), 'C')`,
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
    /** SHA-256 (hex) of the uploaded file's bytes, so the same photo can't be added twice; null for seeded scenes. */
    contentHash: text("content_hash"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("venue_images_venue_position_idx").on(table.venueId, table.position),
    uniqueIndex("venue_images_venue_hash_idx").on(table.venueId, table.contentHash),
  ],
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
