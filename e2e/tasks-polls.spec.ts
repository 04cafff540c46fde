import { expect, expectAccessible, test } from "./fixtures";
import { createAccount, linkIn, readMail, sameOriginHeaders, signInViaApi, toast, uniqueEmail, verifyEmailViaMail } from "./helpers/auth";

test.describe("tasks and polls", () => {
  test("the couple gives a helper a task and asks a poll; the helper ticks it off and votes; the couple closes the poll", async ({ page, browser, baseURL }) => {
    test.slow();
    // A couple with a confirmed address invites a helper with the planning chat's area (tasks and polls).
    const { email: coupleEmail } = await createAccount(page.request);
    await verifyEmailViaMail(page.request, coupleEmail);
    await signInViaApi(page, coupleEmail);
    const helperEmail = uniqueEmail("maid");
    const invited = await page.request.post("/api/collaboration/invitations", {
      data: { email: helperEmail, relationship: "wedding_party", permissions: { chat: "edit" } },
      headers: sameOriginHeaders(),
    });
    expect(invited.status(), await invited.text()).toBe(201);
    const token = linkIn((await readMail(page.request, helperEmail, /invited you to help plan/)).text).split("/").at(-1)!;
    const helper = await (await browser.newContext({ baseURL })).newPage();
    await createAccount(helper.request, { email: helperEmail });
    await signInViaApi(helper, helperEmail);
    expect((await helper.request.post(`/api/collaboration/join/${token}`, { headers: sameOriginHeaders() })).status()).toBe(200);
    const helperName = helperEmail.split("@")[0]!;

    // The couple starts from Contributor access, with nothing yet.
    await page.goto("/contributor-access");
    await page.getByRole("main").getByRole("link", { name: "Tasks and polls" }).click();
    await expect(page).toHaveURL(/\/planning\/tasks-polls$/);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: "Your shared tasks and polls" })).toBeVisible();
    await expect(main.getByText("No tasks yet")).toBeVisible();
    await expect(main.getByText("No polls yet")).toBeVisible();

    // A task for the helper, refused first without a title.
    await main.getByRole("button", { name: "Add task" }).click();
    await expect(main.getByText("Say what needs doing.")).toBeVisible();
    await main.getByLabel("Task", { exact: true }).fill("Book the cake tasting");
    await main.getByLabel("For").selectOption({ label: helperName });
    await main.getByLabel("Due date (optional)").fill("2030-04-18");
    await main.getByRole("button", { name: "Add task" }).click();
    await expect(toast(page, "Task added")).toBeVisible();
    await expect(main.getByTestId("task")).toContainText(`For ${helperName}`);
    await expect(main.getByTestId("task")).toContainText("Due Apr 18, 2030");

    // A poll, and the couple's vote.
    await main.getByLabel("Question").fill("Which cake flavor?");
    await main.getByLabel("Option 1").fill("Lemon");
    await main.getByLabel("Option 2").fill("Chocolate");
    await main.getByRole("button", { name: "Start the poll" }).click();
    await expect(toast(page, "Poll started")).toBeVisible();
    const poll = main.getByTestId("poll");
    await poll.getByRole("button", { name: /Vote for Lemon/ }).click();
    await expect(poll.getByRole("button", { name: /Vote for Lemon/ })).toHaveAttribute("aria-pressed", "true");
    await expect(poll).toContainText("1 vote");
    await expectAccessible(page);

    // The helper finds it on their dashboard, ticks the task off and votes.
    await helper.goto("/contributor-dashboard");
    await expect(helper.getByTestId("my-tasks")).toContainText("Book the cake tasting");
    await helper.screenshot({ path: test.info().outputPath("contributor-dashboard-tasks.png"), fullPage: true });
    await helper.getByRole("main").getByRole("link", { name: "Tasks and polls" }).click();
    const helperMain = helper.getByRole("main");
    await expect(helperMain.getByRole("heading", { name: /^Helping / })).toBeVisible();
    await expect(helperMain.getByTestId("task")).toContainText("For you");
    await helperMain.getByRole("checkbox", { name: "Book the cake tasting" }).check();
    await expect(helperMain.getByText("Everything is done. Nice work!")).toBeVisible();
    await helperMain.getByTestId("poll").getByRole("button", { name: /Vote for Chocolate/ }).click();
    await expect(helperMain.getByTestId("poll")).toContainText("2 votes");
    // Only the couple or the poll's author closes it.
    await expect(helperMain.getByRole("button", { name: "Close the poll" })).toHaveCount(0);
    await expectAccessible(helper);
    await helper.setViewportSize({ width: 390, height: 844 });
    await helper.screenshot({ path: test.info().outputPath("tasks-polls-helper-390.png"), fullPage: true });

    // The couple sees it done and closes the poll after confirming.
    await page.reload();
    await expect(main.getByText("Everything is done. Nice work!")).toBeVisible();
    await main.getByRole("button", { name: "Close the poll" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Close the poll" }).click();
    await expect(toast(page, "Poll closed")).toBeVisible();
    await expect(poll).toContainText("Closed");
    await expect(poll.getByRole("button", { name: /Vote for/ })).toHaveCount(0);
    await main.getByText("Done (1)").click();
    await page.screenshot({ path: test.info().outputPath("tasks-polls-1440.png"), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: test.info().outputPath("tasks-polls-390.png"), fullPage: true });
    await helper.context().close();
  });
});
