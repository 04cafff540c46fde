import { Link2, Trash2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import { formatCalendarDate } from "@domain/dates";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { NewShareLinks, ShareLinkList } from "@web/components/ShareLinks";
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
      {made && <NewShareLinks label={made.label} links={[{ url: made.url, testId: "music-share-url" }]} />}
      <ShareLinkList shares={shares} revoke={revoke} testId="music-share" empty="No links yet." />
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
