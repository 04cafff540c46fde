import type { Page } from "@playwright/test";
import { ANDROID_UA, expect, expectAccessible, test } from "./fixtures";
import { createAccount, linkIn, readMail, signInViaApi, toast, uniqueEmail, verifyEmailViaMail } from "./helpers/auth";
import { slowAnimations } from "./helpers/motion";

/** A new couple with a proven address (mailing guests needs one), signed in in this page's context. */
async function verifiedCouple(page: Page) {
  const { email } = await createAccount(page.request);
  await verifyEmailViaMail(page.request, email);
  await signInViaApi(page, email);
  return email;
}

async function addEvent(page: Page, name: string, meals = "") {
  const dialog = page.getByRole("dialog", { name: "Events" });
  const form = dialog.getByRole("form", { name: "Add an event" });
  await form.getByLabel("New event: name").fill(name);
  await form.getByLabel("New event: kind").selectOption(name.toLowerCase());
  if (meals) await form.getByLabel("New event: meal choices").fill(meals);
  await form.getByRole("button", { name: "Add event" }).click();
  await expect(toast(page, `${name} added`)).toBeVisible();
  await expect(dialog.getByRole("form", { name: `Edit ${name}` })).toBeVisible();
}

async function addGuest(page: Page, guest: { first: string; last: string; email?: string; household?: string }) {
  await page.getByRole("main").getByRole("button", { name: "Add guest" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Add a guest" });
  await dialog.getByLabel("First name").fill(guest.first);
  await dialog.getByLabel("Last name").fill(guest.last);
  if (guest.email) await dialog.getByLabel("Email").fill(guest.email);
  if (guest.household) await dialog.getByLabel("Household name").fill(guest.household);
  await dialog.getByRole("button", { name: "Add guest" }).click();
  await expect(toast(page, `${guest.first} added to your guest list`)).toBeVisible();
  await expect(dialog).toBeHidden();
}

test.describe("guest list manager", () => {
  test("a couple adds guests, sends an invitation, the guest answers at /rsvp, and the answer shows on the list", async ({ page, browser }) => {
    // Two browsers, a mail and a dozen saves: longer than most tests.
    test.slow();
    await verifiedCouple(page);
    await page.goto("/planning/guest-list-manager");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: "Guest list manager" })).toBeVisible();
    await expect(main.getByText("Your guest list is empty")).toBeVisible();
    await expect(main.getByRole("link", { name: "Import", exact: true })).toHaveAttribute("href", "/planning/guest-list-manager/import");
    await expectAccessible(page);

    // The wedding's events, the reception with a meal question.
    await main.getByRole("button", { name: "Events" }).click();
    await addEvent(page, "Ceremony");
    await addEvent(page, "Reception", "Chicken, Salmon");
    await page.keyboard.press("Escape");

    const anaEmail = uniqueEmail("ana");
    await addGuest(page, { first: "Ana", last: "Alvarez", email: anaEmail, household: "The Alvarez family" });
    await addGuest(page, { first: "Ben", last: "Baker" });
    const counts = main.getByRole("region", { name: "Guest counts" });
    await expect(counts.getByRole("definition").first()).toHaveText("2");
    await expect(counts).toContainText("Ceremony: 0 attending of 2 invited, 2 pending");
    await expectAccessible(page);

    // Search narrows the list; the counts stay those of the whole list.
    await main.getByRole("searchbox", { name: "Search guests" }).fill("baker");
    await expect(main.getByText("1 of 2 guests match")).toBeVisible();
    await main.getByRole("searchbox", { name: "Search guests" }).fill("");

    // Invitations to households still pending (Ben has no email address).
    await main.getByRole("button", { name: "Send invitations" }).click();
    const invite = page.getByRole("dialog", { name: "Send invitations" });
    await invite.getByRole("button", { name: "Send invitations" }).click();
    await expect(toast(page, "Invitations sent to 1 household")).toBeVisible();

    // The guest opens the link from the mail, without an account.
    const mail = await readMail(page.request, anaEmail, /invite you to their wedding/);
    const rsvpUrl = new URL(linkIn(mail.text));
    expect(rsvpUrl.pathname).toMatch(/^\/rsvp\/[A-Za-z0-9_-]{43}$/);
    const guestContext = await browser.newContext();
    const guestPage = await guestContext.newPage();
    await guestPage.goto(rsvpUrl.pathname);
    const rsvp = guestPage.getByRole("main");
    await expect(rsvp.getByText("For The Alvarez family")).toBeVisible();
    await rsvp.getByRole("group", { name: "Ceremony: will Ana attend?" }).getByLabel("Joyfully accepts").check();
    await rsvp.getByRole("group", { name: "Reception: will Ana attend?" }).getByLabel("Joyfully accepts").check();
    await rsvp.getByLabel("Reception meal for Ana").selectOption("Salmon");
    await rsvp.getByLabel("Dietary needs for Ana").fill("No shellfish");
    await rsvp.getByLabel("A song that will get you dancing").fill("September");
    await expectAccessible(guestPage);
    await rsvp.getByRole("button", { name: "Send my answer" }).click();
    await expect(rsvp.getByText("Thank you! Your answer is saved and the couple can see it.")).toBeVisible();
    // A wrong link shows nothing of anyone's wedding.
    await guestPage.goto(`/rsvp/${"x".repeat(43)}`);
    await expect(guestPage.getByText("We couldn't find this invitation")).toBeVisible();
    await guestContext.close();

    // The couple sees the answer arrive.
    await page.reload();
    await expect(counts.getByRole("definition").nth(1)).toHaveText("1");
    await expect(counts).toContainText("Meals: Salmon 1");
    await main.getByRole("searchbox", { name: "Search guests" }).fill("ana");
    const row = main.getByRole("row", { name: /Ana Alvarez/ });
    await expect(row).toContainText("Attending");
    await expect(row).toContainText("Reception: Attending (Salmon)");
    await expect(row).toContainText("Song: September");
  });

  test("deleting a guest asks first and can be undone", async ({ page }) => {
    await verifiedCouple(page);
    await page.goto("/planning/guest-list-manager");
    await addGuest(page, { first: "Cora", last: "Cole" });
    const main = page.getByRole("main");
    await main.getByRole("button", { name: "Delete Cora Cole" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete Cora Cole?" });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(main.getByText("Your guest list is empty")).toBeVisible();
    await toast(page, "Cora Cole removed from your list").getByRole("button", { name: "Undo" }).click();
    await expect(main.getByRole("row", { name: /Cora Cole/ })).toBeVisible();
  });

  test("plus-ones are allowed or taken away in bulk, and Undo brings a named plus-one back", async ({ page }) => {
    await verifiedCouple(page);
    const add = (data: Record<string, unknown>) => page.request.post("/api/guests", { data: { household: { name: `${String(data.firstName)} household` }, ...data } });
    expect((await add({ firstName: "Ana", lastName: "Cruz", rsvpStatus: "attending", plusOneAllowed: true, plusOneName: "Ben Ortiz" })).status()).toBe(201);
    expect((await add({ firstName: "Dev", lastName: "Shah" })).status()).toBe(201);
    await page.goto("/planning/guest-list-manager");
    const main = page.getByRole("main");
    await expect(main.getByLabel("Select Ben Ortiz").filter({ visible: true })).toBeVisible();
    await main.getByLabel("Select Ana Cruz").filter({ visible: true }).check();
    await main.getByLabel("Select Dev Shah").filter({ visible: true }).check();
    const bar = main.getByRole("region", { name: "Edit selected guests" });
    await bar.getByLabel("Change").selectOption("plusOne");
    await bar.getByLabel("To").selectOption("none");
    // The toast's entrance plays at a twentieth of its speed, so it is measured as it arrives: it must be
    // readable from its first frame (toasts slide in at full opacity, decision 071).
    const motion = await slowAnimations(page, 0.05);
    await bar.getByRole("button", { name: "Apply" }).click();
    await expect(main.getByLabel("Select Ben Ortiz")).toHaveCount(0);
    const updated = toast(page, "Updated 2 guests");
    await expect(updated).toHaveAttribute("data-mounted", "true");
    expect(await updated.evaluate((element) => getComputedStyle(element).opacity)).toBe("1");
    // Alt+T takes a keyboard user to the notifications and holds the toast there (its 5 s countdown
    // pauses), so an axe run slowed by a loaded machine cannot outlast the Undo it is about to use.
    await page.keyboard.press("Alt+KeyT");
    await expect(page.locator("[data-sonner-toaster]")).toBeFocused();
    await expectAccessible(page);
    await motion.restore();
    await updated.getByRole("button", { name: "Undo" }).click();
    await expect(toast(page, "Change undone")).toBeVisible();
    await expect(main.getByLabel("Select Ben Ortiz").filter({ visible: true })).toBeVisible();
  });

  test("on a phone, guests are cards and the counts stay in view", { tag: "@phone" }, async ({ page, isMobile }) => {
    test.skip(!isMobile, "phone width");
    await verifiedCouple(page);
    await page.goto("/planning/guest-list-manager");
    await addGuest(page, { first: "Dev", last: "Diaz" });
    const main = page.getByRole("main");
    await expect(main.getByRole("list", { name: "Guests" }).getByRole("listitem").filter({ hasText: "Dev Diaz" })).toBeVisible();
    await expect(main.getByRole("region", { name: "Guest counts" })).toBeInViewport();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe("the guest list on an Android phone", () => {
  test.use({ userAgent: ANDROID_UA });

  test("Grace's and June's buttons never cover the search or the filters @phone", async ({ page, isMobile }) => {
    test.skip(!isMobile, "phone width");
    await verifiedCouple(page);
    await page.goto("/planning/guest-list-manager");
    await addGuest(page, { first: "Dev", last: "Diaz" });
    await expect(page.getByRole("navigation", { name: "Bottom" })).toBeVisible();
    const main = page.getByRole("main");
    for (const control of [main.getByLabel("Search guests"), ...["RSVP", "Side", "Tag", "Event", "Sort"].map((label) => main.getByLabel(label, { exact: true }))]) {
      // Wherever it sits on the first screen, its left edge, middle and right edge take a tap.
      await expect
        .poll(() =>
          control.evaluate((element) => {
            const box = element.getBoundingClientRect();
            if (box.bottom > window.innerHeight || box.top < 0) return true;
            return [box.x + 6, box.x + box.width / 2, box.right - 6].every((x) => element.contains(document.elementFromPoint(x, box.y + box.height / 2)));
          }),
        )
        .toBe(true);
    }
  });
});
