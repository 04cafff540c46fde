import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "https://serviceberry.example" });
});
afterAll(() => t.close());

const message = { name: "Ada", email: "ada@example.com", topic: "general", message: "Hello from the test suite." };

describe("state-changing requests", () => {
  it("are accepted from the public origin and from the origin they were sent to", async () => {
    expect((await t.request("POST", "/api/contact", message, { origin: "https://serviceberry.example" })).status).toBe(201);
    expect((await t.request("POST", "http://127.0.0.1:4000/api/contact", message, { origin: "http://127.0.0.1:4000", host: "127.0.0.1:4000" })).status).toBe(201);
  });

  it("are refused from another site, by Origin or by Sec-Fetch-Site", async () => {
    const foreign = await t.request("POST", "/api/contact", message, { origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    expect((await foreign.json()).error.code).toBe("cross_site_request");
    const crossSite = await t.request("POST", "/api/contact", message, { origin: "", "sec-fetch-site": "cross-site" });
    expect(crossSite.status).toBe(403);
  });

  it("reads are never blocked", async () => {
    expect((await t.request("GET", "/api/health", undefined, { origin: "https://evil.example" })).status).toBe(200);
  });
});
