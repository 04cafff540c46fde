import { and, eq } from "drizzle-orm";
import type { Principal } from "../../auth/principal.ts";
import type { Database } from "../../db/client.ts";
import { budgetExpenses, budgetPayments, weddingBudgets } from "../../db/schema/index.ts";
import { ApiError } from "../../http/errors.ts";
import { defineResource } from "../../http/policy.ts";
import { budgetIdParamSchema } from "../../../domain/budget.ts";

/**
 * Whose budget the principal works on. Today it is always their own; the contributor policy (people a
 * couple grants budget access) replaces this one function, and every query goes through it.
 */
export function budgetOwnerId(principal: Principal): string {
  return principal.userId;
}

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

/** Owner-of-row resources for the routes that take an id: the couple whose budget it is (no admin override). */
export const budgetExpenseResource = defineResource<ExpenseRow>({
  name: "budget expense",
  owners: "its couple",
  idSchema: budgetIdParamSchema.shape.id,
  load: async (db, id) => (await db.select().from(budgetExpenses).where(eq(budgetExpenses.id, id)).limit(1))[0],
  ownerIds: (row) => [row.userId],
  notFound: expenseNotFound,
});

export const budgetPaymentResource = defineResource<{ payment: PaymentRow; expense: ExpenseRow }>({
  name: "budget payment",
  owners: "its couple",
  idSchema: budgetIdParamSchema.shape.id,
  load: async (db, id) =>
    (
      await db
        .select({ payment: budgetPayments, expense: budgetExpenses })
        .from(budgetPayments)
        .innerJoin(budgetExpenses, eq(budgetExpenses.id, budgetPayments.expenseId))
        .where(eq(budgetPayments.id, id))
        .limit(1)
    )[0],
  ownerIds: ({ expense }) => [expense.userId],
  notFound: paymentNotFound,
});
