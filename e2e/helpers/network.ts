import type { Page } from "@playwright/test";

/**
 * Holds the matching requests until the test releases them: a pending state can be looked at for as
 * long as the test needs, with no timed delay to guess. Await it before the action that sends them.
 */
export async function holdRequests(page: Page, url: string | RegExp | ((url: URL) => boolean)): Promise<{ release(): void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    // The page may have given up on the request meanwhile (an aborted fetch): nothing left to answer.
    await route.continue().catch(() => {});
  });
  return { release };
}
