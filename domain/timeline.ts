import { differenceInCalendarDays, parseISO } from "date-fns";
import { calendarDateSchema } from "./calendar-date.ts";
import { tz } from "@date-fns/tz";
import { z } from "zod";
import "./zod-messages.ts";
import { addDays } from "./dates.ts";
import { idSchema } from "./ids.ts";
import { TIMELINE_TEMPLATES } from "./timeline-templates.ts";

/**
 * The master timeline: the planning checklist (tasks due relative to the wedding date) and the
 * day-of schedule (events with a start time, a length, a place and the people in them). Pure rules
 * here; both the server and the web import them.
 */

export const TASKS_MAX = 400;
export const EVENTS_MAX = 120;
export const SHARES_MAX = 25;
/** A day-of event is at least 5 minutes and at most 12 hours long. */
export const EVENT_DURATION_MIN = 5;
export const EVENT_DURATION_MAX = 12 * 60;
/** Couples plan in Ohio and Tennessee; "today" for due dates is read on Eastern time. */
export const TIMELINE_TIME_ZONE = "America/New_York";

const utc = tz("UTC");
const day = (date: string) => parseISO(date, { in: utc });

/** Whole days from `from` to `to` (calendar dates): positive when `to` is later. */
export function daysBetween(from: string, to: string): number {
  return differenceInCalendarDays(day(to), day(from));
}

/**
 * A template's steps fitted to the time left: when its earliest task would already be due (a
 * 6-month plan started 4 months out), the tasks before the wedding are compressed in proportion into
 * the days from today to the wedding, in the same order, the first due today; tasks after the
 * wedding keep their days. With enough time, the offsets are unchanged.
 */
export function fitOffsetsToTimeLeft<T extends { offsetDays: number }>(tasks: readonly T[], weddingDate: string, today: string): T[] {
  const daysLeft = Math.max(0, daysBetween(today, weddingDate));
  const earliest = Math.min(0, ...tasks.map((t) => t.offsetDays));
  if (-earliest <= daysLeft) return [...tasks];
  return tasks.map((task) => (task.offsetDays >= 0 ? task : { ...task, offsetDays: Math.round((task.offsetDays * daysLeft) / -earliest) || 0 }));
}

/** A task's due date: `offsetDays` from the wedding (negative = before it). */
export function dueDateFor(weddingDate: string, offsetDays: number): string {
  return addDays(weddingDate, offsetDays);
}

/**
 * The checklist's bands, from a year or more out down to the week of the wedding and after it. A
 * task falls in the first band whose `fromDays` (days before the wedding) it is at least.
 */
export const TIMELINE_PERIODS = [
  { id: "12-plus-months", label: "12+ months out", fromDays: 365 },
  { id: "9-12-months", label: "9 to 12 months out", fromDays: 270 },
  { id: "6-9-months", label: "6 to 9 months out", fromDays: 180 },
  { id: "4-6-months", label: "4 to 6 months out", fromDays: 120 },
  { id: "2-4-months", label: "2 to 4 months out", fromDays: 60 },
  { id: "1-2-months", label: "1 to 2 months out", fromDays: 30 },
  { id: "2-4-weeks", label: "2 to 4 weeks out", fromDays: 14 },
  { id: "final-weeks", label: "The last two weeks", fromDays: 8 },
  { id: "week-of", label: "The week of", fromDays: 0 },
  { id: "after", label: "After the wedding", fromDays: Number.NEGATIVE_INFINITY },
] as const;
export type TimelinePeriod = (typeof TIMELINE_PERIODS)[number];

/** The band of a due date, measured back from the wedding date. */
export function periodOf(dueDate: string, weddingDate: string): TimelinePeriod {
  const before = daysBetween(dueDate, weddingDate);
  return TIMELINE_PERIODS.find((p) => before >= p.fromDays) ?? TIMELINE_PERIODS[TIMELINE_PERIODS.length - 1]!;
}

/** "3 months before", "2 weeks before", "About 13 months before", "The day of": how a relative due date reads. */
export function describeOffset(offsetDays: number): string {
  if (offsetDays === 0) return "The day of";
  const side = offsetDays < 0 ? "before" : "after";
  const n = Math.abs(offsetDays);
  const unit = (count: number, one: string) => `${count} ${one}${count === 1 ? "" : "s"} ${side}`;
  if (n >= 60 && n % 30 === 0) return unit(n / 30, "month");
  if (n >= 7 && n % 7 === 0 && n <= 84) return unit(n / 7, "week");
  // Past two months a few days either way don't matter to a person: "About 13 months before".
  if (n >= 60) return `About ${unit(Math.round(n / 30), "month")}`;
  return unit(n, "day");
}

/** A task is overdue when it isn't done and its due date is before today. */
export function isOverdue(task: { dueDate: string; done: boolean }, today: string): boolean {
  return !task.done && task.dueDate < today;
}

export interface ShiftableTask {
  id: string;
  title: string;
  dueDate: string;
  /** Days from the wedding date; null for a task pinned to a fixed date. */
  offsetDays: number | null;
}

export interface MovedTask {
  id: string;
  title: string;
  from: string;
  to: string;
}

/**
 * Auto-adjust: when the wedding date moves, every task due relative to it moves with it (its offset
 * stays); tasks pinned to a fixed date stay. Returns the tasks whose due date changes.
 */
export function shiftTasks(tasks: readonly ShiftableTask[], newWeddingDate: string): MovedTask[] {
  return tasks.flatMap((task) => {
    if (task.offsetDays === null) return [];
    const to = dueDateFor(newWeddingDate, task.offsetDays);
    return to === task.dueDate ? [] : [{ id: task.id, title: task.title, from: task.dueDate, to }];
  });
}

// ---------- Day-of events ----------

export interface DayEvent {
  id: string;
  title: string;
  /** Minutes after midnight on the wedding day. */
  startMinutes: number;
  durationMinutes: number;
  place: string;
  people: readonly string[];
  vendors: readonly string[];
}

/** "2:30 PM" for 870. */
export function formatMinutes(minutes: number): string {
  const h24 = Math.floor(minutes / 60) % 24;
  const m = minutes % 60;
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  return `${h12}:${String(m).padStart(2, "0")} ${h24 < 12 ? "AM" : "PM"}`;
}

/** "14:30" (an <input type="time"> value) for 870. */
export function minutesToClock(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** 870 for "14:30"; null for anything else. */
export function clockToMinutes(value: string): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const h = Number(match[1]);
  const m = Number(match[2]);
  return h < 24 && m < 60 ? h * 60 + m : null;
}

/** Events in the order of the day: by start, then the shorter first, then by title. */
export function sortEvents<E extends DayEvent>(events: readonly E[]): E[] {
  return [...events].sort((a, b) => a.startMinutes - b.startMinutes || a.durationMinutes - b.durationMinutes || a.title.localeCompare(b.title));
}

/**
 * Moving an event to another place in the day retimes it: after the event it now follows (starting
 * when that one ends), or, moved to the top, ending when the first event starts (not before midnight).
 * Returns the moved event's new start, or null when it does not move.
 */
export function startAfterMove(events: readonly DayEvent[], id: string, toIndex: number): number | null {
  const ordered = sortEvents(events);
  const from = ordered.findIndex((e) => e.id === id);
  if (from < 0) return null;
  const moved = ordered[from]!;
  const rest = ordered.filter((e) => e.id !== id);
  const index = Math.max(0, Math.min(toIndex, rest.length));
  if (index === from) return null;
  const start = index === 0 ? Math.max(0, (rest[0]?.startMinutes ?? moved.startMinutes) - moved.durationMinutes) : rest[index - 1]!.startMinutes + rest[index - 1]!.durationMinutes;
  return Math.min(start, 24 * 60 - 1);
}

export type ConflictKind = "person" | "place";

export interface EventConflict {
  kind: ConflictKind;
  /** The two events, in the order of the day. */
  eventIds: [string, string];
  /** Who is wanted in two places (kind "person"); empty for "place". */
  who: string[];
  message: string;
}

const key = (value: string) => value.trim().toLocaleLowerCase("en-US");

/**
 * Conflicts in a day-of schedule, for every pair of events whose times overlap:
 * - "person": someone (a person or a vendor) is in both, and the events are at different places:
 *   they can't be in two places at once;
 * - "place": both events are at the same place at once (also when they share people there).
 * Events that overlap with nothing in common are fine: a wedding runs photos beside cocktail hour.
 * An event without a place counts as a different place from any other.
 */
export function findConflicts(events: readonly DayEvent[]): EventConflict[] {
  const ordered = sortEvents(events);
  const conflicts: EventConflict[] = [];
  for (let i = 0; i < ordered.length; i++) {
    const a = ordered[i]!;
    for (let j = i + 1; j < ordered.length; j++) {
      const b = ordered[j]!;
      if (b.startMinutes >= a.startMinutes + a.durationMinutes) continue;
      if (a.startMinutes >= b.startMinutes + b.durationMinutes) continue;
      const samePlace = key(a.place) !== "" && key(a.place) === key(b.place);
      const inA = new Map([...a.people, ...a.vendors].map((name) => [key(name), name.trim()]));
      const who = [...new Set([...b.people, ...b.vendors].map(key))].filter((k) => k && inA.has(k)).map((k) => inA.get(k)!);
      const at = formatMinutes(b.startMinutes);
      if (samePlace) {
        conflicts.push({ kind: "place", eventIds: [a.id, b.id], who: [], message: `"${a.title}" and "${b.title}" are both at ${a.place.trim()} at ${at}.` });
      } else if (who.length > 0) {
        const names = who.length === 1 ? who[0]! : `${who.slice(0, -1).join(", ")} and ${who.at(-1)}`;
        conflicts.push({ kind: "person", eventIds: [a.id, b.id], who, message: `${names} ${who.length === 1 ? "is" : "are"} in "${a.title}" and "${b.title}" at ${at}, in two places at once.` });
      }
    }
  }
  return conflicts;
}

// ---------- Schemas (forms and routes) ----------

const text = (max: number, what: string) => z.string().trim().max(max, `${what} can be at most ${max} characters.`);
const calendarDate = calendarDateSchema;
const names = z
  .array(text(80, "A name").min(1, "A name can't be empty."))
  .max(20, "List at most 20.")
  .transform((list) => [...new Map(list.map((n) => [key(n), n])).values()]);

export const timelineIdParamSchema = z.object({ id: idSchema("That timeline item id is not valid.") });
export const timelineByIdParamSchema = z.object({ timelineId: idSchema("That timeline id is not valid.") });
/** A share token: 32 url-safe base64 characters (192 random bits). */
export const shareTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{32}$/, "That share link is not valid.");
export const shareTokenParamSchema = z.object({ token: shareTokenSchema });

export const TEMPLATE_IDS = TIMELINE_TEMPLATES.map((t) => t.id) as [string, ...string[]];
export const applyTemplateSchema = z.object({ templateId: z.enum(TEMPLATE_IDS, { message: "Choose one of the templates." }) });

export const taskSchema = z.object({
  title: text(140, "A task").min(1, "Name the task."),
  notes: text(2000, "Notes").default(""),
  /** A fixed due date; used when `offsetDays` is null. */
  dueDate: calendarDate.nullable().default(null),
  /** Days from the wedding date (negative = before); the due date follows the wedding date. */
  offsetDays: z.number().int("Enter whole days.").min(-1100, "Keep it within three years of the wedding.").max(365, "Keep it within a year after the wedding.").nullable().default(null),
  assignee: text(80, "The name").default(""),
  done: z.boolean().default(false),
});
export type TaskInput = z.input<typeof taskSchema>;
export type TaskValues = z.output<typeof taskSchema>;

export const taskDoneSchema = z.object({ done: z.boolean() });

export const eventSchema = z.object({
  title: text(120, "The event").min(1, "Name the event."),
  startMinutes: z.number().int().min(0, "Choose a time on the day.").max(24 * 60 - 1, "Choose a time on the day."),
  durationMinutes: z.number().int("Enter whole minutes.").min(EVENT_DURATION_MIN, `Make it at least ${EVENT_DURATION_MIN} minutes.`).max(EVENT_DURATION_MAX, "Keep it under 12 hours."),
  place: text(120, "The place").default(""),
  people: names.default([]),
  vendors: names.default([]),
  notes: text(1000, "Notes").default(""),
});
export type EventInput = z.input<typeof eventSchema>;
export type EventValues = z.output<typeof eventSchema>;

export const weddingDateMoveSchema = z.object({
  weddingDate: calendarDate,
  /** Shift every relative due date with it (the timeline_auto_adjust flag). */
  adjust: z.boolean().default(false),
});

export const shareSchema = z.object({ label: text(80, "The label").min(1, "Say who the link is for, e.g. 'Photographer'.") });

/** "Maya, Jordan, Auntie Rose": a list typed as text becomes names. */
export function splitNames(value: string): string[] {
  return value
    .split(",")
    .map((n) => n.trim())
    .filter(Boolean);
}

// ---------- The whole weekend in one view (timeline_master_events) ----------

/** An event of the guest list (rehearsal dinner, ceremony, brunch...): its own date, its time as written on the invitation. */
export interface WeekendGuestEvent {
  id: string;
  name: string;
  eventDate: string | null;
  startTime: string;
  location: string;
}

export interface WeekendItem {
  id: string;
  /** "guest-event": from the guest list's events; "schedule": from the day-of schedule. */
  source: "guest-event" | "schedule";
  title: string;
  /** As people read it ("5:30 PM"), or "" when the invitation gives no time. */
  time: string;
  place: string;
}

export interface WeekendDay {
  date: string;
  isWeddingDay: boolean;
  items: WeekendItem[];
}

/** Minutes after midnight for a time written as on an invitation ("5:30 PM", "5 pm", "17:30"); null when it says no time. */
export function invitationTimeToMinutes(text: string): number | null {
  const match = /^\s*(\d{1,2})(?::(\d{2}))?\s*([ap])?\.?\s*m?\.?\s*$/i.exec(text);
  if (!match) return null;
  let hours = Number(match[1]);
  const minutes = Number(match[2] ?? "0");
  const half = match[3]?.toLowerCase();
  if (minutes > 59) return null;
  if (half) {
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (half === "p" ? 12 : 0);
  } else if (hours > 23 || match[2] === undefined) {
    return null;
  }
  return hours * 60 + minutes;
}

/**
 * The whole wedding weekend in one view: the guest list's dated events (rehearsal dinner, welcome
 * party, brunch) by day, and on the wedding day the day-of schedule beside them, in the order of the
 * day. Undated guest events are left out (they have no day to sit on); days come in calendar order;
 * a guest event the schedule also has on the wedding day is shown once.
 */
export function weddingWeekend(weddingDate: string | null, guestEvents: readonly WeekendGuestEvent[], schedule: readonly DayEvent[]): WeekendDay[] {
  const byDate = new Map<string, { minutes: number; item: WeekendItem }[]>();
  const add = (date: string, minutes: number, item: WeekendItem) => byDate.set(date, [...(byDate.get(date) ?? []), { minutes, item }]);
  // The ceremony on the invitation and the ceremony on the day-of schedule are one event: the schedule's wins.
  const scheduled = new Set(schedule.map((e) => e.title.trim().toLowerCase()));
  for (const event of guestEvents) {
    if (!event.eventDate) continue;
    if (event.eventDate === weddingDate && scheduled.has(event.name.trim().toLowerCase())) continue;
    const minutes = invitationTimeToMinutes(event.startTime);
    add(event.eventDate, minutes ?? -1, {
      id: event.id,
      source: "guest-event",
      title: event.name,
      time: minutes === null ? event.startTime.trim() : formatMinutes(minutes),
      place: event.location,
    });
  }
  if (weddingDate) {
    for (const event of schedule) {
      add(weddingDate, event.startMinutes, { id: event.id, source: "schedule", title: event.title, time: formatMinutes(event.startMinutes), place: event.place });
    }
  }
  return [...byDate.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, entries]) => ({
      date,
      isWeddingDay: date === weddingDate,
      items: entries.sort((a, b) => a.minutes - b.minutes || a.item.title.localeCompare(b.item.title)).map((e) => e.item),
    }));
}
