import fs from "node:fs";
import { expect, expectAccessible, test } from "./fixtures";
import { actOnReadingPage } from "./helpers/reading-page";

// Server-rendered pages work before (and without) their script (issue 27): the phone menu and the city
// switcher are disclosures and forms the server answers; what is typed before hydration is kept.
// The downloadable planning templates (issue 28) are searched and saved.

test.describe("a server-rendered page without script", () => {
  test.use({ javaScriptEnabled: false });

  test("the phone menu opens with Sign In, folds out the vendor list, and leads to the pages it lists", { tag: "@phone" }, async ({ page, isMobile }) => {
    test.skip(!isMobile, "phone width");
    await page.goto("/faq");
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeHidden();
    await page.getByLabel("Open menu").click();
    await expect(menu.getByRole("link", { name: "How to Get Started" })).toBeVisible();
    // What the hydrated menu shows a signed-out visitor, Sign In first of all.
    await expect(menu.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/auth");
    await expect(menu.getByRole("link", { name: "Sign In" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Get Started", exact: true })).toHaveAttribute("href", "/how-to-get-started");
    await expect(menu.getByRole("link", { name: "Meet June" })).toHaveAttribute("href", "/ai-planner");
    await expect(menu.getByRole("link", { name: "AI Tools" })).toHaveAttribute("href", "/ai-vendor-tools");
    await page.screenshot({ path: "test-results/no-script-menu-sign-in-390.png" });
    await expect(menu.getByRole("link", { name: "All Vendors" })).toBeHidden();
    await menu.locator("summary", { hasText: "Vendors" }).click();
    await expect(menu.getByRole("link", { name: "All Vendors" })).toBeVisible();
    await page.screenshot({ path: "test-results/no-script-menu-390.png" });
    await menu.getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Wedding planning that knows your city");
  });

  test("the desktop header offers Sign In and Get Started", async ({ page }) => {
    await page.goto("/faq");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/auth");
    await expect(header.getByRole("link", { name: "Sign In" })).toBeVisible();
    await expect(header.getByRole("link", { name: "Get Started", exact: true })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath("no-script-header-1440.png") });
  });

  test("the city switcher changes the city through the server and comes back to the page", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "sb_city", value: "nashville", url: baseURL! }]);
    await page.goto("/vendor-benefits?from=test");
    const header = page.getByRole("banner");
    await header.getByLabel("City: Nashville, TN. Change city").filter({ visible: true }).click();
    await expect(header.getByRole("button", { name: "Nashville, TN" }).filter({ visible: true })).toHaveAttribute("aria-pressed", "true");
    await page.screenshot({ path: "test-results/no-script-city-1440.png" });
    await header.getByRole("button", { name: "Columbus, OH" }).filter({ visible: true }).click();
    await expect(page).toHaveURL(/\/vendor-benefits\?from=test$/);
    await expect(header.getByLabel("City: Columbus, OH. Change city").filter({ visible: true })).toBeVisible();
  });

  test("the templates page searches through the server, and its files download", async ({ page }) => {
    await page.goto("/planning/templates");
    await expect(page.getByTestId("download-card")).toHaveCount(9);
    await page.getByLabel("Search templates").fill("run sheet");
    await page.getByLabel("Search templates").press("Enter");
    await expect(page).toHaveURL(/\/planning\/templates\?q=run\+sheet$/);
    await expect(page.getByTestId("download-card")).toHaveCount(1);
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download Day-of run sheet" }).click()]);
    expect(download.suggestedFilename()).toBe("serviceberry-day-of-run-sheet.csv");
    expect(fs.readFileSync((await download.path())!, "utf8")).toContain("4:30 PM,Ceremony,Ceremony space");
  });

  test("the guides page searches through the server, says when nothing matches, and shows them all again", async ({ page }) => {
    await page.goto("/planning/guides");
    const guides = page.getByRole("navigation", { name: "Guides" }).getByRole("listitem");
    await expect(guides).toHaveCount(6);
    await page.getByLabel("Search guides").fill("marriage license");
    await page.getByLabel("Search guides").press("Enter");
    await expect(page).toHaveURL(/\/planning\/guides\?q=marriage\+license$/);
    await expect(guides).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 2, name: "Getting your marriage license in Ohio and Tennessee" })).toBeVisible();
    await page.getByLabel("Search guides").fill("zebra stripes");
    await page.getByLabel("Search guides").press("Enter");
    await expect(page.getByText("No guides match “zebra stripes”")).toBeVisible();
    await expect(guides).toHaveCount(0);
    await page.getByRole("link", { name: "Show all guides" }).click();
    await expect(guides).toHaveCount(6);
  });
});

test.describe("planning templates", () => {
  test("search as you type, a budget sheet filled from a total, and an empty search that says so", async ({ page }) => {
    await page.addInitScript(() => window.addEventListener("serviceberry:hydrated", () => (document.documentElement.dataset.hydrated = "true")));
    await page.goto("/planning/templates");
    await actOnReadingPage(page);
    await expect(page.locator("html[data-hydrated='true']")).toHaveCount(1);
    const search = page.getByLabel("Search templates");
    await search.fill("budget spreadsheet");
    await expect(page.getByTestId("download-card")).toHaveCount(1);
    await expect(page.getByTestId("template-card")).toHaveCount(0);
    await page.getByLabel("Your total budget in dollars (optional)").fill("32000");
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download wedding budget sheet" }).click()]);
    expect(download.suggestedFilename()).toBe("serviceberry-budget-sheet.csv");
    const csv = fs.readFileSync((await download.path())!, "utf8");
    expect(csv).toContain("Total,,100%,32000");
    expect(csv).toMatch(/Venue,[^\r\n]*,18%,5760,/);
    await search.fill("zebra stripes");
    await expect(page.getByText("No templates match “zebra stripes”")).toBeVisible();
    await expectAccessible(page);
    await search.fill("");
    await expect(page.getByTestId("template-card")).toHaveCount(5);
  });

  test("words typed into the search before the page's script has run are kept when it hydrates", async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.addInitScript(() => window.addEventListener("serviceberry:hydrated", () => (document.documentElement.dataset.hydrated = "true")));
    await page.goto("/planning/templates", { waitUntil: "commit" });
    const search = page.getByLabel("Search templates");
    await search.fill("vendor contact");
    release();
    await expect(page.locator("html[data-hydrated='true']")).toHaveCount(1);
    await expect(search).toHaveValue("vendor contact");
    await expect(page.getByTestId("download-card")).toHaveCount(1);
    await expect(page).toHaveURL(/\?q=vendor\+contact$/);
  });
});
