import type { MiddlewareHandler } from "hono";

/**
 * Every /api route declares who may call it by putting one policy middleware first in its handler
 * list. The authorization test walks `app.routes` and fails on any route without one.
 */
export type Policy = { kind: "public" };

const POLICY = Symbol.for("serviceberry.policy");

export type PolicyMiddleware = MiddlewareHandler & { readonly [POLICY]: Policy };

function definePolicy(policy: Policy, check: MiddlewareHandler): PolicyMiddleware {
  return Object.assign(check, { [POLICY]: policy });
}

export const allow = {
  /** Anyone, signed in or not. */
  public: definePolicy({ kind: "public" }, async (_c, next) => {
    await next();
  }),
};

export function policyOf(handler: unknown): Policy | undefined {
  return typeof handler === "function" ? (handler as Partial<PolicyMiddleware>)[POLICY] : undefined;
}
