import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { WebVitalsBeacon } from "../../../domain/telemetry.ts";
import { webVitals } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { pruneWebVitals, recordWebVitals } from "./operations/record.ts";
import { TELEMETRY_LIMIT } from "./routes.ts";
import type { WebVitalsSummary } from "./operations/summary.ts";

let t: TestApp;
let addressCount = 0;
// Behind a trusted proxy the address is X-Forwarded-For: each test sends from an address of its own.
const freshAddress = () => ({ "x-forwarded-for": `203.0.113.${++addressCount}` });

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "true" });
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.database.db.delete(webVitals);
});

const beacon: WebVitalsBeacon = {
  route: "/venues/:id",
  device: "phone",
  navigation: "navigate",
  metrics: [
    { name: "LCP", value: 2140.5, rating: "good" },
    { name: "INP", value: 240, rating: "needs-improvement" },
    { name: "CLS", value: 0.31, rating: "poor" },
  ],
};

const send = (body: unknown, headers: Record<string, string> = freshAddress()) => t.request("POST", "/api/telemetry", body, headers);

async function errorOf(response: Response) {
  return ((await response.json()) as { error: { code: string; message: string; fields?: Record<string, string[]> } }).error;
}

describe("POST /api/telemetry", () => {
  it("stores a valid batch and answers 204 with no body", async () => {
    const response = await send(beacon);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");
    const rows = await t.database.db.select().from(webVitals).orderBy(webVitals.name);
    expect(rows.map(({ name, value, route, device, navigation }) => ({ name, value, route, device, navigation }))).toEqual([
      { name: "CLS", value: 0.31, route: "/venues/:id", device: "phone", navigation: "navigate" },
      { name: "INP", value: 240, route: "/venues/:id", device: "phone", navigation: "navigate" },
      { name: "LCP", value: 2140.5, route: "/venues/:id", device: "phone", navigation: "navigate" },
    ]);
  });

  it("takes the text/plain body navigator.sendBeacon sends, from the site itself", async () => {
    const response = await send(JSON.stringify(beacon), { ...freshAddress(), "content-type": "text/plain;charset=UTF-8", "sec-fetch-site": "same-origin" });
    expect(response.status).toBe(204);
    expect(await t.database.db.$count(webVitals)).toBe(3);
  });

  it("refuses a beacon from another site", async () => {
    const response = await send(beacon, { ...freshAddress(), origin: "https://elsewhere.example" });
    expect(response.status).toBe(403);
  });

  it("stores nothing that names the visitor: no user, no address, no URL, no user agent", async () => {
    const signedIn = await t.signIn("couple");
    expect((await send(beacon, { ...freshAddress(), ...signedIn, "user-agent": "Mozilla/5.0 (iPhone)", referer: "http://localhost:3000/venues/the-glass-barn?ref=mail" })).status).toBe(204);
    // Both drivers answer execute() with { rows }; the database type leaves it generic.
    const columns = (await t.database.db.execute(
      sql`select column_name from information_schema.columns where table_name = 'web_vitals' order by column_name`,
    )) as unknown as { rows: { column_name: string }[] };
    expect(columns.rows.map((c) => c.column_name)).toEqual(["created_at", "device", "id", "name", "navigation", "route", "value"]);
    const stored = JSON.stringify(await t.database.db.select().from(webVitals));
    expect(stored).not.toMatch(/203\.0\.113|glass-barn|iPhone|couple/);
  });

  it.each([
    ["an LCP past a minute", { metrics: [{ name: "LCP", value: 60_001, rating: "poor" }] }, "metrics.0.value", "LCP must be between 0 and 60,000 ms"],
    ["a negative INP", { metrics: [{ name: "INP", value: -1, rating: "good" }] }, "metrics.0.value", "INP must be between 0 and 60,000 ms"],
    ["a CLS past 100", { metrics: [{ name: "CLS", value: 101, rating: "poor" }] }, "metrics.0.value", "CLS must be between 0 and 100"],
    ["a rating the value does not earn", { metrics: [{ name: "LCP", value: 5000, rating: "good" }] }, "metrics.0.rating", "rating doesn't match the value"],
    ["an unknown metric", { metrics: [{ name: "FID", value: 10, rating: "good" }] }, "metrics.0.name", "name must be LCP, INP, CLS"],
    ["a concrete address for the route", { route: "/venues/the-glass-barn?ref=mail" }, "route", "route must be a route pattern like /venues/:id"],
    ["a full URL for the route", { route: "https://serviceberry.example/venues/:id" }, "route", "route must be a route pattern like /venues/:id"],
    ["a route pattern that is too long", { route: `/${"a".repeat(120)}` }, "route", "route must be at most 120 characters"],
    ["a user agent for the device", { device: "Mozilla/5.0" }, "device", "device must be phone, tablet or desktop"],
    ["an unknown navigation type", { navigation: "teleport" }, "navigation", "navigation must be a web-vitals navigation type"],
    ["an empty batch", { metrics: [] }, "metrics", "Send at least one metric"],
    ["a batch of eleven", { metrics: Array.from({ length: 11 }, () => ({ name: "CLS", value: 0, rating: "good" })) }, "metrics", "Send at most 10 metrics at once"],
    ["the same metric twice", { metrics: [{ name: "CLS", value: 0, rating: "good" }, { name: "CLS", value: 0.2, rating: "needs-improvement" }] }, "metrics", "Send each metric once"],
  ])("refuses %s with a 400 that says what is wrong", async (_case, change, field, message) => {
    const response = await send({ ...beacon, ...change });
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.fields?.[field]).toEqual([message]);
    expect(error.message).toBe(`${field}: ${message}`);
    expect(await t.database.db.$count(webVitals)).toBe(0);
  });

  it("refuses a body that is neither JSON nor text (415) and text that is not JSON (400)", async () => {
    expect((await send("route=/", { ...freshAddress(), "content-type": "application/x-www-form-urlencoded" })).status).toBe(415);
    const notJson = await send("{route:", { ...freshAddress(), "content-type": "text/plain" });
    expect(notJson.status).toBe(400);
    expect((await errorOf(notJson)).message).toBe("The request body isn't valid JSON.");
    const nul = await send(JSON.stringify({ ...beacon, route: "/\u0000" }), { ...freshAddress(), "content-type": "text/plain" });
    expect(nul.status).toBe(400);
    expect((await errorOf(nul)).fields).toEqual({ route: [expect.stringContaining("control characters")] });
  });

  it("answers 429 with a Retry-After once an address passes the limit, and only that address", async () => {
    const address = freshAddress();
    for (let i = 0; i < TELEMETRY_LIMIT.max; i++) expect((await send(beacon, address)).status).toBe(204);
    const refused = await send(beacon, address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await errorOf(refused)).message).toMatch(/^Too many requests\. Please try again in /);
    expect((await send(beacon)).status).toBe(204);
  });
});

describe("pruning", () => {
  it("forgets rows older than 30 days and keeps the rest", async () => {
    const now = new Date("2031-05-31T12:00:00Z");
    const day = 86_400_000;
    await recordWebVitals(t.database, { ...beacon, metrics: [{ name: "LCP", value: 1, rating: "good" }] }, new Date(now.getTime() - 31 * day), 0.5);
    await recordWebVitals(t.database, { ...beacon, metrics: [{ name: "LCP", value: 2, rating: "good" }] }, new Date(now.getTime() - 29 * day), 0.5);
    expect(await t.database.db.$count(webVitals)).toBe(2);
    await pruneWebVitals(t.database, now);
    expect((await t.database.db.select().from(webVitals)).map((r) => r.value)).toEqual([2]);
  });
});

describe("GET /api/admin/web-vitals", () => {
  async function summary(query = "") {
    const response = await t.request("GET", `/api/admin/web-vitals${query}`, undefined, await t.signIn("admin"));
    expect(response.status).toBe(200);
    return (await response.json()) as WebVitalsSummary;
  }

  it("answers the 75th percentiles per route and device, with their ratings, busiest first", async () => {
    const metric = (name: "LCP" | "INP" | "CLS", value: number) => ({ name, value, rating: "good" as const });
    // LCP on phones: 1000, 2000, 3000, 4000, 5000 ms -> p75 = 4000 (needs improvement: not past 4000).
    for (const value of [1000, 2000, 3000, 4000, 5000]) {
      const rating = value > 4000 ? "poor" : value > 2500 ? "needs-improvement" : "good";
      await recordWebVitals(t.database, { ...beacon, metrics: [{ name: "LCP", value, rating }] });
    }
    // INP on phones: 100 and 300 -> p75 interpolates to 250.
    await recordWebVitals(t.database, { ...beacon, metrics: [metric("INP", 100)] });
    await recordWebVitals(t.database, { ...beacon, metrics: [{ name: "INP", value: 300, rating: "needs-improvement" }] });
    // The home page on desktops: CLS 0, 0.02, 0.04, 0.06 -> p75 = 0.045.
    for (const value of [0, 0.02, 0.04, 0.06]) await recordWebVitals(t.database, { route: "/", device: "desktop", navigation: "reload", metrics: [metric("CLS", value)] });
    // Outside the 1-day window: counted in 7 days only.
    await recordWebVitals(t.database, { route: "/faq", device: "tablet", navigation: "navigate", metrics: [metric("LCP", 900)] }, new Date(Date.now() - 3 * 86_400_000));

    const week = await summary();
    expect(week.days).toBe(7);
    expect(week.sampleRate).toBe(0.25);
    expect(week.rows).toEqual([
      {
        route: "/venues/:id",
        device: "phone",
        visits: 5,
        metrics: {
          LCP: { p75: 4000, rating: "needs-improvement", samples: 5 },
          INP: { p75: 250, rating: "needs-improvement", samples: 2 },
          CLS: null,
        },
      },
      { route: "/", device: "desktop", visits: 4, metrics: { LCP: null, INP: null, CLS: { p75: expect.closeTo(0.045, 10), rating: "good", samples: 4 } } },
      { route: "/faq", device: "tablet", visits: 1, metrics: { LCP: { p75: 900, rating: "good", samples: 1 }, INP: null, CLS: null } },
    ]);

    const day = await summary("?days=1");
    expect(day.days).toBe(1);
    expect(day.rows.map((r) => r.route)).toEqual(["/venues/:id", "/"]);
  });

  it("refuses a window other than 1, 7 or 30 days", async () => {
    const response = await t.request("GET", "/api/admin/web-vitals?days=365", undefined, await t.signIn("admin"));
    expect(response.status).toBe(400);
    expect((await errorOf(response)).fields).toEqual({ days: ["days must be 1, 7, 30"] });
  });

  it("is for admins only: 401 signed out, 403 for anyone else", async () => {
    expect((await t.request("GET", "/api/admin/web-vitals")).status).toBe(401);
    expect((await t.request("GET", "/api/admin/web-vitals", undefined, await t.signIn("couple"))).status).toBe(403);
    expect((await t.request("GET", "/api/admin/web-vitals", undefined, await t.signIn("venue_owner"))).status).toBe(403);
  });
});
