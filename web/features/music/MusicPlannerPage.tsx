import { useQuery } from "@tanstack/react-query";
import { Check, Clock, Download, ExternalLink, Music, Plus, Printer, Trash2, X } from "lucide-react";
import { useContext, useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { coupleIdSchema } from "@domain/contributors";
import { formatMinutes, MUSIC_MOMENTS, musicMomentLabel, spotifyTrackUrl, splitSongRequest, type MusicMoment } from "@domain/music";
import type { AccountUser } from "@domain/account-kinds";
import { AccountGate, SignInActions } from "@web/components/AccountGate";
import { EmptyState } from "@web/components/EmptyState";
import { FormAlert } from "@web/components/FormAlert";
import { Loaded } from "@web/components/LoadError";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Input, NativeSelect } from "@web/components/ui/input";
import { ApiRequestError } from "@web/lib/api";
import { usePageTitle } from "@web/lib/page-head";
import { notify, toastError } from "@web/lib/toast";
import { MusicCoupleContext, MUSIC_CSV_URL, musicQueries, useApproveRequest, useDeclineRequest, useDeleteSong, useSaveSong, type MomentView, type MusicPlanView, type SongRequestView, type SongView } from "./api";
import { MusicSharePanel } from "./MusicSharePanel";

/** /spotify-integration: the wedding's music by moment, the guests' song requests, and links for the DJ or band. */
export default function MusicPlannerPage() {
  usePageTitle("Wedding music");
  return (
    <AccountGate
      needs="couple"
      adminsToo
      signedOut={{
        icon: Music,
        title: "Sign in to plan your wedding music",
        body: "Choose songs for every moment, from the processional to the last dance, keep must-play and do-not-play lists, and approve the songs your guests request when they RSVP.",
        actions: <SignInActions returnHere signUp={{ to: "/signup/couple", label: "New to Serviceberry? Create a free account" }} />,
      }}
    >
      {(user) => <MusicPlan user={user} />}
    </AccountGate>
  );
}

function MusicPlan({ user }: { user: AccountUser }) {
  const [params] = useSearchParams();
  // A helper opens the couple's plan with ?coupleId=; the server decides what they may see and do.
  const named = coupleIdSchema.safeParse(params.get("coupleId") ?? "");
  const coupleId = named.success && named.data !== user.id ? named.data : null;
  const query = useQuery(musicQueries.mine(user.id, coupleId));
  return (
    <MusicCoupleContext.Provider value={coupleId}>
      <div className="container-page py-10 sm:py-14">
        <Loaded query={query} loadingLabel="Loading your music plan..." errorMessage="We couldn't load this music plan.">
          {(view) => <MusicScreen view={view} />}
        </Loaded>
      </div>
    </MusicCoupleContext.Provider>
  );
}

function MusicScreen({ view }: { view: MusicPlanView }) {
  const coupleId = useContext(MusicCoupleContext);
  const canEdit = view.access.level === "edit";
  const songCount = view.moments.reduce((sum, moment) => sum + moment.songs.length, 0);
  const pending = view.requests.filter((r) => r.status === "pending").length;
  const csvUrl = coupleId ? `${MUSIC_CSV_URL}?coupleId=${encodeURIComponent(coupleId)}` : MUSIC_CSV_URL;
  return (
    <>
      <header className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-accent-strong">Planning tools</p>
          <h1 className="mt-2 text-title font-semibold leading-tight">Wedding music</h1>
          <p className="mt-2 max-w-2xl text-muted-foreground" data-testid="music-summary">
            {songCount === 1 ? "1 song" : `${songCount} songs`} planned{pending > 0 ? ` · ${pending === 1 ? "1 guest request" : `${pending} guest requests`} waiting for you` : ""}
          </p>
        </div>
        <div className="flex flex-wrap gap-2 print:hidden">
          <Button asChild variant="secondary" size="sm">
            <a href={csvUrl} download>
              <Download aria-hidden="true" />
              Download CSV
            </a>
          </Button>
          <Button variant="secondary" size="sm" onClick={() => window.print()}>
            <Printer aria-hidden="true" />
            Print run sheet
          </Button>
        </div>
      </header>

      {view.access.as === "contributor" && (
        <p role="note" className="mt-4 rounded-[var(--radius)] border border-border bg-muted px-4 py-2 text-sm">
          You're helping {view.wedding.coupleNames === "The couple" ? "a couple" : view.wedding.coupleNames} with their music
          {canEdit ? "." : ": you can see it; they haven't given you edit access."}
        </p>
      )}

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
        <section aria-labelledby="moments-title" className="grid content-start gap-4">
          <h2 id="moments-title" className="text-heading font-semibold">
            Songs by moment
          </h2>
          <p className="-mt-2 text-sm text-muted-foreground">Times come from your day-of schedule on the master timeline when it has the moment.</p>
          {view.moments.map((moment) => (
            <MomentCard key={moment.id} moment={moment} canEdit={canEdit} />
          ))}
        </section>
        {/* On phones the requests waiting for an answer come first. */}
        <div className="order-first grid content-start gap-8 lg:order-none print:hidden">
          <RequestsSection requests={view.requests} canEdit={canEdit} />
          {canEdit && (
            <section aria-labelledby="share-title" className="grid gap-3">
              <h2 id="share-title" className="text-heading font-semibold">
                Share with your DJ or band
              </h2>
              <p className="text-sm text-muted-foreground">A read-only link shows your songs by moment, with times. It never shows who requested what.</p>
              <MusicSharePanel shares={view.shares} />
            </section>
          )}
        </div>
      </div>
    </>
  );
}

function MomentCard({ moment, canEdit }: { moment: MomentView; canEdit: boolean }) {
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<SongView | null>(null);
  const remove = useDeleteSong();
  const headingId = `moment-${moment.id}`;
  return (
    <Card className="p-5 print:break-inside-avoid print:shadow-none" data-testid={`moment-${moment.id}`}>
      <section aria-labelledby={headingId}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 id={headingId} className="font-display text-xl font-semibold">
              {moment.label}
            </h3>
            <p className="text-sm text-muted-foreground">
              {moment.startMinutes !== null && (
                <span className="mr-2 inline-flex items-center gap-1 font-medium text-foreground">
                  <Clock className="size-3.5" aria-hidden="true" />
                  {formatMinutes(moment.startMinutes)}
                </span>
              )}
              {moment.hint}
            </p>
          </div>
          {canEdit && !adding && (
            <Button variant="ghost" size="sm" onClick={() => setAdding(true)} className="print:hidden">
              <Plus aria-hidden="true" />
              Add a song<span className="sr-only"> to {moment.label}</span>
            </Button>
          )}
        </div>
        {moment.songs.length > 0 ? (
          <ol className="mt-3 grid gap-2">
            {moment.songs.map((song) => (
              <li key={song.id} className="flex items-start justify-between gap-3 rounded-[var(--radius)] border border-border bg-background px-3 py-2" data-testid="song">
                <span className="min-w-0 break-words">
                  <span className="font-medium">{song.title}</span>
                  {song.artist && <span className="text-muted-foreground"> · {song.artist}</span>}
                  {song.fromGuestRequest && (
                    <Badge className="ml-2 align-middle">
                      Guest request
                    </Badge>
                  )}
                  {song.note && <span className="block text-sm text-muted-foreground">{song.note}</span>}
                </span>
                <span className="flex shrink-0 items-center gap-1 print:hidden">
                  {song.spotifyTrackId && (
                    <Button asChild variant="ghost" size="sm">
                      <a href={spotifyTrackUrl(song.spotifyTrackId)} target="_blank" rel="noreferrer noopener">
                        <ExternalLink aria-hidden="true" />
                        Spotify<span className="sr-only">: {song.title} (opens in a new tab)</span>
                      </a>
                    </Button>
                  )}
                  {canEdit && (
                    <Button variant="ghost" size="sm" onClick={() => setRemoving(song)} aria-label={`Remove ${song.title} from ${moment.label}`}>
                      <Trash2 aria-hidden="true" />
                    </Button>
                  )}
                </span>
              </li>
            ))}
          </ol>
        ) : (
          !adding && <p className="mt-3 text-sm text-muted-foreground">No songs yet.</p>
        )}
        {adding && <SongForm moment={moment.id} onDone={() => setAdding(false)} />}
      </section>
      <Dialog open={removing !== null} onOpenChange={(open) => !open && setRemoving(null)}>
        <DialogContent>
          <DialogTitle>Remove this song?</DialogTitle>
          <DialogDescription>
            “{removing?.title}” comes off {moment.label}.{removing?.fromGuestRequest ? " The guest's request goes back to waiting for your answer." : ""}
          </DialogDescription>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={() => setRemoving(null)}>
              Keep it
            </Button>
            <Button
              variant="destructive"
              disabled={remove.isPending}
              onClick={() =>
                removing &&
                remove.mutate(removing.id, {
                  onSuccess: () => {
                    void notify.success(`Removed “${removing.title}”`);
                    setRemoving(null);
                  },
                  onError: toastError,
                })
              }
            >
              Remove song
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </Card>
  );
}

const fieldError = (error: Error | null, field: string) => (error instanceof ApiRequestError ? error.fields?.[field]?.[0] : undefined);

function SongForm({ moment, onDone }: { moment: MusicMoment; onDone(): void }) {
  const [title, setTitle] = useState("");
  const [artist, setArtist] = useState("");
  const [spotifyLink, setSpotifyLink] = useState("");
  const save = useSaveSong();
  const label = musicMomentLabel(moment);

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(
      { input: { moment, title, artist, spotifyLink, note: "" } },
      {
        onSuccess: (song) => {
          void notify.success(`Added “${song.title}” to ${label}`);
          onDone();
        },
      },
    );
  }
  const error = save.error;
  const generalError = error && !(error instanceof ApiRequestError && error.fields) ? error.message : null;
  return (
    <form onSubmit={submit} noValidate className="mt-4 grid gap-3 rounded-[var(--radius)] border border-border bg-muted/40 p-4" aria-label={`Add a song to ${label}`}>
      {generalError && <FormAlert>{generalError}</FormAlert>}
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label="Title" error={fieldError(error, "title")}>
          {(ids) => <Input {...ids} value={title} onChange={(e) => setTitle(e.target.value)} maxLength={200} />}
        </FormField>
        <FormField label="Artist" error={fieldError(error, "artist")}>
          {(ids) => <Input {...ids} value={artist} onChange={(e) => setArtist(e.target.value)} maxLength={200} />}
        </FormField>
      </div>
      <FormField label="Spotify link (optional)" hint="Paste a track's Share link and the song opens in Spotify from your plan." error={fieldError(error, "spotifyLink")}>
        {(ids) => <Input {...ids} value={spotifyLink} onChange={(e) => setSpotifyLink(e.target.value)} placeholder="https://open.spotify.com/track/..." inputMode="url" maxLength={300} />}
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          Add song
        </Button>
      </div>
    </form>
  );
}

function RequestsSection({ requests, canEdit }: { requests: SongRequestView[]; canEdit: boolean }) {
  const ordered = [...requests.filter((r) => r.status === "pending"), ...requests.filter((r) => r.status !== "pending")];
  return (
    <section aria-labelledby="requests-title" className="grid gap-3">
      <h2 id="requests-title" className="text-heading font-semibold">
        Guests' song requests
      </h2>
      {ordered.length === 0 ? (
        <EmptyState icon={<Music className="size-6" aria-hidden="true" />} title="No requests yet" tone="warm">
          <p>When guests RSVP with your link, they can name a song that will get them dancing. Their requests show up here for you to approve or decline.</p>
        </EmptyState>
      ) : (
        <ul className="grid gap-3">
          {ordered.map((request) => (
            <RequestRow key={request.householdId} request={request} canEdit={canEdit} />
          ))}
        </ul>
      )}
    </section>
  );
}

function RequestRow({ request, canEdit }: { request: SongRequestView; canEdit: boolean }) {
  const [approving, setApproving] = useState(false);
  const decline = useDeclineRequest();
  const who = request.guests.length > 0 ? request.guests.join(", ") : request.household;
  return (
    <li className="rounded-[var(--radius-lg)] border border-border bg-card p-4" data-testid="song-request">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 break-words">
          <p className="font-medium">“{request.request}”</p>
          <p className="text-sm text-muted-foreground">Asked by {who}</p>
        </div>
        {request.status === "approved" && <Badge variant="accent">Approved</Badge>}
        {request.status === "declined" && <Badge variant="outline">Declined</Badge>}
      </div>
      {canEdit && request.status !== "approved" && !approving && (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button size="sm" onClick={() => setApproving(true)}>
            <Check aria-hidden="true" />
            Approve<span className="sr-only"> “{request.request}”</span>
          </Button>
          {request.status === "pending" && (
            <Button
              size="sm"
              variant="ghost"
              disabled={decline.isPending}
              onClick={() => decline.mutate(request.householdId, { onSuccess: () => void notify.success("Request declined"), onError: toastError })}
            >
              <X aria-hidden="true" />
              Decline<span className="sr-only"> “{request.request}”</span>
            </Button>
          )}
        </div>
      )}
      {approving && <ApproveForm request={request} onDone={() => setApproving(false)} />}
    </li>
  );
}

function ApproveForm({ request, onDone }: { request: SongRequestView; onDone(): void }) {
  const guess = splitSongRequest(request.request);
  const [title, setTitle] = useState(guess.title);
  const [artist, setArtist] = useState(guess.artist);
  const [moment, setMoment] = useState<MusicMoment>("must_play");
  const approve = useApproveRequest();

  function submit(event: FormEvent) {
    event.preventDefault();
    approve.mutate(
      { householdId: request.householdId, input: { moment, title, artist } },
      {
        onSuccess: () => {
          void notify.success(`Added “${title.trim()}” to ${musicMomentLabel(moment)}`);
          onDone();
        },
      },
    );
  }
  const error = approve.error;
  const generalError = error && !(error instanceof ApiRequestError && error.fields) ? error.message : null;
  return (
    <form onSubmit={submit} noValidate className="mt-3 grid gap-3" aria-label={`Approve “${request.request}”`}>
      {generalError && <FormAlert>{generalError}</FormAlert>}
      <FormField label="Title" error={fieldError(error, "title")}>
        {(ids) => <Input {...ids} value={title} onChange={(e) => setTitle(e.target.value)} maxLength={200} />}
      </FormField>
      <FormField label="Artist" error={fieldError(error, "artist")}>
        {(ids) => <Input {...ids} value={artist} onChange={(e) => setArtist(e.target.value)} maxLength={200} />}
      </FormField>
      <FormField label="Moment" error={fieldError(error, "moment")}>
        {(ids) => (
          <NativeSelect {...ids} value={moment} onChange={(e) => setMoment(e.target.value as MusicMoment)}>
            {MUSIC_MOMENTS.filter((m) => m.id !== "do_not_play").map((m) => (
              <option key={m.id} value={m.id}>
                {m.label}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={approve.isPending}>
          Add to the plan
        </Button>
      </div>
    </form>
  );
}
