import { Hono } from "hono";
import { webVitalsBeaconSchema, webVitalsQuerySchema } from "../../../domain/telemetry.ts";
import type { AppDeps } from "../../deps.ts";
import type { AppEnv } from "../../http/env.ts";
import { allow } from "../../http/policy.ts";
import { addressLimitOptions, limitByAddress } from "../../http/rate-limit.ts";
import { validate, validateBeaconJson } from "../../http/validate.ts";
import { recordWebVitals } from "./operations/record.ts";
import { webVitalsSummary } from "./operations/summary.ts";

/** A sampled visitor sends one beacon per page load; an office behind one address sends many, a script more. */
export const TELEMETRY_LIMIT = { name: "telemetry:address", max: 120, windowSeconds: 10 * 60 };

/** /api/telemetry: Core Web Vitals beacons from real visits (the telemetry_canary flag). */
export function telemetryRoutes({ db, config }: AppDeps) {
  const limit = limitByAddress(db, TELEMETRY_LIMIT, addressLimitOptions(config));
  // Counted before validation: a flood of bad beacons is still a flood.
  return new Hono<AppEnv>().post("/", allow.public, limit, validateBeaconJson(webVitalsBeaconSchema), async (c) => {
    await recordWebVitals({ db }, c.req.valid("json"));
    return c.body(null, 204);
  });
}

/** /api/admin/web-vitals: the 75th percentiles per route and device. Mounted by the admin router. */
export function webVitalsAdminRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>().get("/", allow.admin, validate("query", webVitalsQuerySchema), async (c) => c.json(await webVitalsSummary({ db }, c.req.valid("query").days)));
}
