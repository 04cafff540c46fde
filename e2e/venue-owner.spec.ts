import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, expectAccessible, test } from "./fixtures";
import { createAccount, readMail, signInAsAdmin, signInViaApi, signUpViaUi, uniqueEmail, verifyEmailViaMail } from "./helpers/auth";

/** Photos made with sharp into a temp folder (no binary fixtures), plus a text file dressed as a JPEG. */
async function testPhotos(): Promise<{ photos: string[]; fake: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sb-venue-photos-"));
  const colors = ["#7a4b6e", "#5d7a5a", "#b08d57"];
  const photos = await Promise.all(
    colors.map(async (background, i) => {
      const file = path.join(dir, `hall-${i + 1}.${i === 1 ? "jpg" : "png"}`);
      const image = sharp({ create: { width: 1200, height: 800, channels: 3, background } });
      await (i === 1 ? image.jpeg() : image.png()).toFile(file);
      return file;
    }),
  );
  const fake = path.join(dir, "not-a-photo.jpg");
  fs.writeFileSync(fake, "this is a text file, not a photo");
  return { photos, fake };
}

async function withoutToasts(page: Page): Promise<void> {
  for (const close of await page.getByRole("button", { name: "Close toast" }).all()) await close.click({ timeout: 1000 }).catch(() => {});
  await page.mouse.move(5, 5);
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 10_000 });
}

test.describe("venue owners", () => {
  test("the marketing page explains listing and leads to sign-up and claims", async ({ page }) => {
    await page.goto("/list-your-venue");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toContainText("Put your venue in front of couples");
    await expect(main.getByRole("link", { name: "Create a free venue account" })).toHaveAttribute("href", "/signup/venue");
    await expect(main.getByRole("link", { name: "Claim your existing listing" })).toHaveAttribute("href", "/venue/claim");
    await expect(main.getByText("$0")).toBeVisible();
    await expectAccessible(page);

    await page.goto("/add-venue");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Sign in to add your venue");
  });

  test("an owner signs up, creates a listing with photos, publishes it and sees it on the venue page", async ({ page }) => {
    test.setTimeout(120_000);
    const { photos, fake } = await testPhotos();
    const { email: ownerEmail } = await signUpViaUi(page, { kind: "venue_owner", email: uniqueEmail("venue-owner") });
    await verifyEmailViaMail(page.request, ownerEmail); // publishing needs a proven address
    const main = page.getByRole("main");
    await main.getByRole("link", { name: "Add your venue" }).click();
    await expect(page).toHaveURL(/\/add-venue$/);
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Add your venue");

    // Step 1: basics, checked by the shared schema before moving on.
    await main.getByRole("button", { name: "Continue" }).click();
    await expect(main.getByText("Give the venue a name.")).toBeVisible();
    const name = `Juniper Glasshouse ${Date.now().toString(36)}`;
    await main.getByLabel("Venue name").fill(name);
    await main.getByLabel("City", { exact: true }).selectOption("columbus");
    await main.getByLabel("Street address").fill("88 Conservatory Lane, Columbus, OH 43201");
    await main.getByLabel("Neighborhood (optional)").fill("Short North");
    await main.getByLabel("Summary").fill("A glass conservatory among old oaks, for up to 140 guests.");
    await main
      .getByLabel("Description")
      .fill("Ceremonies under a Victorian glass roof, cocktails on the lawn, and dinner in the orangery with its long oak tables and string lights overhead.");
    await main.getByLabel("Garden").check();
    await main.getByLabel("Indoor & outdoor").check();
    await main.getByRole("button", { name: "Continue" }).click();

    // Step 2: a range upside down is caught on the client, with the schema's message.
    await expect(main.getByRole("heading", { name: "Capacity & pricing" })).toBeFocused();
    await main.getByLabel("Seated guests").fill("140");
    await main.getByLabel("Standing guests").fill("180");
    await main.getByLabel("$$ · $8k to $15k").check();
    await main.getByLabel("Rental fee from ($)").fill("5000");
    await main.getByLabel("Rental fee up to ($)").fill("3000");
    await main.getByLabel("Per guest from ($)").fill("70");
    await main.getByLabel("Per guest up to ($)").fill("110");
    await main.getByRole("button", { name: "Continue" }).click();
    await expect(main.getByText("The top of the range can't be below the bottom.")).toBeVisible();
    await main.getByLabel("Rental fee up to ($)").fill("8000");
    await main.getByRole("button", { name: "Continue" }).click();

    // Step 3: the draft is created here.
    await main.getByLabel("Ceremony space").check();
    await main.getByLabel("Wheelchair accessible").check();
    await main.getByLabel("Catering", { exact: true }).selectOption("approved_list");
    await main.getByLabel("Alcohol", { exact: true }).selectOption("licensed_bartender");
    await main.getByRole("button", { name: "Save draft and add photos" }).click();
    await expect(page).toHaveURL(/\/add-venue\?venue=[0-9a-f-]{36}&step=photos$/);

    // Step 4: photos; the fake one is refused by the server, by content.
    await expect(main.getByRole("heading", { name: "Photos" })).toBeVisible();
    await main.locator('input[type="file"]').setInputFiles([...photos, fake]);
    const gallery = main.getByRole("list", { name: "Photos in gallery order" });
    await expect(gallery.getByRole("listitem")).toHaveCount(3, { timeout: 20_000 });
    const uploads = main.getByRole("list", { name: "Uploads" });
    await expect(uploads).toContainText("isn't a photo we can read");
    // The refused file leaves its message, not a broken picture.
    await expect(uploads.getByRole("listitem")).toHaveCount(1);
    await expect(uploads.locator("img")).toHaveCount(0);
    // The same photo again is refused by its content, and the server says why.
    await main.locator('input[type="file"]').setInputFiles(photos[0]!);
    await expect(uploads).toContainText("This photo is already in your gallery.");
    await expect(gallery.getByRole("listitem")).toHaveCount(3);
    await expect(uploads.locator("img")).toHaveCount(0);
    await main.getByLabel("Description of photo 1").fill("The glasshouse at dusk, lit from inside");
    await main.getByLabel("Description of photo 1").press("Enter");
    await expect(gallery.getByText("Saved")).toBeVisible();
    await main.getByRole("button", { name: "Move photo 1 later" }).click();
    await expect(gallery.getByRole("img").nth(1)).toHaveAttribute("alt", "The glasshouse at dusk, lit from inside");
    await withoutToasts(page);
    await expectAccessible(page);
    await main.getByRole("button", { name: "Continue" }).click();

    // Step 5: review, then publish.
    await expect(main.getByText("Everything couples need is here.")).toBeVisible();
    await main.getByRole("button", { name: "Publish listing" }).click();
    await expect(page).toHaveURL(/\/venue-owner-dashboard$/);
    const card = main.getByRole("article", { name });
    await expect(card.getByText("Published")).toBeVisible();
    await withoutToasts(page);
    await expectAccessible(page);

    // The public page shows the listing to couples.
    const publicLink = card.getByRole("link", { name: "View public page" });
    const href = await publicLink.getAttribute("href");
    expect(href).toMatch(/^\/venues\/juniper-glasshouse-/);
    await publicLink.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(name);

    // The questionnaire saves as you type.
    await page.goto("/venue-owner-dashboard");
    await main.getByRole("article", { name }).getByRole("link", { name: "Questionnaire" }).click();
    await main.getByLabel("Latest end time").fill("11:00 pm, guests out by 11:30 pm");
    await expect(main.getByText("Saved", { exact: true })).toBeVisible();
    await main.getByLabel("Candles and open flames").selectOption("restricted");
    await expect(main.getByText("Saved", { exact: true })).toBeVisible();
    await main.getByLabel("Website").fill("not a web address");
    await expect(main.getByText("Enter a full web address, like https://example.com.")).toBeVisible();
    await page.reload();
    await expect(main.getByLabel("Latest end time")).toHaveValue("11:00 pm, guests out by 11:30 pm");
    await expect(main.getByLabel("Candles and open flames")).toHaveValue("restricted");
    await expectAccessible(page);
  });

  test("an owner pledges a service to the give-back wedding from the dashboard, as vendors do, and withdraws it", async ({ page }) => {
    const email = uniqueEmail("pledging-owner");
    await createAccount(page.request, { email, userType: "venue_owner" });
    await verifyEmailViaMail(page.request, email); // pledging needs a proven address
    await signInViaApi(page, email);
    await page.goto("/venue-owner-dashboard");
    await expect(page.getByRole("main").getByRole("heading", { level: 2, name: "The give-back wedding" })).toBeVisible();
    const card = page.getByRole("main").locator('[aria-labelledby="pledges-heading"]');
    await expect(card.getByRole("link", { name: "How it works" })).toHaveAttribute("href", "/give-back-wedding");
    await card.getByLabel("Service you'll give").fill("Ceremony lawn and reception hall for an evening");
    await card.getByLabel("Worth (USD)").fill("4200");
    await card.getByRole("button", { name: "Pledge" }).click();
    await expect(card.getByTestId("my-pledges")).toContainText("Ceremony lawn and reception hall for an evening · $4,200");
    await expect(card.getByLabel("Service you'll give")).toHaveValue("");
    await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath("venue-dashboard-pledge-1440.png"), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(card.getByRole("button", { name: "Pledge" })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath("venue-dashboard-pledge-390.png"), fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });

    page.once("dialog", (dialog) => void dialog.accept());
    await card.getByRole("button", { name: "Withdraw Ceremony lawn and reception hall for an evening" }).click();
    await expect(card.getByTestId("my-pledges")).toHaveCount(0);
    expect((await (await page.request.get("/api/give-back/pledges")).json()) as { pledges: unknown[] }).toEqual({ pledges: [] });
  });

  test("an owner claims a catalog venue, an admin approves it in /admin, and it appears on the dashboard", async ({ page, browser }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail("claimant");
    await createAccount(page.request, { email, userType: "venue_owner" });
    await verifyEmailViaMail(page.request, email); // claiming needs a proven address
    await signInViaApi(page, email);

    // A catalog venue nobody manages yet (the seed makes them).
    const claimable = (await (await page.request.get("/api/venue-claims/venues")).json()) as { venues: { id: string; name: string }[] };
    // Both projects run at once: each takes its own venue.
    const venue = claimable.venues[test.info().project.name === "mobile" ? 1 : 0];
    expect(venue, "the catalog has unowned venues to claim").toBeDefined();

    await page.goto("/venue/claim");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Claim your venue");
    await main.getByLabel("Venue name").fill(venue!.name);
    await main.getByRole("button", { name: `Claim ${venue!.name}` }).click();
    await expect(main.getByRole("heading", { name: `Claim ${venue!.name}` })).toBeFocused();
    await main.getByRole("button", { name: "Send claim" }).click();
    await expect(main.getByText("Choose your role at the venue.")).toBeVisible();
    await main.getByLabel("Your role at the venue").selectOption("events");
    await main.getByLabel("Phone").fill("(614) 555-0199");
    await main.getByLabel("How can we verify you?").fill("Email me at my address on the venue's own website; I run the events calendar.");
    await main.getByRole("button", { name: "Send claim" }).click();
    await expect(main.getByText(`Claim sent for ${venue!.name}`)).toBeVisible();
    await expect(main.getByRole("region", { name: "Your claims" }).getByText("Waiting for review")).toBeVisible();
    await withoutToasts(page);
    await expectAccessible(page);

    // The admin approves it.
    const adminContext = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: page.viewportSize() ?? undefined });
    const adminPage = await adminContext.newPage();
    await signInAsAdmin(adminPage);
    await adminPage.goto("/admin");
    await adminPage.getByRole("link", { name: /Venue claims|Claims/ }).click();
    await expect(adminPage).toHaveURL(/\/admin\/venue-claims$/);
    const claim = adminPage.getByRole("main").getByRole("article").filter({ hasText: email });
    await expect(claim).toContainText(venue!.name);
    await expect(claim).toContainText("I run the events calendar");
    await expectAccessible(adminPage);
    await claim.getByRole("button", { name: "Approve" }).click();
    await expect(adminPage.getByRole("main").getByRole("article").filter({ hasText: email })).toHaveCount(0);
    await adminContext.close();

    await readMail(page.request, email, /is approved/);
    await page.goto("/venue-owner-dashboard");
    await expect(main.getByRole("article", { name: venue!.name })).toBeVisible();
    await expect(main.getByRole("article", { name: venue!.name }).getByText("Published")).toBeVisible();
  });
});
