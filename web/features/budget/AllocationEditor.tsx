import { AlertTriangle, Scale } from "lucide-react";
import { useState } from "react";
import {
  allocationStatus,
  amountFromPercent,
  BUDGET_CATEGORIES,
  centsToInput,
  fitAllocationsToTotal,
  formatCents,
  parseDollars,
  percentOfTotal,
  suggestedAllocations,
  type Allocations,
  type BudgetCategoryId,
} from "@domain/budget";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { cn } from "@web/lib/cn";
import { useWarnBeforeUnload } from "@web/lib/forms";
import { notify, toastError } from "@web/lib/toast";
import { useSaveBudget, type BudgetView } from "./api";

type Budget = NonNullable<BudgetView["budget"]>;
/** The text being typed into one field, kept as typed until it leaves the field. */
type Draft = { id: BudgetCategoryId; field: "amount" | "percent"; text: string } | null;

/**
 * Category allocations by amount or by percentage of the total. Changes stay on screen until saved;
 * "Fit to total" keeps every category the couple changed here and spreads the rest in whole dollars,
 * so the plan adds up to the cent.
 */
export function AllocationEditor({ budget }: { budget: Budget }) {
  const save = useSaveBudget();
  const [allocations, setAllocations] = useState<Allocations>(budget.allocations);
  const [draft, setDraft] = useState<Draft>(null);
  const [setByCouple, setSetByCouple] = useState<readonly BudgetCategoryId[]>([]);
  const total = budget.totalCents;
  const status = allocationStatus(allocations, total);
  const dirty = BUDGET_CATEGORIES.some((c) => (allocations[c.id] ?? 0) !== (budget.allocations[c.id] ?? 0));
  useWarnBeforeUnload(dirty);

  function edit(id: BudgetCategoryId, field: "amount" | "percent", text: string) {
    setDraft({ id, field, text });
    const cents = field === "amount" ? parseDollars(text) : amountFromPercent(Number(text), total);
    if (text.trim() !== "" && Number.isFinite(cents) && cents >= 0) {
      setAllocations((current) => ({ ...current, [id]: cents }));
      setSetByCouple((ids) => (ids.includes(id) ? ids : [...ids, id]));
    }
  }

  function shown(id: BudgetCategoryId, field: "amount" | "percent"): string {
    if (draft?.id === id && draft.field === field) return draft.text;
    const cents = allocations[id] ?? 0;
    return field === "amount" ? centsToInput(cents) : String(percentOfTotal(cents, total));
  }

  function persist(next: Allocations) {
    save.mutate(
      { totalCents: total, guestCount: budget.guestCount, allocations: next },
      { onSuccess: () => void notify.success("Allocations saved"), onError: toastError },
    );
  }

  return (
    <div className="grid gap-5">
      <div
        role="status"
        className={cn(
          "flex flex-col gap-3 rounded-[var(--radius)] border p-4 text-sm sm:flex-row sm:items-center sm:justify-between",
          status.overCents > 0 ? "border-destructive/40 bg-destructive/5" : "border-border bg-muted/50",
        )}
      >
        <p className="flex items-start gap-2">
          {status.overCents > 0 ? <AlertTriangle className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" /> : <Scale className="mt-0.5 size-4 shrink-0 text-accent-strong" aria-hidden="true" />}
          <span data-testid="allocation-status">
            {status.overCents > 0 ? (
              <strong className="text-destructive">Your categories add up to {formatCents(status.overCents)} more than your total budget.</strong>
            ) : status.unallocatedCents > 0 ? (
              <>
                {formatCents(status.allocatedCents)} of {formatCents(total)} planned; <strong>{formatCents(status.unallocatedCents)}</strong> not in a category yet.
              </>
            ) : (
              <>All {formatCents(total)} is planned across your categories.</>
            )}
          </span>
        </p>
        {(status.overCents > 0 || status.unallocatedCents > 0) && (
          <Button variant="secondary" size="sm" onClick={() => setAllocations(fitAllocationsToTotal(allocations, total, setByCouple))} className="print:hidden">
            Fit to total
          </Button>
        )}
      </div>

      <ul className="grid gap-x-8 gap-y-3 lg:grid-cols-2">
        {BUDGET_CATEGORIES.map((category) => (
          <li key={category.id} className="grid grid-cols-[minmax(0,1fr)_7.5rem_5rem] items-center gap-2 border-b border-border/70 pb-3 sm:grid-cols-[minmax(0,1fr)_9rem_5.5rem]">
            <div className="min-w-0">
              <p className="font-medium leading-tight" id={`alloc-${category.id}`}>
                {category.name}
              </p>
              <p className="text-xs text-muted-foreground sm:truncate">{category.perGuest ? "Per guest · " : ""}{category.hint}</p>
            </div>
            <label className="relative">
              <span className="sr-only">{category.name} amount in dollars</span>
              <span className="pointer-events-none absolute left-2.5 top-1/2 -translate-y-1/2 text-sm text-muted-foreground" aria-hidden="true">
                $
              </span>
              <Input
                className="h-10 pl-6 pr-2 text-right tabular-nums"
                inputMode="decimal"
                value={shown(category.id, "amount")}
                onChange={(e) => edit(category.id, "amount", e.target.value)}
                onBlur={() => setDraft(null)}
              />
            </label>
            <label className="relative">
              <span className="sr-only">{category.name} percent of total</span>
              <Input
                className="h-10 pl-2 pr-6 text-right tabular-nums"
                inputMode="decimal"
                value={shown(category.id, "percent")}
                onChange={(e) => edit(category.id, "percent", e.target.value)}
                onBlur={() => setDraft(null)}
              />
              <span className="pointer-events-none absolute right-2.5 top-1/2 -translate-y-1/2 text-sm text-muted-foreground" aria-hidden="true">
                %
              </span>
            </label>
          </li>
        ))}
      </ul>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center print:hidden">
        <Button onClick={() => persist(allocations)} disabled={!dirty || save.isPending}>
          {save.isPending ? "Saving..." : "Save allocations"}
        </Button>
        {dirty && (
          <Button
            variant="ghost"
            onClick={() => {
              setAllocations(budget.allocations);
              setSetByCouple([]);
            }}
          >
            Undo changes
          </Button>
        )}
        <Button variant="link" className="sm:ml-auto" onClick={() => setAllocations(suggestedAllocations(total))}>
          Start over from typical shares
        </Button>
      </div>
    </div>
  );
}
