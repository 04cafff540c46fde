import type { Page, Request } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";
import { holdRequests } from "./helpers/network";
import { actOnReadingPage } from "./helpers/reading-page";

const results = (page: Page) => page.locator('section[aria-labelledby="help-results-heading"]');
const questions = (page: Page) => results(page).getByRole("heading", { level: 3 });
const search = (page: Page) => page.getByRole("searchbox", { name: "Search help articles" });

/**
 * Server-rendered pages act once the app has hydrated them (it announces it); until then links are plain
 * links. A page to read starts its app on the visitor's first action (decision 056).
 */
async function watchHydration(page: Page): Promise<() => Promise<unknown>> {
  await page.addInitScript(() => {
    window.addEventListener("serviceberry:hydrated", () => (document.documentElement.dataset.hydrated = "true"));
  });
  return async () => {
    await actOnReadingPage(page);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  };
}

test.describe("/help", () => {
  test("searching 'password' finds the forgot-password article and keeps ?q= in the URL", async ({ page }) => {
    await page.goto("/help");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("How can we help?");
    await expect(questions(page).first()).toBeVisible();
    await expectAccessible(page);

    await search(page).fill("password");
    await expect(page).toHaveURL(/[?&]q=password/);
    const article = page.getByRole("button", { name: "I forgot my password. What do I do?" });
    await expect(article).toBeVisible();
    await expect(results(page).getByRole("status")).toHaveText(/^\d+ articles? for “password”$/);

    await article.click();
    await expect(article).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByText("expires after 10 minutes")).toBeVisible();
    await expectAccessible(page);

    // The search survives a reload.
    await page.reload();
    await expect(search(page)).toHaveValue("password");
    await expect(page.getByRole("button", { name: "I forgot my password. What do I do?" })).toBeVisible();
  });

  test("a search with no matches shows the empty state with a way to reach us", async ({ page }) => {
    await page.goto("/help");
    await search(page).fill("zzqxv flurble");
    await expect(page.getByText("No articles match “zzqxv flurble”")).toBeVisible();
    await expect(results(page).getByRole("status")).toHaveText("0 articles for “zzqxv flurble”");
    await expect(results(page).getByRole("link", { name: "ask us directly" })).toHaveAttribute("href", "/contact");
    await expectAccessible(page);

    await page.getByRole("button", { name: "Clear search" }).first().click();
    await expect(search(page)).toHaveValue("");
    await expect(questions(page).first()).toBeVisible();
    await expect(page).not.toHaveURL(/q=/);
  });

  test("the audience filter narrows the articles", async ({ page }) => {
    await page.goto("/help");
    const venues = page.getByRole("button", { name: "Venues", exact: true });
    await venues.click();
    await expect(venues).toHaveAttribute("aria-pressed", "true");
    await expect(page).toHaveURL(/audience=venues/);
    await expect(page.getByRole("button", { name: "How do I list my venue?" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Who is June?" })).toHaveCount(0);
    // The status counts every venue article; the first page shows up to 10 of them.
    await expect(results(page).getByRole("status")).toHaveText(/^\d+ articles?$/);
    const venueTotal = Number((await results(page).getByRole("status").textContent())!.split(" ")[0]);
    expect(venueTotal).toBeGreaterThan(0);
    await expect(questions(page)).toHaveCount(Math.min(venueTotal, 10));

    // Filter and search combine.
    await search(page).fill("password");
    await expect(page.getByText("No articles match “password”")).toBeVisible();
    await page.getByRole("button", { name: "Everyone", exact: true }).click();
    await expect(page.getByRole("button", { name: "I forgot my password. What do I do?" })).toBeVisible();

    await page.getByRole("button", { name: "All articles" }).click();
    await expect(page).not.toHaveURL(/audience=/);
    await expectAccessible(page);
  });

  test("Load more fetches the next page", async ({ page }) => {
    await page.goto("/help");
    await expect(questions(page)).toHaveCount(10);
    const summary = page.getByText(/^Showing 10 of \d+$/);
    await expect(summary).toBeVisible();
    const total = Number((await summary.textContent())!.match(/of (\d+)/)![1]);
    expect(total).toBeGreaterThan(20);

    await page.getByRole("button", { name: "Load more" }).click();
    await expect(questions(page)).toHaveCount(20);
    await page.getByRole("button", { name: "Load more" }).click();
    await expect(questions(page)).toHaveCount(Math.min(30, total));
    const seen = await questions(page).allTextContents();
    expect(new Set(seen).size).toBe(seen.length);
  });

  test("a stale answer never replaces a newer search", async ({ page }) => {
    const isGuestSearch = (url: URL) => url.pathname === "/api/help/articles" && url.searchParams.get("q") === "guest";
    // The answer to "guest" arrives only after "password" has been answered and shown.
    const guestAnswer = await holdRequests(page, isGuestSearch);
    // Listening from the start: the page may abort the stale request as soon as the query changes.
    const guestSettled = new Promise<void>((resolve) => {
      const settle = (request: Request) => isGuestSearch(new URL(request.url())) && resolve();
      page.on("requestfinished", settle);
      page.on("requestfailed", settle);
    });
    await page.goto("/help");
    await search(page).fill("guest");
    await page.waitForRequest((request) => isGuestSearch(new URL(request.url())));
    await search(page).fill("password");
    await expect(page.getByRole("button", { name: "I forgot my password. What do I do?" })).toBeVisible();
    guestAnswer.release();
    await guestSettled;
    // Two frames later the page has rendered whatever it did with the late answer.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(results(page).getByRole("status")).toHaveText(/for “password”$/);
    await expect(page.getByRole("button", { name: "Can I import my guest list from a spreadsheet?" })).toHaveCount(0);
  });

  test("a failed load shows the error and Retry recovers", async ({ page }) => {
    let failures = 1;
    await page.route("**/api/help/articles?*", async (route) => {
      if (failures-- > 0) {
        await route.fulfill({
          status: 503,
          contentType: "application/json",
          body: JSON.stringify({ error: { code: "unavailable", message: "The help center is resting for a moment. Please try again." } }),
        });
      } else {
        await route.continue();
      }
    });
    // The page arrives with its articles (server-rendered); the failure is the next load, a search.
    const hydrated = await watchHydration(page);
    await page.goto("/help");
    await hydrated();
    await page.getByLabel("Search help articles").fill("tours");
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("The help center is resting for a moment");
    await expectAccessible(page);
    await alert.getByRole("button", { name: "Retry" }).click();
    await expect(questions(page).first()).toBeVisible();
  });

  test("hostile or oversized searches never break the page", async ({ page }) => {
    page.on("dialog", (dialog) => {
      throw new Error(`Unexpected dialog: ${dialog.message()}`);
    });
    await page.goto("/help");

    await search(page).fill("a".repeat(10_000));
    await expect(
      page.getByText("No articles match").or(page.getByText("Search text must be at most 200 characters")),
    ).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectAccessible(page);

    await search(page).fill("'; drop table help_articles; --");
    await expect(results(page).getByRole("status")).toHaveText(/articles? for “'; drop table help_articles; --”$/);

    await search(page).fill("<script>alert(1)</script>");
    await expect(page.getByText("No articles match “<script>alert(1)</script>”")).toBeVisible();

    // The table is still there.
    await search(page).fill("password");
    await expect(page.getByRole("button", { name: "I forgot my password. What do I do?" })).toBeVisible();
  });

  test("an over-long search in the URL gets a clear message", async ({ page }) => {
    await page.goto(`/help?q=${"b".repeat(10_000)}`);
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("Search text must be at most 200 characters");
    await alert.getByRole("button", { name: "Clear search" }).click();
    await expect(questions(page).first()).toBeVisible();
  });

  test("the side panel points to a person and to Grace", async ({ page }) => {
    await page.goto("/help");
    const panel = page.getByRole("complementary", { name: "Still need help?" });
    await expect(panel.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");
    await expect(panel).toContainText("Grace");
  });
});

test.describe("/faq", () => {
  test("questions are grouped by topic", async ({ page }) => {
    await page.goto("/faq");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Frequently asked questions");
    for (const topic of ["Getting started", "Accounts", "Planning together", "For venues", "For vendors"]) {
      await expect(page.getByRole("heading", { level: 2, name: topic })).toBeVisible();
    }
    const gettingStarted = page.locator("section").filter({ has: page.getByRole("heading", { level: 2, name: "Getting started" }) });
    await expect(gettingStarted.getByRole("button", { name: "What is Serviceberry?" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");
    await expect(page.getByRole("main").getByRole("link", { name: "Visit the help center" })).toHaveAttribute("href", "/help");
    await expectAccessible(page);
  });

  test("the accordion opens and moves with the keyboard", async ({ page }) => {
    await page.goto("/faq");
    const first = page.getByRole("button", { name: "What is Serviceberry?" });
    await first.focus();
    await expect(first).toHaveAttribute("aria-expanded", "false");

    await page.keyboard.press("Enter");
    await expect(first).toHaveAttribute("aria-expanded", "true");
    const panelId = await first.getAttribute("aria-controls");
    expect(panelId).toBeTruthy();
    const panel = page.locator(`[id="${panelId}"]`);
    await expect(panel).toBeVisible();
    await expect(panel).toContainText("Ohio and Tennessee");
    await expectAccessible(page);

    await page.keyboard.press("ArrowDown");
    const second = page.locator(":focus");
    await expect(second).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press(" ");
    await expect(second).toHaveAttribute("aria-expanded", "true");

    await first.focus();
    await page.keyboard.press("Enter");
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await expect(panel).toBeHidden();
  });

  test("a failed load offers Retry", async ({ page }) => {
    let failures = 1;
    await page.route("**/api/help/articles?*", async (route) => {
      if (failures-- > 0) await route.abort("connectionrefused");
      else await route.continue();
    });
    // /faq opened directly arrives with its answers (server-rendered); moving to it inside the app loads them.
    const hydrated = await watchHydration(page);
    await page.goto("/about");
    await hydrated();
    await page.getByRole("contentinfo").getByRole("link", { name: "FAQ" }).click();
    await expect(page.getByRole("alert")).toContainText("We couldn't reach Serviceberry");
    await page.getByRole("button", { name: "Retry" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Getting started" })).toBeVisible();
  });
});
