import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../harness.ts";
import { buildQualityFixture, type QualityFixture } from "./fixture.ts";
import { buildThirdSetQuestions } from "./third-set.ts";
import type { Question } from "./questions.ts";
import { askAll, report, type Result } from "./runner.ts";

/**
 * June's third quality set (issue 24, round 3): guest-list, refusal and etiquette questions written before
 * June was changed for them, asked through the HTTP API over the same fixture, with the same hard rules
 * (no leak, no invented name).
 *
 * Pass threshold: measured 2026-11-26 before June was changed for anything in it: 10 of 26 (38%: guests
 * 4/14, actions 0/2, refusals 3/5, etiquette 3/5). After the guest list's slots, slotted refusals, advice
 * from the knowledge base and casual "add" phrasings: 25 of 26 (96%: guests 14/14, actions 2/2, refusals 5/5,
 * etiquette 4/5). The floor is that minus a small margin.
 */
const PASS_THRESHOLD = 0.9;

let t: TestApp;
let f: QualityFixture;
let questions: Question[];
let results: Result[] = [];

beforeAll(async () => {
  t = await createTestApp();
  f = await buildQualityFixture(t);
  questions = buildThirdSetQuestions(f);
  results = await askAll(t, f, questions);
  console.log(report("June's third set", results));
}, 600_000);
afterAll(() => t.close());

describe("June's third quality set (issue 24)", () => {
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
