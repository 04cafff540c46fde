import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../harness.ts";
import { buildQualityFixture, type QualityFixture } from "./fixture.ts";
import { buildHeldOutQuestions } from "./held-out.ts";
import { KINDS, type Question } from "./questions.ts";
import { askAll, report, type Result } from "./runner.ts";

/**
 * June's held-out quality set (issue 24): questions June was not tuned on, asked through the HTTP API
 * over the same fixture as the tuned set, with the same hard rules (no leak, no invented name).
 *
 * Pass threshold: measured 2026-11-26, before June was changed for anything in it, the built-in engine
 * answered 36 of 78 right (46%: guests 6/12, money 4/12, dates 4/10, venues 1/10, vendors 2/7, actions
 * 4/6, destructive 5/5, refusals 3/5, etiquette 3/4, greetings 3/3, injection 1/4). After decision 036
 * (slotted catalog search, money and dates worked out, a confirmed delete): 61 of 78 (78%: guests 6/12,
 * money 11/12, dates 10/10, venues 9/10, vendors 6/7, actions 5/6, destructive 4/5, refusals 3/5, etiquette
 * 2/4, greetings 3/3, injection 2/4), measured 2026-11-26; the floor is that minus a small margin. After
 * the guest list's slots, slotted refusals, advice from the knowledge base and casual "add" phrasings (tuned
 * on neither set): 74 of 78 (95%: guests 12/12, money 11/12, dates 10/10, venues 9/10, vendors 6/7, actions
 * 5/6, destructive 5/5, refusals 5/5, etiquette 4/4, greetings 3/3, injection 4/4), measured 2026-11-26.
 */
const PASS_THRESHOLD = 0.92;

let t: TestApp;
let f: QualityFixture;
let questions: Question[];
let results: Result[] = [];

beforeAll(async () => {
  t = await createTestApp();
  f = await buildQualityFixture(t);
  questions = buildHeldOutQuestions(f);
  results = await askAll(t, f, questions);
  console.log(report("June's held-out set", results));
}, 600_000);
afterAll(() => t.close());

describe("June's held-out quality set (issue 24)", () => {
  it("covers every kind of question", () => {
    // The newer planning modules are a kind of their own since the fourth set (session 10); this set predates them.
    for (const kind of KINDS.filter((k) => k !== "modules")) expect(questions.some((q) => q.kind === kind)).toBe(true);
  });

  it("never shows the other couple's data", () => {
    expect(results.filter((r) => r.leaks.length > 0).map((r) => `${r.question.ask} → ${r.leaks.join(", ")}`)).toEqual([]);
  });

  it("never names a venue or vendor that is not in the catalog", () => {
    expect(results.filter((r) => r.invented.length > 0).map((r) => `${r.question.ask} → ${r.invented.join(", ")}`)).toEqual([]);
  });

  it(`answers at least ${Math.round(PASS_THRESHOLD * 100)}% right`, () => {
    const right = results.filter((r) => r.failed.length === 0).length;
    expect(right / results.length).toBeGreaterThanOrEqual(PASS_THRESHOLD);
  });
});
