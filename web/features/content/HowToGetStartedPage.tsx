import { Building2, Camera, LifeBuoy, MapPin } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@web/components/ui/button";
import { useCity } from "@web/lib/city";
import { usePageHead } from "@web/lib/page-head";
import { ArrowLink } from "@web/components/ArrowLink";
import { CtaBand } from "./components/CtaBand";
import { FeatureCard, FeatureGrid } from "./components/FeatureGrid";
import { PageHero } from "./components/PageHero";
import { Section } from "./components/Section";
import type { Step } from "./components/StepList";
import { StepList } from "./components/StepList";

/** Opens the City modal; once a city is chosen it says which one, so the step reads as done. */
function ChooseCityButton() {
  const { city, hasChosenCity, openCityModal } = useCity();
  if (hasChosenCity) {
    return (
      <p className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
        <span className="inline-flex items-center gap-1.5 rounded-full bg-accent px-3 py-1.5 font-semibold text-accent-foreground">
          <MapPin className="size-4" aria-hidden="true" />
          Planning in {city.displayName}
        </span>
        <button type="button" onClick={openCityModal} className="rounded-sm font-semibold text-primary underline underline-offset-4">
          Change city
        </button>
      </p>
    );
  }
  return (
    <Button variant="secondary" onClick={openCityModal}>
      <MapPin aria-hidden="true" />
      Choose your city
    </Button>
  );
}

const COUPLE_STEPS: Step[] = [
  {
    title: "Choose your city",
    body: (
      <p>
        Tell us where you are celebrating: Cleveland, Columbus, Cincinnati or Nashville. We use it to show venues and
        vendors near you, and you can change it anytime.
      </p>
    ),
    action: <ChooseCityButton />,
  },
  {
    title: "Create your free account",
    body: (
      <p>
        An email address and a password is all it takes. It costs $0 to start, needs no credit card, and you can cancel
        anytime.
      </p>
    ),
    action: <ArrowLink to="/signup/couple">Create your free account</ArrowLink>,
  },
  {
    title: "Set up your wedding profile",
    body: (
      <p>
        Add your names, your wedding date, a rough guest count and your budget. Five
        minutes here means every tool, from the budget tracker to the timeline, starts out already fitted to your
        wedding.
      </p>
    ),
  },
  {
    title: "Invite your helpers",
    body: (
      <p>
        Bring in a parent, a maid of honor or a planner friend. Each helper joins through a private invitation link,
        and you decide what they can see: the budget, the guest list, the timeline, or just the parts they are helping
        with.
      </p>
    ),
    action: <ArrowLink to="/help?audience=contributors">How helpers work</ArrowLink>,
  },
  {
    title: "Meet June",
    body: (
      <p>
        June is your planning assistant. She knows your guest list, budget, timeline and saved venues, so you can ask
        &ldquo;what should we book next?&rdquo; or &ldquo;who hasn&rsquo;t replied yet?&rdquo; and get an answer about
        your wedding.
      </p>
    ),
    action: <ArrowLink to="/ai-planner">Meet June</ArrowLink>,
  },
];

export default function HowToGetStartedPage() {
  usePageHead({
    title: "How to Get Started",
    description: "Start planning your wedding with Serviceberry in a few steps: choose your city, save venues, set your budget and invite the people helping you.",
    canonicalPath: "/how-to-get-started",
  });
  return (
    <>
      <PageHero
        eyebrow="How to get started"
        title="From “we’re engaged” to a real plan in about 15 minutes"
        lead={
          <p>
            Five short steps and your venues, vendors, guests, budget and timeline are all in one place, with June ready
            to help. Free to start, no credit card.
          </p>
        }
        actions={
          <Button asChild size="lg">
            <Link to="/signup/couple">Create your free account</Link>
          </Button>
        }
        meta={<p>$0 to start · No credit card · Cancel anytime · Always ad-free</p>}
      />

      <Section
        id="couples"
        eyebrow="For couples"
        title="Five steps to a wedding plan you can share"
        intro={<p>Do them in one sitting or come back later: your progress is saved as you go.</p>}
      >
        <StepList steps={COUPLE_STEPS} />
      </Section>

      <Section
        id="pros"
        tone="muted"
        eyebrow="For wedding pros"
        title="Venue owners and vendors start here"
        intro={
          <p>
            Pros have their own sign-up, made for businesses. Create a profile for free, then answer couples planning in
            your city.
          </p>
        }
      >
        <FeatureGrid columns={2}>
          <FeatureCard
            icon={Building2}
            title="Venue owners"
            footer={<ArrowLink to="/signup/venue">Sign up as a venue</ArrowLink>}
          >
            List your space with its capacity, style and photos, answer inquiries and let couples book tours at times
            that suit you.
          </FeatureCard>
          <FeatureCard
            icon={Camera}
            title="Vendors"
            tone="accent"
            footer={<ArrowLink to="/signup/vendor">Sign up as a vendor</ArrowLink>}
          >
            Photographers, caterers, florists, DJs and bands, planners and more: show your work and packages to couples
            looking for exactly what you do.
          </FeatureCard>
        </FeatureGrid>
        <p className="mt-8 text-muted-foreground">
          Want the details first? <ArrowLink to="/pros">See what Serviceberry offers pros</ArrowLink>
        </p>
      </Section>

      <Section
        eyebrow="Need a hand?"
        title="Stuck on a step?"
        intro={
          <p>
            Grace, our support assistant, answers questions in a chat and can file a help ticket for a person on our team.
            The FAQ and help center are open to everyone, any time.
          </p>
        }
      >
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:gap-8">
          <span className="inline-flex items-center gap-2 text-muted-foreground">
            <LifeBuoy className="size-5 text-primary" aria-hidden="true" />
            Help is free on every account.
          </span>
          <ArrowLink to="/faq">Read the FAQ</ArrowLink>
          <ArrowLink to="/help">Visit the help center</ArrowLink>
        </div>
      </Section>

      <CtaBand
        title="Ready when you are"
        body={<p>Your wedding, your city, one calm plan. It takes about 15 minutes to set up.</p>}
        action={{ to: "/signup/couple", label: "Create your free account" }}
        secondary={{ to: "/join", label: "Compare account types" }}
      />
    </>
  );
}
