import { useQuery } from "@tanstack/react-query";
import { Clock, ListMusic, Share2, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { formatMinutes } from "@domain/music";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { notify, toastError } from "@web/lib/toast";
import { inquiryMusicQuery, useInquiryMusicShare, type InquiryMusicView } from "./api";

/**
 * The couple's music plan in a conversation with a DJ or band (decision 050). The vendor reads the plan
 * as it is now, read-only; the couple sees that it is shared and can stop (or start) sharing it. With
 * nothing shared the vendor sees nothing, and the conversation works the same.
 */
export function InquiryMusicPlan({ inquiryId, vendorName }: { inquiryId: string; vendorName: string }) {
  const query = useQuery(inquiryMusicQuery(inquiryId));
  const data = query.data;
  if (!data) return null;
  if (data.viewer === "couple") return <CoupleSide inquiryId={inquiryId} vendorName={vendorName} data={data} />;
  return data.plan ? <PlanView plan={data.plan} /> : null;
}

function CoupleSide({ inquiryId, vendorName, data }: { inquiryId: string; vendorName: string; data: InquiryMusicView }) {
  const [confirming, setConfirming] = useState(false);
  const share = useInquiryMusicShare();
  if (!data.shared && !data.canShare) return null;
  const songs = data.plan?.moments.reduce((n, moment) => n + moment.songs.length, 0) ?? 0;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-[var(--radius-lg)] border border-border bg-muted/40 p-4" data-testid="inquiry-music-share">
      <p className="flex items-center gap-2 text-sm">
        <ListMusic className="size-5 shrink-0 text-primary" aria-hidden="true" />
        {data.shared
          ? `${vendorName} can read your music plan here (${songs === 1 ? "1 song" : `${songs} songs`}), always up to date.`
          : `Send ${vendorName} your music plan: they read it here, always up to date, until you stop sharing.`}
      </p>
      {data.shared ? (
        <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
          <Trash2 aria-hidden="true" />
          Stop sharing
        </Button>
      ) : (
        <Button
          size="sm"
          variant="secondary"
          disabled={share.isPending}
          onClick={() => share.mutate({ inquiryId, share: true }, { onSuccess: () => void notify.success(`${vendorName} can now read your music plan`), onError: toastError })}
        >
          <Share2 aria-hidden="true" />
          Share our music plan
        </Button>
      )}
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent>
          <DialogTitle>Stop sharing your music plan?</DialogTitle>
          <DialogDescription>{vendorName} will no longer see your music plan in this conversation. You can share it again any time.</DialogDescription>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              Keep sharing
            </Button>
            <Button
              variant="destructive"
              disabled={share.isPending}
              onClick={() =>
                share.mutate(
                  { inquiryId, share: false },
                  {
                    onSuccess: () => {
                      setConfirming(false);
                      void notify.success(`${vendorName} no longer sees your music plan`);
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

function PlanView({ plan }: { plan: NonNullable<InquiryMusicView["plan"]> }) {
  const headingId = useId();
  const planned = plan.moments.filter((moment) => moment.songs.length > 0);
  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-[var(--radius-lg)] border border-border bg-muted/40 p-4 sm:p-5" data-testid="inquiry-music-plan">
      <h3 id={headingId} className="flex items-center gap-2 font-display text-lg font-semibold">
        <ListMusic className="size-5 text-primary" aria-hidden="true" />
        Music plan from {plan.wedding.coupleNames}
      </h3>
      <p className="text-sm text-muted-foreground">Read-only, and always their latest: songs they add or move show here.</p>
      {planned.length === 0 ? (
        <p className="text-sm">They haven't added any songs yet.</p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          {planned.map((moment) => (
            <div key={moment.id} data-testid={`inquiry-moment-${moment.id}`}>
              <h4 className="flex flex-wrap items-baseline gap-x-2 font-semibold">
                {moment.label}
                {moment.startMinutes !== null && (
                  <span className="inline-flex items-center gap-1 text-sm font-medium text-muted-foreground">
                    <Clock className="size-3.5" aria-hidden="true" />
                    {formatMinutes(moment.startMinutes)}
                  </span>
                )}
              </h4>
              <ol className="mt-1 grid list-decimal gap-0.5 pl-5 text-sm">
                {moment.songs.map((song) => (
                  <li key={song.id} className="break-words">
                    <span className="font-medium">{song.title}</span>
                    {song.artist && <span className="text-muted-foreground"> · {song.artist}</span>}
                    {song.note && <span className="block text-muted-foreground">{song.note}</span>}
                  </li>
                ))}
              </ol>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
