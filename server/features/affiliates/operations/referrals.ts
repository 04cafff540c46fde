import { and, eq } from "drizzle-orm";
import { mailboxOf, normalizeAffiliateCode, REFERRAL_COOKIE_DAYS, REFERRAL_COOKIE_NAME } from "../../../../domain/affiliates.ts";
import type { Database } from "../../../db/client.ts";
import { affiliateReferrals, affiliates, users } from "../../../db/schema/index.ts";
import type { Logger } from "../../../logger.ts";

const COOKIE_SECONDS = REFERRAL_COOKIE_DAYS * 24 * 60 * 60;

/** What the referral cookie holds: the code followed first, and when (whole seconds). */
export interface ReferralTouch {
  code: string;
  firstTouchAt: Date;
}

/** Reads the referral cookie from a Cookie header; anything malformed is no cookie at all. */
export function readReferralCookie(cookieHeader: string | null | undefined): ReferralTouch | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name !== REFERRAL_COOKIE_NAME) continue;
    // The value is ours and never needs decoding: anything else is not our cookie.
    const match = /^([A-Z0-9]{4,20})\.(\d{1,12})$/.exec(rest.join("="));
    if (!match) return null;
    return { code: match[1]!, firstTouchAt: new Date(Number(match[2]) * 1000) };
  }
  return null;
}

/** A cookie is honored for the published lifetime after the first touch, counted on the server too. */
export function touchIsCurrent(touch: ReferralTouch, now = new Date()): boolean {
  const age = now.getTime() - touch.firstTouchAt.getTime();
  return age >= -60_000 && age <= COOKIE_SECONDS * 1000;
}

export function referralSetCookie(code: string, at: Date, secure: boolean): string {
  const value = `${code}.${Math.floor(at.getTime() / 1000)}`;
  return `${REFERRAL_COOKIE_NAME}=${value}; Max-Age=${COOKIE_SECONDS}; Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

async function approvedAffiliateId(db: Database, code: string): Promise<string | null> {
  const [row] = await db.select({ id: affiliates.id }).from(affiliates).where(and(eq(affiliates.code, code), eq(affiliates.status, "approved"))).limit(1);
  return row?.id ?? null;
}

/**
 * Someone followed a link with ?ref= or typed a code: the Set-Cookie to send, or null. First touch
 * wins (a current cookie is kept as it is), and a code no approved affiliate holds is ignored.
 */
export async function referralVisit(db: Database, publicUrl: string, cookieHeader: string | null | undefined, rawCode: string, now = new Date()): Promise<string | null> {
  const current = readReferralCookie(cookieHeader);
  if (current && touchIsCurrent(current, now)) return null;
  const code = normalizeAffiliateCode(rawCode);
  if (!code || !(await approvedAffiliateId(db, code))) return null;
  return referralSetCookie(code, now, publicUrl.startsWith("https://"));
}

/**
 * At sign-up: the new account is attributed to the affiliate whose link it followed first, if the
 * cookie is within its lifetime, the affiliate is approved, and the account is not the affiliate's own
 * (same account or same mailbox as their sign-in or payout address). Never fails the sign-up.
 */
export async function attributeSignup(db: Database, logger: Logger, user: { id: string; email: string }, cookieHeader: string | null | undefined, now = new Date()): Promise<void> {
  const touch = readReferralCookie(cookieHeader);
  if (!touch || !touchIsCurrent(touch, now)) return;
  try {
    const [affiliate] = await db
      .select({ id: affiliates.id, userId: affiliates.userId, payoutEmail: affiliates.payoutEmail, email: users.email })
      .from(affiliates)
      .innerJoin(users, eq(users.id, affiliates.userId))
      .where(and(eq(affiliates.code, touch.code), eq(affiliates.status, "approved")))
      .limit(1);
    if (!affiliate) return;
    const mailbox = mailboxOf(user.email);
    if (affiliate.userId === user.id || mailboxOf(affiliate.email) === mailbox || mailboxOf(affiliate.payoutEmail) === mailbox) {
      logger.info({ affiliateId: affiliate.id }, "self-referral at sign-up not attributed");
      return;
    }
    await db.insert(affiliateReferrals).values({ userId: user.id, affiliateId: affiliate.id, firstTouchAt: touch.firstTouchAt, signedUpAt: now }).onConflictDoNothing();
  } catch (error) {
    logger.error({ err: error }, "could not record a referral at sign-up");
  }
}
