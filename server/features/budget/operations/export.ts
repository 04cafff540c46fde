import Papa from "papaparse";
import { budgetCategory, budgetFigures, centsToInput, EXPENSE_STATUS_LABELS, expenseCost, paidCents } from "../../../../domain/budget.ts";
import type { PlanningAccess } from "../../../http/policy.ts";
import { getBudget } from "./budget.ts";
import type { BudgetDeps } from "./deps.ts";

const dollars = (cents: number | null) => (cents === null ? "" : centsToInput(cents));

/**
 * The budget as a spreadsheet: one row per category (allocated, expected, paid), then one row per
 * expense and per payment. Cells a spreadsheet would run as formulas (=, +, -, @ ...) are escaped.
 */
export async function exportBudgetCsv(deps: BudgetDeps, access: PlanningAccess): Promise<{ filename: string; csv: string }> {
  const view = await getBudget(deps, access);
  const { expenses } = view;
  // A helper limited to some lines gets their lines' rows only: no total, no other line's figures.
  const budget = view.lines === null ? view.budget : null;
  const shown = view.lines === null ? null : new Set<string>(view.lines);
  const figures = budgetFigures(budget?.totalCents ?? 0, view.budget?.allocations ?? {}, expenses);
  const rows: string[][] = [["Type", "Category", "Vendor or item", "Status", "Allocated (USD)", "Estimated (USD)", "Actual (USD)", "Expected cost (USD)", "Paid (USD)", "Due date", "Paid on"]];
  for (const category of figures.categories.filter((c) => shown === null || shown.has(c.categoryId))) {
    rows.push(["Category", category.name, "", "", dollars(category.allocatedCents), "", "", dollars(category.costCents), dollars(category.paidCents), "", ""]);
  }
  for (const expense of expenses) {
    const category = budgetCategory(expense.categoryId)?.name ?? expense.categoryId;
    rows.push([
      "Expense",
      category,
      expense.vendorName,
      EXPENSE_STATUS_LABELS[expense.status],
      "",
      dollars(expense.estimatedCents),
      dollars(expense.actualCents),
      dollars(expenseCost(expense)),
      dollars(paidCents(expense)),
      "",
      "",
    ]);
    for (const payment of expense.payments) {
      rows.push(["Payment", category, `${expense.vendorName}: ${payment.label}`, payment.paidAt ? "Paid" : "Unpaid", "", "", "", dollars(payment.amountCents), payment.paidAt ? dollars(payment.amountCents) : "", payment.dueDate, payment.paidAt?.slice(0, 10) ?? ""]);
    }
  }
  if (shown === null) rows.push(["Total", "", "", "", dollars(figures.allocatedCents), "", "", dollars(figures.costCents), dollars(figures.paidCents), "", ""]);
  if (budget) rows.push(["Budget", "", `Total budget for ${budget.guestCount} guests`, "", dollars(budget.totalCents), "", "", "", "", "", ""]);
  return { filename: `serviceberry-budget-${view.today}.csv`, csv: Papa.unparse(rows, { escapeFormulae: true, newline: "\r\n" }) };
}
