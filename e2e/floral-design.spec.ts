import { designTotals, formatDollars, type Design } from "../domain/floral.ts";
import { expect, expectAccessible, test } from "./fixtures";
import type { Browser, Page } from "@playwright/test";
import { createAccount, sameOriginHeaders, signInViaApi, toast, uniqueEmail, verifyEmailViaMail } from "./helpers/auth";

/** A verified account of this kind, signed in on a page of its own browser context. */
async function signedIn(browser: Browser, kind: "couple" | "vendor"): Promise<{ page: Page; close(): Promise<void> }> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: test.info().project.use.viewport ?? undefined });
  const page = await context.newPage();
  const email = uniqueEmail(`floral-${kind}`);
  await createAccount(page.request, { email, userType: kind });
  await verifyEmailViaMail(page.request, email);
  await signInViaApi(page, email);
  return { page, close: () => context.close() };
}

test.describe("floral design studio", () => {
  test("a couple designs a bouquet and centerpieces, sees the totals and warnings, and shares the design read-only", async ({ page, browser }) => {
    test.slow();
    const { email } = await createAccount(page.request);
    await signInViaApi(page, email);
    const profile = await page.request.put("/api/account/couple-profile", {
      data: { partner1Name: "Maya", partner2Name: "Theo", weddingDate: "2030-09-14", guestCount: 80, city: "columbus", colorPalette: "Blush, ivory and sage" },
      headers: sameOriginHeaders(),
    });
    expect(profile.status()).toBe(200);
    // A small flowers line, so the design goes over it.
    expect((await page.request.put("/api/budget", { data: { totalCents: 2_500_000, guestCount: 80, allocations: { flowers: 50_000 } }, headers: sameOriginHeaders() })).status()).toBe(200);

    await page.goto("/floral-design-studio");
    const main = page.getByRole("main");
    await expect(main.getByText("No floral designs yet")).toBeVisible();
    await main.getByRole("button", { name: "Start a design" }).click();

    // The starter: a bouquet, boutonnieres and one low centerpiece per table of 8 (80 guests: 10).
    await expect(main.getByRole("heading", { name: "Bridal bouquet" })).toBeVisible();
    const centerpieces = main.getByTestId("piece-centerpiece-low");
    await expect(centerpieces.getByLabel("How many")).toHaveValue("10");
    await expect(main.getByRole("list", { name: "Palette colors" }).getByRole("listitem")).toHaveCount(3);

    // Peonies in the bouquet: out of season in Ohio in September.
    const bouquet = main.getByTestId("piece-bridal-bouquet");
    await bouquet.getByLabel("Flower").first().selectOption({ label: "Peony" });
    await bouquet.getByLabel("Stems").first().fill("15");
    await expect(bouquet.getByRole("img", { name: /15 \w+ peony/ })).toBeVisible();
    await expect(main.getByRole("list", { name: "Warnings" })).toContainText("Peony is out of season in Ohio in September");
    await expect(main.getByRole("list", { name: "Warnings" })).toContainText("over your budget's Flowers and decor line ($500)");

    // Tall centerpieces too, then save: the page's totals are the saved design's.
    await main.getByLabel("Add a piece").selectOption({ label: "Tall centerpieces" });
    await main.getByRole("button", { name: "Add piece" }).click();
    await expect(main.getByRole("heading", { name: "Tall centerpieces" })).toBeVisible();
    await main.getByRole("button", { name: "Save design" }).click();
    await expect(toast(page, "Design saved")).toBeVisible();
    const studio = (await (await page.request.get("/api/floral-designs")).json()) as { designs: (Design & { totals: { stems: number; estimateCents: number } })[] };
    const saved = studio.designs[0]!;
    expect(saved.pieces.map((p) => p.kind)).toEqual(["bridal-bouquet", "boutonniere", "centerpiece-low", "centerpiece-tall"]);
    expect(saved.totals.estimateCents).toBe(designTotals(saved).estimateCents);
    await expect(main.getByTestId("design-totals")).toContainText(formatDollars(saved.totals.estimateCents));
    await expect(main.getByTestId("design-totals")).toContainText(saved.totals.stems.toLocaleString("en-US"));
    await expectAccessible(page);

    // Share it: the florist opens the link signed out and sees the design and the flower list.
    await main.getByRole("button", { name: "Make a share link" }).click();
    const link = await main.getByLabel("Your link (shown once)").inputValue();
    expect(link).toMatch(/\/shared-design\/[A-Za-z0-9_-]{32}$/);
    const florist = await browser.newContext();
    const floristPage = await florist.newPage();
    await floristPage.goto(link);
    await expect(floristPage.getByRole("heading", { name: "Our wedding flowers" })).toBeVisible();
    await expect(floristPage.getByText("Maya & Theo · Saturday, September 14, 2030 · Columbus, OH")).toBeVisible();
    await expect(floristPage.getByTestId("shared-totals")).toContainText(`${saved.totals.stems} stems`);
    await expect(floristPage.getByTestId("flower-list")).toContainText("Peony, ");
    await expect(floristPage.getByText("$500")).toHaveCount(0);
    await expectAccessible(floristPage);

    // Revoked: the same link opens nothing.
    await main.getByRole("button", { name: "Revoke the link" }).click();
    await page.getByRole("dialog", { name: "Revoke this link?" }).getByRole("button", { name: "Revoke" }).click();
    await expect(toast(page, "The link no longer works")).toBeVisible();
    await floristPage.reload();
    await expect(floristPage.getByText("This link doesn't open a design")).toBeVisible();
    await florist.close();
  });

  test("a couple attaches a design to their inquiry to a florist, and the florist sees it in the thread", async ({ browser }) => {
    test.slow();
    const headers = sameOriginHeaders();
    const florist = await signedIn(browser, "vendor");
    const created = await florist.page.request.post("/api/vendor-dashboard/vendors", {
      headers,
      data: {
        businessName: "Wild Stem Florals",
        category: "florists",
        city: "columbus",
        citiesServed: ["columbus"],
        summary: "Garden-style wedding flowers grown and gathered in central Ohio.",
        description: "We design loose, seasonal bouquets and centerpieces from our own cutting garden and Ohio growers, and deliver and set up on the day.",
        startingPrice: 1800,
        styles: ["romantic"],
        yearsInBusiness: 7,
        responseTimeHours: 24,
        website: "",
        phone: "",
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { vendor } = (await created.json()) as { vendor: { id: string } };
    expect((await florist.page.request.post(`/api/vendor-dashboard/vendors/${vendor.id}/packages`, { headers, data: { name: "Ceremony and reception", price: 2400, description: "", includes: ["Bouquets", "Centerpieces"] } })).status()).toBe(201);
    expect((await florist.page.request.post(`/api/vendor-dashboard/vendors/${vendor.id}/publish`, { headers })).status()).toBe(200);

    const couple = await signedIn(browser, "couple");
    const design: Design = { name: "Meadow", palette: ["#f8f6f0", "#a9b8a0"], outdoor: false, pieces: [{ kind: "bridal-bouquet", quantity: 1, flowers: [{ flowerId: "garden-rose", color: "white", stems: 12 }, { flowerId: "italian-ruscus", color: "green", stems: 8 }] }] };
    expect((await couple.page.request.post("/api/floral-designs", { headers, data: design })).status()).toBe(201);
    expect((await couple.page.request.post(`/api/inquiries/vendors/${vendor.id}`, { headers, data: { message: "We'd love garden roses for our June wedding." } })).status()).toBe(201);

    await couple.page.goto("/floral-design-studio");
    const main = couple.page.getByRole("main");
    await expect(main.getByLabel("Conversation")).toHaveValue(/.+/);
    await main.getByRole("button", { name: "Attach this design" }).click();
    await expect(toast(couple.page, "Attached to your conversation with Wild Stem Florals")).toBeVisible();
    await expect(main.getByTestId("attached-to")).toContainText("Wild Stem Florals");

    await florist.page.goto("/vendor-dashboard?tab=inbox");
    const inbox = florist.page.getByRole("main");
    await inbox.getByRole("list", { name: "Inquiries" }).getByRole("button").first().click();
    const attached = inbox.getByTestId("inquiry-design");
    await expect(attached.getByRole("heading", { name: "Floral design: Meadow" })).toBeVisible();
    await expect(attached.getByTestId("flower-list")).toContainText("Garden rose, white");
    await expect(attached).toContainText(`${designTotals(design).stems} stems`);
    await expectAccessible(florist.page);
    await Promise.all([florist.close(), couple.close()]);
  });

  test("signed out, the studio says what it is and asks to sign in @phone", async ({ page }) => {
    await page.goto("/floral-design-studio");
    await expect(page.getByRole("heading", { name: "Sign in to design your wedding flowers" })).toBeVisible();
    await expectAccessible(page);
  });
});
