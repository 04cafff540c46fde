import type { APIRequestContext } from "@playwright/test";
import sharp from "sharp";
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
    // Hal is invited to the ceremony only; his household code opens his invitation.
    await call(request, "post", "/api/guests", { firstName: "Hal", lastName: `${family}son`, household: { name: `The ${family}son household` }, eventIds: [] });
    // The day-of schedule moves the ceremony to 5:00 PM: the site follows it.
    await call(request, "post", "/api/timeline/events", { title: "Ceremony", startMinutes: 17 * 60, durationMinutes: 30, place: "" });

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
    // Photos, once saved: one gallery photo described for screen readers, and the story behind its own password.
    const photos = main.getByRole("region", { name: "Photos and wedding party" });
    await photos.getByLabel("Add a photo").first().setInputFiles({ name: "us.png", mimeType: "image/png", buffer: await sharp({ create: { width: 900, height: 600, channels: 3, background: "#b4654a" } }).png().toBuffer() });
    await photos.getByLabel("Photo 1: what it shows").fill("Rosa and Jonah on the bridge");
    await photos.getByLabel("Photo 1: caption").fill("The Shelby Street Bridge");
    await main.getByLabel("Our story needs its own password").check();
    await main.getByLabel("Password for Our story").fill("fireflies");
    await main.getByRole("button", { name: "Save", exact: true }).click();
    await expect(main.getByLabel("New password for Our story (leave empty to keep it)")).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: "screenshots/websites-builder-1440.png", fullPage: false });
    await main.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(main.getByText("Published", { exact: true })).toBeVisible();

    // The guest: signed out, on a phone.
    const guest = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const guestPage = await guest.newPage();
    // Plain HTML from the server: no app script; the names and the schedule are there before anything runs.
    const html = await (await guest.request.get(`/wedding/${slug}`)).text();
    expect(html).not.toContain("<script");
    expect(html).toContain("Rosa &amp; Jonah");
    expect(html).toContain("Ceremony");
    expect(html).not.toContain("Rehearsal dinner");
    expect(html).not.toContain("rainy Tuesday");
    expect(html).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+\.preview\.jpg">/);
    await guestPage.goto(`/wedding/${slug}`);
    const site = guestPage.locator("body");
    await expect(site.getByRole("heading", { name: "Rosa & Jonah", level: 1 })).toBeVisible();
    const schedule = site.getByRole("region", { name: "Schedule" });
    await expect(schedule).toContainText("Ceremony");
    await expect(schedule).toContainText("5:00 PM");
    await expect(schedule).not.toContainText("Rehearsal dinner");
    await expect(site.getByRole("region", { name: "Photos" }).getByRole("img", { name: "Rosa and Jonah on the bridge" })).toBeVisible();
    await expectAccessible(guestPage);
    await guestPage.screenshot({ path: "screenshots/websites-site-390.png", fullPage: true });

    // The story has its own password: a wrong one says so, the right one opens it.
    const story = site.getByRole("region", { name: "Our story" });
    await expect(story).toContainText("This page has its own password");
    await story.getByLabel("Password").fill("glowworms");
    await story.getByRole("button", { name: "Open this page" }).click();
    await expect(site.getByRole("region", { name: "Our story" }).getByText("That password isn't right.")).toBeVisible();
    await site.getByRole("region", { name: "Our story" }).getByLabel("Password").fill("fireflies");
    await site.getByRole("region", { name: "Our story" }).getByRole("button", { name: "Open this page" }).click();
    await expect(site.getByRole("region", { name: "Our story" })).toContainText("We met on a rainy Tuesday at the <b>library</b>.");

    // RSVP by name, with a typo; nothing of anyone else is shown.
    const rsvp = site.getByRole("region", { name: "RSVP" });
    await rsvp.getByLabel("First name").fill("Dana");
    await rsvp.getByLabel("Last name").fill(`${family}x`);
    await rsvp.getByRole("button", { name: "Find my invitation" }).click();
    await expect(rsvp.getByText(`For The ${family} family`)).toBeVisible();
    await rsvp.getByRole("group", { name: "Ceremony: will Dana attend?" }).getByLabel("Joyfully accepts").check();
    await rsvp.getByRole("group", { name: "Rehearsal dinner: will Dana attend?" }).getByLabel("Regretfully declines").check();
    await rsvp.getByRole("button", { name: "Send my answer" }).click();
    await expect(site.getByRole("status")).toHaveText("Thank you! Your answer is saved and the couple can see it.");
    // Having found their invitation, the guest sees the rehearsal dinner they are invited to.
    await expect(site.getByRole("region", { name: "Schedule" })).toContainText("Rehearsal dinner");
    await guestPage.screenshot({ path: "screenshots/websites-site-rsvp-390.png", fullPage: false });

    // Another household finds its invitation by the code printed on it, and sees only its own events.
    const { planning } = (await (await request.get("/api/websites/mine")).json()) as { planning: { householdCodes: { household: string; code: string }[] } };
    const halCode = planning.householdCodes.find((c) => c.household === `The ${family}son household`)!.code;
    const hal = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const halPage = await hal.newPage();
    await halPage.goto(`/wedding/${slug}#rsvp`);
    const halRsvp = halPage.getByRole("region", { name: "RSVP" });
    await halRsvp.getByLabel("Your household's code, from your invitation").fill("ZZZZ-ZZZZ");
    await halRsvp.getByRole("button", { name: "Find my invitation" }).click();
    await expect(halPage.getByRole("region", { name: "RSVP" }).getByText("That code doesn't match an invitation.", { exact: false })).toBeVisible();
    await halPage.getByRole("region", { name: "RSVP" }).getByLabel("Your household's code, from your invitation").fill(halCode.toLowerCase());
    await halPage.getByRole("region", { name: "RSVP" }).getByRole("button", { name: "Find my invitation" }).click();
    await expect(halPage.getByRole("region", { name: "RSVP" }).getByText(`For The ${family}son household`)).toBeVisible();
    await expect(halPage.getByRole("region", { name: "RSVP" })).not.toContainText("Dana");
    await expect(halPage.getByRole("region", { name: "Schedule" })).not.toContainText("Rehearsal dinner");
    await hal.close();

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
    const locked = strangerPage.locator("body");
    await expect(locked.getByRole("heading", { name: "This wedding website has a password" })).toBeVisible();
    await expect(locked).not.toContainText("Rosa");
    await expectAccessible(strangerPage);
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

  test("on a phone a choice whose label wraps keeps its full-size radio @phone", async ({ page, isMobile }) => {
    test.skip(!isMobile, "phone width");
    const { email } = await createAccount(page.request);
    await signInViaApi(page, email);
    await page.goto("/planning/wedding-websites");
    const privacy = page.getByRole("group", { name: "Privacy" }).getByRole("radio");
    await expect(privacy).toHaveCount(3);
    const widths = await privacy.evaluateAll((radios) => radios.map((radio) => radio.getBoundingClientRect().width));
    expect(new Set(widths).size, `radio widths ${widths.join(", ")}`).toBe(1);
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
