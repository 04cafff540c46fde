import { Link } from "react-router";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@web/components/ui/accordion";
import { Button } from "@web/components/ui/button";
import { usePageHead } from "@web/lib/page-head";
import { PlanPicker } from "../billing";
import { CtaBand, PageHero, Section } from "../content";

const QUESTIONS = [
  {
    q: "Is the free plan really free?",
    a: "Yes. There is no trial period, no credit card and no fee per inquiry. Everything listed under Free works today, and nothing on it moved behind a paid plan.",
  },
  {
    q: "What do Plus and Pro add?",
    a: "Room to show more: more portfolio photos and packages on each vendor profile, more gallery photos on each venue listing. The limits are the ones listed on each plan, and our server applies them.",
  },
  {
    q: "How do I pay, change or cancel?",
    a: "Payment goes through Stripe; we never see your card. From your dashboard you can switch plans (Stripe credits the unused part of your period), update your card, see invoices, or cancel: a canceled plan keeps working until the end of the period you paid for, then your account moves to Free.",
  },
  {
    q: "What if a payment fails?",
    a: "We email you and your plan keeps working for 7 days while Stripe retries the card. If it still fails, your account moves to Free; nothing is deleted, but you can't add past the Free limits.",
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

/** /vendor-pricing: the plans, priced by the server (decision 043); a business account checks out through Stripe here. */
export default function VendorPricingPage() {
  usePageHead({
    title: "Vendor pricing",
    description: "Serviceberry for wedding vendors and venues: a free plan with your profile, portfolio, inquiries and inbox, and Plus and Pro for more photos and packages. No commission, no paid placement.",
    canonicalPath: "/vendor-pricing",
  });
  return (
    <>
      <PageHero
        eyebrow="Vendor pricing"
        title="Free to start, and free to stay"
        lead={<p>List your business, show your work and answer couples without paying a cent. Plus and Pro give you room to show more. No commission on bookings, ever.</p>}
        actions={
          <Button asChild size="lg">
            <Link to="/signup/vendor">Create your free profile</Link>
          </Button>
        }
        meta={<p>No credit card for Free · Paid plans cancel any time from your dashboard</p>}
      />
      <Section eyebrow="Plans" title="Pick how you start">
        <PlanPicker />
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
