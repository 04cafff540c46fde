import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";
import { createAccount, linkIn, readMail, sameOriginHeaders, signInViaApi, toast, uniqueEmail, verifyEmailViaMail } from "./helpers/auth";

/**
 * A guest's song request, the way it really arrives: the couple invites a household and the guest
 * answers the RSVP (through the API: the RSVP page has its own test) with a song.
 */
async function guestRequestsSong(page: Page, song: string) {
  const guestEmail = uniqueEmail("rosa");
  const created = await page.request.post("/api/guests", { data: { firstName: "Rosa", lastName: "Alvarez", email: guestEmail, household: { name: "The Alvarez family" } }, headers: sameOriginHeaders() });
  expect(created.status(), await created.text()).toBe(201);
  const sent = await page.request.post("/api/guests/invitations", { data: { kind: "invitation", audience: "all" }, headers: sameOriginHeaders() });
  expect(sent.status(), await sent.text()).toBe(200);
  const token = new URL(linkIn((await readMail(page.request, guestEmail, /invite you to their wedding/)).text)).pathname.split("/").at(-1)!;
  const rsvp = (await (await page.request.get(`/api/rsvp/${token}`)).json()) as { guests: { id: string }[] };
  const answered = await page.request.put(`/api/rsvp/${token}`, { data: { guests: [{ guestId: rsvp.guests[0]!.id, status: "attending", events: [] }], songRequest: song }, headers: sameOriginHeaders() });
  expect(answered.status(), await answered.text()).toBe(200);
}

async function addSong(page: Page, moment: string, title: string, artist: string, link = "") {
  const card = page.getByTestId(`moment-${moment}`);
  await card.getByRole("button", { name: /^Add a song/ }).click();
  const form = card.getByRole("form", { name: /^Add a song to/ });
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Artist").fill(artist);
  if (link) await form.getByLabel("Spotify link (optional)").fill(link);
  await form.getByRole("button", { name: "Add song" }).click();
  await expect(form).toBeHidden();
  await expect(card.getByTestId("song").filter({ hasText: title })).toBeVisible();
}

test.describe("wedding music", () => {
  test("a couple plans three moments, approves a guest's request, and the DJ opens the shared plan signed out", async ({ page, browser }) => {
    test.slow();
    const { email } = await createAccount(page.request);
    await verifyEmailViaMail(page.request, email);
    await signInViaApi(page, email);
    await guestRequestsSong(page, "Shout by the Isley Brothers");

    await page.goto("/spotify-integration");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: "Wedding music", level: 1 })).toBeVisible();
    await expect(main.getByTestId("music-summary")).toHaveText("0 songs planned · 1 guest request waiting for you");
    await expectAccessible(page);

    await addSong(page, "processional", "Canon in D", "Pachelbel", "https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC?si=x");
    await addSong(page, "first_dance", "At Last", "Etta James");
    await addSong(page, "do_not_play", "Chicken Dance", "");
    await expect(page.getByTestId("moment-processional").getByRole("link", { name: /Spotify.*Canon in D/ })).toHaveAttribute("href", "https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC");

    // The same song twice is said, not added.
    const lastDance = page.getByTestId("moment-last_dance");
    await lastDance.getByRole("button", { name: /^Add a song/ }).click();
    const form = lastDance.getByRole("form", { name: "Add a song to Last dance" });
    await form.getByLabel("Title").fill("at last");
    await form.getByLabel("Artist").fill("ETTA JAMES");
    await form.getByRole("button", { name: "Add song" }).click();
    await expect(form.getByRole("alert")).toContainText("“At Last” by Etta James is already in First dance.");
    await form.getByRole("button", { name: "Cancel" }).click();

    // The guest's request: who asked, title and artist read from it, into the must-play list.
    const request = main.getByTestId("song-request");
    await expect(request).toContainText("“Shout by the Isley Brothers”");
    await expect(request).toContainText("Asked by Rosa Alvarez");
    await request.getByRole("button", { name: "Approve “Shout by the Isley Brothers”" }).click();
    const approve = request.getByRole("form");
    await expect(approve.getByLabel("Title")).toHaveValue("Shout");
    await expect(approve.getByLabel("Artist")).toHaveValue("the Isley Brothers");
    await approve.getByLabel("Moment").selectOption("Must-play");
    await approve.getByRole("button", { name: "Add to the plan" }).click();
    await expect(toast(page, "Added “Shout” to Must-play")).toBeVisible();
    await expect(request.getByText("Approved")).toBeVisible();
    const mustPlay = page.getByTestId("moment-must_play");
    await expect(mustPlay.getByTestId("song").filter({ hasText: "Shout" })).toContainText("Guest request");

    // Reordered from the keyboard (the up button), and the order is kept.
    await addSong(page, "must_play", "September", "Earth, Wind & Fire");
    await expect(mustPlay.getByTestId("song")).toHaveText([/^Shout/, /^September/]);
    const up = mustPlay.getByRole("button", { name: "Move “September” up in Must-play" });
    await up.focus();
    await page.keyboard.press("Enter");
    await expect(mustPlay.getByTestId("song")).toHaveText([/^September/, /^Shout/]);
    await expect(mustPlay.getByRole("button", { name: "Move “September” up in Must-play" })).toBeDisabled();
    await page.reload();
    await expect(mustPlay.getByTestId("song")).toHaveText([/^September/, /^Shout/]);
    await expect(main.getByTestId("music-summary")).toHaveText("5 songs planned");
    await expectAccessible(page);

    // A read-only link for the DJ, opened signed out.
    await main.getByLabel("Who is the link for?").fill("DJ Marcus");
    await main.getByRole("button", { name: "Create a read-only link" }).click();
    const url = await main.getByTestId("music-share-url").textContent();
    const djContext = await browser.newContext();
    const dj = await djContext.newPage();
    await dj.goto(new URL(url!).pathname);
    const sheet = dj.getByRole("main");
    await expect(sheet.getByText("Shared with DJ Marcus · read-only")).toBeVisible();
    await expect(sheet.getByTestId("shared-moment-first_dance")).toContainText("At Last · Etta James");
    await expect(sheet.getByTestId("shared-moment-must_play")).toContainText(/September · Earth, Wind & Fire.*Shout · the Isley Brothers/);
    await expect(sheet.getByTestId("shared-moment-do_not_play")).toContainText("Chicken Dance");
    await expect(sheet).not.toContainText("Alvarez");
    await expectAccessible(dj);

    // Revoked, the link opens nothing.
    await main.getByRole("button", { name: "Revoke the link for DJ Marcus" }).click();
    await page.getByRole("dialog", { name: "Revoke this link?" }).getByRole("button", { name: "Revoke link" }).click();
    await expect(toast(page, "The link for DJ Marcus no longer works")).toBeVisible();
    await dj.reload();
    await expect(dj.getByRole("heading", { name: "This link doesn't open a music plan anymore" })).toBeVisible();
    await djContext.close();
  });

  test("on a phone each moment keeps Add a song beside its name, whatever the length of its hint @phone", async ({ page, isMobile }) => {
    test.skip(!isMobile, "phone width");
    const { email } = await createAccount(page.request);
    await signInViaApi(page, email);
    await page.goto("/spotify-integration");
    const cards = page.locator("[data-testid^='moment-']");
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) {
      const heading = (await card.getByRole("heading", { level: 3 }).boundingBox())!;
      const add = (await card.getByRole("button", { name: /^Add a song/ }).boundingBox())!;
      expect(add.y, await card.getAttribute("data-testid") ?? "").toBeLessThan(heading.y + heading.height);
    }
  });

  test("signed out, the music page asks to sign in @phone", async ({ page }) => {
    await page.goto("/spotify-integration");
    await expect(page.getByRole("heading", { name: "Sign in to plan your wedding music" })).toBeVisible();
    await expectAccessible(page);
  });
});
