import { asc, eq, inArray } from "drizzle-orm";
import { zonedDate } from "../../../domain/dates.ts";
import { BUDGET_TIME_ZONE, type Allocations, type BudgetCategoryId, type ExpenseStatus } from "../../../domain/budget.ts";
import type { Database } from "../../db/client.ts";
import { budgetExpenses, budgetPayments } from "../../db/schema/index.ts";
import type { ExpenseRow, PaymentRow } from "./ownership.ts";
import { loadBudgetRow } from "./ownership.ts";

export interface PaymentView {
  id: string;
  label: string;
  amountCents: number;
  dueDate: string;
  paidAt: string | null;
}

export interface ExpenseView {
  id: string;
  categoryId: BudgetCategoryId;
  vendorName: string;
  vendorId: string | null;
  status: ExpenseStatus;
  estimatedCents: number;
  actualCents: number | null;
  notes: string;
  createdAt: string;
  payments: PaymentView[];
}

export interface BudgetView {
  /** The whole budget: nothing held back. */
  lines: null;
  budget: { totalCents: number; guestCount: number; allocations: Allocations; updatedAt: string } | null;
  expenses: ExpenseView[];
  /** Today on Eastern time, so the page and the reminders agree on what is overdue. */
  today: string;
}

/**
 * What a helper limited to some budget lines is sent (decision 044): those lines' allocations, expenses and
 * payments, and no total: not the budget's, not the other lines'.
 */
export interface BudgetLinesView {
  lines: BudgetCategoryId[];
  budget: { guestCount: number; allocations: Allocations; updatedAt: string } | null;
  expenses: ExpenseView[];
  today: string;
}

/** The whole view cut down to these lines. */
export function limitToLines(view: BudgetView, lines: readonly BudgetCategoryId[]): BudgetLinesView {
  const shown = new Set<string>(lines);
  const allocations: Allocations = {};
  for (const line of lines) {
    const cents = view.budget?.allocations[line];
    if (cents !== undefined) allocations[line] = cents;
  }
  return {
    lines: [...lines],
    budget: view.budget ? { guestCount: view.budget.guestCount, allocations, updatedAt: view.budget.updatedAt } : null,
    expenses: view.expenses.filter((expense) => shown.has(expense.categoryId)),
    today: view.today,
  };
}

export function paymentView(row: PaymentRow): PaymentView {
  return { id: row.id, label: row.label, amountCents: row.amountCents, dueDate: row.dueDate, paidAt: row.paidAt?.toISOString() ?? null };
}

export function expenseView(row: ExpenseRow, payments: PaymentRow[]): ExpenseView {
  return {
    id: row.id,
    // Written through the schema's enums, so they are among its ids and statuses.
    categoryId: row.categoryId as BudgetCategoryId,
    vendorName: row.vendorName,
    vendorId: row.vendorId,
    status: row.status as ExpenseStatus,
    estimatedCents: row.estimatedCents,
    actualCents: row.actualCents,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    payments: payments.map(paymentView),
  };
}

/** Payments of these expenses, by expense, in their saved order. */
export async function paymentsByExpense(db: Pick<Database, "select">, expenseIds: string[]): Promise<Map<string, PaymentRow[]>> {
  const byExpense = new Map<string, PaymentRow[]>(expenseIds.map((id) => [id, []]));
  if (expenseIds.length === 0) return byExpense;
  const rows = await db
    .select()
    .from(budgetPayments)
    .where(inArray(budgetPayments.expenseId, expenseIds))
    .orderBy(asc(budgetPayments.position), asc(budgetPayments.dueDate), asc(budgetPayments.id));
  for (const row of rows) byExpense.get(row.expenseId)?.push(row);
  return byExpense;
}

/** The whole budget of one couple: the row, every expense with its payments (oldest first). */
export async function loadBudgetView(db: Database, ownerId: string, now = new Date()): Promise<BudgetView> {
  const row = await loadBudgetRow(db, ownerId);
  const today = zonedDate(now, BUDGET_TIME_ZONE);
  if (!row) return { lines: null, budget: null, expenses: [], today };
  const expenses = await db.select().from(budgetExpenses).where(eq(budgetExpenses.userId, ownerId)).orderBy(asc(budgetExpenses.createdAt), asc(budgetExpenses.id));
  const payments = await paymentsByExpense(
    db,
    expenses.map((e) => e.id),
  );
  return {
    lines: null,
    budget: { totalCents: row.totalBudget, guestCount: row.guestCount, allocations: row.categoryAllocations, updatedAt: row.updatedAt.toISOString() },
    expenses: expenses.map((e) => expenseView(e, payments.get(e.id) ?? [])),
    today,
  };
}
