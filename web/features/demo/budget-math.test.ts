import { describe, expect, it } from "vitest";
import { DEMO_BUDGET_TOTAL } from "@domain/constants";
import { formatUsd, percentOf, rebalance, sumOf } from "./budget-math";
import { SAMPLE_BUDGET, type DemoBudgetCategory } from "./sample-data";

describe("sample budget", () => {
  it("adds up to the demo total, with shares that match the allocations", () => {
    expect(sumOf(SAMPLE_BUDGET, "allocated")).toBe(DEMO_BUDGET_TOTAL);
    for (const category of SAMPLE_BUDGET) expect(category.percentage).toBe(percentOf(category.allocated, DEMO_BUDGET_TOTAL));
    expect(formatUsd(DEMO_BUDGET_TOTAL)).toBe("$35,000");
  });
});

describe("rebalance", () => {
  it("keeps the total while one category moves, step after step", () => {
    let categories = SAMPLE_BUDGET.map((c) => ({ ...c }));
    for (let value = 15_750; value <= 20_000; value += 250) {
      categories = rebalance(categories, "venue", value, DEMO_BUDGET_TOTAL);
      expect(sumOf(categories, "allocated")).toBe(DEMO_BUDGET_TOTAL);
    }
    const venue = categories.find((c) => c.id === "venue");
    expect(venue?.allocated).toBe(20_000);
    expect(venue?.percentage).toBe(57);
    for (const category of categories) expect(category.allocated % 50).toBe(0);
  });

  it("takes from the others in proportion", () => {
    const next = rebalance(SAMPLE_BUDGET, "venue", 15_750 + 1_925, DEMO_BUDGET_TOTAL);
    const shareOfOthers = (list: readonly DemoBudgetCategory[], id: string) =>
      (list.find((c) => c.id === id)?.allocated ?? 0) / sumOf(list.filter((c) => c.id !== "venue"), "allocated");
    for (const id of ["photo", "flowers", "attire", "music", "extras"]) {
      expect(shareOfOthers(next, id)).toBeCloseTo(shareOfOthers(SAMPLE_BUDGET, id), 1);
    }
  });

  it("clamps to the total and spreads evenly when the others were all zero", () => {
    const all = rebalance(SAMPLE_BUDGET, "venue", 99_999, DEMO_BUDGET_TOTAL);
    expect(all.find((c) => c.id === "venue")?.allocated).toBe(DEMO_BUDGET_TOTAL);
    expect(sumOf(all, "allocated")).toBe(DEMO_BUDGET_TOTAL);
    const back = rebalance(all, "venue", 10_000, DEMO_BUDGET_TOTAL);
    expect(back.filter((c) => c.id !== "venue").map((c) => c.allocated)).toEqual([5_000, 5_000, 5_000, 5_000, 5_000]);
    expect(rebalance(SAMPLE_BUDGET, "music", -20, DEMO_BUDGET_TOTAL).find((c) => c.id === "music")?.allocated).toBe(0);
  });
});

describe("formatUsd", () => {
  it("writes whole dollars the way en-US currency formatting does", () => {
    for (const amount of [0, 5, 999, 1000, 12_345, 35_000, 1_234_567, -50, -1250, 49.6]) {
      const expected = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 }).format(amount);
      expect(formatUsd(amount)).toBe(expected);
    }
  });
});
