import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";
import { createAccount, sameOriginHeaders, signInViaApi } from "./helpers/auth";

const BUTTON = "Chat with June, your wedding planning assistant";
const FIXED_WELCOME = "Hi! I'm June — your personal wedding planner ✨ How can I help you today?";

/** Marks the auto-open as done, so it never opens the panel while a test works with it. */
async function skipAutoOpen(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem("june-chat-auto-opened", "true"));
}

async function signedInCouple(page: Page) {
  const { email } = await createAccount(page.request);
  await signInViaApi(page, email);
}

async function openJune(page: Page) {
  await page.getByRole("button", { name: BUTTON }).click();
  const panel = page.getByRole("dialog", { name: "June" });
  await expect(panel).toBeVisible();
  return panel;
}

test.describe("June, the wedding-planning assistant", () => {
  test("signed out: the fixed welcome once, and the panel asks to sign in instead of offering a Send that cannot send", async ({ page }) => {
    await skipAutoOpen(page);
    const chats: string[] = [];
    page.on("request", (request) => request.url().includes("/api/functions/chat-with-june") && chats.push(request.url()));
    await page.goto("/venues");
    const panel = await openJune(page);
    await expect(panel.getByRole("heading", { name: "June" })).toBeVisible();
    await expect(panel.getByText("Wedding Planning Assistant")).toBeVisible();
    await expect(panel.getByTestId("june-assistant-message")).toHaveText([FIXED_WELCOME]);
    await expect(panel.getByTestId("june-signed-out")).toContainText("Sign in to chat with June.");
    await expect(panel.getByRole("link", { name: "Sign in" })).toBeFocused();
    await expect(panel.getByRole("link", { name: "Create an account" })).toHaveAttribute("href", "/auth?mode=signup");
    await expect(panel.getByLabel("Message June")).toHaveCount(0);
    await expect(panel.getByRole("button", { name: "Send" })).toHaveCount(0);
    expect(chats).toEqual([]);
    await expectAccessible(page);
    await panel.getByRole("button", { name: "Close June" }).click();
    await expect(panel).toBeHidden();
    await expect(page.getByRole("button", { name: BUTTON })).toBeFocused();
  });

  test("signed in: the welcome, a streamed reply kept in history, and clear chat", async ({ page }) => {
    await skipAutoOpen(page);
    await signedInCouple(page);
    await page.request.put("/api/account/couple-profile", { data: { partner1Name: "Avery" }, headers: sameOriginHeaders() });
    await page.goto("/venues");
    const panel = await openJune(page);
    await expect(panel.getByTestId("june-assistant-message")).toHaveText([
      "Hi Avery! I'm June, your wedding planning assistant ✨ Let's start building your guest list whenever you're ready. What would you like to work on today?",
    ]);

    const input = panel.getByLabel("Message June");
    // Blank text and no image: nothing happens.
    await input.fill("   ");
    await input.press("Enter");
    await expect(panel.getByTestId("june-user-message")).toHaveCount(0);

    await input.fill("When should we send invitations?");
    await input.press("Enter");
    await expect(panel.getByTestId("june-user-message")).toHaveText(["When should we send invitations?"]);
    await expect(panel.getByTestId("june-assistant-message").last()).toContainText("Invitations go out 6 to 8 weeks before the wedding. Add your wedding date to your profile");
    await expect(input).toBeEnabled();
    await expect(panel.getByTestId("june-typing")).toHaveCount(0);

    // The history comes back after a reload: the latest rows, oldest first.
    await page.reload();
    const reopened = await openJune(page);
    await expect(reopened.getByTestId("june-user-message")).toHaveText(["When should we send invitations?"]);
    await expect(reopened.getByTestId("june-assistant-message")).toHaveCount(1);

    // Clear chat asks first, then starts again from a fresh welcome.
    await reopened.getByRole("button", { name: "Clear chat" }).click();
    await reopened.getByRole("button", { name: "Keep it" }).click();
    await expect(reopened.getByTestId("june-user-message")).toHaveCount(1);
    await reopened.getByRole("button", { name: "Clear chat" }).click();
    await reopened.getByRole("button", { name: "Clear", exact: true }).click();
    await expect(reopened.getByTestId("june-user-message")).toHaveCount(0);
    await expect(reopened.getByTestId("june-assistant-message")).toHaveText([/^Hi Avery! .* What would you like to work on today\?$/]);
    const history = (await (await page.request.get("/api/june/history")).json()) as { messages: unknown[] };
    expect(history.messages).toEqual([]);

    // Signing out clears the conversation: back to the fixed welcome.
    await reopened.getByLabel("Message June").fill("When should we send invitations?");
    await reopened.getByLabel("Message June").press("Enter");
    await expect(reopened.getByTestId("june-user-message")).toHaveCount(1);
    await page.getByRole("banner").getByRole("button", { name: "Sign Out" }).click();
    await expect(reopened.getByTestId("june-user-message")).toHaveCount(0);
    await expect(reopened.getByTestId("june-assistant-message")).toHaveText([FIXED_WELCOME]);
  });

  test("an action June proposes happens only once the couple confirms it, and the page under the panel shows it", async ({ page }) => {
    await skipAutoOpen(page);
    await signedInCouple(page);
    await page.request.put("/api/budget", { data: { totalCents: 3_000_000, guestCount: 100 }, headers: sameOriginHeaders() });
    await page.goto("/planning/budget-tracker");
    const photography = page.getByRole("main").getByTestId("budget-row-photography").getByRole("cell").first();
    await expect(photography).toHaveText("$3,000");
    const panel = await openJune(page);
    await panel.getByLabel("Message June").fill("Set photography to $4,500");
    // On a loaded machine the panel may still be starting: send once the box holds the words.
    await expect(panel.getByLabel("Message June")).toHaveValue("Set photography to $4,500");
    await panel.getByLabel("Message June").press("Enter");
    const action = panel.getByTestId("june-action");
    await expect(action).toContainText("Set Photography to $4,500");
    const before = (await (await page.request.get("/api/budget")).json()) as { budget: { allocations: Record<string, number> } };
    expect(before.budget.allocations.photography).toBe(300_000);
    await action.getByRole("button", { name: "Confirm" }).click();
    await expect(action).toContainText("Photography is now $4,500.");
    // The confirmed action names the areas it changed; the budget open under the panel refreshes.
    await expect(photography).toHaveText("$4,500");
    const after = (await (await page.request.get("/api/budget")).json()) as { budget: { allocations: Record<string, number> } };
    expect(after.budget.allocations.photography).toBe(450_000);

    // A guest named in the chat joins the list once confirmed, and the count answers from it.
    await panel.getByLabel("Message June").fill("Add Harper Lane to our guest list");
    await panel.getByLabel("Message June").press("Enter");
    const addGuest = panel.getByTestId("june-action").last();
    await expect(addGuest).toContainText("Add Harper Lane to your guest list");
    await addGuest.getByRole("button", { name: "Confirm" }).click();
    await expect(addGuest).toContainText("Added Harper Lane to your guest list.");
    await panel.getByLabel("Message June").fill("How many guests have RSVP'd?");
    await panel.getByLabel("Message June").press("Enter");
    await expect(panel.getByTestId("june-assistant-message").last()).toContainText("You have 1 guest on your list: 0 attending, 0 declined and 1 who hasn't replied yet.");
  });

  test("opens by itself 8 seconds after the first visit to the home page, once per browser", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    const panel = page.getByRole("dialog", { name: "June" });
    await page.clock.runFor(7_000);
    await expect(panel).toBeHidden();
    await page.clock.runFor(1_500);
    await expect(panel).toBeVisible();
    await expect(panel.getByTestId("june-assistant-message")).toHaveText([FIXED_WELCOME]);
    expect(await page.evaluate(() => window.localStorage.getItem("june-chat-auto-opened"))).toBe("true");
    await page.reload();
    await page.clock.runFor(12_000);
    await expect(page.getByRole("button", { name: BUTTON })).toBeVisible();
    await expect(panel).toBeHidden();
  });

  test("is hidden for venue owners", async ({ page }) => {
    await skipAutoOpen(page);
    const { email } = await createAccount(page.request, { userType: "venue_owner" });
    await signInViaApi(page, email);
    await page.clock.install();
    await page.goto("/venues");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The button's chunk arrives after the page; once it has, and React has drawn, there is still no button.
    const launcherLoaded = page.waitForResponse((response) => /\/JuneLauncher-[\w-]+\.js$/.test(response.url()));
    await page.clock.runFor(2_500);
    await launcherLoaded;
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    await page.clock.runFor(100);
    await expect(page.getByRole("button", { name: BUTTON })).toHaveCount(0);
  });

  test("desktop: a 320x384 panel at the bottom-right", async ({ page }) => {
    await skipAutoOpen(page);
    await page.goto("/venues");
    const panel = await openJune(page);
    const box = (await panel.boundingBox())!;
    expect([box.width, box.height]).toEqual([320, 384]);
    const viewport = page.viewportSize()!;
    expect(box.x + box.width).toBeGreaterThan(viewport.width - 40);
    expect(box.y + box.height).toBeGreaterThan(viewport.height - 120);
  });

  test("phone: full screen with the short placeholder @phone", async ({ page }) => {
    await skipAutoOpen(page);
    // Signed in: a signed-out panel has no message box (it asks to sign in).
    await signedInCouple(page);
    // Phone width in either project (the desktop project runs every test).
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/venues");
    const panel = await openJune(page);
    const box = (await panel.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect([box.x, box.y, box.width, box.height]).toEqual([0, 0, viewport.width, viewport.height]);
    await expect(panel.getByPlaceholder("Ask June anything...", { exact: true })).toBeVisible();
    await panel.getByRole("button", { name: "Close June" }).click();
    await expect(panel).toBeHidden();
  });

  test("Meet June (/ai-planner and /ai): what June does, and a live try-it for signed-in couples", async ({ page }) => {
    await skipAutoOpen(page);
    await page.goto("/ai");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Your wedding planning assistant" })).toBeVisible();
    await expect(main.getByRole("link", { name: "Create your account" })).toBeVisible();
    await expectAccessible(page);
    await signedInCouple(page);
    await page.goto("/ai-planner");
    await main.getByRole("button", { name: "When should we send invitations?" }).click();
    await expect(main.getByTestId("try-june-answer")).toContainText("Invitations go out 6 to 8 weeks before the wedding. Add your wedding date to your profile");
  });

  test("an image without text asks about the image; June reads its size and colors", async ({ page }) => {
    await skipAutoOpen(page);
    await signedInCouple(page);
    await page.goto("/venues");
    const panel = await openJune(page);
    // A 2x1 PNG: one blush pixel, one sage pixel.
    const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAAD0lEQVR4nGP4cOLEgi0TARCIBGaZfQ0RAAAAAElFTkSuQmCC", "base64");
    const file = { name: "palette.png", mimeType: "image/png", buffer: png };
    const picker = panel.locator('input[type="file"]');
    await expect(picker).toHaveAttribute("accept", "image/*");
    await picker.setInputFiles(file);
    await expect(panel.getByRole("img", { name: "Selected to send" })).toBeVisible();
    await panel.getByRole("button", { name: "Remove image" }).click();
    await expect(panel.getByRole("img", { name: "Selected to send" })).toHaveCount(0);
    await picker.setInputFiles(file);
    await panel.getByRole("button", { name: "Send" }).click();
    await expect(panel.getByTestId("june-user-message")).toHaveText(["What can you tell me about this image?"]);
    await expect(panel.getByRole("img", { name: "Sent with this message" })).toBeVisible();
    await expect(panel.getByTestId("june-assistant-message").last()).toContainText("2 × 1 landscape PNG");
  });
});
