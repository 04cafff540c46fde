import { onCLS, onINP, onLCP, type Metric } from "web-vitals";
import type { WebVitalsBeacon } from "@domain/telemetry";
import { deviceClassFor, WEB_VITAL_MAX, type DeviceClass, type NavigationType, type WebVitalName } from "@domain/web-vitals";

export const TELEMETRY_URL = "/api/telemetry";

/** Phone, tablet or desktop from the viewport and the pointer: no user agent leaves the browser. */
export function currentDeviceClass(): DeviceClass {
  return deviceClassFor(window.innerWidth, window.matchMedia("(pointer: coarse)").matches);
}

/**
 * A string goes as text/plain, which a beacon may carry to the same site without a preflight; the
 * server reads it as JSON. Without sendBeacon (or when its queue is full), a keepalive fetch.
 */
export function sendBeacon(body: string): void {
  if (typeof navigator.sendBeacon === "function" && navigator.sendBeacon(TELEMETRY_URL, body)) return;
  void fetch(TELEMETRY_URL, { method: "POST", body, keepalive: true, headers: { "content-type": "application/json" } }).catch(() => {});
}

/**
 * Reports this page load's LCP, INP and CLS (telemetry_canary), each once, as the `route` pattern on
 * this device class: web-vitals hands over final values when the page is hidden (its listener runs
 * first, in the capture phase), and ours then sends what it has in one beacon. A metric web-vitals
 * had not finalized yet (no interaction, no INP) can still go out at a later hide. The route is the
 * landing page's: the page load the figures belong to.
 */
export function startWebVitals(route: string, send: (body: string) => void = sendBeacon): void {
  const device = currentDeviceClass();
  const pending = new Map<WebVitalName, Metric>();
  const sent = new Set<WebVitalName>();

  const record = (metric: Metric) => {
    const name = metric.name as WebVitalName;
    // A broken measurement (past the server's bounds) is dropped, so it can't cost the others their beacon.
    if (sent.has(name) || !(metric.value >= 0 && metric.value <= WEB_VITAL_MAX[name])) return;
    pending.set(name, metric);
  };

  const flush = () => {
    // After a back/forward cache restore the metrics say so: one beacon per navigation type
    // (Map.groupBy would do, but older Safari lacks it.)
    const byNavigation = new Map<NavigationType, Metric[]>();
    for (const metric of pending.values()) {
      const navigation = metric.navigationType as NavigationType;
      byNavigation.set(navigation, [...(byNavigation.get(navigation) ?? []), metric]);
    }
    for (const [navigation, metrics] of byNavigation) {
      const beacon: WebVitalsBeacon = {
        route,
        device,
        navigation,
        metrics: metrics.map(({ name, value, rating }) => ({ name: name as WebVitalName, value, rating })),
      };
      send(JSON.stringify(beacon));
    }
    for (const name of pending.keys()) sent.add(name);
    pending.clear();
  };

  onLCP(record);
  onINP(record);
  onCLS(record);
  // On the document, so it runs after web-vitals' capture listener on the window has reported.
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") flush();
  });
  // Browsers that skip visibilitychange on unload still fire pagehide.
  window.addEventListener("pagehide", flush);
}
