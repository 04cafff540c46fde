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
  // Now and then, forget windows older than a day.
  if (Math.random() < 0.01) {
    await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now.getTime() - 86_400_000)));
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
