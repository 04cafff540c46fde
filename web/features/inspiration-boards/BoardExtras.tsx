import { ExternalLink, Plus, X } from "lucide-react";
import { useId, useState } from "react";
import { BOARD_COLORS_MAX, BOARD_LINK_LABEL_MAX, BOARD_LINKS_MAX, BOARD_TEXT_NOTE_MAX } from "@domain/inspiration-boards";
import { isHttpUrl } from "@domain/web-address";
import { Button } from "@web/components/ui/button";
import { Input, Textarea } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { useUpdateBoard, type BoardView } from "./api";

/** What a board holds besides pictures: colors the couple picks, links and a note (issue 32). Read-only without edit. */
export function BoardExtras({ board, canEdit, coupleId }: { board: BoardView; canEdit: boolean; coupleId: string | null }) {
  const update = useUpdateBoard(coupleId);
  const ids = { color: useId(), url: useId(), label: useId(), note: useId() };
  const [color, setColor] = useState("#a9b8a0");
  const [url, setUrl] = useState("");
  const [label, setLabel] = useState("");
  const [note, setNote] = useState(board.note);
  const [linkError, setLinkError] = useState<string | null>(null);
  const save = (patch: Partial<Pick<BoardView, "colors" | "links" | "note">>, after?: () => void) => update.mutate({ id: board.id, ...patch }, { onSuccess: after });

  if (!canEdit && board.colors.length === 0 && board.links.length === 0 && !board.note) return null;
  return (
    <div className="grid gap-4 rounded-[var(--radius)] border border-border/70 bg-muted/40 p-4" data-testid="board-extras">
      <div className="grid gap-2">
        <h3 className="text-sm font-semibold">Colors you picked</h3>
        {board.colors.length > 0 ? (
          <ul className="flex flex-wrap gap-2" aria-label={`Colors picked for ${board.name}`}>
            {board.colors.map((swatch) => (
              <li key={swatch} className="flex items-center gap-2 rounded-[var(--radius-pill)] border border-border bg-card py-1 pl-1 pr-2 text-xs">
                <span className="size-6 rounded-full border border-border" style={{ backgroundColor: swatch }} aria-hidden="true" />
                <span className="font-mono">{swatch}</span>
                {canEdit && (
                  <button type="button" className="grid size-5 place-items-center rounded-full hover:bg-muted" aria-label={`Remove color ${swatch}`} onClick={() => save({ colors: board.colors.filter((c) => c !== swatch) })}>
                    <X className="size-3" aria-hidden="true" />
                  </button>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">Add a color you want, even one no picture shows yet.</p>
        )}
        {canEdit && board.colors.length < BOARD_COLORS_MAX && (
          <div className="flex items-end gap-2">
            <div className="grid gap-1">
              <Label htmlFor={ids.color} className="text-xs">Color</Label>
              <input id={ids.color} type="color" value={color} onChange={(e) => setColor(e.target.value)} className="h-9 w-14 cursor-pointer rounded-[var(--radius)] border border-border bg-card" />
            </div>
            <Button type="button" size="sm" variant="secondary" disabled={update.isPending || board.colors.includes(color)} onClick={() => save({ colors: [...board.colors, color] })}>
              <Plus aria-hidden="true" />
              Add color
            </Button>
          </div>
        )}
      </div>

      <div className="grid gap-2">
        <h3 className="text-sm font-semibold">Links</h3>
        {board.links.length > 0 ? (
          <ul className="grid gap-1 text-sm">
            {board.links.map((link, index) => (
              <li key={`${link.url}-${index}`} className="flex items-center gap-2">
                <a href={link.url} target="_blank" rel="noopener noreferrer nofollow" className="inline-flex min-w-0 items-center gap-1 break-all text-primary underline underline-offset-4">
                  {link.label || link.url}
                  <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
                {canEdit && (
                  <button type="button" className="grid size-6 shrink-0 place-items-center rounded-full hover:bg-muted" aria-label={`Remove link ${link.label || link.url}`} onClick={() => save({ links: board.links.filter((_, i) => i !== index) })}>
                    <X className="size-3.5" aria-hidden="true" />
                  </button>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">Keep links to shops, dresses or ideas here.</p>
        )}
        {canEdit && board.links.length < BOARD_LINKS_MAX && (
          <form
            className="grid gap-2 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] sm:items-end"
            onSubmit={(event) => {
              event.preventDefault();
              if (!isHttpUrl(url.trim())) return setLinkError("Enter a full web address, like https://example.com.");
              setLinkError(null);
              save({ links: [...board.links, { url: url.trim(), label: label.trim() }] }, () => {
                setUrl("");
                setLabel("");
              });
            }}
          >
            <div className="grid gap-1">
              <Label htmlFor={ids.url} className="text-xs">Web address</Label>
              <Input id={ids.url} value={url} onChange={(e) => setUrl(e.target.value)} placeholder="https://" inputMode="url" className="h-9 text-sm" aria-invalid={linkError ? true : undefined} />
            </div>
            <div className="grid gap-1">
              <Label htmlFor={ids.label} className="text-xs">Label (optional)</Label>
              <Input id={ids.label} value={label} maxLength={BOARD_LINK_LABEL_MAX} onChange={(e) => setLabel(e.target.value)} className="h-9 text-sm" />
            </div>
            <Button type="submit" size="sm" variant="secondary" disabled={update.isPending}>
              <Plus aria-hidden="true" />
              Add link
            </Button>
            {linkError && <p role="alert" className="text-xs text-destructive sm:col-span-3">{linkError}</p>}
          </form>
        )}
      </div>

      <div className="grid gap-2">
        {canEdit ? (
          <form
            className="grid gap-1"
            onSubmit={(event) => {
              event.preventDefault();
              save({ note: note.trim() });
            }}
          >
            <Label htmlFor={ids.note} className="text-sm font-semibold">Board note</Label>
            <Textarea id={ids.note} value={note} maxLength={BOARD_TEXT_NOTE_MAX} rows={2} onChange={(e) => setNote(e.target.value)} placeholder="What this board is about, what to tell the florist..." />
            <Button type="submit" size="sm" variant="secondary" className="w-fit" disabled={update.isPending || note.trim() === board.note}>Save board note</Button>
          </form>
        ) : (
          board.note && (
            <>
              <h3 className="text-sm font-semibold">Board note</h3>
              <p className="whitespace-pre-line text-sm">{board.note}</p>
            </>
          )
        )}
      </div>
      {update.error && <p role="alert" className="text-sm text-destructive">{update.error.message}</p>}
    </div>
  );
}
