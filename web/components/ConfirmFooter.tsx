import type { UseMutationResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { notify, toastError } from "@web/lib/toast";

/** The buttons of a dialog that confirms a destructive action: keep it (closes), or go ahead. */
export function ConfirmFooter({
  confirmLabel,
  pendingLabel,
  pending,
  onConfirm,
  cancelLabel = "Keep it",
}: {
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  onConfirm(): void;
  cancelLabel?: string;
}) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <DialogClose asChild>
        <Button variant="secondary">{cancelLabel}</Button>
      </DialogClose>
      <Button variant="destructive" disabled={pending} onClick={onConfirm}>
        {pending ? pendingLabel : confirmLabel}
      </Button>
    </div>
  );
}

/** The buttons of a dialog's form: Cancel (closes), and submit, which says `pendingLabel` while it is sent. */
export function SubmitFooter({ submitLabel, pendingLabel, pending }: { submitLabel: string; pendingLabel: string; pending: boolean }) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <DialogClose asChild>
        <Button type="button" variant="secondary">
          Cancel
        </Button>
      </DialogClose>
      <Button type="submit" disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </div>
  );
}

/**
 * The confirmation before one item of a list is removed: open while `item` is set. Confirming sends
 * `remove` with the item's id; once done it says `done(item)` and closes, and a failure is a toast.
 */
export function ConfirmRemoval<Item extends { id: string }>({
  item,
  onClose,
  title,
  description,
  confirmLabel,
  pendingLabel,
  remove,
  done,
}: {
  item: Item | null;
  onClose(): void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  remove: UseMutationResult<unknown, Error, string>;
  done(item: Item): string;
}) {
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        <ConfirmFooter
          confirmLabel={confirmLabel}
          pendingLabel={pendingLabel}
          pending={remove.isPending}
          onConfirm={() =>
            item &&
            remove.mutate(item.id, {
              onSuccess: () => {
                void notify.success(done(item));
                onClose();
              },
              onError: toastError,
            })
          }
        />
      </DialogContent>
    </Dialog>
  );
}
