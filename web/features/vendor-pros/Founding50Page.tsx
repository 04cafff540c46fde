import { useQuery } from "@tanstack/react-query";
import { CalendarHeart, MessageCircleHeart, ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { Loaded } from "@web/components/LoadError";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { usePageHead } from "@web/lib/page-head";
import { CtaBand, FeatureCard, FeatureGrid, PageHero, Section } from "../content";
import { vendorProsQueries } from "./api";

/** /founding-50: the founding-vendor offer, with the places left counted from real vendor sign-ups. */
export default function Founding50Page() {
  usePageHead({
    title: "The Founding 50",
    description: "The first fifty wedding vendors to join Serviceberry get founding terms. See how many places are left.",
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
            Serviceberry is new in Ohio and Tennessee. The first fifty vendors who create an account become founding
            vendors, and the terms below stay with them for as long as their account is open.
          </p>
        }
        actions={
          <Button asChild size="lg">
            <Link to="/signup/vendor">Claim a founding place</Link>
          </Button>
        }
      />
      <Section eyebrow="Places left" title="Counted from real sign-ups">
        <Card className="max-w-xl p-6 sm:p-8">
          <Loaded query={founding} loadingLabel="Counting places..." errorMessage="We couldn't count the places left.">
            {(status) => (
              <div>
                <p className="font-display text-6xl font-semibold text-primary" data-testid="founding-places-left">
                  {status.placesLeft}
                </p>
                <p className="mt-2 text-lg">
                  {status.placesLeft === 0
                    ? "All fifty founding places are taken. The free plan is still open to every vendor."
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
                  {status.vendorSignUps === 1 ? "1 vendor has" : `${status.vendorSignUps} vendors have`} signed up so far. Every vendor account
                  counts, in the order it was created.
                </p>
              </div>
            )}
          </Loaded>
        </Card>
      </Section>
      <Section tone="muted" eyebrow="The offer" title="What founding vendors get">
        <FeatureGrid>
          <FeatureCard icon={ShieldCheck} title="The free plan, kept">
            Everything on the free plan today (profile, portfolio, packages, inquiries and inbox) stays free for founding
            vendors, whatever we add later.
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
          A founding place belongs to the vendor account that took it and is not transferable. There is nothing to pay,
          now or later, to keep it.
        </p>
      </Section>
      <CtaBand
        title="Join while places are left"
        body={<p>Sign up as a vendor; your place is counted the moment your account exists.</p>}
        action={{ to: "/signup/vendor", label: "Create your vendor account" }}
        secondary={{ to: "/vendor-pricing", label: "Compare the plans" }}
      />
    </>
  );
}
