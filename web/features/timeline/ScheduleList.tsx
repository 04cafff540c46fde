import { AlertTriangle, MapPin, Users } from "lucide-react";
import { findConflicts, formatMinutes, sortEvents } from "@domain/timeline";
import { cn } from "@web/lib/cn";

interface ScheduleEvent {
  id: string;
  title: string;
  startMinutes: number;
  durationMinutes: number;
  place: string;
  people: string[];
  vendors: string[];
  notes: string;
}

/** The day-of schedule, read-only: for the worksheet, the phone view and share links. */
export function ScheduleList({ events, compact = false }: { events: ScheduleEvent[]; compact?: boolean }) {
  const conflicts = findConflicts(events);
  if (events.length === 0) return <p className="text-muted-foreground">The schedule for the day isn't ready yet.</p>;
  return (
    <ol className="grid gap-2" aria-label="Schedule of the day">
      {sortEvents(events).map((event) => {
        const mine = conflicts.filter((c) => c.eventIds.includes(event.id));
        return (
          <li
            key={event.id}
            data-testid="schedule-event"
            className={cn("grid grid-cols-[5.5rem_1fr] gap-3 rounded-[var(--radius)] border bg-card p-3 break-inside-avoid", mine.length ? "border-destructive/60" : "border-border", compact && "p-2.5")}
          >
            <div>
              <p className="font-semibold tabular-nums">{formatMinutes(event.startMinutes)}</p>
              <p className="text-xs text-muted-foreground">{event.durationMinutes} min</p>
            </div>
            <div className="min-w-0">
              <p className="break-words font-semibold">{event.title}</p>
              {event.place && (
                <p className="flex items-center gap-1 text-sm text-muted-foreground">
                  <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
                  {event.place}
                </p>
              )}
              {[...event.people, ...event.vendors].length > 0 && (
                <p className="flex items-center gap-1 text-sm text-muted-foreground">
                  <Users className="size-3.5 shrink-0" aria-hidden="true" />
                  {[...event.people, ...event.vendors].join(", ")}
                </p>
              )}
              {event.notes && <p className="mt-1 whitespace-pre-line break-words text-sm">{event.notes}</p>}
              {mine.map((c) => (
                <p key={c.eventIds.join("-") + c.kind} className="mt-1 text-sm font-medium text-destructive">
                  <AlertTriangle className="mr-1 inline size-3.5" aria-hidden="true" />
                  {c.message}
                </p>
              ))}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
