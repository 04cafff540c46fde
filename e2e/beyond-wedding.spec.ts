import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";
import { createAccount, signInViaApi, uniqueEmail } from "./helpers/auth";

const GATE_TEXT =
  "Access to Beyond the Wedding modules requires a Serviceberry account to track your progress and personalize your experience.";

const MODULES = [
  { path: "/june-voice-intake", title: "June voice intake" },
  { path: "/intake-scheduling", title: "Intake scheduling" },
  { path: "/beyond-wedding/communication", title: "Communication" },
  { path: "/financial-planning", title: "Financial planning" },
  { path: "/legal-protection", title: "Legal protection" },
  { path: "/health-wellness", title: "Health and wellness" },
  { path: "/life-planning", title: "Life planning" },
  { path: "/insurance-security", title: "Insurance and security" },
  { path: "/faith-values", title: "Faith and values" },
];

async function signIn(page: Page) {
  const { email } = await createAccount(page.request, { email: uniqueEmail("beyond") });
  await signInViaApi(page, email);
}

async function expectGate(page: Page) {
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Sign In Required");
  await expect(main.getByText(GATE_TEXT)).toBeVisible();
  await expect(main.getByText("Join thousands of couples building stronger marriages")).toBeVisible();
  await expect(main.getByText("All content is tied to your wedding profile for a personalized journey")).toBeVisible();
  await expect(main.getByRole("link", { name: "Create Your Account" })).toHaveAttribute("href", "/auth?mode=signup");
  await expect(main.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/auth?mode=signin");
  await expect(main.getByRole("link", { name: "← Back to Overview" })).toHaveAttribute("href", "/beyond-wedding");
}

test.describe("Beyond the Wedding, signed out", () => {
  test("the overview is public, and a module's '← Back to Overview' leads to it, not to another gate", async ({ page }) => {
    await page.goto("/financial-planning");
    await expectGate(page);
    await page.getByRole("main").getByRole("link", { name: "← Back to Overview" }).click();
    await expect(page).toHaveURL(/\/beyond-wedding$/);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Build the marriage, not just the wedding");
    await expect(main.getByText("Sign In Required")).toHaveCount(0);
    await expect(main.getByRole("link", { name: "Open Financial planning" })).toHaveAttribute("href", "/financial-planning");
    await expect(main.getByText("Not started")).toHaveCount(0); // progress is kept for accounts only
    await expectAccessible(page);
  });

  test("every module shows the sign-in gate", async ({ page }) => {
    for (const module of MODULES) {
      await page.goto(module.path);
      await expectGate(page);
      await expect(page.getByRole("heading", { name: module.title, exact: true })).toHaveCount(0);
    }
    await expectAccessible(page);
  });
});

test.describe("Beyond the Wedding, signed in", () => {
  test("the overview lists the intake and the seven modules, each linking to its page", async ({ page }) => {
    await signIn(page);
    await page.goto("/beyond-wedding");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Build the marriage, not just the wedding");
    await expect(main.getByText("Sign In Required")).toHaveCount(0);
    for (const module of MODULES) {
      await expect(main.getByRole("heading", { name: module.title, exact: true })).toBeVisible();
      const link = main.getByRole("link", { name: new RegExp(`^Open ${module.title}$`, "i") });
      await expect(link).toHaveAttribute("href", module.path);
    }
    await expect(main.getByRole("link", { name: "Start with the June intake" })).toHaveAttribute("href", "/june-voice-intake");
    await expectAccessible(page);

    await main.getByRole("link", { name: "Open Financial planning" }).click();
    await expect(page).toHaveURL(/\/financial-planning$/);
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Financial planning");
  });

  test("a module page has its starter content, a checklist that remembers progress, and the way back", async ({ page }) => {
    await signIn(page);
    await page.goto("/financial-planning");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Financial planning");
    await expect(main.getByRole("heading", { name: "What it covers" })).toBeVisible();
    await expect(main.getByRole("heading", { name: "Your money checklist" })).toBeVisible();
    const items = main.getByRole("checkbox");
    await expect(items).toHaveCount(6);
    await expect(main.getByText("Not started").first()).toBeVisible();
    await expect(main.getByRole("link", { name: "← Back to Overview" }).first()).toHaveAttribute("href", "/beyond-wedding");
    await expectAccessible(page);

    await main.getByText("Share the full picture").click();
    await expect(main.getByRole("checkbox", { name: /Share the full picture/ })).toBeChecked();
    await expect(main.getByText("1 of 6 done")).toBeVisible();
    await page.reload();
    await expect(main.getByRole("checkbox", { name: /Share the full picture/ })).toBeChecked();

    await main.getByRole("link", { name: "← Back to Overview" }).first().click();
    await expect(page).toHaveURL(/\/beyond-wedding$/);
    await expect(main.getByText("1 of 6 done")).toBeVisible();
  });

  test("every module page renders its own content", async ({ page }) => {
    await signIn(page);
    for (const module of MODULES) {
      await page.goto(module.path);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(module.title);
      const count = await main.getByRole("checkbox").count();
      expect(count, module.path).toBeGreaterThanOrEqual(4);
      expect(count, module.path).toBeLessThanOrEqual(6);
      await expect(main.getByRole("link", { name: "← Back to Overview" }).first()).toBeVisible();
    }
    await expectAccessible(page);
  });
});
