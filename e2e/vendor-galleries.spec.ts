import type { APIRequestContext, Browser, Page } from "@playwright/test";
import sharp from "sharp";
import { expect, expectAccessible, test } from "./fixtures";
import { createAccount, sameOriginHeaders, signInViaApi, toast, uniqueEmail, verifyEmailViaMail } from "./helpers/auth";

/** A verified account of this kind, signed in on a page of its own browser context. */
async function signedIn(browser: Browser, kind: "couple" | "vendor", tag: string): Promise<{ page: Page; close(): Promise<void> }> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: test.info().project.use.viewport ?? undefined });
  const page = await context.newPage();
  const email = uniqueEmail(tag);
  await createAccount(page.request, { email, userType: kind });
  await verifyEmailViaMail(page.request, email);
  await signInViaApi(page, email);
  return { page, close: () => context.close() };
}

/** A published florist profile owned by the signed-in vendor of `request`. */
async function publishedFlorist(request: APIRequestContext, businessName: string): Promise<{ id: string; slug: string }> {
  const headers = sameOriginHeaders();
  const created = await request.post("/api/vendor-dashboard/vendors", {
    headers,
    data: {
      businessName,
      category: "florists",
      city: "nashville",
      citiesServed: ["nashville"],
      summary: "Garden-style wedding flowers from a Nashville studio.",
      description: "Loose, seasonal arrangements grown and gathered near Nashville: bouquets, arches and tables that look picked that morning.",
      startingPrice: 1800,
      styles: ["romantic"],
      yearsInBusiness: 7,
      responseTimeHours: 12,
      website: "",
      phone: "",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { vendor } = (await created.json()) as { vendor: { id: string; slug: string } };
  const pkg = await request.post(`/api/vendor-dashboard/vendors/${vendor.id}/packages`, { headers, data: { name: "Ceremony and reception", price: 2400, description: "", includes: ["Bridal bouquet", "Ten centerpieces"] } });
  expect(pkg.status()).toBe(201);
  expect((await request.post(`/api/vendor-dashboard/vendors/${vendor.id}/publish`, { headers })).status()).toBe(200);
  return vendor;
}

const photo = async (name: string, color: string) => ({
  name,
  mimeType: "image/png",
  buffer: await sharp({ create: { width: 1200, height: 900, channels: 3, background: color } }).png().toBuffer(),
});

test.describe("vendor inspiration galleries", () => {
  test("a vendor curates a gallery and shares its code; couples browse it and save a picture to a board; a new code retires the old", async ({ browser, page }) => {
    test.slow();
    const businessName = `Wren Garden Florals ${Date.now().toString(36)}`;
    const vendor = await signedIn(browser, "vendor", "gallery-vendor");
    await publishedFlorist(vendor.page.request, businessName);

    // Curate: two uploads with captions and tags, through the dashboard's Gallery tab.
    await vendor.page.goto("/vendor-dashboard?tab=gallery");
    const dash = vendor.page.getByRole("main");
    await expect(dash.getByText("No pictures in your gallery yet")).toBeVisible();
    const uploadForm = dash.getByRole("form", { name: "Upload a picture" });
    for (const [file, caption, tags] of [
      [await photo("peony.png", "#d98ba0"), "Blush peony bridal bouquet", "peonies, bridal bouquet"],
      [await photo("arch.png", "#6f8f6a"), "Eucalyptus ceremony arch", "arch, greenery"],
    ] as const) {
      await uploadForm.getByLabel("Photo").setInputFiles(file);
      await uploadForm.getByLabel("Caption").fill(caption);
      await uploadForm.getByLabel("Tags").fill(tags);
      await uploadForm.getByRole("button", { name: "Upload picture" }).click();
      await expect(dash.getByRole("img", { name: new RegExp(caption) })).toBeVisible();
    }
    // A file that only claims to be a photo is refused with why, and nothing is added.
    await uploadForm.getByLabel("Photo").setInputFiles({ name: "fake.png", mimeType: "image/png", buffer: Buffer.from("not a picture") });
    await uploadForm.getByRole("button", { name: "Upload picture" }).click();
    await expect(uploadForm.getByText(/isn't a photo we can read/)).toBeVisible();
    await expect(dash.getByTestId("gallery-tile")).toHaveCount(2);

    // Order by the Later button, then by picking up a handle with the keyboard.
    await dash.getByRole("button", { name: "Move picture 1 later" }).click();
    await expect(dash.getByRole("img", { name: "Picture 1: Eucalyptus ceremony arch" })).toBeVisible();
    await dash.getByRole("button", { name: /Drag picture 1 to reorder/ }).focus();
    // Each key waits for what the one before it did: the drag takes arrow keys only once the picture is
    // picked up and the places are measured, and drops where it last said it was over.
    await vendor.page.keyboard.press("Space");
    await expect(vendor.page.getByText("Picture 1 (Eucalyptus ceremony arch) is over place 1.")).toBeAttached();
    await vendor.page.keyboard.press("ArrowRight");
    await expect(vendor.page.getByText("Picture 1 (Eucalyptus ceremony arch) is over place 2.")).toBeAttached();
    await vendor.page.keyboard.press("Space");
    await expect(dash.getByRole("img", { name: "Picture 1: Blush peony bridal bouquet" })).toBeVisible();
    // Saved (the announcement comes with the server's answer) before the page is loaded again.
    await expect(dash.getByText("Eucalyptus ceremony arch moved to position 2 of 2.")).toBeAttached();
    await vendor.page.reload();
    await expect(dash.getByRole("img", { name: "Picture 1: Blush peony bridal bouquet" })).toBeVisible();

    await dash.getByLabel("Introduction").fill("Seasonal flowers from our Nashville garden.");
    await dash.getByRole("button", { name: "Save introduction" }).click();
    await expect(toast(vendor.page, "Introduction saved")).toBeVisible();
    await dash.getByRole("button", { name: "Make a public link" }).click();
    const address = dash.getByTestId("gallery-address");
    await expect(address).toContainText("/vendor-inspiration/wren-garden-florals-");
    const firstPath = new URL((await address.textContent())!.trim()).pathname;
    await expectAccessible(vendor.page);
    await vendor.page.screenshot({ path: test.info().outputPath("gallery-dashboard-1440.png"), fullPage: true });
    await vendor.page.setViewportSize({ width: 390, height: 844 });
    await vendor.page.screenshot({ path: test.info().outputPath("gallery-dashboard-390.png"), fullPage: true });
    await vendor.page.setViewportSize({ width: 1440, height: 900 });

    // Server-rendered for anyone: the HTML already holds the gallery; an unknown code is a 404.
    const html = await (await page.request.get(firstPath)).text();
    expect(html).toContain("Blush peony bridal bouquet");
    expect(html).toContain(businessName);
    const missing = await page.request.get("/vendor-inspiration/no-such-gallery-zz9999");
    expect(missing.status()).toBe(404);

    // The browsable gallery, filtered by category and city, leads to the vendor's gallery.
    await page.goto("/vendor-inspiration");
    const main = page.getByRole("main");
    await main.getByLabel("Category").selectOption("florists");
    await main.getByLabel("City").selectOption("nashville");
    await main.getByRole("button", { name: "Show galleries" }).click();
    await expect(page).toHaveURL(/\/vendor-inspiration\?category=florists&city=nashville$/);
    await expect(main.getByRole("heading", { level: 1, name: "Florists in Nashville galleries" })).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath("gallery-index-1440.png"), fullPage: true });
    await main.getByRole("link", { name: /Blush peony bridal bouquet/ }).first().click();
    await expect(page).toHaveURL(new RegExp(`${firstPath}$`));
    await expect(main.getByRole("heading", { level: 1, name: businessName })).toBeVisible();
    await main.getByRole("button", { name: "arch", exact: true }).click();
    await expect(main.getByTestId("gallery-images").getByRole("listitem")).toHaveCount(1);
    await main.getByRole("button", { name: "All", exact: true }).click();
    // Signed out, saving asks to sign in.
    await main.getByRole("button", { name: /Save to a board: Blush peony/ }).click();
    await expect(page.getByRole("dialog").getByRole("link", { name: "Sign In" })).toBeVisible();
    await page.keyboard.press("Escape");

    // A couple saves a picture to their board; it arrives with its caption and a link back.
    const couple = await signedIn(browser, "couple", "gallery-couple");
    expect((await couple.page.request.post("/api/inspiration-boards", { headers: sameOriginHeaders(), data: { name: "Flowers" } })).status()).toBe(201);
    await couple.page.goto(firstPath);
    const coupleMain = couple.page.getByRole("main");
    await coupleMain.getByRole("button", { name: /Save to a board: Blush peony/ }).click();
    const dialog = couple.page.getByRole("dialog");
    await expect(dialog.getByLabel("Board")).toHaveValue(/.+/);
    await dialog.getByRole("button", { name: "Save picture" }).click();
    await expect(toast(couple.page, "Saved to Flowers")).toBeVisible();
    await couple.page.goto("/planning/inspiration-boards");
    await expect(couple.page.getByRole("main").getByText(`Blush peony bridal bouquet (${businessName})`)).toBeVisible();
    await couple.page.setViewportSize({ width: 390, height: 844 });
    await couple.page.goto(firstPath);
    await expect(couple.page.getByRole("main").getByRole("heading", { level: 1, name: businessName })).toBeVisible();
    await couple.page.screenshot({ path: test.info().outputPath("gallery-public-390.png"), fullPage: true });
    await couple.page.setViewportSize({ width: 1440, height: 900 });
    await couple.page.goto(firstPath);
    await couple.page.screenshot({ path: test.info().outputPath("gallery-public-1440.png"), fullPage: true });
    await couple.close();

    // The vendor sees the save, then replaces the link: the old address is a 404, the new one opens.
    await vendor.page.reload();
    await expect(dash.getByText("1 save", { exact: true })).toBeVisible();
    await dash.getByRole("button", { name: "New link" }).click();
    await vendor.page.getByRole("dialog").getByRole("button", { name: "Make a new link" }).click();
    await expect(toast(vendor.page, "New link made")).toBeVisible();
    await expect(address).not.toContainText(firstPath);
    const secondPath = new URL((await address.textContent())!.trim()).pathname;
    expect((await page.request.get(firstPath)).status()).toBe(404);
    expect((await page.request.get(secondPath)).status()).toBe(200);
    await vendor.close();
  });
});
