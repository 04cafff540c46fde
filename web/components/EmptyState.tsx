import type { ReactNode } from "react";
import { cn } from "@web/lib/cn";

/** A list with nothing in it yet: an icon, what is missing, and (optionally) what to do about it. */
export function EmptyState({
  icon,
  title,
  tone = "quiet",
  children,
}: {
  icon: ReactNode;
  title: string;
  /** "quiet" for admin and owner lists, "warm" (the brand color) for a couple's own lists. */
  tone?: "quiet" | "warm";
  children?: ReactNode;
}) {
  return (
    <div className="grid justify-items-center gap-3 rounded-[var(--radius-lg)] border border-dashed border-border bg-card px-6 py-12 text-center">
      <span className={cn("grid size-12 place-items-center rounded-full", tone === "warm" ? "bg-primary-soft text-primary" : "bg-muted text-muted-foreground")}>{icon}</span>
      <p className="font-display text-xl font-semibold">{title}</p>
      {children && <div className="grid max-w-md justify-items-center gap-3 text-sm text-muted-foreground">{children}</div>}
    </div>
  );
}
