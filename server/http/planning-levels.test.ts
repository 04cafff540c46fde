import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCESS_LEVELS, PLANNING_AREAS, type AccessLevel, type ContributorPermissions } from "../../domain/contributors.ts";
import { contributorProfiles } from "../db/schema/index.ts";
import { createTestApp, type TestApp } from "../test/harness.ts";
import type { Policy } from "./policy.ts";
import { listApiRoutes } from "./routes-table.ts";

/**
 * The authorization sweep by level (issue 29): every route of a shareable planning area, called by a helper
 * of couple B at none, view and edit on that area, and by a stranger to couple B. None answers like a
 * stranger (404, nothing says the area exists); view passes reads and is refused writes (403); edit passes.
 * "Passes" means the policy let the call through: what the handler then says about the empty body or the
 * made-up ids is its own business (a 400 or a row's 404), but never the policy's refusal.
 */
const NOTHING = "00000000-0000-4000-8000-000000000000";
type Area = (typeof PLANNING_AREAS)[number];

function planningPart(policy: Policy | undefined): { area: Area; level: "view" | "edit" } | null {
  if (!policy) return null;
  if (policy.kind === "planning") return policy.area === "own" || policy.area === "own-and-partner" ? null : { area: policy.area, level: policy.level };
  if (policy.kind === "all") for (const part of policy.parts) {
    const found = planningPart(part);
    if (found) return found;
  }
  return null;
}

let t: TestApp;
let coupleB: string;
const helpers = new Map<AccessLevel | "stranger", Record<string, string>>();

beforeAll(async () => {
  t = await createTestApp({ ADDRESS_RATE_LIMIT_SCALE: "100" });
  const couple = await t.signIn("couple");
  coupleB = ((await (await t.request("GET", "/api/account/me", undefined, couple)).json()) as { user: { id: string } }).user.id;
  for (const level of [...ACCESS_LEVELS, "stranger"] as const) {
    const headers = await t.signIn("couple");
    helpers.set(level, headers);
    if (level === "stranger") continue;
    const me = ((await (await t.request("GET", "/api/account/me", undefined, headers)).json()) as { user: { id: string } }).user.id;
    const permissions = Object.fromEntries(PLANNING_AREAS.map((area) => [area, level])) as ContributorPermissions;
    await t.database.db.insert(contributorProfiles).values({ userId: me, coupleId: coupleB, relationship: "friend", permissions });
  }
});
afterAll(() => t.close());

async function call(method: string, path: string, who: AccessLevel | "stranger") {
  const url = `${path.replace(/:(\w+)/g, (_m, param: string) => (param === "coupleId" ? coupleB : NOTHING))}?coupleId=${coupleB}`;
  const response = await t.request(method, url, method === "GET" ? undefined : {}, helpers.get(who));
  if (response.headers.get("content-type")?.startsWith("text/event-stream")) {
    await response.body?.cancel();
    return { status: response.status, code: undefined };
  }
  const body = (await response.json().catch(() => ({}))) as { error?: { code?: string } };
  return { status: response.status, code: body.error?.code };
}

describe("every shareable-area route as a helper at each level", () => {
  const routes = listApiRoutes().flatMap((route) => {
    const part = planningPart(route.policy);
    return part ? [{ ...route, ...part }] : [];
  });

  it("finds the routes of every shareable area", () => {
    const areas = new Set(routes.map((r) => r.area));
    for (const area of ["guests", "budget", "timeline", "chat", "boards"] as const) expect(areas.has(area), area).toBe(true);
  });

  for (const route of routes) {
    it(`${route.method} ${route.path} (${route.area} ${route.level})`, async () => {
      for (const who of ["none", "stranger"] as const) {
        expect([who, await call(route.method, route.path, who)]).toEqual([who, { status: 404, code: "planning_not_found" }]);
      }
      const view = await call(route.method, route.path, "view");
      if (route.level === "edit") expect(view.status, "view may not write").toBe(403);
      else expect([401, 403], `view may read, got ${view.status} ${view.code}`).not.toContain(view.status);
      const edit = await call(route.method, route.path, "edit");
      expect([401, 403], `edit passes, got ${edit.status} ${edit.code}`).not.toContain(edit.status);
      for (const answer of [view, edit]) {
        expect(answer.code).not.toBe("planning_not_found");
        expect(answer.status).toBeLessThan(500);
      }
    });
  }
});
