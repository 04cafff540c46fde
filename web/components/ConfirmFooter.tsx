import { Button } from "@web/components/ui/button";
import { DialogClose } from "@web/components/ui/dialog";

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
