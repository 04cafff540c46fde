import type { Server } from "node:http";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, STRONG_PASSWORD, type TestApp } from "../test/harness.ts";
import { bodyLimitByLength } from "./body-limit.ts";

describe("bodyLimitByLength", () => {
  const app = new Hono()
    .use(bodyLimitByLength({ maxSize: 10, onError: (c) => c.text("too large", 413) }))
    .post("/", async (c) => c.text(`read ${(await c.req.text()).length}`));
  const post = (body: BodyInit, headers: Record<string, string> = {}) => app.request("/", { method: "POST", body, headers, duplex: "half" } as RequestInit);
  const chunks = (...parts: string[]) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of parts) controller.enqueue(new TextEncoder().encode(part));
        controller.close();
      },
    });

  it("judges a body by its Content-Length, and lets one within the limit through", async () => {
    expect(await (await post("hello", { "content-length": "5" })).text()).toBe("read 5");
    const over = await post("hello world", { "content-length": "11" });
    expect(over.status).toBe(413);
  });

  it("counts a body without a Content-Length, or sent in chunks, as it streams", async () => {
    expect((await post(chunks("hello ", "world, ", "again"))).status).toBe(413);
    expect((await post(chunks("hello ", "world"), { "content-length": "5", "transfer-encoding": "chunked" })).status).toBe(413);
    expect(await (await post(chunks("hi", "!"))).text()).toBe("read 3");
  });
});

describe("JSON bodies over a real socket (read once, straight from it)", () => {
  let t: TestApp;
  let server: Server;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp();
    server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" }) as Server;
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  });
  const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
    fetch(base + path, { method: "POST", body, headers: { origin: t.config.publicUrl, "content-type": "application/json", ...headers }, duplex: "half" } as RequestInit);
  const question = { city: "columbus", weddingDate: "2027-06-12", guestCount: 120, budget: 40000, styles: ["rustic"], categories: ["florists", "bakers"] };

  it("validates and answers a route that reads the body through Hono", async () => {
    const response = await post("/api/vendors/match", JSON.stringify(question));
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { categories: { category: string }[] };
    expect(answer.categories.map((c) => c.category)).toEqual(["florists", "bakers"]);
    const invalid = await post("/api/vendors/match", JSON.stringify({ ...question, guestCount: -1 }));
    expect(invalid.status).toBe(400);
  });

  it("refuses a body that is not JSON, carries control characters, or is too large", async () => {
    const broken = await post("/api/vendors/match", "{not json");
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as { error: { code: string } }).error.code).toBe("invalid_json");
    const control = await post("/api/vendors/match", JSON.stringify({ ...question, city: "colum\u0000bus" }));
    expect(control.status).toBe(400);
    expect(((await control.json()) as { error: { code: string } }).error.code).toBe("control_characters");
    const large = JSON.stringify({ ...question, note: "x".repeat(t.config.BODY_LIMIT_BYTES) });
    const tooLarge = await post("/api/vendors/match", large);
    expect(tooLarge.status).toBe(413);
    expect(((await tooLarge.json()) as { error: { code: string } }).error.code).toBe("payload_too_large");
    const chunked = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(large.slice(0, 100)));
        controller.enqueue(new TextEncoder().encode(large.slice(100)));
        controller.close();
      },
    });
    const tooLargeInChunks = await post("/api/vendors/match", chunked);
    expect(tooLargeInChunks.status).toBe(413);
  });

  it("leaves better-auth's raw request readable: signing up and in over the socket", async () => {
    const email = `socket-${Date.now()}@example.com`;
    const signUp = await post("/api/auth/sign-up/email", JSON.stringify({ email, password: STRONG_PASSWORD, name: "Socket", userType: "couple" }));
    expect(signUp.status).toBe(200);
    const signIn = await post("/api/auth/sign-in/email", JSON.stringify({ email, password: STRONG_PASSWORD }));
    expect(signIn.status).toBe(200);
    const broken = await post("/api/auth/sign-in/email", "{not json");
    expect(((await broken.json()) as { error: { code: string } }).error.code).toBe("invalid_json");
  });
});
