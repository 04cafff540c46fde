import { AlertTriangle, ArrowDown, ArrowUp, GripVertical, MapPin, Pencil, Plus, Trash2, Users } from "lucide-react";
import { useState, type DragEvent, type FormEvent } from "react";
import { clockToMinutes, findConflicts, formatMinutes, minutesToClock, sortEvents, startAfterMove, type EventValues } from "@domain/timeline";
import { FormAlert } from "@web/components/FormAlert";
import { ConfirmFooter } from "@web/components/ConfirmFooter";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Input, Textarea } from "@web/components/ui/input";
import { cn } from "@web/lib/cn";
import { notify, toastError } from "@web/lib/toast";
import { useDeleteEvent, useSaveEvent, type EventView } from "./api";
import { emptyEventForm, eventToForm, formToEvent, type EventForm } from "./forms";

const valuesOf = (e: EventView): EventValues => ({ title: e.title, startMinutes: e.startMinutes, durationMinutes: e.durationMinutes, place: e.place, people: e.people, vendors: e.vendors, notes: e.notes });

/**
 * The day-of schedule: events in the order of the day, conflicts flagged (someone in two places, two
 * events in one place). Drag an event (or use its move up / move down buttons) to another place in the
 * day to retime it after the event it then follows; edit its time directly.
 */
export function DaySchedule({ events, canEdit }: { events: EventView[]; canEdit: boolean }) {
  const ordered = sortEvents(events);
  const conflicts = findConflicts(events);
  const save = useSaveEvent();
  const remove = useDeleteEvent();
  const [editing, setEditing] = useState<EventView | "new" | null>(null);
  const [deleting, setDeleting] = useState<EventView | null>(null);
  const [dragged, setDragged] = useState<string | null>(null);
  const [dropAt, setDropAt] = useState<number | null>(null);
  const [status, setStatus] = useState("");

  function retime(event: EventView, startMinutes: number) {
    save.mutate(
      { id: event.id, input: { ...valuesOf(event), startMinutes } },
      { onSuccess: () => setStatus(`${event.title} now starts at ${formatMinutes(startMinutes)}.`), onError: toastError },
    );
  }

  function move(event: EventView, toIndex: number) {
    const start = startAfterMove(events, event.id, toIndex);
    if (start !== null) retime(event, start);
  }

  function drop(e: DragEvent, index: number) {
    e.preventDefault();
    const event = ordered.find((x) => x.id === dragged);
    setDragged(null);
    setDropAt(null);
    if (!event) return;
    const from = ordered.indexOf(event);
    move(event, index > from ? index - 1 : index);
  }

  function confirmDelete() {
    if (!deleting) return;
    const { id, title } = deleting;
    remove.mutate(id, {
      onSuccess: () => {
        setDeleting(null);
        void notify.success(`Removed "${title}"`);
      },
      onError: toastError,
    });
  }

  const conflictsOf = (id: string) => conflicts.filter((c) => c.eventIds.includes(id));

  return (
    <div className="grid gap-4">
      <p className="sr-only" role="status" aria-live="polite">
        {status}
      </p>
      {conflicts.length > 0 && (
        <div role="alert" className="rounded-[var(--radius-lg)] border border-destructive/50 bg-destructive/5 p-4 text-sm">
          <p className="flex items-center gap-2 font-semibold text-destructive">
            <AlertTriangle className="size-4" aria-hidden="true" />
            {conflicts.length === 1 ? "1 conflict in your day" : `${conflicts.length} conflicts in your day`}
          </p>
          <ul className="mt-2 grid list-disc gap-1 pl-5">
            {conflicts.map((c) => (
              <li key={`${c.kind}-${c.eventIds.join("-")}`}>{c.message}</li>
            ))}
          </ul>
        </div>
      )}
      {ordered.length === 0 ? (
        <p className="rounded-[var(--radius-lg)] border border-dashed border-border bg-card px-6 py-8 text-center text-muted-foreground">
          No events yet. Add hair and makeup, photos, the ceremony, dinner, the send-off.
        </p>
      ) : (
        <ol className="grid gap-2" aria-label="Day-of schedule">
          {ordered.map((event, index) => {
            const mine = conflictsOf(event.id);
            return (
              <li
                key={event.id}
                data-testid="day-event"
                draggable={canEdit}
                onDragStart={(e) => {
                  setDragged(event.id);
                  e.dataTransfer.effectAllowed = "move";
                }}
                onDragEnd={() => {
                  setDragged(null);
                  setDropAt(null);
                }}
                onDragOver={(e) => {
                  if (!dragged) return;
                  e.preventDefault();
                  const rect = e.currentTarget.getBoundingClientRect();
                  setDropAt(e.clientY > rect.top + rect.height / 2 ? index + 1 : index);
                }}
                onDrop={(e) => drop(e, dropAt ?? index)}
                className={cn(
                  // On a phone the four actions take their own row under the event, so nothing spills sideways.
                  "flex flex-wrap items-start gap-3 rounded-[var(--radius-lg)] border bg-card p-3 shadow-soft sm:flex-nowrap sm:p-4",
                  mine.length ? "border-destructive/60" : "border-border",
                  dragged === event.id && "opacity-50",
                  dropAt === index && dragged && "border-t-4 border-t-primary",
                  dropAt === index + 1 && index === ordered.length - 1 && dragged && "border-b-4 border-b-primary",
                )}
              >
                {canEdit && <GripVertical className="mt-1 size-5 shrink-0 cursor-grab text-muted-foreground" aria-hidden="true" />}
                <div className="w-32 shrink-0">
                  {canEdit ? (
                    <TimeField event={event} onChange={(minutes) => retime(event, minutes)} />
                  ) : (
                    <p className="font-semibold">{formatMinutes(event.startMinutes)}</p>
                  )}
                  <p className="mt-1 text-xs text-muted-foreground">{event.durationMinutes} min</p>
                </div>
                <div className="min-w-0 flex-1">
                  <p className="break-words font-semibold">{event.title}</p>
                  <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted-foreground">
                    {event.place && (
                      <span className="inline-flex items-center gap-1">
                        <MapPin className="size-3.5" aria-hidden="true" />
                        {event.place}
                      </span>
                    )}
                    {[...event.people, ...event.vendors].length > 0 && (
                      <span className="inline-flex items-center gap-1">
                        <Users className="size-3.5" aria-hidden="true" />
                        {[...event.people, ...event.vendors].join(", ")}
                      </span>
                    )}
                  </p>
                  {mine.length > 0 && (
                    <p className="mt-1 text-sm font-medium text-destructive">
                      <AlertTriangle className="mr-1 inline size-3.5" aria-hidden="true" />
                      {mine.length === 1 ? "Conflict" : `${mine.length} conflicts`}: {mine.map((c) => (c.kind === "person" ? c.who.join(", ") + " double-booked" : "same place")).join("; ")}
                    </p>
                  )}
                </div>
                {canEdit && (
                  <div className="flex w-full shrink-0 justify-end gap-1 sm:w-auto sm:flex-wrap print:hidden">
                    <Button variant="ghost" size="icon" className="size-10" disabled={index === 0 || save.isPending} onClick={() => move(event, index - 1)} aria-label={`Move ${event.title} earlier`}>
                      <ArrowUp aria-hidden="true" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-10"
                      disabled={index === ordered.length - 1 || save.isPending}
                      onClick={() => move(event, index + 1)}
                      aria-label={`Move ${event.title} later`}
                    >
                      <ArrowDown aria-hidden="true" />
                    </Button>
                    <Button variant="ghost" size="icon" className="size-10" onClick={() => setEditing(event)} aria-label={`Edit ${event.title}`}>
                      <Pencil aria-hidden="true" />
                    </Button>
                    <Button variant="ghost" size="icon" className="size-10" onClick={() => setDeleting(event)} aria-label={`Delete ${event.title}`}>
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </div>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {canEdit && (
        <div>
          <Button variant="secondary" onClick={() => setEditing("new")}>
            <Plus aria-hidden="true" />
            Add an event
          </Button>
        </div>
      )}
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent>
          <DialogTitle>{editing === "new" ? "Add an event" : "Edit event"}</DialogTitle>
          <DialogDescription>Who is in it and where: we flag anyone needed in two places at once.</DialogDescription>
          {editing !== null && (
            <EventFormBody
              key={editing === "new" ? "new" : editing.id}
              event={editing === "new" ? null : editing}
              defaultStart={ordered.length ? minutesToClock(Math.min(ordered.at(-1)!.startMinutes + ordered.at(-1)!.durationMinutes, 23 * 60 + 55)) : "14:00"}
              onDone={() => setEditing(null)}
            />
          )}
        </DialogContent>
      </Dialog>
      <Dialog open={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)}>
        <DialogContent>
          <DialogTitle>Delete this event?</DialogTitle>
          <DialogDescription>"{deleting?.title}" will be removed from your day-of schedule and from every share link.</DialogDescription>
          <ConfirmFooter confirmLabel="Delete event" pendingLabel="Deleting..." pending={remove.isPending} onConfirm={confirmDelete} />
        </DialogContent>
      </Dialog>
    </div>
  );
}

/** The start time, editable in place: saved when it changes to a full time and the field is left. */
function TimeField({ event, onChange }: { event: EventView; onChange(minutes: number): void }) {
  const [value, setValue] = useState(minutesToClock(event.startMinutes));
  const [shown, setShown] = useState(event.startMinutes);
  if (shown !== event.startMinutes) {
    setShown(event.startMinutes);
    setValue(minutesToClock(event.startMinutes));
  }
  const commit = () => {
    const minutes = clockToMinutes(value);
    if (minutes !== null && minutes !== event.startMinutes) onChange(minutes);
    else setValue(minutesToClock(event.startMinutes));
  };
  return (
    <input
      type="time"
      aria-label={`Start time of ${event.title}`}
      className="h-9 w-full rounded-[var(--radius-sm)] border border-input bg-background px-2 text-sm font-semibold"
      value={value}
      onChange={(e) => setValue(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === "Enter") commit();
      }}
    />
  );
}

function EventFormBody({ event, defaultStart, onDone }: { event: EventView | null; defaultStart: string; onDone(): void }) {
  const [form, setForm] = useState<EventForm>(() => (event ? eventToForm(event) : emptyEventForm(defaultStart)));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveEvent();
  const set = (field: keyof EventForm, value: string) => setForm((f) => ({ ...f, [field]: value }));

  function submit(e: FormEvent) {
    e.preventDefault();
    const result = formToEvent(form);
    if (!result.ok) return setErrors(result.errors);
    setErrors({});
    save.mutate(
      { id: event?.id, input: result.values },
      {
        onSuccess: () => {
          void notify.success(event ? "Event saved" : `Added "${result.values.title}"`);
          onDone();
        },
        onError: (error) => setErrors({ form: error.message }),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      {errors.form && <FormAlert>{errors.form}</FormAlert>}
      <FormField label="Event" error={errors.title}>
        {(ids) => <Input {...ids} value={form.title} onChange={(e) => set("title", e.target.value)} placeholder="Ceremony" maxLength={120} />}
      </FormField>
      <div className="grid grid-cols-2 gap-3">
        <FormField label="Starts at" error={errors.start}>
          {(ids) => <Input {...ids} type="time" value={form.start} onChange={(e) => set("start", e.target.value)} />}
        </FormField>
        <FormField label="Minutes" error={errors.duration}>
          {(ids) => <Input {...ids} inputMode="numeric" value={form.duration} onChange={(e) => set("duration", e.target.value)} />}
        </FormField>
      </div>
      <FormField label="Place" error={errors.place}>
        {(ids) => <Input {...ids} value={form.place} onChange={(e) => set("place", e.target.value)} placeholder="Rose Garden" maxLength={120} />}
      </FormField>
      <FormField label="People" hint="Separate names with commas." error={errors.people}>
        {(ids) => <Input {...ids} value={form.people} onChange={(e) => set("people", e.target.value)} placeholder="Maya, Jordan, the wedding party" />}
      </FormField>
      <FormField label="Vendors" hint="Separate names with commas." error={errors.vendors}>
        {(ids) => <Input {...ids} value={form.vendors} onChange={(e) => set("vendors", e.target.value)} placeholder="Photographer, DJ" />}
      </FormField>
      <FormField label="Notes" error={errors.notes}>
        {(ids) => <Textarea {...ids} rows={2} value={form.notes} onChange={(e) => set("notes", e.target.value)} maxLength={1000} />}
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {event ? "Save event" : "Add event"}
        </Button>
      </div>
    </form>
  );
}
