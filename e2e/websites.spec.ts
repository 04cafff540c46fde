import type { APIRequestContext } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";
import { createAccount, sameOriginHeaders, signInViaApi } from "./helpers/auth";

async function call(request: APIRequestContext, method: "post" | "put", url: string, data: unknown) {
  const response = await request[method](url, { data, headers: sameOriginHeaders() });
  expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
  return response.json();
}

test.describe("wedding websites", () => {
  test("a couple builds a site from their planning and publishes it; a guest opens it signed out at 390 px and RSVPs by name; a password site refuses without the password", async ({ page, browser }) => {
    test.slow();
    const { email } = await createAccount(page.request);
    await signInViaApi(page, email);
    const request = page.request;
    // The couple's planning: names, date, city, two events (the rehearsal dinner is not for everyone), a saved venue, guests.
    await call(request, "put", "/api/account/couple-profile", { partner1Name: "Rosa", partner2Name: "Jonah", weddingDate: "2027-10-09", city: "nashville" });
    await call(request, "post", "/api/guests/events", { name: "Ceremony", kind: "ceremony", startTime: "4:30 PM" });
    await call(request, "post", "/api/guests/events", { name: "Rehearsal dinner", kind: "rehearsal_dinner", startTime: "7:00 PM", location: "Husk, 37 Rutledge St" });
    const venues = (await (await request.get("/api/venues?city=nashville")).json()) as { venues: { id: string; name: string }[] };
    const venue = venues.venues[0]!;
    const savedVenue = await request.put(`/api/saved-venues/${venue.id}`, { headers: sameOriginHeaders() });
    expect(savedVenue.ok()).toBe(true);
    const family = `Quinn${Date.now().toString(36)}`.replace(/[0-9]/g, "");
    await call(request, "post", "/api/guests", { firstName: "Dana", lastName: family, household: { name: `The ${family} family` } });

    await page.goto("/planning/wedding-websites");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: "Wedding website", level: 1 })).toBeVisible();
    // The first draft is made from what the product knows: nothing typed twice.
    const preview = main.getByRole("complementary", { name: "Preview" });
    await expect(preview).toContainText("Rosa & Jonah");
    await expect(preview).toContainText("Saturday, October 9, 2027 · Nashville, TN");
    await expect(preview).toContainText(venue.name);
    const slug = `rosa-and-jonah-${Date.now().toString(36)}`;
    await main.getByLabel("Your site's address").fill("admin");
    await expect(main.getByText("That address is reserved.", { exact: false })).toBeVisible();
    await main.getByLabel("Your site's address").fill(slug);
    await expect(main.getByText("That address is free.")).toBeVisible();
    await main.getByRole("textbox", { name: "Our story" }).fill("We met on a rainy Tuesday at the <b>library</b>.");
    await main.locator("label", { hasText: "Evening" }).click();
    await expect(main.getByRole("radio", { name: /Evening/ })).toBeChecked();
    await expect(preview).toContainText("We met on a rainy Tuesday at the <b>library</b>.");
    await main.getByRole("button", { name: "Save", exact: true }).click();
    await expect(main.getByText("Draft: only you see it")).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: "screenshots/websites-builder-1440.png", fullPage: false });
    await main.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(main.getByText("Published", { exact: true })).toBeVisible();

    // The guest: signed out, on a phone.
    const guest = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const guestPage = await guest.newPage();
    // Server-rendered: the names and the schedule are in the HTML before any script runs.
    const html = await (await guest.request.get(`/wedding/${slug}`)).text();
    expect(html).toContain("Rosa &amp; Jonah");
    expect(html).toContain("Ceremony");
    expect(html).not.toContain("Rehearsal dinner");
    expect(html).not.toContain("<b>library</b>");
    await guestPage.goto(`/wedding/${slug}`);
    const site = guestPage.getByRole("main");
    await expect(site.getByRole("heading", { name: "Rosa & Jonah", level: 1 })).toBeVisible();
    await expect(site.getByRole("region", { name: "Schedule" })).toContainText("Ceremony");
    await expect(site.getByRole("region", { name: "Schedule" })).not.toContainText("Rehearsal dinner");
    await expectAccessible(guestPage);
    await guestPage.screenshot({ path: "screenshots/websites-site-390.png", fullPage: true });

    // RSVP by name, with a typo; nothing of anyone else is shown.
    const rsvp = site.getByRole("region", { name: "RSVP" });
    await rsvp.getByLabel("First name").fill("Dana");
    await rsvp.getByLabel("Last name").fill(`${family}x`);
    await rsvp.getByRole("button", { name: "Find my invitation" }).click();
    await expect(rsvp.getByText(`For The ${family} family`)).toBeVisible();
    await rsvp.getByRole("group", { name: "Ceremony: will Dana attend?" }).getByLabel("Joyfully accepts").check();
    await rsvp.getByRole("group", { name: "Rehearsal dinner: will Dana attend?" }).getByLabel("Regretfully declines").check();
    await rsvp.getByRole("button", { name: "Send my answer" }).click();
    await expect(rsvp.getByText("Thank you! Your answer is saved and the couple can see it.")).toBeVisible();
    // Having found their invitation, the guest sees the rehearsal dinner they are invited to.
    await guestPage.reload();
    await expect(site.getByRole("region", { name: "Schedule" })).toContainText("Rehearsal dinner");

    // The couple sees the answer in the guest list at once.
    await page.goto("/planning/guest-list-manager");
    const row = page.getByRole("main").getByRole("row", { name: new RegExp(`Dana ${family}`) });
    await expect(row).toContainText("Ceremony: Attending");

    // Password-protected: refused without it, a wrong one says so, the right one opens it.
    await page.goto("/planning/wedding-websites");
    await main.getByRole("radio", { name: /^Password/ }).check();
    await main.getByLabel("Site password").fill("magnolia");
    await main.getByRole("button", { name: "Save", exact: true }).click();
    await expect(main.getByLabel("New site password (leave empty to keep it)")).toBeVisible();
    const stranger = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const strangerPage = await stranger.newPage();
    await strangerPage.goto(`/wedding/${slug}`);
    const locked = strangerPage.getByRole("main");
    await expect(locked.getByRole("heading", { name: "This wedding website has a password" })).toBeVisible();
    await expect(locked).not.toContainText("Rosa");
    await locked.getByLabel("Password").fill("tulip");
    await locked.getByRole("button", { name: "Open the website" }).click();
    await expect(locked.getByText("That password isn't right.")).toBeVisible();
    await locked.getByLabel("Password").fill("magnolia");
    await locked.getByRole("button", { name: "Open the website" }).click();
    await expect(locked.getByRole("heading", { name: "Rosa & Jonah", level: 1 })).toBeVisible();
    await strangerPage.setViewportSize({ width: 1440, height: 900 });
    await strangerPage.screenshot({ path: "screenshots/websites-site-1440.png", fullPage: false });
    await stranger.close();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/planning/wedding-websites");
    await expect(main.getByRole("heading", { name: "Wedding website", level: 1 })).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: "screenshots/websites-builder-390.png", fullPage: true });
    await guest.close();
  });

  test("the guide and an unknown site are server-rendered pages", async ({ page }) => {
    await page.goto("/wedding-websites-guide");
    await expect(page.getByRole("heading", { name: "Your wedding website, start to finish" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Build your website" })).toHaveAttribute("href", "/planning/wedding-websites");
    await expectAccessible(page);
    const missing = await page.request.get("/wedding/no-such-couple-here");
    expect(missing.status()).toBe(404);
    await page.goto("/wedding/no-such-couple-here");
    await expect(page.getByRole("heading", { name: "We couldn't find that wedding website" })).toBeVisible();
  });
});
