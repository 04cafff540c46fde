import fs from "node:fs";
import type { Page } from "@playwright/test";
import { BUDGET_TIME_ZONE, fitAllocationsToTotal, formatCents, guestScenario, suggestedAllocations } from "../domain/budget.ts";
import { addDays, zonedDate } from "../domain/dates.ts";
import { expect, expectAccessible, test } from "./fixtures";
import { createAccount, sameOriginHeaders, signInViaApi, toast } from "./helpers/auth";

/** A new couple, signed in in this page's browser context. */
async function signedInCouple(page: Page) {
  const { email } = await createAccount(page.request);
  await signInViaApi(page, email);
  return email;
}

const today = () => zonedDate(new Date(), BUDGET_TIME_ZONE);
const usd = (cents: number) => formatCents(cents, { wholeDollars: true });

test.describe("budget tracker", () => {
  test("a couple sets a budget, adjusts a category, adds an expense with payments, and exports it", async ({ page }) => {
    await signedInCouple(page);
    await page.goto("/planning/budget-tracker");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: "Set your budget" })).toBeVisible();
    await expectAccessible(page);

    // Set the budget: the typical shares fill every category.
    await main.getByLabel("Total budget (USD)").fill("30,000");
    await main.getByLabel("Guest count").fill("120");
    await main.getByRole("button", { name: "Set your budget" }).click();
    await expect(main.getByTestId("figure-total")).toHaveText("$30,000");
    await expect(main.getByTestId("allocation-status")).toHaveText("All $30,000.00 is planned across your categories.");
    await expect(main.getByTestId("budget-row-venue").getByRole("cell").first()).toHaveText("$5,400");

    // More for the venue: over the total, then fitted back to it, then saved.
    await main.getByLabel("Venue amount in dollars").fill("8000");
    await expect(main.getByTestId("allocation-status")).toHaveText("Your categories add up to $2,600.00 more than your total budget.");
    await main.getByRole("button", { name: "Fit to total" }).click();
    await expect(main.getByTestId("allocation-status")).toHaveText("All $30,000.00 is planned across your categories.");
    await main.getByRole("button", { name: "Save allocations" }).click();
    await expect(toast(page, "Allocations saved")).toBeVisible();
    await expect(main.getByTestId("budget-row-venue").getByRole("cell").first()).toHaveText("$8,000");

    // An expense with a paid deposit and an installment due this week.
    await main.getByRole("button", { name: "Add expense" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Add an expense" });
    await dialog.getByLabel("Category").selectOption("venue");
    await dialog.getByLabel("Status").selectOption("booked");
    await dialog.getByLabel("Vendor or item").fill("The Glasshouse");
    await dialog.getByLabel("Estimated cost (USD)").fill("9,000");
    await dialog.getByRole("button", { name: "Add a payment" }).click();
    await dialog.getByLabel("Amount (USD)").nth(0).fill("2500");
    await dialog.getByLabel("Due date").nth(0).fill(addDays(today(), -20));
    await dialog.getByLabel("Paid").nth(0).check();
    await dialog.getByRole("button", { name: "Add a payment" }).click();
    await dialog.getByLabel("Amount (USD)").nth(1).fill("-5");
    await dialog.getByLabel("Due date").nth(1).fill(addDays(today(), 3));
    await dialog.getByRole("button", { name: "Add expense" }).click();
    await expect(dialog.getByText("Amounts can't be negative.")).toBeVisible();
    await dialog.getByLabel("Amount (USD)").nth(1).fill("3,000");
    await dialog.getByRole("button", { name: "Add expense" }).click();
    await expect(toast(page, "The Glasshouse added to your budget")).toBeVisible();
    await expect(dialog).toBeHidden();

    // Figures, chart, table and the payments list follow.
    await expect(main.getByTestId("figure-expected")).toHaveText("$9,000");
    await expect(main.getByTestId("figure-paid")).toHaveText("$2,500");
    await expect(main.getByTestId("figure-owed")).toHaveText("$6,500");
    await expect(main.getByTestId("budget-row-venue").getByRole("cell").nth(1)).toHaveText("$9,000");
    await expect(main.getByTestId("budget-row-venue").getByRole("cell").nth(2)).toHaveText("$1,000 over");
    await expect(main.getByTestId("budget-chart").locator(".recharts-bar-rectangle")).not.toHaveCount(0);
    const due = main.getByTestId("payment-due");
    await expect(due).toHaveCount(1);
    await expect(due).toContainText("Due this week:");
    await expectAccessible(page);

    // The guest-count scenario shows a new total without saving it.
    const allocations = fitAllocationsToTotal({ ...suggestedAllocations(3_000_000), venue: 800_000 }, 3_000_000, "venue");
    const scenario = guestScenario({ totalCents: 3_000_000, guestCount: 120, allocations }, { venue: 900_000 }, 150);
    await main.getByLabel("Guest count to try").fill("150");
    await expect(main.getByTestId("scenario-total")).toHaveText(usd(scenario.scenarioTotalCents));
    await expect(main.getByTestId("figure-total")).toHaveText("$30,000");

    // Mark the installment paid from the list.
    await due.getByRole("button", { name: /Mark paid/ }).click();
    await expect(main.getByTestId("figure-paid")).toHaveText("$5,500");
    await expect(main.getByTestId("payment-due")).toHaveCount(0);

    // The CSV download.
    const [download] = await Promise.all([page.waitForEvent("download"), main.getByRole("link", { name: "Download CSV" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^serviceberry-budget-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync((await download.path())!, "utf8");
    expect(csv).toContain("Expense,Venue,The Glasshouse,Booked,,9000.00,,9000.00,5500.00");
  });

  test("on a phone the tracker stacks into cards without sideways scrolling @phone", async ({ page }) => {
    await signedInCouple(page);
    const headers = sameOriginHeaders();
    expect((await page.request.put("/api/budget", { data: { totalCents: 2_500_000, guestCount: 90 }, headers })).status()).toBe(200);
    const expense = await page.request.post("/api/budget/expenses", {
      headers,
      data: {
        categoryId: "photography",
        vendorName: "Lakeside Light Photography and Film Company",
        status: "booked",
        estimatedCents: 420_000,
        payments: [{ label: "Deposit", amountCents: 100_000, dueDate: addDays(today(), -1) }],
      },
    });
    expect(expense.status()).toBe(201);

    await page.goto("/planning/budget-tracker");
    const main = page.getByRole("main");
    await expect(main.getByTestId("figure-total")).toHaveText("$25,000");
    await expect(main.getByTestId("payment-due")).toContainText("Overdue");
    await expect(main.getByTestId("expense-card")).toContainText("Lakeside Light Photography");
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);

    // The expense form fits the screen too.
    await main.getByRole("button", { name: "Add expense" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Add an expense" });
    await dialog.getByRole("button", { name: "Add a payment" }).click();
    const box = await dialog.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    await expectAccessible(page);
  });
});
