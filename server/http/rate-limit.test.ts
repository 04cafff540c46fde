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

  it("counts each subject separately and starts afresh in the next window", async () => {
    const now = new Date("2026-11-21T10:00:20Z");
    expect((await hitRateLimit(t.database.db, rule, "5.6.7.8", now)).allowed).toBe(true);
    const nextWindow = new Date("2026-11-21T10:01:05Z");
    expect((await hitRateLimit(t.database.db, rule, "1.2.3.4", nextWindow)).count).toBe(1);
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
