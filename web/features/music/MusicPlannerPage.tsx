import { DndContext, KeyboardSensor, PointerSensor, TouchSensor, useDraggable, useDroppable, useSensor, useSensors, type DragEndEvent } from "@dnd-kit/core";
import { useQuery } from "@tanstack/react-query";
import { ArrowDown, ArrowUp, Check, Clock, Download, ExternalLink, GripVertical, ListMusic, Music, Plus, Printer, Search, Trash2, X } from "lucide-react";
import { useContext, useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { coupleIdSchema } from "@domain/contributors";
import { formatMinutes, MUSIC_MOMENTS, musicMomentLabel, parseSpotifyLink, spotifyTrackUrl, type MusicMoment } from "@domain/music";
import type { AccountUser } from "@domain/account-kinds";
import { AccountGate, SignInActions } from "@web/components/AccountGate";
import { EmptyState } from "@web/components/EmptyState";
import { FormAlert } from "@web/components/FormAlert";
import { Loaded } from "@web/components/LoadError";
import { Badge } from "@web/components/ui/badge";
import { ConfirmFooter, ConfirmRemoval } from "@web/components/ConfirmFooter";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Input, NativeSelect } from "@web/components/ui/input";
import { ApiRequestError } from "@web/lib/api";
import { usePageTitle } from "@web/lib/page-head";
import { cn } from "@web/lib/cn";
import { notify, toastError } from "@web/lib/toast";
import {
  MusicCoupleContext,
  MUSIC_CSV_URL,
  musicQueries,
  useApproveRequest,
  useDeclineRequest,
  useDeleteSiteRequest,
  useDeleteSong,
  useExportMomentPlaylist,
  useImportSpotifyPlaylist,
  useReorderMoment,
  useSaveSong,
  useSearchSpotify,
  type MomentView,
  type MusicPlanView,
  type SongRequestView,
  type SongView,
  type SpotifyStatusView,
} from "./api";
import { InquirySharesPanel, MusicSharePanel } from "./MusicSharePanel";
import { SpotifyPanel } from "./SpotifyPanel";

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
        body: "Choose songs for every moment, from the processional to the last dance, keep must-play and do-not-play lists, and approve the songs your guests request when they RSVP or on your wedding website.",
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
            <MomentCard key={moment.id} moment={moment} canEdit={canEdit} spotify={view.spotify} />
          ))}
        </section>
        {/* On phones the requests waiting for an answer come first. */}
        <div className="order-first grid content-start gap-8 lg:order-none print:hidden">
          <RequestsSection requests={view.requests} canEdit={canEdit} />
          <SpotifyPanel spotify={view.spotify} isCouple={view.access.as === "couple"} />
          {canEdit && (
            <section aria-labelledby="share-title" className="grid gap-3">
              <h2 id="share-title" className="text-heading font-semibold">
                Share with your DJ or band
              </h2>
              <p className="text-sm text-muted-foreground">A read-only link shows your songs by moment, with times. It never shows who requested what.</p>
              <MusicSharePanel shares={view.shares} />
              {view.access.as === "couple" && <InquirySharesPanel shares={view.inquiryShares} />}
            </section>
          )}
        </div>
      </div>
    </>
  );
}

/** Spotify is usable for this plan: set up on the server, connected, and not waiting for a reconnect. */
const spotifyReady = (spotify: SpotifyStatusView) => spotify.available && spotify.connected && !spotify.needsReconnect;

function MomentCard({ moment, canEdit, spotify }: { moment: MomentView; canEdit: boolean; spotify: SpotifyStatusView }) {
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<SongView | null>(null);
  const remove = useDeleteSong();
  const exportPlaylist = useExportMomentPlaylist();
  const headingId = `moment-${moment.id}`;
  const playlist = spotify.playlists.find((p) => p.moment === moment.id);
  const canExport = canEdit && spotifyReady(spotify) && moment.songs.some((song) => song.spotifyTrackId);

  function makePlaylist() {
    exportPlaylist.mutate(moment.id, {
      onSuccess: (result) => {
        const missing = result.withoutTrack.length;
        void notify.success(
          `${result.created ? "Made" : "Updated"} the ${moment.label} playlist in Spotify${missing ? `. ${missing === 1 ? "1 song typed by hand isn't" : `${missing} songs typed by hand aren't`} on it: search Spotify for ${missing === 1 ? "it" : "them"} to add ${missing === 1 ? "it" : "them"}.` : "."}`,
        );
      },
      onError: toastError,
    });
  }

  return (
    <Card className="p-5 print:break-inside-avoid print:shadow-none" data-testid={`moment-${moment.id}`}>
      <section aria-labelledby={headingId}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          {/* Grows from 10rem, so on a phone a short hint and a long one both leave "Add a song" beside the name. */}
          <div className="min-w-0 grow basis-40">
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
          <div className="flex flex-wrap gap-1 print:hidden">
            {playlist && (
              <Button asChild variant="ghost" size="sm">
                <a href={playlist.url} target="_blank" rel="noreferrer noopener">
                  <ExternalLink aria-hidden="true" />
                  Playlist<span className="sr-only">: {moment.label} in Spotify (opens in a new tab)</span>
                </a>
              </Button>
            )}
            {canExport && (
              <Button variant="ghost" size="sm" onClick={makePlaylist} disabled={exportPlaylist.isPending}>
                <ListMusic aria-hidden="true" />
                {playlist ? "Update playlist" : "Make playlist"}
                <span className="sr-only"> for {moment.label} in Spotify</span>
              </Button>
            )}
            {canEdit && !adding && (
              <Button variant="ghost" size="sm" onClick={() => setAdding(true)}>
                <Plus aria-hidden="true" />
                Add a song<span className="sr-only"> to {moment.label}</span>
              </Button>
            )}
          </div>
        </div>
        {moment.songs.length > 0 ? (
          <SongList moment={moment} canEdit={canEdit} onRemove={setRemoving} />
        ) : (
          !adding && <p className="mt-3 text-sm text-muted-foreground">No songs yet.</p>
        )}
        {adding && <SongForm moment={moment.id} spotify={spotify} onDone={() => setAdding(false)} />}
      </section>
      <ConfirmRemoval
        item={removing}
        onClose={() => setRemoving(null)}
        title="Remove this song?"
        description={<>“{removing?.title}” comes off {moment.label}.{removing?.fromGuestRequest ? " The guest's request goes back to waiting for your answer." : ""}</>}
        confirmLabel="Remove song"
        pendingLabel="Removing..."
        remove={remove}
        done={(song) => `Removed “${song.title}”`}
      />
    </Card>
  );
}

/**
 * A moment's songs in order: dragged by their handle (pointer or touch), or moved with the up and down
 * buttons (keyboard). The new order shows at once and is saved; a refusal puts the server's back.
 */
function SongList({ moment, canEdit, onRemove }: { moment: MomentView; canEdit: boolean; onRemove(song: SongView): void }) {
  const [order, setOrder] = useState<string[] | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const reorder = useReorderMoment();
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }), useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }), useSensor(KeyboardSensor));
  const songs = order ? order.map((id) => moment.songs.find((song) => song.id === id)).filter((song): song is SongView => Boolean(song)) : moment.songs;

  function save(next: string[], message: string) {
    setOrder(next);
    reorder.mutate(
      { moment: moment.id, songIds: next },
      {
        onSuccess: () => setAnnouncement(message),
        onError: (error) => {
          toastError(error);
          setAnnouncement(error.message);
        },
        onSettled: () => setOrder(null),
      },
    );
  }
  function move(index: number, by: -1 | 1) {
    const ids = songs.map((song) => song.id);
    const target = index + by;
    if (target < 0 || target >= ids.length) return;
    [ids[index], ids[target]] = [ids[target]!, ids[index]!];
    save(ids, `“${songs[index]!.title}” moved to ${target + 1} of ${ids.length} in ${moment.label}.`);
  }
  function onDragEnd(event: DragEndEvent) {
    if (!event.over || event.active.id === event.over.id) return;
    const ids = songs.map((song) => song.id);
    const from = ids.indexOf(String(event.active.id));
    const to = ids.indexOf(String(event.over.id));
    if (from < 0 || to < 0) return;
    ids.splice(to, 0, ...ids.splice(from, 1));
    save(ids, `“${songs[from]!.title}” moved to ${to + 1} of ${ids.length} in ${moment.label}.`);
  }

  const list = (
    <ol className="mt-3 grid gap-2">
      {songs.map((song, index) => (
        <SongRow key={song.id} song={song} index={index} count={songs.length} momentLabel={moment.label} canEdit={canEdit} busy={reorder.isPending} onMove={(by) => move(index, by)} onRemove={() => onRemove(song)} />
      ))}
    </ol>
  );
  return (
    <>
      {canEdit && songs.length > 1 ? (
        <DndContext sensors={sensors} onDragEnd={onDragEnd}>
          {list}
        </DndContext>
      ) : (
        list
      )}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </>
  );
}

function SongRow({
  song,
  index,
  count,
  momentLabel,
  canEdit,
  busy,
  onMove,
  onRemove,
}: {
  song: SongView;
  index: number;
  count: number;
  momentLabel: string;
  canEdit: boolean;
  busy: boolean;
  onMove(by: -1 | 1): void;
  onRemove(): void;
}) {
  const sortable = canEdit && count > 1;
  const drag = useDraggable({ id: song.id, disabled: !sortable });
  const drop = useDroppable({ id: song.id, disabled: !sortable });
  const style = drag.transform ? { transform: `translate3d(0, ${drag.transform.y}px, 0)`, zIndex: 10 } : undefined;
  return (
    <li
      ref={(node) => {
        drag.setNodeRef(node);
        drop.setNodeRef(node);
      }}
      style={style}
      className={cn(
        "flex items-start justify-between gap-3 rounded-[var(--radius)] border border-border bg-background px-3 py-2",
        drop.isOver && !drag.isDragging && "ring-2 ring-primary",
        drag.isDragging && "relative shadow-lg",
      )}
      data-testid="song"
    >
      <span className="flex min-w-0 items-start gap-2">
        {sortable && (
          <button
            type="button"
            className="mt-0.5 shrink-0 cursor-grab touch-none rounded text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring print:hidden"
            aria-label={`Drag “${song.title}” to reorder`}
            {...drag.listeners}
            {...drag.attributes}
          >
            <GripVertical className="size-4" aria-hidden="true" />
          </button>
        )}
        <span className="min-w-0 break-words">
          <span className="font-medium">{song.title}</span>
          {song.artist && <span className="text-muted-foreground"> · {song.artist}</span>}
          {song.fromGuestRequest && <Badge className="ml-2 align-middle">Guest request</Badge>}
          {song.note && <span className="block text-sm text-muted-foreground">{song.note}</span>}
        </span>
      </span>
      <span className="flex shrink-0 flex-wrap items-center justify-end gap-1 print:hidden">
        {song.spotifyTrackId && (
          <Button asChild variant="ghost" size="sm">
            <a href={spotifyTrackUrl(song.spotifyTrackId)} target="_blank" rel="noreferrer noopener">
              <ExternalLink aria-hidden="true" />
              <span className="max-sm:sr-only">Spotify</span>
              <span className="sr-only">: {song.title} (opens in a new tab)</span>
            </a>
          </Button>
        )}
        {sortable && (
          <>
            <Button variant="ghost" size="sm" disabled={busy || index === 0} onClick={() => onMove(-1)} aria-label={`Move “${song.title}” up in ${momentLabel}`}>
              <ArrowUp aria-hidden="true" />
            </Button>
            <Button variant="ghost" size="sm" disabled={busy || index === count - 1} onClick={() => onMove(1)} aria-label={`Move “${song.title}” down in ${momentLabel}`}>
              <ArrowDown aria-hidden="true" />
            </Button>
          </>
        )}
        {canEdit && (
          <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove ${song.title} from ${momentLabel}`}>
            <Trash2 aria-hidden="true" />
          </Button>
        )}
      </span>
    </li>
  );
}

const fieldError = (error: Error | null, field: string) => (error instanceof ApiRequestError ? error.fields?.[field]?.[0] : undefined);

function SongForm({ moment, spotify, onDone }: { moment: MusicMoment; spotify: SpotifyStatusView; onDone(): void }) {
  const [title, setTitle] = useState("");
  const [artist, setArtist] = useState("");
  const [spotifyLink, setSpotifyLink] = useState("");
  const [playlistProblem, setPlaylistProblem] = useState<string | null>(null);
  const save = useSaveSong();
  const importPlaylist = useImportSpotifyPlaylist();
  const label = musicMomentLabel(moment);
  const ready = spotifyReady(spotify);
  const pasted = parseSpotifyLink(spotifyLink);

  function submit(event: FormEvent) {
    event.preventDefault();
    setPlaylistProblem(null);
    if (pasted?.kind === "playlist") {
      if (!ready) {
        setPlaylistProblem(
          spotify.available
            ? "That's a playlist link. Connect Spotify (on this page) to add its songs here, or paste one song's link."
            : "That's a playlist link. Paste one song's link instead, with its title and artist.",
        );
        return;
      }
      importPlaylist.mutate(
        { moment, link: spotifyLink },
        {
          onSuccess: (result) => {
            const skipped = result.alreadyPlanned.length;
            void notify.success(`Added ${result.added.length === 1 ? "1 song" : `${result.added.length} songs`} to ${label}${skipped ? `; ${skipped === 1 ? "1 was" : `${skipped} were`} already in your plan` : ""}`);
            onDone();
          },
        },
      );
      return;
    }
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
  const error = save.error ?? importPlaylist.error;
  const generalError = playlistProblem ?? (error && !(error instanceof ApiRequestError && error.fields) ? error.message : null);
  const linkHint = ready
    ? "Paste a song's Share link (the title fills itself in), or a playlist's link to add all its songs."
    : "Paste a track's Share link and the song opens in Spotify from your plan.";
  return (
    <div className="mt-4 grid gap-4 rounded-[var(--radius)] border border-border bg-muted/40 p-4">
      {ready && <SpotifySearch moment={moment} onAdded={onDone} />}
      <form onSubmit={submit} noValidate className="grid gap-3" aria-label={`Add a song to ${label}`}>
        {ready && <p className="text-sm font-medium">Or type it, or paste a link</p>}
        {generalError && <FormAlert>{generalError}</FormAlert>}
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField label="Title" error={fieldError(error, "title")}>
            {(ids) => <Input {...ids} value={title} onChange={(e) => setTitle(e.target.value)} maxLength={200} />}
          </FormField>
          <FormField label="Artist" error={fieldError(error, "artist")}>
            {(ids) => <Input {...ids} value={artist} onChange={(e) => setArtist(e.target.value)} maxLength={200} />}
          </FormField>
        </div>
        <FormField label="Spotify link (optional)" hint={linkHint} error={fieldError(error, "spotifyLink") ?? fieldError(error, "link")}>
          {(ids) => <Input {...ids} value={spotifyLink} onChange={(e) => setSpotifyLink(e.target.value)} placeholder="https://open.spotify.com/track/..." inputMode="url" maxLength={300} />}
        </FormField>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="ghost" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending || importPlaylist.isPending}>
            {pasted?.kind === "playlist" && ready ? "Add the playlist's songs" : "Add song"}
          </Button>
        </div>
      </form>
    </div>
  );
}

/** Spotify's catalog, searched when the couple asks; a result goes to the moment with its track. */
function SpotifySearch({ moment, onAdded }: { moment: MusicMoment; onAdded(): void }) {
  const [q, setQ] = useState("");
  const search = useSearchSpotify();
  const save = useSaveSong();
  const label = musicMomentLabel(moment);
  function submit(event: FormEvent) {
    event.preventDefault();
    if (q.trim()) search.mutate(q.trim());
  }
  const results = search.data?.tracks;
  return (
    <div className="grid gap-2">
      <form onSubmit={submit} role="search" aria-label={`Search Spotify for ${label}`} className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <FormField label="Search Spotify">
            {(ids) => <Input {...ids} value={q} onChange={(e) => setQ(e.target.value)} placeholder="Song or artist" maxLength={100} />}
          </FormField>
        </div>
        <Button type="submit" variant="secondary" disabled={search.isPending || !q.trim()}>
          <Search aria-hidden="true" />
          Search
        </Button>
      </form>
      {search.error && <FormAlert>{search.error.message}</FormAlert>}
      {save.error && <FormAlert>{save.error.message}</FormAlert>}
      {results && results.length === 0 && <p className="text-sm text-muted-foreground">Spotify found nothing for “{search.variables}”. Try fewer words, or type the song below.</p>}
      {results && results.length > 0 && (
        <ul className="grid gap-1" aria-label="Spotify results">
          {results.map((track) => (
            <li key={track.id} className="flex items-center justify-between gap-2 rounded-[var(--radius)] bg-background px-3 py-2 text-sm" data-testid="spotify-result">
              <span className="min-w-0 break-words">
                <span className="font-medium">{track.title}</span>
                <span className="text-muted-foreground"> · {track.artist}</span>
              </span>
              <Button
                size="sm"
                variant="secondary"
                disabled={save.isPending}
                onClick={() =>
                  save.mutate(
                    { input: { moment, title: track.title.slice(0, 200), artist: track.artist.slice(0, 200), spotifyLink: `spotify:track:${track.id}`, note: "" } },
                    {
                      onSuccess: (song) => {
                        void notify.success(`Added “${song.title}” to ${label}`);
                        onAdded();
                      },
                    },
                  )
                }
              >
                <Plus aria-hidden="true" />
                Add<span className="sr-only"> “{track.title}” to {label}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
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
          <p>
            When guests RSVP, or use the Song requests section of your wedding website, they can name a song that will get them dancing. Their requests show up here for you to approve or decline.
          </p>
        </EmptyState>
      ) : (
        <ul className="grid gap-3">
          {ordered.map((request) => (
            <RequestRow key={`${request.source}-${request.id}`} request={request} canEdit={canEdit} />
          ))}
        </ul>
      )}
    </section>
  );
}

function RequestRow({ request, canEdit }: { request: SongRequestView; canEdit: boolean }) {
  const [approving, setApproving] = useState(false);
  const [removing, setRemoving] = useState(false);
  const decline = useDeclineRequest();
  const remove = useDeleteSiteRequest();
  // Who asked: the household's guests for an RSVP; on the website, the name given, with the household when the guest found their invitation.
  const who = request.source === "website" && request.household && request.household !== request.askedBy ? `${request.askedBy} (${request.household})` : request.askedBy;
  const from = request.source === "rsvp" ? "with their RSVP" : request.householdId ? "on your wedding website" : "on your wedding website (name as typed)";
  return (
    <li className="rounded-[var(--radius-lg)] border border-border bg-card p-4" data-testid="song-request">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 break-words">
          <p className="font-medium">“{request.request}”</p>
          <p className="text-sm text-muted-foreground">
            Asked by {who} {from}
          </p>
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
            <Button size="sm" variant="ghost" disabled={decline.isPending} onClick={() => decline.mutate(request, { onSuccess: () => void notify.success("Request declined"), onError: toastError })}>
              <X aria-hidden="true" />
              Decline<span className="sr-only"> “{request.request}”</span>
            </Button>
          )}
          {request.source === "website" && (
            <Button size="sm" variant="ghost" onClick={() => setRemoving(true)}>
              <Trash2 aria-hidden="true" />
              Remove<span className="sr-only"> “{request.request}”</span>
            </Button>
          )}
        </div>
      )}
      {approving && <ApproveForm request={request} onDone={() => setApproving(false)} />}
      <Dialog open={removing} onOpenChange={setRemoving}>
        <DialogContent>
          <DialogTitle>Remove this request?</DialogTitle>
          <DialogDescription>“{request.request}” from {request.askedBy} leaves your list for good. The guest is not told.</DialogDescription>
          <ConfirmFooter
            confirmLabel="Remove request"
            pendingLabel="Removing..."
            pending={remove.isPending}
            onConfirm={() =>
              remove.mutate(request.id, {
                onSuccess: () => {
                  setRemoving(false);
                  void notify.success("Request removed");
                },
                onError: toastError,
              })
            }
          />
        </DialogContent>
      </Dialog>
    </li>
  );
}

function ApproveForm({ request, onDone }: { request: SongRequestView; onDone(): void }) {
  const [title, setTitle] = useState(request.title);
  const [artist, setArtist] = useState(request.artist);
  const [moment, setMoment] = useState<MusicMoment>("must_play");
  const approve = useApproveRequest();

  function submit(event: FormEvent) {
    event.preventDefault();
    approve.mutate(
      { request, input: { moment, title, artist } },
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
