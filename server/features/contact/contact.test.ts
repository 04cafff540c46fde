import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const valid = {
  name: "  Avery Lindqvist ",
  email: "Avery.L@Example.com",
  topic: "venues",
  message: "Which barn venues near Columbus allow outside catering?",
};

describe("POST /api/contact", () => {
  it("stores a valid message, trimmed and with the email lowercased, and answers 201 with its id", async () => {
    const response = await t.request("POST", "/api/contact", valid);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({ name: "Avery Lindqvist", email: "avery.l@example.com", topic: "venues", handledAt: null });
  });

  it("refuses an empty body with an error for every field", async () => {
    const response = await t.request("POST", "/api/contact", {});
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; message: string; fields: Record<string, string[]> } };
    expect(body.error.code).toBe("invalid_input");
    expect(Object.keys(body.error.fields).sort()).toEqual(["email", "message", "name", "topic"]);
    expect(body.error.fields.name).toEqual(["Please enter your name"]);
  });

  it.each([
    ["a too-short message", { message: "Hi there" }, "message", "Please write at least 10 characters"],
    ["a message over 5,000 characters", { message: "x".repeat(5001) }, "message", "Message must be at most 5,000 characters"],
    ["a blank name", { name: "   " }, "name", "Please enter your name"],
    ["a malformed email", { email: "avery@" }, "email", "Please enter a valid email address"],
    ["an unknown topic", { topic: "lottery" }, "topic", "Please choose a topic"],
  ])("refuses %s and says which field to fix", async (_case, change, field, message) => {
    const response = await t.request("POST", "/api/contact", { ...valid, ...change });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { fields: Record<string, string[]> } };
    expect(body.error.fields[field]).toEqual([message]);
  });

  it("answers 400, not 500, to a body that is not JSON", async () => {
    const response = await t.request("POST", "/api/contact", "{not json", { "content-type": "application/json" });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });

  it("stores markup as plain text", async () => {
    const response = await t.request("POST", "/api/contact", { ...valid, message: "<script>alert(1)</script> hello there" });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row?.message).toBe("<script>alert(1)</script> hello there");
  });
});
