import { COMMISSION_MONTHS, COMMISSION_PERCENT, MINIMUM_PAYOUT_CENTS, REFERRAL_COOKIE_DAYS } from "../affiliates.ts";
import type { HelpArticle } from "../help.ts";
import { formatUsd } from "../plans.ts";

/** The affiliate program (issue 35, decision 048): what Grace and /faq say, from the same constants as the terms. */
export const AFFILIATE_ARTICLES: HelpArticle[] = [
  {
    slug: "affiliate-program",
    audience: "everyone",
    topic: "Affiliates",
    question: "Does Serviceberry have an affiliate program, and what does it pay?",
    answer:
      `Yes. If you tell wedding vendors and venue owners about Serviceberry, you earn ${COMMISSION_PERCENT}% of every payment an account you referred makes for a Plus or Pro plan, for ${COMMISSION_MONTHS} months from its first payment. Couples never pay, so a couple's sign-up is counted on your dashboard but earns nothing. ` +
      "Apply on the affiliate sign-up page while signed in to any Serviceberry account; an admin reviews each application, and once you're approved your dashboard shows your link and your code. The affiliate program page has the full terms.",
    links: [
      { label: "Affiliate program", href: "/affiliate-program" },
      { label: "Apply", href: "/affiliate-signup" },
    ],
  },
  {
    slug: "affiliate-attribution",
    audience: "everyone",
    topic: "Affiliates",
    question: "How is a sign-up credited to an affiliate's link or code?",
    answer:
      `When someone opens any Serviceberry page through an affiliate's link, or types the affiliate's code on the sign-up form, their browser keeps a cookie for ${REFERRAL_COOKIE_DAYS} days. If they create their account within those days, the account is credited to that affiliate. The first link wins: a second affiliate's link or code within the ${REFERRAL_COOKIE_DAYS} days doesn't replace it. ` +
      "An account is credited once, when it's created; a person who already has an account can't be referred. A code that doesn't exist is simply ignored and signing up works as usual. You can't refer yourself: an account with your own email address (or your payout address) earns nothing.",
    links: [{ label: "Affiliate program", href: "/affiliate-program" }],
  },
  {
    slug: "affiliate-dashboard-payouts",
    audience: "everyone",
    topic: "Affiliates",
    question: "Where do I see my referrals and commissions, and when am I paid?",
    answer:
      "Your affiliate dashboard lists the accounts that signed up through your link (their kind and dates, not their names), each payment they made and the commission it earned, and your payouts. A refunded payment lowers its commission; if that commission was already paid out, the refunded share comes off your next payout. " +
      `Once your unpaid balance reaches ${formatUsd(MINIMUM_PAYOUT_CENTS)}, our team sends it to your payout email address and marks the payout on your dashboard with how it was sent. If you think a payment is missing, ask Grace to open a ticket for our team.`,
    links: [{ label: "Affiliate dashboard", href: "/affiliate-dashboard" }],
  },
];
