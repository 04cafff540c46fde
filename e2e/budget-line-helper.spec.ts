import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";
import { createAccount, linkIn, readMail, sameOriginHeaders, signInViaApi, STRONG_PASSWORD, toast, uniqueEmail, verifyEmailViaMail } from "./helpers/auth";

/** "YYYY-MM-DD", `days` from today (the payment's due date: soon, so it is listed as coming up). */
function dayFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

async function call(page: Page, method: "POST" | "PUT", path: string, data: unknown) {
  const response = await page.request.fetch(path, { method, data, headers: sameOriginHeaders() });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
  return response.json() as Promise<Record<string, unknown>>;
}

/**
 * Issue 29: a parent who pays for the flowers sees and edits only the Flowers line of the couple's
 * budget (its expenses and payments, no total), and the couple sees who changed what, on their
 * dashboard's activity feed and in the budget's history. Two browser contexts: the couple and the mother.
 */
test.describe("a helper limited to one budget line", () => {
  test("the mother edits only the Flowers line, sees no total, and the couple sees what she changed", async ({ page, browser, baseURL }) => {
    test.slow();
    // The couple: a budget with two lines' expenses, and an invitation to the mother with budget edit.
    const { email: coupleEmail } = await createAccount(page.request);
    await verifyEmailViaMail(page.request, coupleEmail);
    await signInViaApi(page, coupleEmail);
    const coupleId = ((await (await page.request.get("/api/account/me")).json()) as { user: { id: string } }).user.id;
    await call(page, "PUT", "/api/budget", { totalCents: 3_000_000, guestCount: 120 });
    await call(page, "POST", "/api/budget/expenses", {
      categoryId: "flowers",
      vendorName: "Petal & Stem",
      estimatedCents: 250_000,
      payments: [{ label: "Deposit", amountCents: 50_000, dueDate: dayFromToday(5) }],
    });
    await call(page, "POST", "/api/budget/expenses", { categoryId: "venue", vendorName: "The Grand Barn", estimatedCents: 900_000, payments: [] });
    const mom = uniqueEmail("mom");
    const none = { guests: "none", budget: "edit", timeline: "none", venues: "none", chat: "none", boards: "none", music: "none", websites: "none" };
    await call(page, "POST", "/api/collaboration/invitations", { email: mom, relationship: "parent", permissions: none });

    // The mother: an account with the invited address, and the invitation accepted.
    const helper = await (await browser.newContext({ baseURL })).newPage();
    const signUp = await helper.request.post("/api/auth/sign-up/email", { data: { email: mom, password: STRONG_PASSWORD, userType: "couple", name: "Joan" }, headers: sameOriginHeaders() });
    expect(signUp.status()).toBe(200);
    await signInViaApi(helper, mom);
    const token = linkIn((await readMail(page.request, mom, /invited you to help plan/)).text).split("/").at(-1)!;
    await call(helper, "POST", `/api/collaboration/join/${token}`, {});

    // The couple limits her to the Flowers line (the /budget-permissions form is driven in collaboration.spec.ts).
    const access = (await (await page.request.get("/api/collaboration/access")).json()) as { contributors: { id: string; email: string }[] };
    const joanId = access.contributors.find((c) => c.email === mom)!.id;
    await call(page, "PUT", `/api/collaboration/contributors/${joanId}/budget-lines`, { lines: ["flowers"] });

    // She opens the budget from her dashboard (nobody types a couple id) and sees that line only.
    await helper.goto("/contributor-dashboard");
    const helperMain = helper.getByRole("main");
    await helperMain.getByRole("link", { name: "Budget: Flowers and decor" }).click();
    await expect(helper).toHaveURL(new RegExp(`/planning/budget-tracker\\?coupleId=${coupleId}$`));
    await expect(helperMain.getByRole("heading", { name: "The Flowers and decor budget" })).toBeVisible();
    await expect(helperMain.getByTestId("budget-line")).toHaveCount(1);
    await expect(helperMain.getByText("Petal & Stem").first()).toBeVisible();
    await expect(helperMain).not.toContainText("The Grand Barn");
    await expect(helperMain).not.toContainText("$30,000");
    await expect(helperMain).not.toContainText(/total budget/i);
    // Not just hidden: the answer she is sent has no total and no other line.
    const sent = await (await helper.request.get(`/api/budget?coupleId=${coupleId}`)).text();
    expect(sent).not.toContain("totalCents");
    expect(sent).not.toContain("The Grand Barn");
    await expectAccessible(helper);
    await helper.screenshot({ path: test.info().outputPath("flowers-line-1440.png"), fullPage: true });

    // She edits the line's expense and pays its deposit.
    await helperMain.getByRole("button", { name: "Edit Petal & Stem" }).click();
    const dialog = helper.getByRole("dialog", { name: "Edit Petal & Stem" });
    await dialog.getByLabel("Estimated cost (USD)").fill("2,800");
    await dialog.getByRole("button", { name: "Save expense" }).click();
    await expect(dialog).toBeHidden();
    await helperMain.getByRole("button", { name: /Mark paid.*Petal & Stem, Deposit/ }).click();
    await expect(toast(helper, "Deposit for Petal & Stem marked paid")).toBeVisible();
    await helper.setViewportSize({ width: 390, height: 844 });
    await helper.screenshot({ path: test.info().outputPath("flowers-line-390.png"), fullPage: true });

    // The couple sees who changed what: the dashboard's activity feed, each entry linking to the budget.
    await page.goto("/couple-dashboard");
    const feed = page.getByTestId("activity-card");
    await expect(feed.getByTestId("activity-entry").nth(0)).toContainText("Joan (parent) marked a payment paid for Flowers and decor: Petal & Stem, Deposit");
    await expect(feed.getByTestId("activity-entry").nth(1)).toContainText("Joan (parent) edited Flowers and decor: Petal & Stem in the budget");
    await expect(feed.getByTestId("activity-entry").nth(0).getByRole("link")).toHaveAttribute("href", "/planning/budget-tracker");
    await expectAccessible(page);
    await feed.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath("couple-activity-1440.png"), fullPage: true });
    // And in the budget's history, with the amounts before and after.
    await page.goto("/budget-permissions");
    const history = page.getByTestId("budget-history");
    await expect(history.getByRole("listitem").filter({ hasText: "Joan · Edited an expense" })).toContainText("$2,500");
    await expect(history.getByRole("listitem").filter({ hasText: "Joan · Edited an expense" })).toContainText("$2,800");
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/couple-dashboard");
    await expect(page.getByTestId("activity-entry").first()).toBeVisible();
    await page.screenshot({ path: test.info().outputPath("couple-activity-390.png"), fullPage: true });
    await helper.context().close();
  });
});
