import type { UseMutationResult } from "@tanstack/react-query";
import { Copy, Trash2 } from "lucide-react";
import { useState, type ReactNode } from "react";
import { formatCalendarDate } from "@domain/dates";
import { FormAlert } from "@web/components/FormAlert";
import { ConfirmFooter } from "@web/components/ConfirmFooter";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { copyLink } from "@web/lib/copy-link";
import { notify, toastError } from "@web/lib/toast";

/** One read-only link as the sharing panels list it (only a hash of its token is kept). */
export interface MadeShareLink {
  id: string;
  label: string;
  createdAt: string;
}

/**
 * A link just made, shown once (it can't be shown again): each of its addresses with a Copy button.
 * A single address goes unnamed; several are named ("Schedule link", "Phone view link").
 */
export function NewShareLinks({ label, links }: { label: string; links: { name?: string; url: string; testId: string }[] }) {
  return (
    <div role="status" className="grid gap-2 rounded-[var(--radius-lg)] border border-accent bg-accent/10 p-4 text-sm">
      <p className="font-semibold">Link for {label}: copy it now. For your privacy we show it only once.</p>
      {links.map(({ name, url, testId }) => (
        <div key={url} className="flex flex-wrap items-center gap-2">
          {name && <span className="w-32 shrink-0 font-medium">{name}</span>}
          <a href={url} className="min-w-0 flex-1 break-all text-primary underline" data-testid={testId}>
            {url}
          </a>
          <Button variant="ghost" size="sm" onClick={() => void copyLink(url)} aria-label={name ? `Copy ${name.toLowerCase()}` : "Copy the link"}>
            <Copy aria-hidden="true" />
            Copy
          </Button>
        </div>
      ))}
    </div>
  );
}

/** The links made so far, each revoked after a confirmation; revoking stops it working at once. */
export function ShareLinkList({ shares, revoke, testId, empty }: { shares: readonly MadeShareLink[]; revoke: UseMutationResult<unknown, Error, string>; testId: string; empty: string }) {
  const [revoking, setRevoking] = useState<MadeShareLink | null>(null);
  return (
    <>
      {shares.length > 0 ? (
        <ul className="grid gap-2">
          {shares.map((share) => (
            <li key={share.id} className="flex items-center justify-between gap-3 rounded-[var(--radius)] border border-border bg-card px-4 py-2" data-testid={testId}>
              <span className="min-w-0 break-words">
                <span className="font-medium">{share.label}</span>
                <span className="text-sm text-muted-foreground"> · made {formatCalendarDate(share.createdAt.slice(0, 10), "MMM d, yyyy")}</span>
              </span>
              <Button variant="ghost" size="sm" onClick={() => setRevoking(share)}>
                <Trash2 aria-hidden="true" />
                Revoke<span className="sr-only"> the link for {share.label}</span>
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{empty}</p>
      )}
      <RevokeLinkDialog
        open={revoking !== null}
        onClose={() => setRevoking(null)}
        description={<>The link for {revoking?.label} stops working right away. You can make a new one any time.</>}
        revoke={revoke}
        onRevoke={() =>
          revoking &&
          revoke.mutate(revoking.id, {
            onSuccess: () => {
              void notify.success(`The link for ${revoking.label} no longer works`);
              setRevoking(null);
            },
            onError: toastError,
          })
        }
      />
    </>
  );
}

/**
 * The confirmation before a read-only link is revoked. `revoke` is the revoking request (its error shows
 * here, and its button waits while it runs); `onRevoke` sends it with what the caller does afterwards.
 */
export function RevokeLinkDialog({
  open,
  onClose,
  description,
  revoke,
  onRevoke,
}: {
  open: boolean;
  onClose(): void;
  description: ReactNode;
  revoke: { error: Error | null; isPending: boolean };
  onRevoke(): void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        <DialogTitle>Revoke this link?</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        {revoke.error && <FormAlert>{revoke.error.message}</FormAlert>}
        <ConfirmFooter confirmLabel="Revoke link" pendingLabel="Revoking..." pending={revoke.isPending} onConfirm={onRevoke} />
      </DialogContent>
    </Dialog>
  );
}
