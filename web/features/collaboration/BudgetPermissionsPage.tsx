import { useQuery } from "@tanstack/react-query";
import { History, Wallet } from "lucide-react";
import { BUDGET_CATEGORIES, BUDGET_CATEGORY_IDS, budgetCategory, formatCents, type BudgetCategoryId } from "@domain/budget";
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
import { budgetHistoryQuery, collaborationQueries, useManagedCouple, useSetBudgetLines, type BudgetChange, useUpdateContributor, type ContributorView } from "./api";
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
  // The couple's partner manages it too, naming the couple (?coupleId=).
  const coupleId = useManagedCouple();
  const query = useQuery(collaborationQueries.access(user.id, coupleId));
  const accessPage = coupleId ? `/contributor-access?coupleId=${encodeURIComponent(coupleId)}` : "/contributor-access";
  return (
    <div className="container-page grid max-w-4xl gap-6 py-10 sm:py-14">
      <header className="grid gap-2">
        <p className="text-sm font-semibold uppercase tracking-wide text-primary">Family budget access</p>
        <h1 className="font-display text-3xl font-semibold sm:text-4xl">Who can see your budget</h1>
        <p className="max-w-2xl text-muted-foreground">
          Parents often help pay for the wedding. Choose who can see your budget tracker and who can also add expenses and mark payments paid, and whether they see the whole budget or only the lines they help with (say, just the flowers). Everyone else sees nothing of it.
        </p>
      </header>
      <Loaded query={query} loadingLabel="Loading who can see your budget..." errorMessage="We couldn't load your helpers.">
        {(data) =>
          data.contributors.length === 0 ? (
            <EmptyState icon={<Wallet aria-hidden="true" />} title="No one else sees your budget" tone="warm">
              <p>Invite a parent or a planner first; then choose here what they can do with your budget.</p>
              <Button asChild>
                <Link to={accessPage}>Invite a helper</Link>
              </Button>
            </EmptyState>
          ) : (
            <Card className="divide-y divide-border p-0">
              {/* The partner's own row is not theirs to change (the first partner changes it). */}
              {data.contributors
                .filter((helper) => !helper.you)
                .map((helper) => (
                  <BudgetRow key={helper.id} helper={helper} />
                ))}
            </Card>
          )
        }
      </Loaded>
      <BudgetHistory user={user} />
      <p className="text-sm text-muted-foreground">
        Other areas (the guest list, timeline and chat) are set on the{" "}
        <Link to={accessPage} className="font-medium text-primary underline underline-offset-4">
          contributor access
        </Link>{" "}
        page.
      </p>
    </div>
  );
}

function BudgetRow({ helper }: { helper: ContributorView }) {
  const [level, setLevel] = useState<AccessLevel>(helper.permissions.budget);
  const [lines, setLines] = useState<BudgetCategoryId[] | null>(helper.budgetLines);
  const update = useUpdateContributor();
  const setBudgetLines = useSetBudgetLines();
  const id = `budget-${helper.id}`;
  const sameLines = JSON.stringify(lines) === JSON.stringify(helper.budgetLines);
  const changed = level !== helper.permissions.budget || (level !== "none" && !sameLines);
  const pending = update.isPending || setBudgetLines.isPending;
  const toggle = (line: BudgetCategoryId, on: boolean) => {
    const next = new Set(lines ?? []);
    if (on) next.add(line);
    else next.delete(line);
    setLines(BUDGET_CATEGORY_IDS.filter((c) => next.has(c)));
  };
  const save = async () => {
    try {
      if (level !== helper.permissions.budget) {
        await update.mutateAsync({ contributorId: helper.id, input: { relationship: helper.relationship, permissions: { ...helper.permissions, budget: level } } });
      }
      if (level !== "none" && !sameLines) await setBudgetLines.mutateAsync({ contributorId: helper.id, lines });
      void notify.success(`${helper.name}: ${LEVEL_LABELS[level].toLowerCase()}${level !== "none" && lines ? `, ${lines.length === 1 ? "one line" : `${lines.length} lines`}` : ""}`);
    } catch (error) {
      toastError(error instanceof Error ? error : new Error("We couldn't save that. Try again."));
    }
  };
  return (
    <div className="grid gap-4 p-4" data-testid="budget-helper">
      <div className="grid gap-3 sm:grid-cols-[1fr_12rem] sm:items-end">
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
      </div>
      {level !== "none" && (
        <fieldset className="grid gap-3">
          <legend className="text-sm font-medium">
            Which part of the budget<span className="sr-only"> for {helper.name}</span>
          </legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            <label className="flex items-center gap-2">
              <input type="radio" name={`${id}-scope`} checked={lines === null} onChange={() => setLines(null)} className="size-4 accent-[var(--color-primary)]" />
              The whole budget, with its total
            </label>
            <label className="flex items-center gap-2">
              <input type="radio" name={`${id}-scope`} checked={lines !== null} onChange={() => setLines(helper.budgetLines ?? [])} className="size-4 accent-[var(--color-primary)]" />
              Only some lines (no total shown)
            </label>
          </div>
          {lines !== null && (
            <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3" role="group" aria-label={`Budget lines ${helper.name} sees`}>
              {BUDGET_CATEGORIES.map((category) => (
                <label key={category.id} className="flex items-center gap-2 rounded-[var(--radius)] border border-border px-3 py-2 text-sm">
                  <input type="checkbox" checked={lines.includes(category.id)} onChange={(e) => toggle(category.id, e.target.checked)} className="size-4 accent-[var(--color-primary)]" />
                  {category.name}
                </label>
              ))}
            </div>
          )}
          {lines !== null && lines.length === 0 && <p className="text-sm text-muted-foreground">Tick at least one line to save.</p>}
        </fieldset>
      )}
      <div>
        <Button variant="secondary" disabled={!changed || pending || (level !== "none" && lines !== null && lines.length === 0)} onClick={() => void save()}>
          Save<span className="sr-only"> budget access for {helper.name}</span>
        </Button>
      </div>
    </div>
  );
}

const CHANGE_LABELS: Record<BudgetChange["kind"], string> = {
  budget: "Changed the total budget",
  "expense-added": "Added an expense",
  "expense-changed": "Edited an expense",
  "expense-removed": "Removed an expense",
  "payment-paid": "Marked a payment paid",
  "payment-unpaid": "Marked a payment unpaid",
  "category-set": "Set a category's amount",
};

/** "Estimated $2,500 → $3,200; status quoted → booked": the fields that moved. */
function describeChange(change: BudgetChange): string {
  const before = change.before ?? {};
  const after = change.after ?? {};
  const money = (value: unknown) => (typeof value === "number" ? formatCents(value, { wholeDollars: true }) : "none");
  const parts: string[] = [];
  const fields: [string, string, (v: unknown) => string][] = [
    ["totalCents", "Total", money],
    ["guestCount", "Guests", (v) => String(v ?? "none")],
    ["allocatedCents", "Planned", money],
    ["vendorName", "Vendor", (v) => String(v ?? "")],
    ["categoryId", "Line", (v) => budgetCategory(String(v))?.name ?? String(v ?? "")],
    ["status", "Status", (v) => String(v ?? "")],
    ["estimatedCents", "Estimated", money],
    ["actualCents", "Actual", money],
    ["paid", "Paid", (v) => (v ? "yes" : "no")],
  ];
  for (const [key, label, show] of fields) {
    const had = key in before;
    const has = key in after;
    if (had && has && JSON.stringify(before[key]) !== JSON.stringify(after[key])) parts.push(`${label}: ${show(before[key])} → ${show(after[key])}`);
    else if (!had && has && change.before === null && key !== "categoryId") parts.push(`${label}: ${show(after[key])}`);
    else if (had && !has && change.after === null && key !== "categoryId") parts.push(`${label} was ${show(before[key])}`);
  }
  const paymentsBefore = Array.isArray(before.payments) ? before.payments.length : null;
  const paymentsAfter = Array.isArray(after.payments) ? after.payments.length : null;
  if (paymentsBefore !== null && paymentsAfter !== null && JSON.stringify(before.payments) !== JSON.stringify(after.payments)) {
    parts.push(paymentsBefore === paymentsAfter ? "Payments edited" : `Payments: ${paymentsBefore} → ${paymentsAfter}`);
  }
  return parts.join("; ");
}

/** Who changed what in the budget, newest first: the couple's own record of their helpers' edits. */
function BudgetHistory({ user }: { user: AccountUser }) {
  const query = useQuery(budgetHistoryQuery(user.id, useManagedCouple()));
  return (
    <section aria-labelledby="budget-history-heading" className="grid gap-3">
      <div>
        <h2 id="budget-history-heading" className="font-display text-2xl font-semibold">
          Budget history
        </h2>
        <p className="text-sm text-muted-foreground">Every change to your budget, by you or a helper, with what it was before and after.</p>
      </div>
      <Loaded query={query} loadingLabel="Loading the budget history..." errorMessage="We couldn't load the budget history.">
        {(data) =>
          data.changes.length === 0 ? (
            <EmptyState icon={<History aria-hidden="true" />} title="No changes yet">
              <p>Changes to your budget show here as they happen.</p>
            </EmptyState>
          ) : (
            <Card className="p-0">
              <ol className="divide-y divide-border" data-testid="budget-history">
                {data.changes.map((change) => (
                  <li key={change.id} className="grid gap-1 p-4 sm:grid-cols-[10rem_1fr]">
                    <p className="text-sm text-muted-foreground">
                      <time dateTime={change.at}>{formatDateTime(change.at)}</time>
                    </p>
                    <div className="min-w-0">
                      <p>
                        <span className="font-semibold">{change.who}</span> · {CHANGE_LABELS[change.kind]}: <span className="break-words">{change.subject}</span>
                      </p>
                      {describeChange(change) && <p className="break-words text-sm text-muted-foreground">{describeChange(change)}</p>}
                    </div>
                  </li>
                ))}
              </ol>
            </Card>
          )
        }
      </Loaded>
    </section>
  );
}

function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString("en-US", { month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit" });
}
