import type { ReactNode } from "react";

export interface Step {
  title: ReactNode;
  body: ReactNode;
  /** An optional next action for this step (a link or a button). */
  action?: ReactNode;
}

/**
 * Numbered steps joined by a thin line. A real ordered list, so the numbers are announced; the
 * drawn numbers are hidden from assistive technology to avoid reading them twice.
 */
export function StepList({ steps }: { steps: Step[] }) {
  return (
    <ol className="relative grid max-w-3xl gap-0">
      {steps.map((step, index) => (
        <li key={index} className="relative grid grid-cols-[2.75rem_minmax(0,1fr)] gap-x-5 pb-10 last:pb-0 sm:grid-cols-[3.25rem_minmax(0,1fr)] sm:gap-x-7">
          {index < steps.length - 1 && (
            <span aria-hidden="true" className="absolute top-12 bottom-1 left-[1.375rem] w-px bg-border sm:top-14 sm:left-[1.625rem]" />
          )}
          <span
            aria-hidden="true"
            className="grid size-11 place-items-center rounded-full bg-primary font-display text-lg font-semibold text-primary-foreground shadow-soft sm:size-13 sm:text-xl"
          >
            {index + 1}
          </span>
          <div className="pt-1.5 sm:pt-2.5">
            <h3 className="text-heading leading-snug font-semibold">{step.title}</h3>
            <div className="mt-2 leading-relaxed text-muted-foreground">{step.body}</div>
            {step.action && <div className="mt-4">{step.action}</div>}
          </div>
        </li>
      ))}
    </ol>
  );
}
