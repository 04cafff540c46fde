import { zodResolver } from "@hookform/resolvers/zod";
import { Plus, Trash2 } from "lucide-react";
import { useContext, useState } from "react";
import { useFieldArray, useForm } from "react-hook-form";
import { BUDGET_CATEGORIES, EXPENSE_STATUS_LABELS, EXPENSE_STATUSES, PAYMENTS_PER_EXPENSE_MAX, type ExpenseInput } from "@domain/budget";
import { FormAlert } from "@web/components/FormAlert";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Input, NativeSelect, Textarea } from "@web/components/ui/input";
import { applyServerErrors } from "@web/lib/forms";
import { notify } from "@web/lib/toast";
import { BudgetScope, useSaveExpense, type ExpenseView } from "./api";
import { expenseFormSchema, expenseFormValues, type ExpenseFormValues } from "./forms";

/** Adding or editing an expense, with its deposit and installments, in a dialog. */
export function ExpenseDialog({ open, expense, onClose }: { open: boolean; expense: ExpenseView | null; onClose(): void }) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogTitle>{expense ? `Edit ${expense.vendorName}` : "Add an expense"}</DialogTitle>
        <DialogDescription>Amounts in US dollars. Add the deposit and each installment with its due date, and we will remind you before they are due.</DialogDescription>
        {/* Remounted per opening, so the form starts from the expense it edits. */}
        {open && <ExpenseForm expense={expense} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function ExpenseForm({ expense, onDone }: { expense: ExpenseView | null; onDone(): void }) {
  const save = useSaveExpense();
  // A helper limited to some budget lines picks among those only (the server refuses the rest).
  const { lines } = useContext(BudgetScope);
  const categories = lines === null ? BUDGET_CATEGORIES : BUDGET_CATEGORIES.filter((c) => lines.includes(c.id));
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ExpenseFormValues, unknown, ExpenseInput>({ resolver: zodResolver(expenseFormSchema), defaultValues: expenseFormValues(expense, categories[0]?.id) });
  const payments = useFieldArray({ control, name: "payments", keyName: "key" });

  const onSubmit = handleSubmit(async (input) => {
    setFormError(null);
    try {
      await save.mutateAsync({ id: expense?.id, input });
      void notify.success(expense ? "Expense updated" : `${input.vendorName} added to your budget`);
      onDone();
    } catch (error) {
      setFormError(applyServerErrors<ExpenseFormValues>(error, ["categoryId", "vendorName", "status", "estimatedCents", "actualCents", "notes"], setError));
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Category" error={errors.categoryId?.message}>
          {(ids) => (
            <NativeSelect {...ids} {...register("categoryId")}>
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label="Status" error={errors.status?.message}>
          {(ids) => (
            <NativeSelect {...ids} {...register("status")}>
              {EXPENSE_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {EXPENSE_STATUS_LABELS[s]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <div className="sm:col-span-2">
          <FormField label="Vendor or item" hint="The business you're paying, or what this is for." error={errors.vendorName?.message}>
            {(ids) => <Input {...ids} autoComplete="off" {...register("vendorName")} />}
          </FormField>
        </div>
        <FormField label="Estimated cost (USD)" error={errors.estimatedCents?.message}>
          {(ids) => <Input {...ids} inputMode="decimal" placeholder="2,500.00" {...register("estimatedCents")} />}
        </FormField>
        <FormField label="Actual cost (USD)" hint="Once you have the final price." error={errors.actualCents?.message}>
          {(ids) => <Input {...ids} inputMode="decimal" {...register("actualCents")} />}
        </FormField>
      </div>

      <fieldset className="grid gap-3">
        <legend className="font-display text-lg font-semibold">Payments</legend>
        {payments.fields.length === 0 && <p className="text-sm text-muted-foreground">No deposit or installments yet.</p>}
        {payments.fields.map((field, index) => {
          const paymentErrors = errors.payments?.[index];
          return (
            <div key={field.key} className="grid gap-3 rounded-[var(--radius)] border border-border p-3 sm:grid-cols-[minmax(0,1fr)_8rem_10rem_auto] sm:items-start">
              <FormField label={`Payment ${index + 1}`} error={paymentErrors?.label?.message}>
                {(ids) => <Input {...ids} placeholder="Deposit" {...register(`payments.${index}.label`)} />}
              </FormField>
              <FormField label="Amount (USD)" error={paymentErrors?.amountCents?.message}>
                {(ids) => <Input {...ids} inputMode="decimal" {...register(`payments.${index}.amountCents`)} />}
              </FormField>
              <FormField label="Due date" error={paymentErrors?.dueDate?.message}>
                {(ids) => <Input {...ids} type="date" min="2000-01-01" max="2100-12-31" {...register(`payments.${index}.dueDate`)} />}
              </FormField>
              <div className="flex items-center justify-between gap-3 sm:flex-col sm:items-end sm:pt-7">
                <label className="flex items-center gap-2 text-sm font-medium">
                  <input type="checkbox" className="size-4 accent-[var(--primary)]" {...register(`payments.${index}.paid`)} />
                  Paid
                </label>
                <Button variant="ghost" size="sm" onClick={() => payments.remove(index)} aria-label={`Remove payment ${index + 1}`}>
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            </div>
          );
        })}
        {payments.fields.length < PAYMENTS_PER_EXPENSE_MAX && (
          <div>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => payments.append({ label: payments.fields.length === 0 ? "Deposit" : `Installment ${payments.fields.length}`, amountCents: "", dueDate: "", paid: false })}
            >
              <Plus aria-hidden="true" /> Add a payment
            </Button>
          </div>
        )}
      </fieldset>

      <FormField label="Notes" error={errors.notes?.message}>
        {(ids) => <Textarea {...ids} rows={2} className="min-h-20" {...register("notes")} />}
      </FormField>

      {formError && <FormAlert>{formError}</FormAlert>}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Saving..." : expense ? "Save expense" : "Add expense"}
        </Button>
      </div>
    </form>
  );
}
