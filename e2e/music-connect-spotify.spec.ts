import { startSpotifyStandIn, type SpotifyStandIn } from "../server/test/spotify-stand-in";
import { expect, expectAccessible, test } from "./fixtures";
import { createAccount, signInViaApi, toast, verifyEmailViaMail } from "./helpers/auth";

/**
 * The couple connects Spotify (the stand-in plays Spotify's consent page and agrees), adds songs from
 * search and from a bare track link, makes a moment's playlist, and disconnects, keeping every song.
 * playwright.config.ts points the app's Spotify settings at the stand-in this file starts (decision 050:
 * it runs in the normal browser phase, as the Pinterest test does).
 */
test.describe.configure({ mode: "serial" });

const spotifyStandInPort = Number(process.env.E2E_PORT ?? 4310) + 8;
let standIn: SpotifyStandIn;
test.beforeAll(async () => {
  standIn = await startSpotifyStandIn(spotifyStandInPort);
});
test.afterAll(async () => {
  await standIn.close();
});
test.describe("wedding music with Spotify", () => {
  test("connect, search, fill in a pasted link, make a playlist, disconnect", async ({ page }) => {
    test.slow();
    const { email } = await createAccount(page.request);
    await verifyEmailViaMail(page.request, email);
    await signInViaApi(page, email);

    await page.goto("/spotify-integration");
    const panel = page.getByTestId("spotify-panel");
    await panel.getByRole("button", { name: "Connect Spotify" }).click();
    await expect(panel.getByRole("status")).toHaveText("Spotify is connected. Search for songs in any moment, and make a playlist for it.");
    await expect(page).toHaveURL(/\/spotify-integration$/);
    await expect(panel).toContainText("Connected as Alex & Sam.");

    // From Spotify's search.
    const firstDance = page.getByTestId("moment-first_dance");
    await firstDance.getByRole("button", { name: /^Add a song/ }).click();
    await firstDance.getByRole("textbox", { name: "Search Spotify" }).fill("at last");
    await firstDance.getByRole("button", { name: "Search", exact: true }).click();
    await firstDance.getByTestId("spotify-result").filter({ hasText: "Etta James" }).getByRole("button", { name: /^Add/ }).click();
    await expect(toast(page, "Added “At Last” to First dance")).toBeVisible();
    await expect(firstDance.getByTestId("song")).toHaveText([/^At Last · Etta James/]);

    // A bare track link: its title and artist come from Spotify.
    const processional = page.getByTestId("moment-processional");
    await processional.getByRole("button", { name: /^Add a song/ }).click();
    const form = processional.getByRole("form", { name: "Add a song to Processional" });
    await form.getByLabel("Spotify link (optional)").fill("https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC?si=abc");
    await form.getByRole("button", { name: "Add song" }).click();
    await expect(processional.getByTestId("song")).toHaveText([/^Canon in D · Johann Pachelbel/]);
    await expectAccessible(page);

    // A private playlist for the moment, in the couple's account.
    await firstDance.getByRole("button", { name: "Make playlist for First dance in Spotify" }).click();
    await expect(toast(page, "Made the First dance playlist in Spotify.")).toBeVisible();
    await expect(firstDance.getByRole("link", { name: /Playlist.*First dance in Spotify/ })).toHaveAttribute("href", /^https:\/\/open\.spotify\.com\/playlist\//);
    await expect(panel.getByRole("list", { name: "Playlists in Spotify" })).toContainText(/First dance playlist.* · 1 song/);

    // Disconnected after confirming: the songs stay.
    await panel.getByRole("button", { name: "Disconnect Spotify" }).click();
    await page.getByRole("dialog", { name: "Disconnect Spotify?" }).getByRole("button", { name: "Disconnect" }).click();
    await expect(toast(page, "Spotify disconnected")).toBeVisible();
    await expect(panel.getByRole("button", { name: "Connect Spotify" })).toBeVisible();
    await expect(page.getByTestId("music-summary")).toHaveText("2 songs planned");
  });
});
