import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";

/**
 * The affiliate program (decision 048). One row per account that applied (a unique index on the
 * account catches a second application); an admin approves it, which gives it its code.
 */
export const affiliates = pgTable(
  "affiliates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    website: text("website").notNull().default(""),
    audience: text("audience").notNull(),
    payoutEmail: text("payout_email").notNull(),
    status: text("status").notNull().default("pending"),
    /** Given on approval; people type it in any case, it is stored upper case. */
    code: text("code"),
    adminNotes: text("admin_notes").notNull().default(""),
    reviewedBy: text("reviewed_by").references(() => users.id, { onDelete: "set null" }),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("affiliates_user_unique").on(table.userId),
    uniqueIndex("affiliates_code_unique").on(table.code),
    index("affiliates_status_idx").on(table.status, table.createdAt),
  ],
);

/**
 * An account that signed up through an affiliate's link or code: one row per account (first touch:
 * the first link followed within the cookie's lifetime wins, and an account is attributed once).
 */
export const affiliateReferrals = pgTable(
  "affiliate_referrals",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    affiliateId: uuid("affiliate_id")
      .notNull()
      .references(() => affiliates.id, { onDelete: "cascade" }),
    /** When the person first followed the link (from the cookie). */
    firstTouchAt: timestamp("first_touch_at", { withTimezone: true }).notNull(),
    signedUpAt: timestamp("signed_up_at", { withTimezone: true }).notNull().defaultNow(),
    /** The referred account's first paid invoice: commissions run for the published months from it. */
    firstPaymentAt: timestamp("first_payment_at", { withTimezone: true }),
  },
  (table) => [index("affiliate_referrals_affiliate_idx").on(table.affiliateId, table.signedUpAt)],
);

/** Payouts an admin marked as paid: the audit row of who sent how much, when and how. */
export const affiliatePayouts = pgTable(
  "affiliate_payouts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    affiliateId: uuid("affiliate_id")
      .notNull()
      .references(() => affiliates.id, { onDelete: "cascade" }),
    amountCents: integer("amount_cents").notNull(),
    reference: text("reference").notNull(),
    paidBy: text("paid_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("affiliate_payouts_affiliate_idx").on(table.affiliateId, table.createdAt), check("affiliate_payouts_amount_check", sql`${table.amountCents} > 0`)],
);

/**
 * One commission per paid Stripe invoice of a referred account (the invoice id is unique, so a
 * replayed webhook earns nothing twice); `payout_id` is set when an admin pays it out.
 */
export const affiliateCommissions = pgTable(
  "affiliate_commissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    affiliateId: uuid("affiliate_id")
      .notNull()
      .references(() => affiliates.id, { onDelete: "cascade" }),
    referredUserId: text("referred_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    stripeInvoiceId: text("stripe_invoice_id").notNull(),
    plan: text("plan").notNull(),
    paidCents: integer("paid_cents").notNull(),
    commissionCents: integer("commission_cents").notNull(),
    /** How much of the payment Stripe refunded so far (cumulative); the commission follows what was kept. */
    refundedCents: integer("refunded_cents").notNull().default(0),
    paidAt: timestamp("paid_at", { withTimezone: true }).notNull(),
    payoutId: uuid("payout_id").references(() => affiliatePayouts.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("affiliate_commissions_invoice_unique").on(table.stripeInvoiceId),
    index("affiliate_commissions_affiliate_idx").on(table.affiliateId, table.paidAt),
    check("affiliate_commissions_amount_check", sql`${table.paidCents} > 0 and ${table.commissionCents} >= 0`),
  ],
);

/**
 * Commission taken back because a payment was refunded after its commission was paid out: it lowers
 * the affiliate's unpaid balance, and the next payout (`payout_id`) nets it off.
 */
export const affiliateClawbacks = pgTable(
  "affiliate_clawbacks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    affiliateId: uuid("affiliate_id")
      .notNull()
      .references(() => affiliates.id, { onDelete: "cascade" }),
    commissionId: uuid("commission_id")
      .notNull()
      .references(() => affiliateCommissions.id, { onDelete: "cascade" }),
    amountCents: integer("amount_cents").notNull(),
    payoutId: uuid("payout_id").references(() => affiliatePayouts.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("affiliate_clawbacks_affiliate_idx").on(table.affiliateId, table.payoutId), check("affiliate_clawbacks_amount_check", sql`${table.amountCents} > 0`)],
);
