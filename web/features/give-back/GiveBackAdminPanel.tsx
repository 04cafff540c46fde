import { useQuery } from "@tanstack/react-query";
import { HeartHandshake } from "lucide-react";
import { useState } from "react";
import { CITIES } from "@domain/cities";
import { GIVE_BACK_NEEDS, GIVE_BACK_STATUS_LABELS, GIVE_BACK_STATUSES, type GiveBackStatus } from "@domain/give-back";
import { formatUsd } from "@domain/plans";
import { EmptyState } from "@web/components/EmptyState";
import { FormAlert } from "@web/components/FormAlert";
import { LoadError } from "@web/components/LoadError";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { FormField } from "@web/components/ui/form-field";
import { NativeSelect, Textarea } from "@web/components/ui/input";
import { Spinner } from "@web/components/ui/spinner";
import { usePageTitle } from "@web/lib/page-head";
import { giveBackQueries, useReviewApplication } from "./api";

const needLabel = (id: string) => GIVE_BACK_NEEDS.find((need) => need.id === id)?.label ?? id;
const cityName = (id: string) => CITIES.find((city) => city.id === id)?.displayName ?? id;

/** /admin/give-back: applications reviewed with a status and notes, and vendors' pledges. */
export function GiveBackAdminPanel() {
  usePageTitle("Give-back · Admin");
  const [status, setStatus] = useState<GiveBackStatus | "all">("submitted");
  const applications = useQuery(giveBackQueries.adminApplications(status));
  const pledges = useQuery(giveBackQueries.adminPledges());
  return (
    <div className="grid gap-10">
      <section aria-labelledby="give-back-heading" className="grid gap-5">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <h2 id="give-back-heading" className="text-heading font-semibold">
            Give-back applications
          </h2>
          <FormField label="Status">
            {(ids) => (
              <NativeSelect {...ids} value={status} onChange={(event) => setStatus(GIVE_BACK_STATUSES.find((s) => s === event.target.value) ?? "all")}>
                {GIVE_BACK_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {GIVE_BACK_STATUS_LABELS[s]}
                  </option>
                ))}
                <option value="all">All</option>
              </NativeSelect>
            )}
          </FormField>
        </div>
        {applications.isPending && <Spinner label="Loading applications..." />}
        {applications.isError && <LoadError message={applications.error.message} onRetry={() => void applications.refetch()} />}
        {applications.data && applications.data.applications.length === 0 && (
          <EmptyState icon={<HeartHandshake className="size-6" aria-hidden="true" />} title="No applications here">
            Applications from /give-back-application appear here.
          </EmptyState>
        )}
        {applications.data?.applications.map((application) => <ApplicationCard key={application.id} application={application} />)}
      </section>
      <section aria-labelledby="pledges-admin-heading" className="grid gap-3">
        <h2 id="pledges-admin-heading" className="text-heading font-semibold">
          Vendors' pledges
        </h2>
        {pledges.isPending && <Spinner label="Loading pledges..." />}
        {pledges.isError && <LoadError message={pledges.error.message} onRetry={() => void pledges.refetch()} />}
        {pledges.data && pledges.data.pledges.length === 0 && <p className="text-muted-foreground">No vendor has pledged a service yet.</p>}
        <ul className="grid gap-2">
          {pledges.data?.pledges.map((pledge) => (
            <li key={pledge.id} className="rounded-[var(--radius)] border border-border p-3 text-sm">
              <span className="font-medium">{pledge.name}</span> ({pledge.email}): {pledge.service} · {formatUsd(pledge.valueCents)}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

interface AdminApplication {
  id: string;
  email: string;
  partnerNames: string;
  story: string;
  weddingDate: string;
  city: string;
  guestCount: number;
  needs: string[];
  status: string;
  adminNotes: string;
}

function ApplicationCard({ application }: { application: AdminApplication }) {
  const review = useReviewApplication();
  const [status, setStatus] = useState(application.status);
  const [notes, setNotes] = useState(application.adminNotes);
  return (
    <Card className="grid gap-3 p-5">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold">{application.partnerNames}</h3>
        <Badge variant="outline">{GIVE_BACK_STATUS_LABELS[application.status as GiveBackStatus] ?? application.status}</Badge>
      </div>
      <p className="text-sm text-muted-foreground">
        {application.email} · {application.weddingDate} · {cityName(application.city)} · {application.guestCount} guests · needs {application.needs.map(needLabel).join(", ")}
      </p>
      <p className="whitespace-pre-line">{application.story}</p>
      <form
        className="grid gap-3 sm:grid-cols-[12rem_1fr_auto] sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          review.mutate({ id: application.id, status: GIVE_BACK_STATUSES.find((s) => s === status) ?? "submitted", notes });
        }}
      >
        <FormField label="Status">
          {(ids) => (
            <NativeSelect {...ids} value={status} onChange={(event) => setStatus(event.target.value)}>
              {GIVE_BACK_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {GIVE_BACK_STATUS_LABELS[s]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label="Notes (admins only)">{(ids) => <Textarea {...ids} rows={2} value={notes} onChange={(event) => setNotes(event.target.value)} />}</FormField>
        <Button type="submit" disabled={review.isPending}>
          {review.isPending ? "Saving..." : "Save review"}
        </Button>
      </form>
      {review.error && <FormAlert title="The review wasn't saved">{review.error.message}</FormAlert>}
    </Card>
  );
}
