import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NO_ACCESS } from "../../../domain/contributors.ts";
import { contributorProfiles } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";

/** Per-line budget access and the budget's history (issue 29, decision 044). */
type Headers = Record<string, string>;
let t: TestApp;
let couple: Headers;
let otherCouple: Headers;
let mother: Headers;
let coupleId: string;
let motherId: string;
let motherProfileId: string;
let flowers: { id: string; paymentId: string };
let venue: { id: string; paymentId: string };
let otherCouplesExpense: string;

const json = async <T = Record<string, unknown>>(response: Response | Promise<Response>) => (await (await response).json()) as T;
const idOf = async (headers: Headers) => (await json<{ user: { id: string } }>(t.request("GET", "/api/account/me", undefined, headers))).user.id;

interface Expense {
  id: string;
  categoryId: string;
  vendorName: string;
  payments: { id: string; paidAt: string | null }[];
}

const expense = (categoryId: string, vendorName: string, estimatedCents = 250_000) => ({
  categoryId,
  vendorName,
  estimatedCents,
  payments: [{ label: "Deposit", amountCents: 50_000, dueDate: "2027-03-01" }],
});

async function addExpense(headers: Headers, body: ReturnType<typeof expense>, query = "") {
  const response = await t.request("POST", `/api/budget/expenses${query}`, body, headers);
  expect(response.status, await response.clone().text()).toBe(201);
  const { expense: created } = await json<{ expense: Expense }>(response);
  return { id: created.id, paymentId: created.payments[0]!.id };
}

beforeAll(async () => {
  t = await createTestApp();
  [couple, otherCouple, mother] = await Promise.all([t.signIn("couple"), t.signIn("couple"), t.signIn("couple")]);
  [coupleId, motherId] = await Promise.all([idOf(couple), idOf(mother)]);
  for (const who of [couple, otherCouple]) expect((await t.request("PUT", "/api/budget", { totalCents: 3_000_000, guestCount: 120 }, who)).status).toBe(200);
  flowers = await addExpense(couple, expense("flowers", "Petal & Stem"));
  venue = await addExpense(couple, expense("venue", "The Grand Barn", 900_000));
  otherCouplesExpense = (await addExpense(otherCouple, expense("flowers", "Other Florist"))).id;
  const [profile] = await t.database.db
    .insert(contributorProfiles)
    .values({ userId: motherId, coupleId, relationship: "parent", permissions: { ...NO_ACCESS, budget: "edit" } })
    .returning();
  motherProfileId = profile!.id;
  const limited = await t.request("PUT", `/api/collaboration/contributors/${motherProfileId}/budget-lines`, { lines: ["flowers"] }, couple);
  expect(limited.status, await limited.clone().text()).toBe(200);
});
afterAll(() => t.close());

describe("a helper limited to one budget line", () => {
  it("is sent that line only: no total, no other line's allocation, expenses or payments", async () => {
    const response = await t.request("GET", `/api/budget?coupleId=${coupleId}`, undefined, mother);
    expect(response.status).toBe(200);
    const text = await response.clone().text();
    const view = await json<{ lines: string[]; budget: Record<string, unknown>; expenses: Expense[] }>(response);
    expect(view.lines).toEqual(["flowers"]);
    expect(Object.keys(view.budget).sort()).toEqual(["allocations", "guestCount", "updatedAt"]);
    expect(Object.keys(view.budget.allocations as object)).toEqual(["flowers"]);
    expect(view.expenses.map((e) => e.vendorName)).toEqual(["Petal & Stem"]);
    expect(text).not.toContain("totalCents");
    expect(text).not.toContain("The Grand Barn");
    expect(text).not.toContain("3000000");

    const csv = await (await t.request("GET", `/api/budget/export.csv?coupleId=${coupleId}`, undefined, mother)).text();
    expect(csv).toContain("Petal & Stem");
    expect(csv).not.toContain("The Grand Barn");
    expect(csv).not.toMatch(/^(Total|Budget),/m);
    expect(csv).not.toContain("Venue");
  });

  it("refuses the total and other lines, and answers 404 for their ids and other couples' ids", async () => {
    expect((await t.request("PUT", `/api/budget?coupleId=${coupleId}`, { totalCents: 10_000, guestCount: 10 }, mother)).status).toBe(403);
    const outside = await t.request("POST", `/api/budget/expenses?coupleId=${coupleId}`, expense("venue", "Sneaky"), mother);
    expect(outside.status).toBe(403);
    expect((await json<{ error: { message: string } }>(outside)).error.message).toMatch(/hasn't shared that budget line/);
    for (const [method, path, body] of [
      ["PUT", `/api/budget/expenses/${venue.id}`, expense("venue", "Changed")],
      ["DELETE", `/api/budget/expenses/${venue.id}`, undefined],
      ["PATCH", `/api/budget/payments/${venue.paymentId}`, { paid: true }],
      ["PUT", `/api/budget/expenses/${otherCouplesExpense}`, expense("flowers", "Changed")],
      ["DELETE", `/api/budget/expenses/${otherCouplesExpense}`, undefined],
    ] as const) {
      const response = await t.request(method, `${path}?coupleId=${coupleId}`, body, mother);
      expect([method, path, response.status]).toEqual([method, path, 404]);
    }
    // Moving their own line's expense into another line is refused whole.
    expect((await t.request("PUT", `/api/budget/expenses/${flowers.id}?coupleId=${coupleId}`, expense("venue", "Petal & Stem"), mother)).status).toBe(403);
    const whole = await json<{ expenses: Expense[]; budget: { totalCents: number } }>(t.request("GET", "/api/budget", undefined, couple));
    expect(whole.budget.totalCents).toBe(3_000_000);
    expect(whole.expenses.map((e) => [e.vendorName, e.categoryId])).toEqual([
      ["Petal & Stem", "flowers"],
      ["The Grand Barn", "venue"],
    ]);
  });

  it("edits their line, and the couple sees who changed what, before and after", async () => {
    const changed = await t.request("PUT", `/api/budget/expenses/${flowers.id}?coupleId=${coupleId}`, { ...expense("flowers", "Petal & Stem", 320_000), payments: [{ id: flowers.paymentId, label: "Deposit", amountCents: 50_000, dueDate: "2027-03-01" }] }, mother);
    expect(changed.status, await changed.clone().text()).toBe(200);
    expect((await t.request("PATCH", `/api/budget/payments/${flowers.paymentId}?coupleId=${coupleId}`, { paid: true }, mother)).status).toBe(200);
    const added = await addExpense(mother, expense("flowers", "Boutonnieres"), `?coupleId=${coupleId}`);
    expect((await t.request("DELETE", `/api/budget/expenses/${added.id}?coupleId=${coupleId}`, undefined, mother)).status).toBe(200);

    const history = await json<{ changes: { kind: string; who: string; byCouple: boolean; subject: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null }[] }>(
      t.request("GET", "/api/budget/history", undefined, couple),
    );
    const byMother = history.changes.filter((change) => !change.byCouple);
    expect(byMother.map((c) => c.kind)).toEqual(["expense-removed", "expense-added", "payment-paid", "expense-changed"]);
    expect(byMother.every((c) => c.who === "couple")).toBe(true); // the harness names accounts by their kind
    const edit = byMother.find((c) => c.kind === "expense-changed")!;
    expect(edit.subject).toBe("Flowers and decor: Petal & Stem");
    expect(edit.before).toMatchObject({ estimatedCents: 250_000 });
    expect(edit.after).toMatchObject({ estimatedCents: 320_000 });
    expect(history.changes.filter((c) => c.byCouple).map((c) => c.who)).toContain("You");
    // The history is the couple's: not their helper's, not another couple's.
    expect((await t.request("GET", `/api/budget/history?coupleId=${coupleId}`, undefined, mother)).status).toBe(403);
    const others = await json<{ changes: { subject: string }[] }>(t.request("GET", "/api/budget/history", undefined, otherCouple));
    expect(others.changes.some((c) => c.subject.includes("Petal"))).toBe(false);
    expect((await t.request("GET", "/api/budget/history?before=yesterday", undefined, couple)).status).toBe(400);
  });

  it("takes a narrowed line away at the next request, and the whole budget back with null", async () => {
    expect((await t.request("PUT", `/api/collaboration/contributors/${motherProfileId}/budget-lines`, { lines: ["venue"] }, couple)).status).toBe(200);
    expect((await t.request("PATCH", `/api/budget/payments/${flowers.paymentId}?coupleId=${coupleId}`, { paid: false }, mother)).status).toBe(404);
    const narrowed = await json<{ expenses: Expense[] }>(t.request("GET", `/api/budget?coupleId=${coupleId}`, undefined, mother));
    expect(narrowed.expenses.map((e) => e.vendorName)).toEqual(["The Grand Barn"]);

    expect((await t.request("PUT", `/api/collaboration/contributors/${motherProfileId}/budget-lines`, { lines: null }, couple)).status).toBe(200);
    const whole = await json<{ lines: null; budget: { totalCents: number } }>(t.request("GET", `/api/budget?coupleId=${coupleId}`, undefined, mother));
    expect(whole).toMatchObject({ lines: null, budget: { totalCents: 3_000_000 } });
    const [row] = await t.database.db.select().from(contributorProfiles).where(and(eq(contributorProfiles.id, motherProfileId)));
    expect(row?.budgetLines).toBeNull();
  });

  it("lets only the couple set lines, with valid categories, on their own helpers", async () => {
    const bad = await t.request("PUT", `/api/collaboration/contributors/${motherProfileId}/budget-lines`, { lines: ["flowers", "yachts"] }, couple);
    expect(bad.status).toBe(400);
    expect((await t.request("PUT", `/api/collaboration/contributors/${motherProfileId}/budget-lines`, { lines: [] }, couple)).status).toBe(400);
    expect((await t.request("PUT", `/api/collaboration/contributors/${motherProfileId}/budget-lines`, { lines: ["flowers"] }, otherCouple)).status).toBe(404);
    expect((await t.request("PUT", `/api/collaboration/contributors/${motherProfileId}/budget-lines?coupleId=${coupleId}`, { lines: ["flowers"] }, mother)).status).toBe(403);
    const access = await json<{ contributors: { id: string; budgetLines: string[] | null }[] }>(t.request("GET", "/api/collaboration/access", undefined, couple));
    expect(access.contributors.find((c) => c.id === motherProfileId)?.budgetLines).toBeNull();
  });
});
