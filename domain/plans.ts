/**
 * The plans vendors and venue owners can be on (decision 043): the one place prices and what each plan
 * unlocks are written. Money is integer cents in USD. The server enforces the limits and charges these
 * prices; a price or plan a client sends is never trusted, only the plan's key.
 */
import { z } from "zod";
import "./zod-messages.ts";

export const PLAN_KEYS = ["free", "plus", "pro"] as const;
export type PlanKey = (typeof PLAN_KEYS)[number];
export const PAID_PLAN_KEYS = ["plus", "pro"] as const;
export type PaidPlanKey = (typeof PAID_PLAN_KEYS)[number];

export const BILLING_INTERVALS = ["month", "year"] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

/** Which side of the marketplace a plan is for. */
export const PLAN_AUDIENCES = ["vendor", "venue_owner"] as const;
export type PlanAudience = (typeof PLAN_AUDIENCES)[number];

/** What a plan allows, checked by the server on every write that could pass it. */
export interface PlanLimits {
  /** Vendors: photos in one business profile's portfolio. */
  portfolioPhotos: number;
  /** Vendors: packages on one business profile. */
  packages: number;
  /** Venue owners: photos in one listing's gallery. */
  venuePhotos: number;
}

export interface PlanPrice {
  /** The price of one period, in cents. */
  cents: number;
  /** What the first fifty paying vendors pay, for as long as they keep a paid plan (vendors only). */
  foundingCents: number | null;
}

export interface Plan {
  key: PlanKey;
  audience: PlanAudience;
  name: string;
  summary: string;
  /** Per interval; null for the free plan. */
  prices: Record<BillingInterval, PlanPrice> | null;
  limits: PlanLimits;
  /** What the plan adds, in words a vendor reads on /vendor-pricing (every line is enforced or exists). */
  features: string[];
}

/** The free plan's limits are what every account had before paid plans existed: nothing moved behind a price. */
const FREE_LIMITS: PlanLimits = { portfolioPhotos: 12, packages: 8, venuePhotos: 12 };

export const PLANS: Record<PlanAudience, Record<PlanKey, Plan>> = {
  vendor: {
    free: {
      key: "free",
      audience: "vendor",
      name: "Free",
      summary: "For every wedding vendor in our four cities.",
      prices: null,
      limits: FREE_LIMITS,
      features: [
        "A public profile in your category and every city you serve",
        "Up to 8 packages with prices and what each includes",
        "A portfolio of up to 12 photos, resized for phones",
        "Unlimited inquiries, each emailed to you",
        "An inbox with replies and statuses: new, replied, booked, declined",
        "Your profile views count",
        "Help from Grace and our support team",
      ],
    },
    plus: {
      key: "plus",
      audience: "vendor",
      name: "Plus",
      summary: "A bigger portfolio for vendors whose work sells itself.",
      prices: { month: { cents: 2400, foundingCents: 1200 }, year: { cents: 24000, foundingCents: 12000 } },
      limits: { portfolioPhotos: 30, packages: 12, venuePhotos: FREE_LIMITS.venuePhotos },
      features: ["Everything in Free", "A portfolio of up to 30 photos on each profile", "Up to 12 packages on each profile"],
    },
    pro: {
      key: "pro",
      audience: "vendor",
      name: "Pro",
      summary: "For studios and teams with a lot to show.",
      prices: { month: { cents: 4900, foundingCents: 2450 }, year: { cents: 49000, foundingCents: 24500 } },
      limits: { portfolioPhotos: 60, packages: 20, venuePhotos: FREE_LIMITS.venuePhotos },
      features: ["Everything in Free", "A portfolio of up to 60 photos on each profile", "Up to 20 packages on each profile"],
    },
  },
  venue_owner: {
    free: {
      key: "free",
      audience: "venue_owner",
      name: "Free",
      summary: "For every venue in our four cities.",
      prices: null,
      limits: FREE_LIMITS,
      features: [
        "Your venue listing with capacity, styles, amenities and prices",
        "A gallery of up to 12 photos on each listing",
        "Tour slots, bookings and tour requests",
        "Help from Grace and our support team",
      ],
    },
    plus: {
      key: "plus",
      audience: "venue_owner",
      name: "Plus",
      summary: "Show every room and season of your venue.",
      prices: { month: { cents: 3900, foundingCents: null }, year: { cents: 39000, foundingCents: null } },
      limits: { ...FREE_LIMITS, venuePhotos: 30 },
      features: ["Everything in Free", "A gallery of up to 30 photos on each listing"],
    },
    pro: {
      key: "pro",
      audience: "venue_owner",
      name: "Pro",
      summary: "For estates and multi-space venues.",
      prices: { month: { cents: 7900, foundingCents: null }, year: { cents: 79000, foundingCents: null } },
      limits: { ...FREE_LIMITS, venuePhotos: 60 },
      features: ["Everything in Free", "A gallery of up to 60 photos on each listing"],
    },
  },
};

/** The largest limits any plan gives, for schemas that bound a list before the plan is known. */
export const MOST_VENUE_PHOTOS = Math.max(...PLAN_AUDIENCES.flatMap((a) => PLAN_KEYS.map((k) => PLANS[a][k].limits.venuePhotos)));

export function planFor(audience: PlanAudience, key: PlanKey): Plan {
  return PLANS[audience][key];
}

/** Days a paid plan keeps working after a failed payment, while the card is fixed. */
export const PAYMENT_GRACE_DAYS = 7;

/** The price a subscriber pays per period: the founding price when they hold a founding place and the plan has one. */
export function chargedCents(plan: Plan, interval: BillingInterval, founding: boolean): number {
  if (!plan.prices) return 0;
  const price = plan.prices[interval];
  return founding && price.foundingCents !== null ? price.foundingCents : price.cents;
}

export const checkoutRequestSchema = z.object({
  plan: z.enum(PAID_PLAN_KEYS, "Choose Plus or Pro."),
  interval: z.enum(BILLING_INTERVALS, "Choose monthly or yearly."),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

export const planGrantSchema = z.object({
  userId: z.string().trim().min(1, "Choose an account.").max(100),
  plan: z.enum(PLAN_KEYS, "Choose a plan."),
  /** A calendar date (YYYY-MM-DD) the grant ends after; left out, it lasts until changed. */
  until: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date like 2027-06-30.")
    .optional(),
  note: z.string().trim().min(3, "Say why, for the record (at least 3 characters).").max(500, "Keep the note to 500 characters."),
});
export type PlanGrantInput = z.infer<typeof planGrantSchema>;

/** What /api/billing/mine answers: the plan in force and how it is paid. */
export interface MyPlan {
  audience: PlanAudience;
  plan: PlanKey;
  source: "free" | "stripe" | "admin";
  interval: BillingInterval | null;
  status: string;
  priceCents: number;
  founding: boolean;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  graceUntil: string | null;
  grantedUntil: string | null;
  limits: PlanLimits;
  stripeEnabled: boolean;
}

export function formatUsd(cents: number): string {
  const dollars = cents / 100;
  return Number.isInteger(dollars) ? `$${dollars.toLocaleString("en-US")}` : `$${dollars.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
