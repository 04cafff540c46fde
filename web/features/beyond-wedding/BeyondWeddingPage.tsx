import { Link } from "react-router";
import { Button } from "@web/components/ui/button";
import { useAuth } from "@web/lib/auth";
import { usePageTitle } from "@web/lib/page-title";
import { AccountGate } from "@web/components/AccountGate";
import { SIGN_IN_REQUIRED } from "./sign-in-required";
import { ArrowLink } from "@web/components/ArrowLink";
import { FeatureCard, FeatureGrid, PageHero, Section } from "../content";
import { BEYOND_CORE_MODULES, BEYOND_INTAKE, type BeyondModule } from "./modules";
import { readProgress } from "./progress";
import { ProgressMeter } from "./ProgressMeter";

/** /beyond-wedding: the overview of the intake and the seven modules, behind the sign-in gate. */
export default function BeyondWeddingPage() {
  usePageTitle("Beyond the Wedding");
  return (
    <AccountGate signedOut={SIGN_IN_REQUIRED}>
      <Overview />
    </AccountGate>
  );
}

function Overview() {
  const { user } = useAuth();
  const userId = user?.id ?? "";
  const card = (module: BeyondModule, tone: "primary" | "accent") => {
    const done = readProgress(userId, module.path).filter((index) => index < module.items.length).length;
    return (
      <FeatureCard
        key={module.path}
        icon={module.icon}
        tone={tone}
        title={module.title}
        footer={
          <div className="grid gap-4">
            <ProgressMeter done={done} total={module.items.length} label={`${module.title} progress`} />
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
            <Link to="/june-voice-intake">Start with the June intake</Link>
          </Button>
        }
        meta="Your checklist progress is saved on this device, for your account."
      />
      <Section
        eyebrow="Start here"
        title="Begin with a conversation"
        intro="Talk through six questions with June or with each other, and set aside time that suits you both. It shows you which module to open first."
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
    </>
  );
}
