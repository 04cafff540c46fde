import type { DemoBudgetCategory } from "./sample-data";

/**
 * 35000 -> "$35,000". Written out rather than with Intl.NumberFormat: the home page draws this while
 * hydrating, and a browser's first Intl formatter costs a long task on a slow phone.
 */
export function formatUsd(amount: number): string {
  const digits = String(Math.round(Math.abs(amount))).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${amount <= -0.5 ? "-" : ""}$${digits}`;
}

export function sumOf(categories: readonly DemoBudgetCategory[], field: "allocated" | "spent"): number {
  return categories.reduce((total, category) => total + category[field], 0);
}

/** Share of the total, as a whole percent. */
export function percentOf(amount: number, total: number): number {
  return total > 0 ? Math.round((amount / total) * 100) : 0;
}

const STEP = 50;

/**
 * Sets one category's allocation and spreads the rest of the total over the other categories in
 * proportion to what they had, in whole $50 steps; the sum always equals `total`.
 */
export function rebalance(
  categories: readonly DemoBudgetCategory[],
  id: string,
  value: number,
  total: number,
): DemoBudgetCategory[] {
  const target = Math.min(total, Math.max(0, Math.round(value / STEP) * STEP));
  const others = categories.filter((category) => category.id !== id);
  if (others.length === 0) return categories.map((c) => ({ ...c, allocated: total, percentage: 100 }));
  const othersSum = sumOf(others, "allocated");
  const remaining = total - target;
  // Largest remainder: floor every share to a $50 step, then hand the leftover steps to the
  // categories that lost the most to rounding, so no single category soaks up the drift.
  const ideals = others.map((other) => ({
    id: other.id,
    ideal: othersSum > 0 ? (other.allocated * remaining) / othersSum : remaining / others.length,
  }));
  const shares = new Map(ideals.map(({ id, ideal }) => [id, Math.floor(ideal / STEP) * STEP]));
  let leftover = remaining - [...shares.values()].reduce((a, b) => a + b, 0);
  const byRemainder = [...ideals].sort((a, b) => (b.ideal % STEP) - (a.ideal % STEP));
  for (let i = 0; leftover > 0; i = (i + 1) % byRemainder.length) {
    const entry = byRemainder[i];
    if (!entry) break;
    const add = Math.min(STEP, leftover);
    shares.set(entry.id, (shares.get(entry.id) ?? 0) + add);
    leftover -= add;
  }

  return categories.map((category) => {
    const allocated = category.id === id ? target : (shares.get(category.id) ?? 0);
    return { ...category, allocated, percentage: percentOf(allocated, total) };
  });
}
