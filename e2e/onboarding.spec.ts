import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";

const stepHeading = (page: Page) => page.getByRole("heading", { level: 2 }).first();
const storedCity = (page: Page) => page.evaluate(() => window.localStorage.getItem("selectedCity"));

test.describe("/onboarding", () => {
  test("a couple goes through all three steps, and Back works", async ({ page }) => {
    await page.goto("/onboarding");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Set up Serviceberry in 15 minutes");
    await expect(page.getByText("Step 1 of 3")).toBeVisible();
    await expectAccessible(page);

    // Next without a choice says what is missing.
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("alert")).toHaveText("Choose who you are to continue.");

    await page.getByRole("radio", { name: "We're getting married" }).check();
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(page).toHaveURL(/role=couple/);
    await page.getByRole("button", { name: "Next" }).click();

    await expect(page.getByText("Step 2 of 3")).toBeVisible();
    await expect(page).toHaveURL(/step=2/);
    await expect(stepHeading(page)).toHaveText("Where are you planning your wedding?");
    await expect(stepHeading(page)).toBeFocused();
    expect(await storedCity(page)).toBeNull();
    await expectAccessible(page);

    await page.getByRole("radio", { name: "Nashville" }).check();
    expect(await storedCity(page)).toBe("nashville");
    await page.getByRole("button", { name: "Next" }).click();

    await expect(page.getByText("Step 3 of 3")).toBeVisible();
    await expect(stepHeading(page)).toHaveText("Your plan for a Nashville wedding");
    await expect(stepHeading(page)).toBeFocused();
    await expect(page.getByRole("link", { name: "Create your free account" })).toHaveAttribute("href", "/signup/couple");
    await expect(page.getByRole("link", { name: "Vendors in Nashville" })).toHaveAttribute("href", "/nashville/vendors");
    await expectAccessible(page);

    // The state is in the URL: a refresh keeps the step.
    await page.reload();
    await expect(page.getByText("Step 3 of 3")).toBeVisible();

    await page.getByRole("button", { name: "Back" }).click();
    await expect(page.getByText("Step 2 of 3")).toBeVisible();
    await expect(page.getByRole("radio", { name: "Nashville" })).toBeChecked();

    await page.goBack();
    await expect(page.getByText("Step 1 of 3")).toBeVisible();
    await expect(page.getByRole("radio", { name: "We're getting married" })).toBeChecked();

    await page.goForward();
    await expect(page.getByText("Step 2 of 3")).toBeVisible();
  });

  for (const { choice, signup, city } of [
    { choice: "I own or manage a venue", signup: "/signup/venue", city: "Cleveland" },
    { choice: "I'm a wedding vendor", signup: "/signup/vendor", city: "Cincinnati" },
  ]) {
    test(`"${choice}" ends with ${signup}`, async ({ page }) => {
      await page.goto("/onboarding");
      await page.getByRole("radio", { name: choice }).check();
      await page.getByRole("button", { name: "Next" }).click();
      await page.getByRole("radio", { name: city }).check();
      await page.getByRole("button", { name: "Next" }).click();
      await expect(page.getByText("Step 3 of 3")).toBeVisible();
      const primary = page.locator(`a[href="${signup}"]`);
      await expect(primary).toHaveCount(1);
      await expect(primary).toBeVisible();
      expect(await storedCity(page)).toBe(city.toLowerCase());
    });
  }

  test("helpers learn they join through the couple's invitation", async ({ page }) => {
    await page.goto("/onboarding?step=1&role=helper");
    await expect(page.getByRole("radio", { name: "I'm helping a couple" })).toBeChecked();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(stepHeading(page)).toHaveText("Where is the wedding?");
    await page.getByRole("radio", { name: "Columbus" }).check();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("invitation link the couple sends you")).toBeVisible();
    await expect(page.locator('a[href="/signup/venue"], a[href="/signup/vendor"]')).toHaveCount(0);
    await expect(page.getByRole("link", { name: "How helpers join" })).toHaveAttribute("href", "/join");
    await expectAccessible(page);
  });

  test("choices work from the keyboard like any radio group", async ({ page }) => {
    await page.goto("/onboarding");
    const couple = page.getByRole("radio", { name: "We're getting married" });
    await couple.focus();
    await page.keyboard.press("Space");
    await expect(couple).toBeChecked();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("radio", { name: "I own or manage a venue" })).toBeChecked();
    await expect(page).toHaveURL(/role=venue/);
    await page.getByRole("button", { name: "Next" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText("Step 2 of 3")).toBeVisible();
  });

  test("a URL that skips ahead starts where the answers run out", async ({ page }) => {
    await page.goto("/onboarding?step=3");
    await expect(page.getByText("Step 1 of 3")).toBeVisible();
    await page.goto("/onboarding?step=3&role=vendor");
    await expect(page.getByText("Step 2 of 3")).toBeVisible();
  });
});
