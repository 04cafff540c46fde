import { useId, useState } from "react";
import { TOURING_DAY_NAMES, TOURING_DAYS, touringHoursLines, touringHoursSchema, type TouringDay, type TouringHours } from "@domain/touring-hours";
import type { UseQueryResult } from "@tanstack/react-query";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { Input } from "@web/components/ui/input";
import { FormAlert } from "@web/components/FormAlert";
import { Loaded } from "@web/components/LoadError";
import { cn } from "@web/lib/cn";
import { submitWith } from "@web/lib/forms";
import { notify } from "@web/lib/toast";
import { tourWrites, useTourMutation, type OwnerTouringHours } from "../api";
import { Section, zoneLabel, type TourVenue } from "../tour-ui";

/** When tours may start, per weekday: couples see these hours, and requests and new tour times must fit them. */
export function TouringHoursSection({ venue, hours: query }: { venue: TourVenue; hours: UseQueryResult<OwnerTouringHours> }) {
  return (
    <Section
      id="touring-hours"
      title="Touring hours"
      description={`When tours can start, in ${zoneLabel(venue.timeZone)}. Couples see these hours, and tour requests, the times you propose and new tour times must fall within them.`}
    >
      {/* The form is keyed by the saved hours, so it starts over from what the server holds after each save. */}
      <Loaded query={query} loadingLabel="Loading touring hours..." errorMessage="We couldn't load the touring hours.">
        {(data) => <TouringHoursForm key={JSON.stringify(data.hours)} venue={venue} saved={data} />}
      </Loaded>
    </Section>
  );
}

type DayDraft = { open: boolean; from: string; to: string };
type Draft = Record<TouringDay, DayDraft>;

function draftOf(hours: TouringHours, fallback: TouringHours): Draft {
  // A closed day keeps the default times ready, for when the owner opens it again.
  return Object.fromEntries(
    TOURING_DAYS.map((day) => {
      const times = hours[day] ?? fallback[day] ?? { open: "09:00", close: "18:00" };
      return [day, { open: hours[day] !== null, from: times.open, to: times.close }];
    }),
  ) as Draft;
}

function hoursOf(draft: Draft): TouringHours {
  return Object.fromEntries(TOURING_DAYS.map((day) => [day, draft[day].open ? { open: draft[day].from, close: draft[day].to } : null])) as TouringHours;
}

function TouringHoursForm({ venue, saved }: { venue: TourVenue; saved: OwnerTouringHours }) {
  const [draft, setDraft] = useState(() => draftOf(saved.hours, saved.defaultHours));
  const [errors, setErrors] = useState<Partial<Record<TouringDay, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const saving = useTourMutation((hours: TouringHours | null) => tourWrites.setTouringHours(venue.id, hours), {
    onSuccess: (result) => void notify.success(result.custom ? "Touring hours saved" : "Back to the default touring hours"),
  });
  const problem = formError ?? saving.error?.message ?? null;

  function change(day: TouringDay, patch: Partial<DayDraft>) {
    setDraft((current) => ({ ...current, [day]: { ...current[day], ...patch } }));
  }

  function save() {
    const parsed = touringHoursSchema.safeParse(hoursOf(draft));
    saving.reset();
    if (!parsed.success) {
      const byDay: Partial<Record<TouringDay, string>> = {};
      let whole: string | null = null;
      for (const issue of parsed.error.issues) {
        const day = issue.path[0] as TouringDay | undefined;
        if (day && TOURING_DAYS.includes(day)) byDay[day] ??= issue.message;
        else whole ??= issue.message;
      }
      setErrors(byDay);
      setFormError(whole ?? "Check the hours marked above.");
      return;
    }
    setErrors({});
    setFormError(null);
    saving.mutate(parsed.data);
  }

  return (
    <Card className="max-w-3xl p-5 sm:p-6">
      <form className="grid gap-5" onSubmit={submitWith(save)} noValidate>
        <p className="text-sm text-muted-foreground">
          {saved.custom
            ? "These are your own hours."
            : `You're using the default hours (${touringHoursLines(saved.defaultHours)
                .map((line) => `${line.days}: ${line.hours}`)
                .join("; ")}). Change any day to set your own.`}
        </p>
        <ul className="grid divide-y divide-border">
          {TOURING_DAYS.map((day) => (
            <DayRow key={day} day={day} value={draft[day]} error={errors[day]} onChange={(patch) => change(day, patch)} />
          ))}
        </ul>
        {problem && <FormAlert>{problem}</FormAlert>}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <Button type="submit" disabled={saving.isPending}>
            {saving.isPending ? "Saving..." : "Save touring hours"}
          </Button>
          {saved.custom && (
            <Button variant="ghost" disabled={saving.isPending} onClick={() => saving.mutate(null)}>
              Use the default hours
            </Button>
          )}
        </div>
      </form>
    </Card>
  );
}

function DayRow({ day, value, error, onChange }: { day: TouringDay; value: DayDraft; error?: string; onChange(patch: Partial<DayDraft>): void }) {
  const id = useId();
  const name = TOURING_DAY_NAMES[day].long;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <li className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-3 py-3 first:pt-0 last:pb-0 sm:grid-cols-[9rem_8rem_minmax(0,1fr)]">
      <span id={`${id}-day`} className="font-semibold">
        {name}
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={value.open}
        aria-label={`Tours on ${name}s`}
        onClick={() => onChange({ open: !value.open })}
        className="flex w-fit items-center gap-2.5 rounded-sm text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
      >
        <span
          aria-hidden="true"
          className={cn(
            "relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border transition-colors",
            value.open ? "border-primary bg-primary" : "border-muted-foreground bg-card",
          )}
        >
          <span className={cn("absolute size-4.5 rounded-full shadow-xs transition-transform", value.open ? "translate-x-5.5 bg-card" : "translate-x-0.5 bg-muted-foreground")} />
        </span>
        <span aria-hidden="true" className={value.open ? "font-medium" : "text-muted-foreground"}>
          {value.open ? "Open" : "Closed"}
        </span>
      </button>
      {value.open ? (
        <div className="col-span-2 grid gap-1.5 sm:col-span-1">
          <div className="grid grid-cols-2 gap-3">
            <div className="grid gap-1 text-sm">
              <label id={`${id}-opens-label`} htmlFor={`${id}-opens`} className="text-muted-foreground">
                Opens
              </label>
              <Input
                id={`${id}-opens`}
                type="time"
                step={900}
                value={value.from}
                onChange={(e) => onChange({ from: e.target.value })}
                aria-labelledby={`${id}-day ${id}-opens-label`}
                aria-invalid={error ? true : undefined}
                aria-describedby={errorId}
              />
            </div>
            <div className="grid gap-1 text-sm">
              <label id={`${id}-closes-label`} htmlFor={`${id}-closes`} className="text-muted-foreground">
                Closes
              </label>
              <Input
                id={`${id}-closes`}
                type="time"
                step={900}
                value={value.to}
                onChange={(e) => onChange({ to: e.target.value })}
                aria-labelledby={`${id}-day ${id}-closes-label`}
                aria-invalid={error ? true : undefined}
                aria-describedby={errorId}
              />
            </div>
          </div>
          {error && (
            <p id={errorId} className="text-sm font-medium text-destructive">
              {error}
            </p>
          )}
        </div>
      ) : (
        <p className="col-span-2 text-sm text-muted-foreground sm:col-span-1">No tours on {name}s.</p>
      )}
    </li>
  );
}
