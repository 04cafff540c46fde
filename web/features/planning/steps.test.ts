import { describe, expect, it } from "vitest";
import { planningSteps, type PlanningOverview } from "./api";

const overview = (over: Partial<PlanningOverview> = {}): PlanningOverview => ({
  today: "2026-11-23",
  wedding: { weddingDate: null, coupleNames: "The couple", city: null, timeZone: "America/New_York" },
  daysToGo: null,
  profileComplete: false,
  timeline: null,
  budget: null,
  venues: { saved: 0, status: null },
  ...over,
});

describe("the getting-started steps", () => {
  it("are all to do for a new couple, and signed out", () => {
    expect(planningSteps(overview()).map((s) => s.state)).toEqual(["todo", "todo", "todo", "todo"]);
    expect(planningSteps(null).map((s) => s.state)).toEqual(["todo", "todo", "todo", "todo"]);
  });

  it("follow the couple's real data", () => {
    const steps = planningSteps(
      overview({
        profileComplete: true,
        budget: { totalCents: 3_000_000, costCents: 0, paidCents: 0, remainingCents: 3_000_000, expenseCount: 0 },
        venues: { saved: 2, status: "searching" },
        timeline: { id: "t", total: 30, done: 3, overdue: 0, next: [] },
      }),
    );
    expect(steps.map((s) => [s.id, s.state, s.detail])).toEqual([
      ["profile", "done", undefined],
      ["budget", "started", "Total set; add your first quote"],
      ["venue", "started", "2 saved"],
      ["timeline", "done", "3 of 30 tasks done"],
    ]);
  });
});
