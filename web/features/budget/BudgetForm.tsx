import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { centsToInput, GUEST_COUNT_MAX } from "@domain/budget";
import { FormAlert } from "@web/components/FormAlert";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { applyServerErrors } from "@web/lib/forms";
import { notify } from "@web/lib/toast";
import { useSaveBudget } from "./api";
import { usePrefillFromProfile } from "@web/features/account";
import { budgetFormSchema, type BudgetFormValues } from "./forms";

type Output = { totalCents: number; guestCount: number };

/** The total and the guest count: the first step of a new budget, and "Edit budget" afterwards. */
export function BudgetForm({
  initial,
  submitLabel,
  onSaved,
}: {
  initial: { totalCents: number; guestCount: number } | null;
  submitLabel: string;
  onSaved?(): void;
}) {
  const save = useSaveBudget();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<BudgetFormValues, unknown, Output>({
    resolver: zodResolver(budgetFormSchema),
    defaultValues: initial ? { totalCents: centsToInput(initial.totalCents), guestCount: String(initial.guestCount) } : { totalCents: "", guestCount: "" },
  });

  // Setting up: the guest count saved in the wedding profile fills the blank.
  usePrefillFromProfile(({ guestCount }) => {
    if (!initial && guestCount && getValues("guestCount") === "") setValue("guestCount", String(guestCount));
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      // Without allocations the server starts from typical shares, or rescales the current split to a new total.
      await save.mutateAsync(values);
      void notify.success(initial ? "Budget updated" : "Your budget is set. Adjust the categories to fit your plans.");
      onSaved?.();
    } catch (error) {
      setFormError(applyServerErrors<BudgetFormValues>(error, ["totalCents", "guestCount"], setError));
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Total budget (USD)" hint="Everything you plan to spend, in dollars." error={errors.totalCents?.message}>
          {(ids) => (
            <div className="relative">
              <span className="pointer-events-none absolute left-3.5 top-1/2 -translate-y-1/2 text-muted-foreground" aria-hidden="true">
                $
              </span>
              <Input {...ids} inputMode="decimal" autoComplete="off" placeholder="35,000" className="pl-7" {...register("totalCents")} />
            </div>
          )}
        </FormField>
        <FormField label="Guest count" hint="Your best guess is fine." error={errors.guestCount?.message}>
          {(ids) => <Input {...ids} type="number" inputMode="numeric" min={1} max={GUEST_COUNT_MAX} step={1} placeholder="120" {...register("guestCount")} />}
        </FormField>
      </div>
      {formError && <FormAlert>{formError}</FormAlert>}
      <div>
        <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
          {isSubmitting ? "Saving..." : submitLabel}
        </Button>
      </div>
    </form>
  );
}
