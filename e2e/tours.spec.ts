import { addDays, formatDay, zonedDate } from "../domain/tours.ts";
import { expect, expectAccessible, test } from "./fixtures";
import { createAccount, readMail, sameOriginHeaders, signInViaApi, STRONG_PASSWORD, toast, uniqueEmail } from "./helpers/auth";
import { ownerWithVenue, verifiedCouple, ZONE } from "./helpers/tours";

/**
 * Tours end to end: an owner's listing (made through the owner API: create, three photos, publish)
 * with tour times added through the tours API; couples book and request in the browser.
 */

test.describe("venue tours", () => {
  // Each test sets up an owner, a listing with photos and one or two couples: slower than most.
  test.describe.configure({ timeout: 120_000 });

  test("a couple signs in on the booking page, books a slot, and both sides see it", async ({ page, browser, baseURL, playwright }) => {
    const venue = await ownerWithVenue(browser, baseURL!);
    const email = await verifiedCouple(playwright, baseURL!);

    await page.goto(`/book-tour?venue=${venue.slug}`);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: venue.name })).toBeVisible();
    await expect(main.getByText(/Eastern time \((EDT|EST)\)/)).toBeVisible();
    await main.getByRole("group", { name: "Open times" }).getByRole("button").first().click();
    await expect(main.getByRole("heading", { name: "Sign in to book this tour" })).toBeVisible();
    await expectAccessible(page);
    await main.getByLabel("Email address").fill(email);
    await main.getByLabel("Password", { exact: true }).fill(STRONG_PASSWORD);
    await main.getByRole("button", { name: "Sign in", exact: true }).click();

    // Still here, with the chosen time kept.
    await expect(main.getByLabel("How many people are coming?")).toBeVisible();
    await expect(page).toHaveURL(/\/book-tour\?venue=/);
    await main.getByLabel("How many people are coming?").selectOption("4");
    await main.getByLabel("Note for the venue (optional)").fill("We're thinking October next year.");
    await main.getByRole("button", { name: "Confirm tour" }).click();

    await expect(page).toHaveURL(/\/tour-success\?booking=[0-9a-f-]{36}$/);
    await expect(main.getByRole("heading", { name: `You're touring ${venue.name}` })).toBeVisible();
    await expect(main.getByText("4 people")).toBeVisible();
    const calendar = main.getByRole("link", { name: "Add to calendar" });
    await expect(calendar).toHaveAttribute("href", /\/api\/tours\/bookings\/[0-9a-f-]{36}\/calendar\.ics$/);
    const ics = await page.request.get((await calendar.getAttribute("href"))!);
    expect(ics.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(await ics.text()).toContain(`SUMMARY:Venue tour: ${venue.name}`);
    await expectAccessible(page);

    await readMail(page.request, email, new RegExp(`Your tour of ${venue.name} is booked`));
    await readMail(page.request, venue.ownerEmail, /New tour booked/);

    await main.getByRole("link", { name: "See all my venue tours" }).click();
    await expect(page).toHaveURL(/\/venue-tours$/);
    const upcoming = main.getByRole("region", { name: "Upcoming tours" });
    await expect(upcoming.getByRole("link", { name: venue.name })).toBeVisible();
    await expect(upcoming.getByText("Booked")).toBeVisible();
    await expectAccessible(page);

    // The owner's tours page shows the booking with the couple.
    const owner = venue.ownerPage;
    await owner.goto(`/venue-owner-dashboard/venues/${venue.id}/tours`);
    const booked = owner.getByRole("region", { name: "Booked tours" });
    await expect(booked.getByRole("link", { name: email })).toBeVisible({ timeout: 20_000 });
    await expect(booked.getByText("We're thinking October next year.", { exact: false })).toBeVisible();
    await expect(owner.getByRole("link", { name: "Back to dashboard" })).toHaveAttribute("href", "/venue-owner-dashboard");
    await expectAccessible(owner);

    // The couple cancels, after confirming.
    await page.reload();
    await upcoming.getByRole("button", { name: "Cancel tour" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name: `Cancel your tour of ${venue.name}?` })).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel tour" }).click();
    await expect(toast(page, "Tour canceled")).toBeVisible();
    await expect(main.getByRole("region", { name: "Past and canceled" }).getByText("Canceled", { exact: true })).toBeVisible();
    await owner.context().close();
  });

  test("a slot booked by someone else meanwhile gets the 409 message and the times refresh", async ({ page, browser, baseURL, playwright }) => {
    const venue = await ownerWithVenue(browser, baseURL!);
    const email = await verifiedCouple(playwright, baseURL!);
    await signInViaApi(page, email);
    await page.goto(`/book-tour?venue=${venue.slug}`);
    const main = page.getByRole("main");
    const first = main.getByRole("group", { name: "Open times" }).getByRole("button").first();
    await first.click();
    await expect(first).toHaveAttribute("aria-pressed", "true");

    // Another couple takes the same time through the API.
    const slots = (await (await page.request.get(`/api/tours/venues/${venue.slug}/slots`)).json()) as { slots: { id: string }[] };
    const otherEmail = await verifiedCouple(playwright, baseURL!);
    const other = await playwright.request.newContext({ baseURL });
    const signIn = await other.post("/api/auth/sign-in/email", { data: { email: otherEmail, password: STRONG_PASSWORD }, headers: sameOriginHeaders() });
    expect(signIn.status()).toBe(200);
    const taken = await other.post("/api/tours/bookings", { data: { slotId: slots.slots[0]!.id, guests: 2 }, headers: sameOriginHeaders() });
    expect(taken.status()).toBe(201);
    await other.dispose();

    await main.getByRole("button", { name: "Confirm tour" }).click();
    await expect(main.getByRole("alert").filter({ hasText: "That time was just booked by someone else. Please pick another." })).toBeVisible();
    await expect(page).toHaveURL(/\/book-tour/);
    await expect(main.getByRole("button", { name: "Confirm tour" })).toBeDisabled();
    await venue.ownerPage.context().close();
  });

  test("a couple requests a tour, the owner proposes another time, the couple accepts", async ({ page, browser, baseURL, playwright }) => {
    const venue = await ownerWithVenue(browser, baseURL!, []);
    const email = await verifiedCouple(playwright, baseURL!);
    await signInViaApi(page, email);

    // No open times: the booking page points to a request.
    await page.goto(`/schedule-tour?venue=${venue.slug}`);
    const main = page.getByRole("main");
    await expect(main.getByText("No open tour times in these weeks")).toBeVisible();
    await main.getByRole("link", { name: "Request a tour", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/request-venue-tour\\?venue=${venue.slug}$`));

    const preferred = addDays(zonedDate(new Date(), ZONE), 12);
    await main.getByLabel("Date", { exact: true }).fill(preferred);
    await main.getByLabel("Time", { exact: true }).fill("17:30");
    await main.getByLabel("Message for the venue (optional)").fill("Can we see the courtyard at golden hour?");
    await expectAccessible(page);
    await main.getByRole("button", { name: "Send request" }).click();
    await expect(main.getByRole("heading", { name: `Request sent to ${venue.name}` })).toBeVisible();
    await readMail(page.request, venue.ownerEmail, /Tour request for/);

    const owner = venue.ownerPage;
    await owner.goto(`/venue-owner-dashboard/venues/${venue.id}/tours`);
    const requests = owner.getByRole("region", { name: "Tour requests" });
    await expect(requests.getByRole("link", { name: email })).toBeVisible({ timeout: 20_000 });
    await expect(requests.getByText("Can we see the courtyard at golden hour?", { exact: false })).toBeVisible();
    await requests.getByRole("button", { name: "Propose another time" }).click();
    const dialog = owner.getByRole("dialog");
    await dialog.getByLabel("Date").fill(addDays(zonedDate(new Date(), ZONE), 13));
    await dialog.getByLabel("Time").fill("11:00");
    await dialog.getByLabel("Note for the couple (optional)").fill("Evenings are weddings; mornings are lovely.");
    await expectAccessible(owner);
    await dialog.getByRole("button", { name: "Send proposal" }).click();
    await expect(toast(owner, "New time proposed")).toBeVisible();
    await expect(requests.getByText("New time proposed")).toBeVisible();
    await readMail(page.request, email, /proposed another time/);

    await page.goto("/venue-tours");
    const open = main.getByRole("region", { name: "Tour requests" });
    await expect(open.getByText(/Proposed: .*11:00 AM/)).toBeVisible();
    await expect(open.getByText("Evenings are weddings; mornings are lovely.", { exact: false })).toBeVisible();
    await open.getByRole("button", { name: "Accept this time" }).click();
    await expect(toast(page, "Tour confirmed")).toBeVisible();
    // A confirmed request is an upcoming tour (issue 27).
    const upcoming = main.getByRole("region", { name: "Upcoming tours" });
    await expect(upcoming.getByText("Confirmed")).toBeVisible();
    await expect(upcoming.getByRole("link", { name: "Add to calendar" })).toBeVisible();
    await expectAccessible(page);
    await readMail(page.request, venue.ownerEmail, /Tour confirmed at/);
    await owner.context().close();
  });

  test("the owner sets touring hours; a couple's time outside them is refused before anything is sent", async ({ page, browser, baseURL, playwright }) => {
    const venue = await ownerWithVenue(browser, baseURL!, []);
    const today = zonedDate(new Date(), ZONE);
    const [openDate, closedDate] = [addDays(today, 12), addDays(today, 13)];
    const [openDay, closedDay] = [openDate, closedDate].map((date) => formatDay(date).split(",")[0]!);

    // The owner opens one weekday at noon and closes the next, on the tours page.
    const owner = venue.ownerPage;
    await owner.goto(`/venue-owner-dashboard/venues/${venue.id}/tours`);
    const hours = owner.getByRole("region", { name: "Touring hours" });
    await expect(hours.getByText("You're using the default hours")).toBeVisible();
    await hours.getByRole("textbox", { name: `${openDay} Opens` }).fill("12:00");
    await hours.getByRole("switch", { name: `Tours on ${closedDay}s` }).click();
    await expect(hours.getByText(`No tours on ${closedDay}s.`)).toBeVisible();
    await hours.getByRole("button", { name: "Save touring hours" }).click();
    await expect(toast(owner, "Touring hours saved")).toBeVisible();
    await expect(hours.getByText("These are your own hours.")).toBeVisible();
    await expectAccessible(owner);

    const email = await verifiedCouple(playwright, baseURL!);
    await signInViaApi(page, email);
    const sent: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().endsWith("/api/tours/requests")) sent.push(request.url());
    });
    await page.goto(`/request-venue-tour?venue=${venue.slug}`);
    const main = page.getByRole("main");
    const shown = main.getByRole("region", { name: "Touring hours" });
    await expect(shown.getByText("12:00 PM – 6:00 PM")).toBeVisible();
    await expect(shown.getByText("Closed")).toBeVisible();

    await main.getByLabel("Date", { exact: true }).fill(openDate);
    await main.getByLabel("Time", { exact: true }).fill("03:00");
    await main.getByRole("button", { name: "Send request" }).click();
    await expect(main.getByText(`Tours at this venue run 12:00 PM – 6:00 PM on ${openDay}s. Choose a time in those hours.`)).toBeVisible();
    await expect(main.getByLabel("Time", { exact: true })).toHaveAttribute("aria-invalid", "true");

    await main.getByLabel("Date", { exact: true }).fill(closedDate);
    await main.getByLabel("Time", { exact: true }).fill("13:00");
    await main.getByRole("button", { name: "Send request" }).click();
    await expect(main.getByText(`This venue doesn't give tours on ${closedDay}s. Choose another day.`)).toBeVisible();
    await expectAccessible(page);
    expect(sent).toEqual([]);

    await main.getByLabel("Date", { exact: true }).fill(openDate);
    await main.getByLabel("Time", { exact: true }).fill("14:00");
    await main.getByRole("button", { name: "Send request" }).click();
    await expect(main.getByRole("heading", { name: `Request sent to ${venue.name}` })).toBeVisible();
    expect(sent).toHaveLength(1);
    await owner.context().close();
  });

  test("another owner's listing shows a clear not-found state", async ({ page, browser, baseURL }) => {
    const venue = await ownerWithVenue(browser, baseURL!, []);
    const { email } = await createAccount(page.request, { email: uniqueEmail("tour-stranger"), userType: "venue_owner" });
    await signInViaApi(page, email);
    await page.goto(`/venue-owner-dashboard/venues/${venue.id}/tours`);
    await expect(page.getByRole("heading", { name: "We couldn't find that listing" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to dashboard" })).toBeVisible();
    await venue.ownerPage.context().close();
  });
});
