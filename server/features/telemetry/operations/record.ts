import { lt } from "drizzle-orm";
import type { WebVitalsBeacon } from "../../../../domain/telemetry.ts";
import { WEB_VITALS_RETENTION_DAYS } from "../../../../domain/web-vitals.ts";
import type { Database } from "../../../db/client.ts";
import { webVitals } from "../../../db/schema/index.ts";

/** How often an insert also prunes: rare enough to cost nothing, often enough that old rows go. */
const PRUNE_CHANCE = 0.01;
const DAY_MS = 86_400_000;

/** Stores a beacon's metrics (what it says, nothing about who sent it); now and then forgets rows past the retention. */
export async function recordWebVitals(deps: { db: Database }, beacon: WebVitalsBeacon, now = new Date(), random = Math.random()): Promise<void> {
  const { route, device, navigation } = beacon;
  await deps.db.insert(webVitals).values(beacon.metrics.map(({ name, value }) => ({ name, value, route, device, navigation, createdAt: now })));
  if (random < PRUNE_CHANCE) await pruneWebVitals(deps, now);
}

export async function pruneWebVitals({ db }: { db: Database }, now = new Date()): Promise<void> {
  await db.delete(webVitals).where(lt(webVitals.createdAt, new Date(now.getTime() - WEB_VITALS_RETENTION_DAYS * DAY_MS)));
}
