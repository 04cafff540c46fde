import type { Browser, Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";
import { createAccount, linkIn, readMail, signInViaApi, toast, uniqueEmail, verifyEmailViaMail } from "./helpers/auth";

/** A couple with a confirmed address (inviting mails other people), signed in on `page`. */
async function signedInCouple(page: Page): Promise<string> {
  const { email } = await createAccount(page.request);
  await verifyEmailViaMail(page.request, email);
  await signInViaApi(page, email);
  const me = (await (await page.request.get("/api/account/me")).json()) as { user: { id: string } };
  return me.user.id;
}

async function newBrowserPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

test.describe("collaboration", () => {
  test("a couple invites a parent by mail, who signs up from the link, sees only what was shared, and chats live", async ({ page, browser, baseURL }) => {
    test.slow();
    const coupleId = await signedInCouple(page);
    await page.goto("/contributor-access");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: "Who's helping you plan" })).toBeVisible();
    await expect(main.getByText("No helpers yet")).toBeVisible();

    // Invite: chat and the guest list to view; nothing else.
    const mom = uniqueEmail("mom");
    await main.getByLabel("Their email").fill(mom);
    await main.getByLabel("They are your").selectOption("parent");
    await main.getByLabel("Guest list").selectOption("view");
    await main.getByLabel("Planning chat").selectOption("edit");
    await main.getByRole("button", { name: "Send invitation" }).click();
    await expect(toast(page, `Invitation sent to ${mom}`)).toBeVisible();
    await expect(main.getByTestId("invitation").filter({ hasText: mom })).toContainText("Sent");
    await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath("contributor-access.png"), fullPage: true });

    // The mail links a new person to the sign-up page; the address they create is proven by the link.
    const mail = await readMail(page.request, mom, /invited you to help plan/);
    const link = linkIn(mail.text);
    expect(link).toContain("/contributor-signup/");
    const helper = await newBrowserPage(browser, baseURL);
    await helper.goto(new URL(link).pathname);
    const helperMain = helper.getByRole("main");
    await expect(helperMain.getByRole("heading", { name: /would love your help/ })).toBeVisible();
    await helperMain.getByLabel("Your name").fill("Joan");
    await helperMain.getByLabel("Email").fill(mom);
    await helperMain.getByLabel("Password").fill("lantern orchard velvet 42");
    await helperMain.getByRole("button", { name: "Create account and accept" }).click();
    await expect(helper).toHaveURL(/\/contributor-dashboard$/);
    const card = helperMain.getByTestId("helped-couple");
    await expect(card).toContainText("Guest list: can view");
    await expect(card.getByRole("link")).toHaveText(["Guest list", "Planning chat", "Tasks and polls"]);
    await expectAccessible(helper);
    await helper.screenshot({ path: test.info().outputPath("contributor-dashboard.png"), fullPage: true });

    // The same link again: used, and says so.
    const reused = await newBrowserPage(browser, baseURL);
    await reused.goto(new URL(link).pathname);
    await expect(reused.getByTestId("invitation-unusable")).toContainText("This invitation has already been used.");
    await reused.context().close();

    // The couple sees the helper; the budget is theirs alone until they share it.
    await page.reload();
    await expect(main.getByTestId("contributor").filter({ hasText: mom })).toContainText("Planning chat: can edit");
    expect((await helper.request.get(`/api/budget?coupleId=${coupleId}`)).status()).toBe(404);
    await page.goto("/budget-permissions");
    await page.getByRole("main").getByLabel("Budget access for Joan").selectOption("view");
    await page.getByRole("main").getByRole("button", { name: "Save budget access for Joan" }).click();
    await expect(toast(page, "Joan: can view")).toBeVisible();
    await page.screenshot({ path: test.info().outputPath("budget-permissions.png"), fullPage: true });
    expect((await helper.request.get(`/api/budget?coupleId=${coupleId}`)).status()).toBe(200);

    // Chat between the two browsers, live.
    await page.goto(`/contributor/${coupleId}/chat`);
    await helperMain.getByRole("link", { name: "Planning chat" }).click();
    await expect(helper.getByTestId("chat-connection")).toHaveText("Live");
    await expect(page.getByTestId("chat-connection")).toHaveText("Live");
    await helper.getByLabel("Your message").fill("<b>Peonies</b> for the centerpieces?");
    await helper.getByLabel("Your message").press("Enter");
    await expect(page.getByTestId("chat-message").filter({ hasText: "<b>Peonies</b> for the centerpieces?" })).toContainText("Joan");
    await page.getByLabel("Your message").fill("Yes please!");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(helper.getByTestId("chat-message").filter({ hasText: "Yes please!" })).toBeVisible();
    await expect(helper.getByTestId("chat-message")).toHaveCount(2);
    await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath("chat.png"), fullPage: true });

    // Removing the helper ends their open chat at once.
    await page.goto("/contributor-access");
    await main.getByRole("button", { name: "Remove Joan" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Remove helper" }).click();
    await expect(toast(page, "Joan no longer has access")).toBeVisible();
    await expect(helper.getByTestId("chat-connection")).toHaveText("Your access to this chat has ended.");
    await helper.context().close();
  });

  test("the chat works on a phone @phone", async ({ page }) => {
    const coupleId = await signedInCouple(page);
    await page.goto(`/contributor/${coupleId}/chat`);
    await expect(page.getByTestId("chat-connection")).toHaveText("Live");
    await expect(page.getByText("No messages yet.")).toBeVisible();
    await page.getByLabel("Your message").fill("Cake tasting Saturday at 2");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.getByTestId("chat-message")).toContainText("Cake tasting Saturday at 2");
    await expect(page.getByLabel("Your message")).toHaveValue("");
    await page.screenshot({ path: test.info().outputPath("chat-phone.png"), fullPage: true });
  });

  test("a stale invitation link says why and who to ask; the guide explains both sides", async ({ page }) => {
    await page.goto("/join/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa");
    await expect(page.getByTestId("invitation-unusable")).toContainText("Ask the couple");
    await page.goto("/contributors-guide");
    await expect(page.getByRole("heading", { name: "How helping works" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "For couples" })).toBeVisible();
    await expectAccessible(page);
  });
});
