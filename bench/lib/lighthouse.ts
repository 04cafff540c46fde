// Lighthouse mobile lab runs against Debian's Chromium (offline, on loopback).
export const CHROMIUM = "/usr/bin/chromium";
export const CHROMIUM_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];

export type LighthouseCategory = "performance" | "seo" | "accessibility" | "best-practices";

/** What a run measured, beside the scores: the figures the performance score is made of. */
export interface LighthouseMetrics {
  firstContentfulPaintMs?: number;
  largestContentfulPaintMs?: number;
  totalBlockingTimeMs?: number;
  cumulativeLayoutShift?: number;
  speedIndexMs?: number;
  serverResponseMs?: number;
  /** The largest contentful paint's element, as Lighthouse quotes it. */
  largestContentfulPaintElement?: string;
}

/** A run that recorded nothing (a lost trace on a loaded machine, "NO_NAVSTART") is run again, this many times. */
const RETRIES_AFTER_RUNTIME_ERROR = 2;

/** One Lighthouse run (its default mobile emulation and throttling): each asked category's score out of 100. */
export async function lighthouseScores(url: string, categories: LighthouseCategory[]): Promise<Partial<Record<LighthouseCategory, number>>> {
  return (await lighthouseRun(url, categories)).scores;
}

/** One Lighthouse run with its scores and the metrics behind the performance score. */
export async function lighthouseRun(url: string, categories: LighthouseCategory[]): Promise<{ scores: Partial<Record<LighthouseCategory, number>>; metrics: LighthouseMetrics }> {
  const { launch } = await import("chrome-launcher");
  const { default: lighthouse } = await import("lighthouse");
  for (let attempt = 0; ; attempt++) {
    const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
    try {
      const result = await lighthouse(url, { port: chrome.port, onlyCategories: categories, output: "json", logLevel: "error" });
      const lhr = result?.lhr;
      if (lhr?.runtimeError && attempt < RETRIES_AFTER_RUNTIME_ERROR) continue;
      const scores: Partial<Record<LighthouseCategory, number>> = {};
      for (const category of categories) {
        const score = lhr?.categories[category]?.score;
        if (typeof score === "number") scores[category] = Math.round(score * 100);
      }
      const value = (id: string) => {
        const figure = lhr?.audits[id]?.numericValue;
        return typeof figure === "number" ? Math.round(figure * (id === "cumulative-layout-shift" ? 1000 : 1)) / (id === "cumulative-layout-shift" ? 1000 : 1) : undefined;
      };
      const lcpItems = (lhr?.audits["largest-contentful-paint-element"]?.details as { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined)?.items;
      const metrics: LighthouseMetrics = {
        firstContentfulPaintMs: value("first-contentful-paint"),
        largestContentfulPaintMs: value("largest-contentful-paint"),
        totalBlockingTimeMs: value("total-blocking-time"),
        cumulativeLayoutShift: value("cumulative-layout-shift"),
        speedIndexMs: value("speed-index"),
        serverResponseMs: value("server-response-time"),
        largestContentfulPaintElement: lcpItems?.[0]?.items?.[0]?.node?.snippet,
      };
      return { scores, metrics };
    } finally {
      chrome.kill();
    }
  }
}

/** The middle of the runs (the lower middle for an even count). */
export function median(values: number[]): number | undefined {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}
