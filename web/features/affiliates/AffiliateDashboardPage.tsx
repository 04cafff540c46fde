import { useQuery } from "@tanstack/react-query";
import { Copy, HandCoins, Link2, UsersRound } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { AFFILIATE_STATUS_LABELS, COMMISSION_MONTHS, COMMISSION_PERCENT, MINIMUM_PAYOUT_CENTS, REFERRAL_COOKIE_DAYS } from "@domain/affiliates";
import { formatUsd } from "@domain/plans";
import { AccountGate } from "@web/components/AccountGate";
import { EmptyState } from "@web/components/EmptyState";
import { Loaded } from "@web/components/LoadError";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { usePageHead } from "@web/lib/page-head";
import { affiliateQueries } from "./api";

const KIND_LABELS: Record<string, string> = { couple: "Couple", vendor: "Vendor", venue_owner: "Venue owner" };
const PLAN_LABELS: Record<string, string> = { plus: "Plus", pro: "Pro" };
const day = (iso: string) => new Date(iso).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric" });

/** /affiliate-dashboard: the affiliate's link and code, referrals, commissions and payouts, from the records. */
export default function AffiliateDashboardPage() {
  usePageHead({ title: "Affiliate dashboard", description: "Your Serviceberry affiliate link, referrals, commissions and payouts.", canonicalPath: "/affiliate-dashboard" });
  return (
    <div className="container-page max-w-5xl py-[var(--space-section)]">
      <h1 className="text-title font-semibold leading-tight">Affiliate dashboard</h1>
      <div className="mt-8">
        <AccountGate signedOut={{ title: "Sign in to see your affiliate dashboard", body: "Your link, referrals and commissions live in the account you applied from." }}>
          {() => <DashboardArea />}
        </AccountGate>
      </div>
    </div>
  );
}

function DashboardArea() {
  const dashboard = useQuery(affiliateQueries.dashboard());
  return (
    <Loaded query={dashboard} loadingLabel="Loading your dashboard..." errorMessage="We couldn't load your affiliate dashboard.">
      {(data) => {
        if (!data.application) {
          return (
            <EmptyState icon={<Link2 className="size-6" aria-hidden="true" />} title="You're not an affiliate yet">
              <p>Read the program's terms, then apply from this account.</p>
              <Button asChild>
                <Link to="/affiliate-signup">Apply to be an affiliate</Link>
              </Button>
            </EmptyState>
          );
        }
        return (
          <div className="grid gap-8">
            <div className="flex flex-wrap items-center gap-2">
              <span className="text-muted-foreground">Application from {day(data.application.createdAt)}:</span>
              <Badge variant="outline" data-testid="affiliate-status">
                {AFFILIATE_STATUS_LABELS[data.application.status]}
              </Badge>
            </div>
            {data.application.status === "pending" && <p className="text-muted-foreground">An admin reads every application. Your link and code appear here once you're approved.</p>}
            {data.application.status === "rejected" && !data.totals && <p className="text-muted-foreground">This application wasn't approved, so there's no link to share.</p>}
            {data.link && data.application.code && <ShareCard link={data.link} code={data.application.code} />}
            {data.totals && <Figures totals={data.totals} />}
            {data.totals && <Referrals referrals={data.referrals} />}
            {data.totals && <Commissions commissions={data.commissions} />}
            {data.totals && <Payouts payouts={data.payouts} />}
          </div>
        );
      }}
    </Loaded>
  );
}

function ShareCard({ link, code }: { link: string; code: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <Card className="grid gap-4 p-6 sm:p-8">
      <h2 className="text-heading font-semibold">Your link and code</h2>
      <div className="grid gap-2">
        <span className="text-sm font-medium">Link</span>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <code className="min-w-0 flex-1 rounded-[var(--radius)] border border-border bg-muted px-3 py-2 text-sm wrap-anywhere" data-testid="affiliate-link">
            {link}
          </code>
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              void navigator.clipboard?.writeText(link).then(() => setCopied(true));
            }}
          >
            <Copy className="size-4" aria-hidden="true" />
            {copied ? "Copied" : "Copy link"}
          </Button>
        </div>
      </div>
      <p>
        <span className="text-sm font-medium">Code</span>{" "}
        <strong className="ml-2 font-mono text-lg tracking-wider" data-testid="affiliate-code">
          {code}
        </strong>
      </p>
      <p className="text-sm text-muted-foreground">
        Anyone who opens a Serviceberry page through your link, or types your code when signing up as a vendor or venue, and creates an account within {REFERRAL_COOKIE_DAYS} days is yours.
        You earn {COMMISSION_PERCENT}% of their plan payments for {COMMISSION_MONTHS} months from their first payment.
      </p>
    </Card>
  );
}

interface Totals {
  signUps: number;
  paying: number;
  earnedCents: number;
  unpaidCents: number;
  paidOutCents: number;
}

function Figures({ totals }: { totals: Totals }) {
  const figures = [
    { label: "Sign-ups", value: String(totals.signUps) },
    { label: "Paying accounts", value: String(totals.paying) },
    { label: "Earned", value: formatUsd(totals.earnedCents) },
    { label: "Not yet paid out", value: formatUsd(totals.unpaidCents) },
  ];
  return (
    <section aria-labelledby="figures-heading" className="grid gap-3">
      <h2 id="figures-heading" className="sr-only">
        Your figures
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="affiliate-figures">
        {figures.map((figure) => (
          <Card key={figure.label} className="p-4 sm:p-5">
            <dt className="text-sm text-muted-foreground">{figure.label}</dt>
            <dd className="mt-1 font-display text-3xl font-semibold tabular-nums">{figure.value}</dd>
          </Card>
        ))}
      </dl>
      {totals.unpaidCents > 0 && totals.unpaidCents < MINIMUM_PAYOUT_CENTS && (
        <p className="text-sm text-muted-foreground">Payouts start once your unpaid balance reaches {formatUsd(MINIMUM_PAYOUT_CENTS)}; until then it carries over.</p>
      )}
    </section>
  );
}

interface Referral {
  number: number;
  accountKind: string;
  signedUpAt: string;
  firstPaymentAt: string | null;
  paidCents: number;
  commissionCents: number;
}

function Referrals({ referrals }: { referrals: Referral[] }) {
  return (
    <section aria-labelledby="referrals-heading" className="grid gap-3">
      <h2 id="referrals-heading" className="text-heading font-semibold">
        Sign-ups through your link
      </h2>
      {referrals.length === 0 ? (
        <EmptyState icon={<UsersRound className="size-6" aria-hidden="true" />} title="No sign-ups yet">
          Accounts created through your link or code appear here, numbered, without their names.
        </EmptyState>
      ) : (
        <ul className="grid gap-2" data-testid="affiliate-referrals">
          {referrals.map((referral) => (
            <li key={referral.number} className="flex flex-wrap items-center justify-between gap-2 rounded-[var(--radius)] border border-border p-3 text-sm">
              <span>
                <span className="font-medium">
                  #{referral.number} · {KIND_LABELS[referral.accountKind] ?? referral.accountKind}
                </span>{" "}
                <span className="text-muted-foreground">signed up {day(referral.signedUpAt)}</span>
              </span>
              <span className="text-muted-foreground">
                {referral.firstPaymentAt ? `paid ${formatUsd(referral.paidCents)} · you earned ${formatUsd(referral.commissionCents)}` : referral.accountKind === "couple" ? "couples use Serviceberry free" : "no payment yet"}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

interface Commission {
  id: string;
  referralNumber: number;
  plan: string;
  paidCents: number;
  refundedCents: number;
  commissionCents: number;
  paidAt: string;
  paidOut: boolean;
}

/** The payment as the payer kept it: a refund lowers the commission, or is taken back from the next payout once paid out. */
const paymentText = (commission: Commission) => (commission.refundedCents > 0 ? `${formatUsd(commission.paidCents)}, ${formatUsd(commission.refundedCents)} refunded` : formatUsd(commission.paidCents));
const statusText = (commission: Commission) => (commission.paidOut ? (commission.refundedCents > 0 ? "Paid out; the refunded share comes off your next payout" : "Paid out") : "Unpaid");

function Commissions({ commissions }: { commissions: Commission[] }) {
  return (
    <section aria-labelledby="commissions-heading" className="grid gap-3">
      <h2 id="commissions-heading" className="text-heading font-semibold">
        Commissions
      </h2>
      {commissions.length === 0 ? (
        <p className="text-muted-foreground">No payments yet. Each plan payment from a referred vendor or venue shows here with your {COMMISSION_PERCENT}%.</p>
      ) : (
        <div data-testid="affiliate-commissions">
          {/* Phones: one line per payment, so the commission is never scrolled out of sight. */}
          <ul className="grid gap-2 sm:hidden">
            {commissions.map((commission) => (
              <li key={commission.id} className="grid gap-1 rounded-[var(--radius)] border border-border p-3 text-sm">
                <span className="flex justify-between gap-2">
                  <span>
                    {day(commission.paidAt)} · #{commission.referralNumber} · {PLAN_LABELS[commission.plan] ?? commission.plan}
                  </span>
                  <span className="font-medium tabular-nums">{formatUsd(commission.commissionCents)}</span>
                </span>
                <span className="text-muted-foreground">
                  Payment {paymentText(commission)} · {statusText(commission)}
                </span>
              </li>
            ))}
          </ul>
          <table className="hidden w-full text-left text-sm sm:table">
            <thead className="text-muted-foreground">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">Date</th>
                <th scope="col" className="py-2 pr-3 font-medium">Account</th>
                <th scope="col" className="py-2 pr-3 font-medium">Plan</th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">Payment</th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">Commission</th>
                <th scope="col" className="py-2 font-medium">Status</th>
              </tr>
            </thead>
            <tbody>
              {commissions.map((commission) => (
                <tr key={commission.id} className="border-t border-border">
                  <td className="py-2 pr-3">{day(commission.paidAt)}</td>
                  <td className="py-2 pr-3">#{commission.referralNumber}</td>
                  <td className="py-2 pr-3">{PLAN_LABELS[commission.plan] ?? commission.plan}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{paymentText(commission)}</td>
                  <td className="py-2 pr-3 text-right font-medium tabular-nums">{formatUsd(commission.commissionCents)}</td>
                  <td className="py-2">{statusText(commission)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function Payouts({ payouts }: { payouts: { id: string; amountCents: number; reference: string; createdAt: string }[] }) {
  return (
    <section aria-labelledby="payouts-heading" className="grid gap-3">
      <h2 id="payouts-heading" className="text-heading font-semibold">
        Payouts
      </h2>
      {payouts.length === 0 ? (
        <p className="flex items-center gap-2 text-muted-foreground">
          <HandCoins className="size-4" aria-hidden="true" />
          No payouts yet.
        </p>
      ) : (
        <ul className="grid gap-2">
          {payouts.map((payout) => (
            <li key={payout.id} className="rounded-[var(--radius)] border border-border p-3 text-sm">
              <span className="font-medium">{formatUsd(payout.amountCents)}</span> sent {day(payout.createdAt)} · {payout.reference}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
