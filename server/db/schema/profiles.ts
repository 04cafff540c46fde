import { date, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import type { ContributorPermissions } from "../../../domain/contributors.ts";
import { users } from "./auth.ts";

/** Spec section 3: a couple's wedding profile; `id` is the couple's user id. */
export const coupleProfiles = pgTable("couple_profiles", {
  id: text("id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  partner1Name: text("partner1_name"),
  partner2Name: text("partner2_name"),
  weddingDate: date("wedding_date", { mode: "string" }),
  guestCount: integer("guest_count"),
  city: text("city"),
  weddingStyle: text("wedding_style"),
  ceremonyType: text("ceremony_type"),
  venueStatus: text("venue_status"),
  colorPalette: text("color_palette"),
  notes: text("notes"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A helper invited into a couple's planning (spec: contributor = has a contributor profile). */
export const contributorProfiles = pgTable(
  "contributor_profiles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    coupleId: text("couple_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    relationship: text("relationship"),
    /** Area by area access (domain/contributors.ts); read through readContributorPermissions. */
    permissions: jsonb("permissions").$type<Partial<ContributorPermissions>>().notNull().default({}),
    /** Budget categories a helper with budget access is limited to (decision 044); null is the whole budget. */
    budgetLines: jsonb("budget_lines").$type<string[]>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique("contributor_profiles_user_couple_unique").on(table.userId, table.coupleId), index("contributor_profiles_couple_idx").on(table.coupleId)],
);

/** The business basics of a vendor or venue owner account. */
export const businessProfiles = pgTable("business_profiles", {
  id: text("id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  businessName: text("business_name"),
  contactName: text("contact_name"),
  phone: text("phone"),
  website: text("website"),
  city: text("city"),
  category: text("category"),
  description: text("description"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
