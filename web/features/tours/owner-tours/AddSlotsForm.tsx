import { Plus, X } from "lucide-react";
import { useState } from "react";
import {
  addDays,
  createSlotsSchema,
  expandSlotRequest,
  TOUR_DURATIONS,
  TOUR_HORIZON_DAYS,
  TOUR_SERIES_MAX_SLOTS,
  TOUR_SERIES_MAX_WEEKS,
  zonedDate,
  zonedTimeToUtc,
  type CreateSlotsInput,
} from "@domain/tours";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { FormField } from "@web/components/ui/form-field";
import { Input, NativeSelect } from "@web/components/ui/input";
import { FormAlert } from "@web/components/FormAlert";
import { cn } from "@web/lib/cn";
import { submitWith } from "@web/lib/forms";
import { notify } from "@web/lib/toast";
import { tourWrites, useTourMutation } from "../api";
import type { TourVenue } from "../tour-ui";

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;

/** Adds one tour time, or a weekly series (with a live count of how many times it makes). */
export function AddSlotsForm({ venue }: { venue: TourVenue }) {
  const today = zonedDate(new Date(), venue.timeZone);
  const [kind, setKind] = useState<"single" | "weekly">("single");
  const [date, setDate] = useState(addDays(today, 1));
  const [times, setTimes] = useState<string[]>(["10:00"]);
  const [weekdays, setWeekdays] = useState<number[]>([6]);
  const [weeks, setWeeks] = useState("4");
  const [duration, setDuration] = useState("60");
  const [invalid, setInvalid] = useState<string | null>(null);
  const adding = useTourMutation((json: CreateSlotsInput) => tourWrites.addSlots(venue.id, json), {
    onSuccess: (result) => {
      const skipped = result.skippedBlackoutDates.length;
      void notify.success(`Added ${result.created.length} tour ${result.created.length === 1 ? "time" : "times"}${skipped ? ` (skipped ${skipped} blackout ${skipped === 1 ? "day" : "days"})` : ""}`);
    },
  });
  const problem = invalid ?? adding.error?.message ?? null;

  const input: unknown =
    kind === "single"
      ? { kind, date, time: times[0] ?? "", durationMinutes: duration }
      : { kind, startDate: date, weekdays, times: times.filter(Boolean), weeks, durationMinutes: duration };
  const parsed = createSlotsSchema.safeParse(input);
  const preview = parsed.success ? expandSlotRequest(parsed.data as CreateSlotsInput) : [];
  const pastCount = preview.filter((p) => zonedTimeToUtc(p.date, p.time, venue.timeZone).getTime() <= Date.now()).length;

  function submit() {
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? "Check the form.");
      adding.reset();
      return;
    }
    setInvalid(null);
    adding.mutate(parsed.data);
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
      <form className="grid gap-4" onSubmit={submitWith(submit)}>
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
        {problem && <FormAlert>{problem}</FormAlert>}
        <Button type="submit" disabled={adding.isPending}>
          {adding.isPending ? "Adding..." : kind === "single" ? "Add tour time" : "Add series"}
        </Button>
      </form>
    </Card>
  );
}
