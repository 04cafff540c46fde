import { describe, expect, it } from "vitest";
import { daysBetween, describeOffset, dueDateFor, findConflicts, fitOffsetsToTimeLeft, invitationTimeToMinutes, isOverdue, periodOf, shiftTasks, sortEvents, startAfterMove, taskSchema, weddingWeekend, type DayEvent } from "./timeline.ts";
import { TIMELINE_TEMPLATES } from "./timeline-templates.ts";

const event = (id: string, start: string, minutes: number, place = "", people: string[] = [], vendors: string[] = []): DayEvent => {
  const [h, m] = start.split(":").map(Number) as [number, number];
  return { id, title: id, startMinutes: h * 60 + m, durationMinutes: minutes, place, people, vendors };
};

describe("relative due dates", () => {
  it("counts days from the wedding date across months, years and leap days", () => {
    expect(dueDateFor("2027-06-12", -365)).toBe("2026-06-12");
    expect(dueDateFor("2028-03-01", -1)).toBe("2028-02-29");
    expect(dueDateFor("2027-06-12", 14)).toBe("2027-06-26");
    expect(dueDateFor("2027-06-12", 0)).toBe("2027-06-12");
  });

  it("puts a due date in its band, 12+ months out down to the week of and after", () => {
    const wedding = "2027-06-12";
    expect(periodOf("2026-05-01", wedding).id).toBe("12-plus-months");
    expect(periodOf(dueDateFor(wedding, -365), wedding).id).toBe("12-plus-months");
    expect(periodOf(dueDateFor(wedding, -364), wedding).id).toBe("9-12-months");
    expect(periodOf(dueDateFor(wedding, -90), wedding).id).toBe("2-4-months");
    expect(periodOf(dueDateFor(wedding, -10), wedding).id).toBe("final-weeks");
    expect(periodOf(dueDateFor(wedding, -7), wedding).id).toBe("week-of");
    expect(periodOf(wedding, wedding).id).toBe("week-of");
    expect(periodOf(dueDateFor(wedding, 1), wedding).id).toBe("after");
  });

  it("reads offsets the way people say them", () => {
    expect(describeOffset(-90)).toBe("3 months before");
    expect(describeOffset(-14)).toBe("2 weeks before");
    expect(describeOffset(-1)).toBe("1 day before");
    expect(describeOffset(0)).toBe("The day of");
    expect(describeOffset(60)).toBe("2 months after");
    expect(describeOffset(-375)).toBe("About 13 months before");
    expect(describeOffset(-70)).toBe("10 weeks before");
    expect(describeOffset(-100)).toBe("About 3 months before");
  });

  it("is overdue only when not done and due before today", () => {
    expect(isOverdue({ dueDate: "2027-01-01", done: false }, "2027-01-02")).toBe(true);
    expect(isOverdue({ dueDate: "2027-01-02", done: false }, "2027-01-02")).toBe(false);
    expect(isOverdue({ dueDate: "2027-01-01", done: true }, "2027-01-02")).toBe(false);
  });
});

describe("auto-adjust", () => {
  it("moves relative tasks with the wedding date and leaves fixed ones", () => {
    const tasks = [
      { id: "a", title: "Book the venue", dueDate: "2026-06-12", offsetDays: -365 },
      { id: "b", title: "Dinner with Mom", dueDate: "2026-09-01", offsetDays: null },
      { id: "c", title: "Mail invitations", dueDate: "2027-04-03", offsetDays: -70 },
    ];
    expect(shiftTasks(tasks, "2027-09-18")).toEqual([
      { id: "a", title: "Book the venue", from: "2026-06-12", to: "2026-09-18" },
      { id: "c", title: "Mail invitations", from: "2027-04-03", to: "2027-07-10" },
    ]);
    expect(shiftTasks(tasks, "2027-06-12")).toEqual([]);
  });
});

describe("templates", () => {
  it("each has unique ids, tasks within the allowed offsets, valid as tasks", () => {
    expect(new Set(TIMELINE_TEMPLATES.map((t) => t.id)).size).toBe(TIMELINE_TEMPLATES.length);
    for (const template of TIMELINE_TEMPLATES) {
      expect(template.tasks.length).toBeGreaterThanOrEqual(8);
      for (const task of template.tasks) expect(taskSchema.safeParse({ title: task.title, notes: task.notes, offsetDays: task.offsetDays }).success, task.title).toBe(true);
    }
  });
});

describe("day-of conflicts", () => {
  it("flags a person wanted in two places at once", () => {
    const conflicts = findConflicts([event("Photos", "15:00", 60, "Rose Garden", ["Maya", "Jordan"]), event("Hair touch-up", "15:30", 30, "Bridal Suite", ["maya"])]);
    expect(conflicts).toHaveLength(1);
    expect(conflicts[0]).toMatchObject({ kind: "person", eventIds: ["Photos", "Hair touch-up"], who: ["Maya"] });
    expect(conflicts[0]!.message).toBe('Maya is in "Photos" and "Hair touch-up" at 3:30 PM, in two places at once.');
  });

  it("flags a vendor in two places and two events in one place", () => {
    expect(findConflicts([event("Ceremony", "16:00", 30, "Chapel", [], ["DJ Sol"]), event("Cocktails", "16:15", 60, "Terrace", [], ["DJ Sol"])])[0]?.kind).toBe("person");
    expect(findConflicts([event("Ceremony", "16:00", 30, "Chapel"), event("Setup", "16:20", 30, "chapel ")])[0]).toMatchObject({ kind: "place", who: [] });
  });

  it("lets events touch, and lets unrelated events run side by side", () => {
    expect(findConflicts([event("Ceremony", "16:00", 30, "Chapel", ["Maya"]), event("Photos", "16:30", 30, "Garden", ["Maya"])])).toEqual([]);
    expect(findConflicts([event("Photos", "17:00", 60, "Garden", ["Maya"]), event("Cocktails", "17:00", 60, "Terrace", ["Guests"])])).toEqual([]);
  });
});

describe("moving events", () => {
  const day = [event("Hair", "10:00", 120), event("Photos", "13:00", 60), event("Ceremony", "16:00", 30)];

  it("orders by start time", () => {
    expect(sortEvents([...day].reverse()).map((e) => e.id)).toEqual(["Hair", "Photos", "Ceremony"]);
  });

  it("retimes an event moved down to start when the one before it ends", () => {
    expect(startAfterMove(day, "Photos", 2)).toBe(16 * 60 + 30);
    expect(startAfterMove(day, "Hair", 1)).toBe(14 * 60);
  });

  it("moved to the top, it ends when the first event starts (never before midnight)", () => {
    expect(startAfterMove(day, "Ceremony", 0)).toBe(9 * 60 + 30);
    expect(startAfterMove([event("Early", "00:10", 20), event("Late", "08:00", 60)], "Late", 0)).toBe(0);
  });

  it("does nothing for the same place or an unknown event", () => {
    expect(startAfterMove(day, "Photos", 1)).toBeNull();
    expect(startAfterMove(day, "nope", 0)).toBeNull();
  });
});

describe("the wedding weekend", () => {
  it("reads times as written on invitations", () => {
    expect(invitationTimeToMinutes("5:30 PM")).toBe(17 * 60 + 30);
    expect(invitationTimeToMinutes("5 pm")).toBe(17 * 60);
    expect(invitationTimeToMinutes("12:15 a.m.")).toBe(15);
    expect(invitationTimeToMinutes("17:30")).toBe(17 * 60 + 30);
    expect(invitationTimeToMinutes("after the ceremony")).toBeNull();
    expect(invitationTimeToMinutes("13 PM")).toBeNull();
    expect(invitationTimeToMinutes("")).toBeNull();
  });

  it("puts the guest list's events and the day-of schedule in one view, by day and time", () => {
    const days = weddingWeekend(
      "2026-10-31",
      [
        { id: "g1", name: "Sunday brunch", eventDate: "2026-11-01", startTime: "10 AM", location: "The Inn" },
        { id: "g2", name: "Rehearsal dinner", eventDate: "2026-10-30", startTime: "6:30 PM", location: "Marta's" },
        { id: "g3", name: "Ceremony", eventDate: "2026-10-31", startTime: "4:00 PM", location: "Chapel" },
        { id: "g4", name: "Welcome drinks", eventDate: "2026-10-31", startTime: "whenever you arrive", location: "" },
        { id: "g5", name: "Someday party", eventDate: null, startTime: "", location: "" },
      ],
      [event("Hair and makeup", "10:00", 120), event("Ceremony", "16:00", 30, "Chapel")],
    );
    expect(days.map((d) => [d.date, d.isWeddingDay])).toEqual([
      ["2026-10-30", false],
      ["2026-10-31", true],
      ["2026-11-01", false],
    ]);
    expect(days[1]?.items.map((i) => [i.title, i.time, i.source])).toEqual([
      ["Welcome drinks", "whenever you arrive", "guest-event"],
      ["Hair and makeup", "10:00 AM", "schedule"],
      ["Ceremony", "4:00 PM", "schedule"],
    ]);
    expect(days[0]?.items[0]).toMatchObject({ title: "Rehearsal dinner", time: "6:30 PM", place: "Marta's" });
  });

  it("without a wedding date shows only the dated guest events", () => {
    expect(weddingWeekend(null, [{ id: "g", name: "Brunch", eventDate: "2026-11-01", startTime: "", location: "" }], [event("Ceremony", "16:00", 30)])).toEqual([
      { date: "2026-11-01", isWeddingDay: false, items: [{ id: "g", source: "guest-event", title: "Brunch", time: "", place: "" }] },
    ]);
  });
});

describe("templates on a short engagement", () => {
  const sixMonths = TIMELINE_TEMPLATES.find((t) => t.tasks.some((task) => task.offsetDays <= -150) && t.tasks.every((task) => task.offsetDays >= -200));

  it("compresses the steps into the time left, in order, none overdue on day one", () => {
    const template = sixMonths ?? TIMELINE_TEMPLATES[0]!;
    const fitted = fitOffsetsToTimeLeft(template.tasks, "2027-03-25", "2026-11-25");
    const left = daysBetween("2026-11-25", "2027-03-25");
    expect(Math.min(...fitted.map((t) => t.offsetDays))).toBe(-left);
    expect(fitted.every((t) => t.offsetDays >= -left)).toBe(true);
    const before = template.tasks.map((t) => t.offsetDays);
    const after = fitted.map((t) => t.offsetDays);
    // Same order: a task due before another still is (or on the same day).
    for (let i = 0; i < before.length; i++) for (let j = 0; j < before.length; j++) if (before[i]! < before[j]!) expect(after[i]!).toBeLessThanOrEqual(after[j]!);
    // Tasks after the wedding keep their days.
    expect(fitted.filter((_, i) => before[i]! >= 0).map((t) => t.offsetDays)).toEqual(before.filter((o) => o >= 0));
  });

  it("leaves the offsets alone with enough time, and puts everything on the day when none is left", () => {
    const tasks = [{ offsetDays: -60 }, { offsetDays: -7 }, { offsetDays: 3 }];
    expect(fitOffsetsToTimeLeft(tasks, "2027-06-01", "2026-11-25")).toEqual(tasks);
    expect(fitOffsetsToTimeLeft(tasks, "2026-11-25", "2026-11-25")).toEqual([{ offsetDays: 0 }, { offsetDays: 0 }, { offsetDays: 3 }]);
  });
});
