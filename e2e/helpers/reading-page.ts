import type { Page } from "@playwright/test";

/**
 * A page to read (help, FAQ, articles, legal, program pages) starts its app on a visitor's first
 * action, not on its own (decision 056): a test that needs the app acts first, as a person would,
 * with a key that does nothing on the page.
 */
export async function actOnReadingPage(page: Page): Promise<void> {
  await page.keyboard.press("Shift");
}
