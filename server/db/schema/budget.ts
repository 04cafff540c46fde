import { sql } from "drizzle-orm";
import { bigint, check, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { Allocations } from "../../../domain/budget.ts";
import { users } from "./auth.ts";

/**
 * The budget tracker. Every amount is an integer number of US cents (bigint columns, read as JS
 * numbers: the largest allowed amount, $10,000,000, is far below 2^53), never a float of dollars.
 */

/** Spec section 3: wedding_budgets (user_id, total_budget, guest_count, category_allocations). One per couple. */
export const weddingBudgets = pgTable(
  "wedding_budgets",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Cents. */
    totalBudget: bigint("total_budget", { mode: "number" }).notNull(),
    guestCount: integer("guest_count").notNull(),
    /** Cents per category id ({ "venue": 630000, ... }). */
    categoryAllocations: jsonb("category_allocations").$type<Allocations>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("wedding_budgets_total_check", sql`${table.totalBudget} >= 0`), check("wedding_budgets_guests_check", sql`${table.guestCount} > 0`)],
);

/** One cost in a category: a vendor (free text, or a marketplace vendor once they are listed). */
export const budgetExpenses = pgTable(
  "budget_expenses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The couple whose budget this is (deleting the budget deletes its expenses). */
    userId: text("user_id")
      .notNull()
      .references(() => weddingBudgets.userId, { onDelete: "cascade" }),
    categoryId: text("category_id").notNull(),
    vendorName: text("vendor_name").notNull(),
    /** A marketplace vendor; no foreign key until the vendors table exists (the vendor issue). */
    vendorId: uuid("vendor_id"),
    status: text("status").notNull().default("considering"),
    /** Cents. */
    estimatedCents: bigint("estimated_cents", { mode: "number" }).notNull(),
    /** Cents; null until the final price is known. */
    actualCents: bigint("actual_cents", { mode: "number" }),
    notes: text("notes").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("budget_expenses_user_idx").on(table.userId, table.createdAt),
    check("budget_expenses_amounts_check", sql`${table.estimatedCents} >= 0 and (${table.actualCents} is null or ${table.actualCents} >= 0)`),
  ],
);

/** A deposit or installment of an expense, with its due date; reminders are mailed for unpaid ones. */
export const budgetPayments = pgTable(
  "budget_payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    expenseId: uuid("expense_id")
      .notNull()
      .references(() => budgetExpenses.id, { onDelete: "cascade" }),
    label: text("label").notNull(),
    /** Cents. */
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    dueDate: date("due_date", { mode: "string" }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** When the last reminder went out; claimed atomically by the reminder run. */
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
    position: integer("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("budget_payments_expense_idx").on(table.expenseId),
    // The reminder run reads unpaid payments by due date.
    index("budget_payments_unpaid_due_idx").on(table.dueDate).where(sql`${table.paidAt} is null`),
    check("budget_payments_amount_check", sql`${table.amountCents} > 0`),
  ],
);
