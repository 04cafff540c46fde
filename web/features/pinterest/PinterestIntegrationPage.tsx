import { useQuery } from "@tanstack/react-query";
import { Check, Link2, LogOut, Pin, RefreshCw } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import type { AccountUser } from "@domain/account-kinds";
import { PINTEREST_IMPORT_MAX } from "@domain/inspiration-boards";
import { AccountGate, SignInActions } from "@web/components/AccountGate";
import { EmptyState } from "@web/components/EmptyState";
import { FormAlert } from "@web/components/FormAlert";
import { Loaded } from "@web/components/LoadError";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { usePageTitle } from "@web/lib/page-head";
import {
  pinterestQueries,
  useCompleteConnect,
  useDisconnect,
  useImportPins,
  useStartConnect,
  type PinterestBoardsPage,
  type PinterestImportResult,
} from "./api";

/** /pinterest-integration: connect a Pinterest account and import pins into inspiration boards (decision 042). */
export default function PinterestIntegrationPage() {
  usePageTitle("Pinterest Integration");
  const availability = useQuery(pinterestQueries.availability());
  return (
    <div className="container-page py-10 sm:py-14">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold uppercase tracking-wider text-accent-strong">Integrations</p>
        <h1 className="mt-2 text-title font-semibold leading-tight">Pinterest</h1>
        <p className="mt-2 text-muted-foreground">
          Bring the pins you saved on Pinterest into your Serviceberry inspiration boards, with their titles and links, so your palette, notes and vendors see them in one place.{" "}
          <Link to="/pinterest-features" className="font-medium text-primary underline underline-offset-4">What the integration does</Link>
        </p>
      </header>
      <Loaded query={availability} loadingLabel="Loading..." errorMessage="We couldn't load the Pinterest settings.">
        {({ configured }) => (configured ? <Connected /> : <WithoutSettings />)}
      </Loaded>
    </div>
  );
}

/** Without the server's Pinterest settings: what still works (pasting a pin's address, uploading), and no dead button. */
function WithoutSettings() {
  return (
    <section aria-labelledby="pinterest-by-hand" className="mt-8 grid max-w-3xl gap-4 rounded-[var(--radius)] border border-border bg-card p-5 sm:p-6">
      <h2 id="pinterest-by-hand" className="text-xl font-semibold">Add pins by pasting their address</h2>
      <p>
        Connecting a Pinterest account isn't switched on for this Serviceberry server (it needs the server's Pinterest app settings,
        PINTEREST_CLIENT_ID and PINTEREST_CLIENT_SECRET). You can still bring any pin in:
      </p>
      <ol className="list-decimal space-y-1 pl-5">
        <li>On Pinterest, open the pin and copy its address (Share, then Copy link), or right-click its image and copy the image address.</li>
        <li>Open one of your inspiration boards and paste it under <strong>Add from a web address</strong>.</li>
        <li>Serviceberry fetches the picture, checks it, and adds it with the pin's title and link.</li>
      </ol>
      <p>You can also save the picture to your device and upload it to a board.</p>
      <div>
        <Button asChild>
          <Link to="/planning/inspiration-boards">Open my inspiration boards</Link>
        </Button>
      </div>
    </section>
  );
}

function Connected() {
  return (
    <AccountGate
      needs="couple"
      signedOut={{
        icon: Pin,
        title: "Sign in to connect Pinterest",
        body: "Connect your Pinterest account to import pins into your inspiration boards.",
        actions: <SignInActions returnHere signUp={{ to: "/signup/couple", label: "New to Serviceberry? Create a free account" }} />,
      }}
    >
      {(user) => <Connection user={user} />}
    </AccountGate>
  );
}

function Connection({ user }: { user: AccountUser }) {
  const [params, setParams] = useSearchParams();
  const complete = useCompleteConnect();
  const start = useStartConnect();
  const disconnect = useDisconnect();
  const [confirmDisconnect, setConfirmDisconnect] = useState(false);
  const status = useQuery({ ...pinterestQueries.status(user.id), enabled: !complete.isPending });
  const handled = useRef(false);
  const denied = params.get("error");

  // Pinterest sends the browser back here with ?code=&state= (or ?error= when the person said no).
  useEffect(() => {
    const code = params.get("code");
    const state = params.get("state");
    if (handled.current || !code || !state) return;
    handled.current = true;
    complete.mutate({ code, state }, { onSettled: () => setParams({}, { replace: true }) });
  }, [params, complete, setParams]);

  if (complete.isPending) return <p role="status" className="mt-8">Finishing your Pinterest connection...</p>;

  return (
    <div className="mt-8 grid gap-6">
      {complete.error && <FormAlert title="Pinterest isn't connected">{complete.error.message}</FormAlert>}
      {denied && !complete.error && <FormAlert title="Pinterest isn't connected">Pinterest didn't give Serviceberry access. Connect again when you're ready.</FormAlert>}
      <Loaded query={status} loadingLabel="Loading your Pinterest connection..." errorMessage="We couldn't load your Pinterest connection.">
        {(view) =>
          view.connected ? (
            <>
              <div className="flex flex-wrap items-center justify-between gap-3 rounded-[var(--radius)] border border-border bg-card p-4">
                <p className="flex items-center gap-2">
                  <Check className="size-5 text-accent-strong" aria-hidden="true" />
                  Connected to Pinterest{view.username ? ` as @${view.username}` : ""}.
                </p>
                <Button variant="ghost" size="sm" onClick={() => setConfirmDisconnect(true)}>
                  <LogOut aria-hidden="true" />
                  Disconnect
                </Button>
              </div>
              <BoardPicker user={user} />
            </>
          ) : (
            <section aria-labelledby="connect-pinterest" className="grid max-w-2xl gap-3 rounded-[var(--radius)] border border-border bg-card p-5 sm:p-6">
              <h2 id="connect-pinterest" className="text-xl font-semibold">Connect your Pinterest account</h2>
              <p>Pinterest asks you to approve read-only access to your boards and pins. Serviceberry never posts to Pinterest, and you can disconnect at any time.</p>
              {start.error && <p role="alert" className="text-sm text-destructive">{start.error.message}</p>}
              <div>
                <Button disabled={start.isPending} onClick={() => start.mutate(undefined, { onSuccess: ({ authorizeUrl }) => window.location.assign(authorizeUrl) })}>
                  <Link2 aria-hidden="true" />
                  Connect Pinterest
                </Button>
              </div>
            </section>
          )
        }
      </Loaded>
      <Dialog open={confirmDisconnect} onOpenChange={setConfirmDisconnect}>
        <DialogContent>
          <DialogTitle>Disconnect Pinterest?</DialogTitle>
          <DialogDescription>Serviceberry forgets its access to your Pinterest account. Pins you already imported stay on your boards.</DialogDescription>
          {disconnect.error && <p role="alert" className="text-sm text-destructive">{disconnect.error.message}</p>}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="ghost">Stay connected</Button>
            </DialogClose>
            <Button variant="destructive" disabled={disconnect.isPending} onClick={() => disconnect.mutate(undefined, { onSuccess: () => setConfirmDisconnect(false) })}>
              Disconnect
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}

type PinterestBoard = PinterestBoardsPage["boards"][number];

function BoardPicker({ user }: { user: AccountUser }) {
  const [bookmarks, setBookmarks] = useState<(string | undefined)[]>([undefined]);
  const [chosen, setChosen] = useState<PinterestBoard | null>(null);
  const boards = useQuery(pinterestQueries.boards(user.id, bookmarks[bookmarks.length - 1]));
  if (chosen) return <PinPicker user={user} board={chosen} onBack={() => setChosen(null)} />;
  return (
    <section aria-labelledby="your-pinterest-boards" className="grid gap-3">
      <h2 id="your-pinterest-boards" className="text-xl font-semibold">Your Pinterest boards</h2>
      <Loaded query={boards} loadingLabel="Loading your Pinterest boards..." errorMessage="We couldn't load your Pinterest boards.">
        {(page) =>
          page.boards.length === 0 ? (
            <EmptyState icon={<Pin className="size-6" aria-hidden="true" />} title="No boards on Pinterest yet">
              <p>Make a board on Pinterest and save some pins to it, then come back here.</p>
            </EmptyState>
          ) : (
            <>
              <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                {page.boards.map((board) => (
                  <li key={board.id} className="grid gap-2 rounded-[var(--radius)] border border-border bg-card p-4">
                    <h3 className="font-semibold">{board.name}</h3>
                    {board.description && <p className="text-sm text-muted-foreground">{board.description}</p>}
                    <p className="text-sm">{board.pinCount === null ? "" : board.pinCount === 1 ? "1 pin" : `${board.pinCount} pins`}</p>
                    {board.importedInto && (
                      <p className="text-sm">
                        Imported into <Link className="text-primary underline underline-offset-4" to="/planning/inspiration-boards">your boards</Link>.
                      </p>
                    )}
                    <div>
                      <Button size="sm" variant="secondary" onClick={() => setChosen(board)}>Choose pins</Button>
                    </div>
                  </li>
                ))}
              </ul>
              <div className="flex gap-2">
                {bookmarks.length > 1 && <Button variant="ghost" onClick={() => setBookmarks(bookmarks.slice(0, -1))}>Previous boards</Button>}
                {page.bookmark && <Button variant="ghost" onClick={() => setBookmarks([...bookmarks, page.bookmark ?? undefined])}>More boards</Button>}
              </div>
            </>
          )
        }
      </Loaded>
    </section>
  );
}

function PinPicker({ user, board, onBack }: { user: AccountUser; board: PinterestBoard; onBack(): void }) {
  const [bookmarks, setBookmarks] = useState<(string | undefined)[]>([undefined]);
  const [selected, setSelected] = useState<string[]>([]);
  const [result, setResult] = useState<PinterestImportResult | null>(null);
  const pins = useQuery(pinterestQueries.pins(user.id, board.id, bookmarks[bookmarks.length - 1]));
  const importPins = useImportPins();
  const toggle = (id: string) => setSelected((now) => (now.includes(id) ? now.filter((x) => x !== id) : now.length >= PINTEREST_IMPORT_MAX ? now : [...now, id]));
  return (
    <section aria-labelledby="choose-pins" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="choose-pins" className="text-xl font-semibold">Pins on {board.name}</h2>
        <Button variant="ghost" size="sm" onClick={onBack}>Back to boards</Button>
      </div>
      <p className="text-sm text-muted-foreground">Choose up to {PINTEREST_IMPORT_MAX} pins at a time. They go to a board named "{board.name}" (made if you don't have it yet); importing again skips pins already there.</p>
      <Loaded query={pins} loadingLabel="Loading pins..." errorMessage="We couldn't load this board's pins.">
        {(page) =>
          page.pins.length === 0 ? (
            <p>This board has no pins yet.</p>
          ) : (
            <>
              <fieldset>
                <legend className="sr-only">Pins to import</legend>
                <ul className="grid gap-2 sm:grid-cols-2">
                  {page.pins.map((pin) => (
                    <li key={pin.id}>
                      <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-[var(--radius)] border border-border bg-card p-3">
                        <input type="checkbox" className="mt-1 size-4" checked={selected.includes(pin.id)} onChange={() => toggle(pin.id)} disabled={!pin.imageUrl} />
                        <span>
                          <span className="font-medium">{pin.title || "Untitled pin"}</span>
                          {!pin.imageUrl && <span className="block text-sm text-muted-foreground">No image (a video pin): can't be imported.</span>}
                          {pin.link && <span className="block break-all text-sm text-muted-foreground">{pin.link}</span>}
                        </span>
                      </label>
                    </li>
                  ))}
                </ul>
              </fieldset>
              <div className="flex gap-2">
                {bookmarks.length > 1 && <Button variant="ghost" onClick={() => setBookmarks(bookmarks.slice(0, -1))}>Previous pins</Button>}
                {page.bookmark && <Button variant="ghost" onClick={() => setBookmarks([...bookmarks, page.bookmark ?? undefined])}>More pins</Button>}
              </div>
            </>
          )
        }
      </Loaded>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          disabled={selected.length === 0 || importPins.isPending}
          onClick={() => importPins.mutate({ pinterestBoardId: board.id, boardName: board.name.slice(0, 60), pinIds: selected }, { onSuccess: (done) => { setResult(done); setSelected([]); } })}
        >
          <RefreshCw aria-hidden="true" className={importPins.isPending ? "animate-spin" : undefined} />
          {importPins.isPending ? "Importing..." : `Import ${selected.length === 1 ? "1 pin" : `${selected.length} pins`}`}
        </Button>
        <p className="text-sm">{selected.length} of {PINTEREST_IMPORT_MAX} chosen</p>
      </div>
      {importPins.error && <p role="alert" className="text-sm text-destructive">{importPins.error.message}</p>}
      {result && (
        <div role="status" className="grid gap-2 rounded-[var(--radius)] border border-border bg-muted p-4">
          <p>
            {result.imported.length === 1 ? "1 pin" : `${result.imported.length} pins`} imported into "{result.board.name}".{" "}
            <Link className="font-medium text-primary underline underline-offset-4" to="/planning/inspiration-boards">See the board</Link>
          </p>
          {result.refused.length > 0 && (
            <ul className="list-disc pl-5 text-sm">
              {result.refused.map((pin) => <li key={pin.pinId}>{pin.title || `Pin ${pin.pinId}`}: {pin.message}</li>)}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
