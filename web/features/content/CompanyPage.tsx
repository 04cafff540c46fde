import { Ban, Briefcase, Clock, Hammer, Heart, LifeBuoy, Lock, Mail, MapPin, Phone, Receipt } from "lucide-react";
import { Link } from "react-router";
import { CONTACT_DETAILS } from "@domain/constants";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { usePageHead } from "@web/lib/page-head";
import { ArrowLink } from "@web/components/ArrowLink";
import { FeatureCard, FeatureGrid } from "./components/FeatureGrid";
import { PageHero } from "./components/PageHero";
import { Prose } from "./components/Prose";
import { Section } from "./components/Section";

const phoneHref = `tel:+1${CONTACT_DETAILS.phone.replace(/\D/g, "")}`;

export default function CompanyPage() {
  usePageHead({
    title: "Our company",
    description: "Who builds Serviceberry, where we work, and how we make money without ads or selling couples' data.",
    canonicalPath: "/company",
  });
  return (
    <>
      <PageHero
        eyebrow="Our company"
        title="A small Columbus company with a simple promise"
        lead={
          <p>
            We build Serviceberry so couples can plan a wedding without the stress, the ads or the fine print, and so
            the local pros who make those days happen can meet couples who are right for them.
          </p>
        }
        actions={
          <>
            <Button asChild size="lg">
              <Link to="/contact">Get in touch</Link>
            </Button>
            <Button asChild variant="secondary" size="lg">
              <a href="#story">Read our story</a>
            </Button>
          </>
        }
      />

      <Section eyebrow="Mission" title="Why Serviceberry exists">
        <blockquote className="max-w-4xl border-l-4 border-accent-strong pl-6 font-display text-2xl leading-snug text-foreground sm:pl-8 sm:text-3xl">
          Our mission is to make planning a wedding feel like part of the celebration: organized, shared with the
          people you love, and rooted in the places you know.
        </blockquote>
      </Section>

      <Section id="story" tone="muted" eyebrow="Our story" title="Founded in Columbus, Ohio">
        <Prose>
          <p>
            Serviceberry was founded in Columbus, Ohio, and we still work from downtown, a few blocks from the
            Scioto. It started as a tool for friends who were tired of planning their weddings across spreadsheets,
            group chats and directories full of ads. It grew into a place where a couple, their families and their
            venue and vendors can all work from the same plan.
          </p>
          <p>
            We began with the Ohio cities we know by heart, Columbus, Cleveland and Cincinnati, then crossed the
            state line to Nashville. Growing one city at a time is deliberate: it means every venue and vendor on
            the site works where our couples live, and every question a couple asks June has a local answer.
          </p>
          <p>
            We are a small team of planners, engineers and designers, and we answer to the couples and pros who use
            Serviceberry, not to advertisers.
          </p>
        </Prose>
      </Section>

      <Section
        eyebrow="How we make money"
        title="Honest about the business"
        intro={
          <p>A free wedding app still has bills to pay. Here is exactly how Serviceberry pays for itself, and what it never does.</p>
        }
      >
        <FeatureGrid columns={3}>
          <FeatureCard icon={Heart} title="Free for couples to start">
            Creating an account and planning your wedding costs $0 to start, with no credit card. If you ever choose an
            optional upgrade, you can cancel it anytime.
          </FeatureCard>
          <FeatureCard
            icon={Briefcase}
            title="Optional plans for pros"
            tone="accent"
            footer={<ArrowLink to="/vendor-pricing">See plans for pros</ArrowLink>}
          >
            Venues and vendors can create a profile and answer couples for free. Optional paid plans add more tools for
            the pros who want them, with prices published openly.
          </FeatureCard>
          <FeatureCard icon={Ban} title="What we never do">
            We never show ads, never sell personal data and never pass your details to a venue or vendor you have not
            contacted yourself.
          </FeatureCard>
        </FeatureGrid>
      </Section>

      <Section
        tone="card"
        eyebrow="How we work"
        title="Team principles"
        intro={<p>The rules we hold ourselves to when nobody is watching, and when a shortcut would be easier.</p>}
      >
        <FeatureGrid columns={3}>
          <FeatureCard icon={Heart} title="Couples come first">
            When a choice would be good for the business and bad for couples, we don&rsquo;t make it.
          </FeatureCard>
          <FeatureCard icon={Receipt} title="Say what things cost" tone="accent">
            Prices, plans and limits are written down in plain words before anyone pays a cent.
          </FeatureCard>
          <FeatureCard icon={MapPin} title="Local beats generic">
            We would rather know four cities well than forty cities badly.
          </FeatureCard>
          <FeatureCard icon={Lock} title="Careful with data" tone="accent">
            We collect what the product needs, explain why, and let you take it with you or delete it.
          </FeatureCard>
          <FeatureCard icon={LifeBuoy} title="Real people behind the help">
            Grace answers first, and a person on our team reads every ticket she files.
          </FeatureCard>
          <FeatureCard icon={Hammer} title="Ship it right" tone="accent">
            We would rather launch a feature a few weeks later than launch one that gets a wedding day wrong.
          </FeatureCard>
        </FeatureGrid>
      </Section>

      <Section
        id="press"
        eyebrow="Press and partners"
        title="Let’s talk"
        intro={
          <p>
            Writing about weddings in Ohio or Tennessee, planning a partnership, or curious about what we are building?
            We would love to hear from you.
          </p>
        }
      >
        <Card className="p-6 sm:p-8">
          <ul className="grid gap-5 text-[0.975rem] sm:grid-cols-2 sm:gap-x-10">
            <li className="flex items-start gap-3">
              <Mail className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
              <span>
                <span className="block text-sm text-muted-foreground">Press and partnerships</span>
                <a href={`mailto:${CONTACT_DETAILS.email}`} className="font-medium text-primary underline underline-offset-4">
                  {CONTACT_DETAILS.email}
                </a>
              </span>
            </li>
            <li className="flex items-start gap-3">
              <Phone className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
              <span>
                <span className="block text-sm text-muted-foreground">Phone</span>
                <a href={phoneHref} className="font-medium text-primary underline underline-offset-4">
                  {CONTACT_DETAILS.phone}
                </a>
              </span>
            </li>
            <li className="flex items-start gap-3">
              <Clock className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
              <span>
                <span className="block text-sm text-muted-foreground">Hours</span>
                {CONTACT_DETAILS.hours}
              </span>
            </li>
            <li className="flex items-start gap-3">
              <MapPin className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
              <span>
                <span className="block text-sm text-muted-foreground">Office</span>
                {CONTACT_DETAILS.address}
              </span>
            </li>
          </ul>
          <div className="mt-8 flex flex-col gap-4 border-t border-border pt-6 sm:flex-row sm:items-center sm:justify-between">
            <Button asChild size="lg">
              <Link to="/contact">Contact us</Link>
            </Button>
            <p className="text-sm text-muted-foreground">
              Need help with an account?{" "}
              <Link to="/help" className="font-medium text-primary underline underline-offset-4">
                Visit the help center
              </Link>
            </p>
          </div>
        </Card>
      </Section>
    </>
  );
}
