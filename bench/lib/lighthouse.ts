// Lighthouse mobile lab runs against Debian's Chromium (offline, on loopback).
export const CHROMIUM = "/usr/bin/chromium";
export const CHROMIUM_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];

export type LighthouseCategory = "performance" | "seo" | "accessibility" | "best-practices";

/** One Lighthouse run (its default mobile emulation and throttling): each asked category's score out of 100. */
export async function lighthouseScores(url: string, categories: LighthouseCategory[]): Promise<Partial<Record<LighthouseCategory, number>>> {
  const { launch } = await import("chrome-launcher");
  const { default: lighthouse } = await import("lighthouse");
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: categories, output: "json", logLevel: "error" });
    const scores: Partial<Record<LighthouseCategory, number>> = {};
    for (const category of categories) {
      const score = result?.lhr.categories[category]?.score;
      if (typeof score === "number") scores[category] = Math.round(score * 100);
    }
    return scores;
  } finally {
    chrome.kill();
  }
}

/** The middle of the runs (the lower middle for an even count). */
export function median(values: number[]): number | undefined {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}
