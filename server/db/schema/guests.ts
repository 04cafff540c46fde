import { sql } from "drizzle-orm";
import { boolean, check, date, foreignKey, index, integer, jsonb, pgTable, text, timestamp, unique, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { RsvpStatus } from "../../../domain/guests.ts";
import { users } from "./auth.ts";

/**
 * The guest list (issue 13, spec section 3 `guests`). Guests belong to households (the party one
 * invitation goes to: one mailing address, one RSVP link). A wedding has events (rehearsal dinner,
 * ceremony, reception, brunch...); each guest is invited to some of them and answers each one.
 * Every table carries `couple_id` so a couple's rows are read with one indexed condition.
 */

/** A party that receives one invitation: its mailing address and its RSVP link. */
export const guestHouseholds = pgTable(
  "guest_households",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    coupleId: text("couple_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** "The Alvarez family"; the guests' names when the couple gave none. */
    name: text("name").notNull(),
    /** The line the envelope is addressed to ("Mr. and Mrs. Jonas Fischer"); "" = the guests' names. */
    mailingName: text("mailing_name").notNull().default(""),
    /** 32 random bytes, base64url (256 bits): /rsvp/{token}. Replaced to revoke a link. */
    rsvpToken: text("rsvp_token").notNull(),
    addressLine1: text("address_line1").notNull().default(""),
    addressLine2: text("address_line2").notNull().default(""),
    city: text("city").notNull().default(""),
    state: text("state").notNull().default(""),
    postalCode: text("postal_code").notNull().default(""),
    country: text("country").notNull().default("United States"),
    /** Who wrote the address last: the couple (or an import), or the guests through the address link. */
    addressSource: text("address_source").notNull().default("couple"),
    addressUpdatedAt: timestamp("address_updated_at", { withTimezone: true }),
    /** The household's own words on the RSVP. */
    songRequest: text("song_request").notNull().default(""),
    responseNote: text("response_note").notNull().default(""),
    respondedAt: timestamp("responded_at", { withTimezone: true }),
    invitationSentAt: timestamp("invitation_sent_at", { withTimezone: true }),
    reminderSentAt: timestamp("reminder_sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("guest_households_rsvp_token_unique").on(table.rsvpToken),
    // What a guest's (household, couple) reference points at: a household of the same couple.
    unique("guest_households_id_couple_unique").on(table.id, table.coupleId),
    index("guest_households_couple_idx").on(table.coupleId, table.name),
    check("guest_households_address_source_check", sql`${table.addressSource} in ('couple', 'guest')`),
  ],
);

/** Spec section 3: guests (couple_id, rsvp_status pending/attending/declined, guest_type), and what a real list needs. */
export const guests = pgTable(
  "guests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The couple's account; guests go with it through their household (guests_household_fk). */
    coupleId: text("couple_id").notNull(),
    householdId: uuid("household_id").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull().default(""),
    email: text("email"),
    /** E.164 (domain/phone.ts). */
    phone: text("phone"),
    /** partner1, partner2 or both (domain/guests.ts GUEST_SIDES). */
    side: text("side").notNull().default("both"),
    /** adult, child, plus_one, vendor_meal (domain/guests.ts GUEST_TYPES). */
    guestType: text("guest_type").notNull().default("adult"),
    /** Overall answer: attending if attending any event, declined if declined every one, else pending. */
    rsvpStatus: text("rsvp_status").notNull().default("pending"),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    mealChoice: text("meal_choice"),
    dietaryNeeds: text("dietary_needs").notNull().default(""),
    /** In the couple's words (wheelchair, walker, no stairs...): the floor plan seats them near an accessible route. */
    accessibilityNeeds: text("accessibility_needs").notNull().default(""),
    plusOneAllowed: boolean("plus_one_allowed").notNull().default(false),
    plusOneName: text("plus_one_name").notNull().default(""),
    /**
     * On a plus-one's own row (guest_type plus_one): the guest who brings them. A plus-one who was
     * accepted is a guest like any other for counts, events and meals (server/features/guests/plus-ones.ts).
     */
    plusOneOf: uuid("plus_one_of"),
    /** A table name or number; the floor plan reads it later. */
    tableAssignment: text("table_assignment"),
    notes: text("notes").notNull().default(""),
    /**
     * The events the guest is invited to, by event id, with their answer to each (decision 021: on the
     * guest row, not a row per event, so a 10,000-guest import writes 10,000 rows and not 30,000).
     * Deleting an event removes its key (server/features/guests/invitations.ts).
     */
    invitations: jsonb("invitations").$type<GuestInvitations>().notNull().default(sql`'{}'::jsonb`),
    /** Set when deleted, so the deletion can be undone; gone from every list and count. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The manager's default order and every count read live guests of one couple.
    index("guests_couple_name_idx").on(table.coupleId, table.lastName, table.firstName).where(sql`${table.deletedAt} is null`),
    index("guests_couple_status_idx").on(table.coupleId, table.rsvpStatus).where(sql`${table.deletedAt} is null`),
    index("guests_couple_email_idx").on(table.coupleId, sql`lower(${table.email})`),
    index("guests_household_idx").on(table.householdId),
    // One check that the household exists and is this couple's (a guest cannot sit in another
    // couple's household); one reference, not two, for each of an import's 10,000 rows.
    foreignKey({ name: "guests_household_fk", columns: [table.householdId, table.coupleId], foreignColumns: [guestHouseholds.id, guestHouseholds.coupleId] }).onDelete("cascade"),
    index("guests_tags_idx").using("gin", table.tags),
    foreignKey({ name: "guests_plus_one_of_fk", columns: [table.plusOneOf], foreignColumns: [table.id] }).onDelete("cascade"),
    index("guests_plus_one_of_idx").on(table.plusOneOf).where(sql`${table.plusOneOf} is not null`),
    check("guests_rsvp_status_check", sql`${table.rsvpStatus} in ('pending', 'attending', 'declined')`),
    check("guests_side_check", sql`${table.side} in ('partner1', 'partner2', 'both')`),
  ],
);

/** The parts of the wedding guests are invited to: rehearsal dinner, ceremony, reception, brunch... */
export const weddingEvents = pgTable(
  "wedding_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    coupleId: text("couple_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** rehearsal_dinner, ceremony, reception, brunch, other (domain/guests.ts EVENT_KINDS). */
    kind: text("kind").notNull().default("other"),
    eventDate: date("event_date", { mode: "string" }),
    /** "5:30 PM", as the couple writes it on the invitation. */
    startTime: text("start_time").notNull().default(""),
    location: text("location").notNull().default(""),
    /** Meals guests choose from when answering this event; empty = no meal question. */
    mealOptions: text("meal_options").array().notNull().default(sql`'{}'::text[]`),
    position: integer("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("wedding_events_couple_idx").on(table.coupleId, table.position)],
);

/** A guest's answer to one event they are invited to (`guests.invitations`, keyed by event id). */
export interface StoredInvitation {
  status: RsvpStatus;
  mealChoice?: string | null;
  /** ISO time of the answer; null or missing while unanswered. */
  respondedAt?: string | null;
}
export type GuestInvitations = Record<string, StoredInvitation>;

/** A couple's RSVP settings and the links they share. Tokens are random (256 bits) and replaced to revoke. */
export const guestListSettings = pgTable(
  "guest_list_settings",
  {
    coupleId: text("couple_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Last day guests can change their answers (inclusive, on the couple's calendar). */
    rsvpDeadline: date("rsvp_deadline", { mode: "string" }),
    /** /guest-registration/{weddingCode}; null or disabled = the page refuses. */
    weddingCode: text("wedding_code"),
    registrationEnabled: boolean("registration_enabled").notNull().default(false),
    /** The one address-collection link the couple shares before invitations. */
    addressToken: text("address_token"),
    /** The spreadsheet feed of the list (guest_sheets_sync). */
    sheetsFeedToken: text("sheets_feed_token"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("guest_list_settings_wedding_code_unique").on(sql`lower(${table.weddingCode})`),
    uniqueIndex("guest_list_settings_address_token_unique").on(table.addressToken),
    uniqueIndex("guest_list_settings_sheets_token_unique").on(table.sheetsFeedToken),
  ],
);

/**
 * What guests sent that waits for the couple: a self-registration (/guest-registration) or a mailing
 * address from the address link that matched no household. Approving adds or updates a household.
 */
export const guestSubmissions = pgTable(
  "guest_submissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    coupleId: text("couple_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** registration or address. */
    kind: text("kind").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull().default(""),
    email: text("email"),
    phone: text("phone"),
    /** Others in the party ("Maria Alvarez, Leo Alvarez"), one name a line. */
    partyNames: text("party_names").array().notNull().default(sql`'{}'::text[]`),
    addressLine1: text("address_line1").notNull().default(""),
    addressLine2: text("address_line2").notNull().default(""),
    city: text("city").notNull().default(""),
    state: text("state").notNull().default(""),
    postalCode: text("postal_code").notNull().default(""),
    country: text("country").notNull().default("United States"),
    note: text("note").notNull().default(""),
    /** pending, approved, rejected. */
    status: text("status").notNull().default("pending"),
    householdId: uuid("household_id").references(() => guestHouseholds.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("guest_submissions_couple_idx").on(table.coupleId, table.status, table.createdAt),
    check("guest_submissions_kind_check", sql`${table.kind} in ('registration', 'address')`),
    check("guest_submissions_status_check", sql`${table.status} in ('pending', 'approved', 'rejected')`),
  ],
);
