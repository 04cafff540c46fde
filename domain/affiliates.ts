/**
 * The affiliate program (issue 35, decision 048): people who send vendors and venue owners to
 * Serviceberry earn a share of what those accounts pay for their plans. The published terms on
 * /affiliate-program, the help articles and the server's computation all read these constants.
 * Money is integer cents in USD.
 */
import { z } from "zod";
import "./zod-messages.ts";

/** Share of each payment a referred account makes, in percent. */
export const COMMISSION_PERCENT = 20;
/** Payments earn commission for this many months after the referred account's first payment. */
export const COMMISSION_MONTHS = 12;
/** How long the referral cookie lasts after the first visit through a link or code. */
export const REFERRAL_COOKIE_DAYS = 60;
export const REFERRAL_COOKIE_NAME = "sb_ref";
/** A payout is made once the unpaid balance reaches this much. */
export const MINIMUM_PAYOUT_CENTS = 2500;

export const AFFILIATE_STATUSES = ["pending", "approved", "rejected"] as const;
export type AffiliateStatus = (typeof AFFILIATE_STATUSES)[number];
export const AFFILIATE_STATUS_LABELS: Record<AffiliateStatus, string> = { pending: "Waiting for review", approved: "Approved", rejected: "Not approved" };

/** The commission on one payment: the published percentage, rounded down to whole cents. */
export function commissionCents(paidCents: number): number {
  if (!Number.isInteger(paidCents) || paidCents <= 0) return 0;
  return Math.floor((paidCents * COMMISSION_PERCENT) / 100);
}

/** The last moment a payment still earns commission, from the referred account's first payment. */
export function commissionWindowEnd(firstPaymentAt: Date): Date {
  const end = new Date(firstPaymentAt);
  end.setUTCMonth(end.getUTCMonth() + COMMISSION_MONTHS);
  return end;
}

/**
 * One mailbox, however it is written: lower case, and without a "+tag" in the local part, so
 * "Maya+vendor@Example.com" is the same person as "maya@example.com" (self-referral check).
 */
export function mailboxOf(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf("@");
  if (at < 1) return lower;
  const local = lower.slice(0, at).split("+")[0] ?? "";
  return `${local}${lower.slice(at)}`;
}

/** Codes are 4 to 20 letters and digits; people may type them in any case. */
export const AFFILIATE_CODE_PATTERN = /^[A-Z0-9]{4,20}$/;
export function normalizeAffiliateCode(raw: string): string | null {
  const code = raw.trim().toUpperCase();
  return AFFILIATE_CODE_PATTERN.test(code) ? code : null;
}

export const AFFILIATE_PITCH_MIN = 40;
export const AFFILIATE_PITCH_MAX = 2000;

export const affiliateApplicationSchema = z.object({
  name: z.string().trim().min(2, "Enter your name or your business's name.").max(120, "Keep the name to 120 characters."),
  website: z
    .string()
    .trim()
    .max(300, "Keep the address to 300 characters.")
    .refine((value) => value === "" || /^https?:\/\/[^\s.]+\.[^\s]+$/i.test(value), "Enter an address starting with https://, or leave it empty."),
  audience: z
    .string()
    .trim()
    .min(AFFILIATE_PITCH_MIN, `Tell us in at least ${AFFILIATE_PITCH_MIN} characters who you'll tell about Serviceberry and how.`)
    .max(AFFILIATE_PITCH_MAX, `Keep it to ${AFFILIATE_PITCH_MAX} characters.`),
  payoutEmail: z.email("Enter the email address your payouts should go to.").max(254, "That email address is too long."),
  agreeToTerms: z.boolean("Please agree to the program's terms.").refine((agreed) => agreed, "Please agree to the program's terms."),
});
export type AffiliateApplicationInput = z.infer<typeof affiliateApplicationSchema>;

export const affiliateReviewSchema = z.object({
  status: z.enum(["approved", "rejected"], "Choose approve or reject."),
  notes: z.string().trim().max(2000, "Keep the notes to 2000 characters.").default(""),
});
export type AffiliateReviewInput = z.infer<typeof affiliateReviewSchema>;

export const affiliatePayoutSchema = z.object({
  /** How the money was sent (a transfer number, a PayPal id): the audit row keeps it. */
  reference: z.string().trim().min(3, "Enter how the payout was sent (at least 3 characters).").max(300, "Keep the reference to 300 characters."),
});
export type AffiliatePayoutInput = z.infer<typeof affiliatePayoutSchema>;

export const referralCodeSchema = z.object({ code: z.string().trim().max(40, "That code is too long.") });
