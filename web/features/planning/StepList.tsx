import { CheckCircle2, Circle, CircleDot } from "lucide-react";
import { ArrowLink } from "@web/components/ArrowLink";
import { cn } from "@web/lib/cn";
import type { PlanningStep } from "./api";

const STATE_LABEL = { done: "Done", started: "Started", todo: "To do" } as const;

/** The getting-started path: each step with where it stands and the way to it. */
export function StepList({ steps, showState }: { steps: PlanningStep[]; showState: boolean }) {
  return (
    <ol className="grid gap-3">
      {steps.map((step, index) => {
        const Icon = step.state === "done" ? CheckCircle2 : step.state === "started" ? CircleDot : Circle;
        return (
          <li key={step.id} data-testid={`step-${step.id}`} className="flex gap-4 rounded-[var(--radius-lg)] border border-border bg-card p-4 shadow-soft sm:p-5">
            <Icon className={cn("mt-0.5 size-6 shrink-0", step.state === "done" ? "text-success" : step.state === "started" ? "text-primary" : "text-muted-foreground")} aria-hidden="true" />
            <div className="min-w-0 flex-1">
              <p className="text-sm text-muted-foreground">
                Step {index + 1}
                {showState && <span className="font-medium"> · {STATE_LABEL[step.state]}</span>}
                {showState && step.detail && <span> · {step.detail}</span>}
              </p>
              <h3 className="text-lg font-semibold">{step.title}</h3>
              <p className="mt-1 text-muted-foreground">{step.body}</p>
              <ArrowLink to={step.to} className="mt-2">
                {step.action}
              </ArrowLink>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
