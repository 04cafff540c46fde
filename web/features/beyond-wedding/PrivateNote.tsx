import { LockKeyhole } from "lucide-react";
import { useEffect, useId, useState } from "react";
import type { BeyondModuleKey } from "@domain/beyond-wedding";
import { PRIVATE_NOTE_MAX } from "@domain/intake-scheduling";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { Textarea } from "@web/components/ui/input";
import { usePrivateNote, useSavePrivateNote } from "./scheduling-api";
import { useBeyondScope } from "./api";

/**
 * A partner's own note on this module: saved for the account signed in only. The other partner, on
 * their own account, never sees it (the server keys it by who is signed in).
 */
export function PrivateNote({ module }: { module: BeyondModuleKey }) {
  const note = usePrivateNote(module);
  const asPartner = useBeyondScope().query.coupleId !== undefined;
  const save = useSavePrivateNote(module);
  const [draft, setDraft] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const id = useId();
  const saved = note.data?.body ?? "";
  const value = draft ?? saved;
  useEffect(() => setMessage(null), [module]);

  return (
    <Card className="p-5 sm:p-6">
      <h2 className="flex items-center gap-2 font-sans text-base font-semibold">
        <LockKeyhole className="size-4 text-primary" aria-hidden="true" />
        Your private note
      </h2>
      <p className="mt-1.5 text-sm text-muted-foreground">
        {asPartner
          ? "Only you can read this. Your partner keeps a note of their own here that you can't see."
          : "Only you can read this. Your partner's own account has a note of its own that you can't see. Invite your partner as \"Partner\" from Collaboration to give them theirs."}
      </p>
      {note.isError ? (
        <p className="mt-3 text-sm text-destructive" role="alert">
          We couldn't load your note: {note.error.message}
        </p>
      ) : (
        <form
          className="mt-3 grid gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            setMessage(null);
            save.mutate(value, {
              onSuccess: () => {
                setDraft(null);
                setMessage("Saved. Only you can see it.");
              },
              onError: (error) => setMessage(error.message),
            });
          }}
        >
          <label htmlFor={id} className="sr-only">
            Your private note
          </label>
          <Textarea
            id={id}
            rows={4}
            value={value}
            disabled={note.isPending}
            onChange={(event) => setDraft(event.target.value)}
            aria-describedby={`${id}-count`}
            placeholder="Thoughts you'd like to keep to yourself for now"
          />
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span id={`${id}-count`} className={value.length > PRIVATE_NOTE_MAX ? "text-sm font-medium text-destructive" : "text-sm text-muted-foreground"}>
              {value.length.toLocaleString("en-US")} / {PRIVATE_NOTE_MAX.toLocaleString("en-US")}
            </span>
            <Button type="submit" size="sm" variant="secondary" disabled={save.isPending || draft === null || draft === saved}>
              {save.isPending ? "Saving…" : "Save my note"}
            </Button>
          </div>
          {message && (
            <p className="text-sm" role="status">
              {message}
            </p>
          )}
        </form>
      )}
    </Card>
  );
}
