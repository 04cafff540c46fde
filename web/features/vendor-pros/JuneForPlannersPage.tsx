import { CalendarRange, ClipboardList, HeartHandshake, Users, Wallet } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@web/components/ui/button";
import { usePageHead } from "@web/lib/page-head";
import { CtaBand, FeatureCard, FeatureGrid, PageHero, Section, StepList, type Step } from "../content";

const WITH_JUNE: Step[] = [
  {
    title: "The couple plans the basics with June",
    body: <p>June helps them set a budget, count guests, sketch a timeline and shortlist venues in their city.</p>,
  },
  {
    title: "They look for a planner",
    body: (
      <p>
        Couples who want a professional browse wedding planners or ask for matches. Planners are ranked on fit (city,
        budget, style, reviews), and the reasons are shown.
      </p>
    ),
  },
  {
    title: "They write to you with details",
    body: <p>Their inquiry carries the date, guest count, budget and a message, and lands in your inbox and your email.</p>,
  },
  {
    title: "You take it from there",
    body: <p>The conversation, the proposal and the wedding are yours. June stays the couple&rsquo;s notebook, not your replacement.</p>,
  },
];

/** /june-for-planners: how June, the couples' assistant, works beside professional wedding planners. */
export default function JuneForPlannersPage() {
  usePageHead({
    title: "June for wedding planners",
    description: "How June, Serviceberry's planning assistant for couples, works beside professional wedding planners, and what she leaves to you.",
    canonicalPath: "/june-for-planners",
  });
  return (
    <>
      <PageHero
        eyebrow="June for planners"
        title="June does the homework. You plan the wedding."
        lead={
          <p>
            June is Serviceberry&rsquo;s planning assistant for couples. She helps them get organized before they talk to
            you, so your first meeting starts with real numbers instead of a blank page.
          </p>
        }
        actions={
          <>
            <Button asChild size="lg">
              <Link to="/signup/vendor">List your planning business</Link>
            </Button>
            <Button asChild variant="secondary" size="lg">
              <Link to="/ai-vendor-tools">All AI tools for pros</Link>
            </Button>
          </>
        }
      />
      <Section eyebrow="What June covers" title="The groundwork couples bring to you">
        <FeatureGrid columns={4}>
          <FeatureCard icon={Wallet} title="Budget">
            June helps couples split a total budget across categories and keep track of what is spent.
          </FeatureCard>
          <FeatureCard icon={Users} title="Guest list" tone="accent">
            A working guest count, with who is attending, pending or declined.
          </FeatureCard>
          <FeatureCard icon={CalendarRange} title="Timeline">
            The months before the wedding, broken into tasks in order.
          </FeatureCard>
          <FeatureCard icon={ClipboardList} title="Venues and vendors" tone="accent">
            Shortlists from the public catalog of their city, with no paid placement.
          </FeatureCard>
        </FeatureGrid>
      </Section>
      <Section tone="muted" eyebrow="Together" title="How a couple gets from June to you">
        <StepList steps={WITH_JUNE} />
      </Section>
      <Section
        eyebrow="Where June stops"
        title="The parts that need a professional stay with you"
        intro={
          <p>
            June does not negotiate with vendors, run the day or speak for you. She can&rsquo;t see your inbox or your
            clients&rsquo; conversations with you. When a couple needs a person on the ground, the answer is a planner.
          </p>
        }
      >
        <FeatureGrid columns={2}>
          <FeatureCard icon={HeartHandshake} title="Your relationships, your terms">
            Couples pay you directly. We take no commission and don&rsquo;t sit between you and your clients.
          </FeatureCard>
          <FeatureCard icon={ClipboardList} title="A profile built for planners" tone="accent">
            Show your packages (full planning, partial, day-of coordination) with prices, and a portfolio of weddings
            you&rsquo;ve run.
          </FeatureCard>
        </FeatureGrid>
      </Section>
      <CtaBand
        title="Meet couples who have done their homework"
        body={<p>A free profile, inquiries with details, and an inbox built for follow-up.</p>}
        action={{ to: "/signup/vendor", label: "Create your free profile" }}
        secondary={{ to: "/founding-50", label: "Founding places left" }}
      />
    </>
  );
}
