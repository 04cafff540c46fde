import { expect, expectAccessible, IPHONE_UA, test } from "./fixtures";
import { createAccount, signInViaApi } from "./helpers/auth";
import { actOnReadingPage } from "./helpers/reading-page";

const VENDOR_SLUGS = [
  "photographers", "videographers", "caterers", "djband", "florists", "weddingplanners",
  "bakers", "hairmakeup", "transportation", "officiants", "bartenders", "decorators",
];

test.describe("top navigation, signed out", () => {
  test("desktop shows the spec's links and the Vendors dropdown", async ({ page }) => {
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Meet June" })).toHaveAttribute("href", "/ai-planner");
    await expect(nav.getByRole("link", { name: "AI Tools" })).toHaveAttribute("href", "/ai-vendor-tools");
    await expect(nav.getByRole("link", { name: "Venues" })).toHaveAttribute("href", "/venues");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/auth");
    await expect(header.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/how-to-get-started");
    // The city switcher stays hidden until a city has been chosen.
    await expect(header.getByLabel(/Change city/)).toHaveCount(0);

    const vendors = nav.getByRole("button", { name: "Vendors" });
    await expect(vendors).toHaveAttribute("aria-expanded", "false");
    await vendors.click();
    await expect(vendors).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: "All Vendors" })).toHaveAttribute("href", "/vendors");
    for (const slug of VENDOR_SLUGS) {
      await expect(nav.locator(`a[href="/vendors/${slug}"]`)).toBeVisible();
    }
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await expect(vendors).toHaveAttribute("aria-expanded", "false");
    await expect(vendors).toBeFocused();
    await expect(nav.getByRole("link", { name: "All Vendors" })).toBeHidden();
  });

  test("the brand logo links home and is larger there", async ({ page }) => {
    await page.goto("/about");
    const logo = page.getByRole("link", { name: "Serviceberry home" });
    const smallWidth = (await logo.locator("svg").boundingBox())!.width;
    await logo.click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(async () => (await logo.locator("svg").boundingBox())!.width).toBeGreaterThan(smallWidth);
  });

  test("mobile menu adds How to Get Started and About, with a collapsible vendor list", { tag: "@phone" }, async ({ page, isMobile }) => {
    test.skip(!isMobile, "phone width");
    // /faq is server-rendered: its menu opens once the app has hydrated the page.
    await page.addInitScript(() => window.addEventListener("serviceberry:hydrated", () => (document.documentElement.dataset.hydrated = "true")));
    await page.goto("/faq");
    await actOnReadingPage(page);
    await expect(page.locator("html[data-hydrated='true']")).toHaveCount(1);
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const toggle = page.getByLabel("Open menu");
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu.getByRole("link", { name: "How to Get Started" })).toHaveAttribute("href", "/how-to-get-started");
    await expect(menu.getByRole("link", { name: "About" })).toHaveAttribute("href", "/about");
    await expect(menu.getByRole("link", { name: "Meet June" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/auth");

    const vendors = menu.locator("summary", { hasText: "Vendors" });
    await expect(menu.getByRole("link", { name: "All Vendors" })).toBeHidden();
    await vendors.click();
    await expect(menu.getByRole("link", { name: "All Vendors" })).toBeVisible();
    await expect(menu.locator('a[href="/vendors/djband"]')).toBeVisible();
    await expectAccessible(page);
    await vendors.click();
    await expect(menu.getByRole("link", { name: "All Vendors" })).toBeHidden();

    await menu.getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(menu).toBeHidden();
    await expect(page.getByTestId("mobile-menu")).not.toHaveAttribute("open");
  });
});

test.describe("phone webview", () => {
  test.use({ userAgent: IPHONE_UA });

  test("a bottom navigation replaces the menu below 768 px", { tag: "@phone" }, async ({ page, isMobile }) => {
    test.skip(!isMobile, "phone width");
    await page.goto("/about");
    const bottom = page.getByRole("navigation", { name: "Bottom" });
    await expect(bottom).toBeVisible();
    await expect(page.getByLabel("Open menu")).toHaveCount(0);
    await bottom.getByRole("link", { name: "Help" }).click();
    await expect(page).toHaveURL(/\/help$/);
    await expect(bottom.getByRole("link", { name: "Help" })).toHaveAttribute("aria-current", "page");
    await expectAccessible(page);
  });

  test("the account tab reaches sign-out, and the footer's last line clears the bottom navigation", { tag: "@phone" }, async ({ page, isMobile }) => {
    test.skip(!isMobile, "phone width");
    const { email } = await createAccount(page.request);
    await signInViaApi(page, email);
    // /about is server-rendered: the bottom navigation takes its room once the app has hydrated the page.
    await page.addInitScript(() => window.addEventListener("serviceberry:hydrated", () => (document.documentElement.dataset.hydrated = "true")));
    await page.goto("/about");
    await actOnReadingPage(page);
    await expect(page.locator("html[data-hydrated='true']")).toHaveCount(1);
    const bottom = page.getByRole("navigation", { name: "Bottom" });
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 10_000);
    const footerBottom = await page.getByRole("contentinfo").evaluate((footer) => footer.getBoundingClientRect().bottom);
    const navTop = await bottom.evaluate((nav) => nav.getBoundingClientRect().top);
    expect(footerBottom).toBeLessThanOrEqual(navTop + 1);

    // A couple's planning is one tap away.
    await expect(bottom.getByRole("link", { name: "Plan" })).toHaveAttribute("href", "/couple-dashboard");
    await bottom.getByRole("link", { name: "Account" }).click();
    await expect(page).toHaveURL(/\/couple-account$/);
    await page.getByRole("main").getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(bottom.getByRole("link", { name: "Sign In" })).toBeVisible();
    // The toast rises from the bottom and stays clear of the bottom navigation.
    const signedOut = page.locator("[data-sonner-toast]").filter({ hasText: "Signed out successfully" });
    const navTopNow = (await bottom.boundingBox())!.y;
    // Measured once its slide-in has settled.
    await expect.poll(async () => {
      const box = await signedOut.boundingBox();
      return box ? box.y + box.height : Infinity;
    }).toBeLessThanOrEqual(navTopNow);
    expect((await signedOut.boundingBox())!.y).toBeGreaterThan(navTopNow / 2);
  });

  test("a signed-in couple has their planning links in the header", async ({ page }) => {
    const { email } = await createAccount(page.request);
    await signInViaApi(page, email);
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const [name, href] of [["Dashboard", "/couple-dashboard"], ["Guest list", "/planning/guest-list-manager"], ["Budget", "/planning/budget-tracker"], ["Timeline", "/planning/master-timeline"]]) {
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href!);
    }
  });

  test("on a wide screen the webview keeps the normal navigation", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("navigation", { name: "Bottom" })).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  });
});

test.describe("city", () => {
  // The switcher sits in the header on desktop and in the mobile menu on phones.
  test("a chosen city shows the switcher, which reopens the City modal", { tag: "@phone" }, async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem("seeded")) {
        localStorage.setItem("selectedCity", "nashville");
        sessionStorage.setItem("seeded", "1");
      }
      // /about is server-rendered: its menu opens once the app has hydrated the page.
      window.addEventListener("serviceberry:hydrated", () => (document.documentElement.dataset.hydrated = "true"));
    });
    await page.goto("/about");
    await actOnReadingPage(page);
    await expect(page.locator("html[data-hydrated='true']")).toHaveCount(1);
    if (await page.getByLabel("Open menu").isVisible()) {
      await page.getByLabel("Open menu").click();
    }
    const switcher = page.getByLabel("City: Nashville, TN. Change city").filter({ visible: true });
    await switcher.click();
    const dialog = page.getByRole("dialog", { name: "Welcome! Where are you planning your wedding?" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("This helps us show you venues and vendors in your area. You can change this anytime.")).toBeVisible();
    for (const city of ["Cleveland", "Columbus", "Nashville", "Cincinnati"]) {
      await expect(dialog.getByRole("button", { name: new RegExp(city) })).toBeVisible();
    }
    await expect(dialog.getByRole("button", { name: /Nashville/ })).toHaveAttribute("aria-pressed", "true");
    await expectAccessible(page);
    await dialog.getByRole("button", { name: /Columbus/ }).click();
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("selectedCity"))).toBe("columbus");
    await page.reload();
    await actOnReadingPage(page);
    await expect(page.locator("html[data-hydrated='true']")).toHaveCount(1);
    if (await page.getByLabel("Open menu").isVisible()) {
      await page.getByLabel("Open menu").click();
    }
    await expect(page.getByLabel("City: Columbus, OH. Change city").filter({ visible: true })).toBeVisible();
  });

  test("Escape closes the modal and focus returns to the switcher", async ({ page, context, baseURL }) => {
    // Stored as the app stores a choice: the cookie draws the switcher on a page to read before its app starts.
    await context.addCookies([{ name: "sb_city", value: "cincinnati", url: baseURL! }]);
    await page.addInitScript(() => localStorage.setItem("selectedCity", "cincinnati"));
    await page.goto("/about");
    const switcher = page.getByLabel("City: Cincinnati, OH. Change city").filter({ visible: true });
    await switcher.click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(switcher).toBeFocused();
    expect(await page.evaluate(() => localStorage.getItem("selectedCity"))).toBe("cincinnati");
  });

  test("an unknown stored city is treated as none chosen", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("selectedCity", "atlantis"));
    await page.goto("/about");
    await expect(page.getByLabel(/Change city/)).toHaveCount(0);
  });
});

test.describe("404", () => {
  test("any unknown path shows the 404 page with a way home, answered with HTTP 404", async ({ page, request }) => {
    for (const path of ["/no-such-program", "/no/such/page"]) expect((await request.get(path)).status(), path).toBe(404);
    for (const path of ["/planning/master-timeline", "/couple-dashboard", "/admin/tickets"]) expect((await request.get(path)).status(), path).toBe(200);
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("The page you are looking for does not exist.")).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("unknown API paths answer JSON 404, not the app", async ({ request }) => {
    const response = await request.get("/api/no-such-endpoint");
    expect(response.status()).toBe(404);
    expect((await response.json()).error.code).toBe("not_found");
  });
});

test.describe("every page", () => {
  test("a route change scrolls to the top", async ({ page }) => {
    await page.goto("/privacy");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect.poll(async () => {
      await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
      return page.evaluate(() => window.scrollY);
    }).toBeGreaterThan(300);
    await page.getByRole("contentinfo").getByRole("link", { name: "Terms of Service" }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("the footer has contact details and four link groups, every link a real page", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const group of ["Quick Links", "Smart Tools and Features", "For Business", "Legal"]) {
      await expect(footer.getByRole("heading", { name: group })).toBeVisible();
    }
    await expect(footer.getByRole("link", { name: /@serviceberry\.app/ })).toBeVisible();
    const hrefs = await footer.locator('a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
    expect(hrefs.length).toBeGreaterThanOrEqual(12);
    for (const href of new Set(hrefs)) {
      await page.goto(href);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByText("The page you are looking for does not exist.")).toHaveCount(0);
    }
  });

  test("keyboard users get a skip link and a visible focus ring", async ({ page }) => {
    await page.goto("/about");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Tab");
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
    expect(outline).not.toBe("none");
  });

  test("deep links load directly from the server", async ({ request }) => {
    const response = await request.get("/how-to-get-started");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/html");
    expect(response.headers()["content-security-policy"]).toContain("script-src 'self'");
  });
});

test.describe("phone width", () => {
  const PAGES = ["/", "/about", "/company", "/contact", "/faq", "/help", "/privacy", "/terms", "/how-to-get-started", "/pros", "/coming-soon", "/demo", "/join", "/onboarding", "/no-such-page"];

  test("no page scrolls sideways at 390 px", { tag: "@phone" }, async ({ page, isMobile }) => {
    test.skip(!isMobile, "phone width");
    test.setTimeout(90_000);
    for (const path of PAGES) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.waitForLoadState("networkidle");
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${path} is ${width}px wide`).toBeLessThanOrEqual(390);
    }
  });
});

test.describe("touch targets", () => {
  test("a text link on its own takes taps over 44 px on a touch screen, looking the same", { tag: "@phone" }, async ({ page, isMobile }) => {
    test.skip(!isMobile, "phone width");
    await page.goto("/auth");
    const forgot = page.getByRole("main").getByRole("link", { name: "Forgot password?" });
    const box = (await forgot.boundingBox())!;
    expect(box.height).toBeLessThan(30);
    // A finger landing 20 px above the link's middle, outside its text, still reaches it.
    const reached = await forgot.evaluate((link, y) => {
      const rect = link.getBoundingClientRect();
      return link.contains(document.elementFromPoint(rect.x + rect.width / 2, y));
    }, box.y + box.height / 2 - 20);
    expect(reached).toBe(true);
  });
});

test.describe("the assistants' buttons on a phone", () => {
  test("tuck away while the page scrolls down and come back on the way up @phone", async ({ page, isMobile }) => {
    test.skip(!isMobile, "phone width");
    await page.goto("/about");
    const grace = page.getByRole("button", { name: "Get help from Grace, our support assistant" });
    const june = page.getByRole("button", { name: "Chat with June, your wedding planning assistant" });
    await expect(grace).toBeVisible();
    await expect(june).toBeVisible();
    await page.mouse.wheel(0, 600);
    await expect(grace).toHaveAttribute("data-tucked", "true");
    await expect(june).toHaveAttribute("data-tucked", "true");
    await expect.poll(async () => (await grace.boundingBox())!.y).toBeGreaterThan(page.viewportSize()!.height);
    await page.mouse.wheel(0, -300);
    await expect(grace).not.toHaveAttribute("data-tucked");
    await expect(june).not.toHaveAttribute("data-tucked");
  });
});
