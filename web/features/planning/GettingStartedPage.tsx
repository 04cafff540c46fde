import { useQuery } from "@tanstack/react-query";
import type { AccountUser } from "@domain/account-kinds";
import { ArrowLink } from "@web/components/ArrowLink";
import { Spinner } from "@web/components/ui/spinner";
import { useAuth } from "@web/lib/auth";
import { usePageTitle } from "@web/lib/page-head";
import { planningQueries, planningSteps } from "./api";
import { StepList } from "./StepList";

/**
 * /planning/getting-started: the first steps for a new couple. Anyone can read the path; a signed-in
 * couple sees where each step stands, from their own data.
 */
export default function GettingStartedPage() {
  usePageTitle("Getting started");
  const { status, user } = useAuth();
  const couple = user?.is_couple ? user : null;
  return (
    <div className="container-page py-10 sm:py-14">
      <p className="text-sm font-semibold uppercase tracking-wider text-accent-strong">Planning</p>
      <h1 className="mt-2 text-title font-semibold leading-tight">Getting started</h1>
      <p className="mt-3 max-w-2xl text-muted-foreground">
        Five steps that set up everything else. Do them in order: each one makes the next easier, and none takes more than an evening.
      </p>
      <div className="mt-8 max-w-3xl">
        {status === "loading" ? <Spinner label="Loading your progress..." /> : couple ? <Progress user={couple} /> : <SignedOut />}
      </div>
      <p className="mt-8">
        <ArrowLink to="/planning/guides">Read the planning guides</ArrowLink>
      </p>
    </div>
  );
}

function SignedOut() {
  return (
    <>
      <StepList steps={planningSteps(null)} showState={false} />
      <p className="mt-6 text-muted-foreground">
        <ArrowLink to="/signup/couple">Create a free couple account</ArrowLink> to save your progress.
      </p>
    </>
  );
}

function Progress({ user }: { user: AccountUser }) {
  const query = useQuery(planningQueries.overview(user.id));
  if (query.isPending) return <Spinner label="Loading your progress..." />;
  // Without the overview the path still reads well; progress shows once it loads.
  const steps = planningSteps(query.data ?? null);
  const done = steps.filter((s) => s.state === "done").length;
  return (
    <>
      {query.data && (
        <div className="mb-5">
          <p className="font-semibold" data-testid="steps-progress">
            {done} of {steps.length} steps done
          </p>
          <div className="mt-2 h-2 overflow-hidden rounded-full bg-muted" role="progressbar" aria-label="Getting started progress" aria-valuemin={0} aria-valuemax={steps.length} aria-valuenow={done}>
            <div className="h-full rounded-full bg-primary" style={{ width: `${(done / steps.length) * 100}%` }} />
          </div>
        </div>
      )}
      <StepList steps={steps} showState={query.data !== undefined} />
    </>
  );
}
