import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";
import { createAccount, readMail, sameOriginHeaders, signInAsAdmin, signInViaApi, toast, uniqueEmail, verifyEmailViaMail } from "./helpers/auth";

/** A verified account of this kind, signed in on a page of its own browser context. */
async function signedIn(browser: Browser, kind: "couple" | "vendor", tag: string): Promise<{ page: Page; email: string; close(): Promise<void> }> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: test.info().project.use.viewport ?? undefined });
  const page = await context.newPage();
  const email = uniqueEmail(tag);
  await createAccount(page.request, { email, userType: kind });
  await verifyEmailViaMail(page.request, email);
  await signInViaApi(page, email);
  return { page, email, close: () => context.close() };
}

/** A published vendor profile owned by the signed-in vendor of `request` (set up through the API). */
async function publishedProfile(request: APIRequestContext, businessName: string): Promise<{ id: string; slug: string }> {
  const headers = sameOriginHeaders();
  const created = await request.post("/api/vendor-dashboard/vendors", {
    headers,
    data: {
      businessName,
      category: "photographers",
      city: "columbus",
      citiesServed: ["columbus", "cleveland"],
      summary: "Unposed, documentary wedding photography across Ohio.",
      description: "We follow your day as it happens: the nerves, the first look, the dance floor at midnight. Family portraits are quick and kind, and your gallery arrives in four weeks.",
      startingPrice: 2800,
      styles: ["modern", "romantic"],
      yearsInBusiness: 8,
      responseTimeHours: 12,
      website: "",
      phone: "",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { vendor } = (await created.json()) as { vendor: { id: string; slug: string } };
  const pkg = await request.post(`/api/vendor-dashboard/vendors/${vendor.id}/packages`, { headers, data: { name: "Full day", price: 3400, description: "", includes: ["Ten hours", "Two photographers"] } });
  expect(pkg.status()).toBe(201);
  expect((await request.post(`/api/vendor-dashboard/vendors/${vendor.id}/publish`, { headers })).status()).toBe(200);
  return vendor;
}

test.describe("the vendor's side", () => {
  test("the vendor program pages: AI tools from the nav, pricing, and founding places counted by the server", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("banner").getByRole("link", { name: "AI Tools" }).click();
    await expect(page).toHaveURL(/\/ai-vendor-tools$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Two assistants, with clear jobs and clear limits");
    await page.getByRole("main").getByRole("link", { name: "June for wedding planners" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("June does the homework. You plan the wedding.");

    await page.goto("/vendor-pricing");
    await expect(page.getByRole("main").getByRole("link", { name: "Start free" })).toHaveAttribute("href", "/signup/vendor");
    // Other tests pay for plans meanwhile: the page's figure lies between the server's before and after.
    const placesLeft = async () => ((await (await page.request.get("/api/vendor-pros/founding-50")).json()) as { placesLeft: number }).placesLeft;
    const before = await placesLeft();
    await page.getByRole("main").getByTestId("plan-plus").getByRole("link", { name: /places? left/ }).click();
    await expect(page.getByTestId("founding-places-left")).toHaveText(/^\d+$/);
    const shown = Number(await page.getByTestId("founding-places-left").textContent());
    const after = await placesLeft();
    expect(shown).toBeGreaterThanOrEqual(after);
    expect(shown).toBeLessThanOrEqual(before);
    await expectAccessible(page);
  });

  test("a couple sends an inquiry from a profile, the vendor answers from the inbox, and the couple reads the reply", async ({ browser }) => {
    test.setTimeout(90_000);
    const vendor = await signedIn(browser, "vendor", "inq-vendor");
    const couple = await signedIn(browser, "couple", "inq-couple");
    const businessName = `Lakeshore Light Studio ${Date.now().toString(36)}`;
    const profile = await publishedProfile(vendor.page.request, businessName);

    await couple.page.goto(`/vendor/${profile.slug}`);
    const form = couple.page.getByRole("form", { name: `Send an inquiry to ${businessName}` });
    await form.getByLabel("Message").fill("hi");
    await form.getByRole("button", { name: "Send inquiry" }).click();
    await expect(form.getByText("Tell the vendor a little about your wedding (at least 20 characters).")).toBeVisible();
    await form.getByLabel("Wedding date").fill("2027-10-02");
    await form.getByLabel("Guest count").fill("130");
    await form.getByLabel("Budget for this vendor ($)").fill("3,000");
    await form.getByLabel("Message").fill("We're marrying at a farm near Medina in October. <b>Are you free?</b>");
    await form.getByRole("button", { name: "Send inquiry" }).click();
    await expect(couple.page.getByRole("status").getByText("Your inquiry is on its way.")).toBeVisible();
    await readMail(vendor.page.request, vendor.email, new RegExp(`New inquiry for ${businessName}`));

    await vendor.page.goto("/vendor-dashboard?tab=inbox");
    const inbox = vendor.page.getByRole("main");
    await inbox.getByRole("list", { name: "Inquiries" }).getByRole("button").first().click();
    // Text is shown as typed: the markup is not interpreted.
    await expect(inbox.getByTestId("inquiry-message").first()).toHaveText("We're marrying at a farm near Medina in October. <b>Are you free?</b>");
    await expect(inbox.getByRole("article").getByText("October 2, 2027")).toBeVisible();
    await inbox.getByLabel(/^Reply to/).fill("Congratulations! October 2 is open. Could we talk on Tuesday evening?");
    await inbox.getByRole("button", { name: "Send reply" }).click();
    await expect(toast(vendor.page, /Message sent/)).toBeVisible();
    await expect(inbox.getByLabel("Status", { exact: true })).toHaveValue("replied");
    await inbox.getByLabel("Status", { exact: true }).selectOption("booked");
    await expect(toast(vendor.page, "Marked booked")).toBeVisible();
    await expectAccessible(vendor.page);

    await readMail(couple.page.request, couple.email, new RegExp(`New message from ${businessName}`));
    await couple.page.goto("/couple-account");
    await couple.page.getByRole("link", { name: /My inquiries/ }).first().click();
    await expect(couple.page).toHaveURL(/\/my-inquiries$/);
    const mine = couple.page.getByRole("main");
    await mine.getByRole("navigation", { name: "Conversations" }).getByRole("button", { name: new RegExp(businessName) }).click();
    await expect(mine.getByText("Congratulations! October 2 is open. Could we talk on Tuesday evening?")).toBeVisible();
    await expect(mine.getByRole("region", { name: "Conversation" }).getByText("Booked")).toBeVisible();
    await expectAccessible(couple.page);
    await vendor.close();
    await couple.close();
  });

  test("a vendor edits the profile and adds a package; couples see the change", async ({ browser, page }) => {
    const vendor = await signedIn(browser, "vendor", "edit-vendor");
    const businessName = `Cedar & Stone Films ${Date.now().toString(36)}`;
    const profile = await publishedProfile(vendor.page.request, businessName);

    await vendor.page.goto("/vendor-dashboard");
    const main = vendor.page.getByRole("main");
    await expect(main.getByRole("heading", { name: businessName })).toBeVisible();
    await main.getByRole("tab", { name: "Profile" }).click();
    await main.getByLabel("Summary").fill("Cinematic wedding films from Columbus, delivered in six weeks.");
    await main.getByLabel("Description").fill("");
    await main.getByRole("button", { name: "Save profile" }).click();
    await expect(main.getByText("Tell couples more (at least 80 characters).")).toBeVisible();
    await main
      .getByLabel("Description")
      .fill("Two filmmakers, one calm presence. We capture vows, toasts and the small moments between, and cut a film you'll want to watch every anniversary.");
    await main.getByRole("button", { name: "Save profile" }).click();
    await expect(toast(vendor.page, "Profile saved")).toBeVisible();

    await main.getByRole("tab", { name: "Packages" }).click();
    await main.getByRole("button", { name: "Add a package" }).click();
    const dialog = vendor.page.getByRole("dialog");
    await dialog.getByLabel("Package name").fill("Highlight film");
    await dialog.getByLabel("Price ($)").fill("1,900");
    await dialog.getByLabel("What's included").fill("Six hours of coverage\nFour-minute highlight film");
    await dialog.getByRole("button", { name: "Add package" }).click();
    await expect(toast(vendor.page, "Package added")).toBeVisible();
    await expect(main.getByRole("heading", { name: "Highlight film" })).toBeVisible();
    await expectAccessible(vendor.page);

    // A couple (here: anyone) sees the new words, the package and the new starting price.
    await page.goto(`/vendor/${profile.slug}`);
    await expect(page.getByText("Two filmmakers, one calm presence.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Highlight film" })).toBeVisible();
    await expect(page.getByText("$1,900").first()).toBeVisible();

    // Removing a package asks first: kept, it stays; confirmed, it goes and the vendor is told.
    await main.getByRole("button", { name: "Remove Highlight film" }).click();
    const confirm = vendor.page.getByRole("dialog", { name: "Remove Highlight film?" });
    await confirm.getByRole("button", { name: "Keep it" }).click();
    await expect(confirm).toBeHidden();
    await expect(main.getByRole("heading", { name: "Highlight film" })).toBeVisible();
    await main.getByRole("button", { name: "Remove Highlight film" }).click();
    await confirm.getByRole("button", { name: "Remove package" }).click();
    await expect(toast(vendor.page, "Highlight film removed")).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(main.getByRole("heading", { name: "Highlight film" })).toHaveCount(0);
    await vendor.close();
  });

  test("a vendor claims a catalog profile, an admin approves it in /admin, and the dashboard shows it", async ({ browser, page }) => {
    test.setTimeout(90_000);
    const vendor = await signedIn(browser, "vendor", "claim-vendor");
    const claimable = (await (await page.request.get("/api/vendor-claims/vendors?q=a")).json()) as { vendors: { id: string; businessName: string }[] };
    // Both projects may run at once: each takes its own listing.
    const listing = claimable.vendors[test.info().project.name === "mobile" ? 1 : 0];
    expect(listing, "the seeded catalog has unowned vendors to claim").toBeDefined();

    await vendor.page.goto("/vendor/claim");
    const main = vendor.page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Claim your business");
    await main.getByLabel("Business name").fill(listing!.businessName);
    await main.getByRole("button", { name: `Claim ${listing!.businessName}` }).click();
    await main.getByLabel("Phone we can call").fill("(614) 555-0177");
    await main.getByLabel("How can we verify you?").fill("I own the business; my name is on our website's about page.");
    await main.getByRole("button", { name: "Send claim" }).click();
    await expect(main.getByText(`Claim sent for ${listing!.businessName}`)).toBeVisible();
    await expect(main.getByRole("region", { name: "Your claims" }).getByText("Waiting for review")).toBeVisible();
    await expectAccessible(vendor.page);

    await signInAsAdmin(page);
    await page.goto("/admin");
    await page.getByRole("link", { name: "Vendor claims" }).click();
    await expect(page).toHaveURL(/\/admin\/vendor-claims$/);
    const claim = page.getByRole("main").getByRole("article").filter({ hasText: vendor.email });
    await expect(claim).toContainText(listing!.businessName);
    await expect(claim).toContainText("my name is on our website's about page");
    await expectAccessible(page);
    await claim.getByRole("button", { name: "Approve" }).click();
    await expect(page.getByRole("main").getByRole("article").filter({ hasText: vendor.email })).toHaveCount(0);

    await readMail(vendor.page.request, vendor.email, /is approved/);
    await vendor.page.goto("/vendor-dashboard");
    await expect(vendor.page.getByRole("main").getByRole("heading", { name: listing!.businessName })).toBeVisible();
    await vendor.close();
  });
});
