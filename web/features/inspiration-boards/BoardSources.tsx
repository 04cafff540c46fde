import { useQuery } from "@tanstack/react-query";
import { Link2, RefreshCw, Share2 } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { BOARD_ADDRESS_MAX } from "@domain/inspiration-boards";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { api, unwrap } from "@web/lib/api";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { shareQueries, useAddFromAddress, useBoardShare, type BoardView } from "./api";

/** Pasting an image's or a pin's address: the server fetches it (public addresses only) and checks it like an upload. */
export function AddFromAddress({ board, coupleId, onAdded }: { board: BoardView; coupleId: string | null; onAdded(message: string): void }) {
  const id = useId();
  const [url, setUrl] = useState("");
  const add = useAddFromAddress(coupleId);
  function submit(event: FormEvent) {
    event.preventDefault();
    add.mutate({ id: board.id, url, note: "" }, { onSuccess: () => { setUrl(""); onAdded("Image added from the address."); } });
  }
  return (
    <form onSubmit={submit} className="grid max-w-2xl gap-2">
      <Label htmlFor={id}>Add from a web address</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input id={id} type="url" inputMode="url" value={url} maxLength={BOARD_ADDRESS_MAX} onChange={(e) => setUrl(e.target.value)} placeholder="https://www.pinterest.com/pin/... or an image address" required aria-describedby={`${id}-hint`} />
        <Button type="submit" variant="secondary" disabled={add.isPending}>
          <Link2 aria-hidden="true" />
          {add.isPending ? "Fetching..." : "Add"}
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">Paste a pin's or a web page's address (we read its picture and title) or an image's own address.</p>
      {add.error && <p role="alert" className="text-sm text-destructive">{add.error.message}</p>}
    </form>
  );
}

/** Brings in pins saved on the linked Pinterest board since the last import. */
export function RefreshFromPinterest({ board, onDone }: { board: BoardView; onDone(message: string): void }) {
  const queryClient = useQueryClient();
  const refresh = useMutation({
    mutationFn: () => unwrap(api.pinterest.refresh[":id"].$post({ param: { id: board.id } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["inspiration-boards"] }),
  });
  return (
    <div className="grid gap-1">
      <div>
        <Button
          variant="secondary"
          size="sm"
          disabled={refresh.isPending}
          onClick={() =>
            refresh.mutate(undefined, {
              onSuccess: (result) => onDone(`${result.imported.length === 1 ? "1 new pin" : `${result.imported.length} new pins`} imported${result.refused.length ? `, ${result.refused.length} not imported` : ""}.`),
            })
          }
        >
          <RefreshCw aria-hidden="true" className={refresh.isPending ? "animate-spin" : undefined} />
          Refresh from Pinterest
        </Button>
      </div>
      {refresh.error && (
        <p role="alert" className="text-sm text-destructive">
          {refresh.error.message} <Link to="/pinterest-integration" className="underline underline-offset-4">Pinterest settings</Link>
        </p>
      )}
    </div>
  );
}

/** Share this board, read-only, with vendors the couple has written to (the couple only). */
export function ShareWithVendors({ board, userId }: { board: BoardView; userId: string }) {
  const shares = useQuery(shareQueries.list(userId));
  const toggle = useBoardShare();
  if (!shares.data) return null;
  const { vendors, shares: current } = shares.data;
  return (
    <details className="rounded-[var(--radius)] border border-border p-3">
      <summary className="flex min-h-9 cursor-pointer items-center gap-2 font-medium">
        <Share2 className="size-4" aria-hidden="true" />
        Share with vendors ({current.filter((s) => s.boardId === board.id).length})
      </summary>
      {vendors.length === 0 ? (
        <p className="mt-2 text-sm">You can share a board with vendors you've written to. <Link to="/vendors" className="text-primary underline underline-offset-4">Find vendors</Link></p>
      ) : (
        <fieldset className="mt-2 grid gap-1">
          <legend className="text-sm text-muted-foreground">They see this board, read-only, on their side of Serviceberry.</legend>
          {vendors.map((vendor) => {
            const shared = current.some((s) => s.boardId === board.id && s.vendorId === vendor.id);
            return (
              <label key={vendor.id} className="flex min-h-9 items-center gap-2 text-sm">
                <input type="checkbox" className="size-4" checked={shared} disabled={toggle.isPending} onChange={() => toggle.mutate({ id: board.id, vendorId: vendor.id, shared: !shared })} />
                {vendor.name}
              </label>
            );
          })}
          {toggle.error && <p role="alert" className="text-sm text-destructive">{toggle.error.message}</p>}
        </fieldset>
      )}
    </details>
  );
}
