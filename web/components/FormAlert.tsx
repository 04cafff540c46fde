import { AlertCircle } from "lucide-react";
import type { ReactNode } from "react";

/**
 * A form-level problem, announced when it appears (the same words as the toast, if any). With a
 * title, the title says what failed and the text why.
 */
export function FormAlert({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <div role="alert" className="flex gap-3 rounded-[var(--radius)] border border-destructive/30 bg-destructive/5 p-4 text-sm">
      <AlertCircle className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />
      <div>
        {title && <p className="font-semibold text-destructive">{title}</p>}
        <div className={title ? "mt-0.5 text-foreground" : "font-medium text-destructive"}>{children}</div>
      </div>
    </div>
  );
}
