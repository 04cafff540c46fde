import { expect, expectAccessible, test } from "./fixtures";
import { createAccount, signInAsAdmin, signInViaApi, signUpViaUi, uniqueEmail, verifyEmailViaMail } from "./helpers/auth";
import { startStripeStandIn, type StripeStandIn } from "../server/test/stripe-stand-in";

// The server under test talks to this stand-in for Stripe (STRIPE_API_BASE in playwright.config.ts); its
// hosted checkout page sends the signed webhooks to the app, then returns the browser to success_url.
test.describe.configure({ mode: "serial" });
const STRIPE_STAND_IN_PORT = Number(process.env.E2E_PORT ?? 4310) + 20_000;
let stripe: StripeStandIn;
test.beforeAll(async () => {
  stripe = await startStripeStandIn({ port: STRIPE_STAND_IN_PORT, webhookUrl: `${test.info().project.use.baseURL}/api/billing/webhook` });
});
test.afterAll(async () => {
  await stripe.close();
});

test("a vendor picks Plus on /vendor-pricing, pays on the stand-in checkout, lands on /payment-success and sees the plan on the dashboard", async ({ page }) => {
  const email = uniqueEmail("plan-vendor");
  await createAccount(page.request, { email, userType: "vendor" });
  await verifyEmailViaMail(page.request, email);
  await signInViaApi(page, email);

  await page.goto("/vendor-pricing");
  const main = page.getByRole("main");
  const plus = main.getByTestId("plan-plus");
  await main.getByRole("group", { name: "Billing period" }).getByRole("button", { name: "Yearly" }).click();
  await expect(plus).toContainText("per year");
  const shownPrice = (await plus.locator(".font-display").textContent())!.trim();
  await expectAccessible(page);
  await plus.getByRole("button", { name: "Choose Plus" }).click();

  // Stripe's page (the stand-in): the amount is the one the server priced, not anything the browser sent.
  await expect(page.getByRole("heading", { name: "Stand-in checkout" })).toBeVisible();
  await expect(page.getByTestId("stand-in-price")).toHaveText(`$${Number(shownPrice.replace(/[$,]/g, "")).toFixed(2)} per year`);
  await page.getByRole("button", { name: "Pay", exact: true }).click();

  await expect(page).toHaveURL(/\/payment-success\?session_id=cs_test_/);
  await expect(page.getByTestId("payment-success")).toContainText("You're on Plus");
  await expect(page.getByTestId("payment-success")).toContainText(`${shownPrice} per year`);
  await expectAccessible(page);

  await page.getByRole("link", { name: "Go to your dashboard" }).click();
  await expect(page).toHaveURL(/\/vendor-dashboard$/);
  await expect(page.getByTestId("current-plan")).toHaveText("Plus");
  await expect(page.getByTestId("billing-card")).toContainText("30 portfolio photos");
});

test("leaving Stripe's checkout lands on /payment-canceled and changes nothing", async ({ page }) => {
  const email = uniqueEmail("plan-cancel");
  await createAccount(page.request, { email, userType: "vendor" });
  await verifyEmailViaMail(page.request, email);
  await signInViaApi(page, email);
  await page.goto("/vendor-pricing");
  await page.getByRole("main").getByTestId("plan-pro").getByRole("button", { name: "Choose Pro" }).click();
  await page.getByRole("button", { name: "Cancel", exact: true }).click();
  await expect(page).toHaveURL(/\/payment-canceled$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment canceled");
  await expectAccessible(page);
  await page.goto("/vendor-dashboard");
  await expect(page.getByTestId("current-plan")).toHaveText("Free");
});

// Affiliates (decision 048) share this file's Stripe stand-in: the server has one STRIPE_API_BASE.
test("an affiliate applies, an admin approves, a vendor signs up through the link and pays, and the affiliate's dashboard shows it", async ({ page, browser }) => {
  // Three people (affiliate, admin, vendor), two confirmation mails and a checkout: longer than one page's test.
  test.setTimeout(150_000);
  const affiliateEmail = uniqueEmail("affiliate");
  await createAccount(page.request, { email: affiliateEmail, userType: "couple" });
  await verifyEmailViaMail(page.request, affiliateEmail);
  await signInViaApi(page, affiliateEmail);
  await page.goto("/affiliate-program");
  await expect(page.getByTestId("affiliate-terms")).toContainText("20% of every payment");
  await expectAccessible(page);
  await page.getByRole("main").getByRole("link", { name: "Apply to be an affiliate" }).click();
  await expect(page).toHaveURL(/\/affiliate-signup$/);
  const form = page.getByRole("main");
  const name = `Wren Affiliate ${Date.now() % 100_000}`;
  await form.getByLabel("Your name or business").fill(name);
  await form.getByLabel("Who you'll tell, and how").fill("A monthly newsletter for photographers and florists in Columbus and Cincinnati.");
  await form.getByLabel("Payout email").fill(uniqueEmail("affiliate-payouts"));
  await form.getByRole("button", { name: "Send my application" }).click();
  await expect(form.getByText("Please agree to the program's terms.")).toBeVisible();
  await form.getByLabel(/I've read and agree/).check();
  await form.getByRole("button", { name: "Send my application" }).click();
  await expect(page.getByTestId("affiliate-status")).toContainText("Waiting for review");
  await expectAccessible(page);

  // An admin approves it on the admin desk.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  await admin.goto("/admin/affiliates");
  const card = admin.getByTestId("affiliate-card").filter({ hasText: name });
  await card.getByRole("button", { name: `Approve ${name}` }).click();
  await expect(card).toHaveCount(0);
  await adminContext.close();

  await page.goto("/affiliate-dashboard");
  const link = (await page.getByTestId("affiliate-link").textContent())!.trim();
  expect(link).toMatch(/\/\?ref=[A-Z0-9]+$/);
  await expect(page.getByTestId("affiliate-figures")).toContainText("Sign-ups0");

  // A vendor opens the link, signs up, confirms the address and pays for Plus on the stand-in.
  const vendorContext = await browser.newContext();
  const vendor = await vendorContext.newPage();
  await vendor.goto(link);
  expect((await vendorContext.cookies()).find((cookie) => cookie.name === "sb_ref")?.value).toMatch(new RegExp(`^${link.split("=")[1]}\\.\\d+$`));
  const vendorEmail = uniqueEmail("referred-vendor");
  await signUpViaUi(vendor, { kind: "vendor", email: vendorEmail });
  await verifyEmailViaMail(vendor.request, vendorEmail);
  await signInViaApi(vendor, vendorEmail);
  await vendor.goto("/vendor-pricing");
  const plus = vendor.getByRole("main").getByTestId("plan-plus");
  const shownPrice = (await plus.locator(".font-display").textContent())!.trim();
  await plus.getByRole("button", { name: "Choose Plus" }).click();
  await vendor.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(vendor).toHaveURL(/\/payment-success\?session_id=cs_test_/);
  await vendorContext.close();

  // The affiliate sees the sign-up, the payment and 20% of it.
  const paidCents = Math.round(Number(shownPrice.replace(/[$,]/g, "")) * 100);
  const commission = Math.floor((paidCents * 20) / 100);
  const dollars = (cents: number) => (cents % 100 === 0 ? `$${cents / 100}` : `$${(cents / 100).toFixed(2)}`);
  await page.reload();
  await expect(page.getByTestId("affiliate-figures")).toContainText("Sign-ups1");
  await expect(page.getByTestId("affiliate-figures")).toContainText("Paying accounts1");
  await expect(page.getByTestId("affiliate-figures")).toContainText(`Earned${dollars(commission)}`);
  await expect(page.getByTestId("affiliate-referrals")).toContainText(`#1 · Vendor`);
  await expect(page.getByTestId("affiliate-commissions")).toContainText(dollars(paidCents));
  await expect(page.getByTestId("affiliate-commissions")).toContainText("Unpaid");
  await expectAccessible(page);
});
