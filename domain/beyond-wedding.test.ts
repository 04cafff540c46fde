import { describe, expect, it } from "vitest";
import { BEYOND_MODULES, INTAKE_QUESTIONS, beyondItemSchema, progressLine, suggestModules } from "./beyond-wedding.ts";

describe("Beyond the Wedding suggestions from the intake answers", () => {
  it("names the modules the answers point to, best first, saying which answer did", () => {
    const suggestions = suggestModules(
      new Map([
        [2, "Money mostly: paying down our student loans and maybe a move for Sam's job."],
        [3, "Our budget, and honestly the name change paperwork."],
      ]),
    );
    expect(suggestions.map((s) => s.module)).toEqual(["financial-planning", "legal-protection", "life-planning"]);
    expect(suggestions[0]!.reason).toBe("“Money” came up in your answer to “What feels uncertain about the first year?”");
    expect(suggestions[1]!.reason).toBe("“Name change” came up in your answer to “Which topic do you most want help with?”");
  });

  it("counts the topic question double, and matches whole word starts only", () => {
    // "will" alone is not a cue (it is in most sentences); "goals" in the topic question outweighs one "stress".
    const suggestions = suggestModules(new Map([[1, "We will keep our stress low."], [3, "Goals for the next five years"]]));
    expect(suggestions.map((s) => s.module)).toEqual(["life-planning", "health-wellness"]);
  });

  it("starts with Communication when nothing points anywhere", () => {
    expect(suggestModules(new Map([[0, "We laughed at the same joke."]]))).toEqual([
      { module: "communication", title: "Communication", reason: "Nothing in your answers points to one topic yet, so start where every other module rests: how you talk things through." },
    ]);
  });
});

describe("Beyond the Wedding shapes", () => {
  it("has six intake questions, as the intake module counts them", () => {
    expect(BEYOND_MODULES.find((m) => m.key === "june-voice-intake")!.items).toBe(INTAKE_QUESTIONS.length);
  });

  it("takes done, an answer or both, trimmed, and nothing else", () => {
    expect(beyondItemSchema.parse({ answer: "  ok  " })).toEqual({ answer: "ok" });
    expect(beyondItemSchema.safeParse({}).success).toBe(false);
    expect(beyondItemSchema.safeParse({ done: true, other: 1 }).success).toBe(false);
  });

  it("says how far a module is", () => {
    expect([progressLine(0, 5), progressLine(2, 5), progressLine(5, 5)]).toEqual(["Not started", "2 of 5 done", "All done"]);
  });
});
