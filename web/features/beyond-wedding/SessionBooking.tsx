import { CalendarCheck, CalendarPlus, UserRound } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { describeWindow, formatSessionTime, PROVIDER_KIND_LABELS, SESSION_MINUTES, SESSION_NOTE_MAX, SLOT_TAKEN_MESSAGE, type ProviderView, type SessionView } from "@domain/intake-scheduling";
import { formatZoned } from "@domain/dates";
import { ConfirmFooter } from "@web/components/ConfirmFooter";
import { EmptyState } from "@web/components/EmptyState";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { Textarea } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { Spinner } from "@web/components/ui/spinner";
import { ApiRequestError } from "@web/lib/api";
import { cn } from "@web/lib/cn";
import { notify } from "@web/lib/toast";
import { useBookSession, useCancelSession, useRescheduleSession, useScheduling } from "./scheduling-api";
import { useBeyondScope } from "./api";

type Provider = ProviderView & { slots: string[] };

/** The visitor's own clock: the page lists times as they will live them. */
const localZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";

/** A refusal the couple can act on: the server's sentence, and the other free times it offered. */
interface Refusal {
  message: string;
  alternatives: string[];
}

function refusalOf(error: Error): Refusal {
  if (!(error instanceof ApiRequestError) || error.code !== "slot_taken") return { message: error.message, alternatives: [] };
  // The server's sentence also lists the times on the provider's clock; here they are buttons on the visitor's.
  const alternatives = error.fields?.alternatives ?? [];
  return { message: alternatives.length ? SLOT_TAKEN_MESSAGE : error.message, alternatives };
}

/**
 * /intake-scheduling: the couple's sessions (reschedule, cancel, add to a calendar) and booking a new
 * one with a counselor, coach or planner from the admin's list. A time someone else took meanwhile
 * is answered with the server's message and the other times it offers.
 */
export function SessionBooking() {
  const scheduling = useScheduling();
  const [moving, setMoving] = useState<SessionView | null>(null);
  const headingId = useId();

  return (
    <section aria-labelledby={headingId} className="mt-10 grid gap-6">
      <div>
        <h2 id={headingId} className="text-heading font-semibold">
          Book a session
        </h2>
        <p className="mt-1.5 text-muted-foreground">
          Meet a counselor, coach or planner for a {SESSION_MINUTES}-minute video session. Times are shown on your clock ({localZone().replace(/_/g, " ")}).
        </p>
      </div>
      {scheduling.isPending ? (
        <Spinner label="Loading open times…" className="py-8" />
      ) : scheduling.isError ? (
        <div className="rounded-[var(--radius-lg)] border border-destructive/40 bg-card p-5" role="alert">
          <p className="font-semibold">We couldn't load the open times.</p>
          <p className="mt-1 text-sm text-muted-foreground">{scheduling.error.message}</p>
          <Button type="button" size="sm" variant="secondary" className="mt-3" onClick={() => void scheduling.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <YourSessions sessions={scheduling.data.sessions} onReschedule={setMoving} />
          {scheduling.data.providers.length === 0 ? (
            <EmptyState icon={<UserRound className="size-6" aria-hidden="true" />} title="No one is taking bookings right now" tone="warm">
              <p>Our counselors, coaches and planners update their hours each week. Check back soon; your checklist above works in the meantime.</p>
            </EmptyState>
          ) : (
            <SlotPicker key={moving?.id ?? "new"} providers={scheduling.data.providers} moving={moving} onDone={() => setMoving(null)} />
          )}
        </>
      )}
    </section>
  );
}

function YourSessions({ sessions, onReschedule }: { sessions: SessionView[]; onReschedule: (session: SessionView) => void }) {
  const cancel = useCancelSession();
  const { query } = useBeyondScope();
  const [canceling, setCanceling] = useState<SessionView | null>(null);
  const now = Date.now();
  const upcoming = sessions.filter((s) => s.status === "confirmed" && new Date(s.startsAt).getTime() > now).reverse();
  if (upcoming.length === 0) return null;
  return (
    <Card className="p-5 sm:p-6">
      <h3 className="font-sans text-base font-semibold">Your upcoming sessions</h3>
      <ul className="mt-3 grid gap-3">
        {upcoming.map((session) => (
          <li key={session.id} className="grid gap-3 rounded-[var(--radius)] border border-border p-4 sm:flex sm:items-center sm:justify-between" data-testid="upcoming-session">
            <div className="min-w-0">
              <p className="font-semibold">
                {session.provider.name} <span className="font-normal text-muted-foreground">· {PROVIDER_KIND_LABELS[session.provider.kind]}</span>
              </p>
              <p className="text-sm text-foreground">{formatSessionTime(session.startsAt, localZone())}</p>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button asChild size="sm" variant="ghost">
                <a href={`/api/beyond-wedding/sessions/${session.id}/calendar${query.coupleId ? `?coupleId=${encodeURIComponent(query.coupleId)}` : ""}`} download>
                  <CalendarPlus aria-hidden="true" />
                  Add to calendar
                </a>
              </Button>
              <Button type="button" size="sm" variant="secondary" onClick={() => onReschedule(session)}>
                Reschedule
              </Button>
              <Button type="button" size="sm" variant="ghost" className="text-destructive" onClick={() => setCanceling(session)}>
                Cancel
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <Dialog open={canceling !== null} onOpenChange={(open) => !open && setCanceling(null)}>
        <DialogContent>
          <DialogTitle>Cancel your session with {canceling?.provider.name}?</DialogTitle>
          <DialogDescription>
            {canceling ? formatSessionTime(canceling.startsAt, localZone()) : ""}. The time goes back on the list for other couples, and we'll mail you a calendar update.
          </DialogDescription>
          <ConfirmFooter
            confirmLabel="Cancel session"
            pendingLabel="Canceling…"
            cancelLabel="Keep it"
            pending={cancel.isPending}
            onConfirm={() =>
              canceling &&
              cancel.mutate(canceling.id, {
                onSuccess: () => {
                  setCanceling(null);
                  void notify.success("Session canceled. We've mailed you a calendar update.");
                },
                onError: (error) => void notify.error(error.message),
              })
            }
          />
        </DialogContent>
      </Dialog>
    </Card>
  );
}

/** Days of the provider's free hours, on the visitor's clock. */
function groupByDay(slots: readonly string[], zone: string): { day: string; label: string; slots: string[] }[] {
  const days = new Map<string, { day: string; label: string; slots: string[] }>();
  for (const slot of slots) {
    const day = formatZoned(slot, zone, "yyyy-MM-dd");
    const entry = days.get(day) ?? { day, label: formatZoned(slot, zone, "EEE, MMM d"), slots: [] };
    entry.slots.push(slot);
    days.set(day, entry);
  }
  return [...days.values()];
}

function SlotPicker({ providers, moving, onDone }: { providers: Provider[]; moving: SessionView | null; onDone: () => void }) {
  const zone = localZone();
  const [providerId, setProviderId] = useState(moving?.provider.id ?? providers[0]!.id);
  const provider = providers.find((p) => p.id === providerId) ?? providers[0]!;
  const days = useMemo(() => groupByDay(provider.slots, zone), [provider.slots, zone]);
  const [day, setDay] = useState<string | null>(null);
  const [slot, setSlot] = useState<string | null>(null);
  const [note, setNote] = useState("");
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const book = useBookSession();
  const reschedule = useRescheduleSession();
  const pending = book.isPending || reschedule.isPending;
  const shownDay = days.find((d) => d.day === day) ?? days[0];
  const noteId = useId();

  const choose = (at: string) => {
    setSlot(at);
    setRefusal(null);
  };
  const submit = () => {
    if (!slot) return;
    setRefusal(null);
    const onError = (error: Error) => {
      setRefusal(refusalOf(error));
      setSlot(null);
    };
    if (moving) {
      reschedule.mutate(
        { sessionId: moving.id, startsAt: slot },
        {
          onSuccess: ({ session }) => {
            void notify.success(`Moved to ${formatSessionTime(session.startsAt, zone)}. We've mailed you a calendar update.`);
            onDone();
          },
          onError,
        },
      );
    } else {
      book.mutate(
        { providerId: provider.id, startsAt: slot, note },
        {
          onSuccess: ({ session }) => {
            void notify.success(`Booked: ${session.provider.name}, ${formatSessionTime(session.startsAt, zone)}. A confirmation with a calendar file is on its way.`);
            setSlot(null);
            setNote("");
          },
          onError,
        },
      );
    }
  };

  return (
    <Card className="grid gap-6 p-5 sm:p-6">
      {moving ? (
        <div className="flex flex-col gap-3 rounded-[var(--radius)] bg-primary-soft p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm">
            Pick a new time for your session with <strong>{moving.provider.name}</strong> (now {formatSessionTime(moving.startsAt, zone)}).
          </p>
          <Button type="button" size="sm" variant="secondary" onClick={onDone}>
            Keep the current time
          </Button>
        </div>
      ) : (
        <fieldset className="grid min-w-0 gap-3">
          <legend className="font-sans text-base font-semibold">Who would you like to meet?</legend>
          <div className="grid gap-3 md:grid-cols-2">
            {providers.map((p) => (
              <label
                key={p.id}
                className={cn(
                  "flex cursor-pointer gap-3 rounded-[var(--radius)] border bg-card p-4 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-ring",
                  p.id === provider.id ? "border-primary ring-1 ring-primary" : "border-border hover:border-primary/40",
                )}
              >
                <input
                  type="radio"
                  name="provider"
                  className="mt-1 size-4 accent-[var(--primary)]"
                  checked={p.id === provider.id}
                  onChange={() => {
                    setProviderId(p.id);
                    setDay(null);
                    setSlot(null);
                    setRefusal(null);
                  }}
                />
                <span className="min-w-0">
                  <span className="flex flex-wrap items-center gap-2 font-semibold">
                    {p.name} <Badge variant="outline">{PROVIDER_KIND_LABELS[p.kind]}</Badge>
                  </span>
                  {p.bio && <span className="mt-1 block text-sm text-muted-foreground">{p.bio}</span>}
                  <span className="mt-1 block text-xs text-muted-foreground">
                    {p.availability.map(describeWindow).join(", ") || "No weekly hours"} ({p.timeZone.replace(/_/g, " ")})
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      )}

      {refusal && (
        <div className="rounded-[var(--radius)] border border-destructive/40 bg-card p-4" role="alert">
          <p className="font-semibold text-destructive">{refusal.message}</p>
          {refusal.alternatives.length > 0 && (
            <div className="mt-3">
              <p className="text-sm text-muted-foreground">Other open times with {provider.name}:</p>
              <div className="mt-2 flex flex-wrap gap-2">
                {refusal.alternatives.map((at) => (
                  <Button key={at} type="button" size="sm" variant="secondary" onClick={() => choose(at)} aria-pressed={slot === at}>
                    {formatSessionTime(at, zone)}
                  </Button>
                ))}
              </div>
            </div>
          )}
        </div>
      )}

      {days.length === 0 ? (
        <p className="rounded-[var(--radius)] bg-muted p-4 text-sm">{provider.name} has no open times in the next four weeks. Please pick someone else or check back soon.</p>
      ) : (
        <div className="grid gap-4">
          <fieldset className="min-w-0">
            <legend className="font-sans text-base font-semibold">Pick a day</legend>
            <div className="mt-2 flex gap-2 overflow-x-auto pb-1">
              {days.map((d) => (
                <Button
                  key={d.day}
                  type="button"
                  size="sm"
                  variant={d.day === shownDay?.day ? "primary" : "secondary"}
                  aria-pressed={d.day === shownDay?.day}
                  onClick={() => setDay(d.day)}
                  className="shrink-0"
                >
                  {d.label}
                </Button>
              ))}
            </div>
          </fieldset>
          {shownDay && (
            <fieldset className="min-w-0">
              <legend className="font-sans text-base font-semibold">Pick a time on {shownDay.label}</legend>
              <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
                {shownDay.slots.map((at) => (
                  <Button key={at} type="button" size="sm" variant={slot === at ? "primary" : "secondary"} aria-pressed={slot === at} onClick={() => choose(at)}>
                    {formatZoned(at, zone, "h:mm a")}
                  </Button>
                ))}
              </div>
            </fieldset>
          )}
        </div>
      )}

      {!moving && (
        <div className="grid gap-1.5">
          <Label htmlFor={noteId}>A note for {provider.name} (optional)</Label>
          <Textarea id={noteId} value={note} maxLength={SESSION_NOTE_MAX} rows={3} onChange={(event) => setNote(event.target.value)} placeholder="What you'd like to talk about" />
        </div>
      )}

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button type="button" disabled={!slot || pending} onClick={submit}>
          <CalendarCheck aria-hidden="true" />
          {pending ? "Saving…" : moving ? "Move my session here" : "Book this time"}
        </Button>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {slot ? `${moving ? "New time" : "Selected"}: ${formatSessionTime(slot, zone)}` : "Pick a day and a time."}
        </p>
      </div>
    </Card>
  );
}
