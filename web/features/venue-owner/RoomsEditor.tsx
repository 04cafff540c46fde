import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Plus, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { VENUE_ROOMS_MAX } from "@domain/venue-rooms";
import { FormAlert } from "@web/components/FormAlert";
import { Loaded } from "@web/components/LoadError";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { api, toRequestError, unwrap } from "@web/lib/api";
import { notify } from "@web/lib/toast";

type RoomRow = { name: string; width: string; length: string };
const roomsKey = (venueId: string) => ["owner-venues", "rooms", venueId] as const;

/**
 * The listing's rooms and their floor size in feet: couples who save the venue lay out their reception
 * from them in the floor plan builder. Saved on their own (not with the step's Continue).
 */
export function RoomsEditor({ venueId }: { venueId: string }) {
  const query = useQuery({ queryKey: roomsKey(venueId), queryFn: ({ signal }) => unwrap(api.owner.venues[":id"].rooms.$get({ param: { id: venueId } }, { init: { signal } })) });
  return (
    <section aria-labelledby="rooms-title" className="grid gap-3 rounded-[var(--radius-lg)] border border-border p-4 sm:col-span-2" data-testid="rooms-editor">
      <div>
        <h3 id="rooms-title" className="font-semibold">
          Rooms and floor sizes
        </h3>
        <p className="text-sm text-muted-foreground">Couples who save your venue start their floor plan from these rooms, to scale. Measure wall to wall, in feet.</p>
      </div>
      <Loaded query={query} loadingLabel="Loading your rooms..." errorMessage="We couldn't load your rooms.">
        {(data) => <RoomsForm venueId={venueId} initial={data.rooms.map((room) => ({ name: room.name, width: String(room.width), length: String(room.length) }))} estimated={data.estimated} />}
      </Loaded>
    </section>
  );
}

function RoomsForm({ venueId, initial, estimated }: { venueId: string; initial: RoomRow[]; estimated: boolean }) {
  const [rows, setRows] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  useEffect(() => setRows(initial), [initial]);
  const save = useMutation({
    mutationFn: (rooms: RoomRow[]) => unwrap(api.owner.venues[":id"].rooms.$put({ param: { id: venueId }, json: { rooms: rooms.map((room) => ({ name: room.name, width: Number(room.width), length: Number(room.length) })) } })),
    onSuccess: (data) => {
      queryClient.setQueryData(roomsKey(venueId), data);
      setError(null);
      notify.success("Rooms saved.");
    },
    onError: (failure) => setError(toRequestError(failure).message),
  });
  const update = (index: number, patch: Partial<RoomRow>) => setRows((current) => current.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  return (
    <div className="grid gap-3">
      {estimated ? <p className="rounded-md bg-muted px-3 py-2 text-sm">Not measured yet: couples see these sizes worked out from your seated capacity. Change them to your real rooms and save.</p> : null}
      <ul className="grid gap-2">
        {rows.map((row, index) => (
          <li key={index} className="grid grid-cols-[1fr_5rem_5rem_auto] items-end gap-2">
            <div className="grid gap-1">
              <Label htmlFor={`room-${index}-name`}>Room</Label>
              <Input id={`room-${index}-name`} value={row.name} maxLength={60} onChange={(event) => update(index, { name: event.target.value })} />
            </div>
            <div className="grid gap-1">
              <Label htmlFor={`room-${index}-width`}>Width ft</Label>
              <Input id={`room-${index}-width`} inputMode="numeric" type="number" min={10} max={400} value={row.width} onChange={(event) => update(index, { width: event.target.value })} />
            </div>
            <div className="grid gap-1">
              <Label htmlFor={`room-${index}-length`}>Length ft</Label>
              <Input id={`room-${index}-length`} inputMode="numeric" type="number" min={10} max={400} value={row.length} onChange={(event) => update(index, { length: event.target.value })} />
            </div>
            <Button size="icon" variant="ghost" aria-label={`Remove ${row.name || "this room"}`} onClick={() => setRows((current) => current.filter((_, at) => at !== index))}>
              <Trash2 aria-hidden />
            </Button>
          </li>
        ))}
      </ul>
      {error ? <FormAlert>{error}</FormAlert> : null}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" disabled={rows.length >= VENUE_ROOMS_MAX} onClick={() => setRows((current) => [...current, { name: "", width: "", length: "" }])}>
          <Plus aria-hidden /> Add a room
        </Button>
        <Button size="sm" disabled={save.isPending} onClick={() => save.mutate(rows)}>
          {save.isPending ? "Saving..." : "Save rooms"}
        </Button>
      </div>
    </div>
  );
}
