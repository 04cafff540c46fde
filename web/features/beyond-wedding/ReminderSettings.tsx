import { BellRing } from "lucide-react";
import { useId, useState } from "react";
import { REMINDER_FREQUENCIES, type ReminderFrequency } from "@domain/intake-scheduling";
import { Card } from "@web/components/ui/card";
import { Spinner } from "@web/components/ui/spinner";
import { notify } from "@web/lib/toast";
import { useReminders, useSaveReminders } from "./scheduling-api";

const LABELS: Record<ReminderFrequency, string> = { weekly: "Weekly", monthly: "Monthly", off: "Off" };

/** How often the couple is mailed a check-in about their modules (every mail has an unsubscribe link). */
export function ReminderSettings() {
  const reminders = useReminders();
  const save = useSaveReminders();
  const id = useId();
  // The choice shows at once, set in the click itself: the mutation's pending state only reaches the
  // page a tick later, and until then the controlled radio would flick back to the saved choice. A
  // refusal puts the saved one back.
  const [choosing, setChoosing] = useState<ReminderFrequency | null>(null);
  const current = choosing ?? reminders.data?.frequency ?? "off";
  return (
    <Card className="p-5 sm:p-6">
      <h2 id={id} className="flex items-center gap-2 font-sans text-base font-semibold">
        <BellRing className="size-4 text-primary" aria-hidden="true" />
        Reminder mail
      </h2>
      <p className="mt-1.5 text-sm text-muted-foreground">A short check-in with your progress and upcoming sessions. Every mail has a link to stop them.</p>
      {reminders.isPending ? (
        <Spinner label="Loading your reminder setting…" className="py-4" />
      ) : reminders.isError ? (
        <p className="mt-3 text-sm text-destructive" role="alert">
          We couldn't load your reminder setting: {reminders.error.message}
        </p>
      ) : (
        <div role="radiogroup" aria-labelledby={id} className="mt-3 flex flex-wrap gap-2">
          {REMINDER_FREQUENCIES.map((frequency) => (
            <label
              key={frequency}
              className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-[var(--radius-pill)] border border-border bg-card px-4 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-ring"
            >
              <input
                type="radio"
                name={`${id}-frequency`}
                className="accent-[var(--primary)]"
                checked={current === frequency}
                disabled={choosing !== null}
                onChange={() => {
                  setChoosing(frequency);
                  save.mutate(frequency, {
                    onSuccess: (settings) =>
                      void notify.success(settings.frequency === "off" ? "Reminders are off." : `Reminders on: ${settings.frequency}. The first comes ${settings.frequency === "weekly" ? "in a week" : "in a month"}.`),
                    onError: (error) => void notify.error(error.message),
                    onSettled: () => setChoosing(null),
                  });
                }}
              />
              {LABELS[frequency]}
            </label>
          ))}
        </div>
      )}
    </Card>
  );
}
