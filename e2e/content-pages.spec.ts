import { expect, IPHONE_UA, test } from "./fixtures";
import { createAccount, signInViaApi } from "./helpers/auth";
import { actOnReadingPage } from "./helpers/reading-page";

// Content pages arrive rendered by the server (issue 28): their text is in the HTML before any script runs.

const PAGES: { path: string; title: string; h1: string }[] = [
  { path: "/about", title: "About", h1: "Wedding planning that knows your city" },
  { path: "/company", title: "Our company", h1: "A small Columbus company with a simple promise" },
  { path: "/privacy", title: "Privacy Policy", h1: "Privacy Policy" },
  { path: "/terms", title: "Terms of Service", h1: "Terms of Service" },
  { path: "/how-to-get-started", title: "How to Get Started", h1: "From “we’re engaged” to a real plan in about 15 minutes" },
  { path: "/pros", title: "For wedding pros", h1: "Meet couples who are planning in your city" },
  { path: "/join", title: "Join Serviceberry", h1: "One place for everyone planning the day" },
  { path: "/faq", title: "Frequently asked questions", h1: "Frequently asked questions" },
  { path: "/help", title: "Help center", h1: "How can we help?" },
  { path: "/planning/guides", title: "Planning guides", h1: "Planning guides" },
  { path: "/planning/templates", title: "Planning templates", h1: "Planning templates" },
  { path: "/planning/budgeting-basics", title: "Budgeting basics", h1: "Wedding budgeting basics" },
  { path: "/planning/smart-questions", title: "Smart questions to ask venues and vendors", h1: "Smart questions" },
  { path: "/planning-quiz", title: "Planning quiz: find your wedding style", h1: "Find your wedding style" },
  // The vendor program pages (issue 28)
  { path: "/vendor-benefits", title: "Vendor benefits", h1: "Spend your time on weddings, not on chasing leads" },
  { path: "/vendor-pricing", title: "Vendor pricing", h1: "Free to start, and free to stay" },
  { path: "/founding-50", title: "The Founding 50", h1: "Fifty places for the vendors who build this with us" },
  { path: "/ai-vendor-tools", title: "AI tools for wedding pros", h1: "Two assistants, with clear jobs and clear limits" },
  { path: "/june-for-planners", title: "June for wedding planners", h1: "June does the homework. You plan the wedding." },
  { path: "/friendors", title: "Friendors", h1: "The vendors your vendors trust" },
  { path: "/list-your-venue", title: "List your venue", h1: "Put your venue in front of couples planning nearby" },
  { path: "/beyond-wedding", title: "Beyond the Wedding", h1: "Build the marriage, not just the wedding" },
  { path: "/venues-3d-tours", title: "3D venue tours", h1: "Walk through venues in 3D" },
];

const rootOf = (html: string) => html.slice(html.indexOf('<div id="root"'));
const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

test.describe("content pages rendered by the server", () => {
  test("each page's HTML has its title, heading and description before scripts run, and is indexable", async ({ request }) => {
    for (const page of PAGES) {
      const response = await request.get(page.path);
      expect(response.status(), page.path).toBe(200);
      expect(response.headers()["x-robots-tag"], page.path).toBeUndefined();
      const html = await response.text();
      expect(html, page.path).toContain('data-server-rendered="true"');
      expect(html, page.path).toContain(`<title>${page.title} · Serviceberry</title>`);
      expect(html, page.path).toMatch(/<meta data-page-head name="description" content="[^"]{20,}"|<meta name="description" content="[^"]{20,}"/);
      expect(rootOf(html), page.path).toContain(`${escapeHtml(page.h1)}</h1>`);
    }
  });

  test("the FAQ and the help center carry their articles, and a search in the address is answered in the HTML", async ({ request }) => {
    const faq = rootOf(await (await request.get("/faq")).text());
    expect(faq).toContain("I forgot my password. What do I do?");
    const search = rootOf(await (await request.get("/help?q=password")).text());
    expect(search).toContain("I forgot my password. What do I do?");
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const page of PAGES) expect(sitemap, page.path).toContain(`${page.path}</loc>`);
  });

  test("the FAQ hydrates without moving, and its questions open", async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { shifts: number; hydrated: boolean };
      w.shifts = 0;
      w.hydrated = false;
      window.addEventListener("serviceberry:hydrated", () => (w.hydrated = true));
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.shifts += (entry as unknown as { value: number }).value;
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto("/faq");
    await actOnReadingPage(page);
    await page.waitForFunction(() => (window as unknown as { hydrated: boolean }).hydrated);
    const question = page.getByRole("button", { name: "I forgot my password. What do I do?" });
    await question.click();
    await expect(question).toHaveAttribute("aria-expanded", "true");
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThan(0.05);
  });
});

test.describe("the header as the server draws it (decision 056)", () => {
  test("a visitor's copy has the signed-out header in its HTML; a signed-in person's page starts signed-in", async ({ page, request }) => {
    const visitor = await (await request.get("/faq")).text();
    const header = visitor.slice(visitor.indexOf("<header"), visitor.indexOf("</header>"));
    for (const link of ['href="/auth"', 'href="/how-to-get-started"', 'href="/ai-planner"']) expect(header).toContain(link);
    expect(visitor).toContain('"visitor":true');

    const account = await createAccount(page.request);
    await signInViaApi(page, account.email);
    await page.addInitScript(() => window.addEventListener("serviceberry:hydrated", () => (document.documentElement.dataset.hydrated = "true")));
    await page.goto("/faq");
    await expect(page.locator("html[data-hydrated='true']")).toHaveCount(1);
    await expect(page.getByRole("link", { name: "My Account" }).first()).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toHaveCount(0);
  });
});

test.describe("a page to read starts its app on a visitor's first action (decision 056)", () => {
  const markHydration = "window.addEventListener('serviceberry:hydrated', () => (document.documentElement.dataset.hydrated = 'true'))";
  const GRACE = "Get help from Grace, our support assistant";
  const JUNE = "Chat with June, your wedding planning assistant";

  test("a visitor's HTML says so and carries both assistants' buttons; a webview's carries the bottom navigation", async ({ request }) => {
    const visitor = await (await request.get("/blog")).text();
    expect(visitor).toContain('data-app-start="first-action"');
    for (const label of [GRACE, JUNE]) expect(visitor).toContain(`aria-label="${label}"`);
    expect(visitor).not.toContain('aria-label="Bottom"');
    const webview = await (await request.get("/blog", { headers: { "user-agent": IPHONE_UA } })).text();
    expect(webview).toContain('aria-label="Bottom"');
    // A catalog page starts its app after the first paint: no buttons drawn by the server there.
    const catalog = await (await request.get("/venues")).text();
    expect(catalog).not.toContain("data-app-start");
  });

  test("a visitor reads with the start script alone; June's and Grace's buttons are there and open them", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.addInitScript(markHydration);
    await page.goto("/blog/outdoor-wedding-rain-plan");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(scripts).toEqual([expect.stringMatching(/^\/assets\/home-start-[\w-]+\.js$/)]);
    await expect(page.locator("html[data-hydrated='true']")).toHaveCount(0);
    // Pressing June's button (HTML from the server) starts the app and opens her; only one June button.
    await page.getByRole("button", { name: JUNE }).click();
    await expect(page.getByRole("dialog", { name: /June/ })).toBeVisible();
    await expect(page.locator("html[data-hydrated='true']")).toHaveCount(1);
    await expect(page.getByRole("button", { name: JUNE })).toHaveCount(1);
    expect(scripts.length).toBeGreaterThan(1);
  });

  test("Grace's button pressed before the app starts opens her", async ({ page }) => {
    await page.goto("/faq");
    await page.getByRole("button", { name: GRACE }).click();
    await expect(page.getByRole("dialog", { name: /Grace/ })).toBeVisible();
  });

  test("someone signed in gets the app at once and their own header, without acting", async ({ page }) => {
    const account = await createAccount(page.request);
    await signInViaApi(page, account.email);
    await page.addInitScript(markHydration);
    await page.goto("/faq");
    await expect(page.locator("#root[data-app-start]")).toHaveCount(0);
    await expect(page.locator("html[data-hydrated='true']")).toHaveCount(1);
    await expect(page.getByRole("link", { name: "My Account" }).first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign In" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: JUNE })).toBeVisible();
  });

  test.describe("in a phone's webview", () => {
    test.use({ userAgent: IPHONE_UA });
    test("the bottom navigation and both buttons are there before the app starts, and work @phone", async ({ page, isMobile }) => {
      test.skip(!isMobile, "phone width");
      await page.addInitScript(markHydration);
      await page.goto("/about");
      const bottom = page.getByRole("navigation", { name: "Bottom" });
      await expect(bottom).toBeVisible();
      await expect(page.getByLabel("Open menu")).toHaveCount(0);
      // Both assistants sit above the bottom navigation.
      const navTop = (await bottom.boundingBox())!.y;
      for (const name of [GRACE, JUNE]) {
        const box = (await page.getByRole("button", { name }).boundingBox())!;
        expect(box.y + box.height, name).toBeLessThanOrEqual(navTop);
      }
      await expect(page.locator("html[data-hydrated='true']")).toHaveCount(0);
      await page.getByRole("button", { name: JUNE }).tap();
      await expect(page.getByRole("dialog", { name: /June/ })).toBeVisible();
      await page.goto("/faq");
      await page.getByRole("navigation", { name: "Bottom" }).getByRole("link", { name: "Help" }).tap();
      await expect(page).toHaveURL(/\/help$/);
      await expect(page.getByRole("navigation", { name: "Bottom" }).getByRole("link", { name: "Help" })).toHaveAttribute("aria-current", "page");
    });
  });
});
