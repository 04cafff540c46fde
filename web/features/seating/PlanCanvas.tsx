import { useDraggable, useDroppable } from "@dnd-kit/core";
import { CSS } from "@dnd-kit/utilities";
import { Accessibility } from "lucide-react";
import { useId, type KeyboardEvent } from "react";
import { CHAIR_DEPTH, FIXTURE_LABELS, type Fixture, type SeatAssignment, type SeatingPlan, type SeatingTable, TABLE_SHAPE_LABELS, tableLabel, tableSize } from "@domain/seating";
import type { SeatingGuestView } from "@domain/seating-lists";
import { cn } from "@web/lib/cn";
import { seatPositions } from "./seat-positions";

export { seatPositions };

export interface CanvasProps {
  plan: SeatingPlan;
  guests: ReadonlyMap<string, SeatingGuestView>;
  scale: number;
  selectedIds: ReadonlySet<string>;
  flagged: ReadonlySet<string>;
  canEdit: boolean;
  /** `additive`: Shift, Ctrl or Cmd held, to add a piece to the selection (for the align tools) or take it out. */
  onSelect(id: string | null, additive?: boolean): void;
  onNudge(id: string, dx: number, dy: number): void;
  onRotate(id: string, degrees: number): void;
}

/** What a screen reader hears for a table: its name, shape, seats and who sits there. */
export function tableDescription(table: SeatingTable, seats: readonly SeatAssignment[], guests: ReadonlyMap<string, SeatingGuestView>): string {
  const seated = seats.filter((seat) => seat.tableId === table.id).sort((a, b) => a.seat - b.seat);
  const names = seated.map((seat) => guests.get(seat.guestId)?.name).filter(Boolean);
  return `${tableLabel(table)}, ${TABLE_SHAPE_LABELS[table.shape].toLowerCase()}, ${table.seats} seats, ${seated.length} seated${names.length > 0 ? `: ${names.join(", ")}` : ""}`;
}

/** What a screen reader hears after the table's name: every seat in order, with who sits there or that it is empty. */
export function seatsDescription(table: SeatingTable, seats: readonly SeatAssignment[], guests: ReadonlyMap<string, SeatingGuestView>): string {
  if (table.seats === 0) return "No seats (a standing table).";
  const byNumber = new Map(seats.filter((seat) => seat.tableId === table.id).map((seat) => [seat.seat, seat]));
  return Array.from({ length: table.seats }, (_, index) => {
    const seat = byNumber.get(index + 1);
    const name = seat ? guests.get(seat.guestId)?.name : undefined;
    // The shared view knows that a seat is taken, not by whom.
    const who = !seat ? "empty" : name ? `${name}${seat.locked ? " (locked)" : ""}` : "taken";
    return `Seat ${index + 1}: ${who}.`;
  }).join(" ");
}

/** The room at true scale: tables and pieces by their centers, in feet times `scale` pixels. */
export function PlanCanvas(props: CanvasProps) {
  const { plan, scale } = props;
  return (
    <div
      className="relative rounded-md border-2 border-foreground/70 bg-card"
      style={{
        width: plan.room.width * scale,
        height: plan.room.length * scale,
        backgroundImage: "linear-gradient(to right, var(--border) 1px, transparent 1px), linear-gradient(to bottom, var(--border) 1px, transparent 1px)",
        backgroundSize: `${scale * 5}px ${scale * 5}px`,
      }}
      data-testid="floor-plan"
      onPointerDown={(event) => {
        if (event.target === event.currentTarget) props.onSelect(null);
      }}
    >
      {plan.fixtures.map((fixture) => (
        <FixturePiece key={fixture.id} fixture={fixture} {...props} />
      ))}
      {plan.tables.map((table) => (
        <TablePiece key={table.id} table={table} {...props} />
      ))}
    </div>
  );
}

function keyMoves(event: KeyboardEvent, id: string, props: CanvasProps) {
  if (!props.canEdit) return;
  const step = event.shiftKey ? 5 : 1;
  const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
  const move = moves[event.key];
  if (move) {
    event.preventDefault();
    props.onNudge(id, move[0], move[1]);
  } else if (event.key === "r" || event.key === "R") {
    event.preventDefault();
    props.onRotate(id, event.key === "R" ? -15 : 15);
  }
}

function TablePiece({ table, ...props }: CanvasProps & { table: SeatingTable }) {
  const { scale, plan, guests } = props;
  const drag = useDraggable({ id: `piece:${table.id}`, disabled: !props.canEdit });
  const drop = useDroppable({ id: `table:${table.id}` });
  const size = tableSize(table);
  const outer = (Math.max(size.width, size.length) + CHAIR_DEPTH * 2) * scale;
  const seated = new Map(plan.seats.filter((seat) => seat.tableId === table.id).map((seat) => [seat.seat, seat]));
  const selected = props.selectedIds.has(table.id);
  const flagged = props.flagged.has(table.id);
  const chair = Math.max(8, Math.min(1.4 * scale, 18));
  const seatsId = useId();
  return (
    <div
      ref={(node) => {
        drag.setNodeRef(node);
        drop.setNodeRef(node);
      }}
      className={cn("absolute touch-none", drag.isDragging && "z-20 opacity-80")}
      style={{
        left: table.x * scale - outer / 2,
        top: table.y * scale - outer / 2,
        width: outer,
        height: outer,
        transform: `${CSS.Translate.toString(drag.transform) ?? ""} rotate(${table.rotation}deg)`,
      }}
    >
      {seatPositions(table).map((position, index) => (
        <Chair key={index} tableId={table.id} seat={index + 1} taken={seated.has(index + 1)} canEdit={props.canEdit} size={chair} left={outer / 2 + position.x * scale - chair / 2} top={outer / 2 + position.y * scale - chair / 2} />
      ))}
      <button
        type="button"
        {...drag.listeners}
        {...drag.attributes}
        // dnd-kit's own role description would call every table "draggable"; the label says what it is.
        aria-roledescription="table"
        aria-pressed={selected}
        aria-label={tableDescription(table, plan.seats, guests)}
        aria-describedby={seatsId}
        onClick={(event) => props.onSelect(table.id, event.shiftKey || event.ctrlKey || event.metaKey)}
        onKeyDown={(event) => keyMoves(event, table.id, props)}
        className={cn(
          "absolute flex items-center justify-center border-2 text-xs font-semibold text-foreground outline-none focus-visible:ring-4 focus-visible:ring-ring",
          size.round ? "rounded-full" : "rounded-sm",
          table.shape === "head" || table.shape === "sweetheart" ? "bg-highlight" : "bg-primary-soft",
          selected ? "border-primary ring-2 ring-primary" : "border-foreground/60",
          flagged && "border-destructive ring-2 ring-destructive",
          drop.isOver && "ring-4 ring-accent-strong",
          props.canEdit ? "cursor-grab" : "cursor-pointer",
        )}
        style={{ width: size.width * scale, height: size.length * scale, left: outer / 2 - (size.width * scale) / 2, top: outer / 2 - (size.length * scale) / 2 }}
      >
        <span style={{ transform: `rotate(${-table.rotation}deg)` }}>{table.number}</span>
      </button>
      <span id={seatsId} className="sr-only">
        {seatsDescription(table, plan.seats, guests)}
      </span>
    </div>
  );
}

/** One chair: a drop target for a guest dragged to that very seat (the table around it takes the rest). */
function Chair({ tableId, seat, taken, canEdit, size, left, top }: { tableId: string; seat: number; taken: boolean; canEdit: boolean; size: number; left: number; top: number }) {
  const drop = useDroppable({ id: `seat:${tableId}:${seat}`, disabled: !canEdit });
  return (
    <span
      ref={drop.setNodeRef}
      aria-hidden
      data-testid={`chair-${tableId}-${seat}`}
      className={cn("absolute rounded-full border", taken ? "border-primary bg-primary" : "border-foreground/40 bg-background", drop.isOver && "ring-4 ring-accent-strong")}
      style={{ width: size, height: size, left, top }}
    />
  );
}

function FixturePiece({ fixture, ...props }: CanvasProps & { fixture: Fixture }) {
  const { scale } = props;
  const drag = useDraggable({ id: `piece:${fixture.id}`, disabled: !props.canEdit });
  const label = fixture.label || FIXTURE_LABELS[fixture.kind];
  const selected = props.selectedIds.has(fixture.id);
  return (
    <button
      type="button"
      ref={drag.setNodeRef}
      {...drag.listeners}
      {...drag.attributes}
      aria-roledescription="room piece"
      aria-pressed={selected}
      aria-label={`${label}${fixture.accessible ? ", accessible route" : ""}, ${fixture.width} by ${fixture.length} feet`}
      onClick={(event) => props.onSelect(fixture.id, event.shiftKey || event.ctrlKey || event.metaKey)}
      onKeyDown={(event) => keyMoves(event, fixture.id, props)}
      className={cn(
        "absolute flex touch-none items-center justify-center overflow-hidden border border-dashed text-[0.65rem] leading-tight text-muted-foreground focus-visible:ring-4 focus-visible:ring-ring",
        fixture.kind === "dance_floor" ? "bg-muted/70" : fixture.kind === "door" || fixture.kind === "wall" ? "border-solid border-foreground bg-foreground/70 text-transparent" : "bg-muted",
        fixture.accessible ? "outline outline-2 outline-offset-2 outline-[#1d4ed8]" : "outline-none",
        selected && "ring-2 ring-primary",
        drag.isDragging && "z-20 opacity-80",
      )}
      style={{
        left: (fixture.x - fixture.width / 2) * scale,
        top: (fixture.y - fixture.length / 2) * scale,
        width: fixture.width * scale,
        height: fixture.length * scale,
        transform: `${CSS.Translate.toString(drag.transform) ?? ""} rotate(${fixture.rotation}deg)`,
      }}
    >
      {label}
      {fixture.accessible ? <Accessibility aria-hidden className="absolute right-0 top-0 size-3.5 rounded-full bg-[#1d4ed8] p-0.5 text-white" /> : null}
    </button>
  );
}
