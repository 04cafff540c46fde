import { Check } from "lucide-react";
import { Link } from "react-router";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@web/components/ui/accordion";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { usePageHead } from "@web/lib/page-head";
import { CtaBand, PageHero, Section } from "../content";

const FREE_PLAN = [
  "A public profile in your category and every city you serve",
  "Packages with prices and what each includes",
  "A portfolio of photos, resized for phones",
  "Unlimited inquiries, each emailed to you",
  "An inbox with replies and statuses: new, replied, booked, declined",
  "Your profile views count",
  "Friendor recommendations on your profile",
  "Help from Grace and our support team",
];

const FOUNDING_TERMS = [
  "Everything in the free plan",
  "Founding vendor terms, kept for as long as your account stays open",
  "A direct line to the people building Serviceberry",
];

const QUESTIONS = [
  {
    q: "Is the free plan really free?",
    a: "Yes. There is no trial period, no credit card and no fee per inquiry. Everything listed under Free works today.",
  },
  {
    q: "Will there be paid plans?",
    a: "Perhaps, for extra tools. If we add one, its price and what it includes will be written on this page before anyone is asked to pay, and nothing you use on the free plan today will move behind it.",
  },
  {
    q: "Can I pay to rank higher?",
    a: "No. Search order and vendor matching are based on fit for the couple (city, budget, style, reviews), and the reasons are shown to them. There is no paid placement.",
  },
  {
    q: "Do you take a commission on bookings?",
    a: "No. Couples pay you directly, on your own terms.",
  },
];

/** /vendor-pricing: the plans. Free to start; there is no checkout because nothing here costs money. */
export default function VendorPricingPage() {
  usePageHead({
    title: "Vendor pricing",
    description: "Serviceberry for wedding vendors: a free plan with your profile, portfolio, inquiries and inbox. No credit card, no commission, no paid placement.",
    canonicalPath: "/vendor-pricing",
  });
  return (
    <>
      <PageHero
        eyebrow="Vendor pricing"
        title="Free to start, and free to stay"
        lead={<p>List your business, show your work and answer couples without paying a cent. No commission on bookings, ever.</p>}
        actions={
          <Button asChild size="lg">
            <Link to="/signup/vendor">Create your free profile</Link>
          </Button>
        }
        meta={<p>No credit card · Cancel any time by closing your account</p>}
      />
      <Section eyebrow="Plans" title="Pick how you start">
        <div className="grid gap-6 lg:grid-cols-2 [&>*]:min-w-0">
          <Card className="flex flex-col p-6 sm:p-8">
            <h3 className="text-heading font-semibold">Free</h3>
            <p className="mt-3">
              <span className="font-display text-5xl font-semibold">$0</span>
              <span className="ml-2 text-muted-foreground">per month</span>
            </p>
            <p className="mt-3 text-muted-foreground">For every wedding vendor in our four cities.</p>
            <PlanFeatures items={FREE_PLAN} />
            <div className="mt-auto pt-8">
              <Button asChild className="w-full" size="lg">
                <Link to="/signup/vendor">Start free</Link>
              </Button>
            </div>
          </Card>
          <Card className="flex flex-col border-primary/40 p-6 sm:p-8">
            <div className="flex flex-wrap items-center gap-3">
              <h3 className="text-heading font-semibold">Founding vendor</h3>
              <Badge>First 50 vendors</Badge>
            </div>
            <p className="mt-3">
              <span className="font-display text-5xl font-semibold">$0</span>
              <span className="ml-2 text-muted-foreground">per month</span>
            </p>
            <p className="mt-3 text-muted-foreground">The free plan, plus terms we keep for the vendors who join us first.</p>
            <PlanFeatures items={FOUNDING_TERMS} />
            <div className="mt-auto pt-8">
              {/* The label wraps on a phone rather than widening the card past the screen. */}
              <Button asChild className="h-auto min-h-13 w-full whitespace-normal py-3 text-center" size="lg" variant="secondary">
                <Link to="/founding-50">See the founding offer and places left</Link>
              </Button>
            </div>
          </Card>
        </div>
      </Section>
      <Section tone="muted" eyebrow="Questions" title="Pricing questions vendors ask">
        <Accordion type="single" collapsible className="max-w-3xl">
          {QUESTIONS.map((item, i) => (
            <AccordionItem key={item.q} value={`q${i}`}>
              <AccordionTrigger>{item.q}</AccordionTrigger>
              <AccordionContent>{item.a}</AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </Section>
      <CtaBand
        title="Your profile can be live this afternoon"
        body={<p>Sign up, claim or create your listing, add a few photos and a package, and you are ready for inquiries.</p>}
        action={{ to: "/signup/vendor", label: "Create your free profile" }}
        secondary={{ to: "/vendor-benefits", label: "See what vendors get" }}
      />
    </>
  );
}

function PlanFeatures({ items }: { items: string[] }) {
  return (
    <ul className="mt-6 grid gap-3">
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <Check className="mt-0.5 size-5 shrink-0 text-accent-strong" aria-hidden="true" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
