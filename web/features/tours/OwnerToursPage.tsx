import { CalendarOff, CalendarPlus, Clock, Inbox, Mail, Plus, Trash2, Users, X } from "lucide-react";
import { useState } from "react";
import { useParams } from "react-router";
import {
  addDays,
  createSlotsSchema,
  expandSlotRequest,
  formatDay,
  formatTourTime,
  TOUR_DURATIONS,
  TOUR_HORIZON_DAYS,
  TOUR_SERIES_MAX_SLOTS,
  TOUR_SERIES_MAX_WEEKS,
  zonedDate,
  zonedTimeToUtc,
  type CreateSlotsInput,
} from "@domain/tours";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Input, NativeSelect, Textarea } from "@web/components/ui/input";
import { api, unwrap } from "@web/lib/api";
import { cn } from "@web/lib/cn";
import { usePageTitle } from "@web/lib/page-title";
import { notify } from "@web/lib/toast";
import { LoadError, Loaded } from "../account/LoadError";
import { RequireAccount } from "../account/RequireAccount";
import { toRequestError, useApiResource, type ApiResource } from "../account/use-api-resource";
import { EmptyState, InlineAlert, PageIntro, RequestStatusBadge, Section, VenueAddress, zoneLabel, type TourVenue } from "./tour-ui";
import { ConfirmAction } from "./VenueToursPage";

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;

/** /venue-owner-dashboard/venues/:venueId/tours: one listing's tour times, blackout dates, requests and bookings. */
export default function OwnerToursPage() {
  usePageTitle("Venue tours");
  const { venueId = "" } = useParams();
  return <RequireAccount kind="venue_owner">{() => <OwnerTours key={venueId} venueId={venueId} />}</RequireAccount>;
}

const param = (venueId: string) => ({ param: { venueId } });

/** The owner's list shows the next eight weeks of tour times. */
const OWNER_WINDOW_DAYS = 56;

function OwnerTours({ venueId }: { venueId: string }) {
  const [today] = useState(() => new Date().toISOString().slice(0, 10));
  const slots = useApiResource(`owner-slots:${venueId}`, (signal) =>
    unwrap(api.tours.owner.venues[":venueId"].slots.$get({ ...param(venueId), query: { from: addDays(today, -1), to: addDays(today, OWNER_WINDOW_DAYS) } }, { init: { signal } })),
  );
  const requests = useApiResource(`owner-requests:${venueId}`, (signal) => unwrap(api.tours.owner.venues[":venueId"].requests.$get(param(venueId), { init: { signal } })));
  const bookings = useApiResource(`owner-bookings:${venueId}`, (signal) => unwrap(api.tours.owner.venues[":venueId"].bookings.$get(param(venueId), { init: { signal } })));
  const blackouts = useApiResource(`owner-blackouts:${venueId}`, (signal) => unwrap(api.tours.owner.venues[":venueId"].blackouts.$get(param(venueId), { init: { signal } })));
  const reloadAll = () => {
    slots.reload();
    requests.reload();
    bookings.reload();
    blackouts.reload();
  };

  if (slots.status === "error" && slots.error?.status === 404) {
    return (
      <div className="container-page grid gap-6 py-10 sm:py-14">
        <PageIntro title="We couldn't find that listing" back={{ to: "/venue-owner-dashboard", label: "Back to dashboard" }}>
          It isn't one of your listings, or it was removed. Your listings are on your dashboard.
        </PageIntro>
      </div>
    );
  }

  return (
    <div className="container-page grid gap-12 py-10 sm:py-14">
      <Loaded resource={slots} loadingLabel="Loading your tours..." errorMessage="We couldn't load this listing's tours.">
        {(data) => (
          <>
            <PageIntro eyebrow="Tours" title={data.venue.name} back={{ to: "/venue-owner-dashboard", label: "Back to dashboard" }}>
              <VenueAddress venue={data.venue} />
              <p className="mt-2 flex items-center gap-1.5 text-sm">
                <Clock className="size-4" aria-hidden="true" />
                All times are the venue's local time: {zoneLabel(data.venue.timeZone)}.
              </p>
              {!data.venue.published && (
                <p className="mt-2 text-sm font-semibold text-foreground">This listing is unpublished: couples can't book tours until you publish it.</p>
              )}
            </PageIntro>
            <RequestsSection venue={data.venue} resource={requests} reload={reloadAll} />
            <BookingsSection venue={data.venue} resource={bookings} reload={reloadAll} />
            <SlotsSection venue={data.venue} slots={data.slots} reload={reloadAll} />
            <BlackoutsSection venue={data.venue} resource={blackouts} reload={reloadAll} />
          </>
        )}
      </Loaded>
    </div>
  );
}

// ---------------------------------------------------------------------------------------------------

type RequestsData = Awaited<ReturnType<typeof loadRequestsType>>;
const loadRequestsType = (venueId: string) => unwrap(api.tours.owner.venues[":venueId"].requests.$get(param(venueId)));
type OwnerRequest = RequestsData["requests"][number];

function RequestsSection({ venue, resource, reload }: { venue: TourVenue; resource: ApiResource<RequestsData>; reload(): void }) {
  return (
    <Section id="requests" title="Tour requests" description="Couples who asked for a time outside your tour slots.">
      <Loaded resource={resource} loadingLabel="Loading requests..." errorMessage="We couldn't load the requests.">
        {({ requests }) => {
          const waiting = requests.filter((r) => r.status === "pending" || r.status === "proposed");
          const rest = requests.filter((r) => !waiting.includes(r)).slice(0, 20);
          if (requests.length === 0) {
            return (
              <EmptyState icon={<Inbox className="size-6" aria-hidden="true" />} title="No tour requests yet">
                <p>When a couple asks for a tour at a time you don't offer, it appears here.</p>
              </EmptyState>
            );
          }
          return (
            <div className="grid gap-4">
              {waiting.length === 0 && <p className="text-muted-foreground">Nothing waiting for an answer.</p>}
              <ul className="grid gap-4 lg:grid-cols-2">
                {waiting.map((request) => (
                  <RequestItem key={request.id} venue={venue} request={request} reload={reload} />
                ))}
              </ul>
              {rest.length > 0 && (
                <details className="rounded-[var(--radius-lg)] border border-border bg-card p-4">
                  <summary className="cursor-pointer font-semibold">Answered requests ({rest.length})</summary>
                  <ul className="mt-3 grid gap-2 text-sm">
                    {rest.map((r) => (
                      <li key={r.id} className="flex flex-wrap items-center gap-2">
                        <RequestStatusBadge status={r.status} />
                        <span>{r.coupleName || r.coupleEmail}</span>
                        <span className="text-muted-foreground">{formatTourTime(r.proposedAt ?? r.preferredAt, venue.timeZone)}</span>
                      </li>
                    ))}
                  </ul>
                </details>
              )}
            </div>
          );
        }}
      </Loaded>
    </Section>
  );
}

function RequestItem({ venue, request, reload }: { venue: TourVenue; request: OwnerRequest; reload(): void }) {
  const tz = venue.timeZone;
  const [busy, setBusy] = useState(false);
  async function confirm(which: "preferred" | "alternate") {
    setBusy(true);
    try {
      await unwrap(api.tours.owner.requests[":id"].confirm.$post({ param: { id: request.id }, json: { which, note: "" } }));
      void notify.success("Tour confirmed. We've emailed the couple.");
      reload();
    } catch (error) {
      void notify.error(toRequestError(error).message);
    } finally {
      setBusy(false);
    }
  }
  return (
    <li>
      <Card className="flex h-full flex-col gap-3 p-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <p className="font-semibold">{request.coupleName || "A couple"}</p>
            <a href={`mailto:${request.coupleEmail}`} className="inline-flex items-center gap-1 text-sm text-primary underline underline-offset-4">
              <Mail className="size-3.5" aria-hidden="true" />
              {request.coupleEmail}
            </a>
          </div>
          <RequestStatusBadge status={request.status} />
        </div>
        <dl className="grid gap-1 text-sm">
          <div>
            <dt className="inline font-semibold">Preferred: </dt>
            <dd className="inline">{formatTourTime(request.preferredAt, tz)}</dd>
          </div>
          {request.alternateAt && (
            <div>
              <dt className="inline font-semibold">Or: </dt>
              <dd className="inline">{formatTourTime(request.alternateAt, tz)}</dd>
            </div>
          )}
          {request.status === "proposed" && request.proposedAt && (
            <div>
              <dt className="inline font-semibold">You proposed: </dt>
              <dd className="inline">{formatTourTime(request.proposedAt, tz)} (waiting for the couple)</dd>
            </div>
          )}
          <div className="flex items-center gap-1.5 text-muted-foreground">
            <Users className="size-4" aria-hidden="true" />
            {request.guests} {request.guests === 1 ? "person" : "people"}
          </div>
        </dl>
        {request.message && <p className="rounded-[var(--radius)] bg-muted p-3 text-sm">“{request.message}”</p>}
        <div className="mt-auto flex flex-wrap gap-2 pt-1">
          {request.status === "pending" && (
            <>
              <Button size="sm" disabled={busy} onClick={() => void confirm("preferred")}>
                Confirm preferred time
              </Button>
              {request.alternateAt && (
                <Button size="sm" variant="secondary" disabled={busy} onClick={() => void confirm("alternate")}>
                  Confirm the other time
                </Button>
              )}
            </>
          )}
          <ProposeDialog venue={venue} request={request} reload={reload} />
          <ConfirmAction
            trigger="Decline"
            title="Decline this tour request?"
            description={`We'll email ${request.coupleEmail} that you can't offer this tour.`}
            confirmLabel="Decline request"
            run={() => unwrap(api.tours.owner.requests[":id"].decline.$post({ param: { id: request.id }, json: { note: declineNotes.get(request.id) ?? "" } }))}
            done="Request declined"
            reload={reload}
          >
            <FormField label="Note for the couple (optional)">
              {(ids) => <Textarea {...ids} rows={3} className="min-h-20" onChange={(e) => declineNotes.set(request.id, e.target.value)} />}
            </FormField>
          </ConfirmAction>
        </div>
      </Card>
    </li>
  );
}
/** The decline dialog's note, kept outside React state so ConfirmAction stays generic. */
const declineNotes = new Map<string, string>();

function ProposeDialog({ venue, request, reload }: { venue: TourVenue; request: OwnerRequest; reload(): void }) {
  const today = zonedDate(new Date(), venue.timeZone);
  const [open, setOpen] = useState(false);
  const [date, setDate] = useState("");
  const [time, setTime] = useState("");
  const [note, setNote] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit() {
    if (!date || !time) {
      setProblem("Choose a date and a time.");
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const proposedAt = zonedTimeToUtc(date, time, venue.timeZone).toISOString();
      await unwrap(api.tours.owner.requests[":id"].propose.$post({ param: { id: request.id }, json: { proposedAt, note } }));
      void notify.success("New time proposed. We've emailed the couple.");
      setOpen(false);
      reload();
    } catch (error) {
      setProblem(toRequestError(error).message);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
        Propose another time
      </Button>
      <DialogContent>
        <DialogTitle>Propose another time</DialogTitle>
        <DialogDescription>
          {request.coupleName || request.coupleEmail} asked for {formatTourTime(request.preferredAt, venue.timeZone)}. Suggest a time in {zoneLabel(venue.timeZone)}; they can accept it with one click.
        </DialogDescription>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Date">
              {(ids) => <Input {...ids} type="date" min={today} max={addDays(today, TOUR_HORIZON_DAYS - 1)} value={date} onChange={(e) => setDate(e.target.value)} required />}
            </FormField>
            <FormField label="Time">
              {(ids) => <Input {...ids} type="time" step={900} value={time} onChange={(e) => setTime(e.target.value)} required />}
            </FormField>
          </div>
          <FormField label="Note for the couple (optional)">
            {(ids) => <Textarea {...ids} rows={3} className="min-h-20" value={note} onChange={(e) => setNote(e.target.value)} />}
          </FormField>
          {problem && <InlineAlert>{problem}</InlineAlert>}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={busy}>
              {busy ? "Sending..." : "Send proposal"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

// ---------------------------------------------------------------------------------------------------

type BookingsData = Awaited<ReturnType<typeof loadBookingsType>>;
const loadBookingsType = (venueId: string) => unwrap(api.tours.owner.venues[":venueId"].bookings.$get(param(venueId)));

function BookingsSection({ venue, resource, reload }: { venue: TourVenue; resource: ApiResource<BookingsData>; reload(): void }) {
  return (
    <Section id="booked" title="Booked tours" description="Upcoming tours couples booked in your tour times.">
      <Loaded resource={resource} loadingLabel="Loading booked tours..." errorMessage="We couldn't load the booked tours.">
        {({ bookings }) => {
          const upcoming = bookings.filter((b) => b.status === "confirmed" && Date.parse(b.startsAt) > Date.now());
          if (upcoming.length === 0) {
            return (
              <EmptyState icon={<CalendarPlus className="size-6" aria-hidden="true" />} title="No upcoming tours booked">
                <p>Add tour times below; couples book them from your venue page.</p>
              </EmptyState>
            );
          }
          return (
            <ul className="grid gap-3">
              {upcoming.map((b) => (
                <li key={b.id}>
                  <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
                    <div className="grid gap-1">
                      <p className="font-semibold">{formatTourTime(b.startsAt, venue.timeZone)}</p>
                      <p className="text-sm">
                        {b.coupleName || "A couple"} ·{" "}
                        <a href={`mailto:${b.coupleEmail}`} className="text-primary underline underline-offset-4">
                          {b.coupleEmail}
                        </a>{" "}
                        · {b.guests} {b.guests === 1 ? "person" : "people"}
                      </p>
                      {b.note && <p className="text-sm text-muted-foreground">“{b.note}”</p>}
                    </div>
                    <div className="flex flex-wrap gap-2">
                      <Button asChild size="sm" variant="secondary">
                        <a href={`/api/tours/bookings/${b.id}/calendar.ics`} download>
                          <CalendarPlus aria-hidden="true" />
                          Calendar
                        </a>
                      </Button>
                      <ConfirmAction
                        trigger="Cancel booking"
                        title="Cancel this tour?"
                        description={`We'll email ${b.coupleEmail} that the tour on ${formatTourTime(b.startsAt, venue.timeZone)} is cancelled. The time opens up again.`}
                        confirmLabel="Cancel tour"
                        run={() => unwrap(api.tours.bookings[":id"].cancel.$post({ param: { id: b.id } }))}
                        done="Tour cancelled"
                        reload={reload}
                      />
                    </div>
                  </Card>
                </li>
              ))}
            </ul>
          );
        }}
      </Loaded>
    </Section>
  );
}

// ---------------------------------------------------------------------------------------------------

interface OwnerSlot {
  id: string;
  startsAt: string;
  endsAt: string;
  booking: { id: string; guests: number; note: string; coupleName: string; coupleEmail: string } | null;
}

function SlotsSection({ venue, slots, reload }: { venue: TourVenue; slots: OwnerSlot[]; reload(): void }) {
  const now = Date.now();
  const upcoming = slots.filter((s) => Date.parse(s.startsAt) > now);
  const byDay = new Map<string, OwnerSlot[]>();
  for (const slot of upcoming) {
    const day = zonedDate(new Date(slot.startsAt), venue.timeZone);
    byDay.set(day, [...(byDay.get(day) ?? []), slot]);
  }
  return (
    <Section id="slots" title="Tour times" description="Times couples can book straight away. Shown for the next eight weeks.">
      <div className="grid items-start gap-6 lg:grid-cols-[24rem_minmax(0,1fr)]">
        <AddSlotsForm venue={venue} reload={reload} />
        {byDay.size === 0 ? (
          <EmptyState icon={<Clock className="size-6" aria-hidden="true" />} title="No upcoming tour times">
            <p>Add a single time or a weekly series. Couples see them on your venue page.</p>
          </EmptyState>
        ) : (
          <ul className="grid gap-3 xl:grid-cols-2" aria-label="Upcoming tour times">
            {[...byDay.entries()].map(([day, list]) => (
              <li key={day}>
                <Card className="grid gap-2 p-4">
                  <h3 className="font-semibold">{formatDay(day)}</h3>
                  <ul className="flex flex-wrap gap-2">
                    {list.map((slot) => (
                      <li key={slot.id} className={cn("flex items-center gap-1 rounded-[var(--radius-pill)] border py-1 pl-3 pr-1 text-sm", slot.booking ? "border-primary bg-primary-soft" : "border-border")}>
                        <span className="font-semibold">
                          {formatTourTime(slot.startsAt, venue.timeZone, { withDate: false, withZone: false })}–{formatTourTime(slot.endsAt, venue.timeZone, { withDate: false, withZone: false })}
                        </span>
                        {slot.booking ? (
                          <Badge className="ml-1" variant="accent">
                            Booked: {slot.booking.coupleName || slot.booking.coupleEmail}
                          </Badge>
                        ) : (
                          <DeleteSlot venue={venue} slot={slot} reload={reload} />
                        )}
                      </li>
                    ))}
                  </ul>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Section>
  );
}

function DeleteSlot({ venue, slot, reload }: { venue: TourVenue; slot: OwnerSlot; reload(): void }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const label = formatTourTime(slot.startsAt, venue.timeZone);
  async function remove() {
    setBusy(true);
    try {
      await unwrap(api.tours.owner.slots[":slotId"].$delete({ param: { slotId: slot.id } }));
      void notify.success("Tour time removed");
      setOpen(false);
      reload();
    } catch (error) {
      void notify.error(toRequestError(error).message);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={`Remove the tour time ${label}`}
        className="grid size-8 place-items-center rounded-full text-muted-foreground hover:bg-destructive/10 hover:text-destructive"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
      <DialogContent>
        <DialogTitle>Remove this tour time?</DialogTitle>
        <DialogDescription>{label}. Couples won't be able to book it any more.</DialogDescription>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary">Keep it</Button>
          </DialogClose>
          <Button variant="destructive" disabled={busy} onClick={() => void remove()}>
            <Trash2 aria-hidden="true" />
            {busy ? "Removing..." : "Remove time"}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function AddSlotsForm({ venue, reload }: { venue: TourVenue; reload(): void }) {
  const today = zonedDate(new Date(), venue.timeZone);
  const [kind, setKind] = useState<"single" | "weekly">("single");
  const [date, setDate] = useState(addDays(today, 1));
  const [times, setTimes] = useState<string[]>(["10:00"]);
  const [weekdays, setWeekdays] = useState<number[]>([6]);
  const [weeks, setWeeks] = useState("4");
  const [duration, setDuration] = useState("60");
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const input: unknown =
    kind === "single"
      ? { kind, date, time: times[0] ?? "", durationMinutes: duration }
      : { kind, startDate: date, weekdays, times: times.filter(Boolean), weeks, durationMinutes: duration };
  const parsed = createSlotsSchema.safeParse(input);
  const preview = parsed.success ? expandSlotRequest(parsed.data as CreateSlotsInput) : [];
  const pastCount = preview.filter((p) => zonedTimeToUtc(p.date, p.time, venue.timeZone).getTime() <= Date.now()).length;

  async function submit() {
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? "Check the form.");
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const result = await unwrap(api.tours.owner.venues[":venueId"].slots.$post({ param: { venueId: venue.id }, json: parsed.data }));
      const skipped = result.skippedBlackoutDates.length;
      void notify.success(`Added ${result.created.length} tour ${result.created.length === 1 ? "time" : "times"}${skipped ? ` (skipped ${skipped} blackout ${skipped === 1 ? "day" : "days"})` : ""}`);
      reload();
    } catch (error) {
      setProblem(toRequestError(error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card className="grid gap-5 p-5">
      <h3 className="font-display text-xl">Add tour times</h3>
      <div role="radiogroup" aria-label="How many times" className="grid grid-cols-2 gap-1 rounded-[var(--radius-pill)] bg-muted p-1">
        {(["single", "weekly"] as const).map((value) => (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={kind === value}
            onClick={() => {
              setKind(value);
              setTimes((t) => (value === "single" ? t.slice(0, 1) : t));
            }}
            className={cn("h-9 rounded-[var(--radius-pill)] text-sm font-semibold", kind === value ? "bg-card text-foreground shadow-soft" : "text-muted-foreground")}
          >
            {value === "single" ? "One time" : "Weekly series"}
          </button>
        ))}
      </div>
      <form
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <FormField label={kind === "single" ? "Date" : "Starting from"}>
          {(ids) => <Input {...ids} type="date" min={today} max={addDays(today, TOUR_HORIZON_DAYS - 1)} value={date} onChange={(e) => setDate(e.target.value)} />}
        </FormField>
        {kind === "weekly" && (
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-semibold">Days of the week</legend>
            <div className="grid grid-cols-7 gap-1">
              {WEEKDAYS.map((label, index) => {
                const on = weekdays.includes(index);
                return (
                  <label
                    key={label}
                    className={cn(
                      "flex h-10 min-w-0 cursor-pointer items-center justify-center rounded-[var(--radius)] border text-xs font-semibold sm:text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
                      on ? "border-primary bg-primary text-primary-foreground" : "border-border bg-card",
                    )}
                  >
                    <input
                      type="checkbox"
                      className="sr-only"
                      checked={on}
                      onChange={() => setWeekdays((days) => (on ? days.filter((d) => d !== index) : [...days, index].sort()))}
                    />
                    {label}
                  </label>
                );
              })}
            </div>
          </fieldset>
        )}
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-semibold">{kind === "single" ? "Time" : "Times each day"}</legend>
          {times.map((time, index) => (
            <div key={index} className="flex items-center gap-2">
              <Input
                type="time"
                step={900}
                aria-label={kind === "single" ? "Start time" : `Start time ${index + 1}`}
                value={time}
                onChange={(e) => setTimes((list) => list.map((t, i) => (i === index ? e.target.value : t)))}
              />
              {kind === "weekly" && times.length > 1 && (
                <Button variant="ghost" size="icon" aria-label={`Remove time ${index + 1}`} onClick={() => setTimes((list) => list.filter((_, i) => i !== index))}>
                  <X aria-hidden="true" />
                </Button>
              )}
            </div>
          ))}
          {kind === "weekly" && times.length < 12 && (
            <Button variant="ghost" size="sm" className="w-fit" onClick={() => setTimes((list) => [...list, ""])}>
              <Plus aria-hidden="true" />
              Add a time
            </Button>
          )}
        </fieldset>
        <div className="grid grid-cols-2 gap-3">
          <FormField label="Length">
            {(ids) => (
              <NativeSelect {...ids} value={duration} onChange={(e) => setDuration(e.target.value)}>
                {TOUR_DURATIONS.map((d) => (
                  <option key={d} value={d}>
                    {d} minutes
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          {kind === "weekly" && (
            <FormField label="For how many weeks">
              {(ids) => <Input {...ids} type="number" inputMode="numeric" min={1} max={TOUR_SERIES_MAX_WEEKS} value={weeks} onChange={(e) => setWeeks(e.target.value)} />}
            </FormField>
          )}
        </div>
        {kind === "weekly" && parsed.success && (
          <p className={cn("text-sm", preview.length > TOUR_SERIES_MAX_SLOTS ? "font-semibold text-destructive" : "text-muted-foreground")}>
            {preview.length} tour {preview.length === 1 ? "time" : "times"}
            {preview.length > TOUR_SERIES_MAX_SLOTS ? `: at most ${TOUR_SERIES_MAX_SLOTS} at once.` : "."}
            {pastCount > 0 && " Some are in the past: start from a later date."}
          </p>
        )}
        {problem && <InlineAlert>{problem}</InlineAlert>}
        <Button type="submit" disabled={busy}>
          {busy ? "Adding..." : kind === "single" ? "Add tour time" : "Add series"}
        </Button>
      </form>
    </Card>
  );
}

// ---------------------------------------------------------------------------------------------------

type BlackoutsData = Awaited<ReturnType<typeof loadBlackoutsType>>;
const loadBlackoutsType = (venueId: string) => unwrap(api.tours.owner.venues[":venueId"].blackouts.$get(param(venueId)));

function BlackoutsSection({ venue, resource, reload }: { venue: TourVenue; resource: ApiResource<BlackoutsData>; reload(): void }) {
  const today = zonedDate(new Date(), venue.timeZone);
  const [date, setDate] = useState("");
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function add() {
    if (!date) {
      setProblem("Choose a date.");
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const result = await unwrap(api.tours.owner.venues[":venueId"].blackouts.$post({ param: { venueId: venue.id }, json: { date, reason } }));
      void notify.success(
        result.bookingsOnDate > 0
          ? `Blocked ${formatDay(date)}. ${result.bookingsOnDate} booked ${result.bookingsOnDate === 1 ? "tour stays" : "tours stay"}: cancel ${result.bookingsOnDate === 1 ? "it" : "them"} if needed.`
          : `Blocked ${formatDay(date)}`,
      );
      setDate("");
      setReason("");
      reload();
    } catch (error) {
      setProblem(toRequestError(error).message);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Section id="blackouts" title="Blackout dates" description="Days you're closed or fully booked: no tours are offered on them.">
      <div className="grid items-start gap-6 lg:grid-cols-[24rem_minmax(0,1fr)]">
        <Card className="p-5">
          <form
            className="grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              void add();
            }}
          >
            <FormField label="Date to block">
              {(ids) => <Input {...ids} type="date" min={today} value={date} onChange={(e) => setDate(e.target.value)} />}
            </FormField>
            <FormField label="Reason (optional, only you see it)">
              {(ids) => <Input {...ids} maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} />}
            </FormField>
            {problem && <InlineAlert>{problem}</InlineAlert>}
            <Button type="submit" disabled={busy}>
              {busy ? "Blocking..." : "Block date"}
            </Button>
          </form>
        </Card>
        {resource.status === "error" ? (
          <LoadError message={resource.error?.message ?? "We couldn't load the blackout dates."} onRetry={resource.reload} />
        ) : (
          <Loaded resource={resource} loadingLabel="Loading blackout dates..." errorMessage="We couldn't load the blackout dates.">
            {({ blackouts }) =>
              blackouts.length === 0 ? (
                <EmptyState icon={<CalendarOff className="size-6" aria-hidden="true" />} title="No blackout dates">
                  <p>Block a date and its tour times are hidden from couples.</p>
                </EmptyState>
              ) : (
                <ul className="grid gap-2">
                  {blackouts.map((b) => (
                    <li key={b.date} className="flex items-center justify-between gap-3 rounded-[var(--radius)] border border-border bg-card px-4 py-2">
                      <span>
                        <span className="font-semibold">{formatDay(b.date)}</span>
                        {b.reason && <span className="block text-sm text-muted-foreground">{b.reason}</span>}
                      </span>
                      <ConfirmAction
                        trigger="Unblock"
                        title={`Unblock ${formatDay(b.date)}?`}
                        description="Tour times on this day become bookable again."
                        confirmLabel="Unblock date"
                        run={() => unwrap(api.tours.owner.venues[":venueId"].blackouts[":date"].$delete({ param: { venueId: venue.id, date: b.date } }))}
                        done="Date unblocked"
                        reload={reload}
                      />
                    </li>
                  ))}
                </ul>
              )
            }
          </Loaded>
        )}
      </div>
    </Section>
  );
}
