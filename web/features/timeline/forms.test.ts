import { describe, expect, it } from "vitest";
import { emptyTaskForm, eventToForm, formToEvent, formToTask, taskToForm } from "./forms";

describe("the task form", () => {
  it("turns '3 months before' into an offset, and reads it back", () => {
    const result = formToTask({ ...emptyTaskForm(true, "2026-11-23"), title: "Order invitations", amount: "3", unit: "months", side: "before", assignee: "Jordan" });
    expect(result).toEqual({ ok: true, values: expect.objectContaining({ title: "Order invitations", offsetDays: -90, dueDate: null, assignee: "Jordan" }) });
    expect(taskToForm({ title: "x", notes: "", dueDate: "2027-01-01", offsetDays: -90, assignee: "", done: false })).toMatchObject({ when: "relative", amount: "3", unit: "months", side: "before" });
    expect(taskToForm({ title: "x", notes: "", dueDate: "2027-01-01", offsetDays: 14, assignee: "", done: false })).toMatchObject({ amount: "2", unit: "weeks", side: "after" });
  });

  it("asks for a title, a whole number, or a fixed date", () => {
    expect(formToTask({ ...emptyTaskForm(true, "2026-11-23"), title: " " })).toEqual({ ok: false, errors: { title: "Name the task." } });
    expect(formToTask({ ...emptyTaskForm(true, "2026-11-23"), title: "Cake", amount: "1.5" })).toEqual({ ok: false, errors: { amount: "Enter a whole number." } });
    expect(formToTask({ ...emptyTaskForm(false, "2026-11-23"), title: "Cake", dueDate: "" })).toEqual({ ok: false, errors: { dueDate: "Choose a due date." } });
  });
});

describe("the event form", () => {
  it("reads times, minutes and comma-separated names", () => {
    const result = formToEvent({ title: "Photos", start: "15:30", duration: "45", place: "Rose Garden", people: "Maya, Jordan,", vendors: "Lumen Photo", notes: "" });
    expect(result).toEqual({ ok: true, values: { title: "Photos", startMinutes: 930, durationMinutes: 45, place: "Rose Garden", people: ["Maya", "Jordan"], vendors: ["Lumen Photo"], notes: "" } });
    expect(eventToForm({ title: "Photos", startMinutes: 930, durationMinutes: 45, place: "", people: ["Maya"], vendors: [], notes: "" })).toMatchObject({ start: "15:30", people: "Maya" });
  });

  it("says what to fix", () => {
    expect(formToEvent({ title: "", start: "", duration: "30", place: "", people: "", vendors: "", notes: "" })).toEqual({ ok: false, errors: { start: "Choose a start time." } });
    const bad = formToEvent({ title: "", start: "09:00", duration: "2", place: "", people: "", vendors: "", notes: "" });
    expect(bad).toEqual({ ok: false, errors: { title: "Name the event.", duration: "Make it at least 5 minutes." } });
  });
});
