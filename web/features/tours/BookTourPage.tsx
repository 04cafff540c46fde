import { CalendarClock, CalendarX2, ChevronLeft, ChevronRight, Clock } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { formatCalendarDate } from "@domain/dates";
import { addDays, formatDay, formatTourTime, TOUR_NOTE_MAX, TOUR_SLOT_RANGE_DEFAULT_DAYS, zonedDate } from "@domain/tours";
import { AccountGate } from "@web/components/AccountGate";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { FormField } from "@web/components/ui/form-field";
import { NativeSelect, Textarea } from "@web/components/ui/input";
import { useQuery } from "@tanstack/react-query";
import { EmptyState } from "@web/components/EmptyState";
import { FormAlert } from "@web/components/FormAlert";
import { Loaded } from "@web/components/LoadError";
import { toRequestError } from "@web/lib/api";
import { cn } from "@web/lib/cn";
import { submitWith } from "@web/lib/forms";
import { usePageTitle } from "@web/lib/page-head";
import { notify } from "@web/lib/toast";
import { tourQueries, tourWrites, useTourMutation } from "./api";
import { useTourGate } from "./use-tour-gate";
import { GuestOptions, linkClass, PageIntro, VenueAddress, zoneLabel, type TourVenue } from "./tour-ui";
import { MissingVenue, VenueNotFound } from "./venue-states";

interface Slot {
  id: string;
  startsAt: string;
  endsAt: string;
}

/** /book-tour and /schedule-tour?venue=<slug>: pick a day, then an open time, and confirm. */
export default function BookTourPage() {
  usePageTitle("Book a venue tour");
  const [params] = useSearchParams();
  const venueParam = params.get("venue")?.trim() ?? "";
  if (!venueParam) return <MissingVenue action="book a tour" />;
  // The venue page links each open time straight here with ?slot=<id>, chosen already.
  return <BookTour key={venueParam} venueParam={venueParam} initialSlotId={params.get("slot")} />;
}

function BookTour({ venueParam, initialSlotId }: { venueParam: string; initialSlotId: string | null }) {
  /** Which window of days is shown: 0 = from today, 1 = the next six weeks, ... */
  const [windowIndex, setWindowIndex] = useState(0);
  const [today] = useState(() => new Date().toISOString().slice(0, 10));
  const from = addDays(today, windowIndex * TOUR_SLOT_RANGE_DEFAULT_DAYS);
  const to = addDays(from, TOUR_SLOT_RANGE_DEFAULT_DAYS - 1);
  const slots = useQuery(tourQueries.venueSlots(venueParam, { from, to }));

  if (slots.status === "error" && slots.error?.status === 404) return <VenueNotFound />;

  return (
    <div className="container-page grid gap-8 py-10 sm:py-14">
      <Loaded query={slots} loadingLabel="Loading open tour times..." errorMessage="We couldn't load the tour times.">
        {(data) => (
          <BookingScreen
            venue={data.venue}
            slots={data.slots}
            windowIndex={windowIndex}
            from={from}
            to={to}
            refreshing={slots.isPlaceholderData}
            onWindow={setWindowIndex}
            initialSlotId={initialSlotId}
          />
        )}
      </Loaded>
    </div>
  );
}

function BookingScreen({
  venue,
  slots,
  windowIndex,
  from,
  to,
  refreshing,
  onWindow,
  initialSlotId,
}: {
  initialSlotId: string | null;
  venue: TourVenue;
  slots: Slot[];
  windowIndex: number;
  from: string;
  to: string;
  refreshing: boolean;
  onWindow(index: number): void;
}) {
  usePageTitle(`Book a tour of ${venue.name}`);
  const navigate = useNavigate();
  const byDay = useMemo(() => {
    const days = new Map<string, Slot[]>();
    for (const slot of slots) {
      const day = zonedDate(new Date(slot.startsAt), venue.timeZone);
      days.set(day, [...(days.get(day) ?? []), slot]);
    }
    return days;
  }, [slots, venue.timeZone]);
  const [day, setDay] = useState<string | null>(() => {
    const chosen = slots.find((s) => s.id === initialSlotId);
    return chosen ? zonedDate(new Date(chosen.startsAt), venue.timeZone) : null;
  });
  const [slotId, setSlotId] = useState<string | null>(() => (slots.some((s) => s.id === initialSlotId) ? initialSlotId : null));
  const [guests, setGuests] = useState("2");
  const [note, setNote] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const tourGate = useTourGate("book this tour");
  const booking = useTourMutation(tourWrites.book);
  const submitting = booking.isPending;
  const timesRef = useRef<HTMLDivElement>(null);

  // The chosen day or time may vanish after a refresh (someone else booked it).
  const selectedDay = day && byDay.has(day) ? day : (byDay.keys().next().value ?? null);
  const daySlots = selectedDay ? (byDay.get(selectedDay) ?? []) : [];
  const selected = slots.find((s) => s.id === slotId) ?? null;
  useEffect(() => {
    if (slotId && !slots.some((s) => s.id === slotId)) setSlotId(null);
  }, [slots, slotId]);

  const requestLink = `/request-venue-tour?venue=${encodeURIComponent(venue.slug)}`;

  async function confirm() {
    if (!selected) return;
    setProblem(null);
    try {
      const { booking: booked } = await booking.mutateAsync({ slotId: selected.id, guests: Number(guests), note });
      void notify.success("Your tour is booked");
      navigate(`/tour-success?booking=${booked.id}`);
    } catch (error) {
      const requestError = toRequestError(error);
      setProblem(requestError.message);
      void notify.error(requestError.message);
      // Someone else took the time: the open times are read again (the mutation refreshes them).
      if (requestError.status === 409) setSlotId(null);
    }
  }

  return (
    <>
      <PageIntro eyebrow="Book a tour" title={venue.name} back={{ to: `/venues/${venue.slug}`, label: "Back to the venue" }}>
        <VenueAddress venue={venue} />
        <p className="mt-2 flex items-center gap-1.5 text-sm">
          <Clock className="size-4" aria-hidden="true" />
          Times are shown in the venue's local time: {zoneLabel(venue.timeZone)}.
        </p>
      </PageIntro>

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <Card className="grid gap-6 p-5 sm:p-7" aria-busy={refreshing}>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 className="font-display text-2xl">1. Pick a day</h2>
            <div className="flex items-center gap-2">
              <Button variant="ghost" size="sm" disabled={windowIndex === 0 || refreshing} onClick={() => onWindow(windowIndex - 1)}>
                <ChevronLeft aria-hidden="true" />
                Earlier
              </Button>
              <Button variant="ghost" size="sm" disabled={windowIndex >= 7 || refreshing} onClick={() => onWindow(windowIndex + 1)}>
                Later
                <ChevronRight aria-hidden="true" />
              </Button>
            </div>
          </div>
          <p className="-mt-3 text-sm text-muted-foreground">
            {formatDay(from, "short")} to {formatDay(to, "short")}
          </p>

          {byDay.size === 0 ? (
            <EmptyState tone="warm" icon={<CalendarX2 className="size-6" aria-hidden="true" />} title="No open tour times in these weeks">
              <p>Try later dates, or ask the venue for a time that suits you.</p>
              <Button asChild>
                <Link to={requestLink}>Request a tour</Link>
              </Button>
            </EmptyState>
          ) : (
            <>
              <div role="group" aria-label="Days with open tour times" className="flex gap-2 overflow-x-auto pb-2 [scrollbar-width:thin]">
                {[...byDay.entries()].map(([date, list]) => {
                  const active = date === selectedDay;
                  return (
                    <button
                      key={date}
                      type="button"
                      aria-pressed={active}
                      onClick={() => {
                        setDay(date);
                        setSlotId(null);
                        timesRef.current?.focus();
                      }}
                      className={cn(
                        "grid min-w-20 shrink-0 justify-items-center gap-0.5 rounded-[var(--radius)] border px-3 py-2.5 text-center transition-colors",
                        active ? "border-primary bg-primary text-primary-foreground" : "border-border bg-card hover:border-primary/50 hover:bg-primary-soft",
                      )}
                    >
                      <span className="text-xs font-semibold uppercase">{formatDay(date, "short").split(",")[0]}</span>
                      <span className="text-lg font-semibold leading-none">{Number(date.slice(8))}</span>
                      <span className="text-xs">{formatCalendarDate(date, "MMM")}</span>
                      <span className={cn("text-[0.7rem]", active ? "text-primary-foreground" : "text-muted-foreground")}>
                        {list.length} {list.length === 1 ? "time" : "times"}
                      </span>
                    </button>
                  );
                })}
              </div>

              <div ref={timesRef} tabIndex={-1} className="grid gap-3 outline-none">
                <h2 className="font-display text-2xl">2. Pick a time</h2>
                {selectedDay && <p className="-mt-2 text-sm text-muted-foreground">{formatDay(selectedDay)}</p>}
                <div role="group" aria-label="Open times" className="grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-4">
                  {daySlots.map((slot) => {
                    const active = slot.id === slotId;
                    return (
                      <button
                        key={slot.id}
                        type="button"
                        aria-pressed={active}
                        onClick={() => setSlotId(slot.id)}
                        className={cn(
                          "h-12 rounded-[var(--radius)] border px-3 text-sm font-semibold transition-colors",
                          active ? "border-primary bg-primary text-primary-foreground" : "border-border bg-card hover:border-primary/50 hover:bg-primary-soft",
                        )}
                      >
                        {formatTourTime(slot.startsAt, venue.timeZone, { withDate: false })}
                      </button>
                    );
                  })}
                </div>
              </div>
            </>
          )}
          <p className="text-sm text-muted-foreground">
            None of these times work?{" "}
            <Link to={requestLink} className={linkClass}>
              Request a tour at another time
            </Link>
            .
          </p>
        </Card>

        <Card className="grid gap-5 p-5 sm:p-7 lg:sticky lg:top-24">
          <h2 className="font-display text-2xl">3. Confirm</h2>
          {selected ? (
            <p className="flex items-start gap-2 rounded-[var(--radius)] bg-primary-soft p-3 text-sm font-semibold text-primary">
              <CalendarClock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {formatTourTime(selected.startsAt, venue.timeZone)}
            </p>
          ) : (
            <p className="text-sm text-muted-foreground">Choose a day and a time first.</p>
          )}
          {problem && <FormAlert>{problem}</FormAlert>}
          <AccountGate {...tourGate}>
            <form className="grid gap-4" onSubmit={submitWith(confirm)}>
              <FormField label="How many people are coming?">
                {(ids) => (
                  <NativeSelect {...ids} value={guests} onChange={(e) => setGuests(e.target.value)}>
                    <GuestOptions />
                  </NativeSelect>
                )}
              </FormField>
              <FormField
                label="Note for the venue (optional)"
                hint="Your date, guest count, what you'd like to see."
                error={note.length > TOUR_NOTE_MAX ? `Keep it to ${TOUR_NOTE_MAX.toLocaleString("en-US")} characters.` : undefined}
              >
                {(ids) => <Textarea {...ids} rows={4} value={note} onChange={(e) => setNote(e.target.value)} className="min-h-24" />}
              </FormField>
              <Button type="submit" size="lg" disabled={!selected || submitting || note.length > TOUR_NOTE_MAX}>
                {submitting ? "Booking..." : "Confirm tour"}
              </Button>
            </form>
          </AccountGate>
        </Card>
      </div>
    </>
  );
}
