import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatCents, type BudgetFigures } from "@domain/budget";
import { cn } from "@web/lib/cn";
import { useThemeColors } from "./use-theme-colors";

const COLORS = ["primary", "accent-strong", "border", "muted-foreground", "foreground"] as const;

/**
 * Budget against expected spending per category, as bars, with the same numbers in a table beside
 * them: the table is what screen readers and printouts use.
 */
export function BudgetChart({ figures }: { figures: BudgetFigures }) {
  const colors = useThemeColors(COLORS);
  const rows = figures.categories.filter((c) => c.allocatedCents > 0 || c.costCents > 0);
  const data = rows.map((c) => ({ name: c.name, Budgeted: c.allocatedCents / 100, Expected: c.costCents / 100 }));
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)]">
      <figure className="min-w-0" aria-labelledby="budget-chart-caption">
        <figcaption id="budget-chart-caption" className="sr-only">
          Bar chart of budgeted and expected spending per category. The table beside it lists the same figures.
        </figcaption>
        <div aria-hidden="true" style={{ height: Math.max(240, data.length * 44 + 60) }} data-testid="budget-chart">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart accessibilityLayer={false} data={data} layout="vertical" margin={{ top: 4, right: 16, bottom: 4, left: 4 }} barGap={2}>
              <CartesianGrid horizontal={false} stroke={colors.border} />
              <XAxis type="number" tickFormatter={(v: number) => formatCents(v * 100, { wholeDollars: true })} tick={{ fill: colors["muted-foreground"], fontSize: 12 }} stroke={colors.border} />
              <YAxis type="category" dataKey="name" width={150} tick={{ fill: colors.foreground, fontSize: 12 }} stroke={colors.border} interval={0} />
              <Tooltip formatter={(value) => formatCents(Math.round(Number(value) * 100))} cursor={{ fill: colors.border, fillOpacity: 0.3 }} />
              <Legend wrapperStyle={{ fontSize: 13 }} />
              <Bar dataKey="Budgeted" fill={colors.primary} radius={[0, 4, 4, 0]} isAnimationActive={false} />
              <Bar dataKey="Expected" fill={colors["accent-strong"]} radius={[0, 4, 4, 0]} isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        </div>
      </figure>
      <div className="min-w-0">
        <table className="w-full text-sm" aria-label="Budget by category">
          <thead>
            <tr className="border-b border-border text-left text-muted-foreground">
              <th scope="col" className="py-2 pr-2 font-medium">
                Category
              </th>
              <th scope="col" className="py-2 px-2 text-right font-medium">
                Budgeted
              </th>
              <th scope="col" className="py-2 px-2 text-right font-medium">
                Expected
              </th>
              <th scope="col" className="py-2 pl-2 text-right font-medium">
                Left
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((c) => (
              <tr key={c.categoryId} className="border-b border-border/70" data-testid={`budget-row-${c.categoryId}`}>
                <th scope="row" className="py-2 pr-2 text-left font-medium">
                  {c.name}
                </th>
                <td className="py-2 px-2 text-right tabular-nums">{formatCents(c.allocatedCents, { wholeDollars: true })}</td>
                <td className="py-2 px-2 text-right tabular-nums">{formatCents(c.costCents, { wholeDollars: true })}</td>
                <td className={cn("py-2 pl-2 text-right tabular-nums", c.remainingCents < 0 && "font-semibold text-destructive")}>
                  {c.remainingCents < 0 ? `${formatCents(-c.remainingCents, { wholeDollars: true })} over` : formatCents(c.remainingCents, { wholeDollars: true })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
