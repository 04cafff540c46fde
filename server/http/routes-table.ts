import { buildApi } from "../app.ts";
import { AUTH_ENDPOINT_RULES, listAuthEndpoints } from "../auth/endpoint-rules.ts";
import type { AppDeps } from "../deps.ts";
import { describePolicy, policyOf, type Policy } from "./policy.ts";

export interface ApiRoute {
  method: string;
  /** With the /api prefix, e.g. "/api/tours/bookings/:id". */
  path: string;
  /** The policy of the first handler registered for the method and path (undefined: none declared). */
  policy: Policy | undefined;
}

/** Every route of `buildApi()`, in registration order. */
export function listApiRoutes(): ApiRoute[] {
  // Routers read their dependencies only when called, so empty deps are enough to list them.
  const api = buildApi({} as AppDeps);
  const routes = new Map<string, ApiRoute>();
  for (const route of api.routes) {
    const key = `${route.method} ${route.path}`;
    if (!routes.has(key)) routes.set(key, { method: route.method, path: `/api${route.path}`, policy: policyOf(route.handler) });
  }
  return [...routes.values()];
}

export const ROUTES_TABLE_FILE = "docs/routes.md";
export const ROUTES_TABLE_COMMAND = "npx tsx scripts/routes-table.ts";

/** docs/routes.md: every API route with its policy in words, then better-auth's endpoints one by one. */
export function routesTable(): string {
  const lines = [
    "# API routes and who may call them",
    "",
    `Generated from \`buildApi()\` and each route's declared policy by \`${ROUTES_TABLE_COMMAND}\`; do not edit by hand.`,
    "`server/http/routes-table.test.ts` fails when this file and the code disagree. \"or admin\" after a role: admins pass",
    "every role check. Owner-of-row policies answer 404 for someone else's row, as for a missing one (decision 012).",
    "",
    "| Method | Path | Policy |",
    "|---|---|---|",
  ];
  for (const route of listApiRoutes()) {
    const policy = route.policy ? describePolicy(route.policy) : "**none declared**";
    const words = route.path === "/api/auth/*" ? `${policy}: better-auth's endpoints, each with its own rule below` : policy;
    lines.push(`| ${route.method} | \`${route.path}\` | ${words} |`);
  }
  lines.push("", "## better-auth's endpoints (`/api/auth/*`)", "", "| Method | Path | Requires | Rule |", "|---|---|---|---|");
  for (const endpoint of listAuthEndpoints()) {
    const rule = AUTH_ENDPOINT_RULES[endpoint.path];
    if (!rule) throw new Error(`better-auth endpoint ${endpoint.path} has no rule in server/auth/endpoint-rules.ts`);
    lines.push(`| ${endpoint.methods.join(", ")} | \`/api/auth${endpoint.path}\` | ${rule.requires} | ${rule.note} |`);
  }
  return `${lines.join("\n")}\n`;
}
