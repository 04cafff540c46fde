import { AlertCircle, CalendarClock, Check } from "lucide-react";
import { budgetCategory, formatCents, paymentTiming } from "@domain/budget";
import { Button } from "@web/components/ui/button";
import { cn } from "@web/lib/cn";
import { notify, toastError } from "@web/lib/toast";
import { useSetPaymentPaid, type ExpenseView } from "./api";
import { formatDue } from "./ExpenseList";

const SHOWN = 8;

/** Unpaid payments by due date: overdue and due-this-week ones highlighted, each with "Mark paid". */
export function PaymentsDue({ expenses, today }: { expenses: ExpenseView[]; today: string }) {
  const setPaid = useSetPaymentPaid();
  const unpaid = expenses
    .filter((e) => e.status !== "canceled")
    .flatMap((expense) => expense.payments.filter((p) => !p.paidAt).map((payment) => ({ payment, expense, timing: paymentTiming(payment, today) })))
    .sort((a, b) => a.payment.dueDate.localeCompare(b.payment.dueDate));

  if (unpaid.length === 0) {
    return <p className="text-sm text-muted-foreground">Nothing to pay right now. Add a deposit or installment to an expense and it shows up here, with a reminder by email a week before it is due.</p>;
  }
  return (
    <ul className="grid gap-2">
      {unpaid.slice(0, SHOWN).map(({ payment, expense, timing }) => (
        <li
          key={payment.id}
          data-testid="payment-due"
          className={cn(
            "flex flex-col gap-2 rounded-[var(--radius)] border p-3 sm:flex-row sm:items-center sm:justify-between",
            timing === "overdue" ? "border-destructive/40 bg-destructive/5" : timing === "due-soon" ? "border-highlight bg-highlight/60" : "border-border bg-card",
          )}
        >
          <div className="flex items-start gap-2.5 text-sm">
            {timing === "overdue" ? (
              <AlertCircle className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
            ) : (
              <CalendarClock className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            )}
            <div>
              <p className="font-medium">
                {expense.vendorName}: {payment.label} <span className="tabular-nums">{formatCents(payment.amountCents)}</span>
              </p>
              <p className={cn("text-xs", timing === "overdue" ? "font-semibold text-destructive" : "text-muted-foreground")}>
                {timing === "overdue" ? "Overdue: was due" : timing === "due-soon" ? "Due this week:" : "Due"} {formatDue(payment.dueDate)} · {budgetCategory(expense.categoryId)?.name}
              </p>
            </div>
          </div>
          <Button
            variant="secondary"
            size="sm"
            className="self-start sm:self-auto print:hidden"
            disabled={setPaid.isPending && setPaid.variables.id === payment.id}
            onClick={() =>
              setPaid.mutate({ id: payment.id, paid: true }, { onSuccess: () => void notify.success(`${payment.label} for ${expense.vendorName} marked paid`), onError: toastError })
            }
          >
            <Check aria-hidden="true" /> Mark paid<span className="sr-only">: {expense.vendorName}, {payment.label}</span>
          </Button>
        </li>
      ))}
      {unpaid.length > SHOWN && <li className="text-sm text-muted-foreground">And {unpaid.length - SHOWN} more later on; see each expense below.</li>}
    </ul>
  );
}
