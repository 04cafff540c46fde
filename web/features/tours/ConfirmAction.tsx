import { useState, type ReactNode } from "react";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { notify } from "@web/lib/toast";
import { useTourMutation } from "./api";
import { DialogActions } from "./tour-ui";

/** A destructive action behind a confirmation dialog. */
export function ConfirmAction({
  trigger,
  title,
  description,
  confirmLabel,
  run,
  done,
  children,
  size = "sm",
}: {
  trigger: string;
  title: string;
  description: string;
  confirmLabel: string;
  run(): Promise<unknown>;
  done: string;
  children?: ReactNode;
  size?: "sm" | "md";
}) {
  const [open, setOpen] = useState(false);
  const action = useTourMutation(run, {
    onSuccess: () => {
      void notify.success(done);
      setOpen(false);
    },
  });
  return (
    <Dialog open={open} onOpenChange={(next) => (setOpen(next), action.reset())}>
      <Button size={size} variant="ghost" className="text-destructive hover:bg-destructive/10" onClick={() => setOpen(true)}>
        {trigger}
      </Button>
      <DialogContent>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        {children}
        {action.error && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {action.error.message}
          </p>
        )}
        <DialogActions cancelLabel="Keep it">
          <Button variant="destructive" onClick={() => action.mutate(undefined)} disabled={action.isPending}>
            {action.isPending ? "Working..." : confirmLabel}
          </Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
