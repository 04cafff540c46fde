import { randomBytes } from "node:crypto";
import { PASSWORD_RESET_LINK_MINUTES } from "../../domain/constants.ts";
import { loadConfig } from "../config.ts";
import type { Database } from "../db/client.ts";
import type { Logger } from "../logger.ts";
import type { Mailer } from "../mail/mailer.ts";
import { createAuth } from "./auth.ts";
import { AUTH_LIMITS } from "./rate-limits.ts";
import { RECENT_SIGN_IN_SECONDS } from "./session-rules.ts";

/**
 * What each of better-auth's endpoints under /api/auth requires. They sit behind one `allow.public`
 * wildcard route (better-auth reads the session itself), so the routes table lists them one by one
 * from here, and the authorization test calls each signed out to check `requires`.
 */
export interface AuthEndpointRule {
  /** "public": answers signed out; "signed in": 401 signed out (better-auth's own session check). */
  requires: "public" | "signed in";
  /** The rest of the rule in words: limits, what it may change, what it answers. */
  note: string;
}

const per = (rule: { max: number; windowSeconds: number }, what: string) => `${rule.max} per ${rule.windowSeconds / 60} minutes per ${what}`;
const noProviders = "no social sign-in providers are configured, so there is nothing to link or call";

export const AUTH_ENDPOINT_RULES: Record<string, AuthEndpointRule> = {
  "/sign-up/email": {
    requires: "public",
    note: `email and password required, password strength-checked; ${per(AUTH_LIMITS.signUpPerAddress, "address")} and ${per(AUTH_LIMITS.signUpPerAddressDaily, "address")}; never signs in, same answer for a new and an existing email`,
  },
  "/sign-in/email": {
    requires: "public",
    note: `${per(AUTH_LIMITS.signInPerAddress, "address")}; failures ${per(AUTH_LIMITS.signInFailuresBurst, "account and address")} and ${per(AUTH_LIMITS.signInFailuresHourly, "account")}`,
  },
  "/sign-in/social": { requires: "public", note: noProviders },
  "/callback/:id": { requires: "public", note: `OAuth callback; ${noProviders}` },
  "/get-session": { requires: "public", note: "the caller's own session, or null signed out" },
  "/sign-out": { requires: "public", note: "ends the caller's own session (nothing to end signed out)" },
  "/request-password-reset": {
    requires: "public",
    note: `${per(AUTH_LIMITS.resetPerAddress, "address")} and ${per(AUTH_LIMITS.resetPerAccount, "email")}; same answer for any email`,
  },
  "/reset-password/:token": { requires: "public", note: "the emailed link: checks the token and redirects to the reset page" },
  "/reset-password": {
    requires: "public",
    note: `needs the emailed token (${PASSWORD_RESET_LINK_MINUTES} minutes, works once); ${per(AUTH_LIMITS.resetSubmitPerAddress, "address")}; revokes every session`,
  },
  "/verify-email": { requires: "public", note: "needs the emailed token" },
  "/send-verification-email": {
    requires: "public",
    note: `${per(AUTH_LIMITS.verifyMailPerAddress, "address")} and ${per(AUTH_LIMITS.verifyMailPerAccount, "email")}`,
  },
  "/change-email": { requires: "signed in", note: `signed in within ${RECENT_SIGN_IN_SECONDS / 60} minutes; the new address must confirm it` },
  "/change-password": { requires: "signed in", note: "with the current password; the new one strength-checked" },
  "/verify-password": { requires: "signed in", note: "checks the caller's own password" },
  "/update-user": { requires: "signed in", note: "the caller's own name only; the account kind is locked" },
  "/update-session": { requires: "signed in", note: "the caller's own session" },
  "/delete-user": { requires: "signed in", note: "turned off in better-auth: accounts are deleted by POST /api/account/delete" },
  "/delete-user/callback": { requires: "public", note: "turned off in better-auth (no deletion links are sent)" },
  "/list-sessions": { requires: "signed in", note: "the caller's own sessions, ids only (tokens are removed)" },
  "/revoke-session": { requires: "signed in", note: "one of the caller's own sessions" },
  "/revoke-sessions": { requires: "signed in", note: "all of the caller's own sessions" },
  "/revoke-other-sessions": { requires: "signed in", note: "the caller's own sessions but this one" },
  "/link-social": { requires: "signed in", note: noProviders },
  "/list-accounts": { requires: "signed in", note: "the caller's own sign-in methods" },
  "/unlink-account": { requires: "signed in", note: noProviders },
  "/refresh-token": { requires: "signed in", note: noProviders },
  "/get-access-token": { requires: "signed in", note: noProviders },
  "/account-info": { requires: "signed in", note: noProviders },
  "/ok": { requires: "public", note: "better-auth's health answer" },
  "/error": { requires: "public", note: "better-auth's error page" },
};

export interface AuthEndpoint {
  methods: string[];
  /** Under /api/auth, e.g. "/sign-in/email". */
  path: string;
}

/** better-auth's HTTP endpoints as configured here (server-only ones have no path). */
export function listAuthEndpoints(): AuthEndpoint[] {
  // Endpoints are declared when the instance is built; nothing here touches the database or mail.
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: "./data", LOG_LEVEL: "silent" });
  const auth = createAuth({ config, db: {} as Database, mailer: {} as Mailer, logger: {} as Logger, secret: randomBytes(32).toString("hex") });
  const endpoints: AuthEndpoint[] = [];
  for (const endpoint of Object.values(auth.api) as { path?: string; options?: { method?: string | string[] } }[]) {
    if (!endpoint.path) continue;
    const method = endpoint.options?.method ?? "GET";
    endpoints.push({ methods: Array.isArray(method) ? method : [method], path: endpoint.path });
  }
  return endpoints;
}
