import { useState, type FormEvent } from "react";
import { describeOffset } from "@domain/timeline";
import { FormAlert } from "@web/components/FormAlert";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Input, NativeSelect, Textarea } from "@web/components/ui/input";
import { notify } from "@web/lib/toast";
import { useSaveTask, type TaskView } from "./api";
import { emptyTaskForm, formToTask, taskToForm, type TaskForm } from "./forms";

/** Adds or edits a task: what, when (relative to the wedding or a fixed date), who, and notes. */
export function TaskDialog({
  open,
  task,
  weddingDate,
  today,
  people,
  onClose,
}: {
  open: boolean;
  task: TaskView | null;
  weddingDate: string | null;
  today: string;
  /** Suggestions for "assigned to": the partners and helpers by name. */
  people: string[];
  onClose(): void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        <DialogTitle>{task ? "Edit task" : "Add a task"}</DialogTitle>
        <DialogDescription>Due dates relative to your wedding move with it when the date changes.</DialogDescription>
        {open && <TaskFormBody key={task?.id ?? "new"} task={task} weddingDate={weddingDate} today={today} people={people} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function TaskFormBody({ task, weddingDate, today, people, onDone }: { task: TaskView | null; weddingDate: string | null; today: string; people: string[]; onDone(): void }) {
  const [form, setForm] = useState<TaskForm>(() => (task ? taskToForm(task) : emptyTaskForm(weddingDate !== null, today)));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveTask();
  const set = <K extends keyof TaskForm>(field: K, value: TaskForm[K]) => setForm((f) => ({ ...f, [field]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = formToTask(form);
    if (!result.ok) return setErrors(result.errors);
    setErrors({});
    save.mutate(
      { id: task?.id, input: result.values },
      {
        onSuccess: () => {
          void notify.success(task ? "Task saved" : `Added "${result.values.title}"`);
          onDone();
        },
        onError: (error) => setErrors({ form: error.message }),
      },
    );
  }

  const relative = form.when === "relative";
  const preview = (() => {
    const result = relative ? formToTask(form) : null;
    return result?.ok && result.values.offsetDays !== null ? describeOffset(result.values.offsetDays) + " the wedding" : null;
  })();

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      {errors.form && <FormAlert>{errors.form}</FormAlert>}
      <FormField label="Task" error={errors.title}>
        {(ids) => <Input {...ids} value={form.title} onChange={(e) => set("title", e.target.value)} placeholder="Book the florist" maxLength={140} />}
      </FormField>
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-medium">When it's due</legend>
        <div className="flex flex-wrap gap-4 text-sm">
          <label className="flex items-center gap-2">
            <input type="radio" name="when" checked={relative} disabled={!weddingDate} onChange={() => set("when", "relative")} />
            Relative to the wedding
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" name="when" checked={!relative} onChange={() => set("when", "fixed")} />
            On a fixed date
          </label>
        </div>
        {!weddingDate && <p className="text-sm text-muted-foreground">Set your wedding date to plan tasks relative to it.</p>}
        {relative ? (
          <div className="grid grid-cols-[5rem_1fr_1fr] gap-2">
            <FormField label="How many" error={errors.amount}>
              {(ids) => <Input {...ids} inputMode="numeric" value={form.amount} onChange={(e) => set("amount", e.target.value)} />}
            </FormField>
            <FormField label="Unit">
              {(ids) => (
                <NativeSelect {...ids} value={form.unit} onChange={(e) => set("unit", e.target.value as TaskForm["unit"])}>
                  <option value="months">months</option>
                  <option value="weeks">weeks</option>
                  <option value="days">days</option>
                </NativeSelect>
              )}
            </FormField>
            <FormField label="Before or after">
              {(ids) => (
                <NativeSelect {...ids} value={form.side} onChange={(e) => set("side", e.target.value as TaskForm["side"])}>
                  <option value="before">before</option>
                  <option value="after">after</option>
                </NativeSelect>
              )}
            </FormField>
            {preview && <p className="col-span-3 text-sm text-muted-foreground">{preview}</p>}
          </div>
        ) : (
          <FormField label="Due date" error={errors.dueDate}>
            {(ids) => <Input {...ids} type="date" value={form.dueDate} onChange={(e) => set("dueDate", e.target.value)} />}
          </FormField>
        )}
      </fieldset>
      <FormField label="Assigned to" hint="A partner or a helper, by name." error={errors.assignee}>
        {(ids) => (
          <>
            <Input {...ids} list="timeline-people" value={form.assignee} onChange={(e) => set("assignee", e.target.value)} maxLength={80} />
            <datalist id="timeline-people">
              {people.map((name) => (
                <option key={name} value={name} />
              ))}
            </datalist>
          </>
        )}
      </FormField>
      <FormField label="Notes" error={errors.notes}>
        {(ids) => <Textarea {...ids} rows={3} value={form.notes} onChange={(e) => set("notes", e.target.value)} maxLength={2000} />}
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {task ? "Save task" : "Add task"}
        </Button>
      </div>
    </form>
  );
}
