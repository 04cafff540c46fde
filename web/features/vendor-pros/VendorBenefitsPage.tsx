import { BadgeCheck, Eye, HandHeart, Images, Inbox, LifeBuoy, ListChecks, MapPin, Scale } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@web/components/ui/button";
import { ArrowLink } from "@web/components/ArrowLink";
import { usePageHead } from "@web/lib/page-head";
import { CITY_LIST_TEXT, CtaBand, FeatureCard, FeatureGrid, PageHero, Section, StepList, type Step } from "../content";

const STEPS: Step[] = [
  {
    title: "Sign up as a vendor",
    body: <p>Create a vendor account with your business name, category and city. It is free and takes a few minutes.</p>,
  },
  {
    title: "Claim your listing, or start fresh",
    body: (
      <p>
        Many local businesses already have a basic listing. Claim yours and our team checks the claim by hand before it
        is handed to you.
      </p>
    ),
    action: <ArrowLink to="/vendor/claim">Claim your business</ArrowLink>,
  },
  {
    title: "Fill in the profile couples read",
    body: <p>Description, packages with prices, portfolio photos and the cities you serve. Your dashboard shows what is still missing.</p>,
  },
  {
    title: "Answer inquiries from your inbox",
    body: <p>Reply in the thread, and mark each inquiry replied, booked or declined so nothing slips through.</p>,
    action: <ArrowLink to="/vendor-dashboard">Open the vendor dashboard</ArrowLink>,
  },
];

/** /vendor-benefits: what a vendor gets from Serviceberry, all of it on the free plan. */
export default function VendorBenefitsPage() {
  usePageHead({
    title: "Vendor benefits",
    description: `What Serviceberry does for wedding vendors in ${CITY_LIST_TEXT}: a free profile, inquiries with real details, an inbox with statuses and honest matching.`,
    canonicalPath: "/vendor-benefits",
  });
  return (
    <>
      <PageHero
        eyebrow="For vendors"
        title="Spend your time on weddings, not on chasing leads"
        lead={
          <p>
            Serviceberry puts photographers, florists, caterers, bands and every other wedding pro in front of couples
            planning in {CITY_LIST_TEXT}, with the details you need to answer well the first time.
          </p>
        }
        actions={
          <>
            <Button asChild size="lg">
              <Link to="/signup/vendor">Create your free profile</Link>
            </Button>
            <Button asChild variant="secondary" size="lg">
              <Link to="/vendor-pricing">See pricing</Link>
            </Button>
          </>
        }
        meta={<p>Free to start · No credit card · No ads beside your work</p>}
      />

      <Section eyebrow="What you get" title="Everything on this page is part of the free plan">
        <FeatureGrid>
          <FeatureCard icon={Inbox} title="Inquiries with context">
            Couples send their wedding date, guest count, budget and a message. Each inquiry lands in your inbox and in
            your email.
          </FeatureCard>
          <FeatureCard icon={ListChecks} title="An inbox with statuses" tone="accent">
            Every inquiry is new, replied, booked or declined. Reply in a thread the couple reads on Serviceberry.
          </FeatureCard>
          <FeatureCard icon={Images} title="A portfolio that loads fast">
            Upload your photos; we check each file, resize it for phones and keep your originals out of reach.
          </FeatureCard>
          <FeatureCard icon={Eye} title="Profile views" tone="accent">
            See how many times couples opened your profile, so you know whether your listing is being found.
          </FeatureCard>
          <FeatureCard icon={HandHeart} title="Friendors">
            Recommend the vendors you love working with. Your recommendations appear on your profile, and theirs can
            point back to you.
          </FeatureCard>
          <FeatureCard icon={Scale} title="Matching that can't be bought" tone="accent">
            When couples ask for matches, vendors are ranked on fit (city, budget, style, reviews) with the reasons
            shown. There is no paid placement.
          </FeatureCard>
        </FeatureGrid>
      </Section>

      <Section
        tone="muted"
        eyebrow="Respect for couples"
        title="Couples choose who hears from them"
        intro={
          <p>
            You see a couple&rsquo;s details only after they write to you. That keeps every conversation wanted, and it is
            why couples trust the inquiries they send here.
          </p>
        }
      >
        <FeatureGrid columns={3}>
          <FeatureCard icon={BadgeCheck} title="Verified senders">
            Couples confirm their email address before they can send an inquiry, so you answer real people.
          </FeatureCard>
          <FeatureCard icon={MapPin} title="Local by design" tone="accent">
            Every couple here is planning a wedding in {CITY_LIST_TEXT}.
          </FeatureCard>
          <FeatureCard icon={LifeBuoy} title="Help when you need it">
            Grace, our support assistant, answers questions about your account and listing and can pass a problem to our
            team.
          </FeatureCard>
        </FeatureGrid>
      </Section>

      <Section eyebrow="How it works" title="From sign-up to your first inquiry">
        <StepList steps={STEPS} />
      </Section>

      <CtaBand
        title="Be one of our founding vendors"
        body={<p>The first fifty vendors to join get founding terms for as long as they stay with us.</p>}
        action={{ to: "/founding-50", label: "See the founding offer" }}
        secondary={{ to: "/signup/vendor", label: "Or sign up now" }}
      />
    </>
  );
}
