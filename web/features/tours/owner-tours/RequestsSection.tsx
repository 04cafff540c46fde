import { Inbox, Mail, Users } from "lucide-react";
import type { ReactNode } from "react";
import { formatTourTime } from "@domain/tours";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { FormField } from "@web/components/ui/form-field";
import { Textarea } from "@web/components/ui/input";
import type { UseQueryResult } from "@tanstack/react-query";
import { EmptyState } from "@web/components/EmptyState";
import { Loaded } from "@web/components/LoadError";
import { notify, toastError } from "@web/lib/toast";
import { tourWrites, useTourMutation, type OwnerRequest, type OwnerRequests } from "../api";
import { ConfirmAction } from "../ConfirmAction";
import { people, RequestStatusBadge, Section, type TourVenue } from "../tour-ui";
import { ProposeTimeDialog } from "./ProposeTimeDialog";

/** Couples' requests for times outside the tour slots: the waiting ones as cards, the answered ones folded away. */
export function RequestsSection({ venue, requests: query }: { venue: TourVenue; requests: UseQueryResult<OwnerRequests> }) {
  return (
    <Section id="requests" title="Tour requests" description="Couples who asked for a time outside your tour slots.">
      <Loaded query={query} loadingLabel="Loading requests..." errorMessage="We couldn't load the requests.">
        {({ requests }) => {
          const waiting = requests.filter((r) => r.status === "pending" || r.status === "proposed");
          const rest = requests.filter((r) => !waiting.includes(r)).slice(0, 20);
          if (requests.length === 0) {
            return (
              <EmptyState tone="warm" icon={<Inbox className="size-6" aria-hidden="true" />} title="No tour requests yet">
                <p>When a couple asks for a tour at a time you don't offer, it appears here.</p>
              </EmptyState>
            );
          }
          return (
            <div className="grid gap-4">
              {waiting.length === 0 && <p className="text-muted-foreground">Nothing waiting for an answer.</p>}
              <ul className="grid gap-4 lg:grid-cols-2">
                {waiting.map((request) => (
                  <RequestItem key={request.id} venue={venue} request={request} />
                ))}
              </ul>
              {rest.length > 0 && (
                <details className="rounded-[var(--radius-lg)] border border-border bg-card p-4">
                  <summary className="cursor-pointer font-semibold">Answered requests ({rest.length})</summary>
                  <ul className="mt-3 grid gap-2 text-sm">
                    {rest.map((r) => (
                      <li key={r.id} className="flex flex-wrap items-center gap-2">
                        <RequestStatusBadge status={r.status} />
                        <span>{r.coupleName || r.coupleEmail}</span>
                        <span className="text-muted-foreground">{formatTourTime(r.proposedAt ?? r.preferredAt, venue.timeZone)}</span>
                      </li>
                    ))}
                  </ul>
                </details>
              )}
            </div>
          );
        }}
      </Loaded>
    </Section>
  );
}

/** One line of a request's details: "Preferred: <time>". */
function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="inline font-semibold">{`${term}: `}</dt>
      <dd className="inline">{children}</dd>
    </div>
  );
}

function RequestItem({ venue, request }: { venue: TourVenue; request: OwnerRequest }) {
  const tz = venue.timeZone;
  const confirmation = useTourMutation((which: "preferred" | "alternate") => tourWrites.confirmRequest(request.id, which), {
    onSuccess: () => void notify.success("Tour confirmed. We've emailed the couple."),
    onError: toastError,
  });
  const busy = confirmation.isPending;
  const confirm = (which: "preferred" | "alternate") => confirmation.mutate(which);
  return (
    <li>
      <Card className="flex h-full flex-col gap-3 p-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <p className="font-semibold">{request.coupleName || "A couple"}</p>
            <a href={`mailto:${request.coupleEmail}`} className="inline-flex items-center gap-1 text-sm text-primary underline underline-offset-4">
              <Mail className="size-3.5" aria-hidden="true" />
              {request.coupleEmail}
            </a>
          </div>
          <RequestStatusBadge status={request.status} />
        </div>
        <dl className="grid gap-1 text-sm">
          <Detail term="Preferred">{formatTourTime(request.preferredAt, tz)}</Detail>
          {request.alternateAt && <Detail term="Or">{formatTourTime(request.alternateAt, tz)}</Detail>}
          {request.status === "proposed" && request.proposedAt && <Detail term="You proposed">{formatTourTime(request.proposedAt, tz)} (waiting for the couple)</Detail>}
          <div className="flex items-center gap-1.5 text-muted-foreground">
            <Users className="size-4" aria-hidden="true" />
            {people(request.guests)}
          </div>
        </dl>
        {request.message && <p className="rounded-[var(--radius)] bg-muted p-3 text-sm">“{request.message}”</p>}
        <div className="mt-auto flex flex-wrap gap-2 pt-1">
          {request.status === "pending" && (
            <>
              <Button size="sm" disabled={busy} onClick={() => confirm("preferred")}>
                Confirm preferred time
              </Button>
              {request.alternateAt && (
                <Button size="sm" variant="secondary" disabled={busy} onClick={() => confirm("alternate")}>
                  Confirm the other time
                </Button>
              )}
            </>
          )}
          <ProposeTimeDialog venue={venue} request={request} />
          <ConfirmAction
            trigger="Decline"
            title="Decline this tour request?"
            description={`We'll email ${request.coupleEmail} that you can't offer this tour.`}
            confirmLabel="Decline request"
            run={() => tourWrites.declineRequest(request.id, declineNotes.get(request.id) ?? "")}
            done="Request declined"
          >
            <FormField label="Note for the couple (optional)">
              {(ids) => <Textarea {...ids} rows={3} className="min-h-20" onChange={(e) => declineNotes.set(request.id, e.target.value)} />}
            </FormField>
          </ConfirmAction>
        </div>
      </Card>
    </li>
  );
}
/** The decline dialog's note, kept outside React state so ConfirmAction stays generic. */
const declineNotes = new Map<string, string>();
