import { describe, expect, it } from "vitest";
import {
  allocateByWeights,
  allocationStatus,
  amountFromPercent,
  budgetFigures,
  BUDGET_CATEGORIES,
  budgetSchema,
  expenseSchema,
  fitAllocationsToTotal,
  formatCents,
  guestScenario,
  MAX_AMOUNT_CENTS,
  parseDollars,
  paymentTiming,
  percentOfTotal,
  suggestedAllocations,
  sumAllocations,
  type ExpenseFigures,
} from "./budget";

describe("budget categories", () => {
  it("have typical shares that add up to exactly 100%", () => {
    expect(BUDGET_CATEGORIES.reduce((total, c) => total + c.shareBp, 0)).toBe(10_000);
    expect(new Set(BUDGET_CATEGORIES.map((c) => c.id)).size).toBe(BUDGET_CATEGORIES.length);
  });
});

describe("allocateByWeights", () => {
  it("hands leftover cents to the largest remainders so the parts add up", () => {
    expect(allocateByWeights(100, [{ id: "a", weight: 1 }, { id: "b", weight: 1 }, { id: "c", weight: 1 }])).toEqual({ a: 34, b: 33, c: 33 });
    expect(allocateByWeights(101, [{ id: "a", weight: 2 }, { id: "b", weight: 1 }])).toEqual({ a: 67, b: 34 });
  });

  it("splits evenly when every weight is zero, and gives nothing of a zero total", () => {
    expect(allocateByWeights(10, [{ id: "a", weight: 0 }, { id: "b", weight: 0 }])).toEqual({ a: 5, b: 5 });
    expect(allocateByWeights(0, [{ id: "a", weight: 3 }])).toEqual({ a: 0 });
  });
});

describe("suggestedAllocations", () => {
  it.each([0, 1, 99, 3_500_000, 3_500_001, 2_777_777, MAX_AMOUNT_CENTS])("adds up to the total of %i cents", (total) => {
    const allocations = suggestedAllocations(total);
    expect(sumAllocations(allocations)).toBe(total);
    expect(Object.values(allocations).every((cents) => Number.isInteger(cents) && cents >= 0)).toBe(true);
  });

  it("follows the typical shares", () => {
    const allocations = suggestedAllocations(3_500_000);
    expect(allocations.catering).toBe(1_050_000);
    expect(allocations.venue).toBe(630_000);
  });
});

describe("amounts and percentages", () => {
  it("converts both ways in whole cents", () => {
    expect(percentOfTotal(630_000, 3_500_000)).toBe(18);
    expect(percentOfTotal(1, 3)).toBe(33.3);
    expect(percentOfTotal(500, 0)).toBe(0);
    expect(amountFromPercent(18, 3_500_000)).toBe(630_000);
    expect(amountFromPercent(33.3, 1001)).toBe(333);
    expect(amountFromPercent(-5, 1000)).toBe(0);
  });

  it("formats and parses dollars", () => {
    expect(formatCents(123_456)).toBe("$1,234.56");
    expect(formatCents(5)).toBe("$0.05");
    expect(formatCents(-150_000, { wholeDollars: true })).toBe("-$1,500");
    expect(parseDollars("$1,500.5")).toBe(150_050);
    expect(parseDollars("12")).toBe(1200);
    expect(parseDollars("-$5")).toBe(-500);
    for (const bad of ["", "1.234", "abc", "1e3", "5-"]) expect(parseDollars(bad), bad).toBeNaN();
  });
});

describe("fitAllocationsToTotal", () => {
  it("keeps the edited category and scales the others so the sum is the total", () => {
    const start = suggestedAllocations(3_000_001);
    const fitted = fitAllocationsToTotal({ ...start, venue: 1_500_000 }, 3_000_001, "venue");
    expect(fitted.venue).toBe(1_500_000);
    expect(sumAllocations(fitted)).toBe(3_000_001);
    // The others keep their proportions: catering (30%) stays three times photography (10%).
    expect(fitted.catering).toBeGreaterThan(fitted.photography * 2.9);
  });

  it("caps a category at the total and rescales everything when the total changes", () => {
    const fitted = fitAllocationsToTotal({ venue: 9_000 }, 5_000, "venue");
    expect(fitted.venue).toBe(5_000);
    expect(sumAllocations(fitted)).toBe(5_000);
    const rescaled = fitAllocationsToTotal(suggestedAllocations(1_000_000), 2_000_000);
    expect(rescaled.catering).toBe(600_000);
    expect(sumAllocations(rescaled)).toBe(2_000_000);
  });

  it("restarts the others from typical shares when they had nothing", () => {
    const fitted = fitAllocationsToTotal({ venue: 100 }, 10_100, "venue");
    expect(fitted.venue).toBe(100);
    expect(sumAllocations(fitted)).toBe(10_100);
    // The other categories hold 82% of the typical shares, catering 30% of them.
    expect(Math.abs(fitted.catering - (10_000 * 3000) / 8200)).toBeLessThanOrEqual(100);
  });

  it("keeps every line the couple set and adjusts the rest in whole dollars", () => {
    const start = suggestedAllocations(3_000_000);
    const fitted = fitAllocationsToTotal({ ...start, venue: 800_000, photography: 312_345 }, 3_000_000, ["venue", "photography"]);
    expect(fitted.venue).toBe(800_000);
    expect(fitted.photography).toBe(312_345);
    expect(sumAllocations(fitted)).toBe(3_000_000);
    const adjusted = BUDGET_CATEGORIES.filter((c) => c.id !== "venue" && c.id !== "photography").map((c) => fitted[c.id]);
    // Only the largest adjusted line carries the odd cents the kept ones left (here 55 cents).
    expect(adjusted.filter((cents) => cents % 100 !== 0)).toEqual([fitted.catering]);
    expect(fitted.catering % 100).toBe(55);
  });

  it("adjusts in whole dollars when the total is whole dollars", () => {
    const fitted = fitAllocationsToTotal({ ...suggestedAllocations(2_000_000), venue: 723_300 }, 2_000_000, "venue");
    expect(Object.values(fitted).every((cents) => cents % 100 === 0)).toBe(true);
    expect(sumAllocations(fitted)).toBe(2_000_000);
  });

  it("shares the total among the kept lines when they alone exceed it", () => {
    const fitted = fitAllocationsToTotal({ venue: 600_000, catering: 600_000, flowers: 50_000 }, 1_000_000, ["venue", "catering"]);
    expect(fitted).toMatchObject({ venue: 500_000, catering: 500_000, flowers: 0 });
  });
});

describe("allocationStatus", () => {
  it("says what is left or by how much the plan runs over", () => {
    expect(allocationStatus({ venue: 400, catering: 500 }, 1000)).toEqual({ allocatedCents: 900, unallocatedCents: 100, overCents: 0 });
    expect(allocationStatus({ venue: 700, catering: 500 }, 1000)).toEqual({ allocatedCents: 1200, unallocatedCents: 0, overCents: 200 });
    expect(allocationStatus({}, 0)).toEqual({ allocatedCents: 0, unallocatedCents: 0, overCents: 0 });
  });
});

const expense = (fields: Partial<ExpenseFigures>): ExpenseFigures => ({
  categoryId: "venue",
  status: "booked",
  estimatedCents: 0,
  actualCents: null,
  payments: [],
  ...fields,
});

describe("budgetFigures", () => {
  it("adds cost (actual before estimate), paid, owed and remaining per category and overall", () => {
    const figures = budgetFigures(1_000_000, { venue: 300_000, catering: 400_000 }, [
      expense({
        estimatedCents: 250_000,
        actualCents: 320_000,
        payments: [
          { amountCents: 100_000, dueDate: "2027-01-01", paidAt: "2026-12-20T00:00:00Z" },
          { amountCents: 220_000, dueDate: "2027-05-01", paidAt: null },
        ],
      }),
      expense({ categoryId: "catering", estimatedCents: 150_000 }),
      expense({ categoryId: "catering", status: "canceled", estimatedCents: 90_000, payments: [{ amountCents: 10_000, dueDate: "2027-01-01", paidAt: "2027-01-01T00:00:00Z" }] }),
    ]);
    const venue = figures.categories.find((c) => c.categoryId === "venue")!;
    expect(venue).toMatchObject({ allocatedCents: 300_000, costCents: 320_000, paidCents: 100_000, owedCents: 220_000, remainingCents: -20_000 });
    const catering = figures.categories.find((c) => c.categoryId === "catering")!;
    expect(catering).toMatchObject({ costCents: 160_000, paidCents: 10_000, owedCents: 150_000, remainingCents: 240_000 });
    expect(figures).toMatchObject({ totalCents: 1_000_000, allocatedCents: 700_000, costCents: 480_000, paidCents: 110_000, owedCents: 370_000, remainingCents: 520_000 });
  });

  it("is all zeros for a new budget", () => {
    expect(budgetFigures(0, {}, [])).toMatchObject({ allocatedCents: 0, costCents: 0, paidCents: 0, owedCents: 0, remainingCents: 0 });
  });
});

describe("paymentTiming", () => {
  it("sorts unpaid payments into overdue, due within seven days and later", () => {
    const today = "2027-03-10";
    expect(paymentTiming({ dueDate: "2027-03-09", paidAt: null }, today)).toBe("overdue");
    expect(paymentTiming({ dueDate: "2027-03-10", paidAt: null }, today)).toBe("due-soon");
    expect(paymentTiming({ dueDate: "2027-03-17", paidAt: null }, today)).toBe("due-soon");
    expect(paymentTiming({ dueDate: "2027-03-18", paidAt: null }, today)).toBe("later");
    expect(paymentTiming({ dueDate: "2027-03-01", paidAt: "2027-02-28T12:00:00Z" }, today)).toBe("paid");
  });
});

describe("guestScenario", () => {
  const budget = { totalCents: 3_500_000, guestCount: 100, allocations: suggestedAllocations(3_500_000) };

  it("scales only the per-guest categories and keeps the rest", () => {
    const scenario = guestScenario(budget, {}, 150);
    const line = (id: string) => scenario.lines.find((l) => l.categoryId === id)!;
    expect(line("catering")).toMatchObject({ currentCents: 1_050_000, scenarioCents: 1_575_000, perGuest: true });
    expect(line("venue")).toMatchObject({ currentCents: 630_000, scenarioCents: 630_000 });
    // Per-guest shares are 30 + 2 + 2 + 2 = 36% of the total; half as many guests again adds 18%.
    expect(scenario.scenarioTotalCents).toBe(3_500_000 + 630_000);
    expect(scenario.differenceCents).toBe(630_000);
  });

  it("keeps the total at the same guest count, and handles 1 and 2,000 guests", () => {
    expect(guestScenario(budget, {}, 100).differenceCents).toBe(0);
    const one = guestScenario(budget, {}, 1);
    expect(one.lines.find((l) => l.categoryId === "catering")!.scenarioCents).toBe(10_500);
    const many = guestScenario({ ...budget, guestCount: 1 }, {}, 2000);
    expect(many.lines.find((l) => l.categoryId === "catering")!.scenarioCents).toBe(1_050_000 * 2000);
    expect(Number.isSafeInteger(many.scenarioTotalCents)).toBe(true);
  });

  it("counts spending past the allocation, and money not yet allocated", () => {
    const scenario = guestScenario({ totalCents: 1_000_000, guestCount: 50, allocations: { catering: 200_000 } }, { catering: 300_000 }, 100);
    expect(scenario.currentTotalCents).toBe(1_000_000);
    expect(scenario.scenarioTotalCents).toBe(600_000 + 700_000);
  });
});

describe("schemas", () => {
  it("refuses negative, fractional and too-large amounts with a message", () => {
    for (const totalCents of [-1, 10.5, MAX_AMOUNT_CENTS + 1, Number.NaN, 0]) {
      const result = budgetSchema.safeParse({ totalCents, guestCount: 100 });
      expect(result.success, String(totalCents)).toBe(false);
      expect(result.error?.issues[0]?.message).toMatch(/\w/);
    }
    expect(budgetSchema.safeParse({ totalCents: MAX_AMOUNT_CENTS, guestCount: 2000 }).success).toBe(true);
    expect(budgetSchema.safeParse({ totalCents: 100, guestCount: 0 }).success).toBe(false);
  });

  it("checks categories, dates and fills in defaults for an expense", () => {
    const parsed = expenseSchema.parse({ categoryId: "venue", vendorName: " The Grand Hall ", estimatedCents: 500_000 });
    expect(parsed).toMatchObject({ vendorName: "The Grand Hall", vendorId: null, status: "considering", actualCents: null, payments: [] });
    expect(expenseSchema.safeParse({ categoryId: "yachts", vendorName: "x", estimatedCents: 1 }).success).toBe(false);
    const badDate = expenseSchema.safeParse({
      categoryId: "venue",
      vendorName: "x",
      estimatedCents: 1,
      payments: [{ label: "Deposit", amountCents: 100, dueDate: "2027-02-30" }],
    });
    expect(badDate.error?.issues[0]?.path).toEqual(["payments", 0, "dueDate"]);
  });
});
