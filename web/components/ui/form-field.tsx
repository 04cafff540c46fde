import { useId, type ReactElement, type ReactNode } from "react";
import { cn } from "@web/lib/cn";
import { Label } from "./label";

interface FormFieldProps {
  label: string;
  error?: string;
  hint?: string;
  /** Receives the ids to wire the control to its label, hint and error. */
  children: (ids: { id: string; "aria-describedby"?: string; "aria-invalid"?: boolean }) => ReactElement;
  trailing?: ReactNode;
}

/** A labelled control with its hint and error announced to screen readers. */
export function FormField({ label, error, hint, children, trailing }: FormFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className="grid gap-1.5">
      <div className="flex items-baseline justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {trailing}
      </div>
      {children({ id, "aria-describedby": describedBy, "aria-invalid": error ? true : undefined })}
      {hint && (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** How many characters a field holds out of how many it may: a field's `trailing`, red once over. */
export function CharacterCount({ length, max }: { length: number; max: number }) {
  return (
    <span className={cn("text-xs tabular-nums", length > max ? "text-destructive" : "text-muted-foreground")}>
      {length.toLocaleString("en-US")} / {max.toLocaleString("en-US")}
    </span>
  );
}
