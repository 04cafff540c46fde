// @vitest-environment happy-dom
import type { Metric } from "web-vitals";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { WEB_VITAL_THRESHOLDS } from "@domain/web-vitals";
import { webVitalsBeaconSchema } from "@domain/telemetry";

// web-vitals' callbacks, captured so each test can report metrics as the library would.
const reporters = vi.hoisted(() => ({}) as Partial<Record<"LCP" | "INP" | "CLS", (metric: Metric) => void>>);
vi.mock("web-vitals", () => ({
  onLCP: (report: (metric: Metric) => void) => (reporters.LCP = report),
  onINP: (report: (metric: Metric) => void) => (reporters.INP = report),
  onCLS: (report: (metric: Metric) => void) => (reporters.CLS = report),
}));

const { sendBeacon, startWebVitals, TELEMETRY_URL } = await import("./web-vitals");

function metric(name: "LCP" | "INP" | "CLS", value: number, rating: Metric["rating"], navigationType: Metric["navigationType"] = "navigate"): Metric {
  return { name, value, rating, navigationType, delta: value, id: `v6-${name}`, navigationId: "1", entries: [] } as unknown as Metric;
}

function setViewport(width: number, coarse: boolean) {
  Object.defineProperty(window, "innerWidth", { value: width, configurable: true });
  window.matchMedia = ((query: string) => ({ matches: query === "(pointer: coarse)" && coarse, media: query })) as unknown as typeof window.matchMedia;
}

function hidePage() {
  Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
  document.dispatchEvent(new Event("visibilitychange"));
}

function showPage() {
  Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true });
  document.dispatchEvent(new Event("visibilitychange"));
}

let sent: unknown[];
const send = (body: string) => void sent.push(JSON.parse(body));

beforeEach(() => {
  sent = [];
  showPage();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("startWebVitals", () => {
  it("sends LCP, INP and CLS once, in one beacon, when the page is hidden, with the pattern and device class", () => {
    setViewport(390, true);
    startWebVitals("/venues/:id", send);
    reporters.LCP!(metric("LCP", 2140.5, "good"));
    reporters.INP!(metric("INP", 240, "needs-improvement"));
    reporters.CLS!(metric("CLS", 0.31, "poor"));
    expect(sent).toEqual([]); // nothing until the page is hidden

    hidePage();
    expect(sent).toEqual([
      {
        route: "/venues/:id",
        device: "phone",
        navigation: "navigate",
        metrics: [
          { name: "LCP", value: 2140.5, rating: "good" },
          { name: "INP", value: 240, rating: "needs-improvement" },
          { name: "CLS", value: 0.31, rating: "poor" },
        ],
      },
    ]);
    // What goes out is exactly what the server accepts, and nothing more (no URL, no user agent).
    expect(webVitalsBeaconSchema.parse(sent[0])).toEqual(sent[0]);

    // Later values of a metric already sent stay home; a hide with nothing new sends nothing.
    showPage();
    reporters.CLS!(metric("CLS", 0.5, "poor"));
    hidePage();
    window.dispatchEvent(new Event("pagehide"));
    expect(sent).toHaveLength(1);
  });

  it("sends a metric that arrives after the first hide at the next one, and on pagehide", () => {
    setViewport(1440, false);
    startWebVitals("/", send);
    reporters.LCP!(metric("LCP", 900, "good"));
    hidePage();
    showPage();
    reporters.INP!(metric("INP", 80, "good"));
    window.dispatchEvent(new Event("pagehide"));
    expect(sent).toEqual([
      { route: "/", device: "desktop", navigation: "navigate", metrics: [{ name: "LCP", value: 900, rating: "good" }] },
      { route: "/", device: "desktop", navigation: "navigate", metrics: [{ name: "INP", value: 80, rating: "good" }] },
    ]);
  });

  it("classes a touch screen of tablet width as a tablet, and sends one beacon per navigation type", () => {
    setViewport(820, true);
    startWebVitals("/faq", send);
    reporters.LCP!(metric("LCP", 1200, "good", "reload"));
    reporters.CLS!(metric("CLS", 0, "good", "back-forward-cache"));
    hidePage();
    expect(sent).toEqual([
      { route: "/faq", device: "tablet", navigation: "reload", metrics: [{ name: "LCP", value: 1200, rating: "good" }] },
      { route: "/faq", device: "tablet", navigation: "back-forward-cache", metrics: [{ name: "CLS", value: 0, rating: "good" }] },
    ]);
  });

  it("drops a broken measurement the server would refuse, keeping the rest of the beacon", () => {
    setViewport(1440, false);
    startWebVitals("/", send);
    reporters.LCP!(metric("LCP", 75_000, "poor"));
    reporters.CLS!(metric("CLS", 0.02, "good"));
    hidePage();
    expect(sent).toEqual([{ route: "/", device: "desktop", navigation: "navigate", metrics: [{ name: "CLS", value: 0.02, rating: "good" }] }]);
  });
});

describe("sendBeacon", () => {
  it("uses navigator.sendBeacon with the text as it is (text/plain)", () => {
    const beacon = vi.fn(() => true);
    const fetch = vi.fn();
    vi.stubGlobal("navigator", { sendBeacon: beacon });
    vi.stubGlobal("fetch", fetch);
    sendBeacon('{"route":"/"}');
    expect(beacon).toHaveBeenCalledWith(TELEMETRY_URL, '{"route":"/"}');
    expect(fetch).not.toHaveBeenCalled();
  });

  it("falls back to a keepalive fetch when the beacon is refused", () => {
    const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal("navigator", { sendBeacon: () => false });
    vi.stubGlobal("fetch", fetch);
    sendBeacon('{"route":"/"}');
    expect(fetch).toHaveBeenCalledWith(TELEMETRY_URL, { method: "POST", body: '{"route":"/"}', keepalive: true, headers: { "content-type": "application/json" } });
  });
});

describe("the thresholds", () => {
  it("are web-vitals' own", async () => {
    const actual = await vi.importActual<typeof import("web-vitals")>("web-vitals");
    expect(WEB_VITAL_THRESHOLDS).toEqual({ LCP: actual.LCPThresholds, INP: actual.INPThresholds, CLS: actual.CLSThresholds });
  });
});
