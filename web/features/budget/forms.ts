import { z } from "zod";
import { budgetSchema, centsToInput, EXPENSE_STATUSES, expenseSchema, BUDGET_CATEGORY_IDS, parseDollars } from "@domain/budget";
import type { ExpenseView } from "./api";

/**
 * The forms take dollars as typed ("1,500.50") and hand the shared domain schemas cents, so the
 * rules and messages are the server's own. Field names match the schemas' keys, so each issue lands
 * on the field that caused it.
 */
const dollars = z.string();
const optionalCents = (text: string) => (text.trim() === "" ? null : parseDollars(text));

export const budgetFormSchema = z
  .object({ totalCents: dollars, guestCount: z.string() })
  .transform((form) => ({ totalCents: parseDollars(form.totalCents), guestCount: form.guestCount.trim() === "" ? Number.NaN : Number(form.guestCount) }))
  .pipe(budgetSchema.omit({ allocations: true }));
export type BudgetFormValues = z.input<typeof budgetFormSchema>;

const paymentFields = z.object({ id: z.string().optional(), label: z.string(), amountCents: dollars, dueDate: z.string(), paid: z.boolean() });

export const expenseFormSchema = z
  .object({
    categoryId: z.enum(BUDGET_CATEGORY_IDS),
    vendorName: z.string(),
    status: z.enum(EXPENSE_STATUSES),
    estimatedCents: dollars,
    actualCents: dollars,
    notes: z.string(),
    payments: z.array(paymentFields),
  })
  .transform((form): z.input<typeof expenseSchema> => ({
    ...form,
    vendorId: null,
    estimatedCents: parseDollars(form.estimatedCents),
    actualCents: optionalCents(form.actualCents),
    payments: form.payments.map((p) => ({ ...p, amountCents: parseDollars(p.amountCents) })),
  }))
  .pipe(expenseSchema);
export type ExpenseFormValues = z.input<typeof expenseFormSchema>;

export function expenseFormValues(expense: ExpenseView | null, categoryId: ExpenseFormValues["categoryId"] = "venue"): ExpenseFormValues {
  if (!expense) return { categoryId, vendorName: "", status: "considering", estimatedCents: "", actualCents: "", notes: "", payments: [] };
  return {
    categoryId: expense.categoryId,
    vendorName: expense.vendorName,
    status: expense.status,
    estimatedCents: centsToInput(expense.estimatedCents),
    actualCents: expense.actualCents === null ? "" : centsToInput(expense.actualCents),
    notes: expense.notes,
    payments: expense.payments.map((p) => ({ id: p.id, label: p.label, amountCents: centsToInput(p.amountCents), dueDate: p.dueDate, paid: p.paidAt !== null })),
  };
}
