import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApi } from "../app.ts";
import type { AppDeps } from "../deps.ts";
import { createTestApp, type TestApp } from "../test/harness.ts";
import { policyOf, type Policy } from "./policy.ts";

/**
 * Every /api route must declare its policy (a policy middleware first in its handler list), and
 * each route is called as every kind of principal to check the server enforces it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface ApiRoute {
  method: string;
  path: string;
  policy: Policy | undefined;
}

function listApiRoutes(): ApiRoute[] {
  // Routers only read their dependencies when called, so an empty object is enough to list them.
  const api = buildApi({} as AppDeps);
  const routes = new Map<string, ApiRoute>();
  for (const route of api.routes) {
    const key = `${route.method} ${route.path}`;
    const existing = routes.get(key);
    // The first handler registered for a method and path must be its policy.
    if (!existing) routes.set(key, { method: route.method, path: `/api${route.path}`, policy: policyOf(route.handler) });
  }
  return [...routes.values()];
}

/** The principals this product has so far; accounts and roles extend this list. */
const PRINCIPALS = [{ name: "anonymous", headers: {} as Record<string, string> }];

function allowed(policy: Policy, principal: string): boolean {
  switch (policy.kind) {
    case "public":
      return principal.length > 0;
  }
}

describe("authorization", () => {
  const routes = listApiRoutes();

  it("finds the API routes", () => {
    expect(routes.length).toBeGreaterThanOrEqual(3);
  });

  it.each(routes.map((r) => [`${r.method} ${r.path}`, r] as const))("%s declares a policy", (_name, route) => {
    expect(route.policy, `${route.method} ${route.path} has no policy middleware first`).toBeDefined();
  });

  for (const route of routes) {
    for (const principal of PRINCIPALS) {
      it(`${route.method} ${route.path} as ${principal.name}`, async () => {
        const url = route.path.replace(/:(\w+)/g, "00000000-0000-4000-8000-000000000000");
        const body = route.method === "GET" ? undefined : {};
        const response = await t.request(route.method, url, body, principal.headers);
        const expectedAllowed = allowed(route.policy!, principal.name);
        if (expectedAllowed) expect([401, 403]).not.toContain(response.status);
        else expect([401, 403]).toContain(response.status);
        expect(response.status).toBeLessThan(500);
      });
    }
  }
});
