import {
  ArrowRight,
  CalendarCheck,
  Check,
  Flower2,
  MapPin,
  Wallet,
  LayoutGrid,
  ShieldCheck,
  Store,
  Users,
  type LucideIcon,
} from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import {
  CLOSING_BANNER_SATISFACTION,
  CLOSING_BANNER_SATISFACTION_LABEL,
  DEMO_BUDGET_TOTAL,
  FREE_OFFER_PRICE_USD,
  HOME_STATS,
  SAMPLE_FIGURES_NOTE,
  VENUE_COUNT_CLAIM,
} from "@domain/constants";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { useCity } from "@web/lib/city";
import { usePageTitle } from "@web/lib/page-head";
import { DemoBudget, DemoChat, SAMPLE_BUDGET, SAMPLE_CHAT } from "../demo";

const FREE_PRICE = `$${FREE_OFFER_PRICE_USD}`;
const VENUES_CLAIM = `${VENUE_COUNT_CLAIM} venues`;

const FEATURES: { title: string; text: string; to: string; icon: LucideIcon }[] = [
  {
    title: "Master timeline builder",
    text: "Every task from engagement to last dance, in the right order, with reminders that shift when your date does.",
    to: "/planning/master-timeline",
    icon: CalendarCheck,
  },
  {
    title: "Guest list manager",
    text: "CSV import brings your list in from any spreadsheet, and online RSVP shows who is coming at a glance.",
    to: "/planning/guest-list-manager",
    icon: Users,
  },
  {
    title: "Floral design studio",
    text: "Build every bouquet and centerpiece from flowers in season for your date, and see the stems and the cost add up.",
    to: "/floral-design-studio",
    icon: Flower2,
  },
  {
    title: "Vendor benefits",
    text: "Photographers, florists, DJs and planners meet couples who fit their style and date. No ads, no bidding.",
    to: "/vendor-benefits",
    icon: Store,
  },
  {
    title: "Floor plan builder",
    text: "Draw your room to scale, seat guests by your own rules in one step, and hand your caterer meal counts by table.",
    to: "/floor-plan-builder",
    icon: LayoutGrid,
  },
  {
    title: "Family budget access",
    text: "Parents helping to pay? Choose who can see your budget and who can help keep it, and change it any time.",
    to: "/budget-permissions",
    icon: Wallet,
  },
];

const CITY_NOTES = [
  { name: "Cleveland", note: "Lakefront halls and Ohio City lofts" },
  { name: "Columbus", note: "Short North galleries and German Village gardens" },
  { name: "Cincinnati", note: "Over-the-Rhine ballrooms and river views" },
  { name: "Nashville", note: "East Nashville gardens and rooftop spaces" },
];

const TESTIMONIALS = {
  couples: [
    {
      quote:
        "We told June our budget and guest count on a Sunday night. By Monday we had three German Village venues that actually fit, and a budget we both understood.",
      name: "Maya & Theo",
      detail: "Married in Columbus",
    },
    {
      quote:
        "Importing 180 guests from our spreadsheet took minutes, and RSVPs landed in one place instead of three group chats.",
      name: "Priya & Daniel",
      detail: "Lakeside ceremony in Cleveland",
    },
    {
      quote:
        "The day-of schedule settled the timing debate. Everyone from the photographer to Grandma Ruth knew where to be, right on their phones.",
      name: "Jordan & Avery",
      detail: "Garden wedding in East Nashville",
    },
  ],
  vendors: [
    {
      quote:
        "Couples write to me with their date, guest count and budget already in the inquiry, so our first consult starts with real ideas instead of a blank page.",
      name: "Rosa Delgado",
      detail: "Florist, Over-the-Rhine, Cincinnati",
    },
    {
      quote: "The couples who find me already know their date, venue and vibe. No ads, no bidding wars, just good fits.",
      name: "Marcus Hale",
      detail: "DJ, Nashville",
    },
    {
      quote: "Shared timelines mean I know the first-look time weeks ahead, not the night before.",
      name: "Lena Park",
      detail: "Photographer, Ohio City, Cleveland",
    },
  ],
};

const CHAT_DESCRIPTION =
  "Sample conversation: a Columbus couple asks June, the Serviceberry planning assistant, where to start; June suggests a venue budget and three venues, then books a tour.";

export default function HomePage() {
  usePageTitle("");
  return (
    <>
      <Hero />
      <Stats />
      <DemoSection />
      <Features />
      <LocalVenues />
      <Testimonials />
      <ClosingBanner />
    </>
  );
}

function Hero() {
  return (
    <section className="relative overflow-hidden bg-linear-to-b from-primary-soft/70 to-background">
      <div className="container-page grid items-center gap-10 pb-14 pt-10 sm:pt-14 lg:grid-cols-[1.1fr_1fr] lg:gap-14 lg:pb-20 lg:pt-16">
        <div>
          <Badge className="bg-card shadow-soft">
            <ShieldCheck aria-hidden="true" />
            Always ad-free
          </Badge>
          <h1 className="mt-6 font-display text-display font-semibold leading-[1.04] tracking-tight">
            Plan your wedding with <span className="text-primary italic">calm to spare.</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-muted-foreground">
            Serviceberry brings {VENUES_CLAIM}, trusted local vendors and every planning tool into one place for couples
            in Ohio and Tennessee. June, your AI planning assistant, handles the busywork.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to="/signup/couple">
                Start planning free
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="secondary">
              <Link to="/venues">Browse {VENUES_CLAIM}</Link>
            </Button>
          </div>
          <ul className="mt-6 flex flex-wrap gap-x-5 gap-y-2 text-sm font-medium" data-testid="free-offer">
            <li className="flex items-center gap-1.5">
              <Check className="size-4 text-accent-strong" aria-hidden="true" />
              <span>
                <span className="font-semibold">{FREE_PRICE}</span> to start
              </span>
            </li>
            <li className="flex items-center gap-1.5">
              <Check className="size-4 text-accent-strong" aria-hidden="true" />
              No credit card
            </li>
            <li className="flex items-center gap-1.5">
              <Check className="size-4 text-accent-strong" aria-hidden="true" />
              Cancel anytime
            </li>
          </ul>
          <CityButton />
        </div>
        <div className="relative mx-auto w-full max-w-[21rem] sm:max-w-[26rem] lg:max-w-[31rem]">
          <img
            src="/illustrations/garden-ceremony.svg"
            alt="Illustration of a garden ceremony: a flower-covered arch at the end of an aisle lined with white chairs."
            width={600}
            height={640}
            fetchPriority="high"
            className="h-auto w-full"
          />
        </div>
      </div>
    </section>
  );
}

function CityButton() {
  const { city, hasChosenCity, openCityModal } = useCity();
  return (
    <button
      type="button"
      onClick={openCityModal}
      className="mt-7 inline-flex max-w-full items-center gap-2 rounded-full border border-border bg-card px-4 py-2.5 text-left text-sm shadow-soft transition-colors hover:border-primary"
    >
      <MapPin className="size-4 shrink-0 text-primary" aria-hidden="true" />
      <span className="text-muted-foreground">
        {hasChosenCity ? "Planning in " : "Showing "}
        <span className="font-semibold text-foreground">{city.displayName}</span>
      </span>
      <span aria-hidden="true" className="h-4 w-px shrink-0 bg-border" />
      <span className="font-semibold text-primary">Choose your city</span>
    </button>
  );
}

function Stats() {
  return (
    <section aria-labelledby="stats-title" className="border-y border-border bg-card">
      <h2 id="stats-title" className="sr-only">
        Serviceberry in numbers
      </h2>
      <ul className="container-page grid grid-cols-2 gap-x-4 gap-y-8 py-10 md:grid-cols-4 md:py-12" data-testid="home-stats">
        {HOME_STATS.map((stat) => (
          <li key={stat.label} className="text-center">
            <p className="font-display text-[2.25rem] font-semibold leading-none text-primary md:text-5xl">{stat.value}</p>
            <p className="mt-2 text-sm text-muted-foreground">{stat.label}</p>
          </li>
        ))}
      </ul>
      <p className="container-page -mt-4 pb-6 text-center text-xs text-muted-foreground md:-mt-6" data-testid="sample-stats-caption">
        {SAMPLE_FIGURES_NOTE}
      </p>
    </section>
  );
}

function SectionIntro({ id, eyebrow, title, children }: { id: string; eyebrow: string; title: string; children?: ReactNode }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="text-sm font-semibold uppercase tracking-[0.14em] text-accent-strong">{eyebrow}</p>
      <h2 id={id} className="mt-3 font-display text-title font-semibold leading-tight">
        {title}
      </h2>
      {children && <p className="mt-4 text-lg leading-relaxed text-muted-foreground">{children}</p>}
    </div>
  );
}

function DemoSection() {
  return (
    <section aria-labelledby="demo-title" className="section-y">
      <div className="container-page">
        <SectionIntro id="demo-title" eyebrow="A peek inside" title="Ask June. Watch the budget keep up.">
          June answers with real specifics, and your budget updates itself as plans take shape. Here is a sample.
        </SectionIntro>
        <div className="mt-12 grid gap-6 lg:grid-cols-2">
          <DemoChat messages={SAMPLE_CHAT} description={CHAT_DESCRIPTION} className="h-full" />
          <DemoBudget
            categories={SAMPLE_BUDGET}
            total={DEMO_BUDGET_TOTAL}
            subtitle="Maya & Theo · Columbus, 120 guests"
            className="h-full"
          />
        </div>
        <p className="mt-10 text-center">
          <Button asChild variant="secondary">
            <Link to="/demo">
              Try the interactive demo
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </p>
      </div>
    </section>
  );
}

function Features() {
  return (
    <section aria-labelledby="features-title" className="section-y bg-muted/70">
      <div className="container-page">
        <SectionIntro id="features-title" eyebrow="Planning tools" title="Everything in one calm place">
          The tools couples reach for most, built to work together so nothing falls through the cracks.
        </SectionIntro>
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3" data-testid="feature-cards">
          {FEATURES.map(({ title, text, to, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="group flex h-full gap-4 rounded-[var(--radius-lg)] border border-border bg-card p-5 shadow-soft transition-[box-shadow,translate] hover:-translate-y-0.5 hover:shadow-lift sm:flex-col sm:gap-0 sm:p-6"
              >
                <span className="grid size-11 shrink-0 place-items-center rounded-[var(--radius)] bg-primary-soft text-primary sm:size-12">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <div className="flex flex-1 flex-col">
                  <h3 className="text-heading font-semibold leading-snug sm:mt-5">{title}</h3>
                  <p className="mt-2 text-[0.95rem] leading-relaxed text-muted-foreground">{text}</p>
                  <span className="mt-auto inline-flex items-center gap-1.5 pt-4 text-sm font-semibold text-primary sm:pt-5">
                    Explore
                    <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
                  </span>
                </div>
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-10 text-center text-muted-foreground">
          New to wedding planning?{" "}
          <Link to="/planning/getting-started" className="inline-block font-semibold text-primary underline underline-offset-4 hover:no-underline">
            Read the getting-started guide
          </Link>
        </p>
      </div>
    </section>
  );
}

function LocalVenues() {
  return (
    <section aria-labelledby="local-title" className="section-y">
      <div className="container-page grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <img
          src="/illustrations/evening-reception.svg"
          alt="Illustration of an evening reception at a white barn venue, doors open and glowing, string lights strung to the trees."
          width={640}
          height={440}
          fetchPriority="low"
          decoding="async"
          className="h-auto w-full rounded-[var(--radius-lg)] shadow-lift"
        />
        <div>
          <p className="text-sm font-semibold uppercase tracking-[0.14em] text-accent-strong">Local by design</p>
          <h2 id="local-title" className="mt-3 font-display text-title font-semibold leading-tight">
            {VENUES_CLAIM} across Ohio and Tennessee
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-muted-foreground">
            Browse venues with 3D tours, real prices and open dates, then book a tour in a couple of taps. Vendors come
            from the same four cities, so everyone already knows the venue.
          </p>
          <ul className="mt-7 grid gap-3 sm:grid-cols-2">
            {CITY_NOTES.map((city) => (
              <li key={city.name} className="flex gap-3 rounded-[var(--radius)] border border-border bg-card p-4">
                <MapPin className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                <span>
                  <span className="block font-semibold">{city.name}</span>
                  <span className="block text-sm text-muted-foreground">{city.note}</span>
                </span>
              </li>
            ))}
          </ul>
          <div className="mt-8">
            <Button asChild variant="secondary">
              <Link to="/venues">
                Explore venues
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}

function Testimonials() {
  return (
    <section aria-labelledby="stories-title" className="section-y border-t border-border bg-card">
      <div className="container-page">
        <SectionIntro id="stories-title" eyebrow="Stories" title="Loved by couples and the pros who serve them" />
        <p className="mt-3 text-center text-xs text-muted-foreground" data-testid="sample-stories-caption">
          Sample stories: names and details are illustrative.
        </p>
        <QuoteGroup title="From couples" quotes={TESTIMONIALS.couples} testId="couple-testimonials" />
        <QuoteGroup title="From local vendors" quotes={TESTIMONIALS.vendors} testId="vendor-testimonials" />
        <p className="mt-12 text-center text-muted-foreground">
          Ideas, budgets and real-world advice:{" "}
          <Link to="/planning/guides" className="inline-block font-semibold text-primary underline underline-offset-4 hover:no-underline">
            read the Serviceberry planning guides
          </Link>
        </p>
      </div>
    </section>
  );
}

function QuoteGroup({
  title,
  quotes,
  testId,
}: {
  title: string;
  quotes: { quote: string; name: string; detail: string }[];
  testId: string;
}) {
  return (
    <div className="mt-12">
      <h3 className="text-center font-display text-xl font-semibold">{title}</h3>
      <ul className="mt-6 grid gap-5 md:grid-cols-3" data-testid={testId}>
        {quotes.map((item) => (
          <li key={item.name}>
            <figure className="flex h-full flex-col rounded-[var(--radius-lg)] border border-border bg-background p-5 sm:p-6">
              <span aria-hidden="true" className="font-display text-5xl leading-none text-primary/40">
                &ldquo;
              </span>
              <blockquote className="-mt-3 flex-1 leading-relaxed">{item.quote}</blockquote>
              <figcaption className="mt-5 border-t border-border pt-4 text-sm">
                <span className="block font-semibold">{item.name}</span>
                <span className="block text-muted-foreground">{item.detail}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </div>
  );
}

function ClosingBanner() {
  return (
    <section aria-labelledby="closing-title" className="container-page section-y">
      <div className="relative overflow-hidden rounded-[var(--radius-lg)] bg-primary px-6 py-14 text-center text-primary-foreground shadow-lift sm:px-12 md:py-20">
        <img src="/illustrations/sprig.svg" alt="" width={200} height={240} className="pointer-events-none absolute -left-6 -top-8 w-28 opacity-40 sm:w-40" />
        <img
          src="/illustrations/sprig.svg"
          alt=""
          width={200}
          height={240}
          className="pointer-events-none absolute -bottom-10 -right-6 w-28 rotate-180 opacity-40 sm:w-40"
        />
        <p className="relative" data-testid="closing-satisfaction" title={SAMPLE_FIGURES_NOTE}>
          <span className="block font-display text-6xl font-semibold leading-none md:text-7xl">{CLOSING_BANNER_SATISFACTION}</span>{" "}
          <span className="mt-3 block text-sm font-semibold uppercase tracking-[0.16em]">{CLOSING_BANNER_SATISFACTION_LABEL}</span>
        </p>
        <h2 id="closing-title" className="relative mx-auto mt-6 max-w-2xl font-display text-title font-semibold leading-tight">
          Your wedding, planned with a clear head and a full heart
        </h2>
        <p className="relative mx-auto mt-4 max-w-lg text-lg">
          {FREE_PRICE} to start. No credit card. Cancel anytime.
        </p>
        <div className="relative mt-8 flex flex-col items-center justify-center gap-4 sm:flex-row">
          <Button asChild size="lg" variant="secondary" className="w-full border-transparent sm:w-auto">
            <Link to="/signup/couple">
              Start planning free
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Link to="/login" className="font-semibold underline underline-offset-4 hover:no-underline">
            Already planning with us? Log in
          </Link>
        </div>
      </div>
    </section>
  );
}
