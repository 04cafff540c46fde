import { describe, expect, it } from "vitest";
import { COUPLE_LINKS } from "../features/account";
import { PLANNING_LINKS } from "./navigation";
import { routePageFor } from "./routes";

describe("the couple account's shortcuts", () => {
  it("lead to the couple's planning screens, each a real route", () => {
    expect(COUPLE_LINKS.map((l) => l.to)).toEqual(
      expect.arrayContaining(["/couple-dashboard", "/planning/guest-list-manager", "/planning/master-timeline", "/my-inquiries"]),
    );
    expect(COUPLE_LINKS.filter((l) => !routePageFor(l.to)).map((l) => l.to)).toEqual([]);
  });
});

describe("a couple's planning links (header, phone menu, bottom nav)", () => {
  it("go to the dashboard, guest list, budget and timeline, each a real route", () => {
    expect(PLANNING_LINKS.map((l) => l.to)).toEqual(["/couple-dashboard", "/planning/guest-list-manager", "/planning/budget-tracker", "/planning/master-timeline"]);
    expect(PLANNING_LINKS.filter((l) => !routePageFor(l.to))).toEqual([]);
  });
});
