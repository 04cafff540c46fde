import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { vendorPortfolioImages, vendors } from "./vendors.ts";

/**
 * A vendor listing's inspiration gallery (decision 049): its introduction and, while it is public, its code
 * (/vendor-inspiration/{code}). Revoking clears the code; regenerating replaces it, so old links stop working.
 */
export const vendorGalleries = pgTable("vendor_galleries", {
  vendorId: uuid("vendor_id")
    .primaryKey()
    .references(() => vendors.id, { onDelete: "cascade" }),
  code: text("code").unique(),
  intro: text("intro").notNull().default(""),
  codeCreatedAt: timestamp("code_created_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An image in a vendor's gallery: an upload through the shared photo pipeline (files under
 * galleries/<vendorId>/), or one of the vendor's uploaded portfolio photos (the same files, referenced:
 * removing the photo from the portfolio removes it here too). Caption, tags, place in the order, and how
 * often couples saved it to a board.
 */
export const vendorGalleryImages = pgTable(
  "vendor_gallery_images",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    vendorId: uuid("vendor_id")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    portfolioImageId: uuid("portfolio_image_id").references(() => vendorPortfolioImages.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    thumbUrl: text("thumb_url").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    caption: text("caption").notNull().default(""),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    position: integer("position").notNull(),
    contentHash: text("content_hash").notNull(),
    saveCount: integer("save_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("vendor_gallery_images_vendor_idx").on(table.vendorId, table.position),
    uniqueIndex("vendor_gallery_images_hash_unique").on(table.vendorId, table.contentHash),
    index("vendor_gallery_images_tags_idx").using("gin", table.tags),
    check("vendor_gallery_images_position_check", sql`${table.position} >= 0`),
  ],
);
