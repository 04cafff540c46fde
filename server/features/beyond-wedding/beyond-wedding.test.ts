import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BEYOND_ANSWER_MAX, type BeyondItemView, type BeyondModuleProgress } from "../../../domain/beyond-wedding.ts";
import { contributorProfiles } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";

let t: TestApp;
let couple: Record<string, string>;
let other: Record<string, string>;
let coupleId: string;

const idOf = async (headers: Record<string, string>) => ((await (await t.request("GET", "/api/account/me", undefined, headers)).json()) as { user: { id: string } }).user.id;
const progress = async (headers: Record<string, string>, query = "") => {
  const response = await t.request("GET", `/api/beyond-wedding/progress${query}`, undefined, headers);
  expect(response.status).toBe(200);
  return ((await response.json()) as { modules: BeyondModuleProgress[] }).modules;
};
const save = (headers: Record<string, string>, module: string, index: number | string, body: unknown, query = "") =>
  t.request("PUT", `/api/beyond-wedding/modules/${module}/items/${index}${query}`, body, headers);

beforeAll(async () => {
  t = await createTestApp();
  [couple, other] = await Promise.all([t.signIn("couple"), t.signIn("couple")]);
  coupleId = await idOf(couple);
});
afterAll(() => t.close());

describe("Beyond the Wedding progress", () => {
  it("starts empty: every module listed, nothing done", async () => {
    const modules = await progress(couple);
    expect(modules.map((m) => m.module)).toEqual([
      "june-voice-intake",
      "intake-scheduling",
      "communication",
      "financial-planning",
      "legal-protection",
      "health-wellness",
      "life-planning",
      "insurance-security",
      "faith-values",
    ]);
    expect(modules.every((m) => m.doneCount === 0 && m.items.length === 0 && m.total > 0)).toBe(true);
  });

  it("saves a ticked prompt and an answer, each without undoing the other, and reads them back", async () => {
    const ticked = await save(couple, "financial-planning", 2, { done: true });
    expect(ticked.status).toBe(200);
    expect(((await ticked.json()) as BeyondItemView).done).toBe(true);
    const answered = await save(couple, "financial-planning", 2, { answer: "  Review statements on the first Sunday.  " });
    expect((await answered.json()) as BeyondItemView).toMatchObject({ index: 2, done: true, answer: "Review statements on the first Sunday." });
    await save(couple, "financial-planning", 0, { answer: "Both share numbers Friday" });

    const financial = (await progress(couple)).find((m) => m.module === "financial-planning")!;
    expect(financial).toMatchObject({ title: "Financial planning", total: 6, doneCount: 1 });
    expect(financial.items.map((i) => [i.index, i.done, i.answer])).toEqual([
      [0, false, "Both share numbers Friday"],
      [2, true, "Review statements on the first Sunday."],
    ]);
    const one = await t.request("GET", "/api/beyond-wedding/modules/financial-planning", undefined, couple);
    expect(((await one.json()) as BeyondModuleProgress).items).toHaveLength(2);

    const unticked = await save(couple, "financial-planning", 2, { done: false });
    expect((await unticked.json()) as BeyondItemView).toMatchObject({ done: false, answer: "Review statements on the first Sunday." });
  });

  it("keeps one couple's answers from another: another couple reads nothing of theirs and cannot name them", async () => {
    await save(couple, "communication", 1, { done: true, answer: "Sundays after dinner" });
    expect((await progress(other)).every((m) => m.items.length === 0)).toBe(true);
    // Naming the first couple is a 404 for a couple who isn't their helper.
    expect((await t.request("GET", `/api/beyond-wedding/progress?coupleId=${coupleId}`, undefined, other)).status).toBe(404);
    expect((await save(other, "communication", 1, { done: false }, `?coupleId=${coupleId}`)).status).toBe(404);
    const communication = (await progress(couple)).find((m) => m.module === "communication")!;
    expect(communication.items).toMatchObject([{ index: 1, done: true, answer: "Sundays after dinner" }]);
  });

  it("is the couple's alone: a helper with edit on every shared area is refused, business accounts too", async () => {
    const helper = await t.signIn("couple");
    await t.database.db.insert(contributorProfiles).values({
      userId: await idOf(helper),
      coupleId,
      permissions: { guests: "edit", budget: "edit", timeline: "edit", venues: "edit", chat: "edit", boards: "edit" },
    });
    expect((await t.request("GET", `/api/beyond-wedding/progress?coupleId=${coupleId}`, undefined, helper)).status).toBe(403);
    expect((await save(helper, "communication", 1, { done: false }, `?coupleId=${coupleId}`)).status).toBe(403);
    for (const kind of ["vendor", "venue_owner"] as const) {
      const business = await t.signIn(kind);
      expect((await t.request("GET", "/api/beyond-wedding/progress", undefined, business)).status).toBe(403);
      expect((await save(business, "communication", 0, { done: true })).status).toBe(403);
    }
    expect((await t.request("GET", "/api/beyond-wedding/progress")).status).toBe(401);
  });

  it("answers bad input with what to fix", async () => {
    const unknownModule = await save(couple, "astrology", 0, { done: true });
    expect(unknownModule.status).toBe(400);
    expect(JSON.stringify(await unknownModule.json())).toContain("That is not a Beyond the Wedding module.");
    expect((await save(couple, "communication", "first", { done: true })).status).toBe(400);
    const outOfRange = await save(couple, "communication", 5, { done: true });
    expect(outOfRange.status).toBe(404);
    expect(((await outOfRange.json()) as { error: { message: string } }).error.message).toBe("That prompt isn't part of this module.");
    const empty = await save(couple, "communication", 0, {});
    expect(empty.status).toBe(400);
    expect(JSON.stringify(await empty.json())).toContain("Send done, an answer, or both.");
    const long = await save(couple, "communication", 0, { answer: "x".repeat(BEYOND_ANSWER_MAX + 1) });
    expect(long.status).toBe(400);
    expect(JSON.stringify(await long.json())).toContain("Keep your answer under 4,000 characters.");
    expect((await save(couple, "communication", 0, { done: "yes" })).status).toBe(400);
    expect((await save(couple, "communication", 0, { done: true, extra: 1 })).status).toBe(400);
    expect((await t.request("GET", "/api/beyond-wedding/modules/astrology", undefined, couple)).status).toBe(400);
  });
});

describe("Beyond the Wedding in June and the overview", () => {
  const ask = async (headers: Record<string, string>, content: string) => {
    const response = await t.request("POST", "/api/functions/chat-with-june", { messages: [{ role: "user", content }] }, headers);
    expect(response.status).toBe(200);
    return (await response.json()) as { reply: string };
  };

  it("June knows the intake answers afterwards, and suggests where to start from them", async () => {
    const partner = await t.signIn("couple");
    await save(partner, "june-voice-intake", 2, { answer: "Money, mostly paying down our student loans", done: true });
    await save(partner, "legal-protection", 0, { done: true });
    const { reply } = await ask(partner, "What did we answer in our Beyond the Wedding intake?");
    expect(reply).toContain("• Legal protection: 1 of 5 done");
    expect(reply).toContain("• June voice intake: 1 of 6 done");
    expect(reply).toContain("• What feels uncertain about the first year? Money, mostly paying down our student loans");
    expect(reply).toContain("• Financial planning: “Money” came up in your answer to “What feels uncertain about the first year?”");
  });

  it("June saves an intake answer when the couple confirms; a vendor cannot", async () => {
    const partner = await t.signIn("couple");
    const action = { type: "save-intake-answer", questionIndex: 5, answer: "A paid-off car and a trip to the Smokies" };
    const done = await t.request("POST", "/api/june/actions", { action, decision: "confirm" }, partner);
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({ state: "done", changed: ["beyond-wedding", "planning"] });
    const intake = (await progress(partner)).find((m) => m.module === "june-voice-intake")!;
    expect(intake.items).toMatchObject([{ index: 5, done: true, answer: "A paid-off car and a trip to the Smokies" }]);

    // June acts on the caller's own planning only: a vendor has no Beyond the Wedding to save to.
    const vendor = await t.signIn("vendor");
    expect((await t.request("POST", "/api/june/actions", { action, decision: "confirm" }, vendor)).status).toBe(403);
    const tooLong = await t.request("POST", "/api/june/actions", { action: { ...action, answer: "x".repeat(4001) }, decision: "confirm" }, partner);
    expect(tooLong.status).toBeGreaterThanOrEqual(400);
    expect(tooLong.status).toBeLessThan(500);
  });

  it("shows each module's progress in the couple's planning overview", async () => {
    const overview = (await (await t.request("GET", "/api/planning/overview", undefined, couple)).json()) as {
      beyondWedding: { startedCount: number; modules: { module: string; doneCount: number; total: number }[] } | null;
    };
    expect(overview.beyondWedding!.modules.find((m) => m.module === "communication")).toMatchObject({ doneCount: 1, total: 5 });
    expect(overview.beyondWedding!.startedCount).toBe(1);
  });
});
