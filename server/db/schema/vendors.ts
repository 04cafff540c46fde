import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { tsvector } from "./types.ts";

/**
 * The vendor marketplace (issue 12). A vendor with no owner is a catalog listing a vendor can claim
 * (vendor_claims, decided by an admin); only published vendors are visible to couples. `category` is a
 * slug of domain/vendor-categories.ts, `city` the home city and `cities_served` every city the vendor
 * works in (home city included). Ratings are kept on the row (review_count, rating_total) in the same
 * transaction as each review write, so lists sort and filter by rating without aggregating.
 */
export const vendors = pgTable(
  "vendors",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    ownerId: text("owner_id").references(() => users.id, { onDelete: "set null" }),
    published: boolean("published").notNull().default(false),
    businessName: text("business_name").notNull(),
    category: text("category").notNull(),
    city: text("city").notNull(),
    citiesServed: text("cities_served").array().notNull().default(sql`'{}'::text[]`),
    /** One or two sentences for cards. */
    summary: text("summary").notNull().default(""),
    description: text("description").notNull().default(""),
    /** Whole dollars: the lowest package price, as couples compare it. */
    startingPrice: integer("starting_price").notNull().default(0),
    styles: text("styles").array().notNull().default(sql`'{}'::text[]`),
    yearsInBusiness: integer("years_in_business").notNull().default(0),
    /** Typical hours until a first reply to an inquiry. */
    responseTimeHours: integer("response_time_hours").notNull().default(24),
    website: text("website").notNull().default(""),
    phone: text("phone").notNull().default(""),
    /** Where inquiry mail goes while the listing has no owner account (catalog vendors). */
    contactEmail: text("contact_email").notNull().default(""),
    reviewCount: integer("review_count").notNull().default(0),
    ratingTotal: integer("rating_total").notNull().default(0),
    viewCount: integer("view_count").notNull().default(0),
    search: tsvector("search").generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(business_name, '')), 'A') || setweight(to_tsvector('english', coalesce(summary, '')), 'B') || setweight(to_tsvector('english', coalesce(description, '')), 'C')`,
    ),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("vendors_search_idx").using("gin", table.search),
    index("vendors_category_published_idx").on(table.category, table.published, table.startingPrice),
    index("vendors_cities_served_idx").using("gin", table.citiesServed),
    index("vendors_styles_idx").using("gin", table.styles),
    index("vendors_owner_idx").on(table.ownerId),
    check("vendors_starting_price_check", sql`${table.startingPrice} >= 0`),
    check("vendors_rating_check", sql`${table.reviewCount} >= 0 and ${table.ratingTotal} between ${table.reviewCount} and 5 * ${table.reviewCount}`),
  ],
);

/** What a vendor sells, in display order; `includes` is the list of what the price covers. */
export const vendorPackages = pgTable(
  "vendor_packages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    vendorId: uuid("vendor_id")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** Whole dollars. */
    price: integer("price").notNull(),
    description: text("description").notNull().default(""),
    includes: text("includes").array().notNull().default(sql`'{}'::text[]`),
    position: integer("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("vendor_packages_vendor_position_idx").on(table.vendorId, table.position), check("vendor_packages_price_check", sql`${table.price} >= 0`)],
);

/** Portfolio pictures in order. Seeded vendors get generated SVG art; vendors upload resized WebP. */
export const vendorPortfolioImages = pgTable(
  "vendor_portfolio_images",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    vendorId: uuid("vendor_id")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    /** The storage key of the full picture; `url`/`thumbUrl` are what pages link to. */
    storageKey: text("storage_key").notNull(),
    url: text("url").notNull(),
    thumbUrl: text("thumb_url").notNull(),
    alt: text("alt").notNull().default(""),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    position: integer("position").notNull().default(0),
    /** SHA-256 (hex) of the file's bytes, so the same picture can't be added twice. */
    contentHash: text("content_hash"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("vendor_portfolio_images_vendor_position_idx").on(table.vendorId, table.position),
    uniqueIndex("vendor_portfolio_images_vendor_hash_idx").on(table.vendorId, table.contentHash),
  ],
);

/** A couple's review: one per couple per vendor, which they may edit. */
export const vendorReviews = pgTable(
  "vendor_reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    vendorId: uuid("vendor_id")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rating: integer("rating").notNull(),
    body: text("body").notNull(),
    /**
     * published (counted in the vendor's rating), held (waiting for an admin: part of a burst of low
     * ratings, decision 024) or removed (by an admin). Only published reviews show and count.
     */
    status: text("status").notNull().default("published"),
    /** Why a review waits in the moderation queue: burst or report. */
    heldReason: text("held_reason"),
    /** The vendor's public answer. */
    vendorReply: text("vendor_reply"),
    vendorRepliedAt: timestamp("vendor_replied_at", { withTimezone: true }),
    /** The vendor reported the review to the admins (it stays up until they decide). */
    reportReason: text("report_reason"),
    reportedAt: timestamp("reported_at", { withTimezone: true }),
    moderatedAt: timestamp("moderated_at", { withTimezone: true }),
    moderatedBy: text("moderated_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("vendor_reviews_vendor_user_unique").on(table.vendorId, table.userId),
    index("vendor_reviews_queue_idx").on(table.status, table.reportedAt),
    check("vendor_reviews_status_check", sql`${table.status} in ('published', 'held', 'removed')`),
    index("vendor_reviews_vendor_created_idx").on(table.vendorId, table.createdAt),
    index("vendor_reviews_user_idx").on(table.userId),
    check("vendor_reviews_rating_check", sql`${table.rating} between 1 and 5`),
  ],
);

/** A couple writing to a vendor. Vendors only ever see couples who wrote to them, through these rows. */
export const vendorInquiries = pgTable(
  "vendor_inquiries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    vendorId: uuid("vendor_id")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    coupleId: text("couple_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    weddingDate: date("wedding_date", { mode: "string" }),
    guestCount: integer("guest_count"),
    /** Whole dollars the couple has in mind for this vendor. */
    budget: integer("budget"),
    message: text("message").notNull(),
    status: text("status").notNull().default("new"),
    /** When each side last opened the thread, for unread marks. */
    coupleReadAt: timestamp("couple_read_at", { withTimezone: true }),
    vendorReadAt: timestamp("vendor_read_at", { withTimezone: true }),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("vendor_inquiries_vendor_status_idx").on(table.vendorId, table.status, table.lastMessageAt),
    index("vendor_inquiries_couple_idx").on(table.coupleId, table.lastMessageAt),
    check("vendor_inquiries_status_check", sql`${table.status} in ('new', 'replied', 'booked', 'declined')`),
    check("vendor_inquiries_guest_count_check", sql`${table.guestCount} is null or ${table.guestCount} between 1 and 2000`),
    check("vendor_inquiries_budget_check", sql`${table.budget} is null or ${table.budget} >= 0`),
  ],
);

/** The thread after the first message (which is the inquiry's own `message`). */
export const vendorInquiryMessages = pgTable(
  "vendor_inquiry_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    inquiryId: uuid("inquiry_id")
      .notNull()
      .references(() => vendorInquiries.id, { onDelete: "cascade" }),
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("vendor_inquiry_messages_inquiry_created_idx").on(table.inquiryId, table.createdAt)],
);

/** A vendor's request to manage an existing catalog listing, decided by an admin (like venue_claims). */
export const vendorClaims = pgTable(
  "vendor_claims",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    vendorId: uuid("vendor_id")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
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
    uniqueIndex("vendor_claims_pending_unique").on(table.vendorId, table.userId).where(sql`${table.status} = 'pending'`),
    index("vendor_claims_status_idx").on(table.status, table.createdAt),
    check("vendor_claims_status_check", sql`${table.status} in ('pending', 'approved', 'rejected')`),
  ],
);

/** Friendors: a vendor vouching for another vendor they trust, shown on the recommended vendor's profile. */
export const vendorRecommendations = pgTable(
  "vendor_recommendations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    vendorId: uuid("vendor_id")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    recommendedVendorId: uuid("recommended_vendor_id")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    note: text("note").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("vendor_recommendations_pair_unique").on(table.vendorId, table.recommendedVendorId),
    index("vendor_recommendations_recommended_idx").on(table.recommendedVendorId),
    check("vendor_recommendations_not_self", sql`${table.vendorId} <> ${table.recommendedVendorId}`),
  ],
);

/** Profile views per day (the dashboard's count); `vendors.view_count` keeps the running total. */
export const vendorProfileViews = pgTable(
  "vendor_profile_views",
  {
    vendorId: uuid("vendor_id")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    views: integer("views").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.vendorId, table.day] })],
);
