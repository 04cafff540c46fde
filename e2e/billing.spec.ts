import { expect, expectAccessible, test } from "./fixtures";
import { createAccount, signInViaApi, uniqueEmail, verifyEmailViaMail } from "./helpers/auth";
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
