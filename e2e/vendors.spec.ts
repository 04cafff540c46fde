import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";
import { createAccount, signInViaApi, toast, verifyEmailViaMail } from "./helpers/auth";

/** A seeded catalog vendor (a Cleveland bakery). */
const VENDOR = { slug: "tremont-sugar-works-cleveland", name: "Tremont Sugar Works" };

const resultCount = (page: Page) => page.getByRole("heading", { name: /^\d+ vendors?$/ });
async function countOf(page: Page): Promise<number> {
  return Number(((await resultCount(page).textContent()) ?? "").match(/^(\d+)/)?.[1] ?? NaN);
}

/** The filters: the sidebar on desktop, a disclosure on phones. */
async function filters(page: Page) {
  const sidebar = page.getByRole("complementary", { name: "Filters" });
  if (await sidebar.isVisible()) return sidebar;
  const disclosure = page.locator("details").filter({ has: page.locator("summary", { hasText: /^Filters/ }) });
  if (!(await disclosure.evaluate((el) => (el as HTMLDetailsElement).open))) await disclosure.locator("summary").click();
  return disclosure;
}

test("browse vendors by each address form; the city in the path wins; unknown places are a 404", async ({ page }) => {
  const response = await page.goto("/vendors");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Wedding vendors in Cleveland" })).toBeVisible();
  await expect(page.getByText("Showing your selected city.")).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("link", { name: /^Florists \d+ vendors$/ }).click();
  await expect(page).toHaveURL(/\/vendors\/florists$/);
  await expect(page.getByRole("heading", { level: 1, name: "Florists in Cleveland" })).toBeVisible();
  await expect.poll(() => countOf(page)).toBeGreaterThanOrEqual(3);

  // The stored city is Cleveland (the default), but the path says Nashville.
  await page.goto("/nashville/vendors");
  await expect(page.getByRole("heading", { level: 1, name: "Wedding vendors in Nashville" })).toBeVisible();
  await page.getByRole("link", { name: /^Bakers \d+ vendors$/ }).click();
  await expect(page).toHaveURL(/\/nashville\/vendors\/bakers$/);
  await expect(page.getByRole("heading", { level: 1, name: "Bakers in Nashville" })).toBeVisible();
  await page.getByRole("link", { name: "Columbus", exact: true }).click();
  await expect(page).toHaveURL(/\/columbus\/vendors\/bakers$/);
  await expect(page.getByRole("heading", { level: 1, name: "Bakers in Columbus" })).toBeVisible();

  const unknownCity = await page.goto("/paris/vendors");
  expect(unknownCity?.status()).toBe(404);
  await expect(page.getByText("We couldn't find that city")).toBeVisible();
  const unknownCategory = await page.goto("/columbus/vendors/jugglers");
  expect(unknownCategory?.status()).toBe(404);
  await expect(page.getByText("We couldn't find that category")).toBeVisible();
});

test("filter, sort, search and page through vendors; the filters live in the address", { tag: "@phone" }, async ({ page }) => {
  await page.goto("/vendors?city=all");
  await expect(page.getByRole("heading", { level: 1, name: "Wedding vendors in Ohio and Tennessee" })).toBeVisible();
  await expect.poll(() => countOf(page)).toBeGreaterThanOrEqual(144);
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();

  await page.goto("/cleveland/vendors/photographers");
  await expect.poll(() => countOf(page)).toBeGreaterThanOrEqual(3);
  const all = await countOf(page);
  await (await filters(page)).getByLabel("Starting price").selectOption({ label: "$1,500 to $3,500" });
  await expect(page).toHaveURL(/price=1500to3500/);
  await expect.poll(() => countOf(page)).toBeLessThanOrEqual(all);
  await (await filters(page)).getByLabel("Starting price").selectOption({ label: "Any price" });
  await (await filters(page)).getByLabel("Rating").selectOption({ label: "4 stars and up" });
  await expect(page).toHaveURL(/minRating=4/);
  await page.getByLabel("Sort by").selectOption({ label: "Sort: Price: low to high" });
  await expect(page).toHaveURL(/sort=price_low/);
  const prices = async () =>
    (await page.getByRole("article").locator("span.text-accent-strong").allTextContents()).map((t) => Number(t.replace(/[$,]/g, "")));
  await expect.poll(async () => {
    const list = await prices();
    return list.length > 0 && list.every((p, i) => i === 0 || p >= list[i - 1]!);
  }).toBe(true);
  await page.reload();
  await expect(page.getByLabel("Sort by")).toHaveValue("price_low");

  await page.goto("/vendors?city=all");
  await page.getByLabel("Search vendors").fill("Tremont Sugar");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/q=Tremont/);
  await expect(page.getByRole("link", { name: VENDOR.name })).toBeVisible();
  await page.getByLabel("Search vendors").fill("zzzz nothing like this");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByText("No vendors match these filters")).toBeVisible();
});

test("open a profile and review the vendor as a couple, edit the review, then delete it", async ({ page }) => {
  const response = await page.goto(`/vendor/${VENDOR.slug}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: VENDOR.name })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Packages" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Portfolio" }).getByRole("img").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Recommended by" }).or(page.getByRole("heading", { name: `${VENDOR.name} recommends` })).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign in", exact: true })).toBeVisible();
  await expectAccessible(page);

  const { email } = await createAccount(page.request);
  // Reviews need a proven address (decision 024).
  await verifyEmailViaMail(page.request, email);
  await signInViaApi(page, email);
  await page.goto(`/vendor/${VENDOR.slug}`);
  await page.getByRole("button", { name: "Write a review" }).click();
  await page.getByRole("button", { name: "Post review" }).click();
  await expect(page.getByText("Choose a rating from 1 to 5 stars.")).toBeVisible();
  await page.getByText("4 stars", { exact: true }).click({ force: true });
  await page.getByLabel("Your review", { exact: true }).fill("Our cake was lemon lavender and every single slice was gone by nine.");
  await page.getByRole("button", { name: "Post review" }).click();
  await expect(toast(page, "Thanks! Your review is posted.")).toBeVisible();
  await expect(page.getByText("Our cake was lemon lavender and every single slice was gone by nine.")).toBeVisible();

  await page.getByRole("button", { name: "Edit your review" }).click();
  await expect(page.getByLabel("Your review", { exact: true })).toHaveValue(/lemon lavender/);
  await page.getByLabel("Your review", { exact: true }).fill("Lemon lavender cake, gone by nine. Delivery was right on time too.");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, "Your review is updated.")).toBeVisible();
  await expect(page.getByText("Lemon lavender cake, gone by nine. Delivery was right on time too.")).toBeVisible();
  await page.reload();
  await expect(page.getByText("Lemon lavender cake, gone by nine. Delivery was right on time too.")).toBeVisible();
  await expect(page.getByText("Our cake was lemon lavender")).toHaveCount(0);

  // Taking it back asks first.
  await page.getByRole("button", { name: "Delete review" }).click();
  const confirm = page.getByRole("dialog", { name: `Delete your review of ${VENDOR.name}?` });
  await confirm.getByRole("button", { name: "Delete review" }).click();
  await expect(toast(page, "Your review is deleted.")).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(page.getByText("Lemon lavender cake, gone by nine.")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Write a review" })).toBeVisible();

  const missing = await page.goto("/vendor/no-such-vendor");
  expect(missing?.status()).toBe(404);
  await expect(page.getByText("We couldn't find that vendor")).toBeVisible();
});

test("matching ranks vendors per category and shows the reasons", async ({ page }) => {
  await page.goto("/vendors/match");
  await page.getByText("How matching works").click();
  await expect(page.getByText("No vendor can pay to rank higher.", { exact: false })).toBeVisible();
  await page.getByRole("button", { name: "Match me" }).click();
  await expect(page.getByText("Guest count starts at 1.").or(page.getByText(/guest count/i)).first()).toBeVisible();

  await page.getByLabel("City").selectOption("nashville");
  await page.getByLabel("Guest count").fill("120");
  await page.getByLabel("Total wedding budget (dollars)").fill("40,000");
  await page.getByLabel("Rustic").check();
  await page.getByLabel("Southern").check();
  await page.getByRole("button", { name: "Match me" }).click();
  await expect(page.getByRole("heading", { name: "Your matches" })).toBeFocused();
  for (const name of ["Photographers", "Caterers", "Florists", "DJs & Bands"]) await expect(page.getByRole("heading", { level: 3, name })).toBeVisible();
  const first = page.getByTestId("match").first();
  await expect(first).toContainText("#1");
  await expect(first.getByRole("list", { name: /^Why / }).getByRole("listitem").first()).toContainText(/budget/i);
  await first.getByRole("link").click();
  await expect(page).toHaveURL(/\/vendor\//);
});

test("vendor pages arrive rendered by the server and hydrate without asking again; the sitemap lists them", async ({ page, request }) => {
  const response = await request.get(`/vendor/${VENDOR.slug}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('data-server-rendered="true"');
  expect(html).toContain(`<title>${VENDOR.name}, Bakers in Cleveland · Serviceberry</title>`);
  expect(html).toContain('"@type":"LocalBusiness"');
  expect(html.slice(html.indexOf('<div id="root"'))).toContain("Cutting cake &amp; sheets");

  const apiRequests: string[] = [];
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith("/api/vendors")) apiRequests.push(`${r.method()} ${url.pathname}${url.search}`);
  });
  await page.goto("/columbus/vendors/florists");
  await expect(page.getByRole("heading", { level: 1, name: "Florists in Columbus" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(apiRequests).toEqual([]);

  const sitemap = await (await request.get("/sitemap.xml")).text();
  const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(locations).toEqual(expect.arrayContaining(["/vendors", "/vendors/florists", "/nashville/vendors", "/columbus/vendors/bakers", `/vendor/${VENDOR.slug}`]));
  expect(locations.filter((path) => path.startsWith("/vendor/")).length).toBeGreaterThanOrEqual(144);
});

test("server-rendered vendor and venue pages and listings hydrate over the very HTML the server drew", async ({ page }) => {
  // The server renders over the path's branch of the route table and the browser over the whole table
  // (decision 067): a difference would make React throw the server's HTML away and draw the page again.
  const redrawn: string[] = [];
  page.on("console", (message) => {
    if (message.text().includes("re-rendered on the client")) redrawn.push(`${new URL(page.url()).pathname}: ${message.text()}`);
  });
  await page.addInitScript(() => window.addEventListener("serviceberry:hydrated", () => (document.documentElement.dataset.hydrated = "true")));
  for (const path of [`/vendor/${VENDOR.slug}`, "/vendors", "/vendors/florists", "/nashville/vendors", "/columbus/vendors/florists", "/venues", "/venues/fernwood-conservatory"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    expect(await response?.text(), path).toContain('data-server-rendered="true"');
    await expect(page.locator("html[data-hydrated='true']"), path).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible();
  }
  expect(redrawn).toEqual([]);
});
