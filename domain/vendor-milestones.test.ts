import { describe, expect, it } from "vitest";
import { milestoneProgress, vendorMilestones, type VendorProfileFacts } from "./vendor-milestones";

const EMPTY: VendorProfileFacts = { summary: "", description: "", startingPrice: 0, styles: [], citiesServed: [], published: false, packageCount: 0, imageCount: 0, recommendationCount: 0 };

describe("vendorMilestones", () => {
  it("starts with nothing done", () => {
    const steps = vendorMilestones(EMPTY);
    expect(steps.every((s) => !s.done)).toBe(true);
    expect(milestoneProgress(steps)).toBe(0);
  });

  it("marks each step from the profile's facts", () => {
    const steps = vendorMilestones({ ...EMPTY, startingPrice: 900, styles: ["modern"], packageCount: 1, imageCount: 2, citiesServed: ["columbus"] });
    const done = Object.fromEntries(steps.map((s) => [s.id, s.done]));
    expect(done).toEqual({ story: false, pricing: true, packages: true, portfolio: false, cities: true, friendor: false, published: false });
    expect(milestoneProgress(steps)).toBe(43);
  });

  it("needs a real description and three photos", () => {
    const steps = vendorMilestones({ ...EMPTY, summary: "Film photography for calm couples.", description: "x".repeat(80), imageCount: 3 });
    expect(steps.find((s) => s.id === "story")?.done).toBe(true);
    expect(steps.find((s) => s.id === "portfolio")?.done).toBe(true);
  });
});
