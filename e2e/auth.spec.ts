import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";
import {
  ACCOUNT_HOMES,
  ADMIN_EMAIL,
  ACCOUNT_LABELS,
  createAccount,
  currentUser,
  linkIn,
  readMail,
  sameOriginHeaders,
  signInAsAdmin,
  signInViaApi,
  signInViaUi,
  signUpViaUi,
  STRONG_PASSWORD,
  toast,
  uniqueEmail,
  type AccountKind,
} from "./helpers/auth";
import { holdRequests } from "./helpers/network";
import { actOnReadingPage } from "./helpers/reading-page";

const MISSING_CREDENTIALS = "You must provide either an email or phone number and a password";
const SIGN_UP_SUCCESS = "Account created successfully. Please check your email for verification.";
const RESET_DESCRIPTION = "Check your email for instructions to reset your password. The link will expire in 10 minutes.";
const INVALID_LINK = "This link no longer works";

const urlEndingWith = (path: string) => new RegExp(`${path.replace(/[?]/g, "\\$&")}$`);

/** The signed-in header: the kind's account link and Sign Out, and no Meet June or AI Tools. */
async function expectSignedInHeader(page: Page, kind: AccountKind) {
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: ACCOUNT_LABELS[kind] })).toHaveAttribute("href", ACCOUNT_HOMES[kind]);
  await expect(header.getByRole("button", { name: "Sign Out" })).toBeVisible();
  await expect(header.getByRole("link", { name: "Sign In" })).toHaveCount(0);
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Venues" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Meet June" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "AI Tools" })).toHaveCount(0);
}

/** The phone's signed-in menu: the same account link and Sign Out, and no Meet June or AI Tools. */
async function expectSignedInMobileMenu(page: Page, kind: AccountKind) {
  const header = page.getByRole("banner");
  await header.getByLabel("Open menu").click();
  const menu = page.getByRole("navigation", { name: "Mobile" });
  await expect(menu.getByRole("link", { name: ACCOUNT_LABELS[kind] })).toHaveAttribute("href", ACCOUNT_HOMES[kind]);
  await expect(menu.getByRole("button", { name: "Sign Out" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Meet June" })).toHaveCount(0);
  await expect(menu.getByRole("link", { name: "AI Tools" })).toHaveCount(0);
  // The menu is a details/summary (it works before the script runs): the summary has no button role.
  await header.getByLabel("Close menu").click();
}

test.describe("sign-up", () => {
  test("a couple signs up, sees the toast, lands on /couple-welcome and is signed in as a couple", async ({ page }) => {
    await page.goto("/signup/couple");
    await expect(page).toHaveTitle("Sign up as a couple · Serviceberry");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Plan your wedding in one calm place");
    await expect(main.getByLabel("Email address")).toHaveAttribute("autocomplete", "email");
    await expect(main.getByLabel("Password", { exact: true })).toHaveAttribute("autocomplete", "new-password");
    await expect(main.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/auth?mode=signin");
    await expectAccessible(page);

    const email = uniqueEmail("couple");
    await main.getByLabel("Your names").fill("Maya & Theo");
    await main.getByLabel("Email address").fill(email);
    const password = main.getByLabel("Password", { exact: true });
    await password.fill("lantern");
    await expect(main.getByText("At least 12 characters: 5 more to go.")).toBeVisible();
    await password.fill(STRONG_PASSWORD);
    await expect(main.getByText(/12 characters or more/)).toBeVisible();
    // Enter submits.
    await password.press("Enter");

    await expect(toast(page, SIGN_UP_SUCCESS)).toBeVisible();
    await expect(page).toHaveURL(urlEndingWith("/couple-welcome"));
    const user = await currentUser(page.request);
    expect(user?.email).toBe(email);
    expect(user?.user_metadata.user_type).toBe("couple");
    await expectSignedInHeader(page, "couple");
  });

  for (const path of ["/signup/vendor", "/vendor-signup"]) {
    test(`a vendor signs up on ${path} and lands on /vendor-account`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveTitle("Sign up as a vendor · Serviceberry");
      await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText("Be found by couples planning near you");
      await expectAccessible(page);
      const { email } = await signUpViaUi(page, { kind: "vendor", path });
      await expect(toast(page, SIGN_UP_SUCCESS)).toBeVisible();
      expect((await currentUser(page.request))?.email).toBe(email);
      expect((await currentUser(page.request))?.user_metadata.user_type).toBe("vendor");
      await expectSignedInHeader(page, "vendor");
    });
  }

  test("a venue owner signs up and lands on /venue-owner-account", async ({ page }) => {
    await page.goto("/signup/venue");
    await expect(page).toHaveTitle("Sign up as a venue · Serviceberry");
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText("Fill your calendar with couples who fit");
    await expectAccessible(page);
    await signUpViaUi(page, { kind: "venue_owner" });
    expect((await currentUser(page.request))?.user_metadata.user_type).toBe("venue_owner");
    await expectSignedInHeader(page, "venue_owner");
  });

  test("on a phone, the menu of each kind of account has its account link and Sign Out", { tag: "@phone" }, async ({ page, isMobile }) => {
    test.skip(!isMobile, "phone width: the desktop header is checked after each sign-up above");
    for (const kind of ["couple", "vendor", "venue_owner"] as const) {
      const { email } = await createAccount(page.request, { userType: kind, email: uniqueEmail(kind) });
      await signInViaApi(page, email);
      await page.goto(ACCOUNT_HOMES[kind]);
      await expectSignedInMobileMenu(page, kind);
    }
  });

  test("/auth?mode=signup offers the kinds, couple first, and signs up the chosen one", async ({ page }) => {
    await page.goto("/auth");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Welcome back");
    await main.getByRole("link", { name: "Create account" }).click();
    await expect(page).toHaveURL(/\/auth\?mode=signup$/);
    await expect(page).toHaveTitle("Create your account · Serviceberry");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Create your account");
    await expect(main.getByRole("link", { name: "Create account" })).toHaveAttribute("aria-current", "page");
    const kinds = main.getByRole("group", { name: "I'm joining as" });
    await expect(kinds.getByRole("radio", { name: "Couple" })).toBeChecked();
    await expectAccessible(page);

    // The kind tiles show keyboard focus like every other control.
    await main.getByLabel("Password", { exact: true }).focus();
    await page.keyboard.press("Tab"); // the show-password toggle
    await page.keyboard.press("Tab"); // the checked kind
    await expect(kinds.getByRole("radio", { name: "Couple" })).toBeFocused();
    const ring = await kinds.locator("label").filter({ hasText: "Couple" }).evaluate((label) => getComputedStyle(label).outlineStyle);
    expect(ring).toBe("solid");
    await kinds.locator("label").filter({ hasText: "Vendor" }).click();
    await expect(kinds.getByRole("radio", { name: "Vendor" })).toBeChecked();
    await main.getByLabel(/^Your names?$/).fill("Maya & Theo");
    await main.getByLabel("Email address").fill(uniqueEmail("chooser"));
    await main.getByLabel("Password", { exact: true }).fill(STRONG_PASSWORD);
    await main.getByRole("button", { name: "Create account" }).click();
    await expect(page).toHaveURL(urlEndingWith("/vendor-account"));
    expect((await currentUser(page.request))?.user_metadata.user_type).toBe("vendor");

    // The switch goes both ways and keeps the URL in step.
    await page.context().clearCookies();
    await page.goto("/login?mode=signup");
    await main.getByRole("navigation", { name: "Sign in or create an account" }).getByRole("link", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/login\?mode=signin$/);
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Welcome back");
  });

  test("the verification mail's link confirms the email", async ({ page }) => {
    const { email } = await signUpViaUi(page, { kind: "couple" });
    expect((await currentUser(page.request))?.email_verified).toBe(false);
    const mail = await readMail(page.request, email, /Confirm your email/);
    await page.goto(linkIn(mail.text));
    // The landing may tidy ?verified=1 away once it has said thank you; the path is what matters here.
    await expect(page).toHaveURL(/\/couple-welcome(\?verified=1)?$/);
    await expect.poll(async () => (await currentUser(page.request))?.email_verified).toBe(true);
  });

  test("an empty form shows the spec's message and focuses the first empty field; the server says the same", async ({ page, request }) => {
    await page.goto("/signup/couple");
    const main = page.getByRole("main");
    await main.getByRole("button", { name: "Create account" }).click();
    await expect(main.getByRole("alert").filter({ hasText: MISSING_CREDENTIALS })).toBeVisible();
    // The name comes first on the form (businesses see it), so it is the first empty field.
    await expect(main.getByLabel("Your names")).toBeFocused();
    await expect(main.getByText("Tell us your name, as businesses will see it")).toBeVisible();
    await expect(main.getByLabel("Email address")).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(page);

    await main.getByLabel("Your names").fill("Maya & Theo");
    await main.getByRole("button", { name: "Create account" }).click();
    await expect(main.getByLabel("Email address")).toBeFocused();

    // Only the password missing: focus moves to it.
    await main.getByLabel("Email address").fill(uniqueEmail("empty"));
    await main.getByRole("button", { name: "Create account" }).click();
    await expect(main.getByRole("alert").filter({ hasText: MISSING_CREDENTIALS })).toBeVisible();
    await expect(main.getByLabel("Password", { exact: true })).toBeFocused();

    const response = await request.post("/api/auth/sign-up/email", { data: { email: "", password: "" } });
    expect(response.status()).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(MISSING_CREDENTIALS);
  });

  test("a weak password shows the server's reasons on the field and as a toast, and creates nothing", async ({ page }) => {
    await page.goto("/signup/vendor");
    const main = page.getByRole("main");
    const email = uniqueEmail("weak");
    await main.getByLabel(/^Your names?$/).fill("Maya & Theo");
    await main.getByLabel("Email address").fill(email);
    const password = main.getByLabel("Password", { exact: true });
    await password.fill("short1!");
    await main.getByRole("button", { name: "Create account" }).click();
    const reason = "Please choose a stronger password. Use at least 12 characters.";
    await expect(main.getByRole("alert").filter({ hasText: reason })).toBeVisible();
    await expect(toast(page, reason)).toBeVisible();
    await expect(password).toHaveAttribute("aria-invalid", "true");
    await expect(password).toBeFocused();
    await expect(page).toHaveURL(/\/signup\/vendor$/);
    await expectAccessible(page);

    await password.fill("password1234");
    await main.getByRole("button", { name: "Create account" }).click();
    await expect(main.getByRole("alert").filter({ hasText: /appeared in data breaches/ })).toBeVisible();
    await expect(page).toHaveURL(/\/signup\/vendor$/);
    expect(await currentUser(page.request)).toBeNull();
  });

  test("signing up with an email that already has an account shows the neutral 'check your email' state", async ({ page, request }) => {
    const { email } = await createAccount(request, { userType: "couple" });
    await page.goto("/signup/couple");
    const main = page.getByRole("main");
    await main.getByLabel(/^Your names?$/).fill("Maya & Theo");
    await main.getByLabel("Email address").fill(email);
    await main.getByLabel("Password", { exact: true }).fill("a different meadow lantern 77");
    await main.getByRole("button", { name: "Create account" }).click();
    // The same toast as for a new account: the answer does not tell whether the address was taken.
    await expect(toast(page, SIGN_UP_SUCCESS)).toBeVisible();
    await expect(main.getByRole("heading", { name: "Check your email" })).toBeFocused();
    await expect(main.getByText(email)).toBeVisible();
    await expect(main.getByRole("link", { name: "Sign in", exact: true }).first()).toHaveAttribute("href", "/auth?mode=signin");
    await expect(main).not.toContainText(/already (exists|registered|taken)/i);
    await expect(page).toHaveURL(/\/signup\/couple$/);
    await expectAccessible(page);
  });
});

test.describe("sign-in", () => {
  for (const kind of ["couple", "vendor", "venue_owner"] as const) {
    test(`a ${kind} signs in, sees the toast and lands on ${ACCOUNT_HOMES[kind]}`, async ({ page, request }) => {
      const { email } = await createAccount(request, { userType: kind, email: uniqueEmail(kind) });
      await page.goto("/auth");
      await expect(page).toHaveTitle("Sign in · Serviceberry");
      const main = page.getByRole("main");
      await expect(main.getByLabel("Email address")).toHaveAttribute("autocomplete", "email");
      await expect(main.getByLabel("Password", { exact: true })).toHaveAttribute("autocomplete", "current-password");
      await expect(main.getByRole("link", { name: "Forgot password?" })).toHaveAttribute("href", "/reset-password");
      await expectAccessible(page);

      await main.getByLabel("Email address").fill(email);
      await main.getByLabel("Password", { exact: true }).fill(STRONG_PASSWORD);
      await main.getByRole("button", { name: "Show password" }).click();
      await expect(main.getByLabel("Password", { exact: true })).toHaveAttribute("type", "text");
      await main.getByRole("button", { name: "Hide password" }).click();
      await expect(main.getByLabel("Password", { exact: true })).toHaveAttribute("type", "password");
      // Hold the answer back until the pending state has been seen.
      const answer = await holdRequests(page, "**/api/auth/sign-in/email");
      await main.getByLabel("Password", { exact: true }).press("Enter");
      await expect(main.getByRole("button", { name: "Signing in..." })).toBeDisabled();
      answer.release();

      await expect(toast(page, "Signed in successfully")).toBeVisible();
      await expect(page).toHaveURL(urlEndingWith(ACCOUNT_HOMES[kind]));
      expect((await currentUser(page.request))?.email).toBe(email);
    });
  }

  test("a wrong password shows 'Invalid email or password' inline and as a toast, like an unknown email", async ({ page, request }) => {
    const { email } = await createAccount(request);
    await signInViaUi(page, email, "not the right password at all");
    const main = page.getByRole("main");
    await expect(main.getByRole("alert").filter({ hasText: "Invalid email or password" })).toBeVisible();
    await expect(toast(page, "Invalid email or password")).toBeVisible();
    await expect(main.getByLabel("Password", { exact: true })).toBeFocused();
    await expect(page).toHaveURL(/\/auth$/);
    await expectAccessible(page);

    await signInViaUi(page, uniqueEmail("nobody"), "not the right password at all");
    await expect(main.getByRole("alert").filter({ hasText: "Invalid email or password" })).toBeVisible();
  });

  test("an empty sign-in shows the spec's message", async ({ page }) => {
    await page.goto("/login");
    const main = page.getByRole("main");
    await main.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(main.getByRole("alert").filter({ hasText: MISSING_CREDENTIALS })).toBeVisible();
    await expect(main.getByLabel("Email address")).toBeFocused();
  });

  test("after ten failures the account is locked and the form says when to try again", async ({ page, request }) => {
    test.slow(); // eleven password hashes on a two-core machine
    const { email } = await createAccount(request);
    for (let i = 0; i < 10; i++) {
      const response = await request.post("/api/auth/sign-in/email", { data: { email, password: `wrong password number ${i}` } });
      expect(response.status()).toBe(401);
    }
    await signInViaUi(page, email, STRONG_PASSWORD);
    const message = /Too many failed sign-in attempts for this account\. Please try again in \d+ (seconds|minutes)\./;
    await expect(page.getByRole("main").getByRole("alert").filter({ hasText: message })).toBeVisible();
    await expect(toast(page, message)).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("visiting /auth when signed in shows who is signed in, the account link and Sign out", async ({ page, request }) => {
    const { email } = await createAccount(request, { userType: "vendor" });
    await signInViaApi(page, email);
    await page.goto("/auth");
    const main = page.getByRole("main");
    await expect(main.getByText(`You're signed in as ${email}.`)).toBeVisible();
    await expect(main.getByRole("link", { name: "Go to Vendor Dashboard" })).toHaveAttribute("href", "/vendor-account");
    // No redirect for a visit: only a fresh sign-in moves on. Once every request has settled, the page
    // has decided.
    await page.waitForLoadState("networkidle");
    await expect(page).toHaveURL(/\/auth$/);
    await expectAccessible(page);

    await main.getByRole("button", { name: "Sign out" }).click();
    await expect(toast(page, "Signed out successfully")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(await currentUser(page.request)).toBeNull();
  });

  test("an admin is not redirected: the page offers the admin area and the home page", async ({ page }) => {
    // ADMIN_EMAILS in playwright.config.ts; both projects share the account and the password.
    const email = ADMIN_EMAIL;
    await signInAsAdmin(page); // proves the address, which admin rights wait for
    await page.request.post("/api/auth/sign-out", { data: {}, headers: sameOriginHeaders() });
    await signInViaUi(page, email);
    await expect(toast(page, "Signed in successfully")).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.getByText(`You're signed in as ${email}.`)).toBeVisible();
    await expect(main.getByRole("link", { name: "Open the admin area" })).toHaveAttribute("href", "/admin");
    await expect(main.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
    await page.waitForLoadState("networkidle");
    await expect(page).toHaveURL(/\/auth$/);
  });
});

test.describe("sign-out", () => {
  test("Sign Out in the header says 'Signed out successfully' and returns home", async ({ page, request }) => {
    const { email } = await createAccount(request, { userType: "venue_owner" });
    await signInViaApi(page, email);
    await page.goto("/about");
    await expectSignedInHeader(page, "venue_owner");
    await page.getByRole("banner").getByRole("button", { name: "Sign Out" }).click();
    await expect(toast(page, "Signed out successfully")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/auth");
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Meet June" })).toBeVisible();
    expect(await currentUser(page.request)).toBeNull();
  });

  test("Sign Out in the mobile menu says 'You have been signed out' and returns home", { tag: "@phone" }, async ({ page, request, isMobile }) => {
    test.skip(!isMobile, "phone width");
    const { email } = await createAccount(request, { userType: "couple" });
    await signInViaApi(page, email);
    // /faq is server-rendered: the menu opens once the app has hydrated the page.
    await page.addInitScript(() => window.addEventListener("serviceberry:hydrated", () => (document.documentElement.dataset.hydrated = "true")));
    await page.goto("/faq");
    await actOnReadingPage(page);
    await expect(page.locator("html[data-hydrated='true']")).toHaveCount(1);
    await page.getByLabel("Open menu").click();
    await page.getByRole("navigation", { name: "Mobile" }).getByRole("button", { name: "Sign Out" }).click();
    await expect(toast(page, "You have been signed out")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(await currentUser(page.request)).toBeNull();
  });
});

test.describe("password reset", () => {
  test("the mailed link works once, signs out old sessions, and the new password signs in", async ({ page, playwright, baseURL }) => {
    test.slow(); // several password hashes and two browser contexts
    const email = uniqueEmail("forgetful");
    const seed = await playwright.request.newContext({ baseURL });
    await createAccount(seed, { email });
    // A session elsewhere, e.g. on another device.
    await seed.post("/api/auth/sign-in/email", { data: { email, password: STRONG_PASSWORD } });
    expect((await currentUser(seed))?.email).toBe(email);

    await page.goto("/reset-password");
    await expect(page).toHaveTitle("Reset your password · Serviceberry");
    await expectAccessible(page);
    const main = page.getByRole("main");
    await main.getByLabel("Email address").fill(email);
    await main.getByLabel("Email address").press("Enter");
    await expect(toast(page, "Password reset link sent")).toContainText(RESET_DESCRIPTION);
    await expect(main.getByRole("heading", { name: "Check your email" })).toBeFocused();
    await expectAccessible(page);

    const mail = await readMail(page.request, email, /Reset your Serviceberry password/);
    const link = linkIn(mail.text);
    expect(new URL(link).pathname).toBe("/password-reset");
    await page.goto(link);
    await expect(page).toHaveTitle("Choose a new password · Serviceberry");
    await expectAccessible(page);
    // A weak password shows the server's reasons, on the field.
    await main.getByLabel("New password", { exact: true }).fill("password1234");
    await main.getByLabel("Confirm new password", { exact: true }).fill("password1234");
    await main.getByRole("button", { name: "Set new password" }).click();
    await expect(main.getByRole("alert").filter({ hasText: /Please choose a stronger password.*data breaches/ })).toBeVisible();
    await expect(main.getByLabel("New password", { exact: true })).toBeFocused();
    const newPassword = "brand new meadow lantern 7";
    await main.getByLabel("New password", { exact: true }).fill(newPassword);
    await main.getByLabel("Confirm new password", { exact: true }).fill("brand new meadow lantern 8");
    await main.getByRole("button", { name: "Set new password" }).click();
    await expect(main.getByText("The two passwords don't match")).toBeVisible();
    await expect(main.getByLabel("Confirm new password", { exact: true })).toBeFocused();
    await main.getByLabel("Confirm new password", { exact: true }).fill(newPassword);
    await main.getByRole("button", { name: "Set new password" }).click();
    await expect(main.getByText("Your password is set. You have been signed out everywhere else.")).toBeVisible();
    expect(await currentUser(seed)).toBeNull();
    await seed.dispose();

    await main.getByRole("link", { name: "Sign in with your new password" }).click();
    await expect(page).toHaveURL(/\/auth\?mode=signin$/);
    await main.getByLabel("Email address").fill(email);
    await main.getByLabel("Password", { exact: true }).fill(newPassword);
    await main.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(urlEndingWith("/couple-account"));

    // A second visit to the same link says at once that it no longer works, with a way to get a new one.
    await page.goto(link);
    await expect(main.getByRole("heading", { name: INVALID_LINK })).toBeVisible();
    await expect(main.getByLabel("New password", { exact: true })).toHaveCount(0);
    await expect(main.getByText(/has expired or was already used/)).toBeVisible();
    await expect(main.getByRole("link", { name: "Get a new reset link" })).toHaveAttribute("href", "/reset-password");
    await expectAccessible(page);
  });

  test("a made-up or expired token says at once that the link no longer works", async ({ page }) => {
    await page.goto("/password-reset?token=made-up-token");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: INVALID_LINK })).toBeVisible();
    await expect(main.getByLabel("New password", { exact: true })).toHaveCount(0);
    await main.getByRole("link", { name: "Get a new reset link" }).click();
    await expect(page).toHaveURL(/\/reset-password$/);
  });

  test("a link without a token explains itself and points to a new one", async ({ page }) => {
    await page.goto("/password-reset");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: "This link is incomplete" })).toBeVisible();
    await expect(main.getByRole("link", { name: "Get a new reset link" })).toHaveAttribute("href", "/reset-password");
    await expectAccessible(page);
  });

  test("any address gets the same confirmation; an empty one is caught first", async ({ page }) => {
    await page.goto("/reset-password");
    const main = page.getByRole("main");
    await main.getByRole("button", { name: "Send reset link" }).click();
    await expect(main.getByText("Enter your email address")).toBeVisible();
    await expect(main.getByLabel("Email address")).toBeFocused();

    const email = uniqueEmail("never-registered");
    await main.getByLabel("Email address").fill(email);
    await main.getByRole("button", { name: "Send reset link" }).click();
    await expect(toast(page, "Password reset link sent")).toContainText(RESET_DESCRIPTION);
    await expect(main.getByText(email)).toBeVisible();
  });

  test("too many requests for one email show 'Failed to send reset email' with the reason", async ({ page, request, baseURL }) => {
    const email = uniqueEmail("spam-target");
    for (let i = 0; i < 3; i++) {
      const response = await request.post("/api/auth/request-password-reset", { data: { email, redirectTo: `${baseURL}/password-reset` } });
      expect(response.status()).toBe(200);
    }
    await page.goto("/reset-password");
    const main = page.getByRole("main");
    await main.getByLabel("Email address").fill(email);
    await main.getByRole("button", { name: "Send reset link" }).click();
    await expect(toast(page, "Failed to send reset email")).toContainText(/Too many reset requests for this email\. Please try again in/);
    await expect(main.getByRole("alert").filter({ hasText: /Please try again in/ })).toBeVisible();
  });
});
