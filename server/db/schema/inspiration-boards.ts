import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { vendors } from "./vendors.ts";

/** Inspiration boards (decision 039): a couple's named boards of uploaded images. */
export const inspirationBoards = pgTable(
  "inspiration_boards",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    coupleId: text("couple_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The Pinterest board its pins were imported from (decision 042), for refreshing; null for a board of uploads. */
    pinterestBoardId: text("pinterest_board_id"),
    pinterestSyncedAt: timestamp("pinterest_synced_at", { withTimezone: true }),
    /** What the couple adds besides pictures (issue 32: "images, colors, links and notes"): swatches they pick, links, and the board's note. */
    colors: jsonb("colors").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    links: jsonb("links").$type<{ url: string; label: string }[]>().notNull().default(sql`'[]'::jsonb`),
    note: text("note").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("inspiration_boards_couple_idx").on(table.coupleId, table.createdAt)],
);

/**
 * An image on a board: the WebP versions made by the shared photo pipeline, the couple's note, its place
 * in the board's order, its colors (fullest first, for the board's palette) and its content hash (the same
 * file twice on one board is refused).
 */
export const inspirationBoardImages = pgTable(
  "inspiration_board_images",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    boardId: uuid("board_id")
      .notNull()
      .references(() => inspirationBoards.id, { onDelete: "cascade" }),
    coupleId: text("couple_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    thumbUrl: text("thumb_url").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    note: text("note").notNull().default(""),
    colors: jsonb("colors").$type<string[]>().notNull(),
    position: integer("position").notNull(),
    contentHash: text("content_hash").notNull(),
    /** Where the image came from (decision 042): its title and link (a pin's or a pasted page's), and the pin's id. */
    title: text("title").notNull().default(""),
    link: text("link").notNull().default(""),
    pinterestPinId: text("pinterest_pin_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("inspiration_board_images_board_idx").on(table.boardId, table.position),
    index("inspiration_board_images_couple_idx").on(table.coupleId),
    uniqueIndex("inspiration_board_images_hash_unique").on(table.boardId, table.contentHash),
    uniqueIndex("inspiration_board_images_pin_unique").on(table.boardId, table.pinterestPinId),
    check("inspiration_board_images_position_check", sql`${table.position} >= 0`),
  ],
);

/**
 * A board a couple shared with a vendor they wrote to (decision 042): the vendor reads it, read-only, at
 * /vendor/couple/{coupleId}/inspiration-boards (and the Pinterest ones at .../pinterest-boards).
 */
export const inspirationBoardShares = pgTable(
  "inspiration_board_shares",
  {
    boardId: uuid("board_id")
      .notNull()
      .references(() => inspirationBoards.id, { onDelete: "cascade" }),
    vendorId: uuid("vendor_id")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    coupleId: text("couple_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.boardId, table.vendorId] }), index("inspiration_board_shares_vendor_couple_idx").on(table.vendorId, table.coupleId)],
);
