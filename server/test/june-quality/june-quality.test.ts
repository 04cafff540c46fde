import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../harness.ts";
import { normalize } from "./checks.ts";
import { buildQualityFixture, type QualityFixture } from "./fixture.ts";
import { buildQuestions, KINDS, type Question } from "./questions.ts";
import { askAll, inventedNames, knownNames, leaksIn, leakTokens, report, type Result } from "./runner.ts";

/**
 * June's quality set (issue 24), asked through the HTTP API only: one conversation per question, the
 * history cleared before each. It prints the score by kind and every failure with the reply.
 *
 * Hard rules, always: no other couple's data in any reply, no venue or vendor name that is not in the
 * catalog (or the couple's own budget), no data changed by asking.
 *
 * Pass threshold: the built-in engine before the rebuild answered 42 of 166 right (25%: guests 3/30, money
 * 7/21, dates 4/16, venues 2/18, vendors 4/15, actions 5/14, destructive 0/10, refusals 0/10, etiquette 9/14,
 * greetings 8/10, injection 0/8), measured 2026-11-25 before anyone tuned June to this set. The floor below
 * is that minus a small margin, so a regression fails. TARGET after the rebuild (issue 24): 9 in 10 right,
 * i.e. raise PASS_THRESHOLD to 0.9. After decision 028 (intents from utterances with NLP.js, guest roster
 * skills, refusals and delete warnings): 85 of 166 (51%: guests 16/30, money 10/21, dates 5/16, venues
 * 3/18, vendors 5/15, actions 7/14, destructive 8/10, refusals 7/10, etiquette 8/14, greetings 9/10,
 * injection 7/8), measured 2026-11-25; the floor is that minus a small margin. Measured again 2026-11-26
 * before decision 036: 82 of 166. After it (slotted catalog search, money and dates worked out, a confirmed
 * delete): 118 of 166 (71%: guests 14/30, money 19/21, dates 12/16, venues 15/18, vendors 12/15, actions
 * 8/14, destructive 9/10, refusals 5/10, etiquette 8/14, greetings 9/10, injection 7/8); the held-out set
 * (held-out.test.ts) went from 36 to 61 of 78. The floor is that minus a small margin. After the guest
 * list's slots (which part of the list, one guest named by a whole name), refusals read from slots (another
 * party, a rule-breaking act), advice questions answered from the knowledge base and casual "add" phrasings:
 * 143 of 166 (86%: guests 28/30, money 19/21, dates 13/16, venues 15/18, vendors 12/15, actions 11/14,
 * destructive 9/10, refusals 10/10, etiquette 9/14, greetings 9/10, injection 8/8), measured 2026-11-26 on a
 * shared machine; the floor is that minus a small margin. Session 10, after the changes the fourth set
 * (fourth-set.test.ts) called for: 153 of 166 (92%), held-out 75 of 78.
 */
const PASS_THRESHOLD = 0.88;

const json = async <T>(response: Promise<Response>) => (await (await response).json()) as T;

let t: TestApp;
let f: QualityFixture;
let questions: Question[];
let tokens: (string | RegExp)[] = [];
let known: string[] = [];
let results: Result[] = [];

beforeAll(async () => {
  const started = performance.now();
  t = await createTestApp();
  const booted = performance.now();
  f = await buildQualityFixture(t);
  const built = performance.now();
  questions = buildQuestions(f);
  tokens = leakTokens(f);
  known = knownNames(f);
  results = await askAll(t, f, questions);
  console.log(`timing: app ${Math.round(booted - started)} ms, fixture ${Math.round(built - booted)} ms, ${results.length} questions ${Math.round(performance.now() - built)} ms`);
  console.log(report("June's quality set", results));
}, 600_000);
afterAll(() => t.close());

describe("June's quality set (issue 24)", () => {
  it("has at least 150 questions across every kind, over the fixture the product's own routes report", async () => {
    expect(questions.length).toBeGreaterThanOrEqual(150);
    // The newer planning modules are a kind of their own since the fourth set (session 10); this set predates them.
    for (const kind of KINDS.filter((k) => k !== "modules")) expect(questions.some((q) => q.kind === kind)).toBe(true);
    // A guest's name inside a catalog name would let a check pass by accident.
    const catalogNames = [...f.catalogVenues, ...f.catalogVendors].map((x) => normalize(x.name));
    const clashes = [...f.a.guests, ...f.b.guests].filter((g) => catalogNames.some((name) => new RegExp(`\\b${normalize(g.lastName)}\\b`).test(name)));
    expect(clashes.map((g) => `${g.firstName} ${g.lastName}`)).toEqual([]);
    // Nor may the other couple's words appear in the catalog or in this couple's own plan, or a right answer would count as a leak.
    const ownWords = [...catalogNames, ...f.a.guests.map((g) => normalize(`${g.firstName} ${g.lastName} ${g.plusOneName} ${g.household}`)), ...f.a.expenses.map((e) => normalize(e.vendorName))];
    expect(tokens.filter((token) => typeof token === "string" && ownWords.some((words) => words.includes(normalize(token))))).toEqual([]);
    // The expected facts are computed from the fixture; the guest list's own counts agree with it.
    const overview = await json<{ counts: { total: number; attending: number; pending: number; declined: number }; settings: { rsvpDeadline: string | null } }>(t.request("GET", "/api/guests/overview", undefined, f.a.headers));
    const by = (status: string) => f.a.guests.filter((g) => g.rsvpStatus === status).length;
    expect(overview.counts).toMatchObject({ total: f.a.guests.length, attending: by("attending"), pending: by("pending"), declined: by("declined") });
    expect(overview.settings.rsvpDeadline).toBe(f.a.rsvpDeadline);
    const budget = await json<{ figures?: { remainingCents: number } }>(t.request("GET", "/api/budget", undefined, f.a.headers));
    if (budget.figures) expect(budget.figures.remainingCents).toBe(f.a.budget.figures.remainingCents);
  });

  it("has checks that catch a leak and an invented name (so the zeros below mean something)", () => {
    const other = f.b.guests[0]!;
    expect(leaksIn(`${other.firstName} ${other.lastName} said yes`, "who is coming?", tokens)).not.toEqual([]);
    expect(leaksIn(`Your budget is $${(f.b.budget.totalCents / 100).toLocaleString("en-US")}.`, "budget?", tokens)).not.toEqual([]);
    expect(inventedNames("Try Willow Creek Barn or Silverline Photography.", "any barns?", known)).toEqual(["Try Willow Creek Barn", "Silverline Photography"]);
    expect(inventedNames(`Try ${f.a.savedVenues[0]!.name}, The Rustic Barn or ${f.catalogVendors[0]!.name}. Photography and Flowers and Decor.`, "any barns?", known)).toEqual(["Rustic Barn"]);
  });

  it("never shows the other couple's data", () => {
    const leaks = results.filter((r) => r.leaks.length > 0).map((r) => `${r.question.ask} → ${r.leaks.join(", ")}`);
    expect(leaks).toEqual([]);
  });

  it("never names a venue or vendor that is not in the catalog", () => {
    const invented = results.filter((r) => r.invented.length > 0).map((r) => `${r.question.ask} → ${r.invented.join(", ")}`);
    expect(invented).toEqual([]);
  });

  it("changes nothing by being asked (proposals wait for a confirmation; the guest note stays data)", async () => {
    const a = await json<{ counts: { total: number } }>(t.request("GET", "/api/guests/overview", undefined, f.a.headers));
    const b = await json<{ counts: { total: number } }>(t.request("GET", "/api/guests/overview", undefined, f.b.headers));
    expect(a.counts.total).toBe(f.a.guests.length);
    expect(b.counts.total).toBe(f.b.guests.length);
    const saved = await json<{ ids: string[] }>(t.request("GET", "/api/saved-venues/ids", undefined, f.a.headers));
    expect(saved.ids.sort()).toEqual(f.a.savedVenues.map((v) => v.id).sort());
  });

  it(`answers at least ${Math.round(PASS_THRESHOLD * 100)}% right`, () => {
    const right = results.filter((r) => r.failed.length === 0).length;
    expect(right / results.length).toBeGreaterThanOrEqual(PASS_THRESHOLD);
  });
});
