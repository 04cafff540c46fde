import { AlertTriangle, Pencil, Trash2, UserRound } from "lucide-react";
import { useState } from "react";
import { formatDueDate as formatDue } from "@domain/dates";
import { describeOffset, isOverdue, periodOf, TIMELINE_PERIODS } from "@domain/timeline";
import { Badge } from "@web/components/ui/badge";
import { ConfirmFooter } from "@web/components/ConfirmFooter";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { cn } from "@web/lib/cn";
import { notify, toastError } from "@web/lib/toast";
import { useDeleteTask, useSetTaskDone, type TaskView } from "./api";

export { formatDue };

export type TaskFilter = "all" | "open" | "overdue" | "done";

/** The item a link named (`#task-<id>`), and whether it is still marked for the eye. */
export interface LinkedTask {
  id: string | null;
  marked: string | null;
  unmark(): void;
}

/** The checklist in bands (12+ months out ... the week of), overdue tasks marked; edit, check off, delete. */
export function Checklist({
  tasks,
  weddingDate,
  today,
  canEdit,
  filter,
  onEdit,
  linked,
}: {
  tasks: TaskView[];
  weddingDate: string | null;
  today: string;
  canEdit: boolean;
  filter: TaskFilter;
  onEdit(task: TaskView): void;
  linked?: LinkedTask;
}) {
  const [deleting, setDeleting] = useState<TaskView | null>(null);
  const remove = useDeleteTask();
  const setDone = useSetTaskDone();
  // The box follows the click at once (a controlled checkbox would otherwise flick back until the cache updates).
  const [pending, setPending] = useState<Record<string, boolean>>({});
  const toggle = (id: string, done: boolean) => {
    setPending((p) => ({ ...p, [id]: done }));
    // mutateAsync settles for every call (mutate's own callbacks only for the latest one).
    setDone
      .mutateAsync({ id, done })
      .catch(toastError)
      .finally(() =>
        setPending((p) => {
          const { [id]: _settled, ...rest } = p;
          return rest;
        }),
      );
  };
  const shown = tasks.filter((t) => (filter === "open" ? !t.done : filter === "done" ? t.done : filter === "overdue" ? isOverdue(t, today) : true));
  const groups = weddingDate
    ? TIMELINE_PERIODS.map((period) => ({ id: period.id, label: period.label, items: shown.filter((t) => periodOf(t.dueDate, weddingDate).id === period.id) })).filter((g) => g.items.length)
    : [{ id: "all", label: "Tasks", items: shown }];

  function confirmDelete() {
    if (!deleting) return;
    const { id, title } = deleting;
    remove.mutate(id, {
      onSuccess: () => {
        setDeleting(null);
        void notify.success(`Removed "${title}"`);
      },
      onError: toastError,
    });
  }

  if (shown.length === 0) return <p className="rounded-[var(--radius-lg)] border border-dashed border-border bg-card px-6 py-8 text-center text-muted-foreground">No tasks here.</p>;

  return (
    <div className="grid gap-8">
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`period-${group.id}`} className="grid gap-3">
          <h3 id={`period-${group.id}`} className="text-lg font-semibold">
            {group.label}
          </h3>
          <ul className="grid gap-2">
            {group.items.map((task) => {
              const overdue = isOverdue(task, today);
              const marked = linked?.marked === task.id;
              return (
                <li
                  key={task.id}
                  data-testid="task"
                  data-linked={marked || undefined}
                  // The linked row takes focus itself when its checkbox is read-only.
                  tabIndex={linked?.id === task.id ? -1 : undefined}
                  onBlur={marked ? (e) => !e.currentTarget.contains(e.relatedTarget) && linked?.unmark() : undefined}
                  className={cn(
                    "flex items-start gap-3 rounded-[var(--radius-lg)] border bg-card p-3 shadow-soft outline-none sm:p-4",
                    overdue ? "border-destructive/60" : "border-border",
                    marked && "border-primary bg-primary/5 ring-2 ring-primary ring-offset-2 ring-offset-background",
                  )}
                >
                  <input
                    type="checkbox"
                    id={`task-${task.id}`}
                    className="mt-1 size-5 shrink-0 accent-[var(--color-primary)]"
                    checked={pending[task.id] ?? task.done}
                    disabled={!canEdit}
                    onChange={(e) => toggle(task.id, e.target.checked)}
                  />
                  <div className="min-w-0 flex-1">
                    <label htmlFor={`task-${task.id}`} className={cn("block break-words font-medium", task.done && "text-muted-foreground line-through")}>
                      {task.title}
                    </label>
                    <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
                      <span>
                        Due {formatDue(task.dueDate)}
                        {task.offsetDays !== null && ` · ${describeOffset(task.offsetDays).toLowerCase()}`}
                      </span>
                      {task.assignee && (
                        <span className="inline-flex items-center gap-1">
                          <UserRound className="size-3.5" aria-hidden="true" />
                          {task.assignee}
                        </span>
                      )}
                      {overdue && (
                        <Badge className="bg-destructive/10 text-destructive">
                          <AlertTriangle aria-hidden="true" />
                          Overdue
                        </Badge>
                      )}
                    </p>
                    {task.notes && <p className="mt-1 whitespace-pre-line break-words text-sm">{task.notes}</p>}
                  </div>
                  {canEdit && (
                    <div className="flex shrink-0 gap-1 print:hidden">
                      <Button variant="ghost" size="icon" className="size-10" onClick={() => onEdit(task)} aria-label={`Edit ${task.title}`}>
                        <Pencil aria-hidden="true" />
                      </Button>
                      <Button variant="ghost" size="icon" className="size-10" onClick={() => setDeleting(task)} aria-label={`Delete ${task.title}`}>
                        <Trash2 aria-hidden="true" />
                      </Button>
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
      <Dialog open={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)}>
        <DialogContent>
          <DialogTitle>Delete this task?</DialogTitle>
          <DialogDescription>"{deleting?.title}" will be removed from your timeline.</DialogDescription>
          <ConfirmFooter confirmLabel="Delete task" pendingLabel="Deleting..." pending={remove.isPending} onConfirm={confirmDelete} />
        </DialogContent>
      </Dialog>
    </div>
  );
}
