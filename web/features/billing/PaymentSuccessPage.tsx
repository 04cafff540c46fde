import { useQuery } from "@tanstack/react-query";
import { CircleCheck, Hourglass } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { formatUsd, planFor } from "@domain/plans";
import { AccountGate } from "@web/components/AccountGate";
import { LoadError } from "@web/components/LoadError";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { Spinner } from "@web/components/ui/spinner";
import { usePageHead } from "@web/lib/page-head";
import { billingQueries } from "./api";
import { formatPlanDate } from "./format";
import { DASHBOARD_PATHS } from "./PlanPicker";

/** How long the page keeps asking for Stripe's word (the webhook) before saying it is still on its way. */
const CONFIRM_FOR_MS = 60_000;
const CONFIRM_EVERY_MS = 2000;

/** /payment-success: Stripe sends the browser back here; the plan shows once Stripe's webhook has arrived. */
export default function PaymentSuccessPage() {
  usePageHead({ title: "Payment received", description: "Your Serviceberry plan.", canonicalPath: "/payment-success", noindex: true });
  return (
    <div className="container-page max-w-2xl py-[var(--space-section)]">
      <AccountGate needs="any">{() => <Confirmation />}</AccountGate>
    </div>
  );
}

function Confirmation() {
  const [startedAt] = useState(() => Date.now());
  const mine = useQuery({
    ...billingQueries.mine(),
    refetchInterval: (query) => (query.state.data?.source === "stripe" || query.state.dataUpdatedAt - startedAt > CONFIRM_FOR_MS ? false : CONFIRM_EVERY_MS),
  });
  const gaveUp = mine.dataUpdatedAt - startedAt > CONFIRM_FOR_MS;
  if (mine.isPending) return <Spinner label="Confirming your payment..." />;
  if (mine.isError) return <LoadError message={mine.error.message} onRetry={() => void mine.refetch()} />;
  const plan = mine.data;
  const dashboard = DASHBOARD_PATHS[plan.audience];
  if (plan.source !== "stripe") {
    return (
      <Card className="p-6 sm:p-8" role="status">
        <Hourglass className="size-8 text-primary" aria-hidden="true" />
        <h1 className="mt-4 text-title font-semibold">Thank you: we're waiting for Stripe to confirm</h1>
        <p className="mt-3 text-muted-foreground">
          {gaveUp
            ? "Stripe hasn't told us about the payment yet. This can take a few minutes; your plan appears on your dashboard as soon as it does. You won't be charged twice."
            : "This usually takes a few seconds."}
        </p>
        {!gaveUp && <Spinner label="Confirming your payment..." className="mt-4" />}
        <Button asChild className="mt-6">
          <Link to={dashboard}>Go to your dashboard</Link>
        </Button>
      </Card>
    );
  }
  const name = planFor(plan.audience, plan.plan).name;
  return (
    <Card className="p-6 sm:p-8" role="status" data-testid="payment-success">
      <CircleCheck className="size-8 text-success" aria-hidden="true" />
      <h1 className="mt-4 text-title font-semibold">You're on {name}</h1>
      <p className="mt-3 text-lg">
        {formatUsd(plan.priceCents)} per {plan.interval ?? "month"}
        {plan.founding ? ", your founding price for life" : ""}.
      </p>
      {plan.currentPeriodEnd && <p className="mt-2 text-muted-foreground">Renews on {formatPlanDate(plan.currentPeriodEnd)}. Stripe emails your receipt.</p>}
      <Button asChild className="mt-6">
        <Link to={dashboard}>Go to your dashboard</Link>
      </Button>
    </Card>
  );
}
