import { z } from "zod";
import "./zod-messages.ts";
import {
  DEVICE_CLASSES,
  NAVIGATION_TYPES,
  ROUTE_PATTERN,
  ROUTE_PATTERN_MAX_LENGTH,
  WEB_VITAL_MAX,
  WEB_VITAL_NAMES,
  WEB_VITAL_RATINGS,
  WEB_VITALS_BATCH_MAX,
  WEB_VITALS_WINDOWS,
  webVitalRating,
  type WebVitalName,
  type WebVitalsWindow,
} from "./web-vitals.ts";

const UNITS: Record<WebVitalName, string> = { LCP: " ms", INP: " ms", CLS: "" };

function metricSchema<Name extends WebVitalName>(name: Name) {
  const max = WEB_VITAL_MAX[name];
  const range = `${name} must be between 0 and ${max.toLocaleString("en-US")}${UNITS[name]}`;
  return z.object({
    name: z.literal(name),
    value: z.number({ error: `${name} must be a number` }).min(0, range).max(max, range),
    rating: z.enum(WEB_VITAL_RATINGS, { error: "rating must be good, needs-improvement or poor" }),
  });
}

/** One measured metric; its rating must be the one its value earns (the stored figure is the value). */
export const webVitalMetricSchema = z
  .discriminatedUnion("name", [metricSchema("LCP"), metricSchema("INP"), metricSchema("CLS")], { error: `name must be ${WEB_VITAL_NAMES.join(", ")}` })
  .refine((metric) => metric.rating === webVitalRating(metric.name, metric.value), { message: "rating doesn't match the value", path: ["rating"] });

/**
 * A beacon from one page load (POST /api/telemetry): the route pattern, never the address; a device
 * class, never the user agent; nothing that names a person.
 */
export const webVitalsBeaconSchema = z.object({
  route: z
    .string({ error: "route must be a route pattern like /venues/:id" })
    .max(ROUTE_PATTERN_MAX_LENGTH, `route must be at most ${ROUTE_PATTERN_MAX_LENGTH} characters`)
    .regex(ROUTE_PATTERN, "route must be a route pattern like /venues/:id"),
  device: z.enum(DEVICE_CLASSES, { error: "device must be phone, tablet or desktop" }),
  navigation: z.enum(NAVIGATION_TYPES, { error: "navigation must be a web-vitals navigation type" }),
  metrics: z
    .array(webVitalMetricSchema, { error: "metrics must be a list" })
    .min(1, "Send at least one metric")
    .max(WEB_VITALS_BATCH_MAX, `Send at most ${WEB_VITALS_BATCH_MAX} metrics at once`)
    .refine((metrics) => new Set(metrics.map((m) => m.name)).size === metrics.length, "Send each metric once"),
});

export type WebVitalsBeacon = z.infer<typeof webVitalsBeaconSchema>;

/** GET /api/admin/web-vitals?days=7: one of the admin's windows. */
export const webVitalsQuerySchema = z.object({
  days: z
    .enum(WEB_VITALS_WINDOWS.map(String) as [string, ...string[]], { error: `days must be ${WEB_VITALS_WINDOWS.join(", ")}` })
    .default("7")
    .transform((days) => Number(days) as WebVitalsWindow),
});
