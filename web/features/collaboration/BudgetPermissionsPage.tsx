import { useQuery } from "@tanstack/react-query";
import { Wallet } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { AccountUser } from "@domain/account-kinds";
import { RELATIONSHIP_LABELS } from "@domain/collaboration";
import { ACCESS_LEVELS, type AccessLevel } from "@domain/contributors";
import { AccountGate, SignInActions } from "@web/components/AccountGate";
import { EmptyState } from "@web/components/EmptyState";
import { Loaded } from "@web/components/LoadError";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { usePageTitle } from "@web/lib/page-head";
import { notify, toastError } from "@web/lib/toast";
import { collaborationQueries, useUpdateContributor, type ContributorView } from "./api";
import { LEVEL_LABELS, SELECT_CLASS } from "./PermissionPicker";

/** /budget-permissions: who among the couple's helpers can see the budget, and who can edit it. */
export default function BudgetPermissionsPage() {
  usePageTitle("Family budget access");
  return (
    <AccountGate
      needs="couple"
      signedOut={{
        icon: Wallet,
        title: "Sign in to share your budget",
        body: "Choose which family members and helpers can see your wedding budget, and who can help keep it up to date.",
        actions: <SignInActions returnHere signUp={{ to: "/signup/couple", label: "New to Serviceberry? Create a free account" }} />,
      }}
    >
      {(user) => <BudgetAccess user={user} />}
    </AccountGate>
  );
}

function BudgetAccess({ user }: { user: AccountUser }) {
  const query = useQuery(collaborationQueries.access(user.id));
  return (
    <div className="container-page grid max-w-4xl gap-6 py-10 sm:py-14">
      <header className="grid gap-2">
        <p className="text-sm font-semibold uppercase tracking-wide text-primary">Family budget access</p>
        <h1 className="font-display text-3xl font-semibold sm:text-4xl">Who can see your budget</h1>
        <p className="max-w-2xl text-muted-foreground">
          Parents often help pay for the wedding. Choose who can see your budget tracker and who can also add expenses and mark payments paid. Everyone else sees nothing of it.
        </p>
      </header>
      <Loaded query={query} loadingLabel="Loading who can see your budget..." errorMessage="We couldn't load your helpers.">
        {(data) =>
          data.contributors.length === 0 ? (
            <EmptyState icon={<Wallet aria-hidden="true" />} title="No one else sees your budget" tone="warm">
              <p>Invite a parent or a planner first; then choose here what they can do with your budget.</p>
              <Button asChild>
                <Link to="/contributor-access">Invite a helper</Link>
              </Button>
            </EmptyState>
          ) : (
            <Card className="divide-y divide-border p-0">
              {data.contributors.map((helper) => (
                <BudgetRow key={helper.id} helper={helper} />
              ))}
            </Card>
          )
        }
      </Loaded>
      <p className="text-sm text-muted-foreground">
        Other areas (the guest list, timeline and chat) are set on the{" "}
        <Link to="/contributor-access" className="font-medium text-primary underline underline-offset-4">
          contributor access
        </Link>{" "}
        page.
      </p>
    </div>
  );
}

function BudgetRow({ helper }: { helper: ContributorView }) {
  const [level, setLevel] = useState<AccessLevel>(helper.permissions.budget);
  const update = useUpdateContributor();
  const id = `budget-${helper.id}`;
  const changed = level !== helper.permissions.budget;
  return (
    <div className="grid gap-3 p-4 sm:grid-cols-[1fr_12rem_auto] sm:items-end" data-testid="budget-helper">
      <div className="min-w-0">
        <p className="font-semibold">{helper.name}</p>
        <p className="text-sm text-muted-foreground">{RELATIONSHIP_LABELS[helper.relationship]}</p>
      </div>
      <div className="grid gap-1">
        <label htmlFor={id} className="text-sm font-medium">
          Budget access<span className="sr-only"> for {helper.name}</span>
        </label>
        <select id={id} className={SELECT_CLASS} value={level} onChange={(e) => setLevel(e.target.value as AccessLevel)}>
          {ACCESS_LEVELS.map((option) => (
            <option key={option} value={option}>
              {LEVEL_LABELS[option]}
            </option>
          ))}
        </select>
      </div>
      <Button
        variant="secondary"
        disabled={!changed || update.isPending}
        onClick={() =>
          update.mutate(
            { contributorId: helper.id, input: { relationship: helper.relationship, permissions: { ...helper.permissions, budget: level } } },
            { onSuccess: () => void notify.success(`${helper.name}: ${LEVEL_LABELS[level].toLowerCase()}`), onError: toastError },
          )
        }
      >
        Save<span className="sr-only"> budget access for {helper.name}</span>
      </Button>
    </div>
  );
}
