import { CalendarOff } from "lucide-react";
import { useState } from "react";
import { formatDay, zonedDate } from "@domain/tours";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import type { UseQueryResult } from "@tanstack/react-query";
import { EmptyState } from "@web/components/EmptyState";
import { FormAlert } from "@web/components/FormAlert";
import { Loaded } from "@web/components/LoadError";
import { submitWith } from "@web/lib/forms";
import { notify } from "@web/lib/toast";
import { tourWrites, useTourMutation, type OwnerBlackouts } from "../api";
import { ConfirmAction } from "../ConfirmAction";
import { Section, type TourVenue } from "../tour-ui";
import { FormBesideList } from "./FormBesideList";

/** Days the venue offers no tours: a form to block one, and the blocked days with a way to unblock each. */
export function BlackoutsSection({ venue, blackouts: query }: { venue: TourVenue; blackouts: UseQueryResult<OwnerBlackouts> }) {
  return (
    <Section id="blackouts" title="Blackout dates" description="Days you're closed or fully booked: no tours are offered on them.">
      <FormBesideList form={<BlockDateForm venue={venue} />}>
        <Loaded query={query} loadingLabel="Loading blackout dates..." errorMessage="We couldn't load the blackout dates.">
          {({ blackouts }) =>
            blackouts.length === 0 ? (
              <EmptyState tone="warm" icon={<CalendarOff className="size-6" aria-hidden="true" />} title="No blackout dates">
                <p>Block a date and its tour times are hidden from couples.</p>
              </EmptyState>
            ) : (
              <ul className="grid gap-2">
                {blackouts.map((b) => (
                  <li key={b.date} className="flex items-center justify-between gap-3 rounded-[var(--radius)] border border-border bg-card px-4 py-2">
                    <span>
                      <span className="font-semibold">{formatDay(b.date)}</span>
                      {b.reason && <span className="block text-sm text-muted-foreground">{b.reason}</span>}
                    </span>
                    <ConfirmAction
                      trigger="Unblock"
                      title={`Unblock ${formatDay(b.date)}?`}
                      description="Tour times on this day become bookable again."
                      confirmLabel="Unblock date"
                      run={() => tourWrites.unblockDate(venue.id, b.date)}
                      done="Date unblocked"
                    />
                  </li>
                ))}
              </ul>
            )
          }
        </Loaded>
      </FormBesideList>
    </Section>
  );
}

function BlockDateForm({ venue }: { venue: TourVenue }) {
  const today = zonedDate(new Date(), venue.timeZone);
  const [date, setDate] = useState("");
  const [reason, setReason] = useState("");
  const [missingDate, setMissingDate] = useState(false);
  const blocking = useTourMutation(() => tourWrites.blockDate(venue.id, date, reason), {
    onSuccess: (result) => {
      void notify.success(
        result.bookingsOnDate > 0
          ? `Blocked ${formatDay(date)}. ${result.bookingsOnDate} booked ${result.bookingsOnDate === 1 ? "tour stays" : "tours stay"}: cancel ${result.bookingsOnDate === 1 ? "it" : "them"} if needed.`
          : `Blocked ${formatDay(date)}`,
      );
      setDate("");
      setReason("");
    },
  });
  const problem = missingDate ? "Choose a date." : (blocking.error?.message ?? null);
  function add() {
    setMissingDate(!date);
    if (date) blocking.mutate(undefined);
    else blocking.reset();
  }
  return (
    <Card className="p-5">
      <form className="grid gap-4" onSubmit={submitWith(add)}>
        <FormField label="Date to block">
          {(ids) => <Input {...ids} type="date" min={today} value={date} onChange={(e) => setDate(e.target.value)} />}
        </FormField>
        <FormField label="Reason (optional, only you see it)">
          {(ids) => <Input {...ids} maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} />}
        </FormField>
        {problem && <FormAlert>{problem}</FormAlert>}
        <Button type="submit" disabled={blocking.isPending}>
          {blocking.isPending ? "Blocking..." : "Block date"}
        </Button>
      </form>
    </Card>
  );
}
