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
  guests: { total: 0, attending: 0, pending: 0, declined: 0, invitationsSent: 0, events: [] },
  beyondWedding: null,
  floral: { designs: 0, latest: null },
  music: { songCount: 0, pendingRequests: 0 },
  seating: { saved: false, tables: 0, seated: 0, guests: 0 },
  website: { saved: false, published: false, slug: null },
  collaboration: { helpers: 0, pendingInvitations: 0 },
  tasksPolls: { openTasks: 0, overdueTasks: 0, myOpenTasks: 0, myTasks: [], openPolls: 0 },
  inspirationBoards: { boards: 0, images: 0 },
  ...over,
});

describe("the getting-started steps", () => {
  it("are all to do for a new couple, and signed out", () => {
    expect(planningSteps(overview()).map((s) => s.state)).toEqual(["todo", "todo", "todo", "todo", "todo"]);
    expect(planningSteps(null).map((s) => s.state)).toEqual(["todo", "todo", "todo", "todo", "todo"]);
  });

  it("follow the couple's real data", () => {
    const steps = planningSteps(
      overview({
        profileComplete: true,
        budget: { totalCents: 3_000_000, costCents: 0, paidCents: 0, remainingCents: 3_000_000, expenseCount: 0 },
        venues: { saved: 2, status: "searching" },
        timeline: { id: "t", total: 30, done: 3, overdue: 0, next: [] },
        guests: { total: 42, attending: 0, pending: 42, declined: 0, invitationsSent: 0, events: [] },
      }),
    );
    expect(steps.map((s) => [s.id, s.state, s.detail])).toEqual([
      ["profile", "done", undefined],
      ["budget", "started", "Total set; add your first quote"],
      ["venue", "started", "2 saved"],
      ["guests", "started", "42 guests; invitations not sent yet"],
      ["timeline", "done", "3 of 30 tasks done"],
    ]);
  });

  it("count the guest list done once invitations have gone out", () => {
    const guests = (invitationsSent: number) => ({ total: 1, attending: 0, pending: 1, declined: 0, invitationsSent, events: [] });
    const step = (o: PlanningOverview) => planningSteps(o).find((s) => s.id === "guests")!;
    expect(step(overview({ guests: guests(1) }))).toMatchObject({ state: "done", detail: "1 guest; 1 invitation sent" });
    expect(step(overview({ guests: guests(0) }))).toMatchObject({ state: "started", detail: "1 guest; invitations not sent yet" });
  });
});
