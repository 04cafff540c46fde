import { BadgePercent, Cookie, HandCoins, Link2, ShieldCheck, UsersRound } from "lucide-react";
import { Link } from "react-router";
import { COMMISSION_MONTHS, COMMISSION_PERCENT, MINIMUM_PAYOUT_CENTS, REFERRAL_COOKIE_DAYS } from "@domain/affiliates";
import { formatUsd } from "@domain/plans";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { usePageHead } from "@web/lib/page-head";
import { CtaBand, FeatureCard, FeatureGrid, PageHero, Section, StepList } from "../content";
import { AFFILIATE_TERMS } from "./terms";

/** /affiliate-program: what the program is and its published terms (decision 048). */
export default function AffiliateProgramPage() {
  usePageHead({
    title: "Affiliate program",
    description: `Tell wedding vendors and venue owners about Serviceberry and earn ${COMMISSION_PERCENT}% of what they pay for their plan for ${COMMISSION_MONTHS} months. Read the terms and apply.`,
    canonicalPath: "/affiliate-program",
  });
  return (
    <>
      <PageHero
        eyebrow="Affiliates"
        title="Send us wedding pros, share in what they pay"
        lead={
          <p>
            Serviceberry is free and ad-free for couples; vendors and venue owners pay for Plus and Pro plans. If you write for, teach or
            work alongside wedding professionals in Ohio and Tennessee, our affiliate program pays you {COMMISSION_PERCENT}% of what the
            accounts you send us pay, for their first {COMMISSION_MONTHS} months.
          </p>
        }
        actions={
          <Button asChild size="lg">
            <Link to="/affiliate-signup">Apply to be an affiliate</Link>
          </Button>
        }
      />
      <Section eyebrow="How it works" title="From application to payout">
        <StepList
          steps={[
            { title: "Apply", body: "Sign in to any Serviceberry account and tell us who you'll talk to about Serviceberry and where you'll get paid. An admin reads every application." },
            { title: "Share your link", body: "Once you're approved, your affiliate dashboard shows your link and a short code people can type when they sign up." },
            { title: "Earn and get paid", body: `Your dashboard counts sign-ups, payments and commissions as they happen. We pay out once your balance reaches ${formatUsd(MINIMUM_PAYOUT_CENTS)}.` },
          ]}
        />
      </Section>
      <Section tone="muted" eyebrow="At a glance" title="The numbers">
        <FeatureGrid>
          <FeatureCard icon={BadgePercent} title={`${COMMISSION_PERCENT}% for ${COMMISSION_MONTHS} months`}>
            Of every plan payment from a vendor or venue owner you referred, monthly or yearly, from their first payment.
          </FeatureCard>
          <FeatureCard icon={Cookie} title={`${REFERRAL_COOKIE_DAYS}-day cookie, first touch`}>
            The first affiliate link someone follows counts if they sign up within {REFERRAL_COOKIE_DAYS} days.
          </FeatureCard>
          <FeatureCard icon={HandCoins} title={`Payouts from ${formatUsd(MINIMUM_PAYOUT_CENTS)}`} tone="accent">
            Sent to your payout email and marked on your dashboard.
          </FeatureCard>
          <FeatureCard icon={Link2} title="A link and a code">
            Share the link anywhere; give the code to people you talk to in person.
          </FeatureCard>
          <FeatureCard icon={UsersRound} title="Privacy first">
            Your dashboard shows what kind of account signed up and what it paid, never who they are.
          </FeatureCard>
          <FeatureCard icon={ShieldCheck} title="Never for sale">
            Affiliates can't buy or promise a better place in search or matching: no one can.
          </FeatureCard>
        </FeatureGrid>
      </Section>
      <Section eyebrow="The terms" title="Program terms">
        <Card className="max-w-3xl p-6 sm:p-8">
          <ol className="grid gap-5" data-testid="affiliate-terms">
            {AFFILIATE_TERMS.map((term, index) => (
              <li key={term.title}>
                <h3 className="font-semibold">
                  {index + 1}. {term.title}
                </h3>
                <p className="mt-1 text-muted-foreground">{term.body}</p>
              </li>
            ))}
          </ol>
        </Card>
      </Section>
      <CtaBand
        title="Ready to share Serviceberry?"
        body={<p>Apply from any Serviceberry account with a confirmed email address. It takes two minutes.</p>}
        action={{ to: "/affiliate-signup", label: "Apply now" }}
        secondary={{ to: "/vendor-pricing", label: "See what vendors pay" }}
      />
    </>
  );
}
