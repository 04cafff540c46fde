import { useState, type ReactNode } from "react";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { notify } from "@web/lib/toast";
import { DialogActions } from "./tour-ui";
import { useBusyAction } from "./use-busy-action";

/** A destructive action behind a confirmation dialog. */
export function ConfirmAction({
  trigger,
  title,
  description,
  confirmLabel,
  run,
  done,
  reload,
  children,
  size = "sm",
}: {
  trigger: string;
  title: string;
  description: string;
  confirmLabel: string;
  run(): Promise<unknown>;
  done: string;
  reload(): void;
  children?: ReactNode;
  size?: "sm" | "md";
}) {
  const [open, setOpen] = useState(false);
  const action = useBusyAction();
  const confirm = () =>
    action.run(async () => {
      await run();
      void notify.success(done);
      setOpen(false);
      reload();
    });
  return (
    <Dialog open={open} onOpenChange={(next) => (setOpen(next), action.setProblem(null))}>
      <Button size={size} variant="ghost" className="text-destructive hover:bg-destructive/10" onClick={() => setOpen(true)}>
        {trigger}
      </Button>
      <DialogContent>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        {children}
        {action.problem && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {action.problem}
          </p>
        )}
        <DialogActions cancelLabel="Keep it">
          <Button variant="destructive" onClick={() => void confirm()} disabled={action.busy}>
            {action.busy ? "Working..." : confirmLabel}
          </Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
