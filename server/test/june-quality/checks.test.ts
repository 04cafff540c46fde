import { describe, expect, it } from "vitest";
import { action, countPattern, datesIn, moneyPattern, namesPerson, normalize, onlyActions } from "./checks.ts";

/** The quality set's matchers: generous on wording, never matching a wrong number. */
describe("June quality checks", () => {
  it("reads a count only as itself", () => {
    expect(countPattern(12).test("you have 12 kids coming")).toBe(true);
    expect(countPattern(4).test("four vegan meals")).toBe(true);
    expect(countPattern(12).test("$12 each")).toBe(false);
    expect(countPattern(12).test("120 guests")).toBe(false);
    expect(countPattern(12).test("due 2027-12-01")).toBe(false);
    expect(countPattern(1200).test("1,200 guests")).toBe(true);
  });

  it("reads money in its usual forms and nothing close to it", () => {
    expect(moneyPattern(1_380_000).test("$13,800")).toBe(true);
    expect(moneyPattern(1_380_000).test("$13800.00")).toBe(true);
    expect(moneyPattern(1_380_000).test("$13.8k")).toBe(true);
    expect(moneyPattern(1_380_000).test("$13,8000")).toBe(false);
    expect(moneyPattern(1_380_000).test("$138,000")).toBe(false);
    expect(moneyPattern(273_333).test("about $2,733")).toBe(true);
    expect(moneyPattern(273_333).test("$2,733.33")).toBe(true);
    expect(moneyPattern(273_333).test("$2,733.50")).toBe(false);
  });

  it("finds dates however they are written, the year inferred when left out", () => {
    expect(datesIn("Mail them by April 24, 2027.", "2026-11-25")).toContain("2027-04-24");
    expect(datesIn("by apr 24th", "2026-11-25")).toContain("2027-04-24");
    expect(datesIn("due 2027-05-22", "2026-11-25")).toEqual(["2027-05-22"]);
    expect(datesIn("on 5/22/2027", "2026-11-25")).toEqual(["2027-05-22"]);
    expect(datesIn("the 22nd of May", "2026-11-25")).toContain("2027-05-22");
  });

  it("names a person by full name, or first name and family name apart", () => {
    expect(namesPerson("Patrick Brennan hasn't answered", "Patrick", "Brennan")).toBe(true);
    expect(namesPerson("The Brennans (Patrick, Colleen)", "Patrick", "Brennan")).toBe(true);
    expect(namesPerson("Patrick hasn't answered", "Patrick", "Brennan")).toBe(false);
    expect(normalize("Leiper’s  Fork")).toBe("leiper's fork");
  });

  it("judges actions by type and fields", () => {
    const answer = { reply: "", actions: [{ type: "add-guest", firstName: "Dana", lastName: "Whitfield" }] };
    expect(action("add-guest", (a) => a.firstName === "Dana", "").ok(answer)).toBe(true);
    expect(onlyActions(["send-rsvp-reminders"]).ok(answer)).toBe(false);
    expect(onlyActions([]).ok({ reply: "", actions: [] })).toBe(true);
  });
});
