import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";
import { createAccount, signInAsAdmin, signInViaApi, uniqueEmail, verifyEmailViaMail } from "./helpers/auth";

const APOLOGY = "I'm sorry, I'm having trouble connecting right now. Please try again in a moment, or you can email us directly for urgent issues.";

async function openGrace(page: Page) {
  await page.getByRole("button", { name: "Get help from Grace, our support assistant" }).click();
  const panel = page.getByRole("dialog", { name: "Grace" });
  await expect(panel).toBeVisible();
  await expect(panel.getByText("Support Assistant", { exact: true })).toBeVisible();
  return panel;
}

test.describe("Grace, the support assistant", () => {
  test("answers a login question with the reset screen; Enter sends, blank does nothing", async ({ page }) => {
    await page.goto("/faq");
    const panel = await openGrace(page);
    await expect(panel.getByText(/I'm Grace, Serviceberry's support assistant/)).toBeVisible();
    await expect(panel.getByText("• Signing in and passwords")).toBeVisible();
    const input = panel.getByPlaceholder("Describe your issue...");
    await expect(input).toBeFocused();

    // Blank text sends nothing.
    await input.fill("   ");
    await input.press("Enter");
    await expect(panel.getByText("Grace is typing...")).toHaveCount(0);
    await expect(panel.getByRole("log").locator("p.whitespace-pre-line")).toHaveCount(1);

    await input.fill("I forgot my password and can't sign in");
    await input.press("Enter");
    await expect(input).toHaveValue("");
    await expect(panel.getByText(/reset link that works once and expires after 10 minutes/)).toBeVisible();
    const reset = panel.getByRole("link", { name: "Reset your password" });
    await expect(reset).toHaveAttribute("href", "/reset-password");
    await expectAccessible(page);

    // Escape closes the panel and gives the focus back to the button; reopening keeps the conversation.
    await panel.getByPlaceholder("Describe your issue...").focus();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(page.getByRole("button", { name: "Get help from Grace, our support assistant" })).toBeFocused();
    await openGrace(page);
    await reset.click();
    await expect(page).toHaveURL(/\/reset-password$/);
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("shows the apology when the support function fails", async ({ page }) => {
    await page.route("**/api/functions/grace-support-chat", (route) => route.fulfill({ status: 503, contentType: "application/json", body: '{"error":{"code":"down","message":"down"}}' }));
    await page.goto("/");
    const panel = await openGrace(page);
    await panel.getByPlaceholder("Describe your issue...").fill("How do I book a tour?");
    await panel.getByRole("button", { name: "Send" }).click();
    await expect(panel.getByText(APOLOGY)).toBeVisible();
  });

  test("signed out, asking for a person: asked to sign in or use the contact page", async ({ page }) => {
    await page.goto("/");
    const panel = await openGrace(page);
    await panel.getByPlaceholder("Describe your issue...").fill("I want to talk to a real person");
    await panel.getByPlaceholder("Describe your issue...").press("Enter");
    await expect(panel.getByText(/Sign in and ask me again, or write to us from the contact page/)).toBeVisible();
    await expect(panel.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");
  });

  test("escalating opens a ticket the admins see in /admin, with the conversation", async ({ page, browser }) => {
    const email = uniqueEmail("grace-ticket");
    await createAccount(page.request, { email, userType: "venue_owner" });
    // Tickets are answered by email, so filing one needs a proven address (issue 25).
    await verifyEmailViaMail(page.request, email);
    await signInViaApi(page, email);
    await page.goto("/help");
    const panel = await openGrace(page);
    const input = panel.getByPlaceholder("Describe your issue...");
    await input.fill("My venue photos upload fails every time");
    await input.press("Enter");
    await expect(panel.getByText(/HEIC/)).toBeVisible();
    await input.fill("I already tried that and it still doesn't work, I want to talk to a person");
    await input.press("Enter");
    await expect(panel.getByText(/I've opened help ticket [0-9A-F]{8}/)).toBeVisible();

    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signInAsAdmin(admin);
    await admin.goto("/admin/tickets");
    const tab = admin.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: /Help tickets/ });
    await expect(tab).toContainText(/\d/);
    const row = admin.getByRole("link", { name: new RegExp(email) });
    await expect(row).toBeVisible();
    await expect(row).toContainText("Venue owner");
    await expect(row).toContainText("High");
    await row.click();
    await expect(admin.getByRole("heading", { level: 2, name: /I already tried that/ })).toBeVisible();
    await expect(admin.getByText("My venue photos upload fails every time")).toBeVisible();
    await admin.getByLabel(`Reply by email to ${email}`).fill("We fixed the upload size limit for your account. Please try again.");
    await admin.getByRole("button", { name: "Send reply" }).click();
    await expect(admin.getByText("We fixed the upload size limit for your account. Please try again.")).toBeVisible();
    await expect(admin.getByLabel("Status")).toHaveValue("waiting");
    await expectAccessible(admin);
    await adminContext.close();
  });

  test("voice mode: captions, a voice message with its transcript, and a spoken reply @phone", async ({ page }) => {
    // A stand-in microphone and recognizer: the page records nothing real, but the app's code path runs.
    await page.addInitScript(() => {
      const fakeStream = { getTracks: () => [{ stop() {} }] };
      Object.defineProperty(navigator, "mediaDevices", { value: { getUserMedia: async () => fakeStream }, configurable: true });
      class FakeRecorder extends EventTarget {
        state = "inactive";
        start() {
          this.state = "recording";
        }
        stop() {
          this.state = "inactive";
          const event = new Event("dataavailable") as Event & { data?: Blob };
          event.data = new Blob(["voice"], { type: "audio/webm" });
          this.dispatchEvent(event);
        }
      }
      class FakeRecognition {
        lang = "";
        interimResults = false;
        continuous = false;
        onresult: ((event: unknown) => void) | null = null;
        onend: (() => void) | null = null;
        onerror: (() => void) | null = null;
        start() {}
        stop() {
          this.onresult?.({ results: [[{ transcript: "How do I reset my password" }]] });
          this.onend?.();
        }
      }
      Object.assign(window, { MediaRecorder: FakeRecorder, SpeechRecognition: FakeRecognition });
      HTMLMediaElement.prototype.play = function play() {
        document.body.dataset.played = this.currentSrc || this.src;
        return Promise.resolve();
      };
    });
    await page.goto("/");
    const panel = await openGrace(page);
    await panel.getByRole("button", { name: /switch to voice/ }).click();
    await expect(panel.getByText("Tap to record your question")).toBeVisible();
    await expect(panel.getByPlaceholder("Describe your issue...")).toHaveCount(0);
    await panel.getByRole("button", { name: "Start recording" }).click();
    await expect(panel.getByText("Recording... Tap to stop")).toBeVisible();
    await panel.getByRole("button", { name: "Stop recording" }).click();
    await expect(panel.getByText("I sent a voice message")).toBeVisible();
    await expect(panel.getByText("“How do I reset my password”")).toBeVisible();
    await expect(panel.getByText(/reset link that works once/)).toBeVisible();
    await expect(panel.getByRole("button", { name: "Play audio" })).toBeVisible();
    // The reply was spoken with the server's recording (espeak-ng).
    await expect(page.locator("body")).toHaveAttribute("data-played", /\/media\/grace\/.+\.wav$/);
    // Full screen on a phone; a panel at the bottom-left on wider screens.
    const box = (await panel.boundingBox())!;
    const viewport = page.viewportSize()!;
    if (viewport.width < 768) expect(box).toMatchObject({ x: 0, y: 0, width: viewport.width, height: viewport.height });
    else expect(box.x).toBeLessThan(40);
  });
});
