import { DndContext, DragOverlay, PointerSensor, pointerWithin, useDraggable, useDroppable, useSensor, useSensors, type DragEndEvent } from "@dnd-kit/core";
import { useQuery } from "@tanstack/react-query";
import { Accessibility, AlignCenterHorizontal, AlignCenterVertical, AlignEndHorizontal, AlignEndVertical, AlignHorizontalDistributeCenter, AlignStartHorizontal, AlignStartVertical, AlignVerticalDistributeCenter, Armchair, Building2, Copy, Download, GripVertical, ImageDown, LayoutGrid, List, Lock, LockOpen, Minus, Plus, Printer, Redo2, RotateCw, Share2, Sparkles, Trash2, Undo2, X, type LucideIcon } from "lucide-react";
import { useEffect, useMemo, useRef, useState, type ComponentProps, type PointerEvent as ReactPointerEvent, type ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { coupleIdSchema } from "@domain/contributors";
import type { AccountUser } from "@domain/account-kinds";
import { autoSeat, type AutoSeatResult } from "@domain/seating-engine";
import { seatingCounts, type SeatingGuestView } from "@domain/seating-lists";
import {
  ALIGNMENT_LABELS,
  ROUTE_KINDS,
  alignPieces,
  type Alignment,
  type SeatingLayout,
  FIXTURE_KINDS,
  FIXTURE_LABELS,
  FIXTURE_SIZES,
  RULE_KINDS,
  RULE_LABELS,
  SEAT_RANGE,
  TABLE_SHAPES,
  TABLE_SHAPE_LABELS,
  freeSeat,
  layoutWarnings,
  nextTableNumber,
  planStructureIssues,
  seatingPlanSchema,
  tableLabel,
  type FixtureKind,
  type RuleKind,
  type SeatingPlan,
  type SeatingTable,
  type SideMixing,
  type TableShape,
} from "@domain/seating";
import { AccountGate, SignInActions } from "@web/components/AccountGate";
import { FormAlert } from "@web/components/FormAlert";
import { Loaded } from "@web/components/LoadError";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { cn } from "@web/lib/cn";
import { useMediaQuery } from "@web/lib/media";
import { usePageTitle } from "@web/lib/page-head";
import { notify, toastError } from "@web/lib/toast";
import { useUnsavedChangesPrompt } from "@web/lib/unsaved-changes";
import { SeatingCoupleContext, seatingQueries, useCatererCsvUrl, useSavePlan, useShareLink, type SeatingView } from "./api";
import { PlanCanvas } from "./PlanCanvas";
import { newPieceId, usePlanEditor } from "./use-plan-editor";
import { downloadPlanPng, planPngName } from "./plan-image";
import { VenueStart } from "./VenueStart";
import { SCALE_STEP, clampScale, pinchOf, scrollToKeep } from "./zoom";
import { zonedDate } from "@domain/dates";

/** /floor-plan-builder: the room, its tables, and who sits where, by the couple's rules. */
export default function FloorPlanBuilderPage() {
  usePageTitle("Floor plan builder");
  return (
    <AccountGate
      needs="couple"
      adminsToo
      signedOut={{
        icon: LayoutGrid,
        title: "Sign in to build your floor plan",
        body: "Draw your reception room to scale, seat guests from your list by drag or by keyboard, let auto-seat follow your rules, and hand your caterer meal counts by table.",
        actions: <SignInActions returnHere signUp={{ to: "/signup/couple", label: "New to Serviceberry? Create a free account" }} />,
      }}
    >
      {(user) => <Seating user={user} />}
    </AccountGate>
  );
}

function Seating({ user }: { user: AccountUser }) {
  const [params] = useSearchParams();
  const named = coupleIdSchema.safeParse(params.get("coupleId") ?? "");
  const coupleId = named.success && named.data !== user.id ? named.data : null;
  const eventId = params.get("event");
  const query = useQuery(seatingQueries.plan(user.id, coupleId, eventId));
  return (
    <SeatingCoupleContext.Provider value={coupleId}>
      <div className="container-page py-8 sm:py-12">
        <Loaded query={query} loadingLabel="Loading your floor plan..." errorMessage="We couldn't load this floor plan.">
          {(view) => <Builder key={view.eventId ?? "all"} view={view} userId={user.id} coupleId={coupleId} />}
        </Loaded>
      </div>
    </SeatingCoupleContext.Provider>
  );
}

const snap = (feet: number) => Math.round(feet * 2) / 2;
const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max);

const ALIGN_ICONS: Record<Alignment, LucideIcon> = {
  left: AlignStartVertical,
  center: AlignCenterVertical,
  right: AlignEndVertical,
  top: AlignStartHorizontal,
  middle: AlignCenterHorizontal,
  bottom: AlignEndHorizontal,
  distribute_across: AlignHorizontalDistributeCenter,
  distribute_down: AlignVerticalDistributeCenter,
};

function Builder({ view, userId, coupleId }: { view: SeatingView; userId: string; coupleId: string | null }) {
  const editor = usePlanEditor(view.plan);
  const { plan, change } = editor;
  const [params, setParams] = useSearchParams();
  const save = useSavePlan();
  const prompt = useUnsavedChangesPrompt(editor.dirty, "your floor plan");
  const phone = useMediaQuery("(max-width: 767px)");
  const [mode, setMode] = useState<"plan" | "list" | null>(null);
  const shown = mode ?? (phone ? "list" : "plan");
  const [selection, setSelection] = useState<string[]>([]);
  const selectedId = selection.length === 1 ? selection[0]! : null;
  const selectedIds = useMemo(() => new Set(selection), [selection]);
  const setSelectedId = (id: string | null) => setSelection(id === null ? [] : [id]);
  const select = (id: string | null, additive = false) => {
    if (id === null) setSelection([]);
    else if (additive) setSelection((current) => (current.includes(id) ? current.filter((one) => one !== id) : [...current, id]));
    else setSelection([id]);
  };
  const [scale, setScale] = useState(8);
  const [venueStart, setVenueStart] = useState(false);
  const [result, setResult] = useState<AutoSeatResult | null>(null);
  const [notices, setNotices] = useState<string[]>(view.notices);
  const canEdit = view.canEdit;
  const guests = useMemo(() => new Map(view.guests.map((guest) => [guest.id, guest])), [view.guests]);
  const warnings = useMemo(() => layoutWarnings(plan), [plan]);
  const blocking = useMemo(() => planStructureIssues(plan), [plan]);
  const flagged = useMemo(() => new Set(warnings.filter((warning) => warning.kind === "overlap" || warning.kind === "outside_room").map((warning) => warning.pieceId)), [warnings]);
  const counts = seatingCounts(plan.tables, plan.seats, view.guests);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));
  const savedAt = useRef(view.updatedAt);

  // After a save the server's plan (guests who left the list unseated) is the new starting point.
  useEffect(() => {
    if (savedAt.current !== view.updatedAt) {
      savedAt.current = view.updatedAt;
      editor.load(view.plan, true);
      setNotices(view.notices);
    }
  }, [view, editor]);

  const selectedTable = plan.tables.find((table) => table.id === selectedId) ?? null;
  const selectedFixture = plan.fixtures.find((fixture) => fixture.id === selectedId) ?? null;

  const movePiece = (id: string, dx: number, dy: number) =>
    change((current) => ({
      ...current,
      tables: current.tables.map((table) => (table.id === id ? { ...table, x: clamp(snap(table.x + dx), current.room.width), y: clamp(snap(table.y + dy), current.room.length) } : table)),
      fixtures: current.fixtures.map((fixture) => (fixture.id === id ? { ...fixture, x: clamp(snap(fixture.x + dx), current.room.width), y: clamp(snap(fixture.y + dy), current.room.length) } : fixture)),
    }));
  const rotatePiece = (id: string, degrees: number) =>
    change((current) => ({
      ...current,
      tables: current.tables.map((table) => (table.id === id ? { ...table, rotation: (table.rotation + degrees + 360) % 360 } : table)),
      fixtures: current.fixtures.map((fixture) => (fixture.id === id ? { ...fixture, rotation: (fixture.rotation + degrees + 360) % 360 } : fixture)),
    }));

  /** Seats a guest at a table's lowest free seat; says so when the table is full. */
  const seatGuest = (guestId: string, tableId: string) => {
    const table = plan.tables.find((candidate) => candidate.id === tableId);
    const guest = guests.get(guestId);
    if (!table || !guest) return;
    const others = plan.seats.filter((seat) => seat.guestId !== guestId);
    const seat = freeSeat(table, others);
    if (seat === null) {
      notify.error(`${tableLabel(table)} is full. Add a seat or choose another table.`);
      return;
    }
    change((current) => ({ ...current, seats: [...current.seats.filter((existing) => existing.guestId !== guestId), { guestId, tableId, seat, locked: false }] }));
    notify.success(`${guest.name} is at ${tableLabel(table)}.`);
  };
  /** Seats a guest on one chosen seat (dropped on a chair); a taken seat stays with whoever has it. */
  const seatGuestAt = (guestId: string, tableId: string, seat: number) => {
    const table = plan.tables.find((candidate) => candidate.id === tableId);
    const guest = guests.get(guestId);
    if (!table || !guest || seat > table.seats) return;
    const holder = plan.seats.find((existing) => existing.tableId === tableId && existing.seat === seat);
    if (holder?.guestId === guestId) return;
    if (holder) {
      notify.error(`Seat ${seat} at ${tableLabel(table)} is taken by ${guests.get(holder.guestId)?.name ?? "another guest"}. Drop ${guest.name} on an empty seat, or on the table for its next free seat.`);
      return;
    }
    change((current) => ({ ...current, seats: [...current.seats.filter((existing) => existing.guestId !== guestId), { guestId, tableId, seat, locked: false }] }));
    notify.success(`${guest.name} is at ${tableLabel(table)}, seat ${seat}.`);
  };
  const unseatGuest = (guestId: string) => change((current) => ({ ...current, seats: current.seats.filter((seat) => seat.guestId !== guestId) }));

  const [draggedGuest, setDraggedGuest] = useState<SeatingGuestView | null>(null);
  const onDragEnd = (event: DragEndEvent) => {
    setDraggedGuest(null);
    const id = String(event.active.id);
    const over = event.over ? String(event.over.id) : null;
    if (id.startsWith("piece:")) {
      if (event.delta.x !== 0 || event.delta.y !== 0) movePiece(id.slice(6), event.delta.x / scale, event.delta.y / scale);
    } else if (id.startsWith("guest:")) {
      // A chair under the pointer wins over the table around it.
      const chair = event.collisions?.map((collision) => String(collision.id)).find((candidate) => candidate.startsWith("seat:"));
      if (chair) {
        const [, tableId, seat] = chair.split(":");
        seatGuestAt(id.slice(6), tableId!, Number(seat));
      } else if (over?.startsWith("table:")) seatGuest(id.slice(6), over.slice(6));
      else if (over === "unseated") unseatGuest(id.slice(6));
    }
  };

  const addTable = (shape: TableShape) => {
    const range = SEAT_RANGE[shape];
    change((current) => {
      const number = nextTableNumber(current.tables);
      const table: SeatingTable = { id: newPieceId("t", current.tables), shape, name: "", number, seats: range.default, x: snap(current.room.width / 2), y: snap(current.room.length / 2), rotation: 0 };
      setSelectedId(table.id);
      return { ...current, tables: [...current.tables, table] };
    });
  };
  const addFixture = (kind: FixtureKind) =>
    change((current) => {
      const fixture = { id: newPieceId("f", current.fixtures), kind, label: "", x: snap(current.room.width / 2), y: snap(current.room.length / 2), rotation: 0, accessible: false, ...FIXTURE_SIZES[kind] };
      setSelectedId(fixture.id);
      return { ...current, fixtures: [...current.fixtures, fixture] };
    });

  const runAutoSeat = (fill: "empty" | "all") => {
    const outcome = autoSeat({
      guests: view.guests.map((guest) => ({ id: guest.id, name: guest.name, householdId: guest.householdId, side: guest.side, child: guest.guestType === "child", accessibilityNeeds: guest.accessibilityNeeds })),
      tables: plan.tables,
      fixtures: plan.fixtures,
      seats: plan.seats,
      rules: plan.rules,
      settings: plan.settings,
      mode: fill,
    });
    setResult(outcome);
    if (outcome.ok) change((current) => ({ ...current, seats: outcome.seats }));
  };

  const applyVenueLayout = (layout: SeatingLayout, summary: string) => {
    change((current) => {
      const kept = new Set(layout.tables.map((table) => table.id));
      return { ...current, ...layout, seats: current.seats.filter((seat) => kept.has(seat.tableId) && layout.tables.find((table) => table.id === seat.tableId)!.seats >= seat.seat), settings: { ...current.settings, kidsTableId: current.settings.kidsTableId !== null && kept.has(current.settings.kidsTableId) ? current.settings.kidsTableId : null } };
    });
    setSelection([]);
    setVenueStart(false);
    setMode("plan");
    notify.success(summary, { description: "Undo brings your previous plan back." });
  };
  const align = (how: Alignment) => change((current) => alignPieces(current, selection, how));
  const eventName = view.events.find((event) => event.id === view.eventId)?.name ?? "Wedding";
  const [exporting, setExporting] = useState(false);
  const exportPng = () => {
    setExporting(true);
    downloadPlanPng(plan, `Floor plan: ${eventName}`, planPngName(eventName, zonedDate(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone)))
      .then(() => notify.success("Floor plan saved as a picture."))
      .catch(toastError)
      .finally(() => setExporting(false));
  };

  const onSave = () => {
    const parsed = seatingPlanSchema.safeParse(plan);
    if (!parsed.success) {
      notify.error(parsed.error.issues[0]?.message ?? "Check the plan and try again.");
      return;
    }
    save.mutate(parsed.data, { onSuccess: () => notify.success("Floor plan saved."), onError: toastError });
  };

  const chooseEvent = (eventId: string) => {
    const next = new URLSearchParams(params);
    next.set("event", eventId);
    setParams(next);
  };

  return (
    <DndContext
      sensors={sensors}
      // The pointer decides where a guest lands (the dragged card is wider than a table).
      collisionDetection={pointerWithin}
      onDragStart={(event) => setDraggedGuest(String(event.active.id).startsWith("guest:") ? (guests.get(String(event.active.id).slice(6)) ?? null) : null)}
      onDragCancel={() => setDraggedGuest(null)}
      onDragEnd={onDragEnd}
      accessibility={{ screenReaderInstructions: { draggable: "To move a table, focus it and use the arrow keys; R rotates it. To seat a guest, choose a table in the list next to their name, or drag them onto a table or one of its chairs." } }}>
      {prompt}
      <DragOverlay dropAnimation={null}>
        {draggedGuest ? <span className="inline-flex rounded-full bg-primary px-3 py-1.5 text-sm font-medium text-primary-foreground shadow-soft">{draggedGuest.name}</span> : null}
      </DragOverlay>
      <header className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <p className="text-sm font-medium text-accent-strong">Planning tools</p>
          <h1 className="font-display text-3xl text-foreground sm:text-4xl">Floor plan builder</h1>
          <p className="mt-2 max-w-2xl text-muted-foreground">
            Draw the room at true scale, seat guests from your list, and let auto-seat follow your rules. {canEdit ? "" : "You can view this plan; the couple decides who edits it."}
          </p>
        </div>
        <div className="flex flex-wrap items-end gap-3">
          {view.events.length > 0 ? (
            <div className="flex flex-col gap-1">
              <Label htmlFor="seating-event">Event</Label>
              <Select id="seating-event" value={view.eventId ?? ""} onChange={(event) => chooseEvent(event.target.value)} className="h-10 w-56">
                {view.events.map((event) => (
                  <option key={event.id} value={event.id}>
                    {event.name}
                  </option>
                ))}
              </Select>
            </div>
          ) : null}
          {canEdit ? (
            <Button onClick={onSave} disabled={save.isPending || !editor.dirty || blocking.length > 0}>
              {save.isPending ? "Saving..." : editor.dirty ? "Save plan" : "Saved"}
            </Button>
          ) : null}
        </div>
      </header>

      {notices.length > 0 ? (
        <div className="mt-4">
          <FormAlert title="Guests who left the list">
            <ul className="list-disc pl-5">
              {notices.map((notice) => (
                <li key={notice}>{notice}</li>
              ))}
            </ul>
          </FormAlert>
        </div>
      ) : null}
      {!view.saved && canEdit ? (
        <p className="mt-4 rounded-md bg-primary-soft px-4 py-3 text-sm text-foreground">
          We laid out a starting room for your {view.guests.length} {view.guests.length === 1 ? "guest" : "guests"}: change anything, then save. Or{" "}
          <button type="button" className="font-medium text-primary underline" onClick={() => setVenueStart(true)}>
            start from your venue&apos;s room
          </button>
          .
        </p>
      ) : null}

      <CountsBar counts={counts} />

      <div className="mt-4 flex flex-wrap items-center gap-2" role="toolbar" aria-label="Floor plan tools">
        <div className="inline-flex rounded-full border border-border p-1" role="group" aria-label="View">
          <Button size="sm" variant={shown === "plan" ? "primary" : "ghost"} onClick={() => setMode("plan")} aria-pressed={shown === "plan"}>
            <LayoutGrid aria-hidden /> Room
          </Button>
          <Button size="sm" variant={shown === "list" ? "primary" : "ghost"} onClick={() => setMode("list")} aria-pressed={shown === "list"}>
            <List aria-hidden /> Who sits where
          </Button>
        </div>
        {canEdit ? (
          <>
            <Button size="sm" variant={venueStart ? "secondary" : "ghost"} aria-expanded={venueStart} onClick={() => setVenueStart((open) => !open)}>
              <Building2 aria-hidden /> Start from your venue
            </Button>
            <RoomSize room={plan.room} onChange={(room) => change((current) => ({ ...current, room }))} />
            <AddMenu label="Add table" options={TABLE_SHAPES.map((shape) => ({ value: shape, label: TABLE_SHAPE_LABELS[shape] }))} onAdd={(value) => addTable(value as TableShape)} />
            <AddMenu label="Add to room" options={FIXTURE_KINDS.map((kind) => ({ value: kind, label: FIXTURE_LABELS[kind] }))} onAdd={(value) => addFixture(value as FixtureKind)} />
            <Button size="sm" variant="ghost" onClick={editor.undo} disabled={!editor.canUndo}>
              <Undo2 aria-hidden /> Undo
            </Button>
            <Button size="sm" variant="ghost" onClick={editor.redo} disabled={!editor.canRedo}>
              <Redo2 aria-hidden /> Redo
            </Button>
          </>
        ) : null}
        {shown === "plan" ? (
          <div className="inline-flex items-center gap-1" role="group" aria-label="Zoom">
            <Button size="icon" variant="ghost" aria-label="Zoom out" onClick={() => setScale((current) => clampScale(current / SCALE_STEP))} disabled={scale <= clampScale(0)}>
              <Minus aria-hidden />
            </Button>
            <span className="w-12 text-center text-sm tabular-nums text-muted-foreground" aria-live="polite" data-testid="zoom-level">
              {Math.round((scale / 8) * 100)}%
            </span>
            <Button size="icon" variant="ghost" aria-label="Zoom in" onClick={() => setScale((current) => clampScale(current * SCALE_STEP))} disabled={scale >= clampScale(Infinity)}>
              <Plus aria-hidden />
            </Button>
          </div>
        ) : null}
        {shown === "plan" ? (
          <Button size="sm" variant="ghost" onClick={exportPng} disabled={exporting}>
            <ImageDown aria-hidden /> {exporting ? "Drawing..." : "Save as PNG"}
          </Button>
        ) : null}
      </div>

      {canEdit && selection.length > 1 ? (
        <div className="mt-3 flex flex-wrap items-center gap-1 rounded-md border border-border bg-card p-2" role="toolbar" aria-label={`Align ${selection.length} selected pieces`} data-testid="align-tools">
          <span className="px-2 text-sm font-medium">{selection.length} selected:</span>
          {(Object.keys(ALIGNMENT_LABELS) as Alignment[]).map((how) => {
            const Icon = ALIGN_ICONS[how];
            const needsThree = how.startsWith("distribute") && selection.length < 3;
            return (
              <Button key={how} size="icon" variant="ghost" aria-label={ALIGNMENT_LABELS[how]} title={needsThree ? `${ALIGNMENT_LABELS[how]} (select three or more)` : ALIGNMENT_LABELS[how]} disabled={needsThree} onClick={() => align(how)}>
                <Icon aria-hidden />
              </Button>
            );
          })}
          <Button size="sm" variant="ghost" onClick={() => setSelection([])}>
            Clear selection
          </Button>
        </div>
      ) : null}
      {canEdit && venueStart ? <VenueStart userId={userId} coupleId={coupleId} eventId={view.eventId} seated={plan.seats.length} onApply={applyVenueLayout} onClose={() => setVenueStart(false)} /> : null}

      {blocking.length > 0 ? (
        <div className="mt-3">
          <FormAlert title="Fix this before saving">{blocking[0]!.message}</FormAlert>
        </div>
      ) : null}

      <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0">
          {shown === "plan" ? (
            <ZoomArea scale={scale} onScale={setScale}>
              <p className="sr-only">Focus a table and use the arrow keys to move it (Shift moves 5 feet), R to rotate. Shift and Enter adds a table to the selection, to align several. Plus and minus zoom. Seat guests from the list beside the room.</p>
              <PlanCanvas plan={plan} guests={guests} scale={scale} selectedIds={selectedIds} flagged={flagged} canEdit={canEdit} onSelect={select} onNudge={movePiece} onRotate={rotatePiece} />
              <p className="mt-2 text-xs text-muted-foreground">
                Room {plan.room.width} × {plan.room.length} ft. Grid squares are 5 ft. Legend: filled chairs are seated guests; the highlighted tables are head tables; blue outlines are accessible routes. Shift-click tables to select several and align them; pinch or use + and − to zoom.
              </p>
            </ZoomArea>
          ) : (
            <ListMode plan={plan} guests={guests} canEdit={canEdit} onUnseat={unseatGuest} onSeat={seatGuest} />
          )}
          {warnings.length > 0 ? (
            <Card className="mt-4 p-4">
              <h2 className="font-semibold text-foreground">Layout checks</h2>
              <ul className="mt-2 space-y-1 text-sm text-foreground">
                {warnings.slice(0, 12).map((warning) => (
                  <li key={`${warning.pieceId}-${warning.message}`}>{warning.message}</li>
                ))}
              </ul>
              {warnings.length > 12 ? <p className="mt-1 text-sm text-muted-foreground">and {warnings.length - 12} more.</p> : null}
            </Card>
          ) : null}
        </div>

        <aside className="flex flex-col gap-4" aria-label="Seating">
          {selectedTable ? (
            <TableEditor key={selectedTable.id} table={selectedTable} plan={plan} guests={guests} canEdit={canEdit} change={change} onClose={() => setSelectedId(null)} onUnseat={unseatGuest} onSeat={seatGuest} onRotate={rotatePiece} onSelect={setSelectedId} />
          ) : null}
          {selectedFixture && canEdit ? (
            <Card className="p-4">
              <div className="flex items-center justify-between">
                <h2 className="font-semibold">{selectedFixture.label || FIXTURE_LABELS[selectedFixture.kind]}</h2>
                <Button size="icon" variant="ghost" aria-label="Close" onClick={() => setSelectedId(null)}>
                  <X aria-hidden />
                </Button>
              </div>
              {ROUTE_KINDS.includes(selectedFixture.kind) ? (
                <label className="mt-3 flex items-start gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="mt-0.5 size-4"
                    checked={selectedFixture.accessible}
                    onChange={(event) => change((current) => ({ ...current, fixtures: current.fixtures.map((fixture) => (fixture.id === selectedFixture.id ? { ...fixture, accessible: event.target.checked } : fixture)) }))}
                  />
                  <span>
                    Accessible route <span className="block text-muted-foreground">Step-free (a ramp or level entry). Guests with accessibility needs sit within 10 feet of one.</span>
                  </span>
                </label>
              ) : null}
              <div className="mt-3 flex gap-2">
                <Button size="sm" variant="secondary" onClick={() => rotatePiece(selectedFixture.id, 90)}>
                  <RotateCw aria-hidden /> Rotate
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => {
                    change((current) => ({ ...current, fixtures: current.fixtures.filter((fixture) => fixture.id !== selectedFixture.id) }));
                    setSelectedId(null);
                  }}
                >
                  <Trash2 aria-hidden /> Remove
                </Button>
              </div>
            </Card>
          ) : null}
          <UnseatedGuests plan={plan} guests={view.guests} canEdit={canEdit} onSeat={seatGuest} />
          {canEdit ? <AutoSeatPanel plan={plan} result={result} onRun={runAutoSeat} change={change} guests={view.guests} savedInclude={view.plan.settings.include} /> : null}
          <HandOuts view={view} dirty={editor.dirty} canEdit={canEdit} />
        </aside>
      </div>
    </DndContext>
  );
}

function CountsBar({ counts }: { counts: ReturnType<typeof seatingCounts> }) {
  const items = [
    { label: "Guests", value: counts.guests },
    { label: "Seated", value: counts.seated },
    { label: "Not seated", value: counts.unseated },
    { label: "Seats", value: counts.seats },
    { label: "Open seats", value: counts.open },
  ];
  return (
    <dl className="mt-6 grid grid-cols-3 gap-2 sm:grid-cols-5" aria-live="polite">
      {items.map((item) => (
        <div key={item.label} className="rounded-lg border border-border bg-card px-3 py-2">
          <dt className="text-xs text-muted-foreground">{item.label}</dt>
          <dd className="text-xl font-semibold text-foreground">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The room's size in feet; a value out of range waits (the field shows it) rather than being saved. */
function RoomSize({ room, onChange }: { room: SeatingPlan["room"]; onChange(room: SeatingPlan["room"]): void }) {
  const field = (key: "width" | "length", label: string) => (
    <label className="flex items-center gap-1 text-sm">
      {label}
      <input
        key={room[key]}
        type="number"
        min={10}
        max={400}
        className="h-9 w-20 rounded-[var(--radius)] border border-input bg-card px-2 text-sm text-foreground"
        defaultValue={room[key]}
        onBlur={(event) => {
          const value = Math.round(Number(event.target.value));
          if (value >= 10 && value <= 400 && value !== room[key]) onChange({ ...room, [key]: value });
          else event.target.value = String(room[key]);
        }}
      />
    </label>
  );
  return (
    <fieldset className="inline-flex items-center gap-2">
      <legend className="sr-only">Room size in feet</legend>
      {field("width", "Width ft")}
      {field("length", "Length ft")}
    </fieldset>
  );
}

function AddMenu({ label, options, onAdd }: { label: string; options: { value: string; label: string }[]; onAdd(value: string): void }) {
  const id = `add-${label.toLowerCase().replace(/\s+/g, "-")}`;
  return (
    <div className="inline-flex items-center gap-1">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Select
        id={id}
        value=""
        className="h-9 w-44 text-sm"
        onChange={(event) => {
          if (event.target.value) onAdd(event.target.value);
        }}
      >
        <option value="">{label}...</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </div>
  );
}

type Change = (fn: (plan: SeatingPlan) => SeatingPlan) => void;

function TableEditor(props: {
  table: SeatingTable;
  plan: SeatingPlan;
  guests: ReadonlyMap<string, SeatingGuestView>;
  canEdit: boolean;
  change: Change;
  onClose(): void;
  onUnseat(guestId: string): void;
  onSeat(guestId: string, tableId: string): void;
  onRotate(id: string, degrees: number): void;
  onSelect(id: string | null): void;
}) {
  const { table, plan, guests, canEdit, change } = props;
  const [confirmRemove, setConfirmRemove] = useState(false);
  const seated = plan.seats.filter((seat) => seat.tableId === table.id).sort((a, b) => a.seat - b.seat);
  const range = SEAT_RANGE[table.shape];
  const update = (patch: Partial<SeatingTable>) => change((current) => ({ ...current, tables: current.tables.map((candidate) => (candidate.id === table.id ? { ...candidate, ...patch } : candidate)) }));
  const unseated = [...guests.values()].filter((guest) => !plan.seats.some((seat) => seat.guestId === guest.id));
  return (
    <Card className="p-4" data-testid="table-editor">
      <div className="flex items-center justify-between gap-2">
        <h2 className="font-semibold text-foreground">
          {tableLabel(table)} · {seated.length}/{table.seats} seated
        </h2>
        <Button size="icon" variant="ghost" aria-label="Close table details" onClick={props.onClose}>
          <X aria-hidden />
        </Button>
      </div>
      {canEdit ? (
        <div className="mt-3 grid grid-cols-2 gap-3">
          <div className="col-span-2 flex flex-col gap-1">
            <Label htmlFor="table-name">Name</Label>
            <Input id="table-name" className="h-10" maxLength={40} value={table.name} placeholder="Family, College friends..." onChange={(event) => update({ name: event.target.value })} />
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor="table-number">Number</Label>
            <Input id="table-number" className="h-10" type="number" min={1} max={999} value={table.number} onChange={(event) => update({ number: Math.max(1, Math.round(Number(event.target.value) || 1)) })} />
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor="table-seats">Seats ({range.min === range.max ? range.min : `${range.min}-${range.max}`})</Label>
            <Input id="table-seats" className="h-10" type="number" min={range.min} max={range.max} value={table.seats} onChange={(event) => update({ seats: Math.round(Number(event.target.value) || 0) })} />
          </div>
          <div className="col-span-2 flex flex-col gap-1">
            <Label htmlFor="table-shape">Shape</Label>
            <Select
              id="table-shape"
              className="w-full h-10"
              value={table.shape}
              onChange={(event) => {
                const shape = event.target.value as TableShape;
                const next = SEAT_RANGE[shape];
                update({ shape, seats: Math.min(Math.max(table.seats, next.min), next.max) });
              }}
            >
              {TABLE_SHAPES.map((shape) => (
                <option key={shape} value={shape}>
                  {TABLE_SHAPE_LABELS[shape]}
                </option>
              ))}
            </Select>
          </div>
          <div className="col-span-2 flex flex-wrap gap-2">
            <Button size="sm" variant="secondary" onClick={() => props.onRotate(table.id, 15)}>
              <RotateCw aria-hidden /> Rotate 15°
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={() =>
                change((current) => {
                  const copy = { ...table, id: newPieceId("t", current.tables), number: nextTableNumber(current.tables), x: clamp(table.x + 10, current.room.width) };
                  props.onSelect(copy.id);
                  return { ...current, tables: [...current.tables, copy] };
                })
              }
            >
              <Copy aria-hidden /> Duplicate
            </Button>
            {confirmRemove ? (
              <span className="flex flex-wrap items-center gap-2 text-sm">
                Remove it and unseat {seated.length}?
                <Button
                  size="sm"
                  variant="destructive"
                  onClick={() => {
                    change((current) => ({ ...current, tables: current.tables.filter((candidate) => candidate.id !== table.id), seats: current.seats.filter((seat) => seat.tableId !== table.id), settings: current.settings.kidsTableId === table.id ? { ...current.settings, kidsTableId: null } : current.settings }));
                    props.onClose();
                  }}
                >
                  Remove
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setConfirmRemove(false)}>
                  Keep
                </Button>
              </span>
            ) : (
              <Button size="sm" variant="ghost" onClick={() => (seated.length > 0 ? setConfirmRemove(true) : (change((current) => ({ ...current, tables: current.tables.filter((candidate) => candidate.id !== table.id) })), props.onClose()))}>
                <Trash2 aria-hidden /> Remove
              </Button>
            )}
          </div>
        </div>
      ) : null}
      {seated.length > 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">{tableMeals(seated, guests)}</p>
      ) : null}
      <ol className="mt-3 divide-y divide-border text-sm">
        {seated.map((seat) => {
          const guest = guests.get(seat.guestId);
          if (!guest) return null;
          return (
            <li key={seat.guestId} className="flex items-center justify-between gap-2 py-1.5">
              <span className="min-w-0">
                <span className="block truncate font-medium">
                  {seat.seat}. {guest.name}
                </span>
                <span className="block text-xs text-muted-foreground">
                  {guest.meal ?? "No meal chosen"}
                  {guest.dietaryNeeds ? ` · ${guest.dietaryNeeds}` : ""}
                  {guest.accessibilityNeeds ? ` · Accessibility: ${guest.accessibilityNeeds}` : ""}
                </span>
              </span>
              {canEdit ? (
                <span className="flex shrink-0 gap-1">
                  <Button
                    size="icon"
                    variant="ghost"
                    aria-label={seat.locked ? `Unlock ${guest.name}'s seat` : `Lock ${guest.name}'s seat`}
                    aria-pressed={seat.locked}
                    onClick={() => change((current) => ({ ...current, seats: current.seats.map((existing) => (existing.guestId === seat.guestId ? { ...existing, locked: !existing.locked } : existing)) }))}
                  >
                    {seat.locked ? <Lock aria-hidden /> : <LockOpen aria-hidden />}
                  </Button>
                  <Button size="icon" variant="ghost" aria-label={`Unseat ${guest.name}`} onClick={() => props.onUnseat(seat.guestId)}>
                    <X aria-hidden />
                  </Button>
                </span>
              ) : null}
            </li>
          );
        })}
      </ol>
      {canEdit && unseated.length > 0 && seated.length < table.seats ? (
        <div className="mt-3 flex flex-col gap-1">
          <Label htmlFor="seat-here">Seat a guest here</Label>
          <Select id="seat-here" className="w-full h-10" value="" onChange={(event) => event.target.value && props.onSeat(event.target.value, table.id)}>
            <option value="">Choose a guest...</option>
            {unseated.map((guest) => (
              <option key={guest.id} value={guest.id}>
                {guest.name}
              </option>
            ))}
          </Select>
        </div>
      ) : null}
    </Card>
  );
}

/** A table's live meal counts and dietary flags: "2 Chicken · 1 Vegetarian · 1 with dietary needs". */
function tableMeals(seated: readonly SeatingPlan["seats"][number][], guests: ReadonlyMap<string, SeatingGuestView>): string {
  const meals = new Map<string, number>();
  for (const seat of seated) {
    const meal = guests.get(seat.guestId)?.meal ?? "No meal chosen";
    meals.set(meal, (meals.get(meal) ?? 0) + 1);
  }
  const dietary = seated.filter((seat) => (guests.get(seat.guestId)?.dietaryNeeds ?? "").trim() !== "").length;
  return [...[...meals].map(([meal, count]) => `${count} ${meal}`), ...(dietary > 0 ? [`${dietary} with dietary needs`] : [])].join(" · ");
}

function GuestChip({ guest, canEdit, children }: { guest: SeatingGuestView; canEdit: boolean; children?: ReactNode }) {
  const drag = useDraggable({ id: `guest:${guest.id}`, disabled: !canEdit });
  return (
    <li
      ref={drag.setNodeRef}
      className={cn("flex items-center gap-2 rounded-md bg-card py-1.5 pr-1", drag.isDragging && "opacity-50")}
      data-testid="unseated-guest"
    >
      {canEdit ? (
        <button type="button" className="flex size-8 shrink-0 cursor-grab touch-none items-center justify-center rounded text-muted-foreground" aria-label={`Drag ${guest.name} to a table`} {...drag.listeners} {...drag.attributes} aria-roledescription="guest">
          <GripVertical aria-hidden className="size-4" />
        </button>
      ) : null}
      <span className="min-w-0 flex-1">
        <span className="block truncate text-sm font-medium">{guest.name}</span>
        <span className="block truncate text-xs text-muted-foreground">
          {guest.householdName} · {guest.meal ?? "No meal chosen"}
          {guest.dietaryNeeds ? ` · ${guest.dietaryNeeds}` : ""}
          {guest.guestType === "child" ? " · Child" : ""}
        </span>
        {guest.accessibilityNeeds ? (
          <span className="flex items-center gap-1 truncate text-xs font-medium text-[#1d4ed8]">
            <Accessibility aria-hidden className="size-3.5 shrink-0" /> {guest.accessibilityNeeds}
          </span>
        ) : null}
      </span>
      {children}
    </li>
  );
}

function UnseatedGuests({ plan, guests, canEdit, onSeat }: { plan: SeatingPlan; guests: readonly SeatingGuestView[]; canEdit: boolean; onSeat(guestId: string, tableId: string): void }) {
  const drop = useDroppable({ id: "unseated" });
  const seated = new Set(plan.seats.map((seat) => seat.guestId));
  const waiting = guests.filter((guest) => !seated.has(guest.id));
  const open = [...plan.tables].sort((a, b) => a.number - b.number).filter((table) => freeSeat(table, plan.seats) !== null);
  return (
    <Card className={cn("p-4", drop.isOver && "ring-2 ring-accent-strong")}>
      <div ref={drop.setNodeRef}>
        <h2 className="font-semibold text-foreground">Not seated yet ({waiting.length})</h2>
        {guests.length === 0 ? (
          <p className="mt-2 text-sm text-muted-foreground">
            No one is attending this event yet. Add guests and their answers in the <Link to="/planning/guest-list-manager" className="text-primary underline">guest list manager</Link>.
          </p>
        ) : waiting.length === 0 ? (
          <p className="mt-2 text-sm text-muted-foreground">Everyone has a seat.</p>
        ) : (
          <ul className="mt-2 max-h-96 space-y-1 overflow-auto">
            {waiting.map((guest) => (
              <GuestChip key={guest.id} guest={guest} canEdit={canEdit}>
                {canEdit && open.length > 0 ? (
                  <Select aria-label={`Seat ${guest.name} at`} className="h-9 w-28 shrink-0 px-2 text-sm" value="" onChange={(event) => event.target.value && onSeat(guest.id, event.target.value)}>
                    <option value="">Seat at...</option>
                    {open.map((table) => (
                      <option key={table.id} value={table.id}>
                        {tableLabel(table)}
                      </option>
                    ))}
                  </Select>
                ) : null}
              </GuestChip>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}

function AutoSeatPanel({ plan, result, onRun, change, guests, savedInclude }: { plan: SeatingPlan; result: AutoSeatResult | null; onRun(mode: "empty" | "all"): void; change: Change; guests: readonly SeatingGuestView[]; savedInclude: SeatingPlan["settings"]["include"] }) {
  const [kind, setKind] = useState<RuleKind>("together");
  const [must, setMust] = useState(false);
  const [first, setFirst] = useState("");
  const [second, setSecond] = useState("");
  const nameOf = new Map(guests.map((guest) => [guest.id, guest.name]));
  const pair = kind === "together" || kind === "apart";
  const addRule = () => {
    const ids = pair ? [first, second] : [first];
    if (ids.some((id) => !id) || (pair && first === second)) {
      notify.error(pair ? "Choose two different guests." : "Choose a guest.");
      return;
    }
    change((current) => ({ ...current, rules: [...current.rules, { id: newPieceId("r", current.rules), kind, guestIds: ids, must }] }));
    setFirst("");
    setSecond("");
  };
  return (
    <Card className="p-4">
      <h2 className="flex items-center gap-2 font-semibold text-foreground">
        <Sparkles aria-hidden className="size-4 text-accent-strong" /> Auto-seat by your rules
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">Households always sit together. Musts are never broken; preferences are kept where they can be. Locked seats never move.</p>
      <div className="mt-3 grid grid-cols-2 gap-2">
        <div className="flex flex-col gap-1">
          <Label htmlFor="sides">Sides</Label>
          <Select id="sides" className="w-full h-10 text-sm" value={plan.settings.sides} onChange={(event) => change((current) => ({ ...current, settings: { ...current.settings, sides: event.target.value as SideMixing } }))}>
            <option value="any">No preference</option>
            <option value="mixed">Mix both sides</option>
            <option value="apart">Each side together</option>
          </Select>
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="kids-table">Kids&apos; table</Label>
          <Select id="kids-table" className="w-full h-10 text-sm" value={plan.settings.kidsTableId ?? ""} onChange={(event) => change((current) => ({ ...current, settings: { ...current.settings, kidsTableId: event.target.value || null } }))}>
            <option value="">None</option>
            {plan.tables.map((table) => (
              <option key={table.id} value={table.id}>
                {tableLabel(table)}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <div className="mt-2 flex flex-col gap-1">
        <Label htmlFor="seat-whom">Who to seat</Label>
        <Select id="seat-whom" className="h-10 w-full text-sm" value={plan.settings.include} onChange={(event) => change((current) => ({ ...current, settings: { ...current.settings, include: event.target.value as SeatingPlan["settings"]["include"] } }))}>
          <option value="attending">Guests who are coming</option>
          <option value="attending_and_pending">Also guests who haven&apos;t answered</option>
        </Select>
        {plan.settings.include !== savedInclude ? (
          <p className="text-xs text-muted-foreground" role="status">
            Save the plan to {plan.settings.include === "attending" ? "leave out guests who haven't answered (their seats are freed)" : "bring in guests who haven't answered"}.
          </p>
        ) : null}
      </div>
      <div className="mt-2 flex flex-col gap-1">
        <Label htmlFor="accessible-seating">Guests with accessibility needs ({guests.filter((guest) => guest.accessibilityNeeds.trim() !== "").length})</Label>
        <Select id="accessible-seating" className="h-10 w-full text-sm" value={plan.settings.accessibleSeating} onChange={(event) => change((current) => ({ ...current, settings: { ...current.settings, accessibleSeating: event.target.value as SeatingPlan["settings"]["accessibleSeating"] } }))}>
          <option value="must">Must sit near an accessible route</option>
          <option value="prefer">Near an accessible route where possible</option>
          <option value="off">Seat them like everyone else</option>
        </Select>
        {plan.settings.accessibleSeating !== "off" && guests.some((guest) => guest.accessibilityNeeds.trim() !== "") && !plan.fixtures.some((fixture) => fixture.accessible) ? (
          <p className="text-xs text-muted-foreground">Mark a door or aisle as an accessible route: select it on the plan.</p>
        ) : null}
      </div>
      <fieldset className="mt-4 rounded-md border border-border p-3">
        <legend className="px-1 text-sm font-medium">Add a rule</legend>
        <div className="grid grid-cols-2 gap-2">
          <Select aria-label="Rule" className="w-full h-10 text-sm" value={kind} onChange={(event) => setKind(event.target.value as RuleKind)}>
            {RULE_KINDS.map((rule) => (
              <option key={rule} value={rule}>
                {RULE_LABELS[rule]}
              </option>
            ))}
          </Select>
          <Select aria-label="Must or preference" className="w-full h-10 text-sm" value={must ? "must" : "prefer"} onChange={(event) => setMust(event.target.value === "must")}>
            <option value="prefer">Preference</option>
            <option value="must">Must</option>
          </Select>
          <Select aria-label={pair ? "First guest" : "Guest"} className={cn("h-10 w-full text-sm", !pair && "col-span-2")} value={first} onChange={(event) => setFirst(event.target.value)}>
            <option value="">Choose a guest...</option>
            {guests.map((guest) => (
              <option key={guest.id} value={guest.id}>
                {guest.name}
              </option>
            ))}
          </Select>
          {pair ? (
            <Select aria-label="Second guest" className="w-full h-10 text-sm" value={second} onChange={(event) => setSecond(event.target.value)}>
              <option value="">and...</option>
              {guests.map((guest) => (
                <option key={guest.id} value={guest.id}>
                  {guest.name}
                </option>
              ))}
            </Select>
          ) : null}
        </div>
        <Button size="sm" variant="secondary" className="mt-2" onClick={addRule}>
          Add rule
        </Button>
      </fieldset>
      {plan.rules.length > 0 ? (
        <ul className="mt-3 space-y-1 text-sm">
          {plan.rules.map((rule) => (
            <li key={rule.id} className="flex items-center justify-between gap-2">
              <span>
                <span className="font-medium">{rule.must ? "Must" : "Prefer"}:</span> {RULE_LABELS[rule.kind].toLowerCase()}, {rule.guestIds.map((id) => nameOf.get(id) ?? "a guest who left").join(" & ")}
              </span>
              <Button size="icon" variant="ghost" aria-label={`Remove the rule about ${rule.guestIds.map((id) => nameOf.get(id) ?? "a guest").join(" and ")}`} onClick={() => change((current) => ({ ...current, rules: current.rules.filter((candidate) => candidate.id !== rule.id) }))}>
                <X aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        <Button size="sm" onClick={() => onRun("empty")}>
          <Armchair aria-hidden /> Fill empty seats
        </Button>
        <Button size="sm" variant="secondary" onClick={() => onRun("all")}>
          Seat everyone again
        </Button>
      </div>
      {result ? (
        <div className="mt-3 text-sm" role="status" data-testid="auto-seat-result">
          {result.ok ? (
            <>
              <p className="font-medium text-foreground">
                Seated {result.seats.length} {result.seats.length === 1 ? "guest" : "guests"}
                {result.unseated.length > 0 ? `; ${result.unseated.length} still without a seat` : ""}.{result.soft.length > 0 ? ` Kept ${result.soft.filter((rule) => rule.kept).length} of ${result.soft.length} preferences.` : ""} Save to keep this chart.
              </p>
              <ul className="mt-1 list-disc space-y-0.5 pl-5 text-muted-foreground">
                {result.soft
                  .filter((rule) => !rule.kept)
                  .map((rule) => (
                    <li key={rule.label}>
                      Not kept: {rule.label}. {rule.reason}
                    </li>
                  ))}
                {result.notes.map((note) => (
                  <li key={note}>{note}</li>
                ))}
              </ul>
            </>
          ) : (
            <FormAlert title="Your musts contradict each other, so nothing changed">
              <ul className="list-disc pl-5">
                {result.conflicts.map((conflict) => (
                  <li key={conflict}>{conflict}</li>
                ))}
              </ul>
            </FormAlert>
          )}
        </div>
      ) : null}
    </Card>
  );
}

function HandOuts({ view, dirty, canEdit }: { view: SeatingView; dirty: boolean; canEdit: boolean }) {
  const csv = useCatererCsvUrl(view.eventId);
  const [params] = useSearchParams();
  const share = useShareLink();
  const [link, setLink] = useState<string | null>(null);
  const printTo = (sheet: string) => {
    const next = new URLSearchParams();
    next.set("sheet", sheet);
    if (view.eventId) next.set("event", view.eventId);
    const coupleId = params.get("coupleId");
    if (coupleId) next.set("coupleId", coupleId);
    return `/floor-plan-builder/print?${next.toString()}`;
  };
  const disabled = dirty || !view.saved;
  return (
    <Card className="p-4">
      <h2 className="font-semibold text-foreground">For your suppliers</h2>
      {disabled ? <p className="mt-1 text-sm text-muted-foreground">Save your plan to print or share it.</p> : null}
      <div className={cn("mt-3 flex flex-col gap-2", disabled && "pointer-events-none opacity-60")} aria-disabled={disabled}>
        <Button asChild size="sm" variant="secondary">
          <Link to={printTo("caterer")} tabIndex={disabled ? -1 : undefined}>
            <Printer aria-hidden /> Caterer&apos;s sheet
          </Link>
        </Button>
        <Button asChild size="sm" variant="secondary">
          <a href={csv} download tabIndex={disabled ? -1 : undefined}>
            <Download aria-hidden /> Caterer&apos;s sheet (CSV)
          </a>
        </Button>
        <Button asChild size="sm" variant="secondary">
          <Link to={printTo("cards")} tabIndex={disabled ? -1 : undefined}>
            <Printer aria-hidden /> Escort and place cards
          </Link>
        </Button>
        <Button asChild size="sm" variant="secondary">
          <Link to={printTo("plan")} tabIndex={disabled ? -1 : undefined}>
            <Printer aria-hidden /> Floor plan to scale
          </Link>
        </Button>
      </div>
      {canEdit && view.saved ? (
        <div className="mt-4 border-t border-border pt-3">
          <h3 className="text-sm font-medium">Read-only link for your venue and planner</h3>
          {link ? (
            <p className="mt-1 break-all text-sm">
              <a className="text-primary underline" href={link}>
                {window.location.origin}
                {link}
              </a>
            </p>
          ) : null}
          <div className="mt-2 flex flex-wrap gap-2">
            <Button size="sm" variant="secondary" disabled={share.create.isPending} onClick={() => share.create.mutate(view.eventId, { onSuccess: (created) => setLink(created.path), onError: toastError })}>
              <Share2 aria-hidden /> {view.sharing ? "Replace the link" : "Make a link"}
            </Button>
            {view.sharing ? (
              <Button size="sm" variant="ghost" disabled={share.revoke.isPending} onClick={() => share.revoke.mutate(view.eventId, { onSuccess: () => (setLink(null), notify.success("The link no longer works.")), onError: toastError })}>
                Turn off the link
              </Button>
            ) : null}
          </div>
        </div>
      ) : null}
    </Card>
  );
}

/** On phones: table by table, who sits where, with no canvas. */
function ListMode({ plan, guests, canEdit, onUnseat, onSeat }: { plan: SeatingPlan; guests: ReadonlyMap<string, SeatingGuestView>; canEdit: boolean; onUnseat(guestId: string): void; onSeat(guestId: string, tableId: string): void }) {
  const tables = [...plan.tables].filter((table) => table.seats > 0).sort((a, b) => a.number - b.number);
  if (tables.length === 0) return <p className="rounded-md border border-border bg-card p-4 text-sm text-muted-foreground">No tables yet. Add one with “Add table”.</p>;
  return (
    <ol className="grid gap-3 sm:grid-cols-2" data-testid="seating-list">
      {tables.map((table) => {
        const seated = plan.seats.filter((seat) => seat.tableId === table.id).sort((a, b) => a.seat - b.seat);
        return (
          <li key={table.id} className="rounded-lg border border-border bg-card p-4">
            <h2 className="font-semibold">
              {tableLabel(table)} <span className="text-sm font-normal text-muted-foreground">· {seated.length} of {table.seats} seats</span>
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">{seated.length === 0 ? "No one here yet." : tableMeals(seated, guests)}</p>
            <ul className="mt-2 space-y-1 text-sm">
              {seated.map((seat) => {
                const guest = guests.get(seat.guestId);
                if (!guest) return null;
                const others = tables.filter((candidate) => candidate.id !== table.id && freeSeat(candidate, plan.seats) !== null);
                return (
                  <li key={seat.guestId} className="flex items-center justify-between gap-2">
                    <span className="min-w-0 truncate">
                      {guest.name} <span className="text-muted-foreground">· {guest.meal ?? "No meal chosen"}</span>
                    </span>
                    {canEdit ? (
                      <span className="flex shrink-0 items-center gap-1">
                        <Select aria-label={`Move ${guest.name} to`} className="h-9 w-24 px-2 text-sm" value="" onChange={(event) => event.target.value && onSeat(guest.id, event.target.value)}>
                          <option value="">Move...</option>
                          {others.map((other) => (
                            <option key={other.id} value={other.id}>
                              {tableLabel(other)}
                            </option>
                          ))}
                        </Select>
                        <Button size="icon" variant="ghost" aria-label={`Unseat ${guest.name}`} onClick={() => onUnseat(guest.id)}>
                          <X aria-hidden />
                        </Button>
                      </span>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </li>
        );
      })}
    </ol>
  );
}

/** A select sized by its caller (the shared NativeSelect is full width, and classes do not merge). */
function Select({ className, ...props }: ComponentProps<"select">) {
  return <select className={cn("rounded-[var(--radius)] border border-input bg-card px-3 text-foreground shadow-xs focus-visible:border-ring disabled:opacity-60", className)} {...props} />;
}

/**
 * The scrolling frame around the room: pinch with two fingers to zoom (around the fingers), drag the
 * floor with one finger to pan (tables drag as before), and + / − / 0 on the keyboard.
 */
function ZoomArea({ scale, onScale, children }: { scale: number; onScale(scale: number): void; children: ReactNode }) {
  const frame = useRef<HTMLDivElement>(null);
  const touches = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<{ startDistance: number; startScale: number; lastMid: { x: number; y: number } } | null>(null);
  const pan = useRef<{ id: number; x: number; y: number } | null>(null);
  const pendingScroll = useRef<{ left: number; top: number } | null>(null);
  const scaleRef = useRef(scale);
  scaleRef.current = scale;

  // After the room is drawn at the new scale, scroll so the point under the fingers stays put.
  useEffect(() => {
    const element = frame.current;
    if (element && pendingScroll.current) {
      element.scrollLeft = pendingScroll.current.left;
      element.scrollTop = pendingScroll.current.top;
      pendingScroll.current = null;
    }
  }, [scale]);

  const zoomTo = (next: number, anchor?: { x: number; y: number }) => {
    const element = frame.current;
    const to = clampScale(next);
    if (!element || to === scaleRef.current) return;
    const point = anchor ?? { x: element.clientWidth / 2, y: element.clientHeight / 2 };
    pendingScroll.current = scrollToKeep({ left: element.scrollLeft, top: element.scrollTop }, point, scaleRef.current, to);
    onScale(to);
  };
  const local = (event: ReactPointerEvent) => {
    const rect = frame.current!.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };
  const onPointerDown = (event: ReactPointerEvent) => {
    if (event.pointerType !== "touch") return;
    touches.current.set(event.pointerId, local(event));
    if (touches.current.size === 2) {
      const [a, b] = [...touches.current.values()];
      const pinch = pinchOf(a!, b!);
      gesture.current = { startDistance: Math.max(1, pinch.distance), startScale: scaleRef.current, lastMid: pinch.mid };
      pan.current = null;
    } else if (touches.current.size === 1 && (event.target as HTMLElement).closest("button") === null) {
      pan.current = { id: event.pointerId, ...local(event) };
    }
  };
  const onPointerMove = (event: ReactPointerEvent) => {
    if (event.pointerType !== "touch" || !touches.current.has(event.pointerId)) return;
    const point = local(event);
    touches.current.set(event.pointerId, point);
    const element = frame.current!;
    if (gesture.current && touches.current.size >= 2) {
      const [a, b] = [...touches.current.values()];
      const pinch = pinchOf(a!, b!);
      element.scrollLeft -= pinch.mid.x - gesture.current.lastMid.x;
      element.scrollTop -= pinch.mid.y - gesture.current.lastMid.y;
      gesture.current.lastMid = pinch.mid;
      zoomTo(gesture.current.startScale * (pinch.distance / gesture.current.startDistance), pinch.mid);
    } else if (pan.current && pan.current.id === event.pointerId) {
      element.scrollLeft -= point.x - pan.current.x;
      element.scrollTop -= point.y - pan.current.y;
      pan.current = { id: event.pointerId, ...point };
    }
  };
  const onPointerEnd = (event: ReactPointerEvent) => {
    touches.current.delete(event.pointerId);
    if (touches.current.size < 2) gesture.current = null;
    if (pan.current?.id === event.pointerId) pan.current = null;
  };
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the pointer handlers are the touch gestures (pinch, pan); the keys zoom, and the tables inside are the controls
    <div
      ref={frame}
      role="region"
      aria-label="Floor plan (plus and minus zoom)"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus so keyboard users can scroll and zoom it (axe: scrollable-region-focusable)
      tabIndex={0}
      data-testid="zoom-area"
      className="max-h-[75vh] touch-none overflow-auto rounded-lg border border-border bg-muted/40 p-4 outline-none focus-visible:ring-4 focus-visible:ring-ring"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onKeyDown={(event) => {
        if ((event.target as HTMLElement).closest("input, select, textarea")) return;
        if (event.key === "+" || event.key === "=") zoomTo(scaleRef.current * SCALE_STEP);
        else if (event.key === "-" || event.key === "_") zoomTo(scaleRef.current / SCALE_STEP);
        else if (event.key === "0") zoomTo(8);
        else return;
        event.preventDefault();
      }}
    >
      {children}
    </div>
  );
}
