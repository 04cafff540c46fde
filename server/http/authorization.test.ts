import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApi } from "../app.ts";
import type { AppDeps } from "../deps.ts";
import type { UserType } from "../../domain/account.ts";
import { createTestApp, type PrincipalKind, type TestApp } from "../test/harness.ts";
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

const PRINCIPALS: PrincipalKind[] = ["anonymous", "couple", "vendor", "venue_owner", "contributor", "admin"];
const USER_TYPE: Record<PrincipalKind, UserType | null> = {
  anonymous: null,
  couple: "couple",
  vendor: "vendor",
  venue_owner: "venue_owner",
  contributor: "couple", // a helper's own account is a couple account with a contributor profile
  admin: "couple",
};

/** What each policy should let each principal do: the table the server must match. */
function allowed(policy: Policy, principal: PrincipalKind): boolean {
  if (policy.kind === "public") return true;
  if (policy.kind === "admin-in-production" && !policy.production) return true;
  if (principal === "anonymous") return false;
  switch (policy.kind) {
    case "signed-in":
    case "verified":
      return true;
    case "admin":
    case "admin-in-production":
      return principal === "admin";
    case "role":
      return principal === "admin" || policy.roles.includes(USER_TYPE[principal]!);
  }
}

const headersFor = new Map<PrincipalKind, Record<string, string>>();
beforeAll(async () => {
  headersFor.set("anonymous", {});
  for (const kind of PRINCIPALS.filter((k) => k !== "anonymous")) {
    headersFor.set(kind, await t.signIn(kind as Exclude<PrincipalKind, "anonymous">));
  }
});

describe("authorization", () => {
  const routes = listApiRoutes();

  it("finds the API routes", () => {
    expect(routes.length).toBeGreaterThanOrEqual(10);
  });

  it.each(routes.map((r) => [`${r.method} ${r.path}`, r] as const))("%s declares a policy", (_name, route) => {
    expect(route.policy, `${route.method} ${route.path} has no policy middleware first`).toBeDefined();
  });

  for (const route of routes) {
    for (const principal of PRINCIPALS) {
      it(`${route.method} ${route.path} as ${principal}`, async () => {
        const url = route.path.replace(/:(\w+)/g, "00000000-0000-4000-8000-000000000000");
        const body = route.method === "GET" ? undefined : {};
        const response = await t.request(route.method, url, body, headersFor.get(principal));
        if (allowed(route.policy!, principal)) expect([401, 403]).not.toContain(response.status);
        else expect(response.status).toBe(principal === "anonymous" ? 401 : 403);
        expect(response.status).toBeLessThan(500);
      });
    }
  }
});
