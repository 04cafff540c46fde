import { COMMISSION_MONTHS, COMMISSION_PERCENT, MINIMUM_PAYOUT_CENTS, REFERRAL_COOKIE_DAYS } from "@domain/affiliates";
import { formatUsd } from "@domain/plans";

/** The program's published terms, in the order /affiliate-program shows them; every number comes from @domain/affiliates. */
export const AFFILIATE_TERMS: { title: string; body: string }[] = [
  {
    title: "What you earn",
    body: `${COMMISSION_PERCENT}% of every payment an account you referred makes for a Serviceberry Plus or Pro plan, monthly or yearly, for ${COMMISSION_MONTHS} months from that account's first payment. Commissions are counted in whole cents, rounded down, from the payments Stripe confirms to us. If a payment is refunded, the commission follows what was kept: before it's paid out it's lowered, and after, the refunded share comes off your next payout.`,
  },
  {
    title: "Who counts as your referral",
    body: `Someone who opens any Serviceberry page through your link, or types your code when they sign up, and creates their account within ${REFERRAL_COOKIE_DAYS} days. The first affiliate link or code they use is the one that counts; a later one doesn't replace it. An account is credited once, when it's created: people who already have an account can't be referred.`,
  },
  {
    title: "Couples",
    body: "Couples use Serviceberry free, so a couple's sign-up through your link shows on your dashboard but earns no commission.",
  },
  {
    title: "No self-referral",
    body: "Your own account, and any account signed up with your email address or your payout address (with or without a +tag), earns nothing.",
  },
  {
    title: "Payouts",
    body: `Once your unpaid balance reaches ${formatUsd(MINIMUM_PAYOUT_CENTS)}, we send it to the payout email address on your application and mark the payout on your dashboard, with how it was sent. Below ${formatUsd(MINIMUM_PAYOUT_CENTS)}, your balance carries over.`,
  },
  {
    title: "Fair play",
    body: "Tell people what Serviceberry is and isn't. No spam, no ads bidding on our name, no promises of discounts we don't offer. We may end an approval that breaks these terms: your link then stops crediting new sign-ups and payments, and what you've already earned is still paid.",
  },
];
