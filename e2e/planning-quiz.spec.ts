import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";
import { createAccount, sameOriginHeaders, signInViaApi, verifyEmailViaMail } from "./helpers/auth";

// The planning quiz and smart questions (issue 28): a visitor's result kept through sign-up and saved to
// the profile; questions tailored to the couple's plans, sent into an inquiry's thread.

async function answerQuiz(page: Page) {
  const main = page.getByRole("main");
  await main.getByRole("group", { name: "When would you like to marry?" }).getByLabel("Fall: warm colors and cozy layers").check();
  await main.getByRole("group", { name: "How many guests?" }).getByLabel("Medium: 50 to 120 guests").check();
  await main.getByRole("group", { name: "How formal does it feel?" }).getByLabel("Relaxed: come as you are").check();
  await main.getByRole("group", { name: "Where do you picture it?" }).getByLabel("Outdoors under the sky").check();
  await main.getByRole("group", { name: "Which colors draw you in?" }).getByLabel("Earthy neutrals").check();
  const priorities = main.getByRole("group", { name: "What matters most to you?" });
  await priorities.getByLabel("Food and drink").check();
  await priorities.getByLabel("Photos and video").check();
  await main.getByRole("group", { name: "What's your total budget?" }).getByLabel("$35,000 to $60,000").check();
  await main.getByRole("group", { name: "Where is the wedding?" }).getByLabel("Columbus").check();
}

test.describe("the planning quiz", () => {
  test("a visitor takes the quiz, sees real matches, signs up and saves the style to the new profile", async ({ page }) => {
    test.slow();
    await page.goto("/planning-quiz");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: "Find your wedding style", level: 1 })).toBeVisible();

    // An unanswered quiz says what is missing instead of guessing.
    await main.getByRole("button", { name: "See my style" }).click();
    await expect(main.getByRole("alert")).toHaveText("Choose a season");

    await answerQuiz(page);
    await expect(main.getByText("8 of 8 answered")).toBeVisible();
    await expectAccessible(page);
    await main.getByRole("button", { name: "See my style" }).click();
    await expect(main.getByRole("heading", { name: "Rustic Harvest", level: 2 })).toBeFocused();
    await expect(main.getByRole("list", { name: "Your palette" }).getByRole("listitem")).toHaveText(["Terracotta", "Wheat", "Olive", "Cream"]);

    // Every venue shown is a real catalog page in Columbus, with its reasons.
    const venueLinks = main.getByRole("heading", { name: "Venues that fit" }).locator("xpath=..").getByRole("link");
    await expect(venueLinks.first()).toBeVisible();
    const firstVenue = (await venueLinks.first().textContent())!;
    const slug = (await venueLinks.first().getAttribute("href"))!.split("/").at(-1)!;
    const venue = (await (await page.request.get(`/api/venues/${slug}`)).json()) as { name: string; city: string };
    expect(venue).toMatchObject({ name: firstVenue, city: "columbus" });
    await expect(main.getByRole("list", { name: `Why ${firstVenue} matches` }).getByRole("listitem").first()).toContainText("suits Rustic Harvest");
    await expect(main.getByRole("heading", { name: "Caterers" })).toBeVisible();
    await expect(main.getByRole("heading", { name: "Photographers" })).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath("quiz-result-1440.png"), fullPage: true });

    await expect(main.getByRole("link", { name: "Create an account to save it" })).toHaveAttribute("href", "/auth?mode=signup&returnTo=%2Fplanning-quiz");
    // Signing up (through the API here; the sign-up form has its own tests) brings them back to their result.
    const { email } = await createAccount(page.request);
    await signInViaApi(page, email);
    await page.goto("/planning-quiz");
    await expect(main.getByRole("heading", { name: "Rustic Harvest", level: 2 })).toBeVisible();
    await main.getByRole("button", { name: "Save to my profile" }).click();
    await expect(main.getByText("Saved to your wedding profile")).toBeVisible();
    const profile = (await (await page.request.get("/api/account/couple-profile")).json()) as { profile: { weddingStyle: string; colorPalette: string } };
    expect(profile.profile).toMatchObject({ weddingStyle: "rustic", colorPalette: "Terracotta, Wheat, Olive, Cream" });

    await page.setViewportSize({ width: 390, height: 844 });
    await main.getByRole("button", { name: "Take it again" }).click();
    await expect(main.getByRole("button", { name: "See my style" })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath("quiz-form-390.png"), fullPage: true });
  });
});

test.describe("smart questions", () => {
  test("a couple's questions follow their guest count and saved outdoor venue, print, and go into an inquiry's thread", async ({ page }) => {
    test.slow();
    const { email } = await createAccount(page.request);
    await verifyEmailViaMail(page.request, email);
    await signInViaApi(page, email);
    const headers = sameOriginHeaders();
    expect((await page.request.put("/api/account/couple-profile", { data: { guestCount: 220, city: "columbus" }, headers })).status()).toBe(200);
    const outdoor = ((await (await page.request.get("/api/venues?city=columbus&setting=outdoor")).json()) as { venues: { id: string; name: string }[] }).venues[0]!;
    expect((await page.request.put(`/api/saved-venues/${outdoor.id}`, { headers })).status()).toBeLessThan(300);
    const photographer = ((await (await page.request.get("/api/vendors?category=photographers&city=columbus")).json()) as { vendors: { id: string; businessName: string }[] }).vendors[0]!;
    const inquiry = await page.request.post(`/api/inquiries/vendors/${photographer.id}`, { data: { message: "We're planning a fall wedding in Columbus and love your documentary work." }, headers });
    expect(inquiry.status(), await inquiry.text()).toBe(201);
    const inquiryId = ((await inquiry.json()) as { inquiry: { id: string } }).inquiry.id;

    await page.goto("/planning/smart-questions");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: "Smart questions", level: 1 })).toBeVisible();
    await expect(main.getByRole("heading", { name: "Questions for venues" })).toBeVisible();
    await expect(main.getByText(`What is the rain plan at ${outdoor.name}: an indoor room or a tent, who decides, and when?`)).toBeVisible();
    await expect(main.getByText("Can the room seat 220 guests for dinner with a dance floor, or only standing?")).toBeVisible();
    await expect(main.getByText("Because you plan for 220 guests.").first()).toBeVisible();
    await expect(main.getByRole("button", { name: "Print" })).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath("smart-questions-1440.png"), fullPage: true });

    await main.getByRole("navigation", { name: "Kinds of venues and vendors" }).getByRole("link", { name: "Photographers" }).click();
    await expect(page).toHaveURL(/kind=photographers/);
    await expect(main.getByRole("heading", { name: "Questions for photographers" })).toBeVisible();
    await expect(main.getByLabel("Conversation")).toHaveValue(inquiryId);
    await main.getByRole("button", { name: "Send these questions" }).click();
    await expect(main.getByText(`Sent to ${photographer.businessName}.`)).toBeVisible();
    const thread = (await (await page.request.get(`/api/inquiries/${inquiryId}`)).json()) as { messages: { body: string }[] };
    const sent = thread.messages.at(-1)!.body;
    expect(sent).toContain("Before we book, here are our questions for photographers:");
    expect(sent).toContain("1. Can we see two or three complete wedding galleries, not only highlights?");
    expect(sent).toContain("How do you handle family group photos for 220 guests without losing the cocktail hour?");

    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: test.info().outputPath("smart-questions-390.png"), fullPage: true });
  });
});
