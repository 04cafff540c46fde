import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";
import { holdRequests } from "./helpers/network";

/** Counts the POSTs to /api/contact the page makes. */
function watchContactPosts(page: Page): { count(): number } {
  let posts = 0;
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/contact") posts += 1;
  });
  return { count: () => posts };
}

async function fillValidMessage(page: Page) {
  await page.getByLabel("Your name").fill("Avery Lindqvist");
  await page.getByLabel("Email address").fill("Avery.L@Example.com");
  await page.getByLabel("What is it about?").selectOption("venues");
  await page
    .getByLabel("Message")
    .fill("We're looking at barn venues near Columbus for September 2027. Can you tell us which ones allow outside catering?");
}

test.describe("/contact", () => {
  test("shows the contact details and a labelled form", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We'd love to hear from you");
    await expect(page).toHaveTitle(/Contact us · Serviceberry/);
    await expect(page.getByRole("link", { name: "hello@serviceberry.app" }).first()).toBeVisible();
    await expect(page.getByRole("link", { name: "(614) 555-0142" }).first()).toBeVisible();
    await expect(page.getByLabel("What is it about?")).toHaveValue("general");
    await expectAccessible(page);
  });

  test("an empty submit shows every field error and sends nothing", async ({ page }) => {
    const posts = watchContactPosts(page);
    await page.goto("/contact");
    await page.getByRole("button", { name: "Send message" }).click();

    await expect(page.getByText("Please enter your name")).toBeVisible();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByText("Please write at least 10 characters")).toBeVisible();
    await expect(page.getByLabel("Your name")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Your name")).toBeFocused();
    // Each error is tied to its field, so it is read out with it.
    const describedBy = await page.getByLabel("Email address").getAttribute("aria-describedby");
    expect(describedBy).toBeTruthy();
    await expect(page.locator(`[id="${describedBy}"]`)).toHaveText("Please enter a valid email address");
    await expectAccessible(page);
    expect(posts.count()).toBe(0);
  });

  // A too-short message refused in the browser: web/features/contact/ContactPage.test.tsx.
  test("a valid message is sent and confirmed, and another can follow", async ({ page }) => {
    await page.goto("/contact");
    await fillValidMessage(page);

    // Hold the request until the sending state has been seen.
    const request = await holdRequests(page, "**/api/contact");
    const response = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/contact");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
    request.release();
    expect((await response).status()).toBe(201);

    await expect(page.getByRole("heading", { name: "Message sent" })).toBeVisible();
    await expect(page.getByText("Thanks, Avery Lindqvist. We'll reply to avery.l@example.com within one working day.")).toBeVisible();
    await expectAccessible(page);

    await page.getByRole("button", { name: "Send another message" }).click();
    await expect(page.getByLabel("Your name")).toHaveValue("Avery Lindqvist");
    await expect(page.getByLabel("Message")).toHaveValue("");
  });

  test("server field errors land on their fields", async ({ page }) => {
    await page.route("**/api/contact", (route) =>
      route.fulfill({
        status: 400,
        contentType: "application/json",
        body: JSON.stringify({
          error: { code: "invalid_input", message: "email: That address cannot receive mail", fields: { email: ["That address cannot receive mail"] } },
        }),
      }),
    );
    await page.goto("/contact");
    await fillValidMessage(page);
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText("That address cannot receive mail")).toBeVisible();
    await expect(page.getByLabel("Email address")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Email address")).toBeFocused();
    await expect(page.getByRole("button", { name: "Send message" })).toBeEnabled();
  });

  test("a network failure shows an inline alert and keeps the message", async ({ page }) => {
    await page.route("**/api/contact", (route) => route.abort("internetdisconnected"));
    await page.goto("/contact");
    await fillValidMessage(page);
    await page.getByRole("button", { name: "Send message" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "wasn't sent" });
    await expect(alert).toContainText("We couldn't reach Serviceberry. Check your connection and try again.");
    await expect(page.getByLabel("Message")).not.toHaveValue("");
    await expectAccessible(page);
  });

  test("a server error shows the server's message", async ({ page }) => {
    await page.route("**/api/contact", (route) =>
      route.fulfill({
        status: 429,
        contentType: "application/json",
        body: JSON.stringify({ error: { code: "too_many_requests", message: "Too many messages from this address. Try again in a few minutes." } }),
      }),
    );
    await page.goto("/contact");
    await fillValidMessage(page);
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Too many messages from this address" })).toBeVisible();
  });

  test("?topic= preselects the topic, and an unknown topic falls back to general", async ({ page }) => {
    await page.goto("/contact?topic=vendors");
    await expect(page.getByLabel("What is it about?")).toHaveValue("vendors");
    await page.goto("/contact?topic=nonsense");
    await expect(page.getByLabel("What is it about?")).toHaveValue("general");
  });
});
