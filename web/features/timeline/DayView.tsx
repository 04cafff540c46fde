import { CalendarHeart, CloudOff, Link2Off, MapPin } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatCalendarDate, formatZoned } from "@domain/dates";
import { LoadError } from "@web/components/LoadError";
import { Spinner } from "@web/components/ui/spinner";
import { cn } from "@web/lib/cn";
import { ScheduleList } from "./ScheduleList";

export interface DayData {
  wedding: { weddingDate: string | null; coupleNames: string; city: string | null; timeZone: string };
  events: { id: string; title: string; startMinutes: number; durationMinutes: number; place: string; people: string[]; vendors: string[]; notes: string }[];
}

/** The wedding day, read-only: who, when, where, and the schedule (phone view and share links). */
export function DayView({ data, savedAt, note, phone = false }: { data: DayData; savedAt: string | null; note?: ReactNode; phone?: boolean }) {
  const { wedding } = data;
  return (
    <div className={cn("mx-auto grid gap-5 px-4 py-8", phone ? "max-w-md" : "max-w-2xl")}>
      {savedAt && (
        <p role="status" className="flex items-center gap-2 rounded-[var(--radius)] border border-border bg-muted px-3 py-2 text-sm">
          <CloudOff className="size-4 shrink-0" aria-hidden="true" />
          You're offline. This is the schedule saved at {formatZoned(savedAt, wedding.timeZone, "h:mm a 'on' MMM d")}.
        </p>
      )}
      <header className="grid gap-1">
        <p className="text-sm font-semibold uppercase tracking-wider text-accent-strong">Wedding day schedule</p>
        <h1 className="font-display text-3xl font-semibold leading-tight">{wedding.coupleNames}</h1>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-muted-foreground">
          <span className="inline-flex items-center gap-1">
            <CalendarHeart className="size-4" aria-hidden="true" />
            {wedding.weddingDate ? formatCalendarDate(wedding.weddingDate, "EEEE, MMMM d, yyyy") : "Date to be set"}
          </span>
          {wedding.city && (
            <span className="inline-flex items-center gap-1">
              <MapPin className="size-4" aria-hidden="true" />
              {wedding.city}
            </span>
          )}
        </p>
        {note}
      </header>
      <ScheduleList events={data.events} compact={phone} />
    </div>
  );
}

/** Loading, the friendly dead-link page, a load error, or the day. */
export function DayScreen({
  state,
  children,
}: {
  state: { data: DayData | undefined; isPending: boolean; gone: boolean; error: Error | null; refetch(): void };
  children(data: DayData): ReactNode;
}) {
  if (state.data) return <>{children(state.data)}</>;
  if (state.gone) return <DeadLink />;
  if (state.isPending) return <Spinner label="Loading the schedule..." />;
  return (
    <div className="container-page py-10">
      <LoadError message={state.error?.message ?? "We couldn't load the schedule."} onRetry={state.refetch} />
    </div>
  );
}

export function DeadLink() {
  return (
    <div className="container-page grid max-w-xl justify-items-center gap-3 py-16 text-center">
      <span className="grid size-12 place-items-center rounded-full bg-muted text-muted-foreground">
        <Link2Off className="size-6" aria-hidden="true" />
      </span>
      <h1 className="font-display text-2xl font-semibold">This link doesn't open a schedule anymore</h1>
      <p className="text-muted-foreground">The couple may have turned this link off, or it was copied incompletely. Ask them for a new one.</p>
      <Link to="/" className="font-medium text-primary underline-offset-4 hover:underline">
        Go to Serviceberry
      </Link>
    </div>
  );
}
