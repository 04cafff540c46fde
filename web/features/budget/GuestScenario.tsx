import { useId, useState } from "react";
import { formatCents, GUEST_COUNT_MAX, GUEST_COUNT_MIN, guestScenario, type BudgetCategoryId, type BudgetFigures } from "@domain/budget";
import { Input } from "@web/components/ui/input";
import { cn } from "@web/lib/cn";
import type { BudgetView } from "./api";

type Budget = NonNullable<BudgetView["budget"]>;

/** "What if we invite more (or fewer) people?": per-guest costs scale; nothing is saved. */
export function GuestScenario({ budget, figures }: { budget: Budget; figures: BudgetFigures }) {
  const id = useId();
  const [guests, setGuests] = useState(budget.guestCount);
  const max = Math.min(GUEST_COUNT_MAX, Math.max(300, budget.guestCount * 2));
  const costs = Object.fromEntries(figures.categories.map((c) => [c.categoryId, c.costCents])) as Partial<Record<BudgetCategoryId, number>>;
  const scenario = guestScenario(budget, costs, guests);
  const changed = scenario.lines.filter((l) => l.perGuest && l.currentCents > 0);
  const diff = scenario.differenceCents;

  return (
    <div className="grid gap-4">
      <div className="grid gap-2">
        <label htmlFor={`${id}-range`} className="text-sm font-medium">
          Guest count: <span className="tabular-nums">{guests.toLocaleString("en-US")}</span>
          <span className="text-muted-foreground"> (planned {budget.guestCount.toLocaleString("en-US")})</span>
        </label>
        <div className="flex items-center gap-3">
          <input
            id={`${id}-range`}
            type="range"
            min={GUEST_COUNT_MIN}
            max={max}
            step={1}
            value={guests}
            onChange={(e) => setGuests(Number(e.target.value))}
            className="h-11 w-full min-w-0 accent-[var(--primary)]"
          />
          <label className="sr-only" htmlFor={`${id}-number`}>
            Guest count to try
          </label>
          <div className="w-24 shrink-0">
          <Input
            id={`${id}-number`}
            type="number"
            min={GUEST_COUNT_MIN}
            max={GUEST_COUNT_MAX}
            value={guests}
            onChange={(e) => {
              const value = Math.round(Number(e.target.value));
              if (value >= GUEST_COUNT_MIN && value <= GUEST_COUNT_MAX) setGuests(value);
            }}
            className="tabular-nums"
          />
          </div>
        </div>
      </div>
      <div aria-live="polite" className="rounded-[var(--radius)] bg-muted/60 p-4">
        <p className="text-sm text-muted-foreground">With {guests.toLocaleString("en-US")} guests, your wedding would cost about</p>
        <p className="mt-1 font-display text-3xl font-semibold tabular-nums" data-testid="scenario-total">
          {formatCents(scenario.scenarioTotalCents, { wholeDollars: true })}
        </p>
        <p className={cn("mt-1 text-sm font-medium", diff > 0 ? "text-destructive" : diff < 0 ? "text-success" : "text-muted-foreground")}>
          {diff === 0 ? (scenario.currentTotalCents > budget.totalCents ? `The same as now: your expected spending already runs past your ${formatCents(budget.totalCents, { wholeDollars: true })} total.` : "The same as your plan.") : `${formatCents(Math.abs(diff), { wholeDollars: true })} ${diff > 0 ? "more" : "less"} than your plan of ${formatCents(scenario.currentTotalCents, { wholeDollars: true })}.`}
        </p>
      </div>
      {changed.length > 0 && (
        <ul className="grid gap-1 text-sm">
          {changed.map((line) => (
            <li key={line.categoryId} className="flex justify-between gap-3">
              <span>{line.name}</span>
              <span className="tabular-nums text-muted-foreground">
                {formatCents(line.currentCents, { wholeDollars: true })} → <span className="font-medium text-foreground">{formatCents(line.scenarioCents, { wholeDollars: true })}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="text-xs text-muted-foreground">Catering, cake, stationery and favors are priced per guest; the rest stays the same. Trying numbers here saves nothing.</p>
    </div>
  );
}
