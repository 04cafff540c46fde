import { expect, expectAccessible, test } from "./fixtures";
import { createAccount, linkIn, readMail, sameOriginHeaders, signInViaApi, toast, uniqueEmail, verifyEmailViaMail } from "./helpers/auth";

test.describe("tasks and polls", () => {
  test("the couple gives a helper a task, comments and asks a named poll with a catalog venue; the helper ticks it off and votes twice; results arrive live; the couple closes the poll", async ({ page, browser, baseURL }) => {
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
    await main.getByLabel("For", { exact: true }).selectOption({ label: helperName });
    await main.getByLabel("Due date (optional)").fill("2030-04-18");
    await main.getByRole("button", { name: "Add task" }).click();
    await expect(toast(page, "Task added")).toBeVisible();
    await expect(main.getByTestId("task")).toContainText(`For ${helperName}`);
    await expect(main.getByTestId("task")).toContainText("Due Apr 18, 2030");

    // A comment on the task, in its thread.
    await main.getByRole("button", { name: "Comment on Book the cake tasting" }).click();
    await main.getByLabel("Add a comment").fill("The bakery has Saturday slots.");
    await main.getByRole("button", { name: "Post comment" }).click();
    await expect(main.getByTestId("comment")).toContainText("The bakery has Saturday slots.");
    await expect(main.getByRole("button", { name: "1 comment on Book the cake tasting" })).toBeVisible();

    // A named poll with a venue from the catalog, two choices each, and the couple's votes.
    await main.getByLabel("Question").fill("Which cake flavor and where to taste it?");
    await main.getByLabel("Option 1").fill("Lemon");
    await main.getByLabel("Option 2").fill("Chocolate");
    await main.getByLabel("Add a venue or vendor from the catalog").fill("Rhine Bottling");
    await main.getByRole("button", { name: /Add The Rhine Bottling House/ }).click();
    await expect(main.getByTestId("listing-option")).toContainText("The Rhine Bottling House");
    await main.getByLabel("Each person chooses").selectOption({ label: "Up to 2 options" });
    await main.getByLabel("Show who voted for what").check();
    await main.getByRole("button", { name: "Start the poll" }).click();
    await expect(toast(page, "Poll started")).toBeVisible();
    const poll = main.getByTestId("poll");
    await expect(poll).toContainText("Up to 2 choices each · Everyone sees who voted");
    await expect(poll.getByRole("link", { name: "View The Rhine Bottling House" })).toHaveAttribute("href", /^\/venues\//);
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
    // The helper reads the thread, ticks the task off, and votes for two options.
    await helperMain.getByRole("button", { name: "1 comment on Book the cake tasting" }).click();
    await expect(helperMain.getByTestId("comment")).toContainText("The bakery has Saturday slots.");
    await helperMain.getByRole("checkbox", { name: "Book the cake tasting" }).check();
    await expect(helperMain.getByText("Everything is done. Nice work!")).toBeVisible();
    const helperPoll = helperMain.getByTestId("poll");
    await helperPoll.getByRole("button", { name: /Vote for Chocolate/ }).click();
    await expect(helperPoll.getByRole("button", { name: /Vote for Chocolate/ })).toHaveAttribute("aria-pressed", "true");
    await helperPoll.getByRole("button", { name: /Vote for The Rhine Bottling House/ }).click();
    await expect(helperPoll).toContainText("3 votes");
    await expect(helperPoll).toContainText("You chose 2, the most this poll allows");
    // Only the couple or the poll's author closes it.
    await expect(helperMain.getByRole("button", { name: "Close the poll" })).toHaveCount(0);
    await expectAccessible(helper);
    await helper.setViewportSize({ width: 390, height: 844 });
    await helper.screenshot({ path: test.info().outputPath("tasks-polls-helper-390.png"), fullPage: true });

    // Live: the couple's open page shows the helper's votes and the ticked-off task without a reload.
    await expect(poll).toContainText("3 votes", { timeout: 15_000 });
    await expect(poll).toContainText(`Voted: ${helperName}`);
    await expect(main.getByText("Everything is done. Nice work!")).toBeVisible({ timeout: 15_000 });
    // The couple closes the poll after confirming.
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
