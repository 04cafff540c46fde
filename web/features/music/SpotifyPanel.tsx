import { ExternalLink, Link2, Unlink } from "lucide-react";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { musicMomentLabel } from "@domain/music";
import { FormAlert } from "@web/components/FormAlert";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { notify, toastError } from "@web/lib/toast";
import { useConnectSpotify, useDisconnectSpotify, type SpotifyStatusView } from "./api";

/** What the page says after Spotify sends the couple back (`?spotify=`). */
const OUTCOMES: Record<string, { tone: "success" | "error"; text: string }> = {
  connected: { tone: "success", text: "Spotify is connected. Search for songs in any moment, and make a playlist for it." },
  denied: { tone: "error", text: "Spotify wasn't connected: you chose not to allow it. Nothing in your plan changed." },
  expired: { tone: "error", text: "That Spotify sign-in had expired or was already used. Connect again; nothing in your plan changed." },
  failed: { tone: "error", text: "Spotify didn't finish connecting. Try again in a minute; nothing in your plan changed." },
};

/**
 * The couple's Spotify connection: connect, reconnect when Spotify stopped accepting it, disconnect,
 * and the playlists made per moment. Hidden when this server has no Spotify app set up.
 */
export function SpotifyPanel({ spotify, isCouple }: { spotify: SpotifyStatusView; isCouple: boolean }) {
  const [params] = useSearchParams();
  const [outcome] = useState(() => OUTCOMES[params.get("spotify") ?? ""] ?? null);
  const [confirming, setConfirming] = useState(false);
  const connect = useConnectSpotify();
  const disconnect = useDisconnectSpotify();

  // The outcome is read once; the address goes back to the plain page so a reload doesn't repeat it.
  // Replaced under the router, not through it: a navigation would mount the page again and lose the message.
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has("spotify")) return;
    url.searchParams.delete("spotify");
    window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash);
  }, []);

  if (!spotify.available) return null;
  const connectButton = (label: string) =>
    isCouple ? (
      <Button size="sm" onClick={() => connect.mutate(undefined, { onError: toastError })} disabled={connect.isPending}>
        <Link2 aria-hidden="true" />
        {label}
      </Button>
    ) : (
      <p className="text-sm text-muted-foreground">Only the couple can connect their own Spotify account.</p>
    );
  return (
    <section aria-labelledby="spotify-title" className="grid gap-3 print:hidden" data-testid="spotify-panel">
      <h2 id="spotify-title" className="text-heading font-semibold">
        Spotify
      </h2>
      {outcome && (outcome.tone === "error" ? <FormAlert>{outcome.text}</FormAlert> : <p role="status" className="rounded-[var(--radius)] border border-border bg-muted px-4 py-2 text-sm">{outcome.text}</p>)}
      {!spotify.connected && (
        <>
          <p className="text-sm text-muted-foreground">Connect your Spotify account to search for songs, fill in pasted links, and make a private playlist for each moment.</p>
          <div>{connectButton("Connect Spotify")}</div>
        </>
      )}
      {spotify.connected && spotify.needsReconnect && (
        <div role="alert" className="grid gap-2 rounded-[var(--radius)] border border-destructive/40 bg-destructive/5 p-3 text-sm">
          <p>Spotify stopped accepting your connection (it expired, or access was removed in Spotify). Reconnect to keep searching and updating playlists. Your music plan is unchanged.</p>
          <div>{connectButton("Reconnect Spotify")}</div>
        </div>
      )}
      {spotify.connected && !spotify.needsReconnect && (
        <p className="text-sm">
          Connected as <span className="font-medium">{spotify.displayName}</span>.
        </p>
      )}
      {spotify.playlists.length > 0 && (
        <ul className="grid gap-1 text-sm" aria-label="Playlists in Spotify">
          {spotify.playlists.map((playlist) => (
            <li key={playlist.moment}>
              <a href={playlist.url} target="_blank" rel="noreferrer noopener" className="inline-flex items-center gap-1 font-medium underline underline-offset-2">
                <ExternalLink className="size-3.5" aria-hidden="true" />
                {musicMomentLabel(playlist.moment)} playlist<span className="sr-only"> (opens Spotify in a new tab)</span>
              </a>
              <span className="text-muted-foreground"> · {playlist.trackCount === 1 ? "1 song" : `${playlist.trackCount} songs`}</span>
            </li>
          ))}
        </ul>
      )}
      {spotify.connected && isCouple && (
        <div>
          <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
            <Unlink aria-hidden="true" />
            Disconnect Spotify
          </Button>
        </div>
      )}
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent>
          <DialogTitle>Disconnect Spotify?</DialogTitle>
          <DialogDescription>
            Serviceberry forgets your Spotify sign-in and the links to the playlists it made. Your songs stay in your plan, and the playlists stay in your Spotify account.
          </DialogDescription>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              Stay connected
            </Button>
            <Button
              variant="destructive"
              disabled={disconnect.isPending}
              onClick={() =>
                disconnect.mutate(undefined, {
                  onSuccess: () => {
                    void notify.success("Spotify disconnected");
                    setConfirming(false);
                  },
                  onError: toastError,
                })
              }
            >
              Disconnect
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </section>
  );
}
