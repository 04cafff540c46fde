import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { budgetExpenses, budgetPayments, weddingBudgets } from "../../db/schema/index.ts";
import { ApiError } from "../../http/errors.ts";

export type ExpenseRow = typeof budgetExpenses.$inferSelect;
export type PaymentRow = typeof budgetPayments.$inferSelect;
type Reader = Pick<Database, "select">;

export const expenseNotFound = () => new ApiError(404, "expense_not_found", "We couldn't find that expense in your budget.");
export const paymentNotFound = () => new ApiError(404, "payment_not_found", "We couldn't find that payment in your budget.");

export async function loadBudgetRow(db: Reader, ownerId: string) {
  const [row] = await db.select().from(weddingBudgets).where(eq(weddingBudgets.userId, ownerId)).limit(1);
  return row;
}

/** Owner-of-row: an expense of this budget; anyone else's (or none) is a 404, so ids can't be probed. */
export async function loadOwnedExpense(db: Reader, ownerId: string, expenseId: string): Promise<ExpenseRow> {
  const [row] = await db
    .select()
    .from(budgetExpenses)
    .where(and(eq(budgetExpenses.id, expenseId), eq(budgetExpenses.userId, ownerId)))
    .limit(1);
  if (!row) throw expenseNotFound();
  return row;
}

/** A payment of one of this budget's expenses, else 404. */
export async function loadOwnedPayment(db: Reader, ownerId: string, paymentId: string): Promise<PaymentRow> {
  const [row] = await db
    .select({ payment: budgetPayments })
    .from(budgetPayments)
    .innerJoin(budgetExpenses, eq(budgetExpenses.id, budgetPayments.expenseId))
    .where(and(eq(budgetPayments.id, paymentId), eq(budgetExpenses.userId, ownerId)))
    .limit(1);
  if (!row) throw paymentNotFound();
  return row.payment;
}
