import sharp from "sharp";
import type { APIRequestContext, Browser, BrowserContext, Page } from "@playwright/test";
import { ANDROID_UA, expect, expectAccessible, test } from "./fixtures";
import { linkIn, readMail, sameOriginHeaders, STRONG_PASSWORD, uniqueEmail, verifyEmailViaMail } from "./helpers/auth";

/**
 * The planning chat's unread badge, @ mentions and attachments between two browsers (issue 29, decision
 * 051). The build decides whether the composer takes files (VITE_FLAG_MESSAGES_UPLOADS_V1): with it the
 * helper attaches through the composer, without it through the API (the server always accepts them);
 * either way the picture reaches the couple's open chat live and is served to members only.
 */
const uploadsFlag = process.env.VITE_FLAG_MESSAGES_UPLOADS_V1 === "true";

/** A real picture the server decodes and re-encodes. */
const cakePicture = () => sharp({ create: { width: 640, height: 420, channels: 3, background: { r: 214, g: 160, b: 170 } } }).png().toBuffer();

/** A signed-in account with a confirmed address and a real name, in its own browser context. */
async function person(browser: Browser, baseURL: string | undefined, name: string, options: Parameters<Browser["newContext"]>[0] = {}): Promise<{ page: Page; context: BrowserContext; id: string; email: string }> {
  const context = await browser.newContext({ baseURL, ...options });
  const page = await context.newPage();
  const email = uniqueEmail(name.split(" ")[0]!.toLowerCase());
  const headers = sameOriginHeaders();
  expect((await page.request.post("/api/auth/sign-up/email", { data: { email, password: STRONG_PASSWORD, userType: "couple", name }, headers })).status()).toBe(200);
  await verifyEmailViaMail(page.request, email);
  expect((await page.request.post("/api/auth/sign-in/email", { data: { email, password: STRONG_PASSWORD }, headers })).status()).toBe(200);
  const me = (await (await page.request.get("/api/account/me")).json()) as { user: { id: string } };
  return { page, context, id: me.user.id, email };
}

/** The couple invites the helper with chat access; the helper accepts from the mailed link. */
async function joinChat(couple: APIRequestContext, helper: APIRequestContext, helperEmail: string) {
  const permissions = { guests: "none", budget: "none", timeline: "none", venues: "none", chat: "edit", boards: "none", music: "none", websites: "none" };
  const invited = await couple.post("/api/collaboration/invitations", { data: { email: helperEmail, relationship: "parent", permissions }, headers: sameOriginHeaders() });
  expect(invited.status(), await invited.text()).toBe(201);
  const token = new URL(linkIn((await readMail(couple, helperEmail, /invited you to help plan/)).text)).pathname.split("/").pop()!;
  expect((await helper.post(`/api/collaboration/join/${token}`, { headers: sameOriginHeaders() })).status()).toBe(200);
}

/** The header's chat icon (the phone menu's copy is hidden while the menu is closed). */
const chatLink = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^Planning chat,/ });

test.describe("the planning chat's badges, mentions and attachments", () => {
  test("a mention reaches the helper by badge and mail, reading clears the badge, and a picture arrives live", async ({ browser, baseURL }) => {
    test.slow();
    const couple = await person(browser, baseURL, "Riley Couple");
    const helper = await person(browser, baseURL, "Joan Parent");
    await joinChat(couple.page.request, helper.page.request, helper.email);

    // The couple mentions Joan, picking her from the list with the keyboard.
    await couple.page.goto(`/contributor/${couple.id}/chat`);
    await expect(couple.page.getByTestId("chat-connection")).toHaveText("Live");
    const box = couple.page.getByRole("combobox", { name: "Your message" });
    await box.fill("Cake tasting Saturday, ");
    await box.pressSequentially("@jo");
    const list = couple.page.getByRole("listbox", { name: "Mention someone" });
    await expect(list.getByRole("option")).toHaveText(["Joan Parent"]);
    await expectAccessible(couple.page);
    await couple.page.screenshot({ path: test.info().outputPath("chat-mention-list.png") });
    await box.press("Enter");
    await expect(box).toHaveValue("Cake tasting Saturday, @Joan Parent ");
    await box.pressSequentially("can you come?");
    await box.press("Enter");
    const sent = couple.page.getByTestId("chat-message").filter({ hasText: "can you come?" });
    await expect(sent.getByTestId("chat-mention")).toHaveText("@Joan Parent");

    // Joan's dashboard: the header and the chat button count the message, and say it mentions her.
    await helper.page.goto("/contributor-dashboard");
    await expect(chatLink(helper.page)).toHaveAccessibleName("Planning chat, 1 unread message, 1 mentions you");
    await expect(chatLink(helper.page).getByTestId("unread-badge")).toHaveText("1");
    const chatButton = helper.page.getByRole("main").getByRole("link", { name: /Planning chat/ });
    await expect(chatButton).toHaveAccessibleName(/1 unread message, 1 mentions you/);
    await helper.page.screenshot({ path: test.info().outputPath("contributor-dashboard-unread.png"), fullPage: true });
    const mail = await readMail(helper.page.request, helper.email, /Riley Couple mentioned you/);
    expect(mail.text).toContain("can you come?");

    // Opening the chat marks it read: the badge clears.
    await chatButton.click();
    await expect(helper.page.getByTestId("chat-connection")).toHaveText("Live");
    await expect(helper.page.getByTestId("chat-new-divider")).toBeVisible();
    await expect(helper.page.getByTestId("chat-message").filter({ hasText: "can you come?" })).toContainText("mentions you");
    await expect(chatLink(helper.page)).toHaveAccessibleName("Planning chat, no unread messages");
    await expect(chatLink(helper.page).getByTestId("unread-badge")).toHaveCount(0);

    // Joan answers with a picture; it reaches the couple's open chat without a reload.
    const caption = "This one? @Riley Couple";
    const PNG = await cakePicture();
    if (uploadsFlag) {
      const composer = helper.page.getByTestId("chat-composer");
      await expect(composer.getByRole("button", { name: "Attach a picture or PDF" })).toBeVisible();
      // A file that only claims to be a picture is refused with the reason.
      await helper.page.getByTestId("chat-file-input").setInputFiles({ name: "cake.png", mimeType: "image/png", buffer: Buffer.from("not a picture at all") });
      await helper.page.getByRole("combobox", { name: "Your message" }).fill("fake");
      await composer.getByRole("button", { name: "Send" }).click();
      await expect(composer.getByRole("alert")).toContainText("whatever its name says");
      await composer.getByRole("button", { name: "Remove cake.png" }).click();
      await helper.page.getByTestId("chat-file-input").setInputFiles({ name: "cake.png", mimeType: "image/png", buffer: PNG });
      await expect(helper.page.getByTestId("chat-attachment-preview")).toContainText("cake.png");
      // A mention counts when picked from the list, not when typed out.
      const helperBox = helper.page.getByRole("combobox", { name: "Your message" });
      await helperBox.fill("This one? ");
      await helperBox.pressSequentially("@ri");
      await helper.page.getByRole("option", { name: /Riley Couple/ }).click();
      await expect(helperBox).toHaveValue(`${caption} `);
      await helper.page.screenshot({ path: test.info().outputPath("chat-attachment-preview.png") });
      await composer.getByRole("button", { name: "Send" }).click();
      await expect(helper.page.getByTestId("chat-attachment-preview")).toHaveCount(0);
    } else {
      await expect(helper.page.getByRole("button", { name: "Attach a picture or PDF" })).toHaveCount(0);
      const posted = await helper.page.request.post(`/api/collaboration/chat/${couple.id}/attachments`, {
        multipart: { file: { name: "cake.png", mimeType: "image/png", buffer: PNG }, body: caption, mentions: couple.id },
        headers: sameOriginHeaders(),
      });
      expect(posted.status(), await posted.text()).toBe(201);
    }
    const arrived = couple.page.getByTestId("chat-message").filter({ hasText: "This one?" });
    const picture = arrived.getByRole("img", { name: /Picture: cake/ });
    await expect(picture).toBeVisible();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(arrived).toContainText("mentions you");
    // The couple had the chat open: what arrived is read, so their badge stays clear.
    await expect(chatLink(couple.page)).toHaveAccessibleName("Planning chat, no unread messages");
    await expectAccessible(couple.page);
    await couple.page.screenshot({ path: test.info().outputPath("chat-couple-1440.png"), fullPage: true });

    // The file is the members' alone.
    const src = (await picture.getAttribute("src"))!;
    const stranger = await browser.newContext({ baseURL });
    expect([401, 404]).toContain((await stranger.request.get(src)).status());
    await stranger.close();
    await couple.context.close();
    await helper.context.close();
  });

  test("in the Android app the unread count rides on Plan and clears once the chat is read @phone", async ({ browser, baseURL }) => {
    test.slow();
    const couple = await person(browser, baseURL, "Riley Couple", { userAgent: ANDROID_UA, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const helper = await person(browser, baseURL, "Joan Parent");
    await joinChat(couple.page.request, helper.page.request, helper.email);
    for (const body of ["Flowers are booked", "Deposit paid"]) {
      expect((await helper.page.request.post(`/api/collaboration/chat/${couple.id}/messages`, { data: { body }, headers: sameOriginHeaders() })).status()).toBe(201);
    }

    await couple.page.goto("/couple-dashboard");
    const plan = couple.page.getByRole("navigation", { name: "Bottom" }).getByRole("link", { name: /Plan/ });
    await expect(plan.getByTestId("unread-badge")).toHaveText("2");
    await expect(plan).toHaveAccessibleName(/planning chat: 2 unread messages/);
    const card = couple.page.getByTestId("chat-card");
    await expect(card).toContainText("You have 2 unread messages.");
    await couple.page.screenshot({ path: test.info().outputPath("dashboard-android-390.png"), fullPage: true });

    await card.getByRole("link", { name: "Open your planning chat" }).click();
    await expect(couple.page.getByTestId("chat-connection")).toHaveText("Live");
    await expect(couple.page.getByTestId("chat-message")).toHaveCount(2);
    await expect(plan.getByTestId("unread-badge")).toHaveCount(0);
    await expectAccessible(couple.page);
    await couple.page.screenshot({ path: test.info().outputPath("chat-android-390.png"), fullPage: true });
    await couple.context.close();
    await helper.context.close();
  });
});
