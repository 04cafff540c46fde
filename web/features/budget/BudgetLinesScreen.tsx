import { Download, Plus, ReceiptText } from "lucide-react";
import { useContext, useState } from "react";
import { Link } from "react-router";
import { budgetCategory, budgetFigures, formatCents } from "@domain/budget";
import { EmptyState } from "@web/components/EmptyState";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { BudgetScope, budgetCsvUrl, type BudgetLinesView, type ExpenseView } from "./api";
import { ExpenseDialog } from "./ExpenseDialog";
import { ExpenseList } from "./ExpenseList";
import { PaymentsDue } from "./PaymentsDue";

/**
 * The budget as a helper limited to some lines sees it (decision 044): each of their lines with what it was
 * given, what it is set to cost and what is paid, its expenses and payments. No total: the server sends none.
 */
export function BudgetLinesScreen({ view }: { view: BudgetLinesView }) {
  const { coupleId } = useContext(BudgetScope);
  const [expenseDialog, setExpenseDialog] = useState<{ expense: ExpenseView | null } | null>(null);
  const figures = budgetFigures(0, view.budget?.allocations ?? {}, view.expenses).categories.filter((c) => view.lines.includes(c.categoryId));
  const names = view.lines.map((line) => budgetCategory(line)?.name ?? line);
  const addExpense = () => setExpenseDialog({ expense: null });
  return (
    <>
      <header className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-accent-strong">Helping with the budget</p>
          <h1 className="mt-2 text-title font-semibold leading-tight">{names.length === 1 ? `The ${names[0]} budget` : "Your budget lines"}</h1>
          <p className="mt-2 max-w-2xl text-muted-foreground">
            The couple shared {names.length === 1 ? "this line" : "these lines"} of their wedding budget with you: {names.join(", ")}. Amounts in US dollars.
          </p>
        </div>
        {view.budget && (
          <div className="flex flex-wrap gap-2 print:hidden">
            <Button onClick={addExpense}>
              <Plus aria-hidden="true" /> Add expense
            </Button>
            <Button asChild variant="secondary">
              <a href={budgetCsvUrl(coupleId)} download>
                <Download aria-hidden="true" /> Download CSV
              </a>
            </Button>
          </div>
        )}
      </header>

      {!view.budget ? (
        <div className="mt-8">
          <EmptyState icon={<ReceiptText className="size-6" aria-hidden="true" />} title="The budget isn't set up yet" tone="warm">
            <p>Once the couple sets their total budget, your lines show here.</p>
            <Button asChild variant="secondary">
              <Link to="/contributor-dashboard">Back to your dashboard</Link>
            </Button>
          </EmptyState>
        </div>
      ) : (
        <>
          <ul className="mt-8 grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Your budget lines">
            {figures.map((line) => (
              <li key={line.categoryId}>
                <Card className="grid gap-2 p-5" data-testid="budget-line">
                  <h2 className="text-lg font-semibold">{line.name}</h2>
                  <dl className="grid grid-cols-3 gap-2 text-sm">
                    <div>
                      <dt className="text-muted-foreground">Planned</dt>
                      <dd className="font-semibold tabular-nums">{formatCents(line.allocatedCents, { wholeDollars: true })}</dd>
                    </div>
                    <div>
                      <dt className="text-muted-foreground">Expected</dt>
                      <dd className="font-semibold tabular-nums">{formatCents(line.costCents, { wholeDollars: true })}</dd>
                    </div>
                    <div>
                      <dt className="text-muted-foreground">Paid</dt>
                      <dd className="font-semibold tabular-nums">{formatCents(line.paidCents, { wholeDollars: true })}</dd>
                    </div>
                  </dl>
                  {line.remainingCents < 0 && <p className="text-sm font-medium text-destructive">Over plan by {formatCents(-line.remainingCents, { wholeDollars: true })}</p>}
                </Card>
              </li>
            ))}
          </ul>

          <section aria-labelledby="lines-payments-heading" className="mt-12 grid gap-4">
            <h2 id="lines-payments-heading" className="text-heading font-semibold">
              Payments coming up
            </h2>
            <PaymentsDue expenses={view.expenses} today={view.today} />
          </section>

          <section aria-labelledby="lines-expenses-heading" className="mt-12 grid gap-4">
            <h2 id="lines-expenses-heading" className="text-heading font-semibold">
              Expenses
            </h2>
            {view.expenses.length === 0 ? (
              <EmptyState icon={<ReceiptText className="size-6" aria-hidden="true" />} title="No expenses yet" tone="warm">
                <p>Add the vendors and purchases for {names.join(" and ")}, with their deposits and due dates.</p>
                <Button onClick={addExpense}>
                  <Plus aria-hidden="true" /> Add the first expense
                </Button>
              </EmptyState>
            ) : (
              <ExpenseList expenses={view.expenses} today={view.today} onEdit={(expense) => setExpenseDialog({ expense })} />
            )}
          </section>
        </>
      )}
      <ExpenseDialog open={expenseDialog !== null} expense={expenseDialog?.expense ?? null} onClose={() => setExpenseDialog(null)} />
    </>
  );
}
