import { describe, expect, it } from "vitest";
import { answeredDetails } from "./venue-questionnaire";

describe("answeredDetails", () => {
  it("keeps only answered questions, grouped by section in questionnaire order, with choice labels", () => {
    const sections = answeredDetails({ candles: "restricted", deposit: "30% of the rental fee", rain_plan: "  ", unknown_key: "x" });
    expect(sections.map((s) => s.answers.map((a) => [a.label, a.text]))).toEqual([
      [["Deposit to hold the date", "30% of the rental fee"]],
      [["Candles and open flames", "Allowed with conditions"]],
    ]);
  });

  it("has nothing to show for a listing with no answers", () => {
    expect(answeredDetails({})).toEqual([]);
    expect(answeredDetails(undefined)).toEqual([]);
  });
});
