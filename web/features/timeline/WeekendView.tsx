import { useQuery } from "@tanstack/react-query";
import { CalendarHeart, MapPin } from "lucide-react";
import { weddingWeekend, type DayEvent } from "@domain/timeline";
import { formatCalendarDate } from "@domain/dates";
import { weddingEventsQuery } from "@web/features/guests";
import { cn } from "@web/lib/cn";

/**
 * timeline_master_events: the whole wedding weekend in one master view, the guest list's events
 * (rehearsal dinner, brunch...) by day with the day-of schedule on the wedding day. Read-only: each
 * piece is edited where it lives (the events on the guest list, the schedule just below).
 */
export function WeekendView({ weddingDate, schedule, coupleId }: { weddingDate: string | null; schedule: readonly DayEvent[]; coupleId: string | null }) {
  // A helper may see the timeline without the guest list: the weekend then shows the schedule alone.
  const guestEvents = useQuery({ ...weddingEventsQuery(coupleId), retry: false });
  const days = weddingWeekend(weddingDate, guestEvents.data ?? [], schedule);
  return (
    <section aria-labelledby="weekend-title" className="grid gap-4" data-testid="wedding-weekend">
      <div>
        <h2 id="weekend-title" className="text-heading font-semibold">
          The wedding weekend
        </h2>
        <p className="text-muted-foreground">Your guest list's events and the day-of schedule, day by day.</p>
      </div>
      {guestEvents.isPending ? (
        <p role="status" className="text-muted-foreground">
          Loading the weekend's events...
        </p>
      ) : days.length === 0 ? (
        <p className="text-muted-foreground">Add events with dates to your guest list (a rehearsal dinner, a brunch) or to the day-of schedule, and the weekend shows here.</p>
      ) : (
        <ol className="grid gap-4">
          {days.map((day) => (
            <li key={day.date} className={cn("rounded-[var(--radius-lg)] border bg-card p-4", day.isWeddingDay ? "border-primary" : "border-border")}>
              <h3 className="flex items-center gap-2 font-semibold">
                {day.isWeddingDay && <CalendarHeart className="size-4 text-primary" aria-hidden="true" />}
                {formatCalendarDate(day.date, "EEEE, MMMM d")}
                {day.isWeddingDay && <span className="text-sm font-normal text-muted-foreground">· the wedding day</span>}
              </h3>
              <ul className="mt-2 grid gap-1.5">
                {day.items.map((item) => (
                  <li key={`${item.source}-${item.id}`} className="grid grid-cols-[5.5rem_1fr] gap-3 text-sm">
                    <span className="font-medium tabular-nums">{item.time || "Time to come"}</span>
                    <span className="min-w-0 break-words">
                      {item.title}
                      {item.place && (
                        <span className="ml-2 inline-flex items-center gap-1 text-muted-foreground">
                          <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
                          {item.place}
                        </span>
                      )}
                      <span className="ml-2 text-xs text-muted-foreground">{item.source === "guest-event" ? "Guest list event" : "Day-of schedule"}</span>
                    </span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
