import { useQuery } from "@tanstack/react-query";
import { Link2 } from "lucide-react";
import { useId, useState } from "react";
import { AFFILIATE_STATUS_LABELS, AFFILIATE_STATUSES, MINIMUM_PAYOUT_CENTS, type AffiliateStatus } from "@domain/affiliates";
import { formatUsd } from "@domain/plans";
import { EmptyState } from "@web/components/EmptyState";
import { FormAlert } from "@web/components/FormAlert";
import { LoadError } from "@web/components/LoadError";
import { Badge } from "@web/components/ui/badge";
import { SubmitFooter } from "@web/components/ConfirmFooter";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Input, NativeSelect, Textarea } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { Spinner } from "@web/components/ui/spinner";
import { usePageTitle } from "@web/lib/page-head";
import { affiliateQueries, useMarkPayoutPaid, useReviewAffiliate } from "./api";

interface AdminAffiliate {
  id: string;
  name: string;
  email: string;
  website: string;
  audience: string;
  payoutEmail: string;
  status: AffiliateStatus;
  code: string | null;
  adminNotes: string;
  createdAt: string;
  earnedCents: number;
  unpaidCents: number;
  paidOutCents: number;
}

const day = (iso: string) => new Date(iso).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric" });

/** /admin/affiliates: applications approved or rejected with notes, payouts marked paid (audited). */
export function AffiliatesAdminPanel() {
  usePageTitle("Affiliates · Admin");
  const [status, setStatus] = useState<AffiliateStatus | "all">("pending");
  const list = useQuery(affiliateQueries.admin(status));
  const payouts = useQuery(affiliateQueries.adminPayouts());
  return (
    <div className="grid gap-10">
      <section aria-labelledby="affiliates-heading" className="grid gap-5">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h2 id="affiliates-heading" className="text-heading font-semibold">
              Affiliates
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">Approve an application to give it a link and a code. Mark a payout once the money is sent; it's kept below with your name.</p>
          </div>
          <FormField label="Status">
            {(ids) => (
              <NativeSelect {...ids} value={status} onChange={(event) => setStatus(AFFILIATE_STATUSES.find((s) => s === event.target.value) ?? "all")}>
                {AFFILIATE_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {AFFILIATE_STATUS_LABELS[s]}
                  </option>
                ))}
                <option value="all">All</option>
              </NativeSelect>
            )}
          </FormField>
        </div>
        {list.isPending && <Spinner label="Loading affiliates..." />}
        {list.isError && <LoadError message={list.error.message} onRetry={() => void list.refetch()} />}
        {list.data && list.data.affiliates.length === 0 && (
          <EmptyState icon={<Link2 className="size-6" aria-hidden="true" />} title="No affiliates here">
            Applications from /affiliate-signup appear here.
          </EmptyState>
        )}
        {list.data?.affiliates.map((affiliate) => <AffiliateCard key={affiliate.id} affiliate={affiliate} />)}
      </section>
      <section aria-labelledby="payouts-admin-heading" className="grid gap-3">
        <h2 id="payouts-admin-heading" className="text-heading font-semibold">
          Payouts marked paid
        </h2>
        {payouts.isPending && <Spinner label="Loading payouts..." />}
        {payouts.isError && <LoadError message={payouts.error.message} onRetry={() => void payouts.refetch()} />}
        {payouts.data && payouts.data.payouts.length === 0 && <p className="text-muted-foreground">No payout has been marked yet.</p>}
        <ul className="grid gap-2" data-testid="affiliate-payouts">
          {payouts.data?.payouts.map((payout) => (
            <li key={payout.id} className="rounded-[var(--radius)] border border-border p-3 text-sm">
              <span className="font-medium">{formatUsd(payout.amountCents)}</span> to {payout.affiliateName} ({payout.affiliateEmail}) · by {payout.paidBy ?? "a removed admin"} on {day(payout.createdAt)} · “{payout.reference}”
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function AffiliateCard({ affiliate }: { affiliate: AdminAffiliate }) {
  const review = useReviewAffiliate();
  const [notes, setNotes] = useState(affiliate.adminNotes);
  const [confirmReject, setConfirmReject] = useState(false);
  const [paying, setPaying] = useState(false);
  return (
    <Card className="grid gap-3 p-5" data-testid="affiliate-card">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold">{affiliate.name}</h3>
        <Badge variant={affiliate.status === "approved" ? "primary" : "outline"}>{AFFILIATE_STATUS_LABELS[affiliate.status]}</Badge>
        {affiliate.code && <span className="font-mono text-sm">{affiliate.code}</span>}
      </div>
      <p className="text-sm text-muted-foreground wrap-anywhere">
        {affiliate.email} · payouts to {affiliate.payoutEmail} · applied {day(affiliate.createdAt)}
        {affiliate.website && (
          <>
            {" · "}
            <a href={affiliate.website} className="text-primary underline underline-offset-4" rel="noopener noreferrer nofollow" target="_blank">
              {affiliate.website}
            </a>
          </>
        )}
      </p>
      <p className="whitespace-pre-line">{affiliate.audience}</p>
      {(affiliate.earnedCents > 0 || affiliate.status === "approved") && (
        <p className="text-sm">
          Earned {formatUsd(affiliate.earnedCents)} · paid out {formatUsd(affiliate.paidOutCents)} · <span className="font-medium">unpaid {formatUsd(affiliate.unpaidCents)}</span>
        </p>
      )}
      <form
        className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          review.mutate({ id: affiliate.id, status: "approved", notes });
        }}
      >
        <FormField label="Notes (admins only)">{(ids) => <Textarea {...ids} rows={2} value={notes} onChange={(event) => setNotes(event.target.value)} />}</FormField>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={review.isPending}>
            {affiliate.status === "approved" ? "Save notes" : "Approve"}
            <span className="sr-only"> {affiliate.name}</span>
          </Button>
          {affiliate.status !== "rejected" && (
            <Button type="button" variant="secondary" onClick={() => setConfirmReject(true)} disabled={review.isPending}>
              {affiliate.status === "approved" ? "End approval" : "Reject"}
              <span className="sr-only"> {affiliate.name}</span>
            </Button>
          )}
          {affiliate.unpaidCents >= MINIMUM_PAYOUT_CENTS && (
            <Button type="button" variant="secondary" onClick={() => setPaying(true)}>
              Mark payout paid<span className="sr-only"> to {affiliate.name}</span>
            </Button>
          )}
        </div>
      </form>
      {review.error && <FormAlert title="The review wasn't saved">{review.error.message}</FormAlert>}
      {confirmReject && (
        <Dialog open onOpenChange={(open) => !open && setConfirmReject(false)}>
          <DialogContent>
            <DialogTitle>{affiliate.status === "approved" ? `End ${affiliate.name}'s approval?` : `Reject ${affiliate.name}?`}</DialogTitle>
            <DialogDescription>
              {affiliate.status === "approved"
                ? "Their link and code stop crediting new sign-ups and payments. What they've already earned is still theirs to be paid."
                : "They'll see that the application wasn't approved. They can't apply again from this account."}
            </DialogDescription>
            <div className="flex flex-wrap justify-end gap-3">
              <DialogClose asChild>
                <Button type="button" variant="secondary">
                  Keep as it is
                </Button>
              </DialogClose>
              <Button type="button" variant="destructive" onClick={() => review.mutate({ id: affiliate.id, status: "rejected", notes }, { onSuccess: () => setConfirmReject(false) })}>
                {affiliate.status === "approved" ? "End approval" : "Reject"}
              </Button>
            </div>
          </DialogContent>
        </Dialog>
      )}
      {paying && <PayoutDialog affiliate={affiliate} onClose={() => setPaying(false)} />}
    </Card>
  );
}

function PayoutDialog({ affiliate, onClose }: { affiliate: AdminAffiliate; onClose(): void }) {
  const pay = useMarkPayoutPaid();
  const [reference, setReference] = useState("");
  const referenceId = useId();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle>Mark {formatUsd(affiliate.unpaidCents)} paid to {affiliate.name}?</DialogTitle>
        <DialogDescription>
          Send the money to {affiliate.payoutEmail} first. This marks every unpaid commission as paid out and keeps the payout with your name and the reference.
        </DialogDescription>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            pay.mutate({ id: affiliate.id, reference }, { onSuccess: onClose });
          }}
        >
          <div className="grid gap-1.5">
            <Label htmlFor={referenceId}>How it was sent</Label>
            <Input id={referenceId} value={reference} onChange={(event) => setReference(event.target.value)} required minLength={3} maxLength={300} placeholder="e.g. PayPal transfer 7XK2..." />
          </div>
          {pay.error && <FormAlert title="The payout wasn't marked">{pay.error.message}</FormAlert>}
          <SubmitFooter submitLabel="Mark paid" pendingLabel="Saving..." pending={pay.isPending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
