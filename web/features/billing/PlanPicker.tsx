import { useQuery } from "@tanstack/react-query";
import { Check } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { BILLING_INTERVALS, chargedCents, formatUsd, PLAN_AUDIENCES, PLAN_KEYS, type BillingInterval, type Plan, type PlanAudience } from "@domain/plans";
import { FormAlert } from "@web/components/FormAlert";
import { Loaded } from "@web/components/LoadError";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { useAuth } from "@web/lib/auth";
import { cn } from "@web/lib/cn";
import { billingQueries, useCheckout } from "./api";

const AUDIENCE_LABELS: Record<PlanAudience, string> = { vendor: "Vendors", venue_owner: "Venues" };
const INTERVAL_LABELS: Record<BillingInterval, string> = { month: "Monthly", year: "Yearly" };
const SIGN_UP: Record<PlanAudience, string> = { vendor: "/signup/vendor", venue_owner: "/signup/venue" };
export const DASHBOARD_PATHS: Record<PlanAudience, string> = { vendor: "/vendor-dashboard", venue_owner: "/venue-owner-dashboard" };

/** Buttons of which one is pressed: the list's audience and billing period. */
function Toggle<T extends string>({ label, options, names, value, onChange }: { label: string; options: readonly T[]; names: Record<T, string>; value: T; onChange(next: T): void }) {
  return (
    <div role="group" aria-label={label} className="inline-flex rounded-full border border-border bg-card p-1">
      {options.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={value === option}
          onClick={() => onChange(option)}
          className={cn(
            "min-h-11 rounded-full px-4 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:px-5",
            value === option ? "bg-primary text-primary-foreground" : "text-muted-foreground hover:text-foreground",
          )}
        >
          {names[option]}
        </button>
      ))}
    </div>
  );
}

/**
 * The plans, with prices and what each adds, as the server charges them (GET /api/billing/plans). A
 * signed-in vendor or venue owner starts Stripe Checkout from here; without Stripe on the server the
 * paid plans say how to ask for one.
 */
export function PlanPicker({ initialAudience = "vendor" }: { initialAudience?: PlanAudience }) {
  const plans = useQuery(billingQueries.plans());
  const { user } = useAuth();
  const accountAudience: PlanAudience | null = user?.user_metadata.user_type === "vendor" ? "vendor" : user?.user_metadata.user_type === "venue_owner" ? "venue_owner" : null;
  const [audience, setAudience] = useState<PlanAudience>(accountAudience ?? initialAudience);
  const [interval, setInterval] = useState<BillingInterval>("month");
  const checkout = useCheckout();
  return (
    <div className="grid gap-8">
      <div className="flex flex-wrap items-center gap-3">
        <Toggle label="Plans for" options={PLAN_AUDIENCES} names={AUDIENCE_LABELS} value={audience} onChange={setAudience} />
        <Toggle label="Billing period" options={BILLING_INTERVALS} names={INTERVAL_LABELS} value={interval} onChange={setInterval} />
        {interval === "year" && <p className="text-sm text-muted-foreground">Yearly is ten months' price for twelve.</p>}
      </div>
      {checkout.error && <FormAlert title="Checkout didn't open">{checkout.error.message}</FormAlert>}
      <Loaded query={plans} loadingLabel="Loading plans..." errorMessage="We couldn't load the plans.">
        {(data) => {
          const foundingOpen = audience === "vendor" && data.founding.placesLeft > 0;
          return (
            <div className="grid gap-6 lg:grid-cols-3 [&>*]:min-w-0" data-testid="plan-cards">
              {PLAN_KEYS.map((key) => {
                const plan: Plan = data.plans[audience][key];
                const price = plan.prices?.[interval];
                const founding = foundingOpen && price?.foundingCents != null;
                return (
                  <Card key={key} className={cn("flex flex-col p-6 sm:p-8", key === "plus" && "border-primary/40")} data-testid={`plan-${key}`}>
                    <div className="flex flex-wrap items-center gap-3">
                      <h3 className="text-heading font-semibold">{plan.name}</h3>
                      {founding && <Badge>Founding price</Badge>}
                    </div>
                    <p className="mt-3">
                      <span className="font-display text-5xl font-semibold">{formatUsd(chargedCents(plan, interval, founding))}</span>
                      <span className="ml-2 text-muted-foreground">per {interval}</span>
                    </p>
                    {founding && price && (
                      <p className="mt-2 text-sm text-muted-foreground">
                        <s>{formatUsd(price.cents)}</s> for everyone else. Kept for life by the first 50 paying vendors:{" "}
                        <Link to="/founding-50" className="font-medium text-primary underline underline-offset-2">
                          {data.founding.placesLeft} {data.founding.placesLeft === 1 ? "place" : "places"} left
                        </Link>
                        .
                      </p>
                    )}
                    <p className="mt-3 text-muted-foreground">{plan.summary}</p>
                    <ul className="mt-6 grid gap-3">
                      {plan.features.map((item) => (
                        <li key={item} className="flex gap-3">
                          <Check className="mt-0.5 size-5 shrink-0 text-accent-strong" aria-hidden="true" />
                          <span>{item}</span>
                        </li>
                      ))}
                    </ul>
                    <div className="mt-auto pt-8">
                      <PlanAction
                        plan={plan}
                        interval={interval}
                        audience={audience}
                        accountAudience={accountAudience}
                        signedIn={user !== null}
                        stripeEnabled={data.stripeEnabled}
                        pending={checkout.isPending && checkout.variables?.plan === key}
                        onCheckout={() => {
                          if (key !== "free") checkout.mutate({ plan: key, interval });
                        }}
                      />
                    </div>
                  </Card>
                );
              })}
            </div>
          );
        }}
      </Loaded>
    </div>
  );
}

function PlanAction(props: {
  plan: Plan;
  interval: BillingInterval;
  audience: PlanAudience;
  accountAudience: PlanAudience | null;
  signedIn: boolean;
  stripeEnabled: boolean;
  pending: boolean;
  onCheckout(): void;
}) {
  const { plan, audience, accountAudience, signedIn, stripeEnabled, pending, onCheckout } = props;
  const wide = "h-auto min-h-12 w-full whitespace-normal py-3 text-center";
  if (!signedIn) {
    return (
      <Button asChild className={wide} size="lg" variant={plan.key === "free" ? "primary" : "secondary"}>
        <Link to={SIGN_UP[audience]}>{plan.key === "free" ? "Start free" : `Sign up, then choose ${plan.name}`}</Link>
      </Button>
    );
  }
  if (accountAudience !== audience) {
    return <p className="text-sm text-muted-foreground">{audience === "vendor" ? "For vendor accounts." : "For venue owner accounts."}</p>;
  }
  if (plan.key === "free") {
    return (
      <Button asChild className={wide} size="lg" variant="secondary">
        <Link to={DASHBOARD_PATHS[audience]}>Go to your dashboard</Link>
      </Button>
    );
  }
  if (!stripeEnabled) {
    return (
      <p className="text-sm text-muted-foreground">
        Online payment isn't switched on yet.{" "}
        <Link to="/contact" className="font-medium text-primary underline underline-offset-2">
          Write to us
        </Link>{" "}
        and our team will put you on {plan.name}.
      </p>
    );
  }
  return (
    <Button className={wide} size="lg" onClick={onCheckout} disabled={pending}>
      {pending ? "Opening checkout..." : `Choose ${plan.name}`}
    </Button>
  );
}
