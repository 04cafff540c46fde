import { useQuery } from "@tanstack/react-query";
import { Clock, ExternalLink, Link2Off, Printer } from "lucide-react";
import { Link, useParams } from "react-router";
import { formatCalendarDate } from "@domain/dates";
import { formatMinutes, musicShareTokenParamSchema, spotifyTrackUrl } from "@domain/music";
import { Button } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import { ApiRequestError } from "@web/lib/api";
import { LoadError } from "@web/components/LoadError";
import { usePageTitle } from "@web/lib/page-head";
import { musicQueries, type SharedMusicView } from "./api";

/**
 * /music/shared/:token: the music plan a couple shared with their DJ or band, read-only, no account
 * needed, printable as a run sheet. A wrong or revoked token shows a friendly page and nothing of the wedding.
 */
export default function SharedMusicPage() {
  usePageTitle("Wedding music plan");
  const { token = "" } = useParams();
  if (!musicShareTokenParamSchema.safeParse({ token }).success) return <DeadMusicLink />;
  return <Shared token={token} />;
}

function Shared({ token }: { token: string }) {
  const query = useQuery(musicQueries.shared(token));
  if (query.isPending) return <Spinner label="Loading the music plan..." />;
  if (query.error instanceof ApiRequestError && query.error.status === 404) return <DeadMusicLink />;
  if (!query.data) return <div className="container-page py-10"><LoadError message={query.error?.message ?? "We couldn't load this music plan."} onRetry={() => void query.refetch()} /></div>;
  return <RunSheet plan={query.data} />;
}

function RunSheet({ plan }: { plan: SharedMusicView }) {
  const planned = plan.moments.filter((moment) => moment.songs.length > 0);
  return (
    <div className="container-page max-w-3xl py-10 sm:py-14 print:max-w-none print:p-0">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-accent-strong">Music plan</p>
          <h1 className="mt-2 text-title font-semibold leading-tight">{plan.wedding.coupleNames}</h1>
          <p className="text-muted-foreground">
            {plan.wedding.weddingDate ? `${formatCalendarDate(plan.wedding.weddingDate, "EEEE, MMMM d, yyyy")} · ` : ""}Shared with {plan.sharedWith} · read-only
          </p>
        </div>
        <Button variant="secondary" size="sm" onClick={() => window.print()} className="print:hidden">
          <Printer aria-hidden="true" />
          Print run sheet
        </Button>
      </header>
      {planned.length === 0 ? (
        <p className="mt-8 text-muted-foreground">The couple hasn't added any songs yet. This page shows them as soon as they do.</p>
      ) : (
        <div className="mt-8 grid gap-6">
          {planned.map((moment) => (
            <section key={moment.id} aria-labelledby={`shared-${moment.id}`} className="print:break-inside-avoid" data-testid={`shared-moment-${moment.id}`}>
              <h2 id={`shared-${moment.id}`} className="flex flex-wrap items-baseline gap-x-3 font-display text-xl font-semibold">
                {moment.label}
                {moment.startMinutes !== null && (
                  <span className="inline-flex items-center gap-1 font-sans text-sm font-medium text-muted-foreground">
                    <Clock className="size-3.5" aria-hidden="true" />
                    {formatMinutes(moment.startMinutes)}
                  </span>
                )}
              </h2>
              <ol className="mt-2 grid list-decimal gap-1 pl-6">
                {moment.songs.map((song) => (
                  <li key={song.id} className="break-words">
                    <span className="font-medium">{song.title}</span>
                    {song.artist && <span className="text-muted-foreground"> · {song.artist}</span>}
                    {song.spotifyTrackId && (
                      <a href={spotifyTrackUrl(song.spotifyTrackId)} target="_blank" rel="noreferrer noopener" className="ml-2 inline-flex items-center gap-1 text-sm text-primary underline print:hidden">
                        <ExternalLink className="size-3.5" aria-hidden="true" />
                        Spotify<span className="sr-only">: {song.title} (opens in a new tab)</span>
                      </a>
                    )}
                    {song.note && <span className="block text-sm text-muted-foreground">{song.note}</span>}
                  </li>
                ))}
              </ol>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}

function DeadMusicLink() {
  return (
    <div className="container-page grid max-w-xl justify-items-center gap-3 py-16 text-center">
      <span className="grid size-12 place-items-center rounded-full bg-muted text-muted-foreground">
        <Link2Off className="size-6" aria-hidden="true" />
      </span>
      <h1 className="font-display text-2xl font-semibold">This link doesn't open a music plan anymore</h1>
      <p className="text-muted-foreground">The couple may have turned this link off, or it was copied incompletely. Ask them for a new one.</p>
      <Link to="/" className="font-medium text-primary underline-offset-4 hover:underline">
        Go to Serviceberry
      </Link>
    </div>
  );
}
