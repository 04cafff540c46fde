import { CalendarOff } from "lucide-react";
import { useState } from "react";
import { formatDay, zonedDate } from "@domain/tours";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { api, unwrap } from "@web/lib/api";
import { notify } from "@web/lib/toast";
import { Loaded } from "../../account/LoadError";
import type { ApiResource } from "../../account/use-api-resource";
import { ConfirmAction } from "../ConfirmAction";
import { EmptyState, InlineAlert, Section, type TourVenue } from "../tour-ui";
import { submitWith, useBusyAction } from "../use-busy-action";
import { FormBesideList } from "./FormBesideList";
import type { OwnerBlackouts } from "./owner-api";

/** Days the venue offers no tours: a form to block one, and the blocked days with a way to unblock each. */
export function BlackoutsSection({ venue, resource, reload }: { venue: TourVenue; resource: ApiResource<OwnerBlackouts>; reload(): void }) {
  return (
    <Section id="blackouts" title="Blackout dates" description="Days you're closed or fully booked: no tours are offered on them.">
      <FormBesideList form={<BlockDateForm venue={venue} reload={reload} />}>
        <Loaded resource={resource} loadingLabel="Loading blackout dates..." errorMessage="We couldn't load the blackout dates.">
          {({ blackouts }) =>
            blackouts.length === 0 ? (
              <EmptyState icon={<CalendarOff className="size-6" aria-hidden="true" />} title="No blackout dates">
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
                      run={() => unwrap(api.tours.owner.venues[":venueId"].blackouts[":date"].$delete({ param: { venueId: venue.id, date: b.date } }))}
                      done="Date unblocked"
                      reload={reload}
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

function BlockDateForm({ venue, reload }: { venue: TourVenue; reload(): void }) {
  const today = zonedDate(new Date(), venue.timeZone);
  const [date, setDate] = useState("");
  const [reason, setReason] = useState("");
  const { busy, problem, setProblem, run } = useBusyAction();
  function add() {
    if (!date) {
      setProblem("Choose a date.");
      return;
    }
    return run(async () => {
      const result = await unwrap(api.tours.owner.venues[":venueId"].blackouts.$post({ param: { venueId: venue.id }, json: { date, reason } }));
      void notify.success(
        result.bookingsOnDate > 0
          ? `Blocked ${formatDay(date)}. ${result.bookingsOnDate} booked ${result.bookingsOnDate === 1 ? "tour stays" : "tours stay"}: cancel ${result.bookingsOnDate === 1 ? "it" : "them"} if needed.`
          : `Blocked ${formatDay(date)}`,
      );
      setDate("");
      setReason("");
      reload();
    });
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
        {problem && <InlineAlert>{problem}</InlineAlert>}
        <Button type="submit" disabled={busy}>
          {busy ? "Blocking..." : "Block date"}
        </Button>
      </form>
    </Card>
  );
}
