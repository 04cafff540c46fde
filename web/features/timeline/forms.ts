import { clockToMinutes, eventSchema, minutesToClock, splitNames, taskSchema, type EventValues, type TaskValues } from "@domain/timeline";

/** The task form as typed: a due date relative to the wedding ("3 months before") or a fixed date. */
export interface TaskForm {
  title: string;
  when: "relative" | "fixed";
  amount: string;
  unit: "months" | "weeks" | "days";
  side: "before" | "after";
  dueDate: string;
  assignee: string;
  notes: string;
  done: boolean;
}

const UNIT_DAYS = { months: 30, weeks: 7, days: 1 } as const;

export const emptyTaskForm = (hasWeddingDate: boolean, today: string): TaskForm => ({
  title: "",
  when: hasWeddingDate ? "relative" : "fixed",
  amount: "1",
  unit: "months",
  side: "before",
  dueDate: today,
  assignee: "",
  notes: "",
  done: false,
});

export function taskToForm(task: { title: string; notes: string; dueDate: string; offsetDays: number | null; assignee: string; done: boolean }): TaskForm {
  const base = { title: task.title, notes: task.notes, assignee: task.assignee, done: task.done, dueDate: task.dueDate };
  if (task.offsetDays === null) return { ...base, when: "fixed", amount: "1", unit: "months", side: "before" };
  const n = Math.abs(task.offsetDays);
  const unit = n >= 60 && n % 30 === 0 ? "months" : n >= 7 && n % 7 === 0 ? "weeks" : "days";
  return { ...base, when: "relative", amount: String(n / UNIT_DAYS[unit]), unit, side: task.offsetDays > 0 ? "after" : "before" };
}

export type FormResult<T> = { ok: true; values: T } | { ok: false; errors: Record<string, string> };

function firstErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[], rename: Record<string, string> = {}) {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "form");
    const name = rename[field] ?? field;
    errors[name] ??= issue.message;
  }
  return errors;
}

/** The form as the API's task (validated by the same schema as the server). */
export function formToTask(form: TaskForm): FormResult<TaskValues> {
  let offsetDays: number | null = null;
  if (form.when === "relative") {
    const amount = Number(form.amount);
    if (!/^\d+$/.test(form.amount.trim()) || amount > 1100) return { ok: false, errors: { amount: "Enter a whole number." } };
    offsetDays = amount * UNIT_DAYS[form.unit] * (form.side === "before" ? -1 : 1);
  }
  const parsed = taskSchema.safeParse({
    title: form.title,
    notes: form.notes,
    assignee: form.assignee,
    done: form.done,
    offsetDays,
    dueDate: form.when === "fixed" ? form.dueDate || null : null,
  });
  if (!parsed.success) return { ok: false, errors: firstErrors(parsed.error.issues, { offsetDays: "amount" }) };
  if (form.when === "fixed" && !parsed.data.dueDate) return { ok: false, errors: { dueDate: "Choose a due date." } };
  return { ok: true, values: parsed.data };
}

export interface EventForm {
  title: string;
  start: string;
  duration: string;
  place: string;
  people: string;
  vendors: string;
  notes: string;
}

export const emptyEventForm = (start = "16:00"): EventForm => ({ title: "", start, duration: "30", place: "", people: "", vendors: "", notes: "" });

export function eventToForm(event: { title: string; startMinutes: number; durationMinutes: number; place: string; people: string[]; vendors: string[]; notes: string }): EventForm {
  return {
    title: event.title,
    start: minutesToClock(event.startMinutes),
    duration: String(event.durationMinutes),
    place: event.place,
    people: event.people.join(", "),
    vendors: event.vendors.join(", "),
    notes: event.notes,
  };
}

export function formToEvent(form: EventForm): FormResult<EventValues> {
  const startMinutes = clockToMinutes(form.start);
  if (startMinutes === null) return { ok: false, errors: { start: "Choose a start time." } };
  const parsed = eventSchema.safeParse({
    title: form.title,
    startMinutes,
    durationMinutes: /^\d+$/.test(form.duration.trim()) ? Number(form.duration) : Number.NaN,
    place: form.place,
    people: splitNames(form.people),
    vendors: splitNames(form.vendors),
    notes: form.notes,
  });
  if (!parsed.success) return { ok: false, errors: firstErrors(parsed.error.issues, { startMinutes: "start", durationMinutes: "duration" }) };
  return { ok: true, values: parsed.data };
}
