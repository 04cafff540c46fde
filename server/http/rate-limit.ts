import { getConnInfo } from "@hono/node-server/conninfo";
import { and, eq, lt, sql } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";
import type { Database } from "../db/client.ts";
import { rateLimits } from "../db/schema/index.ts";
import { ApiError } from "./errors.ts";
import { escapeLike } from "../db/like.ts";

export interface RateLimitRule {
  /** Names the limit, e.g. "contact:address". */
  name: string;
  max: number;
  windowSeconds: number;
}

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  retryAfterSeconds: number;
}

function currentWindow(rule: RateLimitRule, now: Date) {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000));
  return { windowStart, retryAfterSeconds };
}

/**
 * Counts one hit for `subject` under `rule` in the current fixed window. The counter lives in the
 * database, so every server process sees the same count. The count compared with `max` slides: the
 * previous window's hits still count in proportion to how much of it lies within the last
 * `windowSeconds`, so a burst split across a window's edge is not let through twice.
 */
export async function hitRateLimit(db: Database, rule: RateLimitRule, subject: string, now = new Date()): Promise<RateLimitResult> {
  const { windowStart, retryAfterSeconds } = currentWindow(rule, now);
  const [row] = await db
    .insert(rateLimits)
    .values({ key: `${rule.name}:${subject}`, windowStart, count: 1 })
    .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } })
    .returning({ count: rateLimits.count });
  const count = (row?.count ?? 1) + (await previousWindowShare(db, rule, subject, windowStart, now));
  // Now and then, forget windows no rule still reads (the longest rule is a week; its previous window ends two weeks back).
  if (Math.random() < 0.01) {
    await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now.getTime() - 15 * 86_400_000)));
  }
  return { allowed: count <= rule.max, count, retryAfterSeconds };
}

/** The previous window's hits, weighted by the part of it still inside the sliding window (rounded up). */
async function previousWindowShare(db: Database, rule: RateLimitRule, subject: string, windowStart: Date, now: Date): Promise<number> {
  const windowMs = rule.windowSeconds * 1000;
  const [previous] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, `${rule.name}:${subject}`), eq(rateLimits.windowStart, new Date(windowStart.getTime() - windowMs))));
  if (!previous) return 0;
  const stillInside = 1 - (now.getTime() - windowStart.getTime()) / windowMs;
  return Math.ceil(previous.count * stillInside);
}

/** Forgets every window of `rule` for subjects starting with `subjectPrefix` (e.g. after a password reset). */
export async function clearRateLimit(db: Database, rule: RateLimitRule, subjectPrefix: string): Promise<void> {
  const escaped = escapeLike(`${rule.name}:${subjectPrefix}`);
  await db.delete(rateLimits).where(sql`${rateLimits.key} like ${`${escaped}%`}`);
}

/** The current count without adding a hit (for limits that count only failures). */
export async function peekRateLimit(db: Database, rule: RateLimitRule, subject: string, now = new Date()): Promise<RateLimitResult> {
  const { windowStart, retryAfterSeconds } = currentWindow(rule, now);
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, `${rule.name}:${subject}`), eq(rateLimits.windowStart, windowStart)));
  const count = (row?.count ?? 0) + (await previousWindowShare(db, rule, subject, windowStart, now));
  return { allowed: count < rule.max, count, retryAfterSeconds };
}

export function formatRetryAfter(seconds: number): string {
  if (seconds < 90) return `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes < 90 ? `${minutes} minutes` : `${Math.ceil(minutes / 60)} hours`;
}

/** The caller's network address; behind a proxy set TRUST_PROXY so X-Forwarded-For is believed. */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown"; // in-process requests (tests) have no socket
  }
}

export interface AddressLimitOptions {
  trustProxy: boolean;
  /** ADDRESS_RATE_LIMIT_SCALE: multiplies the rule's max. */
  scale: number;
}

export function addressLimitOptions(config: { TRUST_PROXY: boolean; ADDRESS_RATE_LIMIT_SCALE: number } | undefined): AddressLimitOptions {
  return { trustProxy: config?.TRUST_PROXY ?? false, scale: config?.ADDRESS_RATE_LIMIT_SCALE ?? 1 };
}

/** Refuses with 429 and a Retry-After once the caller's address passes the rule's limit. */
export function limitByAddress(db: Database, rule: RateLimitRule, options: AddressLimitOptions): MiddlewareHandler {
  const scaled = { ...rule, max: rule.max * options.scale };
  return async (c, next) => {
    const result = await hitRateLimit(db, scaled, clientAddress(c, options.trustProxy));
    if (!result.allowed) {
      c.header("Retry-After", String(result.retryAfterSeconds));
      throw new ApiError(429, "rate_limited", `Too many requests. Please try again in ${formatRetryAfter(result.retryAfterSeconds)}.`);
    }
    await next();
  };
}

/** A 429 raised inside an operation; the error handler turns `retryAfterSeconds` into Retry-After. */
export class RateLimitedError extends ApiError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, "rate_limited", `${message} You can try again in ${formatRetryAfter(retryAfterSeconds)}.`);
  }
}

/**
 * Counts `amount` hits at once (the mails one request sends, say) and answers whether they fit under
 * `rule`; hits that do not fit are taken back, so a refused request uses up nothing.
 */
export async function takeRateLimit(db: Database, rule: RateLimitRule, subject: string, amount = 1, now = new Date()): Promise<RateLimitResult> {
  const { windowStart, retryAfterSeconds } = currentWindow(rule, now);
  const key = `${rule.name}:${subject}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: amount })
    .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + ${amount}` } })
    .returning({ count: rateLimits.count });
  const count = (row?.count ?? amount) + (await previousWindowShare(db, rule, subject, windowStart, now));
  if (count <= rule.max) return { allowed: true, count, retryAfterSeconds };
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - ${amount}, 0)` })
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart)));
  return { allowed: false, count: count - amount, retryAfterSeconds };
}

export interface LimitCheck {
  rule: RateLimitRule;
  subject: string;
  /** Hits this request counts for (default 1). */
  amount?: number;
  /** What happened, said to the person (the time they can try again is added). */
  message: string;
}

/**
 * Takes every check in order; the first that does not fit gives back the ones already taken and
 * refuses with its message and when to try again.
 */
export async function enforceLimits(db: Database, checks: LimitCheck[], now = new Date()): Promise<void> {
  const taken: LimitCheck[] = [];
  for (const check of checks) {
    const amount = check.amount ?? 1;
    const result = await takeRateLimit(db, check.rule, check.subject, amount, now);
    if (!result.allowed) {
      for (const done of taken) await giveBack(db, done, now);
      throw new RateLimitedError(check.message, result.retryAfterSeconds);
    }
    taken.push(check);
  }
}

async function giveBack(db: Database, check: LimitCheck, now: Date): Promise<void> {
  const { windowStart } = currentWindow(check.rule, now);
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - ${check.amount ?? 1}, 0)` })
    .where(and(eq(rateLimits.key, `${check.rule.name}:${check.subject}`), eq(rateLimits.windowStart, windowStart)));
}

/** Who is calling, by network address, with the deployment's ADDRESS_RATE_LIMIT_SCALE: for per-address limits taken inside operations. */
export interface CallerAddress {
  address: string;
  scale: number;
}

export function callerAddress(c: Context, config: { TRUST_PROXY: boolean; ADDRESS_RATE_LIMIT_SCALE: number }): CallerAddress {
  return { address: clientAddress(c, config.TRUST_PROXY), scale: config.ADDRESS_RATE_LIMIT_SCALE };
}

/** A per-address check: the rule scaled like limitByAddress scales it. */
export function addressCheck(rule: RateLimitRule, caller: CallerAddress, message: string): LimitCheck {
  return { rule: { ...rule, max: rule.max * caller.scale }, subject: caller.address, message };
}
