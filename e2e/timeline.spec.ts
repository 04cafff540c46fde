import type { Page } from "@playwright/test";
import { addDays, formatCalendarDate, zonedDate } from "../domain/dates.ts";
import { TIMELINE_TIME_ZONE } from "../domain/timeline.ts";
import { timelineTemplate } from "../domain/timeline-templates.ts";
import { expect, expectAccessible, test } from "./fixtures";
import { createAccount, sameOriginHeaders, signInViaApi, toast } from "./helpers/auth";

const today = () => zonedDate(new Date(), TIMELINE_TIME_ZONE);
const due = (date: string) => `Due ${formatCalendarDate(date, "EEE, MMM d, yyyy")}`;
/** The build decides (VITE_FLAG_TIMELINE_AUTO_ADJUST); the test checks whichever behavior was built. */
const autoAdjust = process.env.VITE_FLAG_TIMELINE_AUTO_ADJUST === "true";

async function signedInCouple(page: Page) {
  const { email } = await createAccount(page.request);
  await signInViaApi(page, email);
}

test.describe("master timeline", () => {
  test("a couple builds a timeline from a template, moves the date, and shares a read-only link opened signed out", async ({ page, browser }) => {
    // The whole story in one test (two browsers, two axe runs over a 30-task page).
    test.slow();
    await signedInCouple(page);
    await page.goto("/planning/master-timeline");
    const main = page.getByRole("main");
    await expect(main.getByText("Set your wedding date first")).toBeVisible();
    await expect(main.getByRole("button", { name: "Start with Classic 12-month plan" })).toBeDisabled();

    // The wedding date, then the classic template laid out from it.
    const wedding = addDays(today(), 300);
    await main.getByLabel("Wedding date").fill(wedding);
    await main.getByRole("button", { name: "Save the date" }).click();
    await expect(toast(page, "Wedding date saved")).toBeVisible();
    const classic = timelineTemplate("classic-12-month")!;
    await main.getByRole("button", { name: "Start with Classic 12-month plan" }).click();
    await expect(toast(page, `Your timeline has ${classic.tasks.length} tasks`)).toBeVisible();
    await expect(main.getByTestId("progress")).toHaveText(new RegExp(`^0 of ${classic.tasks.length} done`));
    await expect(main.getByRole("heading", { name: "The week of" })).toBeVisible();
    await expectAccessible(page);

    // A 12-month plan 300 days out is compressed into the time left: its first task is due today, none overdue.
    const budgetTask = main.getByTestId("task").filter({ hasText: classic.tasks[0]!.title });
    const budgetDue = today();
    await expect(budgetTask).toContainText(due(budgetDue));
    await expect(main.getByTestId("task").getByText("Overdue")).toHaveCount(0);
    await budgetTask.getByRole("checkbox", { name: classic.tasks[0]!.title }).check();
    await expect(main.getByTestId("progress")).toHaveText(new RegExp(`^1 of ${classic.tasks.length} done`));

    // A task of our own, assigned to a helper, on a fixed date.
    await main.getByRole("button", { name: "Add a task" }).click();
    const dialog = page.getByRole("dialog", { name: "Add a task" });
    await dialog.getByLabel("Task").fill("Cake tasting at Sugar Mill");
    await dialog.getByLabel("On a fixed date").check();
    await dialog.getByLabel("Due date").fill(addDays(today(), 10));
    await dialog.getByLabel("Assigned to").fill("Aunt Rose");
    await dialog.getByRole("button", { name: "Add task" }).click();
    await expect(dialog).toBeHidden();
    await expect(main.getByTestId("task").filter({ hasText: "Cake tasting at Sugar Mill" })).toContainText("Aunt Rose");

    // Move the wedding date four weeks later.
    const later = addDays(wedding, 28);
    await main.getByLabel("Move the wedding date").fill(later);
    await main.getByRole("button", { name: "Move the date" }).click();
    await expect(toast(page, "Wedding date moved")).toBeVisible();
    await expect(main.getByRole("heading", { name: formatCalendarDate(later, "EEEE, MMMM d, yyyy") })).toBeVisible();
    if (autoAdjust) {
      await expect(main.getByTestId("moved-tasks")).toContainText(`${classic.tasks.length} tasks moved with the wedding date`);
      await expect(budgetTask).toContainText(due(addDays(budgetDue, 28)));
    } else {
      await expect(main.getByText("Due dates already set stay where they are; edit a task to move it.")).toBeVisible();
      await expect(budgetTask).toContainText(due(budgetDue));
    }
    await expect(main.getByTestId("task").filter({ hasText: "Cake tasting at Sugar Mill" })).toContainText(due(addDays(today(), 10)));

    // The day-of schedule is part of the default product: the couple adds an event in its editor.
    await main.getByRole("button", { name: "Add an event" }).click();
    const eventDialog = page.getByRole("dialog", { name: "Add an event" });
    await eventDialog.getByLabel("Event", { exact: true }).fill("Ceremony");
    await eventDialog.getByLabel("Starts at").fill("17:00");
    await eventDialog.getByLabel("Place").fill("Rose Garden");
    await eventDialog.getByLabel("People").fill("Maya, Jordan");
    await eventDialog.getByLabel("Vendors").fill("Lumen Photo");
    await eventDialog.getByRole("button", { name: "Add event" }).click();
    await expect(eventDialog).toBeHidden();
    await expect(main.getByRole("list", { name: "Day-of schedule" })).toContainText("Ceremony");

    // A read-only link for the photographer, opened in a signed-out browser.
    await main.getByLabel("Who is the link for?").fill("Photographer");
    await main.getByRole("button", { name: "Create a read-only link" }).click();
    const shareUrl = await main.getByTestId("share-url").getAttribute("href");
    const phoneUrl = await main.getByTestId("share-phone-url").getAttribute("href");
    expect(shareUrl).toMatch(/\/timeline\/shared\/[A-Za-z0-9_-]{32}$/);

    const visitor = await browser.newContext();
    const guest = await visitor.newPage();
    await guest.goto(shareUrl!);
    const shared = guest.getByRole("main");
    await expect(shared.getByText("Shared with Photographer · read-only")).toBeVisible();
    await expect(shared.getByTestId("schedule-event")).toHaveCount(1);
    await expect(shared.getByTestId("schedule-event")).toContainText("5:00 PM");
    await expect(shared.getByTestId("schedule-event")).toContainText("Rose Garden");
    await expect(shared.getByText(classic.tasks[1]!.title)).toHaveCount(0);
    await expectAccessible(guest);
    await guest.goto(phoneUrl!);
    await expect(guest.getByRole("main").getByTestId("schedule-event")).toContainText("Ceremony");

    // Revoked: the same link opens nothing, and says so kindly.
    await main.getByRole("button", { name: "Revoke the link for Photographer" }).click();
    await page.getByRole("dialog", { name: "Revoke this link?" }).getByRole("button", { name: "Revoke link" }).click();
    await expect(toast(page, "The link for Photographer no longer works")).toBeVisible();
    await guest.goto(shareUrl!);
    await expect(guest.getByRole("heading", { name: "This link doesn't open a schedule anymore" })).toBeVisible();
    await expect(guest.getByText("Ceremony")).toHaveCount(0);
    await guest.goto(`/timeline/shared/${"x".repeat(32)}`);
    await expect(guest.getByRole("heading", { name: "This link doesn't open a schedule anymore" })).toBeVisible();
    await visitor.close();
  });

  test("the phone view keeps showing the day once loaded, when the connection drops", async ({ page, context }) => {
    await signedInCouple(page);
    await page.request.put("/api/timeline/wedding-date", { data: { weddingDate: addDays(today(), 90) }, headers: sameOriginHeaders() });
    const made = await page.request.post("/api/timeline/events", { data: { title: "First look", startMinutes: 15 * 60, durationMinutes: 20, place: "Terrace" }, headers: sameOriginHeaders() });
    expect(made.status()).toBe(201);
    const timeline = (await (await page.request.get("/api/timeline")).json()) as { timeline: { id: string } };
    await page.goto(`/timeline/mobile/${timeline.timeline.id}`);
    await expect(page.getByRole("main").getByTestId("schedule-event")).toContainText("First look");

    // Offline: a fresh load of the page's data fails, and the saved schedule shows instead.
    await context.route("**/api/timeline/by-id/**", (route) => route.abort("internetdisconnected"));
    await page.reload({ waitUntil: "domcontentloaded" }).catch(() => undefined);
    await expect(page.getByText(/You're offline\. This is the schedule saved at/)).toBeVisible();
    await expect(page.getByRole("main").getByTestId("schedule-event")).toContainText("First look");
  });

  test("the templates and guides read well signed out", async ({ page }) => {
    await page.goto("/planning/templates");
    await expect(page.getByRole("main").getByTestId("template-card")).toHaveCount(5);
    await expectAccessible(page);
    await page.getByRole("main").getByRole("link", { name: "Start with this template" }).first().click();
    await expect(page.getByRole("heading", { name: "Sign in to build your timeline" })).toBeVisible();
    await page.goto("/planning/guides");
    await expect(page.getByRole("heading", { level: 2, name: "Writing a day-of timeline that actually runs on time" })).toBeVisible();
    await expectAccessible(page);
    await page.goto("/planning/getting-started");
    await expect(page.getByTestId("step-timeline")).toContainText("Build your timeline");
    await expectAccessible(page);
  });

  test("the dashboard counts down and shows the next tasks and budget", async ({ page }) => {
    await signedInCouple(page);
    const headers = sameOriginHeaders();
    await page.request.put("/api/timeline/wedding-date", { data: { weddingDate: addDays(today(), 200) }, headers });
    await page.request.post("/api/timeline", { data: { templateId: "six-month-fast" }, headers });
    await page.request.put("/api/budget", { data: { totalCents: 2_500_000, guestCount: 90 }, headers });
    await page.goto("/couple-dashboard");
    const main = page.getByRole("main");
    await expect(main.getByTestId("guests-card")).toContainText("Add the people you'd love there");
    await page.request.post("/api/guests", { data: { firstName: "Ana", lastName: "Alvarez", rsvpStatus: "attending", household: { name: "The Alvarez family" } }, headers });
    await page.request.post("/api/guests", { data: { firstName: "Leo", lastName: "Lane", household: { name: "Leo Lane" } }, headers });
    await page.reload();
    await expect(main.getByTestId("guests-card").locator("dd").first()).toHaveText("2");
    await expect(main.getByTestId("guests-card")).toContainText("Invitations haven't gone out yet.");
    await expect(main.getByTestId("countdown-card")).toContainText("200");
    await expect(main.getByTestId("tasks-card").getByRole("listitem")).toHaveCount(5);
    await expect(main.getByTestId("budget-card")).toContainText("$25,000");
    // Tours and vendor replies have their own cards.
    await expect(main.getByTestId("tours-card")).toContainText("No tours booked yet.");
    await expect(main.getByTestId("replies-card")).toContainText("Write to a vendor from their profile");
    await expectAccessible(page);
    await main.getByTestId("budget-card").getByRole("link", { name: "Open the budget tracker" }).click();
    await expect(page).toHaveURL(/\/planning\/budget-tracker$/);
    await page.goto("/planning/getting-started");
    await expect(page.getByTestId("step-budget")).toContainText("Started");
    await expect(page.getByTestId("step-guests")).toContainText("2 guests; invitations not sent yet");
    await expect(page.getByTestId("step-timeline")).toContainText(`0 of ${timelineTemplate("six-month-fast")!.tasks.length} tasks done`);
  });

  test("the checklist and a shared phone link fit a phone screen @phone", async ({ page, browser, isMobile }) => {
    test.skip(!isMobile, "phone layout");
    await signedInCouple(page);
    const headers = sameOriginHeaders();
    await page.request.put("/api/timeline/wedding-date", { data: { weddingDate: addDays(today(), 120) }, headers });
    await page.request.post("/api/timeline", { data: { templateId: "micro-wedding" }, headers });
    await page.request.post("/api/timeline/events", { data: { title: "Dinner with everyone we love", startMinutes: 18 * 60, durationMinutes: 120, place: "The Private Dining Room at Refectory", people: ["Maya", "Jordan"] }, headers });
    const overflow = (p: Page) => p.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

    await page.goto("/planning/master-timeline");
    await expect(page.getByRole("main").getByTestId("task").first()).toBeVisible();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.getByRole("main").getByRole("button", { name: "Add a task" }).click();
    const box = await page.getByRole("dialog", { name: "Add a task" }).boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);

    const { share, token } = (await (await page.request.post("/api/timeline/shares", { data: { label: "Wedding party" }, headers })).json()) as { share: { timelineId: string }; token: string };
    const visitor = await browser.newContext({ viewport: page.viewportSize()!, isMobile: true, hasTouch: true });
    const guest = await visitor.newPage();
    await guest.goto(`/timeline/mobile/${share.timelineId}/${token}`);
    await expect(guest.getByRole("main").getByTestId("schedule-event")).toContainText("6:00 PM");
    expect(await overflow(guest)).toBeLessThanOrEqual(0);
    // The token of this timeline under another timeline's id opens nothing.
    await guest.goto(`/timeline/mobile/00000000-0000-4000-8000-000000000000/${token}`);
    await expect(guest.getByRole("heading", { name: "This link doesn't open a schedule anymore" })).toBeVisible();
    await visitor.close();
  });
});
