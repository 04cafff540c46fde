import { gte, sql } from "drizzle-orm";
import { WEB_VITAL_NAMES, WEB_VITALS_SAMPLE_RATE, webVitalRating, type DeviceClass, type WebVitalName, type WebVitalRating, type WebVitalsWindow } from "../../../../domain/web-vitals.ts";
import type { Database } from "../../../db/client.ts";
import { webVitals } from "../../../db/schema/index.ts";

export interface MetricFigure {
  /** The 75th percentile: what three visits in four stay within. */
  p75: number;
  rating: WebVitalRating;
  samples: number;
}

export interface WebVitalsRow {
  route: string;
  device: DeviceClass;
  /** The most samples of any one metric: each visit reports each metric at most once. */
  visits: number;
  metrics: Record<WebVitalName, MetricFigure | null>;
}

export interface WebVitalsSummary {
  days: WebVitalsWindow;
  sampleRate: number;
  rows: WebVitalsRow[];
}

/** The 75th percentiles per route pattern and device class over the last `days`, busiest first. */
export async function webVitalsSummary({ db }: { db: Database }, days: WebVitalsWindow, now = new Date()): Promise<WebVitalsSummary> {
  const since = new Date(now.getTime() - days * 86_400_000);
  const figures = await db
    .select({
      route: webVitals.route,
      device: webVitals.device,
      name: webVitals.name,
      samples: sql<number>`count(*)::int`,
      p75: sql<number>`percentile_cont(0.75) within group (order by ${webVitals.value})`.mapWith(Number),
    })
    .from(webVitals)
    .where(gte(webVitals.createdAt, since))
    .groupBy(webVitals.route, webVitals.device, webVitals.name);

  const rows = new Map<string, WebVitalsRow>();
  for (const figure of figures) {
    const key = `${figure.route} ${figure.device}`;
    const row = rows.get(key) ?? { route: figure.route, device: figure.device, visits: 0, metrics: emptyMetrics() };
    row.metrics[figure.name] = { p75: figure.p75, rating: webVitalRating(figure.name, figure.p75), samples: figure.samples };
    row.visits = Math.max(row.visits, figure.samples);
    rows.set(key, row);
  }
  const sorted = [...rows.values()].sort((a, b) => b.visits - a.visits || a.route.localeCompare(b.route) || a.device.localeCompare(b.device));
  return { days, sampleRate: WEB_VITALS_SAMPLE_RATE, rows: sorted };
}

function emptyMetrics(): Record<WebVitalName, MetricFigure | null> {
  return Object.fromEntries(WEB_VITAL_NAMES.map((name) => [name, null])) as Record<WebVitalName, null>;
}
