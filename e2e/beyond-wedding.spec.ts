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
      // The checklist shows once the saved answers have loaded.
      await expect(main.getByRole("checkbox").first()).toBeAttached();
      const count = await main.getByRole("checkbox").count();
      expect(count, module.path).toBeGreaterThanOrEqual(4);
      expect(count, module.path).toBeLessThanOrEqual(6);
      await expect(main.getByRole("link", { name: "← Back to Overview" }).first()).toBeVisible();
    }
    await expectAccessible(page);
  });
});

test.describe("Beyond the Wedding, saved for the couple", () => {
  test("ticks and notes are saved on the server: the other partner sees them on another device", async ({ page, browser, baseURL }) => {
    const { email } = await createAccount(page.request, { email: uniqueEmail("beyond-partners") });
    await signInViaApi(page, email);
    await page.goto("/legal-protection");
    const main = page.getByRole("main");
    await main.getByText("Order certified copies of your marriage certificate").click();
    await expect(main.getByText("1 of 5 done")).toBeVisible();
    const wills = main.getByRole("listitem").filter({ hasText: "Write or update your wills" });
    await wills.getByRole("button", { name: "Add your notes" }).click();
    await wills.getByLabel("Your notes").fill("Call the estate attorney in Franklin County after the honeymoon.");
    await wills.getByRole("button", { name: "Save" }).click();
    await expect(wills.getByText("Call the estate attorney in Franklin County after the honeymoon.")).toBeVisible();
    await expect(wills.getByRole("button", { name: "Edit your notes" })).toBeVisible();

    // The other partner, signed in to the couple's account in their own browser.
    const partner = await browser.newContext({ baseURL });
    const partnerPage = await partner.newPage();
    await signInViaApi(partnerPage, email);
    await partnerPage.goto("/legal-protection");
    const partnerMain = partnerPage.getByRole("main");
    await expect(partnerMain.getByRole("checkbox", { name: /Order certified copies/ })).toBeChecked();
    await expect(partnerMain.getByText("Call the estate attorney in Franklin County after the honeymoon.")).toBeVisible();
    await partnerPage.goto("/beyond-wedding");
    await expect(partnerMain.getByText("1 of 5 done")).toBeVisible();
    // The couple's dashboard shows the modules they have started.
    await partnerPage.goto("/couple-dashboard");
    await expect(partnerPage.getByTestId("beyond-wedding-card")).toContainText("1 of 9 started: Legal protection 1/5.");
    await partner.close();
  });

  test("the voice intake: June asks aloud, listens (speech recognition stubbed), saves the answer and suggests where to start", async ({ page }) => {
    await page.addInitScript(() => {
      const spoken: string[] = [];
      Object.assign(window, { spokenByJune: spoken });
      class Utterance {
        lang = "";
        constructor(readonly text: string) {}
      }
      Object.defineProperty(window, "SpeechSynthesisUtterance", { value: Utterance, configurable: true });
      Object.defineProperty(window, "speechSynthesis", { value: { speak: (u: Utterance) => spoken.push(u.text), cancel: () => undefined }, configurable: true });
      class Recognition {
        lang = "";
        continuous = true;
        interimResults = true;
        maxAlternatives = 5;
        onresult: ((event: { results: { transcript: string }[][] }) => void) | null = null;
        onerror: ((event: { error: string }) => void) | null = null;
        onend: (() => void) | null = null;
        start() {
          setTimeout(() => {
            this.onresult?.({ results: [[{ transcript: "Money, mostly paying down our student loans" }]] });
            this.onend?.();
          }, 50);
        }
        stop() {
          this.onend?.();
        }
      }
      Object.defineProperty(window, "SpeechRecognition", { value: Recognition, configurable: true });
    });
    await signIn(page);
    await page.goto("/june-voice-intake");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("June voice intake");
    const question = main.getByRole("listitem").filter({ hasText: "What feels uncertain about the first year?" });
    await question.getByRole("button", { name: "Hear June ask" }).click();
    expect(await page.evaluate(() => (window as unknown as { spokenByJune: string[] }).spokenByJune)).toEqual(["What feels uncertain about the first year?"]);
    await question.getByRole("button", { name: "Answer aloud" }).click();
    await expect(question.getByLabel("Your answer")).toHaveValue("Money, mostly paying down our student loans");
    await question.getByRole("button", { name: "Save" }).click();
    await expect(question.getByText("Saved for both of you.")).toBeVisible();

    const suggestions = main.getByRole("region", { name: "Where June suggests you start" });
    await expect(suggestions.getByRole("link", { name: "Financial planning" })).toHaveAttribute("href", "/financial-planning");
    await expect(suggestions.getByText("“Money” came up in your answer to “What feels uncertain about the first year?”")).toBeVisible();

    // Typing always works too, and the answer is there after a reload.
    const topic = main.getByRole("listitem").filter({ hasText: "Which topic do you most want help with?" });
    await topic.getByLabel("Your answer").fill("Our wills and the name change paperwork");
    await topic.getByRole("button", { name: "Save" }).click();
    await expect(topic.getByText("Saved for both of you.")).toBeVisible();
    await page.reload();
    await expect(main.getByRole("listitem").filter({ hasText: "Which topic do you most want help with?" }).getByLabel("Your answer")).toHaveValue("Our wills and the name change paperwork");
    await expect(suggestions.getByRole("link", { name: "Legal protection" })).toBeVisible();
    await expectAccessible(page);
  });

  test("a business account is told the modules are for couples", async ({ page }) => {
    const { email } = await createAccount(page.request, { email: uniqueEmail("beyond-vendor"), userType: "vendor" });
    await signInViaApi(page, email);
    await page.goto("/life-planning");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("This page is for couple accounts");
    await expect(main.getByRole("heading", { name: "Life planning", exact: true })).toHaveCount(0);
  });
});
