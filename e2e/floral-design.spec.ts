import { designTotals, formatDollars, type Design } from "../domain/floral.ts";
import { expect, expectAccessible, test } from "./fixtures";
import { createAccount, sameOriginHeaders, signInViaApi, toast } from "./helpers/auth";

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

  test("signed out, the studio says what it is and asks to sign in @phone", async ({ page }) => {
    await page.goto("/floral-design-studio");
    await expect(page.getByRole("heading", { name: "Sign in to design your wedding flowers" })).toBeVisible();
    await expectAccessible(page);
  });
});
