import { sql } from "drizzle-orm";
import { boolean, check, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { SiteContent } from "../../../domain/websites.ts";
import { users } from "./auth.ts";
import { guestHouseholds } from "./guests.ts";

/**
 * Wedding websites (issue 30, decision 029): one per couple. Only what the couple chose and wrote is
 * stored; names, date, city, venue and events are read from their planning on each visit, so nothing
 * is typed twice and a later change shows on the site.
 */
export const weddingWebsites = pgTable(
  "wedding_websites",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    coupleId: text("couple_id")
      .notNull()
      .unique("wedding_websites_couple_unique")
      .references(() => users.id, { onDelete: "cascade" }),
    /** The current readable address; every address it ever had is in wedding_website_slugs. */
    slug: text("slug").notNull(),
    design: text("design").notNull().default("garden"),
    palette: text("palette").notNull().default("sage"),
    /** The sections shown, in order (domain/websites.ts SITE_SECTIONS). */
    sections: text("sections").array().notNull().default(sql`'{}'::text[]`),
    /** public, password or invited. */
    privacy: text("privacy").notNull().default("public"),
    /** scrypt, "salt:hash" in hex; null = no password set. */
    passwordHash: text("password_hash"),
    /** Sections with a password of their own: section -> scrypt "salt:hash". */
    sectionPasswordHashes: jsonb("section_password_hashes").$type<Record<string, string>>().notNull().default({}),
    /** name (typo-tolerant), exact, or code (the household's code only). */
    rsvpLookup: text("rsvp_lookup").notNull().default("name"),
    content: jsonb("content").$type<SiteContent>().notNull(),
    published: boolean("published").notNull().default(false),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("wedding_websites_privacy_check", sql`${table.privacy} in ('public', 'password', 'invited')`),
    check("wedding_websites_rsvp_lookup_check", sql`${table.rsvpLookup} in ('name', 'exact', 'code')`),
  ],
);

/**
 * Every address a site has had: the current one and old ones, which redirect to the current. A slug
 * is one site's for good (an old address never starts showing another couple's site).
 */
export const weddingWebsiteSlugs = pgTable(
  "wedding_website_slugs",
  {
    slug: text("slug").primaryKey(),
    websiteId: uuid("website_id")
      .notNull()
      .references(() => weddingWebsites.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("wedding_website_slugs_website_idx").on(table.websiteId)],
);

/**
 * A visitor's pass to a protected site: given for the right password, or for finding one's invitation
 * (then it names the household, whose invited events the schedule shows). The cookie holds the random
 * token; only its SHA-256 is stored.
 */
export const weddingWebsitePasses = pgTable(
  "wedding_website_passes",
  {
    tokenHash: text("token_hash").primaryKey(),
    websiteId: uuid("website_id")
      .notNull()
      .references(() => weddingWebsites.id, { onDelete: "cascade" }),
    householdId: uuid("household_id").references(() => guestHouseholds.id, { onDelete: "cascade" }),
    /** The password hash it was given under: a changed password ends every password pass. */
    passwordHash: text("password_hash"),
    /** A page's own password opened only that section (null: the site's password or a guest's pass). */
    section: text("section"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("wedding_website_passes_website_idx").on(table.websiteId)],
);
