import { and, count, eq, notInArray, sql } from "drizzle-orm";
import { EXPENSES_MAX, PAYMENTS_PER_EXPENSE_MAX, type ExpenseInput } from "../../../../domain/budget.ts";
import type { PlanningAccess } from "../../../http/policy.ts";
import type { Database } from "../../../db/client.ts";
import { budgetExpenses, budgetPayments } from "../../../db/schema/index.ts";
import { ApiError } from "../../../http/errors.ts";
import { expenseSubject, recordBudgetChange } from "../history.ts";
import { budgetLinesOf, inLines, outsideLines } from "../lines.ts";
import { expenseNotFound, loadBudgetRow, loadOwnedExpense, loadOwnedPayment, paymentNotFound, type ExpenseRow, type PaymentRow } from "../ownership.ts";
import { expenseView, paymentsByExpense, paymentView } from "../view.ts";
import type { BudgetDeps } from "./deps.ts";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

const expenseColumns = (input: ExpenseInput) => ({
  categoryId: input.categoryId,
  vendorName: input.vendorName,
  vendorId: input.vendorId,
  status: input.status,
  estimatedCents: input.estimatedCents,
  actualCents: input.actualCents,
  notes: input.notes,
});

/** An expense as the history keeps it: enough to say what changed. */
function expenseSnapshot(row: ExpenseRow, payments: readonly PaymentRow[]) {
  return {
    categoryId: row.categoryId,
    vendorName: row.vendorName,
    status: row.status,
    estimatedCents: row.estimatedCents,
    actualCents: row.actualCents,
    payments: payments.map((p) => ({ label: p.label, amountCents: p.amountCents, dueDate: p.dueDate, paid: p.paidAt !== null })),
  };
}

function inputSnapshot(input: ExpenseInput) {
  return {
    categoryId: input.categoryId,
    vendorName: input.vendorName,
    status: input.status,
    estimatedCents: input.estimatedCents,
    actualCents: input.actualCents,
    payments: input.payments.map((p) => ({ label: p.label, amountCents: p.amountCents, dueDate: p.dueDate, paid: p.paid })),
  };
}

/**
 * An expense of this budget the caller may reach: one outside a limited helper's lines answers like a
 * missing one (404), so its id reveals nothing.
 */
async function loadReachableExpense(db: Pick<Database, "select">, access: PlanningAccess, expenseId: string) {
  const [lines, row] = await Promise.all([budgetLinesOf(db, access), loadOwnedExpense(db, access.coupleId, expenseId)]);
  if (!inLines(lines, row.categoryId)) throw expenseNotFound();
  return { lines, row };
}

async function readExpense(db: Pick<Database, "select">, ownerId: string, expenseId: string) {
  const row = await loadOwnedExpense(db, ownerId, expenseId);
  const payments = await paymentsByExpense(db, [row.id]);
  return { expense: expenseView(row, payments.get(row.id) ?? []) };
}

/**
 * Writes an expense's payments as sent: listed ids are updated (they must be this expense's, else the
 * whole write is a 404), the rest are added, and payments no longer listed are removed. A payment
 * keeps when it was paid and reminded, unless its due date moved (then it may be reminded again).
 */
async function writePayments(tx: Transaction, expenseId: string, payments: ExpenseInput["payments"], existing: PaymentRow[]) {
  const byId = new Map(existing.map((p) => [p.id, p]));
  const kept = payments.flatMap((p) => (p.id ? [p.id] : []));
  await tx.delete(budgetPayments).where(and(eq(budgetPayments.expenseId, expenseId), kept.length ? notInArray(budgetPayments.id, kept) : undefined));
  for (const [position, payment] of payments.entries()) {
    const before = payment.id ? byId.get(payment.id) : undefined;
    if (payment.id && !before) throw paymentNotFound();
    const paidAt = payment.paid ? (before?.paidAt ?? new Date()) : null;
    const values = { label: payment.label, amountCents: payment.amountCents, dueDate: payment.dueDate, paidAt, position };
    if (before) {
      const remindedAt = before.dueDate === payment.dueDate ? before.remindedAt : null;
      await tx.update(budgetPayments).set({ ...values, remindedAt }).where(eq(budgetPayments.id, before.id));
    } else {
      await tx.insert(budgetPayments).values({ ...values, expenseId });
    }
  }
}

/** Adds an expense and its payments in one transaction. */
export async function createExpense(deps: BudgetDeps, access: PlanningAccess, input: ExpenseInput) {
  const ownerId = access.coupleId;
  const lines = await budgetLinesOf(deps.db, access);
  if (lines !== null && !inLines(lines, input.categoryId)) throw outsideLines(lines);
  const id = await deps.db.transaction(async (tx) => {
    const budget = await loadBudgetRow(tx, ownerId);
    if (!budget) throw new ApiError(409, "budget_not_set", "Set your total budget first, then add expenses to it.");
    const [row] = await tx.select({ n: count() }).from(budgetExpenses).where(eq(budgetExpenses.userId, ownerId));
    if ((row?.n ?? 0) >= EXPENSES_MAX) throw new ApiError(409, "too_many_expenses", `A budget holds up to ${EXPENSES_MAX} expenses. Combine or remove some first.`);
    const [created] = await tx
      .insert(budgetExpenses)
      .values({ userId: ownerId, ...expenseColumns(input) })
      .returning({ id: budgetExpenses.id });
    await writePayments(tx, created!.id, input.payments, []);
    await recordBudgetChange(tx, access, { kind: "expense-added", categoryId: input.categoryId, subject: expenseSubject(input.categoryId, input.vendorName), after: inputSnapshot(input) });
    return created!.id;
  });
  return readExpense(deps.db, ownerId, id);
}

/** Replaces an expense and its payments, all or nothing. */
export async function updateExpense(deps: BudgetDeps, access: PlanningAccess, expenseId: string, input: ExpenseInput) {
  const ownerId = access.coupleId;
  await deps.db.transaction(async (tx) => {
    const { lines, row: expense } = await loadReachableExpense(tx, access, expenseId);
    // Moving an expense to a line the helper doesn't have would hand it away from them: refused whole.
    if (lines !== null && !inLines(lines, input.categoryId)) throw outsideLines(lines);
    await tx
      .update(budgetExpenses)
      .set({ ...expenseColumns(input), updatedAt: sql`now()` })
      .where(eq(budgetExpenses.id, expense.id));
    const existing = (await paymentsByExpense(tx, [expense.id])).get(expense.id) ?? [];
    await writePayments(tx, expense.id, input.payments, existing);
    await recordBudgetChange(tx, access, {
      kind: "expense-changed",
      categoryId: input.categoryId,
      subject: expenseSubject(input.categoryId, input.vendorName),
      before: expenseSnapshot(expense, existing),
      after: inputSnapshot(input),
    });
  });
  return readExpense(deps.db, ownerId, expenseId);
}

/** Removes an expense (its payments go with it). */
export async function deleteExpense(deps: BudgetDeps, access: PlanningAccess, expenseId: string) {
  const ownerId = access.coupleId;
  const expense = await deps.db.transaction(async (tx) => {
    const { row } = await loadReachableExpense(tx, access, expenseId);
    const payments = (await paymentsByExpense(tx, [row.id])).get(row.id) ?? [];
    await tx.delete(budgetExpenses).where(and(eq(budgetExpenses.id, row.id), eq(budgetExpenses.userId, ownerId)));
    await recordBudgetChange(tx, access, { kind: "expense-removed", categoryId: row.categoryId, subject: expenseSubject(row.categoryId, row.vendorName), before: expenseSnapshot(row, payments) });
    return row;
  });
  return { deleted: expense.id };
}

/**
 * Adds one payment already made to an expense ("we paid the bakery $500 today"), at the end of its schedule:
 * June's way to record money paid that no scheduled payment matches.
 */
export async function recordPaymentMade(deps: BudgetDeps, access: PlanningAccess, expenseId: string, payment: { label: string; amountCents: number; date: string }) {
  const created = await deps.db.transaction(async (tx) => {
    const { row: expense } = await loadReachableExpense(tx, access, expenseId);
    const existing = (await paymentsByExpense(tx, [expense.id])).get(expense.id) ?? [];
    if (existing.length >= PAYMENTS_PER_EXPENSE_MAX) throw new ApiError(409, "too_many_payments", `An expense holds up to ${PAYMENTS_PER_EXPENSE_MAX} payments. Combine some in the Budget Tracker first.`);
    const position = existing.reduce((last, p) => Math.max(last, p.position + 1), 0);
    const [row] = await tx
      .insert(budgetPayments)
      .values({ expenseId: expense.id, label: payment.label, amountCents: payment.amountCents, dueDate: payment.date, paidAt: new Date(), position })
      .returning();
    await recordBudgetChange(tx, access, {
      kind: "payment-paid",
      categoryId: expense.categoryId,
      subject: `${expenseSubject(expense.categoryId, expense.vendorName)}, ${payment.label}`,
      before: null,
      after: { paid: true, amountCents: payment.amountCents },
    });
    return row!;
  });
  return { payment: paymentView(created) };
}

/** Marks one payment paid (now) or not paid, from the list of upcoming payments. */
export async function setPaymentPaid(deps: BudgetDeps, access: PlanningAccess, paymentId: string, paid: boolean) {
  const updated = await deps.db.transaction(async (tx) => {
    const payment = await loadOwnedPayment(tx, access.coupleId, paymentId);
    const [lines, expense] = await Promise.all([budgetLinesOf(tx, access), loadOwnedExpense(tx, access.coupleId, payment.expenseId)]);
    if (!inLines(lines, expense.categoryId)) throw paymentNotFound();
    const [row] = await tx
      .update(budgetPayments)
      .set({ paidAt: paid ? (payment.paidAt ?? new Date()) : null })
      .where(eq(budgetPayments.id, payment.id))
      .returning();
    if ((payment.paidAt !== null) !== paid) {
      await recordBudgetChange(tx, access, {
        kind: paid ? "payment-paid" : "payment-unpaid",
        categoryId: expense.categoryId,
        subject: `${expenseSubject(expense.categoryId, expense.vendorName)}, ${payment.label}`,
        before: { paid: payment.paidAt !== null, amountCents: payment.amountCents },
        after: { paid, amountCents: payment.amountCents },
      });
    }
    return row!;
  });
  return { payment: paymentView(updated) };
}
