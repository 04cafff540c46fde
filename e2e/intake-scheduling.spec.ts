import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";
import { createAccount, sameOriginHeaders, signInAsAdmin, signInViaApi, toast, uniqueEmail } from "./helpers/auth";

/** Waits until no toast is on screen (the shell's toasts are not this page's to check for contrast). */
async function withoutToasts(page: Page): Promise<void> {
  for (const close of await page.getByRole("button", { name: "Close toast" }).all()) await close.click({ timeout: 1000 }).catch(() => {});
  await page.mouse.move(5, 5);
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 10_000 });
}

const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The admin lists a counselor through the admin screen: every day, 9 AM to 5 PM New York time. */
async function addProviderAsAdmin(page: Page, name: string) {
  await signInAsAdmin(page);
  await page.goto("/admin/intake-providers");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Counselors, coaches and planners");
  await main.getByRole("button", { name: "Add someone" }).click();
  await main.getByLabel("Name").fill(name);
  await main.getByLabel("Kind").selectOption("counselor");
  await main.getByLabel("Time zone", { exact: true }).selectOption("America/New_York");
  await main.getByLabel("About them (couples read this)").fill("Premarital and first-year counseling.");
  // The first window is Monday 9 to 12; make it every day, 9 to 5.
  for (let weekday = 0; weekday < 7; weekday++) {
    if (weekday > 0) await main.getByRole("button", { name: "Add hours" }).click();
    const row = main.getByRole("combobox", { name: /^Day\b/ }).nth(weekday);
    await row.selectOption(String(weekday));
    await main.getByRole("combobox", { name: /^From\b/ }).nth(weekday).selectOption("9");
    await main.getByRole("combobox", { name: /^To\b/ }).nth(weekday).selectOption("17");
  }
  await main.getByRole("button", { name: "Add", exact: true }).click();
  await expect(toast(page, `${name} added`)).toBeVisible();
  await expect(main.getByRole("listitem").filter({ hasText: name })).toContainText("Sundays 9 AM–5 PM");
}

test("an admin lists a counselor; a couple books, reschedules and cancels a session, and is offered other times when theirs is taken", async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  const name = `Dana Whitfield ${tag()}`;
  await addProviderAsAdmin(page, name);
  await page.screenshot({ path: testInfo.outputPath("admin-providers.png"), fullPage: true });

  const { email } = await createAccount(page.request, { email: uniqueEmail("intake") });
  await signInViaApi(page, email);
  await page.goto("/intake-scheduling");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: "Book a session" })).toBeVisible();
  await main.getByRole("radio", { name: new RegExp(name) }).check();

  // Another couple takes the time this couple picked, before they press Book.
  await main.getByRole("group", { name: /^Pick a time on/ }).getByRole("button").first().click();
  const picked = await main.getByText(/^Selected: /).textContent();
  const other = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const { email: otherEmail } = await createAccount(other.request, { email: uniqueEmail("intake-other") });
  await other.request.post("/api/auth/sign-in/email", { data: { email: otherEmail, password: "lantern orchard velvet 42" }, headers: sameOriginHeaders() });
  const scheduling = (await (await other.request.get("/api/beyond-wedding/scheduling")).json()) as { providers: { id: string; name: string; slots: string[] }[] };
  const provider = scheduling.providers.find((p) => p.name === name)!;
  const taken = await other.request.post("/api/beyond-wedding/sessions", { data: { providerId: provider.id, startsAt: provider.slots[0] }, headers: sameOriginHeaders() });
  expect(taken.status()).toBe(201);
  await other.close();

  await main.getByRole("button", { name: "Book this time" }).click();
  const refusal = main.getByRole("alert").filter({ hasText: "That time was just booked by someone else" });
  await expect(refusal).toBeVisible();
  await expect(refusal.getByText(`Other open times with ${name}:`)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("slot-taken.png"), fullPage: true });
  await refusal.getByRole("button").first().click();
  await expect(main.getByText(/^Selected: /)).not.toHaveText(picked!);
  await main.getByLabel(`A note for ${name} (optional)`).fill("We'd like to talk about money.");
  await main.getByRole("button", { name: "Book this time" }).click();
  await expect(toast(page, `Booked: ${name}`)).toBeVisible();
  const upcoming = main.getByTestId("upcoming-session");
  await expect(upcoming).toHaveCount(1);
  await expect(upcoming).toContainText(name);
  await expect(upcoming.getByRole("link", { name: "Add to calendar" })).toHaveAttribute("href", /\/api\/beyond-wedding\/sessions\/[0-9a-f-]+\/calendar$/);
  const bookedAt = await upcoming.locator("p").nth(1).textContent();

  // Reschedule to a time on another day.
  await upcoming.getByRole("button", { name: "Reschedule" }).click();
  await expect(main.getByText(`Pick a new time for your session with ${name}`)).toBeVisible();
  await main.getByRole("group", { name: "Pick a day" }).getByRole("button").nth(2).click();
  await main.getByRole("group", { name: /^Pick a time on/ }).getByRole("button").first().click();
  await main.getByRole("button", { name: "Move my session here" }).click();
  await expect(toast(page, /^Moved to /)).toBeVisible();
  await expect(upcoming).toHaveCount(1);
  await expect(upcoming.locator("p").nth(1)).not.toHaveText(bookedAt!);
  await withoutToasts(page);
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath("booked.png"), fullPage: true });

  // Cancel, after confirming.
  await upcoming.getByRole("button", { name: "Cancel" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: `Cancel your session with ${name}?` })).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel session" }).click();
  await expect(toast(page, "Session canceled")).toBeVisible();
  await expect(upcoming).toHaveCount(0);
});

test("a partner's private note is saved for them alone, and reminders can be picked and stopped from the mail's link", async ({ page }) => {
  const { email } = await createAccount(page.request, { email: uniqueEmail("intake-notes") });
  await signInViaApi(page, email);
  await page.goto("/financial-planning");
  const main = page.getByRole("main");
  await main.getByLabel("Your private note").fill("I'd like us to save for a trip.");
  await main.getByRole("button", { name: "Save my note" }).click();
  await expect(main.getByText("Saved. Only you can see it.")).toBeVisible();
  await page.reload();
  await expect(main.getByLabel("Your private note")).toHaveValue("I'd like us to save for a trip.");

  await page.goto("/beyond-wedding");
  await main.getByRole("radio", { name: "Monthly" }).check();
  await expect(toast(page, "Reminders on: monthly.")).toBeVisible();
  await page.reload();
  await expect(main.getByRole("radio", { name: "Monthly" })).toBeChecked();

  // The link in the mail: a wrong one is refused in words.
  await page.goto("/beyond-wedding/reminders/unsubscribe?token=bm90LWEtcmVhbC1pZA.forged-signature");
  await expect(main.getByRole("alert")).toContainText("That unsubscribe link isn't valid.");
});

test("on a phone the booking page fits the screen, with a session booked", { tag: "@phone" }, async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const name = `Avery Lin ${tag()}`;
  await addProviderAsAdmin(page, name);
  const { email } = await createAccount(page.request, { email: uniqueEmail("intake-phone") });
  await signInViaApi(page, email);
  const scheduling = (await (await page.request.get("/api/beyond-wedding/scheduling")).json()) as { providers: { id: string; name: string; slots: string[] }[] };
  const provider = scheduling.providers.find((p) => p.name === name)!;
  expect((await page.request.post("/api/beyond-wedding/sessions", { data: { providerId: provider.id, startsAt: provider.slots[3] }, headers: sameOriginHeaders() })).status()).toBe(201);
  await page.goto("/intake-scheduling");
  const main = page.getByRole("main");
  await expect(main.getByTestId("upcoming-session")).toContainText(name);
  await main.getByRole("radio", { name: new RegExp(name) }).check();
  await expect(main.getByRole("group", { name: /^Pick a time on/ })).toBeVisible();
  // Nothing wider than the screen: the days scroll inside their own row.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  await main.getByRole("heading", { name: "Book a session" }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("phone-booking.png") });
  await page.screenshot({ path: testInfo.outputPath("phone-booking-full.png"), fullPage: true });
});
