import { useQuery } from "@tanstack/react-query";
import { CreditCard } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { BILLING_INTERVALS, chargedCents, formatUsd, PAID_PLAN_KEYS, planFor, type BillingInterval, type MyPlan, type PaidPlanKey } from "@domain/plans";
import { FormAlert } from "@web/components/FormAlert";
import { LoadError } from "@web/components/LoadError";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { NativeSelect } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { Spinner } from "@web/components/ui/spinner";
import { useAuth } from "@web/lib/auth";
import { billingQueries, useCancelAtPeriodEnd, useChangePlan, usePortal } from "./api";
import { formatPlanDate } from "./format";

const PERIOD: Record<BillingInterval, string> = { month: "month", year: "year" };

/** The plan card on the vendor and venue owner dashboards: what the account is on, and managing it. */
export function BillingCard() {
  const { user } = useAuth();
  const business = user?.user_metadata.user_type === "vendor" || user?.user_metadata.user_type === "venue_owner";
  const mine = useQuery({ ...billingQueries.mine(), enabled: business });
  // Admins look at dashboards too; plans belong to vendor and venue owner accounts.
  if (!business) return null;
  return (
    <Card className="p-5 sm:p-6" aria-labelledby="billing-heading">
      <div className="flex items-center gap-3">
        <CreditCard className="size-5 text-primary" aria-hidden="true" />
        <h2 id="billing-heading" className="text-lg font-semibold">
          Your plan
        </h2>
      </div>
      {mine.isPending && <Spinner label="Loading your plan..." className="py-4" />}
      {mine.isError && <LoadError message={mine.error.message} onRetry={() => void mine.refetch()} />}
      {mine.data && <PlanDetails plan={mine.data} />}
    </Card>
  );
}

function PlanDetails({ plan }: { plan: MyPlan }) {
  const name = planFor(plan.audience, plan.plan).name;
  const limits = plan.audience === "vendor" ? `${plan.limits.portfolioPhotos} portfolio photos and ${plan.limits.packages} packages per profile` : `${plan.limits.venuePhotos} photos per listing`;
  return (
    <div className="mt-4 grid gap-4" data-testid="billing-card">
      <div className="flex flex-wrap items-center gap-2">
        <p className="text-2xl font-semibold" data-testid="current-plan">
          {name}
        </p>
        {plan.founding && <Badge>Founding vendor</Badge>}
        {plan.cancelAtPeriodEnd && <Badge variant="outline">Ends at period end</Badge>}
      </div>
      <p className="text-muted-foreground">
        {plan.source === "stripe" && plan.interval
          ? `${formatUsd(plan.priceCents)} per ${PERIOD[plan.interval]}. `
          : plan.source === "admin"
            ? `Granted by our team${plan.grantedUntil ? ` until ${formatPlanDate(plan.grantedUntil)}` : ""}. `
            : "Free, with no card on file. "}
        Includes {limits}.
      </p>
      {plan.source === "stripe" && plan.currentPeriodEnd && (
        <p className="text-sm">{plan.cancelAtPeriodEnd ? `Your plan ends on ${formatPlanDate(plan.currentPeriodEnd)}; then your account moves to Free.` : `Renews on ${formatPlanDate(plan.currentPeriodEnd)}.`}</p>
      )}
      {plan.graceUntil && (
        <FormAlert title="Your last payment didn't go through">
          Your plan keeps working until {formatPlanDate(plan.graceUntil)}. Update your card with Manage billing to keep it.
        </FormAlert>
      )}
      {plan.source === "stripe" ? <PaidActions plan={plan} /> : <FreeActions plan={plan} />}
    </div>
  );
}

function FreeActions({ plan }: { plan: MyPlan }) {
  return (
    <div className="flex flex-wrap gap-3">
      <Button asChild variant={plan.plan === "free" ? "primary" : "secondary"}>
        <Link to="/vendor-pricing">{plan.plan === "free" ? "See Plus and Pro" : "Compare plans"}</Link>
      </Button>
    </div>
  );
}

function PaidActions({ plan }: { plan: MyPlan }) {
  const portal = usePortal();
  const cancel = useCancelAtPeriodEnd();
  const [changing, setChanging] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const error = portal.error ?? cancel.error;
  return (
    <>
      {error && <FormAlert title="That didn't work">{error.message}</FormAlert>}
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => portal.mutate()} disabled={portal.isPending}>
          {portal.isPending ? "Opening..." : "Manage billing"}
        </Button>
        <Button variant="secondary" onClick={() => setChanging(true)}>
          Change plan
        </Button>
        {plan.cancelAtPeriodEnd ? (
          <Button variant="secondary" onClick={() => cancel.mutate(false)} disabled={cancel.isPending}>
            Keep my plan
          </Button>
        ) : (
          <Button variant="ghost" onClick={() => setConfirmCancel(true)}>
            Cancel plan
          </Button>
        )}
      </div>
      <Dialog open={confirmCancel} onOpenChange={setConfirmCancel}>
        <DialogContent>
          <DialogTitle>Cancel your plan?</DialogTitle>
          <DialogDescription>
            {planFor(plan.audience, plan.plan).name} keeps working until {plan.currentPeriodEnd ? formatPlanDate(plan.currentPeriodEnd) : "the end of this period"}, and you won't be charged again. Then your account moves to Free: nothing is
            deleted, but you can't add photos or packages past the Free limits.
          </DialogDescription>
          <div className="flex flex-wrap justify-end gap-3">
            <DialogClose asChild>
              <Button variant="secondary">Keep my plan</Button>
            </DialogClose>
            <Button
              variant="destructive"
              disabled={cancel.isPending}
              onClick={() => cancel.mutate(true, { onSuccess: () => setConfirmCancel(false) })}
            >
              Cancel at period end
            </Button>
          </div>
        </DialogContent>
      </Dialog>
      <ChangePlanDialog plan={plan} open={changing} onOpenChange={setChanging} />
    </>
  );
}

function ChangePlanDialog({ plan, open, onOpenChange }: { plan: MyPlan; open: boolean; onOpenChange(open: boolean): void }) {
  const change = useChangePlan();
  const [next, setNext] = useState<{ plan: PaidPlanKey; interval: BillingInterval }>({ plan: plan.plan === "pro" ? "plus" : "pro", interval: plan.interval ?? "month" });
  const planId = useId();
  const intervalId = useId();
  const price = chargedCents(planFor(plan.audience, next.plan), next.interval, plan.founding);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Change your plan</DialogTitle>
        <DialogDescription>Stripe credits the unused part of this period and charges the new price for the rest of it (proration).</DialogDescription>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-1.5">
            <Label htmlFor={planId}>Plan</Label>
            <NativeSelect id={planId} value={next.plan} onChange={(event) => setNext({ ...next, plan: event.target.value === "pro" ? "pro" : "plus" })}>
              {PAID_PLAN_KEYS.map((key) => (
                <option key={key} value={key}>
                  {planFor(plan.audience, key).name}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={intervalId}>Billed</Label>
            <NativeSelect id={intervalId} value={next.interval} onChange={(event) => setNext({ ...next, interval: event.target.value === "year" ? "year" : "month" })}>
              {BILLING_INTERVALS.map((interval) => (
                <option key={interval} value={interval}>
                  {interval === "month" ? "Monthly" : "Yearly"}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
        <p>
          New price: <strong>{formatUsd(price)}</strong> per {PERIOD[next.interval]}
          {plan.founding ? " (your founding price)" : ""}.
        </p>
        {change.error && <FormAlert title="The plan didn't change">{change.error.message}</FormAlert>}
        <div className="flex flex-wrap justify-end gap-3">
          <DialogClose asChild>
            <Button variant="secondary">Keep {planFor(plan.audience, plan.plan).name}</Button>
          </DialogClose>
          <Button disabled={change.isPending} onClick={() => change.mutate(next, { onSuccess: () => onOpenChange(false) })}>
            {change.isPending ? "Changing..." : "Change plan"}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
