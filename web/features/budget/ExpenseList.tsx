import { Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { BUDGET_CATEGORIES, EXPENSE_STATUS_LABELS, expenseCost, formatCents, paidCents, paymentTiming } from "@domain/budget";
import { formatDueDate as formatDue } from "@domain/dates";
import { Badge } from "@web/components/ui/badge";
import { ConfirmFooter } from "@web/components/ConfirmFooter";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { cn } from "@web/lib/cn";
import { notify, toastError } from "@web/lib/toast";
import { useDeleteExpense, type ExpenseView } from "./api";

export { formatDue };

/** The expenses by category, each a card with its payments; edit and delete (after a confirmation). */
export function ExpenseList({ expenses, today, onEdit }: { expenses: ExpenseView[]; today: string; onEdit(expense: ExpenseView): void }) {
  const [deleting, setDeleting] = useState<ExpenseView | null>(null);
  const remove = useDeleteExpense();
  const groups = BUDGET_CATEGORIES.map((category) => ({ category, items: expenses.filter((e) => e.categoryId === category.id) })).filter((g) => g.items.length > 0);

  function confirmDelete() {
    if (!deleting) return;
    const { id, vendorName } = deleting;
    remove.mutate(id, {
      onSuccess: () => {
        setDeleting(null);
        void notify.success(`Removed ${vendorName} from your budget`);
      },
      onError: toastError,
    });
  }

  return (
    <div className="grid gap-8">
      {groups.map(({ category, items }) => (
        <section key={category.id} aria-labelledby={`expenses-${category.id}`} className="grid gap-3">
          <h3 id={`expenses-${category.id}`} className="text-lg font-semibold">
            {category.name}
          </h3>
          <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
            {items.map((expense) => {
              const cost = expenseCost(expense);
              const paid = paidCents(expense);
              return (
                <li key={expense.id} className="grid gap-3 rounded-[var(--radius-lg)] border border-border bg-card p-4 shadow-soft" data-testid="expense-card">
                  <div className="flex items-start justify-between gap-3">
                    <div className="min-w-0">
                      <p className="break-words font-semibold">{expense.vendorName}</p>
                      <Badge variant={expense.status === "booked" ? "accent" : "outline"} className="mt-1">
                        {EXPENSE_STATUS_LABELS[expense.status]}
                      </Badge>
                    </div>
                    <div className="flex shrink-0 gap-1 print:hidden">
                      <Button variant="ghost" size="icon" className="size-10" onClick={() => onEdit(expense)} aria-label={`Edit ${expense.vendorName}`}>
                        <Pencil aria-hidden="true" />
                      </Button>
                      <Button variant="ghost" size="icon" className="size-10" onClick={() => setDeleting(expense)} aria-label={`Delete ${expense.vendorName}`}>
                        <Trash2 aria-hidden="true" />
                      </Button>
                    </div>
                  </div>
                  <dl className="grid grid-cols-3 gap-2 text-sm">
                    <div>
                      <dt className="text-muted-foreground">{expense.actualCents === null ? "Estimated" : "Actual"}</dt>
                      <dd className="font-medium tabular-nums">{formatCents(cost)}</dd>
                    </div>
                    <div>
                      <dt className="text-muted-foreground">Paid</dt>
                      <dd className="font-medium tabular-nums">{formatCents(paid)}</dd>
                    </div>
                    <div>
                      <dt className="text-muted-foreground">Owed</dt>
                      <dd className="font-medium tabular-nums">{formatCents(Math.max(0, cost - paid))}</dd>
                    </div>
                  </dl>
                  {expense.payments.length > 0 && (
                    <ul className="grid gap-1.5 border-t border-border pt-3 text-sm">
                      {expense.payments.map((payment) => {
                        const timing = paymentTiming(payment, today);
                        return (
                          <li key={payment.id} className="flex flex-wrap items-baseline justify-between gap-x-3">
                            <span>
                              {payment.label} · <span className="tabular-nums">{formatCents(payment.amountCents)}</span>
                            </span>
                            <span
                              className={cn(
                                "text-xs",
                                timing === "overdue" ? "font-semibold text-destructive" : timing === "due-soon" ? "font-semibold text-foreground" : "text-muted-foreground",
                              )}
                            >
                              {timing === "paid" ? "Paid" : timing === "overdue" ? `Overdue since ${formatDue(payment.dueDate)}` : `Due ${formatDue(payment.dueDate)}`}
                            </span>
                          </li>
                        );
                      })}
                    </ul>
                  )}
                  {expense.notes && <p className="text-sm text-muted-foreground">{expense.notes}</p>}
                </li>
              );
            })}
          </ul>
        </section>
      ))}

      <Dialog open={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)}>
        <DialogContent>
          <DialogTitle>Delete {deleting?.vendorName}?</DialogTitle>
          <DialogDescription>The expense and its payments leave your budget. This can't be undone.</DialogDescription>
          <ConfirmFooter confirmLabel="Delete expense" pendingLabel="Deleting..." pending={remove.isPending} onConfirm={confirmDelete} />
        </DialogContent>
      </Dialog>
    </div>
  );
}
