import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ BODY_LIMIT_BYTES: "2048" });
});
afterAll(() => t.close());

describe("GET /api/health", () => {
  it("answers ok once the database is ready", async () => {
    const response = await t.request("GET", "/api/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });
});

describe("security headers", () => {
  it("are on every response, API and error alike", async () => {
    for (const url of ["/api/health", "/api/does-not-exist"]) {
      const response = await t.request("GET", url);
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("x-frame-options")).toBe("DENY");
    }
  });
  it("API answers are never cached by shared caches unless a route says so", async () => {
    const response = await t.request("GET", "/api/health");
    expect(response.headers.get("cache-control")).toBe("no-store");
  });
});

describe("errors", () => {
  it("unknown API paths get a JSON 404 in the error shape", async () => {
    const response = await t.request("POST", "/api/nothing/here", {});
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toContain("application/json");
    const body = await response.json();
    expect(body.error.code).toBe("not_found");
    expect(body.error.message).toContain("/api/nothing/here");
  });
  it("a body that is not JSON is a 400 that says so", async () => {
    const response = await t.request("POST", "/api/contact", "{not json", { "content-type": "application/json" });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error.code).toBe("invalid_json");
    expect(body.error.message).toMatch(/JSON/i);
  });
  it("a body over the size limit is a 413 and nothing is stored", async () => {
    const message = "x".repeat(4000);
    const response = await t.request("POST", "/api/contact", { name: "A", email: "a@example.com", topic: "general", message });
    expect(response.status).toBe(413);
    expect((await response.json()).error.code).toBe("payload_too_large");
    const rows = await t.database.db.query.contactMessages.findMany();
    expect(rows).toHaveLength(0);
  });
});
