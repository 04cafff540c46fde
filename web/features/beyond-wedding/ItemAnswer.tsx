import { useId, useState, type ReactNode } from "react";
import { BEYOND_ANSWER_MAX, type BeyondModuleKey } from "@domain/beyond-wedding";
import { Button } from "@web/components/ui/button";
import { Textarea } from "@web/components/ui/input";
import { useSaveBeyondItem } from "./api";

/**
 * What the couple wrote about one prompt, saved for both partners. Closed, it shows the saved answer
 * and an edit button; open (always, for the intake questions), a text box and Save.
 */
export function ItemAnswer({
  module,
  index,
  saved,
  label,
  alwaysOpen = false,
  tools,
}: {
  module: BeyondModuleKey;
  index: number;
  saved: string;
  /** The text box's label ("Your answer", "Your notes"). */
  label: string;
  /** The intake's questions: always open, and a saved answer ticks the question off. */
  alwaysOpen?: boolean;
  /** Extra buttons beside Save (read aloud, dictate). */
  tools?: (append: (text: string) => void) => ReactNode;
}) {
  const id = useId();
  const [open, setOpen] = useState(alwaysOpen);
  const [draft, setDraft] = useState(saved);
  const [message, setMessage] = useState<string | null>(null);
  const save = useSaveBeyondItem();
  const changed = draft.trim() !== saved.trim();
  const append = (text: string) => setDraft((current) => (current.trim() ? `${current.trimEnd()} ${text}` : text));

  if (!open) {
    return (
      <div className="mt-3 grid gap-2">
        {saved && <p className="whitespace-pre-wrap rounded-[var(--radius)] bg-muted p-3 text-sm text-foreground">{saved}</p>}
        <Button type="button" variant="link" size="sm" className="h-auto justify-self-start px-0 py-0" onClick={() => setOpen(true)}>
          {saved ? `Edit ${label.toLowerCase()}` : `Add ${label.toLowerCase()}`}
        </Button>
      </div>
    );
  }
  return (
    <form
      className="mt-3 grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        setMessage(null);
        save.mutate(
          { module, index, values: alwaysOpen ? { answer: draft, done: draft.trim() !== "" } : { answer: draft } },
          {
            onSuccess: (item) => {
              setDraft(item.answer);
              setMessage("Saved for both of you.");
              if (!alwaysOpen) setOpen(false);
            },
            onError: (error) => setMessage(error.message),
          },
        );
      }}
    >
      <label htmlFor={`${id}-answer`} className="text-sm font-semibold">
        {label}
      </label>
      <Textarea
        id={`${id}-answer`}
        value={draft}
        maxLength={BEYOND_ANSWER_MAX}
        onChange={(event) => setDraft(event.target.value)}
        className="min-h-24"
      />
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" size="sm" disabled={save.isPending || !changed}>
          {save.isPending ? "Saving…" : "Save"}
        </Button>
        {!alwaysOpen && (
          <Button
            type="button"
            size="sm"
            variant="secondary"
            onClick={() => {
              setDraft(saved);
              setOpen(false);
            }}
          >
            Cancel
          </Button>
        )}
        {tools?.(append)}
        <p role="status" className="text-sm text-muted-foreground">
          {message}
        </p>
      </div>
    </form>
  );
}
