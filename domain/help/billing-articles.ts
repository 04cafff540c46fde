import type { HelpArticle } from "../help.ts";
import { formatUsd, PAYMENT_GRACE_DAYS, PLANS, type PaidPlanKey, type PlanAudience } from "../plans.ts";
import { FOUNDING_VENDOR_PLACES } from "../vendor-pros.ts";

/** Prices in words from the one plan table, so an article can't drift from what is charged. */
const price = (audience: PlanAudience, plan: PaidPlanKey) => {
  const prices = PLANS[audience][plan].prices!;
  return `${formatUsd(prices.month.cents)} a month or ${formatUsd(prices.year.cents)} a year`;
};
const vendor = PLANS.vendor;
const venue = PLANS.venue_owner;

/** Paid plans, billing and the Founding 50 (issue 35, decision 043): what Grace and /faq say about them. */
export const BILLING_ARTICLES: HelpArticle[] = [
  {
    slug: "vendor-plans",
    audience: "vendors",
    topic: "Pricing",
    question: "What do the Plus and Pro plans cost, and what do they add?",
    answer:
      `Free stays free: your profile, packages, portfolio, inquiries and inbox. Paid plans give you room to show more. For vendors, Plus (${price("vendor", "plus")}) allows ${vendor.plus.limits.portfolioPhotos} portfolio photos and ${vendor.plus.limits.packages} packages on each profile, and Pro (${price("vendor", "pro")}) ${vendor.pro.limits.portfolioPhotos} photos and ${vendor.pro.limits.packages} packages; Free allows ${vendor.free.limits.portfolioPhotos} photos and ${vendor.free.limits.packages} packages. ` +
      `For venues, Plus (${price("venue_owner", "plus")}) allows ${venue.plus.limits.venuePhotos} gallery photos on each listing and Pro (${price("venue_owner", "pro")}) ${venue.pro.limits.venuePhotos}; Free allows ${venue.free.limits.venuePhotos}. ` +
      "No plan buys a higher place in search or matching, and there is no commission on bookings. Choose a plan on the vendor pricing page while signed in to your business account; you pay through Stripe.",
    links: [{ label: "Vendor pricing", href: "/vendor-pricing" }],
  },
  {
    slug: "plan-manage-billing",
    audience: "vendors",
    topic: "Payments",
    question: "How do I change my plan, update my card or cancel?",
    answer:
      "Open your dashboard (the vendor dashboard, or the venue dashboard for venues): the Your plan card shows your plan, price and renewal date. Change plan switches between Plus and Pro or monthly and yearly; Stripe credits the unused part of your period and charges the difference. Manage billing opens Stripe's billing page for your card and invoices. Cancel plan stops the renewal: your plan keeps working until the end of the period you paid for, then your account moves to Free, and Keep my plan undoes it before then. Nothing you added is deleted when you move to Free, but you can't add photos or packages past the Free limits.",
    links: [
      { label: "Vendor dashboard", href: "/vendor-dashboard" },
      { label: "Venue dashboard", href: "/venue-owner-dashboard" },
    ],
  },
  {
    slug: "plan-payment-failed",
    audience: "vendors",
    topic: "Payments",
    question: "My plan's payment failed. What happens now?",
    answer:
      `We email you, and your plan keeps working for ${PAYMENT_GRACE_DAYS} days while Stripe tries your card again. Update your card with Manage billing on your dashboard to keep it. If no payment goes through, your account moves to Free; nothing is deleted. If you were charged in a way you don't recognize, ask Grace to open a ticket for our team.`,
    links: [{ label: "Vendor dashboard", href: "/vendor-dashboard" }],
  },
  {
    slug: "founding-50",
    audience: "vendors",
    topic: "Pricing",
    question: "What is the Founding 50, and how do I get a founding price?",
    answer:
      `The first ${FOUNDING_VENDOR_PLACES} vendors whose first payment for Plus or Pro goes through become founding vendors and pay half the regular price, for life: on either plan, monthly or yearly, and again if they come back later. A place is taken by a completed payment, not by signing up, and the Founding 50 page counts the places left. While places are left, the vendor pricing page shows the founding price at checkout.`,
    links: [
      { label: "The Founding 50", href: "/founding-50" },
      { label: "Vendor pricing", href: "/vendor-pricing" },
    ],
  },
  {
    slug: "plan-without-card",
    audience: "vendors",
    topic: "Payments",
    question: "Can I get a plan without paying online by card?",
    answer:
      "Yes. Write to us through the contact page (for example to pay by check or invoice): our team can put your account on a plan by hand, and you get an email when it's done. Your dashboard then shows the plan and, if it has one, its end date.",
    links: [{ label: "Contact us", href: "/contact" }],
  },
];
