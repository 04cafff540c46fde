import type { Server } from "node:http";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { describe, expect, it, vi } from "vitest";
import { closeGracefully } from "./shutdown.ts";

describe("closeGracefully", () => {
  it("finishes the request in flight, refuses new ones, then closes the database", async () => {
    let releaseSlowRequest!: () => void;
    let markArrived!: () => void;
    const slowRequestArrived = new Promise<void>((resolve) => (markArrived = resolve));
    const app = new Hono().get("/slow", async (c) => {
      markArrived();
      await new Promise<void>((release) => (releaseSlowRequest = release));
      return c.text("done");
    });
    const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }) as Server;
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as { port: number };

    const inFlight = fetch(`http://127.0.0.1:${port}/slow`);
    await slowRequestArrived;
    const events: string[] = [];
    const closed = closeGracefully(server, async () => {
      events.push("database closed");
    });
    await vi.waitFor(() => expect(server.listening).toBe(false));
    await expect(fetch(`http://127.0.0.1:${port}/slow`)).rejects.toThrow();
    expect(events).toEqual([]);

    releaseSlowRequest();
    const response = await inFlight;
    expect(await response.text()).toBe("done");
    await closed;
    expect(events).toEqual(["database closed"]);
  });
});
