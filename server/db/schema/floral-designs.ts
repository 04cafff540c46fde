import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { DesignPiece } from "../../../domain/floral.ts";
import { users } from "./auth.ts";
import { vendorInquiries } from "./vendors.ts";

/**
 * The floral design studio (decision 032): a couple's designs (a palette and the pieces, each with its
 * flowers and stems, checked by domain/floral.ts before they are stored), and at most one live
 * read-only share link per design, kept as the token's SHA-256 (revoking clears it).
 */
export const floralDesigns = pgTable(
  "floral_designs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    coupleId: text("couple_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    palette: jsonb("palette").$type<string[]>().notNull(),
    outdoor: boolean("outdoor").notNull().default(false),
    pieces: jsonb("pieces").$type<DesignPiece[]>().notNull(),
    /** The whole design's estimate when last saved, for lists and the overview without recomputing. */
    estimateCents: integer("estimate_cents").notNull().default(0),
    shareTokenHash: text("share_token_hash").unique("floral_designs_share_unique"),
    sharedAt: timestamp("shared_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("floral_designs_couple_idx").on(table.coupleId, table.updatedAt), check("floral_designs_estimate_check", sql`${table.estimateCents} >= 0`)],
);

/** A design attached to an inquiry to a florist: the florist sees it in the thread (one design per inquiry). */
export const floralDesignAttachments = pgTable(
  "floral_design_attachments",
  {
    inquiryId: uuid("inquiry_id")
      .primaryKey()
      .references(() => vendorInquiries.id, { onDelete: "cascade" }),
    designId: uuid("design_id")
      .notNull()
      .references(() => floralDesigns.id, { onDelete: "cascade" }),
    attachedAt: timestamp("attached_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("floral_design_attachments_design_idx").on(table.designId)],
);
