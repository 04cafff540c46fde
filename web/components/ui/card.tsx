import type { ComponentProps } from "react";
import { cn } from "@web/lib/cn";

export function Card({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      className={cn("rounded-[var(--radius-lg)] border border-border bg-card text-card-foreground shadow-soft", className)}
      {...props}
    />
  );
}
