import path from "node:path";
import { eq } from "drizzle-orm";
import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_AMOUNT_CENTS, sumAllocations } from "../../../domain/budget.ts";
import { budgetExpenses, budgetPayments, users } from "../../db/schema/index.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { readOutbox } from "../../mail/mailer.ts";
import { createLogger } from "../../logger.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { sendPaymentReminders } from "./operations/reminders.ts";
import type { BudgetView, ExpenseView } from "./view.ts";

let t: TestApp;
let couple: Record<string, string>;
let otherCouple: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "https://serviceberry.test" });
  [couple, otherCouple] = await Promise.all([t.signIn("couple"), t.signIn("couple")]);
});
afterAll(() => t.close());

const json = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T;
const getBudget = (headers: Record<string, string>) => json<BudgetView>(t.request("GET", "/api/budget", undefined, headers));
const setBudget = (headers: Record<string, string>, body: unknown) => t.request("PUT", "/api/budget", body, headers);
const addExpense = (headers: Record<string, string>, body: unknown) => t.request("POST", "/api/budget/expenses", body, headers);

const venueExpense = {
  categoryId: "venue",
  vendorName: "The Glasshouse",
  status: "booked",
  estimatedCents: 800_000,
  payments: [
    { label: "Deposit", amountCents: 200_000, dueDate: "2027-01-15", paid: true },
    { label: "Final payment", amountCents: 600_000, dueDate: "2027-05-01" },
  ],
};

describe("the budget", () => {
  it("is empty for a new couple, and expenses wait for a total", async () => {
    expect(await getBudget(couple)).toMatchObject({ budget: null, expenses: [] });
    const response = await addExpense(couple, venueExpense);
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: { code: "budget_not_set" } });
  });

  it("starts from the typical shares, adding up to the cent", async () => {
    const response = await setBudget(couple, { totalCents: 3_500_001, guestCount: 120 });
    expect(response.status).toBe(200);
    const { budget } = (await response.json()) as BudgetView;
    expect(budget).toMatchObject({ totalCents: 3_500_001, guestCount: 120 });
    expect(sumAllocations(budget!.allocations)).toBe(3_500_001);
  });

  it("rescales the split when only the total changes, and keeps allocations sent as they are", async () => {
    const rescaled = await json<BudgetView>(setBudget(couple, { totalCents: 4_000_000, guestCount: 120 }));
    expect(sumAllocations(rescaled.budget!.allocations)).toBe(4_000_000);
    // Over the total is allowed (the page warns); the couple decides how to fix it.
    const over = await json<BudgetView>(setBudget(couple, { totalCents: 4_000_000, guestCount: 150, allocations: { ...rescaled.budget!.allocations, venue: 3_000_000 } }));
    expect(over.budget).toMatchObject({ guestCount: 150, allocations: { venue: 3_000_000 } });
  });

  it.each([
    [{ totalCents: -100, guestCount: 100 }, "totalCents"],
    [{ totalCents: 100.5, guestCount: 100 }, "totalCents"],
    [{ totalCents: MAX_AMOUNT_CENTS + 1, guestCount: 100 }, "totalCents"],
    [{ totalCents: "5000", guestCount: 100 }, "totalCents"],
    [{ totalCents: 500_000, guestCount: 0 }, "guestCount"],
    [{ totalCents: 500_000, guestCount: 100, allocations: { venue: -1 } }, "allocations.venue"],
    [{ totalCents: 500_000, guestCount: 100, allocations: { yacht: 100 } }, "allocations"],
  ])("refuses %j with a message on %s", async (body, field) => {
    const response = await setBudget(couple, body);
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { fields: Record<string, string[]> } };
    expect(Object.keys(error.fields).join(" ")).toContain(field);
    expect(error.fields[Object.keys(error.fields)[0]!]![0]).toMatch(/\w/);
  });
});

describe("expenses and payments", () => {
  let expense: ExpenseView;

  it("adds an expense with its payments", async () => {
    const response = await addExpense(couple, venueExpense);
    expect(response.status).toBe(201);
    expense = ((await response.json()) as { expense: ExpenseView }).expense;
    expect(expense).toMatchObject({ vendorName: "The Glasshouse", vendorId: null, actualCents: null, status: "booked" });
    expect(expense.payments.map((p) => [p.label, p.amountCents, Boolean(p.paidAt)])).toEqual([
      ["Deposit", 200_000, true],
      ["Final payment", 600_000, false],
    ]);
    expect((await getBudget(couple)).expenses).toHaveLength(1);
  });

  it.each([
    [{ ...venueExpense, estimatedCents: -5 }, "estimatedCents"],
    [{ ...venueExpense, actualCents: 1.5 }, "actualCents"],
    [{ ...venueExpense, estimatedCents: 1_000_000_001 }, "estimatedCents"],
    [{ ...venueExpense, payments: [{ label: "Deposit", amountCents: 100, dueDate: "2027-02-30" }] }, "payments.0.dueDate"],
    [{ ...venueExpense, payments: [{ label: "Deposit", amountCents: 100, dueDate: "soon" }] }, "payments.0.dueDate"],
    [{ ...venueExpense, payments: [{ label: "Deposit", amountCents: 0, dueDate: "2027-02-03" }] }, "payments.0.amountCents"],
    [{ ...venueExpense, vendorName: "   " }, "vendorName"],
    [{ ...venueExpense, vendorId: "not-an-id" }, "vendorId"],
  ])("refuses a bad expense (%#) naming %s", async (body, field) => {
    const response = await addExpense(couple, body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { fields: Record<string, string[]> } }).error.fields).toHaveProperty([field]);
  });

  it("updates an expense and its payments, keeping when a payment was paid", async () => {
    const [deposit, final] = expense.payments;
    const response = await t.request(
      "PUT",
      `/api/budget/expenses/${expense.id}`,
      {
        ...venueExpense,
        actualCents: 820_000,
        payments: [
          { id: deposit!.id, label: "Deposit", amountCents: 200_000, dueDate: "2027-01-15", paid: true },
          { id: final!.id, label: "Balance", amountCents: 620_000, dueDate: "2027-05-01" },
        ],
      },
      couple,
    );
    expect(response.status).toBe(200);
    const updated = ((await response.json()) as { expense: ExpenseView }).expense;
    expect(updated.actualCents).toBe(820_000);
    expect(updated.payments[0]!.paidAt).toBe(deposit!.paidAt);
    expect(updated.payments[1]).toMatchObject({ id: final!.id, label: "Balance", amountCents: 620_000, paidAt: null });
    expense = updated;
  });

  it("marks a single payment paid", async () => {
    const response = await t.request("PATCH", `/api/budget/payments/${expense.payments[1]!.id}`, { paid: true }, couple);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { payment: { paidAt: string | null } }).payment.paidAt).not.toBeNull();
    await t.request("PATCH", `/api/budget/payments/${expense.payments[1]!.id}`, { paid: false }, couple);
  });

  it("writes an expense and its payments all or nothing", async () => {
    await setBudget(otherCouple, { totalCents: 1_000_000, guestCount: 80 });
    const theirs = (await json<{ expense: ExpenseView }>(addExpense(otherCouple, venueExpense))).expense;
    // Naming another couple's payment fails the whole update: the expense's own fields stay as they were.
    const response = await t.request(
      "PUT",
      `/api/budget/expenses/${expense.id}`,
      { ...venueExpense, vendorName: "Changed", payments: [{ id: theirs.payments[0]!.id, label: "Stolen", amountCents: 1, dueDate: "2027-01-01" }] },
      couple,
    );
    expect(response.status).toBe(404);
    const [mine] = await t.database.db.select().from(budgetExpenses).where(eq(budgetExpenses.id, expense.id));
    expect(mine!.vendorName).toBe("The Glasshouse");
    expect(await t.database.db.select().from(budgetPayments).where(eq(budgetPayments.expenseId, expense.id))).toHaveLength(2);
    const [theirPayment] = await t.database.db.select().from(budgetPayments).where(eq(budgetPayments.id, theirs.payments[0]!.id));
    expect(theirPayment!.label).toBe("Deposit");
  });
});

describe("ownership", () => {
  it("answers another couple's expense and payment ids with 404 and changes nothing", async () => {
    const mine = (await getBudget(couple)).expenses[0]!;
    const attempts: [string, string, unknown][] = [
      ["PUT", `/api/budget/expenses/${mine.id}`, venueExpense],
      ["DELETE", `/api/budget/expenses/${mine.id}`, undefined],
      ["PATCH", `/api/budget/payments/${mine.payments[1]!.id}`, { paid: true }],
    ];
    for (const [method, url, body] of attempts) {
      const response = await t.request(method, url, body, otherCouple);
      expect(response.status, `${method} ${url}`).toBe(404);
    }
    const after = (await getBudget(couple)).expenses[0]!;
    expect(after).toEqual(mine);
    expect((await getBudget(otherCouple)).expenses.map((e) => e.id)).not.toContain(mine.id);
  });

  it("is for couples: vendors and venue owners get 403, anonymous visitors 401", async () => {
    const [vendor, owner] = await Promise.all([t.signIn("vendor"), t.signIn("venue_owner")]);
    for (const headers of [vendor, owner]) {
      expect((await t.request("GET", "/api/budget", undefined, headers)).status).toBe(403);
      expect((await setBudget(headers, { totalCents: 100, guestCount: 1 })).status).toBe(403);
      expect((await t.request("GET", "/api/budget/export.csv", undefined, headers)).status).toBe(403);
    }
    expect((await t.request("GET", "/api/budget", undefined, {})).status).toBe(401);
    expect((await addExpense({}, venueExpense)).status).toBe(401);
  });

  it("deletes an expense with its payments", async () => {
    const created = (await json<{ expense: ExpenseView }>(addExpense(couple, { ...venueExpense, vendorName: "Temporary" }))).expense;
    const response = await t.request("DELETE", `/api/budget/expenses/${created.id}`, undefined, couple);
    expect(response.status).toBe(200);
    expect(await t.database.db.select().from(budgetPayments).where(eq(budgetPayments.expenseId, created.id))).toEqual([]);
    expect((await t.request("DELETE", `/api/budget/expenses/${created.id}`, undefined, couple)).status).toBe(404);
  });
});

describe("CSV export", () => {
  it("exports categories, expenses and payments, escaping cells a spreadsheet would run", async () => {
    await addExpense(couple, { categoryId: "music", vendorName: "=HYPERLINK(\"http://evil.test\")", estimatedCents: 150_050 });
    const response = await t.request("GET", "/api/budget/export.csv", undefined, couple);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="serviceberry-budget-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = Papa.parse<string[]>(await response.text()).data;
    expect(rows[0]).toContain("Allocated (USD)");
    const evil = rows.find((row) => row[0] === "Expense" && row[1] === "Music and entertainment")!;
    expect(evil[2]).toBe("'=HYPERLINK(\"http://evil.test\")");
    expect(evil[5]).toBe("1500.50");
    expect(rows.some((row) => row[0] === "Payment" && row[2] === "The Glasshouse: Deposit" && row[9] === "2027-01-15")).toBe(true);
  });
});

describe("payment reminders", () => {
  const reminders = async (to: string) => (await readOutbox(path.join(t.dataDir, "mail"), 200)).filter((m) => m.to === to && /payment/.test(m.subject));

  it("mails each couple once about overdue and soon-due payments, then waits three days", async () => {
    const remindee = await t.signIn("couple");
    const me = await json<{ user: { id: string; email: string } }>(t.request("GET", "/api/account/me", undefined, remindee));
    await setBudget(remindee, { totalCents: 2_000_000, guestCount: 90 });
    await addExpense(remindee, {
      categoryId: "photography",
      vendorName: "Lakeside Light Photo",
      estimatedCents: 400_000,
      payments: [
        { label: "Deposit", amountCents: 100_000, dueDate: "2027-03-08" },
        { label: "Second installment", amountCents: 150_000, dueDate: "2027-03-15" },
        { label: "Final payment", amountCents: 150_000, dueDate: "2027-04-30" },
        { label: "Retainer", amountCents: 50_000, dueDate: "2027-03-01", paid: true },
      ],
    });
    // 9 am Eastern on March 10, 2027.
    const now = new Date("2027-03-10T14:00:00Z");
    const deps = { db: t.database.db, config: t.config, mailer: t.mailer, logger: createLogger("silent") };
    // Two processes run at once: each payment is claimed by one of them.
    const runs = await Promise.all([sendPaymentReminders(deps, now), sendPaymentReminders(deps, now)]);
    const mine = await reminders(me.user.email);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.subject).toBe("A wedding payment is overdue");
    expect(mine[0]!.text).toContain("Lakeside Light Photo (Photography), Deposit: $1,000.00, was due Mon, Mar 8, 2027 (overdue)");
    expect(mine[0]!.text).toContain("Second installment: $1,500.00, due Mon, Mar 15, 2027");
    expect(mine[0]!.text).not.toContain("Final payment");
    expect(mine[0]!.text).not.toContain("Retainer");
    expect(mine[0]!.text).toContain("https://serviceberry.test/planning/budget-tracker");
    expect(runs.reduce((total, run) => total + run.payments, 0)).toBeGreaterThanOrEqual(2);

    // Two days later: nothing new; four days later, the still-unpaid ones again.
    await sendPaymentReminders(deps, new Date("2027-03-12T14:00:00Z"));
    expect(await reminders(me.user.email)).toHaveLength(1);
    await sendPaymentReminders(deps, new Date("2027-03-14T15:00:00Z"));
    expect(await reminders(me.user.email)).toHaveLength(2);
  });

  it("skips unverified addresses and gives the claim back when mail fails", async () => {
    const unverified = await t.signIn("couple");
    const me = await json<{ user: { id: string; email: string } }>(t.request("GET", "/api/account/me", undefined, unverified));
    await setBudget(unverified, { totalCents: 500_000, guestCount: 40 });
    const { expense } = await json<{ expense: ExpenseView }>(
      addExpense(unverified, { categoryId: "cake", vendorName: "Sugar Loaf Bakery", estimatedCents: 60_000, payments: [{ label: "Deposit", amountCents: 20_000, dueDate: "2027-06-02" }] }),
    );
    await t.database.db.update(users).set({ emailVerified: false }).where(eq(users.id, me.user.id));
    const now = new Date("2027-06-01T14:00:00Z");
    const failing: Mailer = { ...t.mailer, send: () => Promise.reject(new Error("SMTP down")) };
    const deps = { db: t.database.db, config: t.config, mailer: failing, logger: createLogger("silent") };
    await sendPaymentReminders(deps, now);
    const paymentId = expense.payments[0]!.id;
    const reminded = async () => (await t.database.db.select().from(budgetPayments).where(eq(budgetPayments.id, paymentId)))[0]!.remindedAt;
    expect(await reminded()).toBeNull();

    await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, me.user.id));
    await sendPaymentReminders(deps, now);
    expect(await reminded()).toBeNull();
    await sendPaymentReminders({ ...deps, mailer: t.mailer }, now);
    expect(await reminded()).toEqual(now);
  });
});
