import type { UseQueryResult } from "@tanstack/react-query";
import { Check, KeyRound, X } from "lucide-react";
import { useId, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { Label } from "@web/components/ui/label";
import { Textarea } from "@web/components/ui/input";
import { Spinner } from "@web/components/ui/spinner";
import { notify, toastError } from "@web/lib/toast";
import { formatDateTime } from "@web/lib/labels";
import { ClaimStatus } from "../venue-claims";
import { offsetParam, Pagination, StatusSwitch } from "./admin-ui";
import { useAdminMutation } from "./api";
import { EmptyState } from "@web/components/EmptyState";
import { LoadError } from "@web/components/LoadError";
import { PhoneLink } from "@web/components/PhoneLink";
import { Badge } from "@web/components/ui/badge";

const STATUSES = [
  { value: "pending", label: "Pending" },
  { value: "approved", label: "Approved" },
  { value: "rejected", label: "Rejected" },
  { value: "all", label: "All" },
] as const;
export type ClaimQueueStatus = (typeof STATUSES)[number]["value"];
type Status = ClaimQueueStatus;

/** One claim as the queue shows it, whatever was claimed (a venue, a vendor profile). */
export interface QueuedClaim {
  id: string;
  status: string;
  role: string;
  phone: string;
  proof: string;
  decisionNote: string;
  createdAt: string;
  claimant: { email: string; emailVerified: boolean };
  /** What was claimed: its name, a line under it, its website, and whether it has an owner already. */
  subject: { name: string; detail: string; website: string; owned: boolean };
}

interface ClaimsQueueProps {
  /** "Venue claims", "Vendor claims". */
  title: string;
  /** What the claims are for, in the empty state ("venue owners for catalog listings"). */
  emptyText: string;
  /** The subject in words for the owned warning ("venue", "business"). */
  subjectNoun: string;
  /** The hook reading one page of claims (a useQuery that maps its rows to QueuedClaim). */
  useClaims(status: Status, offset: number): UseQueryResult<{ claims: QueuedClaim[]; total: number; offset: number; limit: number }>;
  approve(variables: { id: string; name: string }): Promise<unknown>;
  reject(variables: { id: string; note: string }): Promise<unknown>;
  roleLabel(role: string): string;
}
const isStatus = (value: string | null): value is Status => STATUSES.some((s) => s.value === value);

/** A queue of claims on catalog listings: filter by status, approve, or reject with a note the claimant reads. */
export function ClaimsQueue({ title, emptyText, subjectNoun, useClaims, approve: approveWrite, reject: rejectWrite, roleLabel }: ClaimsQueueProps) {
  const [params, setParams] = useSearchParams();
  const statusParam = params.get("status");
  const status: Status = isStatus(statusParam) ? statusParam : "pending";
  const offset = offsetParam(params.get("offset"));
  const claims = useClaims(status, offset);
  const approval = useAdminMutation(approveWrite);
  const busy = approval.isPending ? approval.variables.id : null;
  const [rejecting, setRejecting] = useState<{ id: string; name: string } | null>(null);
  const summaryRef = useRef<HTMLParagraphElement>(null);

  function setQuery(next: { status?: Status; offset?: number }) {
    setParams((previous) => {
      const out = new URLSearchParams(previous);
      if (next.status) {
        out.delete("offset");
        if (next.status === "pending") out.delete("status");
        else out.set("status", next.status);
      }
      if (next.offset !== undefined) {
        if (next.offset > 0) out.set("offset", String(next.offset));
        else out.delete("offset");
      }
      return out;
    });
  }

  function approve(id: string, name: string) {
    approval.mutate(
      { id, name },
      {
        onSuccess: () => {
          void notify.success(`Claim approved: ${name} has its owner`);
          summaryRef.current?.focus();
        },
        onError: toastError,
      },
    );
  }

  const data = claims.data;
  return (
    <section aria-labelledby="claims-heading" className="grid gap-6">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <h2 id="claims-heading" className="text-heading font-semibold">
            {title}
          </h2>
          <p ref={summaryRef} tabIndex={-1} aria-live="polite" className="mt-1 text-sm text-muted-foreground outline-none">
            {data ? `${data.total.toLocaleString("en-US")} ${status === "all" ? "" : `${status} `}${data.total === 1 ? "claim" : "claims"}` : "\u00a0"}
          </p>
        </div>
        <StatusSwitch name="claim-status" options={STATUSES} value={status} onChange={(next) => setQuery({ status: next })} />
      </div>

      {claims.isPending && <Spinner label="Loading claims..." />}
      {claims.error && <LoadError message={claims.error.message} onRetry={() => void claims.refetch()} />}
      {data && data.claims.length === 0 && (
        <EmptyState icon={<KeyRound className="size-6" aria-hidden="true" />} title={status === "pending" ? "No claims waiting" : "No claims here"}>
          Claims from {emptyText} appear here.
        </EmptyState>
      )}
      {data && data.claims.length > 0 && (
        <div className="grid gap-5" aria-busy={claims.isPlaceholderData}>
          <ul className="grid gap-4">
            {data.claims.map((claim) => {
              const headingId = `claim-${claim.id}`;
              return (
                <li key={claim.id}>
                  <article aria-labelledby={headingId} className="rounded-[var(--radius-lg)] border border-border bg-card p-5 shadow-soft sm:p-6">
                    <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                      <div className="min-w-0">
                        <h3 id={headingId} className="font-sans text-base font-semibold">
                          {claim.subject.name}
                        </h3>
                        <p className="text-sm text-muted-foreground">{claim.subject.detail}</p>
                        {claim.subject.website && (
                          <p className="text-sm">
                            <a href={claim.subject.website} target="_blank" rel="noreferrer noopener" className="break-all text-primary underline underline-offset-4">
                              {claim.subject.website}
                            </a>
                          </p>
                        )}
                      </div>
                      <ClaimStatus status={claim.status} />
                    </header>
                    <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-3">
                      <div>
                        <dt className="text-muted-foreground">Claimant</dt>
                        <dd className="break-all font-medium">
                          <a href={`mailto:${claim.claimant.email}`} className="text-primary underline underline-offset-4">
                            {claim.claimant.email}
                          </a>
                          <span className="ml-2 inline-block align-middle">
                            {claim.claimant.emailVerified ? <Badge variant="accent">Email verified</Badge> : <Badge variant="primary">Email not verified</Badge>}
                          </span>
                        </dd>
                      </div>
                      <div>
                        <dt className="text-muted-foreground">Role · phone</dt>
                        <dd className="font-medium">
                          {roleLabel(claim.role)} · <PhoneLink phone={claim.phone} />
                        </dd>
                      </div>
                      <div>
                        <dt className="text-muted-foreground">Sent</dt>
                        <dd className="font-medium">{formatDateTime(claim.createdAt)}</dd>
                      </div>
                    </dl>
                    <div className="mt-4 rounded-[var(--radius)] bg-muted p-4">
                      <p className="text-sm font-semibold">Proof</p>
                      <p className="mt-1 whitespace-pre-wrap break-words text-sm">{claim.proof}</p>
                    </div>
                    {claim.status === "rejected" && claim.decisionNote && <p className="mt-3 text-sm">Note: {claim.decisionNote}</p>}
                    {claim.status === "pending" && (
                      <footer className="mt-5 flex flex-col gap-2 border-t border-border pt-4 sm:flex-row sm:justify-end">
                        {claim.subject.owned && <p className="text-sm text-destructive sm:mr-auto">This {subjectNoun} already has an owner: reject this claim.</p>}
                        <Button variant="secondary" size="sm" disabled={busy === claim.id} onClick={() => setRejecting({ id: claim.id, name: claim.subject.name })} aria-describedby={headingId}>
                          <X aria-hidden="true" />
                          Reject
                        </Button>
                        <Button size="sm" disabled={busy === claim.id || !!claim.subject.owned} onClick={() => void approve(claim.id, claim.subject.name)} aria-describedby={headingId}>
                          <Check aria-hidden="true" />
                          {busy === claim.id ? "Approving..." : "Approve"}
                        </Button>
                      </footer>
                    )}
                  </article>
                </li>
              );
            })}
          </ul>
          <Pagination total={data.total} offset={data.offset} limit={data.limit} noun="Claim" onOffset={(next) => setQuery({ offset: next })} />
        </div>
      )}

      <RejectDialog
        claim={rejecting}
        reject={rejectWrite}
        onClose={() => setRejecting(null)}
        onRejected={() => {
          setRejecting(null);
          summaryRef.current?.focus();
        }}
      />
    </section>
  );
}

function RejectDialog({
  claim,
  reject: rejectWrite,
  onClose,
  onRejected,
}: {
  claim: { id: string; name: string } | null;
  reject(variables: { id: string; note: string }): Promise<unknown>;
  onClose(): void;
  onRejected(): void;
}) {
  const id = useId();
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const rejection = useAdminMutation(rejectWrite);
  const sending = rejection.isPending;

  function reject() {
    if (!claim) return;
    if (note.trim().length < 5) {
      setError("Tell the claimant why (at least 5 characters).");
      return;
    }
    rejection.mutate(
      { id: claim.id, note: note.trim() },
      {
        onSuccess: () => {
          void notify.success("Claim rejected; the claimant was emailed");
          setNote("");
          setError(null);
          onRejected();
        },
        onError: (requestError) => setError(requestError.fields?.note?.[0] ?? requestError.message),
      },
    );
  }

  return (
    <Dialog open={claim !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle>Reject the claim for {claim?.name}?</DialogTitle>
        <DialogDescription>The claimant gets an email with your note, so say what would make a new claim succeed.</DialogDescription>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void reject();
          }}
        >
          <div className="grid gap-1.5">
            <Label htmlFor={id}>Note to the claimant</Label>
            <Textarea
              id={id}
              rows={4}
              value={note}
              maxLength={1000}
              onChange={(e) => setNote(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            {error && (
              <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
                {error}
              </p>
            )}
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="ghost">Cancel</Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={sending}>
              {sending ? "Rejecting..." : "Reject claim"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
