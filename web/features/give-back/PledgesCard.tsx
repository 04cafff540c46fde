import { useQuery } from "@tanstack/react-query";
import { HandHeart } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { formatUsd } from "@domain/plans";
import { FormAlert } from "@web/components/FormAlert";
import { LoadError } from "@web/components/LoadError";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Spinner } from "@web/components/ui/spinner";
import { useAuth } from "@web/lib/auth";
import { giveBackQueries, useAddPledge, useWithdrawPledge } from "./api";

/** On the vendor and venue dashboards: pledge services to the give-back wedding, and withdraw them. */
export function PledgesCard() {
  const { user } = useAuth();
  const business = user?.user_metadata.user_type === "vendor" || user?.user_metadata.user_type === "venue_owner";
  const pledges = useQuery({ ...giveBackQueries.pledges(), enabled: business });
  const add = useAddPledge();
  const withdraw = useWithdrawPledge();
  const [service, setService] = useState("");
  const [value, setValue] = useState("");
  if (!business) return null;
  return (
    <Card className="p-5 sm:p-6" aria-labelledby="pledges-heading">
      <div className="flex items-center gap-3">
        <HandHeart className="size-5 text-primary" aria-hidden="true" />
        <h2 id="pledges-heading" className="text-lg font-semibold">
          The give-back wedding
        </h2>
      </div>
      <p className="mt-2 text-sm text-muted-foreground">
        Pledge a service to the wedding our vendors give a couple in need each year.{" "}
        <Link to="/give-back-wedding" className="text-primary underline underline-offset-4">
          How it works
        </Link>
      </p>
      {pledges.isPending && <Spinner label="Loading your pledges..." className="py-3" />}
      {pledges.isError && <LoadError message={pledges.error.message} onRetry={() => void pledges.refetch()} />}
      {pledges.data && pledges.data.pledges.length > 0 && (
        <ul className="mt-4 grid gap-2" data-testid="my-pledges">
          {pledges.data.pledges.map((pledge) => (
            <li key={pledge.id} className="flex flex-wrap items-center justify-between gap-2 rounded-[var(--radius)] border border-border p-3">
              <span>
                {pledge.service} · {formatUsd(pledge.valueCents)}
              </span>
              <Button size="sm" variant="ghost" disabled={withdraw.isPending} onClick={() => window.confirm(`Withdraw your pledge "${pledge.service}"?`) && withdraw.mutate(pledge.id)}>
                Withdraw<span className="sr-only"> {pledge.service}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form
        className="mt-4 grid gap-3 sm:grid-cols-[1fr_10rem_auto] sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          const dollars = Number(value);
          add.mutate({ service, valueCents: Number.isFinite(dollars) ? Math.round(dollars * 100) : -1 }, { onSuccess: () => (setService(""), setValue("")) });
        }}
      >
        <FormField label="Service you'll give">{(ids) => <Input {...ids} value={service} onChange={(e) => setService(e.target.value)} placeholder="e.g. Six hours of photography" />}</FormField>
        <FormField label="Worth (USD)">{(ids) => <Input {...ids} value={value} onChange={(e) => setValue(e.target.value)} inputMode="decimal" placeholder="1800" />}</FormField>
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? "Pledging..." : "Pledge"}
        </Button>
      </form>
      {(add.error ?? withdraw.error) && (
        <div className="mt-3">
          <FormAlert title="That didn't work">{(add.error ?? withdraw.error)?.message}</FormAlert>
        </div>
      )}
    </Card>
  );
}
