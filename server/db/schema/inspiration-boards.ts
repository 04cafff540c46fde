import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";

/** Inspiration boards (decision 039): a couple's named boards of uploaded images. */
export const inspirationBoards = pgTable(
  "inspiration_boards",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    coupleId: text("couple_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("inspiration_board_images_board_idx").on(table.boardId, table.position),
    index("inspiration_board_images_couple_idx").on(table.coupleId),
    uniqueIndex("inspiration_board_images_hash_unique").on(table.boardId, table.contentHash),
    check("inspiration_board_images_position_check", sql`${table.position} >= 0`),
  ],
);
