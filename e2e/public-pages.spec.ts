import type { Page } from "@playwright/test";
import { expect, IPHONE_UA, test } from "./fixtures";

// Public pages arrive rendered by the server with their data (issue 10, web/entry-server.tsx).

const VENUE = { slug: "fernwood-conservatory", name: "Fernwood Conservatory", address: "11020 Magnolia Drive, Cleveland, OH 44106" };

/** Counts layout shifts from the first paint, and the API requests the page makes. */
async function watchPage(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: number; hydrated: boolean };
    w.shifts = 0;
    w.hydrated = false;
    window.addEventListener("serviceberry:hydrated", () => (w.hydrated = true));
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.shifts += (entry as unknown as { value: number }).value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  const apiRequests: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/")) apiRequests.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  return {
    apiRequests,
    hydrated: () => page.waitForFunction(() => (window as unknown as { hydrated: boolean }).hydrated),
    shifts: () => page.evaluate(() => (window as unknown as { shifts: number }).shifts),
  };
}

test.describe("server-rendered public pages", () => {
  test("a venue page's HTML, fetched without running scripts, has its name, address, price and JSON-LD", async ({ request }) => {
    const response = await request.get(`/venues/${VENUE.slug}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('data-server-rendered="true"');
    expect(html).toContain(`<title>${VENUE.name}: wedding venue in Cleveland, OH · Serviceberry</title>`);
    const root = html.slice(html.indexOf('<div id="root"'));
    expect(root).toContain(`<h1 class="text-title font-semibold leading-tight">${VENUE.name}</h1>`);
    expect(root).toContain(VENUE.address);
    expect(root).toContain("$6,000 to $10,000");
    expect(html).toMatch(new RegExp(`<link data-page-head rel="canonical" href="http://127\\.0\\.0\\.1:\\d+/venues/${VENUE.slug}">`));
    expect(html).toMatch(/<meta data-page-head property="og:image" content="[^"]+\/media\/seed\/venues\/fernwood-conservatory\/0\./);

    const jsonLd = [...html.matchAll(/<script data-page-head type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]!));
    const venue = jsonLd.find((data) => Array.isArray(data["@type"]) && data["@type"].includes("EventVenue"));
    expect(venue).toMatchObject({
      name: VENUE.name,
      priceRange: "$$$",
      address: { "@type": "PostalAddress", streetAddress: "11020 Magnolia Drive", addressLocality: "Cleveland", addressRegion: "OH", postalCode: "44106" },
    });
    const crumbs = jsonLd.find((data) => data["@type"] === "BreadcrumbList");
    expect(crumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual(["Venues", "Cleveland, OH", VENUE.name]);

    // The same venue by id has the same page, named by its one address.
    const { id } = (await (await request.get(`/api/venues/${VENUE.slug}`)).json()) as { id: string };
    const byId = await (await request.get(`/venue-profile/${id}`)).text();
    expect(byId).toMatch(new RegExp(`rel="canonical" href="[^"]+/venues/${VENUE.slug}"`));
  });

  test("an unknown venue is a 404 that search engines skip", async ({ request }) => {
    const response = await request.get("/venues/no-such-venue-anywhere");
    expect(response.status()).toBe(404);
    expect(response.headers()["x-robots-tag"]).toBe("noindex");
    expect(await response.text()).toContain("find that venue</h1>");
  });

  test("a venue page hydrates with no layout shift and no second request for its data", async ({ page }) => {
    const watch = await watchPage(page);
    // The view beacon goes out from the same first commit in which a refetch would start.
    const viewCounted = page.waitForRequest(/\/api\/venues\/[^/]+\/views$/);
    await page.goto(`/venues/${VENUE.slug}`);
    await watch.hydrated();
    await viewCounted;
    // Interactive after hydration: the gallery opens.
    await page.getByRole("button", { name: /Open photo 1 of/ }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    expect(watch.apiRequests.filter((r) => r.startsWith("GET /api/venues"))).toEqual([]);
    expect(await watch.shifts()).toBeLessThan(0.01);
  });

  test.describe("in a phone's webview", () => {
    test.use({ userAgent: IPHONE_UA });
    test("a venue page hydrates without a layout shift, then shows the bottom navigation @phone", async ({ page, isMobile }) => {
      test.skip(!isMobile, "phone width");
      const watch = await watchPage(page);
      const viewCounted = page.waitForRequest(/\/api\/venues\/[^/]+\/views$/);
      await page.goto(`/venues/${VENUE.slug}`);
      await watch.hydrated();
      await viewCounted;
      await expect(page.getByRole("navigation", { name: "Bottom" })).toBeVisible();
      await expect(page.getByRole("heading", { level: 1, name: VENUE.name })).toBeInViewport();
      expect(watch.apiRequests.filter((r) => r.startsWith("GET /api/venues"))).toEqual([]);
      expect(await watch.shifts()).toBeLessThan(0.01);
    });
  });

  test("the venue list hydrates with the results it was rendered with, and filters still work", async ({ page }) => {
    const watch = await watchPage(page);
    await page.goto("/venues/nashville");
    await watch.hydrated();
    await expect(page.getByRole("heading", { name: /\d+ venues in Nashville, TN/ })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(watch.apiRequests.filter((r) => r.startsWith("GET /api/venues"))).toEqual([]);
    expect(await watch.shifts()).toBeLessThan(0.01);
    await page.getByRole("searchbox", { name: "Search venues" }).fill("barn");
    await expect.poll(() => watch.apiRequests.some((r) => r.includes("q=barn"))).toBe(true);
  });

  test("/venues is rendered for the visitor's chosen city", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "sb_city", value: "columbus", url: baseURL! }]);
    await page.addInitScript(() => window.localStorage.setItem("selectedCity", "columbus"));
    const watch = await watchPage(page);
    const html = await (await page.request.get("/venues")).text();
    expect(html).toMatch(/venues<!-- --> in Columbus, OH/);
    await page.goto("/venues");
    await watch.hydrated();
    await expect(page.getByRole("heading", { name: /\d+ venues in Columbus, OH/ })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(watch.apiRequests.filter((r) => r.startsWith("GET /api/venues"))).toEqual([]);
  });

  test("the sitemap lists every public page and the seeded venues; robots.txt points to it", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(locations).toEqual(expect.arrayContaining(["/", "/venues", "/venues/nashville", "/help", `/venues/${VENUE.slug}`]));
    expect(locations.filter((path) => /^\/venues\/[a-z0-9-]+$/.test(path)).length).toBeGreaterThanOrEqual(64 + 4);
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toMatch(/^Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml$/m);
  });

  test("personal screens are kept out of search engines", async ({ request }) => {
    expect((await request.get("/couple-account")).headers()["x-robots-tag"]).toBe("noindex");
    expect((await request.get("/faq")).headers()["x-robots-tag"]).toBeUndefined();
  });
});

test.describe("forms before the page's script runs", () => {
  test("the venue search works without JavaScript: Enter searches, keeping the other filters", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/venues?city=all");
    const search = page.getByRole("searchbox", { name: "Search venues" });
    await search.fill("barn");
    await search.press("Enter");
    await expect(page).toHaveURL(/\/venues\?(?=.*city=all)(?=.*q=barn)/);
    await expect(page.getByRole("searchbox", { name: "Search venues" })).toHaveValue("barn");
    await context.close();
  });
});
