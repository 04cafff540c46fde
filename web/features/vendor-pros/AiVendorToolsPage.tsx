import { Ban, Bot, KeyRound, LifeBuoy, Mic, Sparkles, Ticket, UserRoundCheck } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@web/components/ui/button";
import { usePageHead } from "@web/lib/page-head";
import { ArrowLink } from "@web/components/ArrowLink";
import { CtaBand, FeatureCard, FeatureGrid, PageHero, Section } from "../content";

/** /ai-vendor-tools: what the two assistants do for venues and vendors, and what they don't. */
export default function AiVendorToolsPage() {
  usePageHead({
    title: "AI tools for wedding pros",
    description: "What Serviceberry's assistants do for venues and vendors: Grace answers support questions and opens tickets; June helps couples plan. What they never do.",
    canonicalPath: "/ai-vendor-tools",
  });
  return (
    <>
      <PageHero
        eyebrow="AI tools"
        title="Two assistants, with clear jobs and clear limits"
        lead={
          <p>
            Serviceberry has two assistants. Grace helps anyone with the product, including venues and vendors. June helps
            couples plan their wedding. Here is exactly what each one does for your business.
          </p>
        }
        actions={
          <Button asChild size="lg">
            <Link to="/signup/vendor">Create your free profile</Link>
          </Button>
        }
      />
      <Section eyebrow="Grace" title="Support that knows your side of the product" intro={<p>Grace is the support button in the lower-left corner of every page.</p>}>
        <FeatureGrid columns={4}>
          <FeatureCard icon={LifeBuoy} title="Answers for vendors">
            Signed in as a vendor, Grace answers as support for vendors: your listing, portfolio, inquiries, claims and
            account, with links to the right screen.
          </FeatureCard>
          <FeatureCard icon={KeyRound} title="Sign-in and account help" tone="accent">
            Trouble signing in, verifying your address or resetting a password? Grace walks you through it.
          </FeatureCard>
          <FeatureCard icon={Ticket} title="A person when needed">
            When Grace can&rsquo;t solve something, or you ask for a person, she opens a support ticket with the
            conversation attached so you don&rsquo;t repeat yourself.
          </FeatureCard>
          <FeatureCard icon={Mic} title="Voice mode" tone="accent">
            Busy setting up a reception? Turn on voice mode, ask out loud and listen to the answer.
          </FeatureCard>
        </FeatureGrid>
      </Section>
      <Section
        tone="muted"
        eyebrow="June"
        title="June plans with couples, and sends them to you ready"
        intro={
          <p>
            June is the couples&rsquo; wedding-planning assistant: venues, vendors, budget, timeline and guest list. She
            works for the couple, not for a vendor, and that is what makes her useful to you.
          </p>
        }
      >
        <FeatureGrid columns={3}>
          <FeatureCard icon={Sparkles} title="Couples who know their numbers">
            June helps couples settle a budget and a guest count early, so the inquiries you get carry details you can
            quote from.
          </FeatureCard>
          <FeatureCard icon={UserRoundCheck} title="The same fair ranking" tone="accent">
            When June points couples to vendors, she uses the public catalog and the same fit-based matching couples see,
            with no paid placement.
          </FeatureCard>
          <FeatureCard icon={Bot} title="For wedding planners">
            Planners often ask how June fits beside them. We wrote a page for that.
          </FeatureCard>
        </FeatureGrid>
        <p className="mt-8">
          <ArrowLink to="/june-for-planners">June for wedding planners</ArrowLink>
        </p>
      </Section>
      <Section eyebrow="Limits" title="What the assistants never do">
        <FeatureGrid columns={3}>
          <FeatureCard icon={Ban} title="No messages in your name">
            Neither assistant writes to couples for you or answers your inquiries. Replies in your inbox are yours.
          </FeatureCard>
          <FeatureCard icon={Ban} title="No peeking" tone="accent">
            The assistants act only as the person signed in and see only what that person may see. June never reads your
            inbox; Grace never reads a couple&rsquo;s plans for you.
          </FeatureCard>
          <FeatureCard icon={Ban} title="No pay to play">
            No vendor can pay an assistant to be mentioned, ranked or recommended.
          </FeatureCard>
        </FeatureGrid>
      </Section>
      <CtaBand
        title="Set up your profile, and let couples find you"
        body={<p>The assistants are part of every account, free.</p>}
        action={{ to: "/signup/vendor", label: "Create your free profile" }}
        secondary={{ to: "/vendor-benefits", label: "See all vendor benefits" }}
      />
    </>
  );
}
