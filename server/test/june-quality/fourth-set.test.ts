import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../harness.ts";
import { buildQualityFixture, type QualityFixture } from "./fixture.ts";
import { buildFourthSetQuestions } from "./fourth-set.ts";
import type { Question } from "./questions.ts";
import { askAll, report, type Result } from "./runner.ts";

/**
 * June's fourth quality set (issue 24, session 10): questions over everything June covers, written in one
 * sitting before June was changed that session, asked through the HTTP API over the same fixture with the
 * same hard rules (no leak, no invented name).
 *
 * Pass threshold: measured 2026-11-26 before any change: 40 of 65 (62%: guests 6/10, money 7/8, dates
 * 4/7, venues 4/6, vendors 3/5, actions 2/6, destructive 3/4, refusals 3/4, etiquette 1/6, greetings 2/2,
 * injection 2/2, modules 3/5). After one round of general changes (events' dates and times, tasks due in a
 * window, the couple's own vendors and who they still owe, households deleted with a confirmation, sides
 * by answer, more etiquette topics, music and helper questions as slots): 63 of 65 (97%). The floor is 0.9.
 */
const PASS_THRESHOLD = 0.9;

let t: TestApp;
let f: QualityFixture;
let questions: Question[];
let results: Result[] = [];

beforeAll(async () => {
  t = await createTestApp();
  f = await buildQualityFixture(t);
  questions = buildFourthSetQuestions(f);
  results = await askAll(t, f, questions);
  console.log(report("June's fourth set", results));
}, 600_000);
afterAll(() => t.close());

describe("June's fourth quality set (issue 24)", () => {
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
