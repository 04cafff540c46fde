import type { ComponentProps } from "react";
import { cn } from "@web/lib/cn";

const fieldBase =
  "w-full rounded-[var(--radius)] border border-input bg-card px-3.5 text-base text-foreground shadow-xs placeholder:text-muted-foreground/90 focus-visible:border-ring aria-invalid:border-destructive disabled:opacity-60";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={cn(fieldBase, "h-11", className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(fieldBase, "min-h-32 py-2.5 leading-relaxed", className)} {...props} />;
}

export function NativeSelect({ className, ...props }: ComponentProps<"select">) {
  return <select className={cn(fieldBase, "h-11 pr-8", className)} {...props} />;
}
