import type { MiddlewareHandler } from "hono";
import type { UserType } from "../../domain/account.ts";
import type { Principal } from "../auth/principal.ts";
import type { AppEnv } from "./env.ts";
import { ApiError } from "./errors.ts";
import { signedInRecently } from "../auth/session-rules.ts";

/**
 * Every /api route declares who may call it by putting one policy middleware first in its handler
 * list. The authorization test walks `app.routes` and fails on any route without one. Row ownership
 * ("owner-of-row") is checked by the handler against `requirePrincipal(c)` after the `signedIn` or
 * `role` policy admitted the caller.
 */
export type Policy =
  | { kind: "public" }
  | { kind: "signed-in" }
  | { kind: "role"; roles: readonly UserType[] }
  | { kind: "admin"; recentSignIn?: true }
  | { kind: "verified" }
  | { kind: "admin-in-production"; production: boolean };

const POLICY = Symbol.for("serviceberry.policy");

export type PolicyMiddleware = MiddlewareHandler<AppEnv> & { readonly [POLICY]: Policy };

function definePolicy(policy: Policy, admits: (principal: Principal) => boolean | string | ApiError): PolicyMiddleware {
  const check: MiddlewareHandler<AppEnv> = async (c, next) => {
    const open = policy.kind === "public" || (policy.kind === "admin-in-production" && !policy.production);
    if (!open) {
      const principal = await c.get("principal")();
      if (!principal) throw new ApiError(401, "unauthorized", "Please sign in to continue.");
      const verdict = admits(principal);
      if (verdict instanceof ApiError) throw verdict;
      if (verdict !== true) throw new ApiError(403, "forbidden", typeof verdict === "string" ? verdict : "You don't have access to this.");
    }
    await next();
  };
  return Object.assign(check, { [POLICY]: policy });
}

const ROLE_NAMES: Record<UserType, string> = { couple: "couple", venue_owner: "venue owner", vendor: "vendor" };

export const allow = {
  /** Anyone, signed in or not. */
  public: definePolicy({ kind: "public" }, () => true),
  /** Any signed-in account. */
  signedIn: definePolicy({ kind: "signed-in" }, () => true),
  /** Signed in with a verified email: needed to send mail to other people. */
  verified: definePolicy({ kind: "verified" }, (p) => p.emailVerified || "Please verify your email address first. We sent you a link; you can ask for a new one from the banner."),
  /** Admins only. */
  admin: definePolicy({ kind: "admin" }, (p) => p.isAdmin),
  /** Admins who signed in (or re-entered their password) in the last few minutes: every admin change. */
  adminRecent: definePolicy({ kind: "admin", recentSignIn: true }, (p) => (p.isAdmin ? signedInRecently(p.signedInAt) || reauthenticationRequired() : false)),
  /** Admins in production; anyone in development and test (the mail outbox). */
  adminInProduction: (production: boolean) => definePolicy({ kind: "admin-in-production", production }, (p) => p.isAdmin),
  /** Accounts of these kinds (admins too). */
  role: (...roles: UserType[]) =>
    definePolicy({ kind: "role", roles }, (p) => p.isAdmin || roles.includes(p.userType) || `This is for ${roles.map((r) => ROLE_NAMES[r]).join(" or ")} accounts.`),
};

export function policyOf(handler: unknown): Policy | undefined {
  return typeof handler === "function" ? (handler as Partial<PolicyMiddleware>)[POLICY] : undefined;
}

/** The signed-in principal inside a handler whose policy already required one. */
export async function requirePrincipal(c: { get(key: "principal"): () => Promise<Principal | null> }): Promise<Principal> {
  const principal = await c.get("principal")();
  if (!principal) throw new ApiError(401, "unauthorized", "Please sign in to continue.");
  return principal;
}

export const REAUTHENTICATION_MESSAGE = "For your security, please enter your password again to continue.";

function reauthenticationRequired(): ApiError {
  return new ApiError(403, "reauthentication_required", REAUTHENTICATION_MESSAGE);
}

/** Sensitive actions (a new email, admin changes) need a sign-in within RECENT_SIGN_IN_SECONDS. */
export async function requireRecentSignIn(c: { get(key: "principal"): () => Promise<Principal | null> }): Promise<Principal> {
  const principal = await requirePrincipal(c);
  if (!signedInRecently(principal.signedInAt)) throw reauthenticationRequired();
  return principal;
}
