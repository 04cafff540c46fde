import { useQuery } from "@tanstack/react-query";
import { Pause, Play, Send } from "lucide-react";
import { useRef, useState } from "react";
import { ConfirmFooter } from "@web/components/ConfirmFooter";
import { EmptyState } from "@web/components/EmptyState";
import { LoadError } from "@web/components/LoadError";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Textarea } from "@web/components/ui/input";
import { Spinner } from "@web/components/ui/spinner";
import { formatDateTime } from "@web/lib/labels";
import { usePageTitle } from "@web/lib/page-head";
import { notify, toastError } from "@web/lib/toast";
import { adminQueries, adminWrites, useAdminMutation } from "./api";

const count = (n: number) => n.toLocaleString("en-US");

/**
 * /admin/sending: couples' mail to other people (invitations, reminders, inquiries, messages) over the
 * last hour, day and week, busiest first; an admin pauses a couple's sending and lifts the pause.
 */
export function SendingPanel() {
  usePageTitle("Sending · Admin");
  const sending = useQuery(adminQueries.sending());
  const pause = useAdminMutation(adminWrites.pauseSending);
  const resume = useAdminMutation(adminWrites.resumeSending);
  const [pausing, setPausing] = useState<{ coupleId: string; name: string } | null>(null);
  const [reason, setReason] = useState("");
  const summaryRef = useRef<HTMLParagraphElement>(null);

  const couples = sending.data?.couples;
  return (
    <section aria-labelledby="sending-heading" className="grid gap-6">
      <div>
        <h2 id="sending-heading" className="text-heading font-semibold">
          Couples' sending
        </h2>
        <p ref={summaryRef} tabIndex={-1} aria-live="polite" className="mt-1 max-w-2xl text-sm text-muted-foreground outline-none">
          Mail couples sent to other people through Serviceberry in the last 7 days. Limits stop a couple at 300 messages an hour and 1,000 a day (100 and 200 in an account's first week); a pause
          stops them at once.
        </p>
      </div>

      {sending.isPending && <Spinner label="Loading sending..." />}
      {sending.isError && <LoadError message={sending.error.message} onRetry={() => void sending.refetch()} />}
      {couples && couples.length === 0 && (
        <EmptyState icon={<Send className="size-6" aria-hidden="true" />} title="No mail sent this week">
          Couples who send invitations, reminders or inquiries appear here, busiest first.
        </EmptyState>
      )}

      {couples && couples.length > 0 && (
        <ul className="grid gap-4">
          {couples.map((couple) => {
            const headingId = `sending-${couple.coupleId}`;
            const name = couple.name || couple.email;
            return (
              <li key={couple.coupleId}>
                <article aria-labelledby={headingId} className="rounded-[var(--radius-lg)] border border-border bg-card p-5 shadow-soft sm:p-6">
                  <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                    <div className="min-w-0">
                      <h3 id={headingId} className="font-sans text-base font-semibold">
                        {name}
                      </h3>
                      <p className="break-all text-sm">{couple.email}</p>
                      <p className="text-sm text-muted-foreground">Account opened {formatDateTime(couple.accountCreatedAt)}</p>
                    </div>
                    {couple.paused ? (
                      <Badge variant="primary" className="self-start">
                        Paused {couple.pausedAt ? formatDateTime(couple.pausedAt) : ""}
                      </Badge>
                    ) : (
                      <Badge variant="outline" className="self-start">
                        Sending
                      </Badge>
                    )}
                  </header>
                  <dl className="mt-4 grid grid-cols-3 gap-3 text-center">
                    {(
                      [
                        ["Last hour", couple.lastHour],
                        ["Last day", couple.lastDay],
                        ["Last 7 days", couple.lastWeek],
                      ] as const
                    ).map(([label, value]) => (
                      <div key={label} className="rounded-[var(--radius)] bg-muted p-3">
                        <dt className="text-xs text-muted-foreground">{label}</dt>
                        <dd className="text-lg font-semibold">{count(value)}</dd>
                      </div>
                    ))}
                  </dl>
                  {couple.paused && couple.pauseReason && <p className="mt-3 text-sm">Why: {couple.pauseReason}</p>}
                  <footer className="mt-5 flex flex-col gap-2 border-t border-border pt-4 sm:flex-row sm:items-center sm:justify-between">
                    <p className="text-sm text-muted-foreground">{couple.lastSentAt ? `Last sent ${formatDateTime(couple.lastSentAt)}` : "Nothing sent this week"}</p>
                    {couple.paused ? (
                      <Button
                        variant="secondary"
                        size="sm"
                        disabled={resume.isPending}
                        aria-describedby={headingId}
                        onClick={() =>
                          resume.mutate(
                            { coupleId: couple.coupleId },
                            { onSuccess: () => void notify.success(`${name} can send again`), onError: toastError },
                          )
                        }
                      >
                        <Play aria-hidden="true" />
                        Lift the pause
                      </Button>
                    ) : (
                      <Button variant="secondary" size="sm" aria-describedby={headingId} onClick={() => (setReason(""), setPausing({ coupleId: couple.coupleId, name }))}>
                        <Pause aria-hidden="true" />
                        Pause sending
                      </Button>
                    )}
                  </footer>
                </article>
              </li>
            );
          })}
        </ul>
      )}

      <Dialog open={pausing !== null} onOpenChange={(next) => !next && setPausing(null)}>
        <DialogContent>
          <DialogTitle>Pause {pausing?.name}'s sending?</DialogTitle>
          <DialogDescription>Their invitations, reminders, inquiries and messages are refused until an admin lifts the pause. They are told to contact us.</DialogDescription>
          <FormField label="Why (for other admins)">
            {(ids) => <Textarea {...ids} rows={3} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} placeholder="Made-up addresses on the guest list" />}
          </FormField>
          <ConfirmFooter
            confirmLabel="Pause sending"
            cancelLabel="Cancel"
            pendingLabel="Pausing..."
            pending={pause.isPending}
            onConfirm={() =>
              pausing &&
              pause.mutate(
                { coupleId: pausing.coupleId, reason },
                {
                  onSuccess: () => {
                    void notify.success(`${pausing.name}'s sending is paused`);
                    setPausing(null);
                    summaryRef.current?.focus();
                  },
                  onError: toastError,
                },
              )
            }
          />
        </DialogContent>
      </Dialog>
    </section>
  );
}
