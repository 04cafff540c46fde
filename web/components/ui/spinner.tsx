import { cn } from "@web/lib/cn";

/** The 'Loading...' spinner shown while a screen or its data loads. */
export function Spinner({ label = "Loading...", className }: { label?: string; className?: string }) {
  return (
    <div role="status" aria-live="polite" className={cn("flex flex-col items-center justify-center gap-3 py-16", className)}>
      <span
        aria-hidden="true"
        className="size-9 animate-spin rounded-full border-[3px] border-primary/20 border-t-primary"
      />
      <span className="text-sm text-muted-foreground">{label}</span>
    </div>
  );
}
