import { useEffect, useState, type ReactNode } from "react";
import { DEMO_ANIMATION_RESTART_MS } from "@domain/constants";
import { Badge } from "@web/components/ui/badge";
import { cn } from "@web/lib/cn";
import { usePrefersReducedMotion } from "@web/lib/media";
import { formatUsd, percentOf, sumOf } from "./budget-math";
import type { DemoBudgetCategory } from "./sample-data";
import { createTimers } from "./timers";
import { useInViewOnce } from "./use-in-view-once";

const FIRST_ROW_MS = 600;
const ROW_STEP_MS = 380;
/** Matches the bars' CSS transition, so "finished" means the last bar has filled. */
const BAR_FILL_MS = 700;

export interface DemoBudgetProps {
  categories: readonly DemoBudgetCategory[];
  total: number;
  /** Fill the bars row by row and loop; false shows the live values (for the interactive demo). */
  animated?: boolean;
  label?: string;
  /** Who the sample belongs to, under the title. */
  subtitle?: string;
  /** Extra content under a category row, such as a slider. */
  renderControl?: (category: DemoBudgetCategory) => ReactNode;
  className?: string;
}

/**
 * A sample budget tracker: total, spent and left, then each category with its share of the total and a
 * bar of what is spent. Animated, the rows fill one by one once it comes into view, and the loop restarts
 * DEMO_ANIMATION_RESTART_MS after the last bar fills; the moving figures are hidden from assistive
 * technology and a static table describes the budget instead. Reduced motion shows the filled state.
 */
export function DemoBudget({
  categories,
  total,
  animated = true,
  label = "Sample budget",
  subtitle,
  renderControl,
  className,
}: DemoBudgetProps) {
  const reducedMotion = usePrefersReducedMotion();
  const playing = animated && !reducedMotion;
  const [ref, inView] = useInViewOnce<HTMLDivElement>();
  const [revealed, setRevealed] = useState(0);
  const [finished, setFinished] = useState(false);
  const [cycle, setCycle] = useState(0);

  useEffect(() => {
    if (!playing || !inView) return;
    const timers = createTimers();
    async function play() {
      for (let round = 0; ; round++) {
        setCycle(round);
        setFinished(false);
        setRevealed(0);
        await timers.wait(FIRST_ROW_MS);
        for (let row = 1; row <= categories.length; row++) {
          setRevealed(row);
          await timers.wait(ROW_STEP_MS);
        }
        await timers.wait(BAR_FILL_MS);
        setFinished(true);
        await timers.wait(DEMO_ANIMATION_RESTART_MS);
      }
    }
    void play();
    return timers.cancel;
  }, [playing, inView, categories.length]);

  // Until it plays (reduced motion, or not yet scrolled into view) the filled budget shows.
  const running = playing && inView;
  const shownRows = running ? revealed : categories.length;
  const spent = sumOf(categories.slice(0, shownRows), "spent");
  const allSpent = sumOf(categories, "spent");
  const allocatedSum = sumOf(categories, "allocated");

  return (
    <div
      ref={ref}
      className={cn("rounded-[var(--radius-lg)] border border-border bg-card shadow-soft", className)}
      data-testid="demo-budget"
      data-demo-state={!running || finished ? "finished" : "playing"}
      data-demo-cycle={running ? cycle : 0}
    >
      <div className="border-b border-border px-5 py-4">
        <p className="flex flex-wrap items-center gap-x-2.5 gap-y-1 font-semibold leading-tight">
          Budget tracker
          <Badge variant="accent">{label}</Badge>
        </p>
        {subtitle && <p className="mt-0.5 text-xs text-muted-foreground">{subtitle}</p>}
      </div>

      <div aria-hidden={animated ? true : undefined} className="px-5 pb-5 pt-4">
        <dl className="grid grid-cols-3 gap-2">
          <Figure term="Total budget" value={formatUsd(allocatedSum)} testId="demo-budget-total" emphasis />
          <Figure term="Spent" value={formatUsd(spent)} testId="demo-budget-spent" />
          <Figure term="Left" value={formatUsd(allocatedSum - spent)} testId="demo-budget-left" />
        </dl>
        <Bar value={percentOf(spent, total)} className="mt-3 h-2.5" tone="accent" />

        <ul className="mt-5 grid gap-4">
          {categories.map((category, index) => {
            const shown = index < shownRows;
            const over = category.spent > category.allocated;
            return (
              <li key={category.id} data-category={category.id}>
                <div className="flex items-baseline justify-between gap-3 text-sm">
                  <span className="font-medium">{category.name}</span>
                  <span className="shrink-0 tabular-nums text-muted-foreground" data-testid="demo-budget-share">
                    {category.percentage}%
                  </span>
                </div>
                <Bar
                  value={shown ? percentOf(Math.min(category.spent, category.allocated), category.allocated || 1) : 0}
                  className="mt-1.5 h-2"
                  tone={over ? "over" : "primary"}
                />
                <p className="mt-1 flex justify-between gap-3 text-xs tabular-nums text-muted-foreground">
                  <span className={cn(over && "font-semibold text-destructive")}>
                    {formatUsd(shown ? category.spent : 0)} spent
                    {over && ` · over by ${formatUsd(category.spent - category.allocated)}`}
                  </span>
                  <span data-testid="demo-budget-allocated">of {formatUsd(category.allocated)}</span>
                </p>
                {renderControl?.(category)}
              </li>
            );
          })}
        </ul>
      </div>

      {/* sr-only goes on a wrapper: a table ignores width: 1px and would widen the page. */}
      {animated && (
        <div className="sr-only">
        <table>
          <caption>
            {label}: total {formatUsd(allocatedSum)}, spent {formatUsd(allSpent)}, left {formatUsd(allocatedSum - allSpent)}
          </caption>
          <thead>
            <tr>
              <th scope="col">Category</th>
              <th scope="col">Allocated</th>
              <th scope="col">Spent</th>
              <th scope="col">Share of budget</th>
            </tr>
          </thead>
          <tbody>
            {categories.map((category) => (
              <tr key={category.id}>
                <th scope="row">{category.name}</th>
                <td>{formatUsd(category.allocated)}</td>
                <td>{formatUsd(category.spent)}</td>
                <td>{category.percentage}%</td>
              </tr>
            ))}
          </tbody>
        </table>
        </div>
      )}
    </div>
  );
}

function Figure({ term, value, testId, emphasis }: { term: string; value: string; testId: string; emphasis?: boolean }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{term}</dt>
      <dd
        className={cn("mt-0.5 font-display font-semibold tabular-nums", emphasis ? "text-xl text-primary sm:text-2xl" : "text-lg sm:text-xl")}
        data-testid={testId}
      >
        {value}
      </dd>
    </div>
  );
}

function Bar({ value, className, tone }: { value: number; className?: string; tone: "primary" | "accent" | "over" }) {
  return (
    <div className={cn("overflow-hidden rounded-full bg-muted", className)}>
      <div
        className={cn(
          "h-full rounded-full transition-[width] duration-700 ease-out",
          tone === "primary" && "bg-primary",
          tone === "accent" && "bg-accent-strong",
          tone === "over" && "bg-destructive",
        )}
        style={{ width: `${Math.min(100, Math.max(0, value))}%` }}
      />
    </div>
  );
}
