import { Copy, Link2, Trash2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import { formatCalendarDate } from "@domain/dates";
import { FormAlert } from "@web/components/FormAlert";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { notify, toastError } from "@web/lib/toast";
import { Link } from "react-router";
import { useCreateMusicShare, useInquiryMusicShare, useRevokeMusicShare, type MusicPlanView } from "./api";

type Share = MusicPlanView["shares"][number];

/**
 * Read-only links to the music plan for the DJ or band. The link is shown once when made (only a hash
 * of its token is kept); revoking one stops it working at once.
 */
export function MusicSharePanel({ shares }: { shares: Share[] }) {
  const [label, setLabel] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [made, setMade] = useState<{ label: string; url: string } | null>(null);
  const [revoking, setRevoking] = useState<Share | null>(null);
  const create = useCreateMusicShare();
  const revoke = useRevokeMusicShare();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!label.trim()) return setError("Say who the link is for, e.g. 'DJ Marcus'.");
    setError(null);
    create.mutate(label, {
      onSuccess: ({ share, token }) => {
        setMade({ label: share.label, url: `${window.location.origin}/music/shared/${token}` });
        setLabel("");
      },
      onError: (e) => setError(e.message),
    });
  }

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      void notify.success("Link copied");
    } catch {
      void notify.error("We couldn't copy it: select the link and copy it yourself.");
    }
  }

  return (
    <div className="grid gap-4">
      <form onSubmit={submit} noValidate className="grid gap-3">
        <FormField label="Who is the link for?" error={error ?? undefined}>
          {(ids) => <Input {...ids} value={label} onChange={(e) => setLabel(e.target.value)} placeholder="DJ Marcus" maxLength={80} />}
        </FormField>
        <Button type="submit" disabled={create.isPending} className="justify-self-start">
          <Link2 aria-hidden="true" />
          Create a read-only link
        </Button>
      </form>
      {made && (
        <div role="status" className="grid gap-2 rounded-[var(--radius-lg)] border border-accent bg-accent/10 p-4 text-sm">
          <p className="font-semibold">Link for {made.label}: copy it now. For your privacy we show it only once.</p>
          <div className="flex flex-wrap items-center gap-2">
            <a href={made.url} className="min-w-0 flex-1 break-all text-primary underline" data-testid="music-share-url">
              {made.url}
            </a>
            <Button variant="ghost" size="sm" onClick={() => void copy(made.url)} aria-label="Copy the link">
              <Copy aria-hidden="true" />
              Copy
            </Button>
          </div>
        </div>
      )}
      {shares.length > 0 ? (
        <ul className="grid gap-2">
          {shares.map((share) => (
            <li key={share.id} className="flex items-center justify-between gap-3 rounded-[var(--radius)] border border-border bg-card px-4 py-2" data-testid="music-share">
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
        <p className="text-sm text-muted-foreground">No links yet.</p>
      )}
      <Dialog open={revoking !== null} onOpenChange={(open) => !open && setRevoking(null)}>
        <DialogContent>
          <DialogTitle>Revoke this link?</DialogTitle>
          <DialogDescription>The link for {revoking?.label} stops working right away. You can make a new one any time.</DialogDescription>
          {revoke.error && <FormAlert>{revoke.error.message}</FormAlert>}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={() => setRevoking(null)}>
              Keep it
            </Button>
            <Button
              variant="destructive"
              disabled={revoke.isPending}
              onClick={() =>
                revoking &&
                revoke.mutate(revoking.id, {
                  onSuccess: () => {
                    void notify.success(`The link for ${revoking.label} no longer works`);
                    setRevoking(null);
                  },
                  onError: toastError,
                })
              }
            >
              Revoke link
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}

type InquiryShare = MusicPlanView["inquiryShares"][number];

/**
 * The conversations with DJs and bands the plan was sent with (decision 050): the vendor reads it, always
 * current, in the thread until the couple stops sharing it here or there.
 */
export function InquirySharesPanel({ shares }: { shares: InquiryShare[] }) {
  const [stopping, setStopping] = useState<InquiryShare | null>(null);
  const stop = useInquiryMusicShare();
  return (
    <div className="grid gap-3" data-testid="music-inquiry-shares">
      <h3 className="font-semibold">Sent with inquiries</h3>
      {shares.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Writing to a DJ or band from the <Link to="/vendors/djband" className="text-primary underline">marketplace</Link>? Tick “Attach our music plan” and they can read it, always up to date, in your conversation.
        </p>
      ) : (
        <ul className="grid gap-2">
          {shares.map((share) => (
            <li key={share.inquiryId} className="flex items-center justify-between gap-3 rounded-[var(--radius)] border border-border bg-card px-4 py-2">
              <span className="min-w-0 break-words">
                <Link to={`/my-inquiries?inquiry=${share.inquiryId}`} className="font-medium text-primary underline">
                  {share.vendorName}
                </Link>
                <span className="text-sm text-muted-foreground"> · since {formatCalendarDate(share.sharedAt.slice(0, 10), "MMM d, yyyy")}</span>
              </span>
              <Button variant="ghost" size="sm" onClick={() => setStopping(share)}>
                <Trash2 aria-hidden="true" />
                Stop sharing<span className="sr-only"> with {share.vendorName}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Dialog open={stopping !== null} onOpenChange={(open) => !open && setStopping(null)}>
        <DialogContent>
          <DialogTitle>Stop sharing your music plan?</DialogTitle>
          <DialogDescription>{stopping?.vendorName} will no longer see your music plan in your conversation. You can send it again from the conversation.</DialogDescription>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={() => setStopping(null)}>
              Keep sharing
            </Button>
            <Button
              variant="destructive"
              disabled={stop.isPending}
              onClick={() =>
                stopping &&
                stop.mutate(
                  { inquiryId: stopping.inquiryId, share: false },
                  {
                    onSuccess: () => {
                      void notify.success(`${stopping.vendorName} no longer sees your music plan`);
                      setStopping(null);
                    },
                    onError: toastError,
                  },
                )
              }
            >
              Stop sharing
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}
