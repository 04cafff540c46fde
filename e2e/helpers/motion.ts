import type { Page } from "@playwright/test";

/**
 * Plays the page's CSS transitions and animations at `rate` times their speed (Chromium's animation
 * timeline, as in DevTools' Animations panel), so a test can look at a moment mid-transition without
 * racing it. Restore before clicking what is still moving: Playwright waits for elements to settle.
 */
export async function slowAnimations(page: Page, rate: number): Promise<{ restore(): Promise<void> }> {
  const session = await page.context().newCDPSession(page);
  await session.send("Animation.enable");
  await session.send("Animation.setPlaybackRate", { playbackRate: rate });
  return {
    async restore() {
      await session.send("Animation.setPlaybackRate", { playbackRate: 1 });
      await session.detach();
    },
  };
}
