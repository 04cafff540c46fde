import { sql } from "drizzle-orm";
import { bigserial, check, doublePrecision, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { DeviceClass, NavigationType, WebVitalName } from "../../../domain/web-vitals.ts";

/**
 * Core Web Vitals from sampled real visits (POST /api/telemetry), one row per metric: what was
 * measured on which route pattern and kind of device. Deliberately no user, no address, no URL, no
 * user agent. Rows older than the retention are pruned.
 */
export const webVitals = pgTable(
  "web_vitals",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    name: text("name").$type<WebVitalName>().notNull(),
    /** Milliseconds for LCP and INP; a unitless score for CLS. */
    value: doublePrecision("value").notNull(),
    route: text("route").notNull(),
    device: text("device").$type<DeviceClass>().notNull(),
    navigation: text("navigation").$type<NavigationType>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The admin's query reads a window of days and groups by route, device and metric.
    index("web_vitals_created_at_idx").on(table.createdAt),
    check("web_vitals_value_check", sql`${table.value} >= 0`),
  ],
);
