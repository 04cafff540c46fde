import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApi } from "../app.ts";
import type { AppDeps } from "../deps.ts";
import { sampleListing } from "../test/venue-listings.ts";
import { createTestApp, type TestApp } from "../test/harness.ts";

/**
 * Every write route, as an admin (whom every policy but the owner checks admits), with malformed
 * bodies: nothing may answer 5xx, and what is malformed at the transport level (not JSON, control
 * characters, absurd nesting, a body past the limit, the wrong content type) is a 4xx everywhere.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADDRESS_RATE_LIMIT_SCALE: "1000" });
});
afterAll(() => t.close());

/** better-auth's write endpoints the product uses, behind the /auth/* wildcard. */
const AUTH_WRITES = [
  "sign-up/email",
  "sign-in/email",
  "request-password-reset",
  "reset-password",
  "send-verification-email",
  "change-password",
  "change-email",
  "update-user",
  "revoke-session",
  "revoke-other-sessions",
  "sign-out",
];

function writeRoutes(): { method: string; path: string }[] {
  const routes = new Map<string, { method: string; path: string }>();
  for (const route of buildApi({} as AppDeps).routes) {
    if (!["POST", "PUT", "PATCH", "DELETE"].includes(route.method)) continue;
    if (route.path === "/auth/*") continue;
    // Path parameters get a well-formed id that names nothing, and a date where the route takes one.
    const path = `/api${route.path}`.replace(/:date\b/g, "2031-02-30").replace(/:[A-Za-z]+/g, () => randomUUID());
    routes.set(`${route.method} ${route.path}`, { method: route.method, path });
  }
  for (const endpoint of AUTH_WRITES) routes.set(`POST /auth/${endpoint}`, { method: "POST", path: `/api/auth/${endpoint}` });
  return [...routes.values()];
}

/** Field names the product's schemas use, given values of the wrong type. */
const FIELDS = ["name", "email", "password", "newPassword", "currentPassword", "token", "topic", "message", "note", "proof", "reason", "website", "phone", "city", "date", "startsAt", "slotId", "venueId", "guestCount", "weddingDate", "kind", "weekdays", "times", "weeks", "handled", "confirm", "userType", "newEmail", "answers", "order", "alt", "images"];
const wrongTypes = [{}, [], 1e20, -1, true, null, "x".repeat(5000)];
const nested = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;

const WELL_FORMED_BUT_WRONG: { label: string; body: string }[] = [
  { label: "an empty object", body: "{}" },
  { label: "an array", body: "[]" },
  { label: "a string", body: '"hello"' },
  { label: "a number", body: "42" },
  { label: "null", body: "null" },
  ...wrongTypes.map((value, i) => ({ label: `every field as wrong type #${i}`, body: JSON.stringify(Object.fromEntries(FIELDS.map((f) => [f, value]))) })),
  { label: "prototype keys", body: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}' },
];

const MALFORMED: { label: string; body: string; contentType?: string }[] = [
  { label: "invalid JSON", body: "{not json" },
  { label: "truncated JSON", body: '{"name": "Ma' },
  { label: "a NUL in every field", body: JSON.stringify(Object.fromEntries(FIELDS.map((f) => [f, "a\u0000b"]))) },
  { label: "an escape character in a key", body: '{"na\\u001bme": "x"}' },
  { label: "nesting 5,000 deep", body: nested(5000) },
  { label: "a body past the limit", body: JSON.stringify({ name: "x".repeat(1_100_000) }) },
];

const WRONG_CONTENT_TYPE = [
  { label: "text/plain", contentType: "text/plain", body: "name=x" },
  { label: "form-urlencoded", contentType: "application/x-www-form-urlencoded", body: "name=x&email=y" },
  { label: "xml", contentType: "application/xml", body: "<name>x</name>" },
];

/** Valid bodies of routes whose text reaches the database: a control character in any one field is a 400 naming it. */
const VALID_BODIES: Record<string, unknown> = {
  "POST /api/contact": { name: "Maya", email: "maya@example.com", topic: "support", message: "Hello there, a question." },
  "PUT /api/account/couple-profile": { partner1Name: "Maya", partner2Name: "Theo", notes: "Garden ceremony", colorPalette: "sage" },
  "PUT /api/account/business-profile": { businessName: "Bloom", contactName: "Ana", description: "Flowers", category: "florist" },
  "POST /api/owner/venues": sampleListing(),
  "POST /api/auth/sign-up/email": { email: "fuzz-valid@example.com", password: "lantern orchard velvet 42", name: "Fuzz" },
  "POST /api/auth/update-user": { name: "Fuzz Name" },
  "POST /api/vendor-dashboard/vendors": {
    businessName: "Juniper & Vine",
    category: "florists",
    city: "nashville",
    citiesServed: ["nashville"],
    summary: "Garden-style wedding flowers near Nashville.",
    description: "Loose, seasonal arrangements with flowers from Middle Tennessee farms: bouquets, arbors and tablescapes for every season.",
    startingPrice: 1800,
    styles: ["garden"],
    yearsInBusiness: 9,
    responseTimeHours: 12,
    website: "https://juniperandvine.example",
    phone: "(615) 555-0188",
  },
  "POST /api/vendor-claims": { vendorId: "00000000-0000-4000-8000-000000000000", role: "owner", phone: "(513) 555-0119", proof: "I founded the business and can prove it." },
  "POST /api/vendors/00000000-0000-4000-8000-000000000000/reviews": { rating: 5, body: "Wonderful to work with from start to finish." },
  "POST /api/vendors/match": { city: "columbus", guestCount: 100, budget: 30000, styles: ["rustic"], categories: ["florists"], weddingDate: "2027-06-12" },
  "POST /api/guest-import/preview": { text: "Name,Email\nAna Lee,ana@example.com\n", mapping: ["fullName", "email"], duplicates: "skip" },
  "POST /api/guest-import": { text: "Name,Email\nAna Lee,ana@example.com\n", mapping: ["fullName", "email"], duplicates: "skip" },
  "POST /api/guests": { firstName: "Ana", lastName: "Alvarez", email: "ana@example.com", tags: ["Family"], notes: "Aisle seat", household: { name: "The Alvarez family", city: "Columbus" } },
  "POST /api/guests/events": { name: "Reception", location: "The Glasshouse", mealOptions: ["Chicken", "Salmon"] },
  "POST /api/functions/chat-with-june": { messages: [{ role: "user", content: "Hello June" }] },
  "POST /api/june/actions": { action: { type: "save-venue", venueId: "00000000-0000-4000-8000-000000000000", venueName: "Hall" }, decision: "cancel" },
  "POST /api/functions/grace-support-chat": { message: "I forgot my password", conversationHistory: [{ role: "user", content: "Hello there" }], isVoice: false },
  "POST /api/telemetry": { route: "/venues/:id", device: "phone", navigation: "navigate", metrics: [{ name: "LCP", value: 1800, rating: "good" }] },
};

function stringPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === "string") return [path];
  if (Array.isArray(value)) return value.flatMap((item, i) => stringPaths(item, [...path, i]));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...path, key]));
  return [];
}

function withNulAt(value: unknown, path: (string | number)[]): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  parent[last] = `${String(parent[last])}\u0000`;
  return copy;
}

describe("a control character in any one field of a valid body", () => {
  it.each(Object.entries(VALID_BODIES))("%s is a 400 naming that field", async (route, body) => {
    const [method, path] = route.split(" ") as [string, string];
    const headers = await t.signIn(route.includes("business") || route.includes("vendor-") ? "vendor" : route.includes("owner") ? "venue_owner" : "couple");
    for (const fieldPath of stringPaths(body)) {
      const response = await t.request(method, path, withNulAt(body, fieldPath), headers);
      expect(response.status, `${fieldPath.join(".")}: ${await response.clone().text()}`).toBe(400);
      const { error } = (await response.json()) as { error: { fields?: Record<string, string[]> } };
      expect(Object.keys(error.fields ?? {})).toEqual([fieldPath.join(".")]);
    }
  });
});

describe("fuzz of every write route with malformed bodies", () => {
  const routes = writeRoutes();

  it("finds the write routes", () => {
    expect(routes.length).toBeGreaterThanOrEqual(30);
  });

  it.each(routes.map((r) => [`${r.method} ${r.path.replace(/[0-9a-f-]{36}/g, ":id")}`, r] as const))("%s", async (_name, route) => {
    const headers = await t.signIn("admin");
    const send = (body: string, contentType = "application/json") =>
      t.app.request(route.path, { method: route.method, headers: { ...headers, origin: t.config.publicUrl, "content-type": contentType }, body });

    for (const { label, body } of MALFORMED) {
      const response = await send(body);
      expect(response.status, `${label}: ${await response.clone().text()}`).toBeGreaterThanOrEqual(400);
      expect(response.status, `${label}: ${await response.text()}`).toBeLessThan(500);
    }
    for (const { label, body } of WELL_FORMED_BUT_WRONG) {
      const response = await send(body);
      expect(response.status, `${label}: ${await response.text()}`).toBeLessThan(500);
    }
    for (const { label, body, contentType } of WRONG_CONTENT_TYPE) {
      const response = await send(body, contentType);
      expect(response.status, `${label}: ${await response.text()}`).toBeLessThan(500);
    }
  });
});
