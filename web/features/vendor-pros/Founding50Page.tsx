import { useQuery } from "@tanstack/react-query";
import { CalendarHeart, MessageCircleHeart, ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { Loaded } from "@web/components/LoadError";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { usePageHead } from "@web/lib/page-head";
import { CtaBand, FeatureCard, FeatureGrid, PageHero, Section } from "../content";
import { vendorProsQueries } from "./api";

/** /founding-50: the founding-vendor offer, with the places left counted from real paid subscriptions (decision 043). */
export default function Founding50Page() {
  usePageHead({
    title: "The Founding 50",
    description: "The first fifty wedding vendors to pay for a Serviceberry plan keep a founding price for life. See how many places are left.",
    canonicalPath: "/founding-50",
  });
  const founding = useQuery(vendorProsQueries.founding());
  return (
    <>
      <PageHero
        eyebrow="The Founding 50"
        title="Fifty places for the vendors who build this with us"
        lead={
          <p>
            Serviceberry is new in Ohio and Tennessee. The first fifty vendors who choose a paid plan become founding
            vendors and pay half the regular price of Plus or Pro, for life.
          </p>
        }
        actions={
          <Button asChild size="lg">
            <Link to="/vendor-pricing">See the plans and founding prices</Link>
          </Button>
        }
      />
      <Section eyebrow="Places left" title="Counted from real paid plans">
        <Card className="max-w-xl p-6 sm:p-8">
          <Loaded query={founding} loadingLabel="Counting places..." errorMessage="We couldn't count the places left.">
            {(status) => (
              <div>
                <p className="font-display text-6xl font-semibold text-primary" data-testid="founding-places-left">
                  {status.placesLeft}
                </p>
                <p className="mt-2 text-lg">
                  {status.placesLeft === 0
                    ? "All fifty founding places are taken. The free plan and the regular prices are open to every vendor."
                    : `of ${status.places} founding places left`}
                </p>
                <div
                  className="mt-5 h-3 overflow-hidden rounded-full bg-muted"
                  role="progressbar"
                  aria-label="Founding places taken"
                  aria-valuemin={0}
                  aria-valuemax={status.places}
                  aria-valuenow={status.places - status.placesLeft}
                >
                  <div className="h-full rounded-full bg-primary" style={{ width: `${((status.places - status.placesLeft) / status.places) * 100}%` }} />
                </div>
                <p className="mt-3 text-sm text-muted-foreground">
                  {status.taken === 1 ? "1 vendor has" : `${status.taken} vendors have`} taken a place so far. A place is taken when a
                  vendor's first payment for Plus or Pro goes through, in the order payments complete; signing up alone doesn't take one.
                </p>
              </div>
            )}
          </Loaded>
        </Card>
      </Section>
      <Section tone="muted" eyebrow="The offer" title="What founding vendors get">
        <FeatureGrid>
          <FeatureCard icon={ShieldCheck} title="Half price, for life">
            Plus or Pro at half the regular price (the founding prices on /vendor-pricing), for as long as your account has a
            paid plan. Everything on the free plan stays free.
          </FeatureCard>
          <FeatureCard icon={CalendarHeart} title="First say on new tools" tone="accent">
            Before we build a new vendor tool we ask founding vendors first, and you try it before anyone else.
          </FeatureCard>
          <FeatureCard icon={MessageCircleHeart} title="A direct line">
            Write to us through the contact page and mention you are a founding vendor; the people building Serviceberry
            read and answer.
          </FeatureCard>
        </FeatureGrid>
        <p className="mt-8 max-w-2xl text-sm text-muted-foreground">
          A founding place belongs to the vendor account that took it and is not transferable. The founding price applies to
          Plus and Pro, monthly or yearly, whenever that account has a paid plan, including after switching plans or
          coming back later. If two payments race for the last place, the one that completes first takes it; the other
          pays the regular price from its next period.
        </p>
      </Section>
      <CtaBand
        title="Join while places are left"
        body={<p>Sign up as a vendor, then choose Plus or Pro; your place is counted the moment your first payment goes through.</p>}
        action={{ to: "/signup/vendor", label: "Create your vendor account" }}
        secondary={{ to: "/vendor-pricing", label: "Compare the plans" }}
      />
    </>
  );
}
