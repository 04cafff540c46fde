import { useQuery } from "@tanstack/react-query";
import { HandHeart, HeartHandshake, ListChecks } from "lucide-react";
import { Link } from "react-router";
import { formatUsd } from "@domain/plans";
import { GIVE_BACK_NEEDS } from "@domain/give-back";
import { Loaded } from "@web/components/LoadError";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { usePageHead } from "@web/lib/page-head";
import { CtaBand, FeatureCard, FeatureGrid, PageHero, Section, StepList } from "../content";
import { giveBackQueries } from "./api";

/** /give-back-wedding: the program, with what vendors have pledged so far from the records. */
export default function GiveBackWeddingPage() {
  usePageHead({
    title: "The give-back wedding",
    description: "Each year Serviceberry and donating wedding vendors in Ohio and Tennessee give a wedding to a couple in need. Read how it works and apply.",
    canonicalPath: "/give-back-wedding",
  });
  const figures = useQuery(giveBackQueries.figures());
  return (
    <>
      <PageHero
        eyebrow="Give back"
        title="A wedding, given by the people who make weddings"
        lead={
          <p>
            Each year we choose a couple in Cleveland, Columbus, Cincinnati or Nashville whose circumstances put their wedding out of
            reach: illness, loss, service, hardship. Vendors on Serviceberry donate their services, and our team plans it with them.
          </p>
        }
        actions={
          <Button asChild size="lg">
            <Link to="/give-back-application">Apply for the give-back wedding</Link>
          </Button>
        }
      />
      <Section eyebrow="So far" title="Pledged by vendors">
        <Card className="max-w-xl p-6 sm:p-8">
          <Loaded query={figures} loadingLabel="Counting pledges..." errorMessage="We couldn't count the pledges.">
            {(data) => (
              <p className="text-lg" data-testid="give-back-figures">
                <span className="font-display text-5xl font-semibold text-primary">{data.pledges}</span>{" "}
                {data.pledges === 1 ? "service" : "services"} pledged, worth {formatUsd(data.pledgedCents)} in all.
              </p>
            )}
          </Loaded>
        </Card>
      </Section>
      <Section tone="muted" eyebrow="How it works" title="From application to wedding day">
        <StepList
          steps={[
            { title: "Apply", body: "Tell us your story, your date, your city and what you need. One application per couple; it takes about fifteen minutes." },
            { title: "Review", body: "Our team reads every application and may call you. You see its status (received, in review, selected) on the application page." },
            { title: "Planning", body: "The chosen couple plans with our team and the vendors who pledged, using Serviceberry's planning tools, free." },
          ]}
        />
      </Section>
      <Section eyebrow="What can be given" title="Services vendors pledge">
        <FeatureGrid>
          <FeatureCard icon={ListChecks} title="What couples can ask for">
            {GIVE_BACK_NEEDS.map((need) => need.label).join(", ")}.
          </FeatureCard>
          <FeatureCard icon={HandHeart} title="Vendors: pledge a service" tone="accent">
            Pledge from your vendor dashboard: what you'll give and what it is worth. You can withdraw a pledge until a couple is chosen.
          </FeatureCard>
          <FeatureCard icon={HeartHandshake} title="Privacy">
            Applications are read only by our team and, for the chosen couple, the vendors who plan with them. Nothing is published without
            the couple's say-so.
          </FeatureCard>
        </FeatureGrid>
      </Section>
      <CtaBand
        title="Know a couple who should apply?"
        body={<p>They apply from their own couple account with a confirmed email address.</p>}
        action={{ to: "/give-back-application", label: "Go to the application" }}
        secondary={{ to: "/vendor-dashboard", label: "Pledge as a vendor" }}
      />
    </>
  );
}
