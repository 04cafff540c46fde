/**
 * Core Web Vitals from real visits (the telemetry_canary flag): what is measured, how it is rated, and
 * who reports. No zod here, because the app entry imports the sampling rule (the schemas are in
 * telemetry.ts).
 */

export const WEB_VITAL_NAMES = ["LCP", "INP", "CLS"] as const;
export type WebVitalName = (typeof WEB_VITAL_NAMES)[number];

/** Good up to the first figure, poor past the second (web-vitals' LCPThresholds, INPThresholds, CLSThresholds). */
export const WEB_VITAL_THRESHOLDS: Readonly<Record<WebVitalName, readonly [number, number]>> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
};

/** The largest value a report may carry: past these the figure is a broken measurement, not a slow page. */
export const WEB_VITAL_MAX: Readonly<Record<WebVitalName, number>> = { LCP: 60_000, INP: 60_000, CLS: 100 };

export const WEB_VITAL_RATINGS = ["good", "needs-improvement", "poor"] as const;
export type WebVitalRating = (typeof WEB_VITAL_RATINGS)[number];

/** The same rule as web-vitals' own rating: a value equal to a threshold still counts as the better band. */
export function webVitalRating(name: WebVitalName, value: number): WebVitalRating {
  const [good, poor] = WEB_VITAL_THRESHOLDS[name];
  if (value > poor) return "poor";
  if (value > good) return "needs-improvement";
  return "good";
}

/** One page load in four reports: enough for percentiles, a quarter of the writes. */
export const WEB_VITALS_SAMPLE_RATE = 0.25;

/** Decided once per page load, from `random` in [0, 1) (Math.random()). */
export function isVisitSampled(random: number, rate = WEB_VITALS_SAMPLE_RATE): boolean {
  return random < rate;
}

export const DEVICE_CLASSES = ["phone", "tablet", "desktop"] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** Below this viewport width the app shows its phone layout, whatever the pointer. */
export const PHONE_MAX_WIDTH = 600;
/** A touch screen up to this wide is a tablet; wider touch screens (and every mouse) count as desktops. */
export const TABLET_MAX_WIDTH = 1280;

/** The device class from the viewport width and whether the main pointer is coarse (a finger); no user agent. */
export function deviceClassFor(viewportWidth: number, coarsePointer: boolean): DeviceClass {
  if (viewportWidth < PHONE_MAX_WIDTH) return "phone";
  if (coarsePointer && viewportWidth < TABLET_MAX_WIDTH) return "tablet";
  return "desktop";
}

/** web-vitals' navigation types: how the page was reached. */
export const NAVIGATION_TYPES = ["navigate", "reload", "back-forward", "back-forward-cache", "prerender", "restore", "soft-navigation"] as const;
export type NavigationType = (typeof NAVIGATION_TYPES)[number];

/**
 * A route pattern of the app's route table, never a concrete address: "/", "/venues/:id", "/admin/*".
 * Segments are lowercase words, `:params` or a final `*`; no query, no fragment, no ids.
 */
export const ROUTE_PATTERN = /^\/(?:(?:[a-z0-9-]+|:[A-Za-z]+)(?:\/(?:[a-z0-9-]+|:[A-Za-z]+))*(?:\/\*)?|\*)?$/;
export const ROUTE_PATTERN_MAX_LENGTH = 120;

/** The admin's windows, in days; rows older than the longest are pruned. */
export const WEB_VITALS_WINDOWS = [1, 7, 30] as const;
export type WebVitalsWindow = (typeof WEB_VITALS_WINDOWS)[number];
export const WEB_VITALS_RETENTION_DAYS = 30;

/** At most this many metrics per beacon: a page load has three. */
export const WEB_VITALS_BATCH_MAX = 10;
