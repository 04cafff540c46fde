import { describe, expect, it } from "vitest";
import { createTestApp } from "../../test/harness.ts";

describe("GET /api/health when the database is gone", () => {
  it("answers 503 instead of ok", async () => {
    const t = await createTestApp();
    await t.database.close();
    const response = await t.request("GET", "/api/health");
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: "unavailable" });
  });
});
