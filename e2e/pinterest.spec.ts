import { startPinterestStandIn, type PinterestStandIn } from "../server/test/pinterest-stand-in";
import { expect, expectAccessible, test } from "./fixtures";
import { createAccount, signInViaApi } from "./helpers/auth";

/** Connecting Pinterest through the local stand-in and importing pins into a board (decision 042). */
test.describe.configure({ mode: "serial" });

// The port playwright.config.ts points the app's Pinterest settings at.
const pinterestStandInPort = Number(process.env.E2E_PORT ?? 4310) + 7;
let standIn: PinterestStandIn;
test.beforeAll(async () => {
  standIn = await startPinterestStandIn({ port: pinterestStandInPort });
});
test.afterAll(async () => {
  await standIn.close();
});

test.describe("Pinterest", () => {
  test("a couple connects Pinterest, imports two pins into a board and sees them there", async ({ page }, testInfo) => {
    test.slow();
    const { email } = await createAccount(page.request);
    await signInViaApi(page, email);
    await page.goto("/pinterest-integration");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Pinterest" })).toBeVisible();
    await main.getByRole("button", { name: "Connect Pinterest" }).click();
    // The stand-in's consent page approves at once and sends the browser back with a code and the state.
    await expect(main.getByText("Connected to Pinterest as @june.and.jordan.")).toBeVisible();
    await expect(page).toHaveURL(/\/pinterest-integration$/);
    await expect(main.getByRole("heading", { name: "Wedding flowers" })).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath("pinterest-boards-1440.png"), fullPage: true });

    const cakes = main.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Cake ideas" }) });
    await cakes.getByRole("button", { name: "Choose pins" }).click();
    await expect(main.getByRole("heading", { name: "Pins on Cake ideas" })).toBeVisible();
    await expect(main.getByText("No image (a video pin): can't be imported.")).toBeVisible();
    await main.getByLabel(/Naked cake with figs/).check();
    await main.getByLabel(/Pressed-flower tiers/).check();
    await main.getByRole("button", { name: "Import 2 pins" }).click();
    await expect(main.getByRole("status").filter({ hasText: '2 pins imported into "Cake ideas"' })).toBeVisible({ timeout: 20_000 });
    await page.screenshot({ path: testInfo.outputPath("pinterest-imported-1440.png"), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: testInfo.outputPath("pinterest-imported-390.png"), fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });

    await main.getByRole("link", { name: "See the board" }).click();
    await expect(main.getByRole("heading", { name: "Cake ideas" })).toBeVisible();
    await expect(main.getByText("2 images of 60")).toBeVisible();
    await expect(main.getByRole("button", { name: "Refresh from Pinterest" })).toBeVisible();
    await expect(main.getByLabel("Add from a web address")).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("pinterest-board-1440.png"), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: testInfo.outputPath("pinterest-board-390.png"), fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });

    // A private address pasted on the board is refused with why.
    await main.getByLabel("Add from a web address").fill("http://169.254.169.254/latest/meta-data/");
    await main.getByRole("button", { name: "Add", exact: true }).click();
    await expect(main.getByRole("alert").filter({ hasText: "private or local network" })).toBeVisible();

    // Disconnecting asks first; the imported pictures stay.
    await page.goto("/pinterest-integration");
    await main.getByRole("button", { name: "Disconnect" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Disconnect" }).click();
    await expect(main.getByRole("button", { name: "Connect Pinterest" })).toBeVisible();
  });

  test("the features page says what the integration does", async ({ page }) => {
    await page.goto("/pinterest-features");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Pinterest and your inspiration boards" })).toBeVisible();
    await expect(main.getByRole("link", { name: "Connect Pinterest" })).toHaveAttribute("href", "/pinterest-integration");
    await expectAccessible(page);
  });
});
