import sharp from "sharp";
import { expect, expectAccessible, test } from "./fixtures";
import { createAccount, signInViaApi } from "./helpers/auth";

/** A solid-color photo wide enough for the photo checks (800 px). */
const photo = async (name: string, color: string) => ({
  name,
  mimeType: "image/png",
  buffer: await sharp({ create: { width: 900, height: 600, channels: 3, background: color } }).png().toBuffer(),
});

test.describe("inspiration boards", () => {
  test("a couple makes a board, uploads images with notes, reorders by keyboard and by drag, renames and deletes it", async ({ page }) => {
    test.slow();
    const { email } = await createAccount(page.request);
    await signInViaApi(page, email);
    await page.goto("/planning/inspiration-boards");
    const main = page.getByRole("main");
    await expect(main.getByText("No inspiration boards yet")).toBeVisible();
    await main.getByLabel("Name your first board").fill("Flowers");
    await main.getByRole("button", { name: "Create board" }).click();
    await expect(main.getByRole("heading", { name: "Flowers" })).toBeVisible();
    await expect(main.getByText("No images on this board yet")).toBeVisible();

    // Two photos and a file that only claims to be one: the photos are added, the other refused with why.
    const fake = { name: "notes.png", mimeType: "image/png", buffer: Buffer.from("this is not a picture") };
    await main.locator('input[type="file"]').setInputFiles([await photo("burgundy.png", "#8c1c2c"), await photo("ivory.png", "#f4efe2"), fake]);
    await expect(main.getByText("Some images weren't added")).toBeVisible();
    await expect(main.getByText(/notes\.png: That file isn't a photo we can read/)).toBeVisible();
    const tiles = main.getByTestId("board-image");
    await expect(tiles).toHaveCount(2);
    await expect(main.getByText("2 images of 60")).toBeVisible();
    await expect(main.getByRole("list", { name: "Colors from this board's images" }).getByRole("listitem")).toHaveCount(2);

    // A note on the first image, kept after a reload.
    await tiles.first().getByLabel("Note").fill("Deep red dahlias");
    await tiles.first().getByRole("button", { name: "Save note" }).click();
    await expect(tiles.first().getByText("Saved")).toBeVisible();
    await page.reload();
    await expect(main.getByRole("img", { name: "Image 1: Deep red dahlias" })).toBeVisible();

    // Besides pictures: a color, a link and a note for the board, kept after a reload.
    const extras = main.getByTestId("board-extras");
    await extras.getByLabel("Color").fill("#6e1f33");
    await extras.getByRole("button", { name: "Add color" }).click();
    await expect(extras.getByRole("list", { name: "Colors picked for Flowers" }).getByText("#6e1f33")).toBeVisible();
    await extras.getByLabel("Web address").fill("not a link");
    await extras.getByRole("button", { name: "Add link" }).click();
    await expect(extras.getByText("Enter a full web address, like https://example.com.")).toBeVisible();
    await extras.getByLabel("Web address").fill("https://example.com/dahlias");
    await extras.getByLabel("Label (optional)").fill("Dahlia grower");
    await extras.getByRole("button", { name: "Add link" }).click();
    await expect(extras.getByRole("link", { name: /Dahlia grower/ })).toHaveAttribute("href", "https://example.com/dahlias");
    await extras.getByLabel("Board note").fill("Moody reds for the reception.");
    await extras.getByRole("button", { name: "Save board note" }).click();
    await expect(extras.getByRole("button", { name: "Save board note" })).toBeDisabled();
    await page.reload();
    await expect(main.getByTestId("board-extras").getByLabel("Board note")).toHaveValue("Moody reds for the reception.");
    await expect(main.getByTestId("board-extras").getByText("#6e1f33")).toBeVisible();

    // By keyboard: the first image moves later, and focus stays on its button.
    await main.getByRole("button", { name: "Move image 1 later" }).focus();
    await page.keyboard.press("Enter");
    await expect(main.getByRole("img", { name: "Image 2: Deep red dahlias" })).toBeVisible();
    await page.reload();
    await expect(main.getByRole("img", { name: "Image 2: Deep red dahlias" })).toBeVisible();

    // By drag: the second image's handle onto the first.
    const handle = main.getByRole("button", { name: /Drag image 2/ });
    const target = main.getByRole("img", { name: "Image 1" });
    // The board's tools above the images push them down: bring both into view before measuring.
    await target.scrollIntoViewIfNeeded();
    const from = (await handle.boundingBox())!;
    const to = (await target.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + 30, from.y + 10, { steps: 4 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 10 });
    await page.mouse.up();
    await expect(main.getByRole("img", { name: "Image 1: Deep red dahlias" })).toBeVisible();
    await page.reload();
    await expect(main.getByRole("img", { name: "Image 1: Deep red dahlias" })).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath("board-1440.png"), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: test.info().outputPath("board-390.png"), fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });

    // Rename, then delete after confirming (keeping it first).
    await main.getByRole("button", { name: "Rename" }).click();
    await main.getByLabel("Board name").fill("Flowers we love");
    await main.getByRole("button", { name: "Save", exact: true }).click();
    await expect(main.getByRole("heading", { name: "Flowers we love" })).toBeVisible();
    await main.getByRole("button", { name: "Delete board" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByText('Delete "Flowers we love"?')).toBeVisible();
    await dialog.getByRole("button", { name: "Keep it" }).click();
    await expect(main.getByRole("heading", { name: "Flowers we love" })).toBeVisible();
    await main.getByRole("button", { name: "Delete board" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete board" }).click();
    await expect(main.getByText("No inspiration boards yet")).toBeVisible();
  });
});
