import { Clock, ListChecks } from "lucide-react";
import type { ReactNode } from "react";
import { describeOffset } from "@domain/timeline";
import type { TimelineTemplate } from "@domain/timeline-templates";
import { Badge } from "@web/components/ui/badge";
import { Card } from "@web/components/ui/card";
import { cn } from "@web/lib/cn";

/** A template: what it is for, how far ahead it starts, and its tasks (folded away). */
export function TemplateCard({ template, selected = false, action }: { template: TimelineTemplate; selected?: boolean; action?: ReactNode }) {
  return (
    <Card className={cn("flex flex-col gap-3 p-5", selected && "ring-2 ring-primary")} data-testid="template-card">
      <div className="flex flex-wrap gap-2">
        <Badge variant="outline">
          <Clock aria-hidden="true" />
          {template.lead}
        </Badge>
        <Badge variant="outline">
          <ListChecks aria-hidden="true" />
          {template.tasks.length} tasks
        </Badge>
      </div>
      <h3 className="font-display text-xl font-semibold">{template.name}</h3>
      <p className="text-sm">{template.summary}</p>
      <p className="text-sm text-muted-foreground">Best for: {template.bestFor}</p>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-primary">See the tasks</summary>
        <ol className="mt-2 grid gap-1">
          {template.tasks.map((task) => (
            <li key={task.title} className="flex justify-between gap-3 border-b border-border/60 py-1 last:border-0">
              <span>{task.title}</span>
              <span className="shrink-0 text-muted-foreground">{describeOffset(task.offsetDays)}</span>
            </li>
          ))}
        </ol>
      </details>
      {action && <div className="mt-auto pt-2">{action}</div>}
    </Card>
  );
}
