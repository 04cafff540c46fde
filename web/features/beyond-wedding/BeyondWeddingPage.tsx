import { Link } from "react-router";
import { Button } from "@web/components/ui/button";
import { useAuth } from "@web/lib/auth";
import { usePageHead } from "@web/lib/page-head";
import { ArrowLink } from "@web/components/ArrowLink";
import { FeatureCard, FeatureGrid, PageHero, Section } from "../content";
import { isFlagOn } from "@web/lib/flags";
import { BEYOND_CORE_MODULES, BEYOND_INTAKE, intakeCopy, type BeyondModule } from "./modules";
import { progressOf, useBeyondProgress } from "./api";
import { ProgressMeter } from "./ProgressMeter";
import { ReminderSettings } from "./ReminderSettings";

/**
 * /beyond-wedding: the public overview of the intake and the seven modules (spec section 2: the
 * modules and intake pages are the guarded routes). Signed in, each card shows the checklist progress.
 */
export default function BeyondWeddingPage() {
  usePageHead({
    title: "Beyond the Wedding",
    description: "Beyond the Wedding: planning for life after the big day, from names and finances to a first home, with guides and a short intake.",
    canonicalPath: "/beyond-wedding",
  });
  const { user, status } = useAuth();
  const signedIn = status === "signed-in" && user !== null;
  const isCouple = signedIn && user?.user_metadata.user_type === "couple";
  const progress = useBeyondProgress();
  const intake = intakeCopy(isFlagOn("intake_tab_copy_polish"));
  const card = (module: BeyondModule, tone: "primary" | "accent") => {
    const saved = progressOf(progress.data?.modules, module.key);
    return (
      <FeatureCard
        key={module.path}
        icon={module.icon}
        tone={tone}
        title={module.title}
        footer={
          <div className="grid gap-4">
            {saved && <ProgressMeter done={saved.doneCount} total={saved.total} label={`${module.title} progress`} />}
            <ArrowLink to={`/${module.path}`}>Open {module.title}</ArrowLink>
          </div>
        }
      >
        {module.summary}
      </FeatureCard>
    );
  };

  return (
    <>
      <PageHero
        eyebrow="Beyond the Wedding"
        title="Build the marriage, not just the wedding"
        lead="Seven short modules for your first year together: how you talk, money, the legal basics, health, life goals, insurance and the values you share. Practical prompts and checklists, written for newlyweds in Ohio and Tennessee."
        actions={
          <Button asChild size="lg">
            <Link to="/june-voice-intake">{intake.startLabel}</Link>
          </Button>
        }
        meta={
          isCouple ? (
            "Your answers and progress are saved with your account, so both of you see the same checklists."
          ) : signedIn ? (
            "Beyond the Wedding is for couples: the modules keep a couple's answers and progress."
          ) : (
            <>
              The modules are free with a Serviceberry account, so your progress is kept.{" "}
              <Link to="/auth?mode=signup" className="font-semibold text-primary underline underline-offset-4">
                Create your account
              </Link>{" "}
              or{" "}
              <Link to="/auth?mode=signin" className="font-semibold text-primary underline underline-offset-4">
                sign in
              </Link>
              .
            </>
          )
        }
      />
      <Section
        eyebrow="Start here"
        title={intake.title}
        intro={intake.intro}
      >
        <FeatureGrid columns={2}>{BEYOND_INTAKE.map((module) => card(module, "accent"))}</FeatureGrid>
      </Section>
      <Section
        tone="muted"
        eyebrow="The modules"
        title="Seven modules, in any order"
        intro="Each one explains what it covers and gives you a handful of conversation prompts or to-dos. One module a month is a good pace."
      >
        <FeatureGrid columns={3}>{BEYOND_CORE_MODULES.map((module) => card(module, "primary"))}</FeatureGrid>
      </Section>
      {isCouple && (
        <Section eyebrow="Stay on track" title="A nudge when you want one" intro="Pick how often we mail you a check-in with your progress and upcoming sessions.">
          <div className="max-w-xl">
            <ReminderSettings />
          </div>
        </Section>
      )}
    </>
  );
}
