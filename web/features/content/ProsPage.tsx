import { CalendarCheck, Inbox, MapPin, Store } from "lucide-react";
import { Link } from "react-router";
import { VENDOR_CATEGORIES } from "@domain/vendor-categories";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { usePageHead } from "@web/lib/page-head";
import { ArrowLink } from "@web/components/ArrowLink";
import { CtaBand } from "./components/CtaBand";
import { FeatureCard, FeatureGrid } from "./components/FeatureGrid";
import { PageHero } from "./components/PageHero";
import { CITY_LIST_TEXT } from "./components/cities";
import { Section } from "./components/Section";
import { StepList, type Step } from "./components/StepList";


const HOW_IT_WORKS: Step[] = [
  {
    title: "Create your free profile",
    body: (
      <p>
        Sign up as a venue or a vendor, choose your city and your category, and tell couples what makes your business
        yours. It takes a few minutes and costs nothing.
      </p>
    ),
  },
  {
    title: "Show your best work",
    body: (
      <p>
        Add photos, packages, starting prices and the areas you serve. Venues add capacity, spaces and tour times.
        Clear, honest details bring the right couples and fewer dead-end questions.
      </p>
    ),
  },
  {
    title: "Answer inquiries and book tours",
    body: (
      <p>
        Couples send inquiries with the details they choose to share, such as their date, guest count and style.
        Reply from your dashboard, and venues can confirm tour requests in a couple of clicks.
      </p>
    ),
  },
  {
    title: "Grow at your own pace",
    body: (
      <p>
        Stay on the free profile for as long as you like. If you want more tools, optional plans are there, with the
        price written down before you choose.
      </p>
    ),
    action: <ArrowLink to="/vendor-pricing">See pricing for pros</ArrowLink>,
  },
];

export default function ProsPage() {
  usePageHead({
    title: "For wedding pros",
    description: "For wedding venues and vendors in Ohio and Tennessee: list your business on Serviceberry, take tour requests and meet couples planning now.",
    canonicalPath: "/pros",
  });
  return (
    <>
      <PageHero
        eyebrow="For wedding pros"
        title="Meet couples who are planning in your city"
        lead={
          <p>
            Serviceberry connects venues and vendors with engaged couples in {CITY_LIST_TEXT}. Build a profile for free,
            answer inquiries that arrive with real details, and spend less time chasing leads that were never a fit.
          </p>
        }
        actions={
          <>
            <Button asChild size="lg">
              <Link to="/signup/vendor">Join as a vendor</Link>
            </Button>
            <Button asChild variant="secondary" size="lg">
              <Link to="/signup/venue">List your venue</Link>
            </Button>
          </>
        }
        meta={<p>Free to start · No credit card · Always ad-free, for you and for couples</p>}
      />

      <Section
        eyebrow="What you get"
        title="Everything you need to be found, and booked"
        intro={<p>A profile couples can trust, and a simple way to turn interest into conversations.</p>}
      >
        <FeatureGrid columns={4}>
          <FeatureCard icon={Store} title="A profile that sells">
            Photos, packages and prices on one clean page, with no competitors&rsquo; ads beside it.
          </FeatureCard>
          <FeatureCard icon={Inbox} title="Inquiries with context" tone="accent">
            Couples reach you with the date, guest count and details they choose to share, so you can answer properly
            the first time.
          </FeatureCard>
          <FeatureCard icon={CalendarCheck} title="Tour booking for venues">
            Couples request tours at times you offer. Confirm them and see every upcoming visit in your dashboard.
          </FeatureCard>
          <FeatureCard icon={MapPin} title="Couples in your city" tone="accent">
            Every couple here is planning in {CITY_LIST_TEXT}, so your profile reaches people you can serve.
          </FeatureCard>
        </FeatureGrid>
        <p className="mt-8">
          <ArrowLink to="/vendor-benefits">See all the benefits for vendors</ArrowLink>
        </p>
      </Section>

      <Section
        tone="muted"
        eyebrow="Who it’s for"
        title="Venues and twelve kinds of vendors"
        intro={
          <p>
            If you help couples get married in one of our cities, there is a place for you here. Venues have their own
            tools for spaces and tours; vendors list in the category that fits.
          </p>
        }
      >
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
          <Card className="flex flex-col p-6 sm:p-7">
            <h3 className="text-heading leading-snug font-semibold">Venues</h3>
            <p className="mt-2.5 leading-relaxed text-muted-foreground">
              Ballrooms, barns, gardens, lofts, chapels and rooftops. Show your spaces, capacities and tour times.
            </p>
            <div className="mt-auto pt-5">
              <ArrowLink to="/list-your-venue">How venue listings work</ArrowLink>
            </div>
          </Card>
          <Card className="p-6 sm:p-7">
            <h3 className="text-heading leading-snug font-semibold">Vendors</h3>
            <ul className="mt-4 flex flex-wrap gap-2" aria-label="Vendor categories">
              {VENDOR_CATEGORIES.map((category) => (
                <li key={category.slug} className="rounded-full border border-border bg-background px-3.5 py-1.5 text-sm font-medium">
                  {category.name}
                </li>
              ))}
            </ul>
          </Card>
        </div>
      </Section>

      <Section eyebrow="How it works" title="Up and running in an afternoon">
        <StepList steps={HOW_IT_WORKS} />
      </Section>

      <CtaBand
        title="Free to start. Honest from day one."
        body={
          <p>
            No listing fees to get going, no credit card, no ads next to your work. Optional plans only when you want
            more.
          </p>
        }
        action={{ to: "/signup/vendor", label: "Create your free vendor profile" }}
        secondary={{ to: "/signup/venue", label: "Own a venue? Sign up here" }}
      />
    </>
  );
}
