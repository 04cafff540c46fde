import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";

/**
 * One row per vendor or venue-owner account that has ever had a plan other than Free, a Stripe
 * customer, or an admin's grant (decision 043). No row means Free. `state_at` is the Stripe event time
 * of the subscription state stored, so an older event arriving late changes nothing.
 */
export const planSubscriptions = pgTable(
  "plan_subscriptions",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    plan: text("plan").notNull().default("free"),
    billingInterval: text("billing_interval"),
    /** stripe: paid through Stripe; admin: granted by hand; none: a Stripe customer without a plan yet. */
    source: text("source").notNull().default("none"),
    /** Stripe's subscription status (active, past_due, canceled, ...) or "active" for a grant. */
    status: text("status").notNull().default("none"),
    priceCents: integer("price_cents").notNull().default(0),
    stripeCustomerId: text("stripe_customer_id"),
    stripeSubscriptionId: text("stripe_subscription_id"),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    /** After a failed payment the plan keeps working until then. */
    graceUntil: timestamp("grace_until", { withTimezone: true }),
    grantedUntil: timestamp("granted_until", { withTimezone: true }),
    stateAt: timestamp("state_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("plan_subscriptions_customer_unique").on(table.stripeCustomerId),
    uniqueIndex("plan_subscriptions_subscription_unique").on(table.stripeSubscriptionId),
    check("plan_subscriptions_price_check", sql`${table.priceCents} >= 0`),
  ],
);

/** Every Stripe event processed, by its id: a replayed event is seen here and changes nothing. */
export const billingEvents = pgTable("billing_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The audit trail of plans admins granted by hand. */
export const planGrants = pgTable(
  "plan_grants",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    plan: text("plan").notNull(),
    previousPlan: text("previous_plan").notNull(),
    grantedUntil: timestamp("granted_until", { withTimezone: true }),
    note: text("note").notNull(),
    grantedBy: text("granted_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("plan_grants_user_idx").on(table.userId, table.createdAt)],
);

/**
 * The Founding 50: a place is taken by the first paid subscription of a vendor while places are left,
 * and kept for the life of the account. Seats are numbered 1 to 50; the check and the unique seat are
 * the database's own guard beside the lock the operation takes.
 */
export const foundingPlaces = pgTable(
  "founding_places",
  {
    seat: integer("seat").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    takenAt: timestamp("taken_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("founding_places_user_unique").on(table.userId), check("founding_places_seat_check", sql`${table.seat} between 1 and 50`)],
);
