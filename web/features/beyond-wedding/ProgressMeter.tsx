import { progressLine } from "@domain/beyond-wedding";

/** "2 of 5 done" with a slim bar; the bar is decoration, the text carries the meaning. */
export function ProgressMeter({ done, total, label }: { done: number; total: number; label: string }) {
  const percent = total === 0 ? 0 : Math.round((done / total) * 100);
  return (
    <div className="grid gap-1.5">
      <p className="text-sm text-muted-foreground">
        <span className="sr-only">{label}: </span>
        {progressLine(done, total)}
      </p>
      <div aria-hidden="true" className="h-1.5 overflow-hidden rounded-full bg-border">
        <div className="h-full rounded-full bg-accent-strong transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
