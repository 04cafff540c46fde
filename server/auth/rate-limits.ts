import type { Context } from "hono";
import type { Database } from "../db/client.ts";
import { ApiError } from "../http/errors.ts";
import { clearRateLimit, clientAddress, formatRetryAfter, hitRateLimit, peekRateLimit, type AddressLimitOptions, type RateLimitRule } from "../http/rate-limit.ts";

/**
 * Limits in front of better-auth's routes, stored in the database so every server process shares
 * them. Sign-in counts attempts per address, failures per account and address (the burst: a stranger's
 * guesses from their network don't lock the owner out of theirs), and failures per account (at most
 * 100 an hour from anywhere, against guessing spread over many networks). A password reset, which
 * proves the mailbox, clears the account's failures, so the owner can always get in. They apply to
 * unknown emails exactly as to real ones, so they reveal nothing.
 */
export const AUTH_LIMITS = {
  signInPerAddress: { name: "signin:address", max: 60, windowSeconds: 10 * 60 },
  signInFailuresBurst: { name: "signin-fail:account-address:burst", max: 10, windowSeconds: 5 * 60 },
  signInFailuresHourly: { name: "signin-fail:account:hour", max: 100, windowSeconds: 60 * 60 },
  signUpPerAddress: { name: "signup:address", max: 20, windowSeconds: 60 * 60 },
  /** A network opening accounts all day is making throwaway ones (decision 024). */
  signUpPerAddressDaily: { name: "signup:address:day", max: 30, windowSeconds: 24 * 60 * 60 },
  resetPerAddress: { name: "reset:address", max: 10, windowSeconds: 15 * 60 },
  resetPerAccount: { name: "reset:account", max: 3, windowSeconds: 15 * 60 },
  resetSubmitPerAddress: { name: "reset-submit:address", max: 20, windowSeconds: 15 * 60 },
  verifyMailPerAddress: { name: "verify-mail:address", max: 10, windowSeconds: 15 * 60 },
  verifyMailPerAccount: { name: "verify-mail:account", max: 3, windowSeconds: 15 * 60 },
} satisfies Record<string, RateLimitRule>;

function refuse(c: Context, retryAfterSeconds: number, message: string, after = ""): never {
  c.header("Retry-After", String(retryAfterSeconds));
  throw new ApiError(429, "rate_limited", `${message} Please try again in ${formatRetryAfter(retryAfterSeconds)}.${after}`);
}

/** Said with an account lock: the way in that does not wait. */
export const LOCKED_WAY_IN = " To get in now, reset your password: the link we email you works at once.";

/** The subjects of an account's failure counters: the account alone, and the account from one address. */
const failureSubjects = (email: string, address: string) => ({
  [AUTH_LIMITS.signInFailuresBurst.name]: `${email}|${address}`,
  [AUTH_LIMITS.signInFailuresHourly.name]: email,
});

/** After a successful password reset: the account's failures are forgotten, from every address. */
export async function clearSignInFailures(db: Database, email: string): Promise<void> {
  const normalized = email.trim().toLowerCase();
  await clearRateLimit(db, AUTH_LIMITS.signInFailuresBurst, `${normalized}|`);
  await clearRateLimit(db, AUTH_LIMITS.signInFailuresHourly, normalized);
}

async function enforce(db: Database, c: Context, rule: RateLimitRule, subject: string, message: string) {
  const result = await hitRateLimit(db, rule, subject);
  if (!result.allowed) refuse(c, result.retryAfterSeconds, message);
}

async function readEmail(c: Context): Promise<string | undefined> {
  try {
    const body = (await c.req.raw.clone().json()) as { email?: unknown };
    return typeof body.email === "string" ? body.email.trim().toLowerCase().slice(0, 320) : undefined;
  } catch {
    return undefined;
  }
}

/** Runs the limits for one auth request around `handle`, which calls better-auth. */
export async function withAuthLimits(db: Database, c: Context, options: AddressLimitOptions, handle: () => Promise<Response>): Promise<Response> {
  if (c.req.method !== "POST") return handle();
  const path = c.req.path.replace(/^\/api\/auth/, "");
  const address = clientAddress(c, options.trustProxy);
  const tooMany = "Too many attempts from your network.";
  const perAddress = (rule: RateLimitRule) => ({ ...rule, max: rule.max * options.scale });

  switch (path) {
    case "/sign-in/email": {
      await enforce(db, c, perAddress(AUTH_LIMITS.signInPerAddress), address, tooMany);
      const email = (await readEmail(c)) ?? "";
      const subjects = failureSubjects(email, address);
      const rules = [AUTH_LIMITS.signInFailuresBurst, AUTH_LIMITS.signInFailuresHourly];
      for (const rule of rules) {
        const state = await peekRateLimit(db, rule, subjects[rule.name]!);
        if (state.count >= rule.max) refuse(c, state.retryAfterSeconds, "Too many failed sign-in attempts for this account.", LOCKED_WAY_IN);
      }
      const response = await handle();
      if (response.status === 401) {
        for (const rule of rules) await hitRateLimit(db, rule, subjects[rule.name]!);
      }
      return response;
    }
    case "/sign-up/email":
      await enforce(db, c, perAddress(AUTH_LIMITS.signUpPerAddress), address, tooMany);
      await enforce(db, c, perAddress(AUTH_LIMITS.signUpPerAddressDaily), address, tooMany);
      return handle();
    case "/request-password-reset": {
      await enforce(db, c, perAddress(AUTH_LIMITS.resetPerAddress), address, tooMany);
      await enforce(db, c, AUTH_LIMITS.resetPerAccount, (await readEmail(c)) ?? "", "Too many reset requests for this email.");
      return handle();
    }
    case "/reset-password":
      await enforce(db, c, perAddress(AUTH_LIMITS.resetSubmitPerAddress), address, tooMany);
      return handle();
    case "/send-verification-email": {
      await enforce(db, c, perAddress(AUTH_LIMITS.verifyMailPerAddress), address, tooMany);
      await enforce(db, c, AUTH_LIMITS.verifyMailPerAccount, (await readEmail(c)) ?? "", "Too many verification emails for this address.");
      return handle();
    }
    default:
      return handle();
  }
}

/**
 * Re-entering a password (POST /api/account/reauthenticate) is a sign-in attempt: it shares the
 * sign-in failure counters, so it is no side door for guessing.
 */
export async function withReauthenticationLimits(
  db: Database,
  c: Context,
  options: AddressLimitOptions,
  email: string,
  verify: () => Promise<void>,
): Promise<void> {
  const address = clientAddress(c, options.trustProxy);
  const subjects = failureSubjects(email.toLowerCase(), address);
  const rules = [AUTH_LIMITS.signInFailuresBurst, AUTH_LIMITS.signInFailuresHourly];
  for (const rule of rules) {
    const state = await peekRateLimit(db, rule, subjects[rule.name]!);
    if (state.count >= rule.max) refuse(c, state.retryAfterSeconds, "Too many failed sign-in attempts for this account.", LOCKED_WAY_IN);
  }
  try {
    await verify();
  } catch (error) {
    for (const rule of rules) await hitRateLimit(db, rule, subjects[rule.name]!);
    throw error;
  }
}
