import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../harness.ts";
import { buildQualityFixture, type QualityFixture } from "./fixture.ts";
import { KINDS, type Kind, type Question } from "./questions.ts";
import { askAll, report, type Result } from "./runner.ts";

/**
 * One of June's quality sets as a test file: the fixture built through the HTTP API, every question asked
 * in a fresh conversation, the score table printed, and the hard rules (no other couple's data, no invented
 * venue or vendor) checked beside the set's pass threshold.
 */
export function describeQualitySet(title: string, build: (f: QualityFixture) => Question[], passThreshold: number, options: { everyKindBut?: readonly Kind[] } = {}) {
  let t: TestApp;
  let questions: Question[] = [];
  let results: Result[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    const f = await buildQualityFixture(t);
    questions = build(f);
    results = await askAll(t, f, questions);
    console.log(report(title, results));
  }, 600_000);
  afterAll(() => t.close());

  describe(`${title} (issue 24)`, () => {
    const skipped = options.everyKindBut;
    if (skipped) {
      it("covers every kind of question", () => {
        for (const kind of KINDS.filter((k) => !skipped.includes(k))) expect(questions.some((q) => q.kind === kind)).toBe(true);
      });
    }

    it("never shows the other couple's data", () => {
      expect(results.filter((r) => r.leaks.length > 0).map((r) => `${r.question.ask} → ${r.leaks.join(", ")}`)).toEqual([]);
    });

    it("never names a venue or vendor that is not in the catalog", () => {
      expect(results.filter((r) => r.invented.length > 0).map((r) => `${r.question.ask} → ${r.invented.join(", ")}`)).toEqual([]);
    });

    it(`answers at least ${Math.round(passThreshold * 100)}% right`, () => {
      const right = results.filter((r) => r.failed.length === 0).length;
      expect(right / results.length).toBeGreaterThanOrEqual(passThreshold);
    });
  });
}
