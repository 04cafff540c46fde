import { useQuery } from "@tanstack/react-query";
import { Building2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { SeatingLayout } from "@domain/seating";
import { FormAlert } from "@web/components/FormAlert";
import { Loaded } from "@web/components/LoadError";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { Label } from "@web/components/ui/label";
import { NativeSelect } from "@web/components/ui/input";
import { toRequestError } from "@web/lib/api";
import { seatingQueries, useVenueLayout, type VenueLayoutView } from "./api";

/**
 * "Start from your venue": one of the couple's saved venues and one of its rooms, laid out for the
 * event's head count. Applying it replaces the tables and room pieces (guests at removed tables are
 * unseated), which the couple confirms first and can undo.
 */
export function VenueStart(props: { userId: string; coupleId: string | null; eventId: string | null; seated: number; onApply(layout: SeatingLayout, summary: string): void; onClose(): void }) {
  const venues = useQuery(seatingQueries.venues(props.userId, props.coupleId));
  const layout = useVenueLayout();
  const [venueId, setVenueId] = useState("");
  const [roomId, setRoomId] = useState("");
  const [preview, setPreview] = useState<VenueLayoutView | null>(null);
  const [error, setError] = useState<string | null>(null);
  return (
    <Card className="mt-4 p-4" data-testid="venue-start">
      <h2 className="flex items-center gap-2 font-semibold text-foreground">
        <Building2 aria-hidden className="size-4 text-accent-strong" /> Start from your venue
      </h2>
      <Loaded query={venues} loadingLabel="Loading your saved venues..." errorMessage="We couldn't load your saved venues.">
        {({ venues: saved }) =>
          saved.length === 0 ? (
            <p className="mt-2 text-sm text-muted-foreground">
              Save your venue from its page in <Link to="/venues" className="text-primary underline">Venues</Link> and its rooms show up here, ready to lay out.
            </p>
          ) : (
            <div className="mt-3 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
              <div className="flex flex-col gap-1">
                <Label htmlFor="start-venue">Saved venue</Label>
                <NativeSelect
                  id="start-venue"
                  value={venueId}
                  onChange={(event) => {
                    setVenueId(event.target.value);
                    setRoomId("");
                    setPreview(null);
                  }}
                >
                  <option value="">Choose a venue...</option>
                  {saved.map((venue) => (
                    <option key={venue.id} value={venue.id}>
                      {venue.name}
                    </option>
                  ))}
                </NativeSelect>
              </div>
              <div className="flex flex-col gap-1">
                <Label htmlFor="start-room">Room</Label>
                <NativeSelect id="start-room" value={roomId} disabled={!venueId} onChange={(event) => (setRoomId(event.target.value), setPreview(null))}>
                  <option value="">The largest room</option>
                  {(saved.find((venue) => venue.id === venueId)?.rooms ?? [])
                    .filter((room) => room.id !== null)
                    .map((room) => (
                      <option key={room.id} value={room.id!}>
                        {room.name} ({room.width} × {room.length} ft)
                      </option>
                    ))}
                </NativeSelect>
              </div>
              <Button
                disabled={!venueId || layout.isPending}
                onClick={() => {
                  setError(null);
                  layout.mutate(
                    { venueId, ...(roomId ? { roomId } : {}), ...(props.eventId ? { eventId: props.eventId } : {}) },
                    { onSuccess: setPreview, onError: (failure) => setError(toRequestError(failure).message) },
                  );
                }}
              >
                {layout.isPending ? "Laying out..." : "Lay out this room"}
              </Button>
              {venueId && saved.find((venue) => venue.id === venueId)?.estimated ? (
                <p className="text-sm text-muted-foreground sm:col-span-3">This venue hasn&apos;t measured its rooms yet, so the size is worked out from its seated capacity. Check it with the venue.</p>
              ) : null}
            </div>
          )
        }
      </Loaded>
      {error ? (
        <div className="mt-3">
          <FormAlert>{error}</FormAlert>
        </div>
      ) : null}
      {preview ? (
        <div className="mt-3 rounded-md bg-muted/60 p-3 text-sm" role="status" data-testid="venue-layout-summary">
          <p className="font-medium text-foreground">
            {preview.room.name} at {preview.venue.name}: {preview.room.width} × {preview.room.length} ft. {layoutSummary(preview)}
          </p>
          {preview.warnings.length > 0 ? (
            <ul className="mt-1 list-disc pl-5">
              {preview.warnings.map((warning) => (
                <li key={warning}>{warning}</li>
              ))}
            </ul>
          ) : (
            <p className="mt-1 text-muted-foreground">Clearances checked: aisles of 1.5 ft between chairs, 1 ft to the walls, the doorway kept clear.</p>
          )}
          <div className="mt-2 flex flex-wrap gap-2">
            <Button size="sm" onClick={() => props.onApply(preview.layout, `Laid out ${preview.room.name} at ${preview.venue.name}. ${layoutSummary(preview)}`)}>
              {props.seated > 0 ? `Use this layout (unseats ${props.seated})` : "Use this layout"}
            </Button>
            <Button size="sm" variant="ghost" onClick={props.onClose}>
              Keep my plan
            </Button>
          </div>
        </div>
      ) : null}
    </Card>
  );
}

function layoutSummary(view: VenueLayoutView): string {
  const tables = view.layout.tables.filter((table) => table.shape === "round").length;
  const base = `${tables} ${tables === 1 ? "table" : "tables"} of 8 for ${view.guestCount} ${view.guestCount === 1 ? "guest" : "guests"} (${view.seatsPlaced} seats, room to keep households together).`;
  return view.tablesShort > 0 ? `${base} ${view.tablesShort} more ${view.tablesShort === 1 ? "table doesn't" : "tables don't"} fit: ${view.seatsShort} seats short. Choose a larger room or smaller tables.` : base;
}
