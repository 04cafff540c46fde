import { AlertCircle } from "lucide-react";
import { Button } from "@web/components/ui/button";

/** A load that failed: the server's message and a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-[var(--radius-lg)] border border-destructive/40 bg-card p-5 sm:flex-row sm:items-center sm:justify-between">
      <p className="flex items-start gap-2 font-medium text-destructive">
        <AlertCircle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        {message}
      </p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
