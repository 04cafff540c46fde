import { useQuery } from "@tanstack/react-query";
import { BadgeDollarSign } from "lucide-react";
import { useId, useState } from "react";
import { PLAN_KEYS, planFor, type PlanAudience, type PlanKey } from "@domain/plans";
import { EmptyState } from "@web/components/EmptyState";
import { FormAlert } from "@web/components/FormAlert";
import { LoadError } from "@web/components/LoadError";
import { Badge } from "@web/components/ui/badge";
import { SubmitFooter } from "@web/components/ConfirmFooter";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { Input, NativeSelect } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { Spinner } from "@web/components/ui/spinner";
import { usePageTitle } from "@web/lib/page-head";
import { billingQueries, BILLING_PAGE_SIZE, useGrantPlan } from "./api";
import { formatPlanDate } from "./format";

interface Account {
  id: string;
  email: string;
  name: string;
  userType: string;
  plan: PlanKey;
  source: string;
  status: string;
  grantedUntil: string | null;
}

const audienceOf = (userType: string): PlanAudience => (userType === "venue_owner" ? "venue_owner" : "vendor");
const SOURCE_LABELS: Record<string, string> = { stripe: "Paid through Stripe", admin: "Granted by an admin", free: "Free", none: "Free" };

/** /admin/plans: business accounts' plans, granting one by hand (audited), and the audit trail. */
export function PlansAdminPanel() {
  usePageTitle("Plans · Admin");
  const [q, setQ] = useState("");
  const [offset, setOffset] = useState(0);
  const [granting, setGranting] = useState<Account | null>(null);
  const accounts = useQuery(billingQueries.accounts(q, offset));
  const grants = useQuery(billingQueries.grants());
  const searchId = useId();
  const data = accounts.data;
  return (
    <div className="grid gap-10">
      <section aria-labelledby="plans-heading" className="grid gap-6">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h2 id="plans-heading" className="text-heading font-semibold">
              Plans
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">Vendor and venue owner accounts and the plan each is on. Grant a plan by hand when someone can't pay online; every grant is kept below with its reason.</p>
          </div>
          <div className="grid gap-1.5 sm:w-80">
            <Label htmlFor={searchId}>Search accounts</Label>
            <Input
              id={searchId}
              type="search"
              placeholder="Email or name"
              value={q}
              onChange={(event) => {
                setQ(event.target.value);
                setOffset(0);
              }}
            />
          </div>
        </div>
        {accounts.isPending && <Spinner label="Loading accounts..." />}
        {accounts.isError && <LoadError message={accounts.error.message} onRetry={() => void accounts.refetch()} />}
        {data && data.accounts.length === 0 && (
          <EmptyState icon={<BadgeDollarSign className="size-6" aria-hidden="true" />} title={q ? "No accounts match" : "No business accounts yet"}>
            {q ? "Try part of the email address or the name." : "Vendor and venue owner accounts appear here as they sign up."}
          </EmptyState>
        )}
        {data && data.accounts.length > 0 && (
          <ul className="grid gap-3" aria-busy={accounts.isPlaceholderData}>
            {data.accounts.map((account) => (
              <li key={account.id}>
                <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
                  <div className="min-w-0">
                    <p className="truncate font-medium">{account.email}</p>
                    <p className="text-sm text-muted-foreground">
                      {account.userType === "venue_owner" ? "Venue owner" : "Vendor"} · {account.name}
                    </p>
                  </div>
                  <div className="flex flex-wrap items-center gap-3">
                    <Badge variant={account.plan === "free" ? "outline" : "primary"}>{planFor(audienceOf(account.userType), account.plan).name}</Badge>
                    <span className="text-sm text-muted-foreground">
                      {SOURCE_LABELS[account.source] ?? account.source}
                      {account.grantedUntil ? ` until ${formatPlanDate(account.grantedUntil)}` : ""}
                    </span>
                    <Button size="sm" variant="secondary" onClick={() => setGranting(account)} disabled={account.source === "stripe"}>
                      Set plan<span className="sr-only"> for {account.email}</span>
                    </Button>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        )}
        {data && data.total > BILLING_PAGE_SIZE && (
          <div className="flex items-center justify-between gap-3">
            <Button variant="secondary" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - BILLING_PAGE_SIZE))}>
              Previous
            </Button>
            <p className="text-sm text-muted-foreground">
              {offset + 1} to {Math.min(offset + BILLING_PAGE_SIZE, data.total)} of {data.total}
            </p>
            <Button variant="secondary" disabled={offset + BILLING_PAGE_SIZE >= data.total} onClick={() => setOffset(offset + BILLING_PAGE_SIZE)}>
              Next
            </Button>
          </div>
        )}
      </section>
      <section aria-labelledby="grants-heading" className="grid gap-4">
        <h2 id="grants-heading" className="text-heading font-semibold">
          Plans granted by hand
        </h2>
        {grants.isPending && <Spinner label="Loading grants..." />}
        {grants.isError && <LoadError message={grants.error.message} onRetry={() => void grants.refetch()} />}
        {grants.data && grants.data.grants.length === 0 && <p className="text-muted-foreground">No plan has been granted by hand yet.</p>}
        {grants.data && grants.data.grants.length > 0 && (
          <ul className="grid gap-2" data-testid="plan-grants">
            {grants.data.grants.map((grant) => (
              <li key={grant.id} className="rounded-[var(--radius)] border border-border p-3 text-sm">
                <span className="font-medium">{grant.email}</span>: {grant.previousPlan} → {grant.plan}
                {grant.grantedUntil ? ` until ${formatPlanDate(grant.grantedUntil)}` : ""} · by {grant.grantedBy ?? "a removed admin"} on {formatPlanDate(grant.createdAt)} · “{grant.note}”
              </li>
            ))}
          </ul>
        )}
      </section>
      {granting && <GrantDialog account={granting} onClose={() => setGranting(null)} />}
    </div>
  );
}

function GrantDialog({ account, onClose }: { account: Account; onClose(): void }) {
  const grant = useGrantPlan();
  const [plan, setPlan] = useState<PlanKey>(account.plan === "free" ? "plus" : account.plan);
  const [until, setUntil] = useState("");
  const [note, setNote] = useState("");
  const ids = { plan: useId(), until: useId(), note: useId() };
  const audience = audienceOf(account.userType);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle>Set the plan for {account.email}</DialogTitle>
        <DialogDescription>No payment is taken. The account's owner gets an email, and the grant is kept with your name and reason.</DialogDescription>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            grant.mutate({ userId: account.id, plan, note, ...(until ? { until } : {}) }, { onSuccess: onClose });
          }}
        >
          <div className="grid gap-1.5">
            <Label htmlFor={ids.plan}>Plan</Label>
            <NativeSelect id={ids.plan} value={plan} onChange={(event) => setPlan(PLAN_KEYS.find((key) => key === event.target.value) ?? "free")}>
              {PLAN_KEYS.map((key) => (
                <option key={key} value={key}>
                  {planFor(audience, key).name}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={ids.until}>Until (optional)</Label>
            <Input id={ids.until} type="date" value={until} onChange={(event) => setUntil(event.target.value)} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={ids.note}>Reason</Label>
            <Input id={ids.note} value={note} onChange={(event) => setNote(event.target.value)} required minLength={3} maxLength={500} placeholder="e.g. Pays by check; invoice 2041" />
          </div>
          {grant.error && <FormAlert title="The plan wasn't set">{grant.error.message}</FormAlert>}
          <SubmitFooter submitLabel="Set plan" pendingLabel="Saving..." pending={grant.isPending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
