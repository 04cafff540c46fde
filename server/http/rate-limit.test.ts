import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness.ts";
import { formatRetryAfter, hitRateLimit } from "./rate-limit.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("hitRateLimit", () => {
  const rule = { name: "test:window", max: 3, windowSeconds: 60 };

  it("allows up to max hits per window, then refuses with the time left", async () => {
    const now = new Date("2026-11-21T10:00:10Z");
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await hitRateLimit(t.database.db, rule, "1.2.3.4", now));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3]!.retryAfterSeconds).toBe(50);
  });

  it("counts each subject separately", async () => {
    const now = new Date("2026-11-21T10:00:20Z");
    expect((await hitRateLimit(t.database.db, rule, "5.6.7.8", now)).allowed).toBe(true);
  });

  it("slides: a burst across a window's edge is refused, and the last window fades out", async () => {
    const hit = (at: string) => hitRateLimit(t.database.db, rule, "9.9.9.9", new Date(at));
    for (let i = 0; i < 3; i++) expect((await hit("2026-11-21T12:00:50Z")).allowed).toBe(true);
    // 10 s into the next window, 50/60 of the last one still counts: 1 + ceil(3 * 50/60) = 4.
    expect(await hit("2026-11-21T12:01:10Z")).toMatchObject({ allowed: false, count: 4 });
    // 55 s in, 5/60 of it: 2 + ceil(3 * 5/60) = 3.
    expect(await hit("2026-11-21T12:01:55Z")).toMatchObject({ allowed: true, count: 3 });
    // Two windows later the first one no longer counts.
    expect(await hit("2026-11-21T12:03:30Z")).toMatchObject({ allowed: true, count: 1 });
  });

  it("counts concurrent hits exactly", async () => {
    const now = new Date("2026-11-21T11:00:00Z");
    const counts = await Promise.all(
      Array.from({ length: 20 }, () => hitRateLimit(t.database.db, { ...rule, max: 100 }, "burst", now).then((r) => r.count)),
    );
    expect(counts.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });
});

describe("formatRetryAfter", () => {
  it("says when to retry in words", () => {
    expect(formatRetryAfter(30)).toBe("30 seconds");
    expect(formatRetryAfter(600)).toBe("10 minutes");
    expect(formatRetryAfter(7200)).toBe("2 hours");
  });
});
