import { CalendarHeart } from "lucide-react";
import { useState, type FormEvent } from "react";
import { formatCalendarDate } from "@domain/dates";
import { daysBetween } from "@domain/timeline";
import { FormAlert } from "@web/components/FormAlert";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { flags } from "@web/lib/flags";
import { notify } from "@web/lib/toast";
import { useMoveWeddingDate, type MovedTask } from "./api";
import { formatDue } from "./Checklist";

/**
 * The wedding date every relative due date counts from. With timeline_auto_adjust on, moving it moves
 * every relative task with it and lists what moved; otherwise due dates stay where they are.
 */
export function WeddingDateCard({ weddingDate, today, canMove }: { weddingDate: string | null; today: string; canMove: boolean }) {
  const [value, setValue] = useState(weddingDate ?? "");
  // The field follows the saved date when it changes (here or elsewhere); what moved stays listed.
  const [shown, setShown] = useState(weddingDate);
  if (shown !== weddingDate) {
    setShown(weddingDate);
    setValue(weddingDate ?? "");
  }
  const [error, setError] = useState<string | null>(null);
  const [moved, setMoved] = useState<MovedTask[] | null>(null);
  const move = useMoveWeddingDate();
  const adjust = flags.timeline_auto_adjust;
  const days = weddingDate ? daysBetween(today, weddingDate) : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!value) return setError("Choose your wedding date.");
    setError(null);
    move.mutate(
      { weddingDate: value, adjust },
      {
        onSuccess: (result) => {
          setMoved(weddingDate && adjust ? result.moved : null);
          void notify.success(weddingDate ? "Wedding date moved" : "Wedding date saved");
        },
        onError: (e) => setError(e.message),
      },
    );
  }

  return (
    <Card className="grid gap-4 p-5 sm:p-6">
      <div className="flex items-start gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-full bg-primary-soft text-primary">
          <CalendarHeart className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h2 className="text-heading font-semibold">{weddingDate ? formatCalendarDate(weddingDate, "EEEE, MMMM d, yyyy") : "Set your wedding date"}</h2>
          <p className="text-muted-foreground">
            {days === null
              ? "Due dates count back from it, from a year out to the week of."
              : days > 0
                ? `${days.toLocaleString("en-US")} ${days === 1 ? "day" : "days"} to go`
                : days === 0
                  ? "It's today!"
                  : "Congratulations!"}
          </p>
        </div>
      </div>
      {canMove && (
        <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
          <FormField
            label={weddingDate ? "Move the wedding date" : "Wedding date"}
            hint={weddingDate ? (adjust ? "Tasks due relative to the wedding move with it." : "Due dates already set stay where they are; edit a task to move it.") : undefined}
            error={error ?? undefined}
          >
            {(ids) => <Input {...ids} type="date" value={value} onChange={(e) => setValue(e.target.value)} />}
          </FormField>
          <Button type="submit" variant={weddingDate ? "secondary" : "primary"} disabled={move.isPending || value === weddingDate}>
            {weddingDate ? "Move the date" : "Save the date"}
          </Button>
        </form>
      )}
      {moved && (
        <div role="status" className="rounded-[var(--radius)] border border-accent bg-accent/10 p-4 text-sm" data-testid="moved-tasks">
          {moved.length === 0 ? (
            <p className="font-semibold">No due dates needed to move.</p>
          ) : (
            <details>
              <summary className="cursor-pointer font-semibold">
                {moved.length === 1 ? "1 task moved with the wedding date" : `${moved.length} tasks moved with the wedding date`}
              </summary>
              <ul className="mt-2 grid gap-1">
                {moved.map((m) => (
                  <li key={m.id}>
                    {m.title}: {formatDue(m.from)} → {formatDue(m.to)}
                  </li>
                ))}
              </ul>
            </details>
          )}
        </div>
      )}
      {move.error && !error && <FormAlert>{move.error.message}</FormAlert>}
    </Card>
  );
}
