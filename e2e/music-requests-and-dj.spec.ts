import type { Browser, Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";
import { createAccount, sameOriginHeaders, signInViaApi, toast, uniqueEmail, verifyEmailViaMail } from "./helpers/auth";

/** A verified account of this kind, signed in on a page of its own browser context. */
async function signedIn(browser: Browser, kind: "couple" | "vendor"): Promise<{ page: Page; close(): Promise<void> }> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: test.info().project.use.viewport ?? undefined });
  const page = await context.newPage();
  const email = uniqueEmail(`music-${kind}`);
  await createAccount(page.request, { email, userType: kind });
  await verifyEmailViaMail(page.request, email);
  await signInViaApi(page, email);
  return { page, close: () => context.close() };
}

/** Full-page pictures at desktop and phone width, kept with the test's output. */
async function screenshots(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}-1440.png`), fullPage: true });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath(`${name}-390.png`), fullPage: true });
  if (size) await page.setViewportSize(size);
}

/**
 * Decision 050, end to end: a guest asks for a song on the published wedding website (plain HTML, no
 * account), the couple approves it into a moment, writes to a DJ from the marketplace with the music
 * plan attached, and the DJ reads the plan in the conversation.
 */
test.describe("song requests from the website and the plan for the DJ", () => {
  test("guest requests a song on the site, the couple approves it, sends the plan with an inquiry, and the DJ sees it", async ({ browser }) => {
    test.slow();
    const headers = sameOriginHeaders();
    const couple = await signedIn(browser, "couple");
    const slug = `ana-and-ben-${Date.now().toString(36)}`;
    expect((await couple.page.request.put("/api/account/couple-profile", { headers, data: { partner1Name: "Ana", partner2Name: "Ben", weddingDate: "2027-06-12", city: "columbus" } })).status()).toBe(200);
    expect((await couple.page.request.get("/api/websites/mine")).status()).toBe(200);
    const saved = await couple.page.request.put("/api/websites/mine", {
      headers,
      data: { slug, design: "classic", palette: "plum", sections: ["story", "song-requests"], privacy: "public", rsvpLookup: "name", content: { headline: "Join us", story: "We met dancing." } },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    expect((await couple.page.request.put("/api/websites/mine/published", { headers, data: { published: true } })).status()).toBe(200);

    // A guest, signed out, on the published site.
    const guestContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const guest = await guestContext.newPage();
    await guest.goto(`/wedding/${slug}`);
    const request = guest.getByRole("form", { name: "Request a song" });
    await request.getByLabel("Song").fill("September");
    await request.getByLabel("Artist (optional)").fill("Earth, Wind & Fire");
    // The name is required without an invitation found: the browser asks for it (the server says so too).
    await expect(request.getByLabel("Your name")).toHaveAttribute("required", "");
    await request.getByLabel("Your name").fill("Rosa Alvarez");
    await request.getByRole("button", { name: "Send my request" }).click();
    await expect(guest.getByRole("status")).toHaveText("Thank you! Your song request is with the couple.");
    await expectAccessible(guest);
    await screenshots(guest, "site-song-request");
    await guestContext.close();

    // The couple approves it into Dinner.
    await couple.page.goto("/spotify-integration");
    const main = couple.page.getByRole("main");
    const asked = main.getByTestId("song-request");
    await expect(asked).toContainText("“September by Earth, Wind & Fire”");
    await expect(asked).toContainText("Asked by Rosa Alvarez on your wedding website (name as typed)");
    await asked.getByRole("button", { name: "Approve “September by Earth, Wind & Fire”" }).click();
    const approve = asked.getByRole("form");
    await expect(approve.getByLabel("Title")).toHaveValue("September");
    await expect(approve.getByLabel("Artist")).toHaveValue("Earth, Wind & Fire");
    await approve.getByLabel("Moment").selectOption("Dinner");
    await approve.getByRole("button", { name: "Add to the plan" }).click();
    await expect(toast(couple.page, "Added “September” to Dinner")).toBeVisible();
    await expect(couple.page.getByTestId("moment-dinner").getByTestId("song")).toContainText("Guest request");
    await expectAccessible(couple.page);
    await screenshots(couple.page, "music-requests");

    // A DJ's published listing.
    const dj = await signedIn(browser, "vendor");
    const created = await dj.page.request.post("/api/vendor-dashboard/vendors", {
      headers,
      data: {
        businessName: "Spin City DJs",
        category: "djband",
        city: "columbus",
        citiesServed: ["columbus"],
        summary: "Wedding DJs who read the room and keep the dance floor full all night.",
        description: "We play your must-plays, skip your do-not-plays, and bring the sound, lights and microphones for the ceremony and reception.",
        startingPrice: 1400,
        styles: ["modern"],
        yearsInBusiness: 9,
        responseTimeHours: 24,
        website: "",
        phone: "",
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { vendor } = (await created.json()) as { vendor: { id: string; slug: string } };
    expect((await dj.page.request.post(`/api/vendor-dashboard/vendors/${vendor.id}/packages`, { headers, data: { name: "Reception", price: 1400, description: "", includes: ["Five hours"] } })).status()).toBe(201);
    expect((await dj.page.request.post(`/api/vendor-dashboard/vendors/${vendor.id}/publish`, { headers })).status()).toBe(200);

    // The couple writes to the DJ from the marketplace, the plan attached.
    await couple.page.goto(`/vendor/${vendor.slug}`);
    const inquiry = couple.page.getByRole("form", { name: "Send an inquiry to Spin City DJs" });
    await inquiry.getByLabel("Message").fill("We'd love a DJ for our June wedding; our songs are attached.");
    await expect(inquiry.getByRole("checkbox", { name: /Attach our music plan/ })).toBeChecked();
    await inquiry.getByRole("button", { name: "Send inquiry" }).click();
    await expect(toast(couple.page, "Inquiry sent to Spin City DJs")).toBeVisible();

    // The DJ reads it in the conversation.
    await dj.page.goto("/vendor-dashboard?tab=inbox");
    const inbox = dj.page.getByRole("main");
    await inbox.getByRole("list", { name: "Inquiries" }).getByRole("button").first().click();
    const plan = inbox.getByTestId("inquiry-music-plan");
    await expect(plan.getByRole("heading", { name: "Music plan from Ana & Ben" })).toBeVisible();
    await expect(plan.getByTestId("inquiry-moment-dinner")).toContainText("September · Earth, Wind & Fire");
    await expect(plan).not.toContainText("Rosa");
    await expectAccessible(dj.page);
    await screenshots(dj.page, "dj-thread-music-plan");

    // The couple stops sharing from their music page: the DJ's thread no longer has it.
    await couple.page.goto("/spotify-integration");
    const sent = couple.page.getByTestId("music-inquiry-shares");
    await sent.getByRole("button", { name: "Stop sharing with Spin City DJs" }).click();
    await couple.page.getByRole("dialog", { name: "Stop sharing your music plan?" }).getByRole("button", { name: "Stop sharing" }).click();
    await expect(toast(couple.page, "Spin City DJs no longer sees your music plan")).toBeVisible();
    await dj.page.reload();
    await inbox.getByRole("list", { name: "Inquiries" }).getByRole("button").first().click();
    await expect(inbox.getByText("Music plan from Ana & Ben")).toBeHidden();
    await Promise.all([couple.close(), dj.close()]);
  });
});
