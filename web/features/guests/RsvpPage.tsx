import { useQuery } from "@tanstack/react-query";
import { CheckCircle2, MailQuestion } from "lucide-react";
import { useState } from "react";
import { useParams } from "react-router";
import { formatCalendarDate } from "@domain/dates";
import { EmptyState } from "@web/components/EmptyState";
import { FormAlert } from "@web/components/FormAlert";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { FormField } from "@web/components/ui/form-field";
import { Input, NativeSelect, Textarea } from "@web/components/ui/input";
import { Spinner } from "@web/components/ui/spinner";
import { toRequestError } from "@web/lib/api";
import { usePageTitle } from "@web/lib/page-head";
import type { PageQueries } from "@web/lib/page-queries";
import { publicGuestQueries, useAnswerRsvp, type RsvpView } from "./api";

/** A wrong, incomplete or replaced link: a friendly page that shows nothing of anyone's wedding. */
export function LinkNotFound({ title, body }: { title: string; body: string }) {
  return (
    <div className="container-page max-w-2xl py-16">
      <EmptyState icon={<MailQuestion aria-hidden="true" />} title={title} tone="warm">
        <p>{body}</p>
      </EmptyState>
    </div>
  );
}

/** Rendered on the server with the guest's own answers, for that request only (decision 056). */
export const pageQueries: PageQueries = ({ params }) => [publicGuestQueries.rsvp(params.token ?? "")];

/** /rsvp/{token}: a household answers, no account needed. */
export default function RsvpPage() {
  usePageTitle("RSVP");
  const { token = "" } = useParams();
  return <RsvpByToken token={token} />;
}

/** A household's invitation and answer form, by its RSVP token (also shown on the couple's wedding website). */
export function RsvpByToken({ token }: { token: string }) {
  const query = useQuery(publicGuestQueries.rsvp(token));
  if (query.isPending) return <Spinner label="Opening your invitation..." />;
  if (!query.data) {
    return query.error && "status" in query.error && (query.error.status === 404 || query.error.status === 400) ? (
      <LinkNotFound title="We couldn't find this invitation" body="The link may be incomplete or no longer in use. Please check it, or ask the couple for a new one." />
    ) : (
      <LinkNotFound title="We couldn't open your invitation" body={query.error?.message ?? "Please try again in a moment."} />
    );
  }
  return <RsvpForm token={token} view={query.data} />;
}

type Answer = Record<
  string,
  {
    events: Record<string, { status: "" | "attending" | "declined"; mealChoice: string }>;
    status: "" | "attending" | "declined";
    dietaryNeeds: string;
    plusOneName: string;
    /** The plus-one's meal by event id. */
    plusOneMeals: Record<string, string>;
  }
>;

function initialAnswer(view: RsvpView): Answer {
  const plusOneOf = (hostId: string) => view.guests.find((p) => p.plusOneOf === hostId);
  return Object.fromEntries(
    view.guests.map((g) => [
      g.id,
      {
        events: Object.fromEntries(g.invitations.map((i) => [i.eventId, { status: i.rsvpStatus === "pending" ? "" : i.rsvpStatus, mealChoice: i.mealChoice ?? "" }])),
        status: g.rsvpStatus === "pending" ? "" : g.rsvpStatus,
        dietaryNeeds: g.dietaryNeeds,
        plusOneName: g.plusOneName,
        plusOneMeals: Object.fromEntries((plusOneOf(g.id)?.invitations ?? []).map((i) => [i.eventId, i.mealChoice ?? ""])),
      },
    ]),
  ) as Answer;
}

function RsvpForm({ token, view }: { token: string; view: RsvpView }) {
  const answerRsvp = useAnswerRsvp(token);
  const [answer, setAnswer] = useState(() => initialAnswer(view));
  const [songRequest, setSongRequest] = useState(view.household.songRequest);
  const [note, setNote] = useState(view.household.note);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const eventById = new Map(view.events.map((e) => [e.id, e]));
  // A plus-one who is coming is answered for on their host's card (their events and meal follow the host's).
  const people = view.guests.filter((g) => !g.plusOneOf);
  const deadline = view.deadline ? formatCalendarDate(view.deadline, "EEEE, MMMM d, yyyy") : null;
  const update = (guestId: string, change: (a: Answer[string]) => Answer[string]) => {
    setSaved(false);
    setAnswer((all) => ({ ...all, [guestId]: change(all[guestId]!) }));
  };

  const submit = async () => {
    setError(null);
    const missing = people.find((g) => {
      const a = answer[g.id]!;
      return g.invitations.length ? Object.values(a.events).some((e) => e.status === "") : a.status === "";
    });
    if (missing) return setError(`Please answer for ${missing.firstName} at every event.`);
    try {
      await answerRsvp.mutateAsync({
        guests: people.map((g) => {
          const a = answer[g.id]!;
          return {
            guestId: g.id,
            events: Object.entries(a.events).map(([eventId, e]) => ({ eventId, status: e.status as "attending" | "declined", mealChoice: e.mealChoice })),
            ...(g.invitations.length ? {} : { status: a.status as "attending" | "declined" }),
            dietaryNeeds: a.dietaryNeeds,
            plusOneName: a.plusOneName,
            plusOneMeals: a.plusOneName.trim()
              ? Object.entries(a.plusOneMeals)
                  .filter(([eventId, meal]) => meal && a.events[eventId]?.status === "attending")
                  .map(([eventId, mealChoice]) => ({ eventId, mealChoice }))
              : [],
          };
        }),
        songRequest,
        note,
      });
      setSaved(true);
    } catch (e) {
      setError(toRequestError(e).message);
    }
  };

  return (
    <div className="container-page max-w-3xl py-10 sm:py-14">
      <header className="text-center">
        <p className="text-sm font-semibold uppercase tracking-wider text-accent-strong">You're invited</p>
        <h1 className="mt-2 text-title font-semibold leading-tight">{view.couple}</h1>
        <p className="mt-2 text-muted-foreground">For {view.household.name}</p>
        {view.events.length > 0 && (
          <ul className="mt-4 grid gap-1 text-sm">
            {view.events.map((e) => (
              <li key={e.id}>
                <strong>{e.name}</strong>
                {[e.eventDate ? formatCalendarDate(e.eventDate, "EEEE, MMMM d, yyyy") : "", e.startTime, e.location].filter(Boolean).map((part) => `, ${part}`)}
              </li>
            ))}
          </ul>
        )}
        <p className="mt-4 text-sm text-muted-foreground">
          {view.open ? (deadline ? `Please answer by ${deadline}. You can change your answer here until then.` : "You can change your answer here any time.") : `The RSVP deadline (${deadline}) has passed. Your answers are below; please contact the couple to change them.`}
        </p>
      </header>

      {saved && (
        <div role="status" className="mt-6 flex items-center gap-3 rounded-[var(--radius-lg)] border border-accent bg-accent/40 p-4">
          <CheckCircle2 className="size-5 text-accent-strong" aria-hidden="true" />
          <p className="font-medium">Thank you! Your answer is saved and the couple can see it.</p>
        </div>
      )}

      <form
        noValidate
        className="mt-8 grid gap-5"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <fieldset disabled={!view.open} className="grid gap-5">
          {people.map((g) => {
            const a = answer[g.id]!;
            const plusOne = a.plusOneName.trim();
            const name = `${g.firstName} ${g.lastName}`.trim();
            return (
              <Card key={g.id} className="grid gap-4 p-5 sm:p-6">
                <h2 className="font-display text-xl font-semibold">{name}</h2>
                {g.invitations.length === 0 ? (
                  <Choice legend={`Will ${g.firstName} attend?`} name={`${g.id}-all`} value={a.status} onChange={(status) => update(g.id, (x) => ({ ...x, status }))} />
                ) : (
                  g.invitations.map((i) => {
                    const event = eventById.get(i.eventId);
                    const e = a.events[i.eventId]!;
                    return (
                      <div key={i.eventId} className="grid gap-3 sm:grid-cols-[1fr_14rem] sm:items-end">
                        <Choice
                          legend={`${event?.name ?? "Event"}: will ${g.firstName} attend?`}
                          name={`${g.id}-${i.eventId}`}
                          value={e.status}
                          onChange={(status) => update(g.id, (x) => ({ ...x, events: { ...x.events, [i.eventId]: { ...e, status } } }))}
                        />
                        {event && event.mealOptions.length > 0 && e.status === "attending" && (
                          <FormField label={`${event.name} meal for ${g.firstName}`}>
                            {(ids) => (
                              <NativeSelect {...ids} value={e.mealChoice} onChange={(ev) => update(g.id, (x) => ({ ...x, events: { ...x.events, [i.eventId]: { ...e, mealChoice: ev.target.value } } }))}>
                                <option value="">Choose a meal</option>
                                {event.mealOptions.map((m) => (
                                  <option key={m} value={m}>
                                    {m}
                                  </option>
                                ))}
                              </NativeSelect>
                            )}
                          </FormField>
                        )}
                      </div>
                    );
                  })
                )}
                <FormField label={`Dietary needs for ${g.firstName}`} hint="Allergies, vegetarian, anything the caterer should know.">
                  {(ids) => <Input {...ids} value={a.dietaryNeeds} onChange={(ev) => update(g.id, (x) => ({ ...x, dietaryNeeds: ev.target.value }))} />}
                </FormField>
                {g.plusOneAllowed && (
                  <FormField label={`${g.firstName}'s plus-one`} hint="Their guest's full name. They come to the events you said yes to.">
                    {(ids) => <Input {...ids} value={a.plusOneName} onChange={(ev) => update(g.id, (x) => ({ ...x, plusOneName: ev.target.value }))} />}
                  </FormField>
                )}
                {g.plusOneAllowed &&
                  plusOne &&
                  g.invitations.map((i) => {
                    const event = eventById.get(i.eventId);
                    if (!event || event.mealOptions.length === 0 || a.events[i.eventId]?.status !== "attending") return null;
                    return (
                      <FormField key={`plus-one-${i.eventId}`} label={`${event.name} meal for ${plusOne}`}>
                        {(ids) => (
                          <NativeSelect {...ids} value={a.plusOneMeals[i.eventId] ?? ""} onChange={(ev) => update(g.id, (x) => ({ ...x, plusOneMeals: { ...x.plusOneMeals, [i.eventId]: ev.target.value } }))}>
                            <option value="">Choose a meal</option>
                            {event.mealOptions.map((m) => (
                              <option key={m} value={m}>
                                {m}
                              </option>
                            ))}
                          </NativeSelect>
                        )}
                      </FormField>
                    );
                  })}
              </Card>
            );
          })}
          <Card className="grid gap-4 p-5 sm:p-6">
            <FormField label="A song that will get you dancing">{(ids) => <Input {...ids} value={songRequest} onChange={(ev) => setSongRequest(ev.target.value)} />}</FormField>
            <FormField label="A note for the couple">{(ids) => <Textarea {...ids} rows={3} value={note} onChange={(ev) => setNote(ev.target.value)} />}</FormField>
          </Card>
        </fieldset>
        {error && <FormAlert>{error}</FormAlert>}
        {view.open && (
          <div className="flex justify-end">
            <Button type="submit" size="lg" disabled={answerRsvp.isPending}>
              {answerRsvp.isPending ? "Sending..." : view.household.respondedAt ? "Update my answer" : "Send my answer"}
            </Button>
          </div>
        )}
      </form>
    </div>
  );
}

function Choice({ legend, name, value, onChange }: { legend: string; name: string; value: string; onChange(value: "attending" | "declined"): void }) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-4">
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" name={name} className="size-4 accent-[var(--primary)]" checked={value === "attending"} onChange={() => onChange("attending")} />
          Joyfully accepts
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" name={name} className="size-4 accent-[var(--primary)]" checked={value === "declined"} onChange={() => onChange("declined")} />
          Regretfully declines
        </label>
      </div>
    </fieldset>
  );
}
