import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";

/** Checks that each named link inside the page's main area points where it should. */
async function expectLinks(page: Page, links: Record<string, string>) {
  const main = page.getByRole("main");
  for (const [name, href] of Object.entries(links)) {
    await expect(main.getByRole("link", { name, exact: true }).first(), name).toHaveAttribute("href", href);
  }
}

/** Nothing spills sideways at 390 px (or anywhere else). */
async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function open(page: Page, path: string, h1: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
}

test.describe("About", () => {
  test("tells who we are, the cities, the values and the assistants", async ({ page }) => {
    await open(page, "/about", "Wedding planning that knows your city");
    await expect(page).toHaveTitle("About · Serviceberry");
    const main = page.getByRole("main");
    for (const city of ["Cleveland", "Columbus", "Cincinnati", "Nashville"]) {
      await expect(main.getByRole("heading", { level: 3, name: city })).toBeVisible();
    }
    for (const value of ["Always ad-free", "Your data is yours", "Local knowledge"]) {
      await expect(main.getByRole("heading", { level: 3, name: value })).toBeVisible();
    }
    await expect(main.getByRole("heading", { level: 2, name: "Meet June and Grace" })).toBeVisible();
    await expect(main.getByRole("heading", { level: 3, name: "June" })).toBeVisible();
    await expect(main.getByRole("heading", { level: 3, name: "Grace" })).toBeVisible();
    await expect(main.getByRole("heading", { level: 2, name: "Why we built Serviceberry" })).toBeVisible();
    await expectLinks(page, {
      "Start planning free": "/signup/couple",
      "See how it works": "/how-to-get-started",
      "Read our privacy policy": "/privacy",
      "Meet June": "/ai-planner",
      "Visit the help center": "/help",
      "Create your free account": "/signup/couple",
      "Joining as a pro or a helper?": "/join",
    });
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);
  });
});

test.describe("Company", () => {
  test("gives the mission, the Columbus story, the business model and a press contact", async ({ page }) => {
    await open(page, "/company", "A small Columbus company with a simple promise");
    await expect(page).toHaveTitle("Our company · Serviceberry");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 2, name: "Founded in Columbus, Ohio" })).toBeVisible();
    await expect(main.getByRole("heading", { level: 3, name: "Free for couples to start" })).toBeVisible();
    await expect(main.getByRole("heading", { level: 3, name: "Optional plans for pros" })).toBeVisible();
    await expect(main.getByRole("heading", { level: 2, name: "Team principles" })).toBeVisible();
    await expect(main.getByRole("link", { name: "hello@serviceberry.app" })).toHaveAttribute("href", "mailto:hello@serviceberry.app");
    await expectLinks(page, {
      "Get in touch": "/contact",
      "Read our story": "#story",
      "See plans for pros": "/vendor-pricing",
      "Contact us": "/contact",
      "Visit the help center": "/help",
    });
    await main.getByRole("link", { name: "Read our story" }).click();
    await expect(page).toHaveURL(/\/company#story$/);
    await expect(main.getByRole("heading", { name: "Founded in Columbus, Ohio" })).toBeInViewport();
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);
  });
});

const PRIVACY_SECTIONS = [
  "The short version",
  "What we collect",
  "Why we use it",
  "Who sees your information",
  "What we never do",
  "How long we keep it",
  "Your choices and rights",
  "Cookies and browser storage",
  "Children",
  "Changes to this policy",
  "Contact us",
];

const TERMS_SECTIONS = [
  "Our agreement",
  "Free start, paid plans and cancelling",
  "Your content",
  "Working with venues and vendors",
  "June, Grace and AI answers",
  "Acceptable use",
  "Ending your account",
  "Changes to these terms",
  "Contact us",
];

/** Every contents link points at a section on the page, and following one lands on it. */
async function expectWorkingContents(page: Page, sectionTitles: string[], jumpTo: string) {
  const contents = page.getByRole("navigation", { name: "Contents" });
  const links = contents.getByRole("link");
  expect(await links.count()).toBeGreaterThanOrEqual(sectionTitles.length);
  for (const title of sectionTitles) {
    const link = contents.getByRole("link", { name: title, exact: true });
    const href = await link.getAttribute("href");
    expect(href, title).toMatch(/^#[a-z-]+$/);
    await expect(page.locator(`${href} h2`), title).toContainText(title);
  }
  await contents.getByRole("link", { name: jumpTo, exact: true }).click();
  await expect(page.getByRole("heading", { level: 2, name: jumpTo })).toBeInViewport();
}

test.describe("Privacy", () => {
  test("is a complete policy with an effective date and working contents", async ({ page }) => {
    await open(page, "/privacy", "Privacy Policy");
    await expect(page).toHaveTitle("Privacy Policy · Serviceberry");
    const main = page.getByRole("main");
    await expect(main.locator('time[datetime="2026-11-21"]')).toHaveText("November 21, 2026");
    await expect(main.getByText("We never sell your data and we never show ads.")).toBeVisible();
    await expect(main.getByText("selectedCity", { exact: true })).toBeVisible();
    const whoSees = main.locator("#who-sees-it");
    await expect(whoSees).toContainText(/Venues and vendors\s+see only what you send them/);
    await expect(whoSees).toContainText(/Helpers \(contributors\)\s+see only what the couple allows/);
    await expect(main.getByText(/Chats with June and Grace/)).toBeVisible();
    await expectWorkingContents(page, PRIVACY_SECTIONS, "Cookies and browser storage");
    await expect(page).toHaveURL(/\/privacy#cookies$/);
    await expect(main.locator("#your-choices").getByRole("link", { name: "contact us" })).toHaveAttribute("href", "/contact");
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);
  });

  test("opening a section link directly lands on that section", async ({ page }) => {
    await page.goto("/privacy#children");
    await expect(page.getByRole("heading", { level: 2, name: "Children" })).toBeInViewport();
  });
});

test.describe("Terms", () => {
  test("is a complete agreement with an effective date and working contents", async ({ page }) => {
    await open(page, "/terms", "Terms of Service");
    await expect(page).toHaveTitle("Terms of Service · Serviceberry");
    const main = page.getByRole("main");
    await expect(main.locator('time[datetime="2026-11-21"]')).toHaveText("November 21, 2026");
    await expect(main.getByText(/\$0, with no credit card/)).toBeVisible();
    await expectWorkingContents(page, TERMS_SECTIONS, "Acceptable use");
    await expectLinks(page, { "Privacy Policy": "/privacy", "vendor pricing page": "/vendor-pricing" });
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);
  });
});

test.describe("How to get started", () => {
  test("walks couples through five steps and points pros to their sign-ups", async ({ page }) => {
    await open(page, "/how-to-get-started", /15 minutes/);
    await expect(page).toHaveTitle("How to Get Started · Serviceberry");
    const main = page.getByRole("main");
    const steps = main.getByRole("list").filter({ has: page.getByRole("heading", { name: "Choose your city" }) });
    await expect(steps.getByRole("heading", { level: 3 })).toHaveText([
      "Choose your city",
      "Create your free account",
      "Set up your wedding profile",
      "Invite your helpers",
      "Meet June",
    ]);
    await expectLinks(page, {
      "Create your free account": "/signup/couple",
      "Sign up as a venue": "/signup/venue",
      "Sign up as a vendor": "/signup/vendor",
      "Meet June": "/ai-planner",
      "How helpers work": "/help?audience=contributors",
      "See what Serviceberry offers pros": "/pros",
    });
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);
  });

  test("the first step opens the city chooser and remembers the choice", async ({ page }) => {
    await page.goto("/how-to-get-started");
    await page.getByRole("main").getByRole("button", { name: "Choose your city" }).click();
    const dialog = page.getByRole("dialog", { name: "Welcome! Where are you planning your wedding?" });
    await dialog.getByRole("button", { name: /Columbus/ }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("main").getByText("Planning in Columbus, OH")).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("selectedCity"))).toBe("columbus");
  });
});

test.describe("Pros", () => {
  test("shows what pros get, the categories, how it works and every sign-up route", async ({ page }) => {
    await open(page, "/pros", "Meet couples who are planning in your city");
    await expect(page).toHaveTitle("For wedding pros · Serviceberry");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 3, name: "Tour booking for venues" })).toBeVisible();
    await expect(main.getByRole("heading", { level: 3, name: "Couples in your city" })).toBeVisible();
    const categories = main.getByRole("list", { name: "Vendor categories" }).getByRole("listitem");
    await expect(categories).toHaveCount(12);
    await expect(categories.first()).toHaveText("Photographers");
    await expect(main.getByText("Free to start", { exact: false }).first()).toBeVisible();
    await expectLinks(page, {
      "Join as a vendor": "/signup/vendor",
      "List your venue": "/signup/venue",
      "How venue listings work": "/list-your-venue",
      "See all the benefits for vendors": "/vendor-benefits",
      "See pricing for pros": "/vendor-pricing",
      "Create your free vendor profile": "/signup/vendor",
      "Own a venue? Sign up here": "/signup/venue",
    });
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);
  });
});

test.describe("What's next", () => {
  test("is an honest roadmap grouped now, next and later, with a way to suggest ideas", async ({ page }) => {
    await open(page, "/coming-soon", "What’s next at Serviceberry");
    await expect(page).toHaveTitle("What's next · Serviceberry");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 3 })).toHaveText(["Now", "Next", "Later"]);
    await expect(main.getByRole("heading", { level: 4, name: "Pinterest and Spotify connections" })).toBeVisible();
    await expect(main.getByRole("heading", { level: 4, name: "Milestones for vendors" })).toBeVisible();
    await expect(main).not.toContainText(/coming\s+soon/i);
    await expectLinks(page, { "Tell us what to build": "/contact", "Share an idea": "/contact" });
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);
  });
});

test.describe("Join", () => {
  test("explains each kind of account and links to its sign-up", async ({ page }) => {
    await open(page, "/join", "One place for everyone planning the day");
    await expect(page).toHaveTitle("Join Serviceberry · Serviceberry");
    const main = page.getByRole("main");
    for (const kind of ["Couples", "Venue owners", "Vendors", "Family and friends"]) {
      await expect(main.getByRole("heading", { level: 3, name: kind })).toBeVisible();
    }
    await expect(main.getByText(/Helpers join by invitation only/)).toBeVisible();
    await expectLinks(page, {
      "Join as a couple": "/signup/couple",
      "Join as a venue": "/signup/venue",
      "Join as a vendor": "/signup/vendor",
      "Sign in": "/auth",
      "Read the guide for helpers": "/help?audience=contributors",
    });
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);
  });
});

test("keyboard focus stays visible, on the page and on the plum closing band", async ({ page }) => {
  await page.goto("/pros");
  const main = page.getByRole("main");
  await main.getByRole("link", { name: "Join as a vendor" }).focus();
  const heroOutline = await main
    .getByRole("link", { name: "Join as a vendor" })
    .evaluate((element) => getComputedStyle(element).outlineStyle);
  expect(heroOutline).toBe("solid");
  // On the plum band the ring switches to the light foreground color, so it stays visible.
  const bandAction = main.getByRole("link", { name: "Create your free vendor profile" });
  await bandAction.focus();
  // Polled: the button's color transition also animates the outline color for a moment.
  await expect
    .poll(() =>
      bandAction.evaluate((element) => {
        const style = getComputedStyle(element);
        return { style: style.outlineStyle, color: style.outlineColor };
      }),
    )
    .toEqual({ style: "solid", color: "rgb(255, 255, 255)" });
});

test.describe("Pages for vendors on a phone", () => {
  test("fit 390 px without sideways scrolling @phone", async ({ page, isMobile }) => {
    test.skip(!isMobile, "about the phone layout");
    for (const path of ["/vendor-pricing", "/vendor-benefits", "/founding-50", "/ai-vendor-tools", "/june-for-planners", "/friendors"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
